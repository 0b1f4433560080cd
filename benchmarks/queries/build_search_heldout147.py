"""Write the 147th held-out search query set, ``search_heldout147.jsonl``, from the corpus.

Written in stop 56, after held-out 142 to 145's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about where
shots are hit from and land, in the development set's styles (a label, a phrase about
rallies or points, a sentence about the players), a label and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout147``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout147 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import (
    DRIVE,
    LIFT,
    SMASH,
    Intent,
    cross_court,
    depth,
    intent,
    last,
    outright,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout147.jsonl")
SPLIT = "heldout147"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("zone", into=INTENTS)
def smash_to_mid_winner(r: Rally) -> bool:
    """The final shot is a smash (either kind) landing in the mid court, an outright winner."""
    shot = last(r)
    return shot.kind in SMASH and depth(shot.land_zone) == "mid" and outright(r)


@intent("zone", into=INTENTS)
def receiver_clear_rear_left_wins(r: Rally) -> bool:
    """The receiver plays a clear that lands in the rear-left, and the receiver won."""
    mine = [s for s in r.shots if s.hitter == other(r.server)]
    rear_left = any(s.kind == "clear" and s.land_zone == "rear-left" for s in mine)
    return rear_left and r.winner == other(r.server)


@intent("zone", into=INTENTS)
def serve_rear_right_receiver_wins(r: Rally) -> bool:
    """The serve lands in the rear-right, and the receiver won."""
    return r.shots[0].land_zone == "rear-right" and r.winner == other(r.server)


@intent("zone", into=INTENTS)
def cross_lift_then_smash(r: Rally) -> bool:
    """A cross-court lift (either kind) straight followed by a smash (either kind)."""
    pairs = zip(r.shots, r.shots[1:], strict=False)
    return any(a.kind in LIFT and cross_court(a) and b.kind in SMASH for a, b in pairs)


@intent("zone", into=INTENTS)
def drive_mid_right_to_rear(r: Rally) -> bool:
    """A drive-family shot hit from the mid-right that lands in the rear court."""
    return any(
        s.kind in DRIVE and s.hit_zone == "mid-right" and depth(s.land_zone) == "rear"
        for s in r.shots
    )


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot, a rush, and the point is over",
        "rallies ended by rushing a net shot for a winner",
    ],
    "clear-out": [
        "clear or lob long, out",
        "points lost on a clear or a lift that lands outside the court",
    ],
    "drop-winner": [
        "drop, unreturned, rally over",
        "points ended by a drop that the other player cannot return",
    ],
    "crossnet-winner": [
        "net shot across the court, winner",
        "points won by a net shot played across to the far side",
    ],
    "netshot-into-net": [
        "net shot in the net, point over",
        "the player's final net shot goes into the net",
    ],
    "misjudged-leave": [
        "left shuttle lands in",
        "points where the shuttle is let go but lands inside the court",
    ],
    "passive-drop-punished": [
        "passive drop, punished at once by smash, rush or net shot",
        "the player's passive drop is met right away by a smash, rush or net shot that wins",
    ],
    "lift-punished": [
        "lift, smash, winner",
        "points where the last lift is hit down with a winning smash",
    ],
    "marin-drop": [
        "Marin, drop, winner, end of rally",
        "Marin plays a drop that ends the rally in her favour",
    ],
    "smash-to-mid-winner": [
        "smash winner to mid court",
        "rallies ended by a smash winner landing in the middle of the court",
        "a player smashes into the mid court and it isn't returned",
        "points won by a smash that lands in the midcourt",
        "which rallies end with a winning smash landing in the mid court?",
    ],
    "receiver-clear-rear-left-wins": [
        "receiver clear to rear left, receiver wins",
        "rallies where the receiver clears to the rear-left and wins",
        "the receiver plays a clear into the back-left corner and goes on to win",
        "points won by the receiver that include the receiver's clear to the rear left",
        "which rallies does the receiver win after clearing to the back left?",
    ],
    "serve-rear-right-receiver-wins": [
        "serve to rear right, receiver wins",
        "rallies where the serve lands in the rear-right and the receiver wins",
        "the server serves deep to the right and the receiver wins the point",
        "points won by the receiver after a serve to the back right",
        "which rallies with a serve landing in the rear right does the receiver win?",
    ],
    "cross-lift-then-smash": [
        "cross-court lift, then smash",
        "rallies where a cross-court lift is smashed straight away",
        "a player lifts crosscourt and the opponent smashes it",
        "points with a crosscourt lift answered by a smash",
        "which rallies have a cross-court lift followed by a smash?",
    ],
    "drive-mid-right-to-rear": [
        "drive from mid right to the rear court",
        "rallies with a drive from the mid-right that lands in the back court",
        "a player drives from the middle right of the court deep to the back",
        "points with a drive hit from mid-court right that lands in the rear court",
        "which rallies have a drive from the mid right landing in the rear court?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
