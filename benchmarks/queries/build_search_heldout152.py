"""Write the 152nd held-out search query set, ``search_heldout152.jsonl``, from the corpus.

Written in stop 56, after held-out 146 to 149's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about what
each player plays, said as two clauses at once ("while", "whereas", "as", "meanwhile", "and
at the same time"), a label and a question. The relevant rallies come from the predicates,
plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout152``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout152 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import (
    DRIVE,
    DROP,
    LIFT,
    NET,
    SMASH,
    Intent,
    intent,
    known_after_serve,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout152.jsonl")
SPLIT = "heldout152"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def server_smashes_2_receiver_no_drop(r: Rally) -> bool:
    """The server plays at least two smashes (either kind) and the receiver no drop (either
    kind; every type after the serve known)."""
    mine = shots_by(r, r.server, SMASH) >= 2 and shots_by(r, other(r.server), DROP) == 0
    return known_after_serve(r) and mine


@intent("strategic", into=INTENTS)
def receiver_drives_server_clears_receiver_wins(r: Rally) -> bool:
    """The receiver plays a drive-family shot, the server a clear, and the receiver won."""
    mine = shots_by(r, other(r.server), DRIVE) >= 1 and shots_by(r, r.server, {"clear"}) >= 1
    return mine and r.winner == other(r.server)


@intent("strategic", into=INTENTS)
def winner_nets_2_loser_lifts_2(r: Rally) -> bool:
    """The winner plays at least two net-family shots and the loser at least two lifts
    (either kind)."""
    if r.winner is None:
        return False
    return shots_by(r, r.winner, NET) >= 2 and shots_by(r, other(r.winner), LIFT) >= 2


@intent("strategic", into=INTENTS)
def loser_smashes_winner_not_12(r: Rally) -> bool:
    """A rally of at least twelve shots in which the loser smashes (either kind) and the
    winner does not (every type after the serve known)."""
    if r.winner is None or not known_after_serve(r) or len(r.shots) < 12:
        return False
    return shots_by(r, other(r.winner), SMASH) >= 1 and shots_by(r, r.winner, SMASH) == 0


@intent("strategic", into=INTENTS)
def server_drops_3_receiver_none(r: Rally) -> bool:
    """The server plays at least three drops (either kind) and the receiver none (every
    type after the serve known)."""
    mine = shots_by(r, r.server, DROP) >= 3 and shots_by(r, other(r.server), DROP) == 0
    return known_after_serve(r) and mine


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot, while the opponent rushes it away for a winner",
        "a rush winner as the answer to a net shot",
    ],
    "clear-out": [
        "a clear or lob at the end, while the shuttle lands out",
        "the last shot is a clear or a lift, and it falls out",
    ],
    "drop-winner": [
        "a drop while the opponent is stuck at the back, never returned",
        "a drop wins it as the opponent fails to get there",
    ],
    "crossnet-winner": [
        "a cross-court net shot while the opponent is left stranded, for the point",
        "the crosscourt net shot wins as the other player can't reach it",
    ],
    "netshot-into-net": [
        "a net shot, and meanwhile the rally ends in the net with it",
        "the final net shot, which drops into the net",
    ],
    "misjudged-leave": [
        "the player leaves the shuttle while it lands in",
        "a shuttle left as it falls inside the lines",
    ],
    "passive-drop-punished": [
        "a passive drop while the opponent pounces with a winning smash, rush or net shot",
        "a passive drop as the opponent kills it at once with a smash, rush or net shot",
    ],
    "lift-punished": [
        "a lift while the opponent smashes it for a winner",
        "a lift, as the opponent smashes it away for the point",
    ],
    "marin-drop": [
        "Marin drops while her opponent can't return it",
        "a Marin drop that wins as the opponent is beaten",
    ],
    "server-smashes-2-receiver-no-drop": [
        "server 2+ smashes, receiver no drops",
        "rallies where the server smashes at least twice while the receiver never drops",
        "the server smashes two or more times, whereas the receiver plays no drop",
        "points in which the server smashes twice or more and at the same time the receiver "
        "never drops",
        "which rallies have the server smashing at least twice while the receiver plays no drops?",
    ],
    "receiver-drives-server-clears-receiver-wins": [
        "receiver drives, server clears, receiver wins",
        "rallies the receiver wins where the receiver drives while the server clears",
        "the receiver plays a drive whereas the server plays a clear, and the receiver wins",
        "points won by the receiver, who drives as the server clears",
        "which rallies does the receiver win, driving while the server clears?",
    ],
    "winner-nets-2-loser-lifts-2": [
        "winner 2+ net shots, loser 2+ lifts",
        "rallies where the winner plays at least two net shots while the loser lifts at least "
        "twice",
        "the winner plays two or more net shots, whereas the loser lifts two or more times",
        "points in which the winner goes to the net twice or more with net shots as the loser "
        "lifts twice or more",
        "which rallies have the winner playing at least two net shots while the loser lifts at "
        "least twice?",
    ],
    "loser-smashes-winner-not-12": [
        "12+ shots, loser smashes, winner doesn't",
        "rallies of at least twelve shots where the loser smashes while the winner never does",
        "in a rally of twelve shots or more, the loser smashes whereas the winner does not",
        "points of 12 or more shots in which the loser smashes as the winner never smashes",
        "which rallies of twelve shots or more have the loser smashing while the winner doesn't?",
    ],
    "server-drops-3-receiver-none": [
        "server 3+ drops, receiver none",
        "rallies where the server drops at least three times while the receiver never drops",
        "the server plays three or more drops, whereas the receiver plays none",
        "points in which the server drops three times or more as the receiver never does",
        "which rallies have the server dropping at least three times while the receiver "
        "doesn't drop?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
