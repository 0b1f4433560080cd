"""Write the ninetieth held-out search query set, ``search_heldout90.jsonl``, from the corpus.

Written in stop 52, after held-out 89's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout90``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout90 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DROP,
    LIFT,
    NET,
    SMASH,
    Intent,
    consecutive,
    intent,
    none_of,
    own_run,
    shots_by,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout90.jsonl")
SPLIT = "heldout90"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("negation", into=INTENTS)
def no_clear_no_drop_10(r: Rally) -> bool:
    """The rally has at least ten shots, none of them a clear or a drop (either kind; every
    type after the serve known)."""
    return none_of(r, {"clear"} | DROP, 10)


@intent("run", into=INTENTS)
def loser_smashes_twice_running(r: Rally) -> bool:
    """The loser plays two smashes (either kind) with two consecutive shots of theirs."""
    return r.loser is not None and own_run(r, r.loser, SMASH, 2)


@intent("score", into=INTENTS)
def receiver_trailing_two_wins(r: Rally) -> bool:
    """The receiver is behind by exactly two points before the rally and wins it."""
    return trailing_by(r, r.receiver) == 2 and r.winner == r.receiver


@intent("strategic", into=INTENTS)
def loser_lifts_four(r: Rally) -> bool:
    """The loser plays at least four lifts (either kind)."""
    return r.loser is not None and shots_by(r, r.loser, LIFT) >= 4


@intent("sequence", into=INTENTS)
def smash_net_lift_smash(r: Rally) -> bool:
    """Four shots in a row: a smash (either kind), a net-family shot, a lift (either kind)
    and a smash (either kind)."""
    return consecutive(r, SMASH, NET, LIFT, SMASH)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "rush winners that follow a net shot",
        "a net shot is rushed down and the opponent cannot return it",
    ],
    "clear-out": [
        "a long clear or lob that misses the court at the back",
        "points lost by hitting a clear or a lift out of the back of the court",
    ],
    "drop-winner": [
        "winning the point with a drop shot",
        "the rally is won with a drop that is not reached",
    ],
    "crossnet-winner": [
        "cross-court net winners that end the rally",
        "a crosscourt net shot too good to return",
    ],
    "netshot-into-net": [
        "netted net shots that end the rally",
        "the rally finishes with a net shot into the net",
    ],
    "misjudged-leave": [
        "a player leaves the shuttle and it lands inside the line",
        "points lost by not playing a shuttle that was in",
    ],
    "passive-drop-punished": [
        "a weak drop killed at once",
        "after a passive drop, the next shot wins the rally with a rush, a smash or a net shot",
    ],
    "lift-punished": [
        "lifts that are smashed away",
        "the rally ends on a smash winner against a lift",
    ],
    "marin-drop": [
        "Carolina Marin's drop shots that win the rally",
        "drop shot winners by Carolina Marin",
    ],
    "no-clear-no-drop-10": [
        "10+ shots, no clears, no drops",
        "rallies of ten shots or more without a clear or a drop",
        "neither player clears or drops in a rally of at least ten shots",
        "long rallies of 10 or more strokes with no clear and no drop",
        "which rallies of ten or more shots have no clear and no drop?",
    ],
    "loser-smashes-twice-running": [
        "loser smashes twice in a row",
        "rallies where the loser plays two smashes in a row",
        "the player who loses smashes on two consecutive shots",
        "back-to-back smashes from the losing player",
        "which rallies have the loser smashing twice running?",
    ],
    "receiver-trailing-two-wins": [
        "receiver two points down wins",
        "rallies the receiver wins while trailing by two points",
        "the receiver is behind by two and takes the rally",
        "points won by the receiver when down by 2",
        "which rallies does the receiver win when two points behind?",
    ],
    "loser-lifts-four": [
        "loser lifts 4+",
        "rallies where the loser plays at least four lifts",
        "the player who loses lifts four times or more",
        "four or more lifts from the losing player",
        "which rallies have the loser lifting at least four times?",
    ],
    "smash-net-lift-smash": [
        "smash, net shot, lift, smash",
        "rallies with a smash, then a net shot, then a lift, then another smash",
        "a smash is blocked to the net, the net shot is lifted, and the lift is smashed",
        "a smash followed by a net reply, a lift and a second smash",
        "which rallies have a smash, a net shot, a lift and a smash in a row?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
