"""Write the twentieth held-out search query set, ``search_heldout20.jsonl``, from the raw corpus.

Written at the end of stop 36, after that stop's last planner change, to be run once and
never used to tune: a last measure of the stop's code on queries nobody had read. Ten new
intents in four wordings each (40 queries), weighted to the categories the test split
reads worst (strategic, zone, sequence) and to consistency. The relevant rallies come from
the predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never
``rallyscope``). Every line's split is ``heldout20``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout20 [--root DATA] [--check]
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
    Intent,
    answered,
    consecutive,
    intent,
    known_after_serve,
    receiver,
    shots_by,
    side_of,
)

OUT = Path(__file__).with_name("search_heldout20.jsonl")
SPLIT = "heldout20"
INTENTS: list[Intent] = []  # filled by @intent(..., into=INTENTS) below, in order


@intent("strategic", into=INTENTS)
def receiver_more_lifts_server_wins(r: Rally) -> bool:
    """The receiver plays more lifts (lob or defensive return lob) than the server, and the
    server wins."""
    more = shots_by(r, receiver(r), LIFT) > shots_by(r, r.server, LIFT)
    return more and r.winner == r.server


@intent("strategic", into=INTENTS)
def loser_three_clears(r: Rally) -> bool:
    """The rally's loser plays at least three clears."""
    return r.winner is not None and shots_by(r, r.loser, {"clear"}) >= 3


@intent("strategic", into=INTENTS)
def both_three_drops(r: Rally) -> bool:
    """Each player plays at least three drops (either kind)."""
    return shots_by(r, "A", DROP) >= 3 and shots_by(r, "B", DROP) >= 3


@intent("zone", into=INTENTS)
def drive_from_rear_left(r: Rally) -> bool:
    """A drive-family shot hit from the rear-left zone."""
    return any(s.kind in DRIVE and s.hit_zone == "rear-left" for s in r.shots)


@intent("zone", into=INTENTS)
def drop_to_front_centre(r: Rally) -> bool:
    """A drop (either kind) that lands in the front-centre zone."""
    return any(s.kind in DROP and s.land_zone == "front-centre" for s in r.shots)


@intent("sequence", into=INTENTS)
def rush_answered_net(r: Rally) -> bool:
    """A rush straight followed by the other player's net-family shot."""
    return answered(r, {"rush"}, NET)


@intent("sequence", into=INTENTS)
def drive_drive_lift(r: Rally) -> bool:
    """Two drive-family shots, then a lift, on consecutive shots."""
    return consecutive(r, DRIVE, DRIVE, LIFT)


@intent("negation", into=INTENTS)
def eight_plus_winner_no_lift(r: Rally) -> bool:
    """A rally of at least 8 shots whose winner plays no lift; only rallies whose shots after
    the serve all have a known type count."""
    decided = r.winner is not None and known_after_serve(r)
    return decided and len(r.shots) >= 8 and shots_by(r, r.winner, LIFT) == 0


@intent("anchor", into=INTENTS)
def fourth_shot_clear(r: Rally) -> bool:
    """The fourth shot is a clear."""
    return len(r.shots) >= 4 and r.shots[3].kind == "clear"


@intent("player", into=INTENTS)
def axelsen_wins_fifteen_plus(r: Rally) -> bool:
    """Viktor Axelsen wins a rally of at least 15 shots."""
    side = side_of(r, "Viktor AXELSEN")
    return side is not None and r.winner == side and len(r.shots) >= 15


WORDINGS: dict[str, list[str]] = {
    "receiver-more-lifts-server-wins": [
        "the receiver lifts more than the server and the server wins",
        "the server takes the point even though the receiver plays more lobs",
        "rallies won by the server in which the receiver hit more lifts than the server",
        "more lifts from the receiver than from the server, server wins",
    ],
    "loser-three-clears": [
        "the loser plays at least three clears",
        "rallies where the losing player clears three times or more",
        "3+ clears from the player who loses",
        "the player who loses the point hits at least 3 clears",
    ],
    "both-three-drops": [
        "both players drop at least three times",
        "each side plays three or more drop shots",
        "at least 3 drops from each player",
        "rallies in which both players hit 3+ drops",
    ],
    "drive-from-rear-left": [
        "a drive from the rear left",
        "drives hit from the back left corner",
        "a drive played from the left side of the back court",
        "someone drives from the rear-left zone",
    ],
    "drop-to-front-centre": [
        "a drop to the front centre",
        "drop shots landing in the middle of the forecourt",
        "a drop that falls in the front centre zone",
        "drops placed into the centre of the front court",
    ],
    "rush-answered-net": [
        "a rush answered by a net shot",
        "a net shot in reply to a rush",
        "the opponent plays a net shot off a rush",
        "rush, then the other player plays a net shot",
    ],
    "drive-drive-lift": [
        "two drives and then a lift",
        "drive, drive, lob",
        "a couple of drives in a row followed by a lob",
        "two consecutive drives, then a lift",
    ],
    "eight-plus-winner-no-lift": [
        "the winner never lifts in a rally of 8+ shots",
        "rallies of at least eight shots where the winning player plays no lob",
        "no lifts from the winner in a rally of eight shots or more",
        "an 8-plus-shot rally won without a single lift",
    ],
    "fourth-shot-clear": [
        "the fourth shot is a clear",
        "a clear as the 4th shot",
        "the receiver clears with their second shot",
        "a clear on shot four",
    ],
    "axelsen-wins-fifteen-plus": [
        "Axelsen wins a rally of 15+ shots",
        "rallies of at least fifteen shots won by Viktor Axelsen",
        "long points of 15 shots or more that Axelsen takes",
        "Viktor Axelsen winning a 15-shot-plus rally",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
