"""Write the 107th held-out search query set, ``search_heldout107.jsonl``, from the corpus.

Written in stop 53, after held-out AA and BB's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout107``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout107 [--root DATA] [--check]
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
    named,
    shot_at,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout107.jsonl")
SPLIT = "heldout107"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def net_lift_drive(r: Rally) -> bool:
    """Three shots in a row: a net-family shot, a lift (either kind) and a drive (any
    kind)."""
    return consecutive(r, NET, LIFT, DRIVE)


@intent("anchor", into=INTENTS)
def fourth_smash_fifth_lift(r: Rally) -> bool:
    """The fourth shot is a smash (either kind) and the fifth a lift (either kind)."""
    return shot_at(r, 4, SMASH) and shot_at(r, 5, LIFT)


@intent("player", into=INTENTS)
def an_three_nets_wins(r: Rally) -> bool:
    """An Se Young plays at least three net-family shots and wins the rally."""
    return named(r, "An Se Young", NET, 3, "winner")


@intent("strategic", into=INTENTS)
def loser_more_clears_than_winner(r: Rally) -> bool:
    """The loser plays more clears than the winner, who plays at least one."""
    lo = r.loser
    return lo is not None and shots_by(r, lo, {"clear"}) > shots_by(r, r.winner, {"clear"}) >= 1


@intent("zone", into=INTENTS)
def drop_mid_right_to_front_left(r: Rally) -> bool:
    """A drop (either kind) hit from the mid-right zone that lands in the front-left zone."""
    return any(
        s.kind in DROP and s.hit_zone == "mid-right" and s.land_zone == "front-left"
        for s in r.shots
    )


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "rushes that finish off a net shot to win the point",
        "rallies where a net shot is rushed and the rush wins",
    ],
    "clear-out": [
        "a clear or lift that ends up out of court to end the rally",
        "an overhit clear or lob as the final shot",
    ],
    "drop-winner": [
        "a drop that is never reached and wins the point",
        "rallies won with a final drop that lands in",
    ],
    "crossnet-winner": [
        "a cross-court net winner ends the point",
        "the point goes to a crosscourt net shot that is not returned",
    ],
    "netshot-into-net": [
        "a net shot caught by the tape as the rally's last shot",
        "the rally's final shot, a net shot, clips the net and falls back",
    ],
    "misjudged-leave": [
        "the rally ends when a player leaves a shuttle that is in",
        "a shuttle let go that lands inside the court",
    ],
    "passive-drop-punished": [
        "a passive drop and then a smash, rush or net shot that wins outright",
        "the rally ends with a winning smash, rush or net shot off a passive drop",
    ],
    "lift-punished": [
        "smashing a lift to win the point",
        "the rally ends when a lift is smashed for a winner",
    ],
    "marin-drop": [
        "a winning drop from Marin",
        "Carolina Marin wins the rally with her drop",
    ],
    "net-lift-drive": [
        "net shot, lift, drive",
        "rallies with a net shot, then a lift, then a drive",
        "a net shot is lifted and the lift is driven",
        "a net shot followed by a lift and a drive in reply",
        "which rallies have a net shot, a lift and a drive in a row?",
    ],
    "fourth-smash-fifth-lift": [
        "smash on shot 4, lift on shot 5",
        "rallies where the fourth shot is a smash and the fifth is a lift",
        "the fourth shot is smashed and the fifth shot lifts it",
        "a smash as the fourth shot answered by a lift as the fifth",
        "which rallies have a smash as the fourth shot and a lift as the fifth?",
    ],
    "an-three-nets-wins": [
        "An Se Young net shots 3+, wins",
        "rallies An Se Young wins after playing at least three net shots",
        "An Se Young plays three or more net shots and wins the rally",
        "points won by An Se Young with three or more net shots",
        "which rallies does An Se Young win with at least three net shots?",
    ],
    "loser-more-clears-than-winner": [
        "loser out-clears winner",
        "rallies where the loser clears more often than the winner, who clears at least once",
        "the losing player plays more clears than the winning one",
        "more clears from the loser than from the winner, both clearing",
        "which rallies have the loser out-clearing the winner, who clears at least once?",
    ],
    "drop-mid-right-to-front-left": [
        "drop mid right to front left",
        "rallies with a drop from the mid-right into the front-left",
        "a player drops from the right of the midcourt to the front left",
        "drops played from the right midcourt that land in the left front corner",
        "which rallies have a drop hit from the mid right to the front left?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
