"""Write the 103rd held-out search query set, ``search_heldout103.jsonl``, from the corpus.

Written in stop 53, after held-out 100 and 101's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout103``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout103 [--root DATA] [--check]
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
    intent,
    none_of,
    own_run,
    shots_by,
    trailing_by,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout103.jsonl")
SPLIT = "heldout103"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def lift_smash_net_lifter_wins(r: Rally) -> bool:
    """Three shots in a row: a lift (either kind) by P, a smash (either kind) and a
    net-family shot, and P won the rally."""
    return any(a.hitter == r.winner for a, _, _ in windows(r, LIFT, SMASH, NET))


@intent("strategic", into=INTENTS)
def loser_three_drives(r: Rally) -> bool:
    """The loser plays at least three drives (any kind)."""
    return r.loser is not None and shots_by(r, r.loser, DRIVE) >= 3


@intent("run", into=INTENTS)
def receiver_drives_twice_running_wins(r: Rally) -> bool:
    """The receiver plays drives (any kind) with two consecutive shots of theirs and wins
    the rally."""
    return own_run(r, r.receiver, DRIVE, 2) and r.winner == r.receiver


@intent("negation", into=INTENTS)
def no_smash_no_drop_9(r: Rally) -> bool:
    """The rally has at least nine shots, no smash (either kind) and no drop (either kind;
    every type after the serve known)."""
    return none_of(r, SMASH | DROP, 9)


@intent("score", into=INTENTS)
def third_set_receiver_trailing_two_wins(r: Rally) -> bool:
    """In the third set, the receiver trails by at least two points before the rally and
    wins it."""
    return r.set_no == 3 and trailing_by(r, r.receiver) >= 2 and r.winner == r.receiver


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush in reply to a net shot takes the rally",
        "winning the point by rushing a net shot",
    ],
    "clear-out": [
        "a lob or clear that ends the rally by going out",
        "the rally is over when a clear or lift flies out",
    ],
    "drop-winner": [
        "winning drops that end the rally",
        "a drop that lands in without a reply to end the point",
    ],
    "crossnet-winner": [
        "the last shot is a winning net shot across the court",
        "winners with a crosscourt net shot",
    ],
    "netshot-into-net": [
        "net shots that hit the tape to end the rally",
        "a net shot caught in the net ends the point",
    ],
    "misjudged-leave": [
        "a leave that was misjudged",
        "points lost when a player leaves a shuttle that lands inside",
    ],
    "passive-drop-punished": [
        "passive drops that get put away by a winning smash, rush or net shot",
        "a smash, rush or net shot winner straight after a passive drop",
    ],
    "lift-punished": [
        "a lift smashed down for the winner",
        "a winning smash off the opponent's lift",
    ],
    "marin-drop": [
        "Marin's final drops that win rallies",
        "points Carolina Marin ends with a drop winner",
    ],
    "lift-smash-net-lifter-wins": [
        "lift, smash, net shot, lifter wins",
        "a player lifts, the opponent smashes, the player replies at the net and wins",
        "a lift is smashed and the lifter blocks it to the net and wins the rally",
        "a lift, a smash and a net reply by the player who lifted, who wins",
        "which rallies have a lift, a smash and a net shot in a row, won by the lifter?",
    ],
    "loser-three-drives": [
        "loser drives 3+",
        "rallies where the loser plays at least three drives",
        "the player who loses drives three times or more",
        "three or more drives from the losing player",
        "which rallies have the loser playing at least three drives?",
    ],
    "receiver-drives-twice-running-wins": [
        "receiver drives twice in a row, receiver wins",
        "rallies where the receiver drives twice in a row and wins",
        "the receiver plays two consecutive drives and wins the point",
        "back-to-back drives from the receiver in a rally the receiver wins",
        "which rallies does the receiver win after driving twice running?",
    ],
    "no-smash-no-drop-9": [
        "9+ shots, no smash, no drop",
        "rallies of at least nine shots without a smash or a drop",
        "long rallies of nine shots or more where nobody smashes or drops",
        "points lasting 9 or more shots with no smashes and no drops",
        "which rallies of nine or more shots have neither a smash nor a drop?",
    ],
    "third-set-receiver-trailing-two-wins": [
        "set 3, receiver down 2+, receiver wins",
        "rallies in the third set where the receiver trails by at least two and wins",
        "the receiver wins the point in the third set while two or more points behind",
        "third-set points won by the receiver when trailing by two or more",
        "which third-set rallies does the receiver win while down by at least two points?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
