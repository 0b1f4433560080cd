"""Write the 145th held-out search query set, ``search_heldout145.jsonl``, from the corpus.

Written in stop 56, after held-out 138 to 141's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, whose players are said as anyone ("a player who ...", "someone who
...", "the person ...", "a side that ..."), a label and a question. The reworded
development queries say their players that way too. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout145``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout145 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import (
    DROP,
    NET,
    SMASH,
    Intent,
    intent,
    known_after_serve,
    last,
    outright,
    rear_court_pinned,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout145.jsonl")
SPLIT = "heldout145"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def dropper_beats_smasher(r: Rally) -> bool:
    """The winner plays at least two drops (either kind) and no smash, the loser at least
    one smash (every type after the serve known)."""
    if r.winner is None or not known_after_serve(r):
        return False
    mine = shots_by(r, r.winner, DROP) >= 2 and shots_by(r, r.winner, SMASH) == 0
    return mine and shots_by(r, other(r.winner), SMASH) >= 1


@intent("strategic", into=INTENTS)
def server_clears_4_loses(r: Rally) -> bool:
    """The server plays at least four clears, and the receiver won."""
    return shots_by(r, r.server, {"clear"}) >= 4 and r.winner == other(r.server)


@intent("player", into=INTENTS)
def receiver_backhand_winner(r: Rally) -> bool:
    """The final shot is the receiver's backhand, an outright winner."""
    shot = last(r)
    return shot.hitter == other(r.server) and shot.backhand and outright(r)


@intent("strategic", into=INTENTS)
def loser_net_3_winner_none(r: Rally) -> bool:
    """The loser plays at least three net-family shots and the winner none (every type after
    the serve known)."""
    if r.winner is None or not known_after_serve(r):
        return False
    return shots_by(r, other(r.winner), NET) >= 3 and shots_by(r, r.winner, NET) == 0


@intent("tactic", into=INTENTS)
def rear_pinned_net_end(r: Rally) -> bool:
    """A player pinned in the rear court for three own shots or more escapes, and the rally
    ended in the net."""
    return rear_court_pinned(r) and r.ending == "net"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "someone rushes a net shot and the other player can't return it",
        "a player who rushes the opponent's net shot for a winner",
    ],
    "clear-out": [
        "someone hits a clear or a lob out to end the rally",
        "a player whose final clear or lift goes out",
    ],
    "drop-winner": [
        "someone plays a drop the other player never reaches",
        "a player who wins the rally with a drop",
    ],
    "crossnet-winner": [
        "someone plays a cross-court net shot that wins the point",
        "a player who wins with a crosscourt net shot the other can't return",
    ],
    "netshot-into-net": [
        "someone plays the last net shot into the net",
        "a player whose net shot goes into the net, ending it",
    ],
    "misjudged-leave": [
        "someone leaves a shuttle that lands in",
        "a player who lets the last shuttle drop in",
    ],
    "passive-drop-punished": [
        "someone plays a passive drop and the other player kills it at once with a smash, rush "
        "or net shot",
        "a player whose passive drop is answered by a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "someone lifts and the other player smashes it for the point",
        "a player whose last lift is smashed for a winner",
    ],
    "marin-drop": [
        "someone named Marin wins with a drop",
        "a player, Carolina Marin, who wins a rally with a drop winner",
    ],
    "dropper-beats-smasher": [
        "winner 2+ drops and no smash, loser smashes",
        "rallies where a player who drops at least twice and never smashes beats an opponent "
        "who smashes",
        "someone who plays two or more drops and no smashes wins against a player who smashes",
        "points won by a side that drops twice or more without smashing, against a side that "
        "smashes",
        "which rallies are won by a player who drops at least twice and never smashes while "
        "the other smashes?",
    ],
    "server-clears-4-loses": [
        "server 4+ clears, loses",
        "rallies where the person serving clears four times or more and loses",
        "someone who serves and then plays at least four clears loses the rally",
        "points lost by a side on serve that hits four or more clears",
        "which rallies does a server playing four clears or more lose?",
    ],
    "receiver-backhand-winner": [
        "receiver backhand winner",
        "rallies won outright with a backhand by the person receiving",
        "someone who receives serve wins the rally with a backhand winner",
        "points ended by a backhand winner from the side receiving serve",
        "which rallies does a player receiving serve finish with a backhand winner?",
    ],
    "loser-net-3-winner-none": [
        "loser 3+ net shots, winner none",
        "rallies where a player plays three or more net shots and loses to someone who plays none",
        "someone who never plays a net shot beats a player who plays at least three",
        "points lost by a side with three net shots or more against a side with no net shots",
        "which rallies does a player with no net shots win against one who plays three or more?",
    ],
    "rear-pinned-net-end": [
        "pinned at the back, escapes, ends in the net",
        "rallies where a player kept in the rear court gets out and the rally ends in the net",
        "someone is pinned at the back for three shots or more, escapes, and then the point "
        "ends in the net",
        "points ending in the net after a player pinned in the rear court breaks out",
        "which rallies with someone pinned in the back court who escapes end in the net?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
