"""Write the sixth held-out search query set, ``search_heldout6.jsonl``, from the raw corpus.

The issue asks that the nine development queries, reworded, do as well as the development
queries themselves; the test split's rewordings of them (``dev_reworded``) have been read
at each report. This set was written in stop 28, before it was run and before any planner
change of that stop, to be run once and never used to tune: the same nine intents
(``truth.INTENTS``, category ``dev_reworded``, with their predicates over the raw CSVs),
each asked in four new wordings written by hand. Every line's split is ``heldout6``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout6 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout6.jsonl")
SPLIT = "heldout6"
REWORDS = "dev_reworded"  # the earlier intents this split asks again, in new words
INTENTS = [i for i in ALL_INTENTS if i.category == REWORDS]

WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot punished by a rush that wins it",
        "killing the opponent's net shot with a push-down rush for the point",
        "points ended by a net kill right after a net shot from the other side",
        "rush winner off a net shot",
    ],
    "clear-out": [
        "high clears that fly out over the back line",
        "a lift that goes too long and lands out to end the point",
        "points thrown away by clearing out",
        "the final clear lands beyond the baseline",
    ],
    "drop-winner": [
        "rallies won by a drop shot",
        "unreturnable drops that end the point",
        "the final shot is a drop that lands untouched",
        "a drop that wins the point outright",
    ],
    "crossnet-winner": [
        "winning cross-court net shots",
        "a crosscourt net shot the opponent never reaches",
        "rallies ended by an unreturned cross net",
        "a crosscourt net winner",
    ],
    "netshot-into-net": [
        "net shots that fail to clear the net at the end of the rally",
        "a final net shot caught in the tape",
        "the rally ends on a net shot error into the net",
        "a net shot into the tape to lose the point",
    ],
    "misjudged-leave": [
        "the player leaves the shuttle thinking it's out but it lands in",
        "points lost by a bad judgement, leaving a shot that was in",
        "shuttles let go that drop inside the lines",
        "leaving the shuttle and watching it land in",
    ],
    "passive-drop-punished": [
        "a passive drop that gets killed for a winner",
        "a soft block drop punished by the opponent's winning shot",
        "weak passive drops followed by an outright winner",
        "after a passive drop the opponent finishes the point with a rush, smash or net kill",
    ],
    "lift-punished": [
        "a lift smashed away for a winner",
        "the opponent lifts and gets smashed for the point on the next shot",
        "rallies ending with a smash winner off a lob",
        "a weak lift is punished with a smash winner",
    ],
    "marin-drop": [
        "drop winners by Carolina Marin",
        "Marin ends the point with a drop that isn't returned",
        "points Carolina Marin wins with a drop shot",
        "Carolina Marín wins with an unreturned drop",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
