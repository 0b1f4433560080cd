"""Write the 175th held-out search query set, ``search_heldout175.jsonl``, from the corpus.

Written in stop 58, before any of that stop's changes, to be run once and never used to
tune: a measure of the code as stop 57 left it on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, asked as questions ("which rallies ...?", "are there points where
...?", "when does ...?", "can you find ...?"). The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout175``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout175 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import INTENTS as ALL_INTENTS
from benchmarks.queries.truth import (
    LIFT,
    SMASH,
    Intent,
    intent,
    last,
    shots_by,
    then_own,
)

OUT = Path(__file__).with_name("search_heldout175.jsonl")
SPLIT = "heldout175"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def both_smash_ends_net(r: Rally) -> bool:
    """Each player plays at least one smash (either kind), and the rally ended in the net."""
    both = shots_by(r, "A", SMASH) >= 1 and shots_by(r, "B", SMASH) >= 1
    return both and r.ending == "net"


@intent("player", into=INTENTS)
def server_rushes_loses(r: Rally) -> bool:
    """The server plays at least one rush and the receiver won the rally."""
    return shots_by(r, r.server, {"rush"}) >= 1 and r.winner == r.receiver


@intent("strategic", into=INTENTS)
def winner_lifts_four(r: Rally) -> bool:
    """The rally's winner plays at least four lifts (either kind)."""
    return r.winner is not None and shots_by(r, r.winner, LIFT) >= 4


@intent("rally", into=INTENTS)
def receiver_smash_finish_long(r: Rally) -> bool:
    """A rally of at least twenty shots won by the receiver, whose smash (either kind) is the
    final shot."""
    end = last(r).kind in SMASH and last(r).hitter == r.receiver
    return len(r.shots) >= 20 and r.winner == r.receiver and end


@intent("sequence", into=INTENTS)
def lift_then_own_smash_receiver_wins(r: Rally) -> bool:
    """A lift (either kind) whose hitter's next own shot is a smash (either kind), and the
    receiver won."""
    return then_own(r, LIFT, SMASH) and r.winner == r.receiver


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "which rallies end with a net shot that gets rushed for the point?",
        "can you find points won by rushing the opponent's net shot at the end?",
    ],
    "clear-out": [
        "which rallies end with a clear or a lift going out?",
        "are there points lost by hitting a clear or lob out at the end?",
    ],
    "drop-winner": [
        "which rallies finish with a drop that wins?",
        "can you find points where the last shot is a drop nobody gets to?",
    ],
    "crossnet-winner": [
        "which points are won by a cross-court net shot at the end?",
        "are there rallies that finish with a winning crosscourt net shot?",
    ],
    "netshot-into-net": [
        "which rallies end with a net shot caught in the net?",
        "when does the final net shot go into the net?",
    ],
    "misjudged-leave": [
        "which rallies end because a player left the shuttle and it was in?",
        "are there points where someone leaves the last shuttle and it drops in?",
    ],
    "passive-drop-punished": [
        "which passive drops get punished by a winning smash, rush or net shot?",
        "can you find rallies where a passive drop is killed at once with a smash, rush or net "
        "shot?",
    ],
    "lift-punished": [
        "which lifts get smashed for a winner straight away?",
        "are there rallies where a lift is punished by a winning smash at the end?",
    ],
    "marin-drop": [
        "which of her rallies does Marin close out with a drop winner?",
        "can you find Carolina Marin's points won with a final drop?",
    ],
    "both-smash-ends-net": [
        "which rallies have smashes from both players and end in the net?",
        "are there points where each player smashes and the rally finishes in the net?",
        "can you find rallies ending in the net in which both sides smashed?",
        "when do both players smash at least once before the shuttle ends up in the net?",
        "which net endings come after both players have smashed?",
    ],
    "server-rushes-loses": [
        "which rallies does the server lose despite playing a rush?",
        "are there points where the server rushes and the receiver wins?",
        "can you find rallies with a rush by the server that the server still loses?",
        "when does the server rush at least once but lose the rally?",
        "which points are won by the receiver after the server has rushed?",
    ],
    "winner-lifts-four": [
        "which rallies are won by a player who lifted four or more times?",
        "are there points where the winner lifts at least four times?",
        "can you find rallies whose winner played 4+ lifts?",
        "when does the player who wins the rally lift four times or more?",
        "which winners lifted at least 4 times in the rally?",
    ],
    "receiver-smash-finish-long": [
        "which rallies of twenty shots or more does the receiver win with a smash at the end?",
        "are there 20+ shot rallies the receiver finishes with a winning smash?",
        "can you find long rallies, at least 20 shots, where the receiver's last shot is a "
        "smash and wins?",
        "when does the receiver end a rally of at least twenty shots with a smash and take the "
        "point?",
        "which rallies of 20 or more shots end with the receiver smashing to win?",
    ],
    "lift-then-own-smash-receiver-wins": [
        "which rallies have a player lifting and then smashing with their next shot, won by the "
        "receiver?",
        "are there points the receiver wins where someone lifts and their next shot is a smash?",
        "can you find a lift followed by the same player's smash, in rallies the receiver wins?",
        "when does a player smash on their next shot after lifting, in points won by the receiver?",
        "which receiver-won rallies include a lift and then that player's next shot being a smash?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
