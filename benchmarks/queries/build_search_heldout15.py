"""Write the fifteenth held-out search query set, ``search_heldout15.jsonl``, from the raw corpus.

Written in stop 34, before this stop changed the planner and before the set was run, to be
run once and never used to tune. It is weighted to the test split's weakest categories:
the nine development intents asked again in three new wordings each (``truth.INTENTS``,
category ``dev_reworded``; none of these wordings is in the dev split or held-out 6), and
ten strategic and zone intents none of the earlier splits holds, three wordings each. The
relevant rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s
helpers, never ``rallyscope``). Every line's split is ``heldout15``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout15 [--root DATA] [--check]
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
    intent,
    known_after_serve,
    last,
    receiver,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout15.jsonl")
SPLIT = "heldout15"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def receiver_more_clears_loses(r: Rally) -> bool:
    """The receiver plays more clears than the server, and loses."""
    more = shots_by(r, receiver(r), {"clear"}) > shots_by(r, r.server, {"clear"})
    return more and r.winner == r.server


@intent("strategic", into=INTENTS)
def winner_three_net(r: Rally) -> bool:
    """The winner plays at least three net shots (any of the three kinds)."""
    return r.winner is not None and shots_by(r, r.winner, NET) >= 3


@intent("strategic", into=INTENTS)
def each_smashes_twice(r: Rally) -> bool:
    """Each player plays at least two smashes (either kind)."""
    return all(shots_by(r, side, SMASH) >= 2 for side in "AB")


@intent("strategic", into=INTENTS)
def loser_no_drop_12(r: Rally) -> bool:
    """A rally of at least twelve shots in which the loser plays no drop (either kind); only
    rallies whose shots after the serve all have a known type count."""
    if r.winner is None or len(r.shots) < 12 or not known_after_serve(r):
        return False
    return shots_by(r, r.loser, DROP) == 0


@intent("strategic", into=INTENTS)
def winner_two_lifts(r: Rally) -> bool:
    """The winner plays exactly two lifts (lob or defensive return lob)."""
    return r.winner is not None and shots_by(r, r.winner, LIFT) == 2


@intent("zone", into=INTENTS)
def smash_from_rear_centre(r: Rally) -> bool:
    """A smash (either kind) hit from the rear-centre zone."""
    return any(s.kind in SMASH and s.hit_zone == "rear-centre" for s in r.shots)


@intent("zone", into=INTENTS)
def drop_lands_front_left(r: Rally) -> bool:
    """A drop (either kind, any shot of the rally) that lands in the front-left zone."""
    return any(s.kind in DROP and s.land_zone == "front-left" for s in r.shots)


@intent("zone", into=INTENTS)
def final_lands_rear_left(r: Rally) -> bool:
    """The final shot (of any type) lands in the rear-left zone."""
    return last(r).land_zone == "rear-left"


@intent("zone", into=INTENTS)
def clear_from_mid(r: Rally) -> bool:
    """A clear hit from the mid court (any side)."""
    return any(s.kind == "clear" and (s.hit_zone or "").startswith("mid-") for s in r.shots)


@intent("zone", into=INTENTS)
def final_net_from_front_right(r: Rally) -> bool:
    """The final shot is a net shot (any of the three kinds) hit from the front-right zone,
    whatever its outcome."""
    return last(r).kind in NET and last(r).hit_zone == "front-right"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the winner rushes the other side's net shot for the point",
        "a net shot answered by a winning rush",
        "the opponent plays a net shot and gets rushed to lose the rally",
    ],
    "clear-out": [
        "a clear or lift that goes long to end the rally",
        "the last shot, a high clear, lands behind the back line",
        "rallies lost by lifting the shuttle out",
    ],
    "drop-winner": [
        "outright drop winners",
        "a drop shot nobody gets to, ending the point",
        "the point is won with a drop that is not returned",
    ],
    "crossnet-winner": [
        "cross net winners",
        "the rally ends with a cross-court net shot that is never returned",
        "a net shot played across the court wins the point",
    ],
    "netshot-into-net": [
        "a net shot that does not get over the net to end the rally",
        "rallies lost on a net shot that hits the tape",
        "the last shot, a net shot, goes into the net",
    ],
    "misjudged-leave": [
        "a shuttle left alone that falls in",
        "the player lets the shuttle go but it is in",
        "misjudged shuttles that land in court",
    ],
    "passive-drop-punished": [
        "a passive drop killed by the opponent",
        "a soft drop answered with a winning smash, rush or net shot",
        "the opponent finishes off a passive drop with an outright winner",
    ],
    "lift-punished": [
        "a smash winner straight after a lift",
        "the lob is smashed down for the point",
        "lift, then a smash that wins the rally outright",
    ],
    "marin-drop": [
        "Marin's drop shot winners",
        "Carolina Marin finishes points with an unreturned drop",
        "the rally is won by Marin with a drop",
    ],
    "receiver-more-clears-loses": [
        "the receiver clears more than the server and loses",
        "the receiving player plays more clears than the server but loses the point",
        "the server wins although the receiver hit more clears",
    ],
    "winner-three-net": [
        "the winner plays at least three net shots",
        "the player who wins hits three or more net shots",
        "rallies won by a player who played 3+ net shots",
    ],
    "each-smashes-twice": [
        "both players smash at least twice",
        "each side hits two or more smashes",
        "a rally with at least two smashes from each player",
    ],
    "loser-no-drop-12": [
        "the loser plays no drop in a rally of twelve or more shots",
        "a rally of at least 12 shots where the losing player never drops",
        "rallies of 12+ shots lost by a player who did not play a single drop shot",
    ],
    "winner-two-lifts": [
        "the winner lifts exactly twice",
        "the winning player plays two lifts, no more and no fewer",
        "exactly two lobs from the player who wins the rally",
    ],
    "smash-from-rear-centre": [
        "a smash from the rear centre",
        "smashes hit from the middle of the back court",
        "a smash played from the centre of the rear court",
    ],
    "drop-lands-front-left": [
        "a drop that lands in the front left",
        "drop shots into the front left corner",
        "a drop falling on the left side of the forecourt",
    ],
    "final-lands-rear-left": [
        "the last shot lands in the rear left",
        "rallies whose final shot lands in the back left corner",
        "the final stroke goes to the left side of the back court",
    ],
    "clear-from-mid": [
        "a clear hit from the mid court",
        "clears played from the middle of the court",
        "a clear from midcourt",
    ],
    "final-net-from-front-right": [
        "the rally ends with a net shot from the front right",
        "the last shot is a net shot played from the right side of the forecourt",
        "a final net shot hit from the front right corner",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
