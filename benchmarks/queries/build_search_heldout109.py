"""Write the 109th held-out search query set, ``search_heldout109.jsonl``, from the corpus.

Written in stop 53, after held-out AA and BB's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout109``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout109 [--root DATA] [--check]
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
    known_after_serve,
    own_run,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout109.jsonl")
SPLIT = "heldout109"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def smash_net_drive(r: Rally) -> bool:
    """Three shots in a row: a smash (either kind), a net-family shot and a drive (any
    kind)."""
    return consecutive(r, SMASH, NET, DRIVE)


@intent("strategic", into=INTENTS)
def winner_two_rushes(r: Rally) -> bool:
    """The winner plays at least two rushes."""
    return r.winner is not None and shots_by(r, r.winner, {"rush"}) >= 2


@intent("run", into=INTENTS)
def loser_pushes_twice_running(r: Rally) -> bool:
    """The loser plays pushes with two consecutive shots of theirs."""
    return r.loser is not None and own_run(r, r.loser, {"push"}, 2)


@intent("negation", into=INTENTS)
def winner_no_net_no_lift_8(r: Rally) -> bool:
    """The rally has at least eight shots and the winner plays no net-family shot and no
    lift (either kind; every type after the serve known)."""
    if len(r.shots) < 8 or not known_after_serve(r) or r.winner is None:
        return False
    return shots_by(r, r.winner, NET | LIFT) == 0


@intent("zone", into=INTENTS)
def drop_rear_centre_to_front_right(r: Rally) -> bool:
    """A drop (either kind) hit from the rear-centre zone that lands in the front-right
    zone."""
    return any(
        s.kind in DROP and s.hit_zone == "rear-centre" and s.land_zone == "front-right"
        for s in r.shots
    )


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "rush winners played off net shots",
        "the opponent's net shot is rushed down to win the point",
    ],
    "clear-out": [
        "the rally ends with a clear or lob that flies over the baseline",
        "losing the point with a clear or a lift that is long",
    ],
    "drop-winner": [
        "a drop that beats the opponent to end the point",
        "drops that end rallies without being touched",
    ],
    "crossnet-winner": [
        "a net shot played crosscourt that ends the point as a winner",
        "the rally finishes with a crosscourt net winner",
    ],
    "netshot-into-net": [
        "a net shot that catches the tape and ends the point",
        "points that end with a net shot hit into the net",
    ],
    "misjudged-leave": [
        "a leave that costs the point because the shuttle lands in",
        "the rally ends with a shuttle wrongly left",
    ],
    "passive-drop-punished": [
        "a passive drop then a smash, rush or net shot that ends the rally as a winner",
        "punishing a passive drop with an outright smash, rush or net shot",
    ],
    "lift-punished": [
        "the opponent smashes a lift away to take the rally",
        "the smash after the lift is a winner",
    ],
    "marin-drop": [
        "a rally Marin finishes with a winning drop",
        "drop winners that Carolina Marin hits",
    ],
    "smash-net-drive": [
        "smash, net shot, drive",
        "rallies with a smash, then a net shot, then a drive",
        "a smash is blocked to the net and the net shot is driven",
        "a smash followed by a net reply and a drive",
        "which rallies have a smash, a net shot and a drive in a row?",
    ],
    "winner-two-rushes": [
        "winner rushes 2+",
        "rallies where the winner plays at least two rushes",
        "the player who wins rushes twice or more",
        "two or more rushes from the winning player",
        "which rallies have the winner rushing at least twice?",
    ],
    "loser-pushes-twice-running": [
        "loser pushes twice in a row",
        "rallies where the loser plays two pushes in a row",
        "the player who loses pushes on two consecutive shots",
        "two straight pushes from the losing player",
        "which rallies have the loser pushing twice running?",
    ],
    "winner-no-net-no-lift-8": [
        "8+ shots, winner plays no net shot and no lift",
        "rallies of at least eight shots where the winner never plays a net shot or a lift",
        "the winner wins a rally of eight shots or more without a net shot or a lift",
        "points of 8 or more shots won with no net shots and no lifts from the winner",
        "which rallies of eight or more shots does the winner win without a net shot or lift?",
    ],
    "drop-rear-centre-to-front-right": [
        "drop rear centre to front right",
        "rallies with a drop from the rear centre into the front-right",
        "a player drops from the middle of the back court to the front right",
        "drops played from the centre of the rear court that land in the right front corner",
        "which rallies have a drop hit from the rear centre to the front right?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
