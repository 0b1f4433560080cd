"""Write the 153rd held-out search query set, ``search_heldout153.jsonl``, from the corpus.

Written in stop 56, after held-out 146 to 149's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about one
shot and the one before it, said backwards ("preceded by", "that came after", "set up by",
"following", "in answer to", "on the back of"), a label and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout153``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout153 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DRIVE,
    DROP,
    LIFT,
    NET,
    SMASH,
    Intent,
    answered,
    consecutive,
    intent,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout153.jsonl")
SPLIT = "heldout153"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drive_rush_out_end(r: Rally) -> bool:
    """A drive-family shot straight followed by a rush, and the rally ended out."""
    return consecutive(r, DRIVE, {"rush"}) and r.ending == "out"


@intent("sequence", into=INTENTS)
def net_lift_20(r: Rally) -> bool:
    """A net-family shot straight followed by the other player's lift (either kind), in a
    rally of at least 20 shots."""
    return answered(r, NET, LIFT) and len(r.shots) >= 20


@intent("sequence", into=INTENTS)
def clear_drop_server_wins(r: Rally) -> bool:
    """A clear straight followed by a drop (either kind), and the server won."""
    return consecutive(r, {"clear"}, DROP) and r.winner == r.server


@intent("sequence", into=INTENTS)
def push_then_rush(r: Rally) -> bool:
    """A push straight followed by a rush."""
    return consecutive(r, {"push"}, {"rush"})


@intent("sequence", into=INTENTS)
def smash_lift_12_server_wins(r: Rally) -> bool:
    """A smash (either kind) straight followed by a lift (either kind), in a rally of at
    least twelve shots won by the server."""
    return consecutive(r, SMASH, LIFT) and len(r.shots) >= 12 and r.winner == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush winner preceded by a net shot",
        "a winning rush that came after a net shot",
    ],
    "clear-out": [
        "the rally ends out, on a clear or lift",
        "an out, from a clear or a lob, ends it",
    ],
    "drop-winner": [
        "the winner is a drop",
        "an unreturned drop ends the rally",
    ],
    "crossnet-winner": [
        "the winning shot is a cross-court net shot",
        "a point ended by a crosscourt net shot winner",
    ],
    "netshot-into-net": [
        "the rally ends in the net, from a net shot",
        "into the net with the final net shot",
    ],
    "misjudged-leave": [
        "the rally ends on a leave, which lands in",
        "in, after the player leaves it: end of rally",
    ],
    "passive-drop-punished": [
        "a smash, rush or net shot winner preceded by a passive drop",
        "a winning smash, rush or net shot set up by the opponent's passive drop",
    ],
    "lift-punished": [
        "a smash winner preceded by a lift",
        "a winning smash that came straight after a lift",
    ],
    "marin-drop": [
        "the winner is a drop by Marin",
        "a rally Carolina Marin ends with a winning drop",
    ],
    "drive-rush-out-end": [
        "rush after a drive, ends out",
        "rallies with a rush preceded by a drive that end out",
        "a rush comes straight after a drive, and the rally ends out",
        "points ending out with a rush following a drive",
        "which rallies with a rush set up by a drive end out?",
    ],
    "net-lift-20": [
        "lift after a net shot, 20+ shots",
        "rallies of at least 20 shots with a lift preceded by a net shot",
        "in a rally of twenty shots or more, a lift comes in answer to a net shot",
        "points of 20 or more shots with a lift following a net shot",
        "which rallies of 20 shots or more have a lift that came after a net shot?",
    ],
    "clear-drop-server-wins": [
        "drop after a clear, server wins",
        "rallies won by the server with a drop preceded by a clear",
        "a drop comes straight after a clear, and the server wins the point",
        "points the server wins with a drop following a clear",
        "which rallies won by the server have a drop set up by a clear?",
    ],
    "push-then-rush": [
        "rush after a push",
        "rallies with a rush preceded by a push",
        "a rush comes in answer to a push",
        "points with a rush following straight after a push",
        "which rallies have a rush that came after a push?",
    ],
    "smash-lift-12-server-wins": [
        "lift after a smash, 12+ shots, server wins",
        "rallies of at least twelve shots won by the server with a lift preceded by a smash",
        "in a rally of twelve shots or more that the server wins, a lift comes in answer to a "
        "smash",
        "points of 12 or more shots won by the server with a lift following a smash",
        "which rallies of twelve or more shots won by the server have a lift after a smash?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
