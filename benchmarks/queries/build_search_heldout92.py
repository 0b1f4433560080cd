"""Write the ninety-second held-out search query set, ``search_heldout92.jsonl``, from the corpus.

Written in stop 52, after held-out 88 to 90's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout92``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout92 [--root DATA] [--check]
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
    consecutive,
    intent,
    none_of,
    trailing_by,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout92.jsonl")
SPLIT = "heldout92"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def receiver_drop_server_net_wins(r: Rally) -> bool:
    """Somewhere the receiver plays a drop (either kind) and the server answers it at once
    with a net-family shot, and the server won the rally."""
    return r.winner == r.server and any(a.hitter == r.receiver for a, _ in windows(r, DROP, NET))


@intent("sequence", into=INTENTS)
def push_drive_smash(r: Rally) -> bool:
    """Three shots in a row: a push, a drive (any kind) and a smash (either kind)."""
    return consecutive(r, {"push"}, DRIVE, SMASH)


@intent("zone", into=INTENTS)
def drop_rear_right_to_front_right(r: Rally) -> bool:
    """A drop (either kind) hit from the rear right lands in the front right."""
    return any(
        s.kind in DROP and s.hit_zone == "rear-right" and s.land_zone == "front-right"
        for s in r.shots
    )


@intent("negation", into=INTENTS)
def no_smash_no_lift_10(r: Rally) -> bool:
    """The rally has at least ten shots, none of them a smash or a lift (either kind; every
    type after the serve known)."""
    return none_of(r, SMASH | LIFT, 10)


@intent("score", into=INTENTS)
def receiver_trailing_three_set2_wins(r: Rally) -> bool:
    """In the second set, the receiver trails by at least three points before the rally and
    wins it."""
    return r.set_no == 2 and trailing_by(r, r.receiver) >= 3 and r.winner == r.receiver


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the rally ends on a rush that punishes a net shot",
        "rush winners against net shots",
    ],
    "clear-out": [
        "clears or lifts going out at the back to end the rally",
        "the final shot is a lob or clear beyond the baseline",
    ],
    "drop-winner": [
        "drop shots the opponent can't return that win the rally",
        "winning the rally with a drop",
    ],
    "crossnet-winner": [
        "the rally finishes with an unreturned crosscourt net shot",
        "a cross-court net shot wins the point",
    ],
    "netshot-into-net": [
        "net shots caught in the tape that end the rally",
        "the point ends with a net shot that fails to cross",
    ],
    "misjudged-leave": [
        "a shuttle left as out that lands inside",
        "the rally ends on a misjudgement: the shuttle was in",
    ],
    "passive-drop-punished": [
        "a passive drop answered by a winning rush, smash or net shot",
        "winners off passive drops with a smash, a rush or a net shot",
    ],
    "lift-punished": [
        "the final shot is a smash winner after a lift",
        "a lift, then a smash that wins the point",
    ],
    "marin-drop": [
        "Carolina Marin's drops that end the rally as winners",
        "points Marin takes with an unreturned drop",
    ],
    "receiver-drop-server-net-wins": [
        "receiver drops, server net shot, server wins",
        "rallies where the receiver plays a drop, the server answers with a net shot and wins",
        "the receiver drops, the server replies at the net with a net shot and takes the point",
        "a net shot from the server straight after a drop by the receiver, in a rally the"
        " server wins",
        "which rallies have a receiver's drop answered by a server's net shot, with the server"
        " winning?",
    ],
    "push-drive-smash": [
        "push, drive, smash",
        "rallies with a push, then a drive, then a smash",
        "a push is driven back and the drive is smashed",
        "a push followed by a drive and then a smash",
        "which rallies have a push, a drive and a smash in a row?",
    ],
    "drop-rear-right-to-front-right": [
        "drop from rear right to front right",
        "rallies with a drop hit from the rear right that lands in the front right",
        "a player drops from the back right corner into the front right corner",
        "drops played from deep on the right side landing short on the right",
        "which rallies have a drop from the rear right landing front right?",
    ],
    "no-smash-no-lift-10": [
        "10+ shots, no smashes, no lifts",
        "rallies of ten shots or more without a smash or a lift",
        "neither player smashes or lifts in a rally of at least ten shots",
        "long rallies of 10 or more strokes with no smash and no lift",
        "which rallies of ten or more shots have no smash and no lift?",
    ],
    "receiver-trailing-three-set2-wins": [
        "set 2, receiver 3+ down, receiver wins",
        "rallies in the second set that the receiver wins while trailing by at least three",
        "in set two, the receiver is three or more points behind and wins the rally",
        "second-set points won by the receiver when down by three or more",
        "which second-set rallies does the receiver win when at least three points behind?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
