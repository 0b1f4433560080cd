"""Write the 163rd held-out search query set, ``search_heldout163.jsonl``, from the corpus.

Written in stop 57, after held-out 158 to 161's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about places
on the court said as a coach points at them ("the middle of the court", "the centre of the
forecourt", "the back middle", "short on the right", "the right back corner"). The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout163``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout163 [--root DATA] [--check]
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
    Intent,
    depth,
    intent,
    last,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout163.jsonl")
SPLIT = "heldout163"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("zone", into=INTENTS)
def mid_drop_receiver_wins(r: Rally) -> bool:
    """A drop (either kind) hit from the mid court, and the receiver won."""
    dropped = any(s.kind in DROP and depth(s.hit_zone) == "mid" for s in r.shots)
    return dropped and r.winner == r.receiver


@intent("zone", into=INTENTS)
def front_centre_net_winner(r: Rally) -> bool:
    """The final shot is a net-family shot hit from the front-centre zone, a winner."""
    f = last(r)
    return f.kind in NET and f.hit_zone == "front-centre" and r.ending == "winner"


@intent("zone", into=INTENTS)
def lift_rear_centre_15(r: Rally) -> bool:
    """A lift (either kind) landing in the rear-centre zone, in a rally of at least fifteen
    shots."""
    lifted = any(s.kind in LIFT and s.land_zone == "rear-centre" for s in r.shots)
    return lifted and len(r.shots) >= 15


@intent("zone", into=INTENTS)
def return_front_right_server_wins(r: Rally) -> bool:
    """The return of serve (shot 2) lands in the front-right zone, and the server won."""
    return len(r.shots) >= 2 and r.shots[1].land_zone == "front-right" and r.winner == r.server


@intent("zone", into=INTENTS)
def rear_right_into_net(r: Rally) -> bool:
    """The final shot is hit from the rear-right zone, and the rally ended in the net."""
    return last(r).hit_zone == "rear-right" and r.ending == "net"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush from the net that wins it, right after a net shot",
        "a net shot, rushed down at the net for the point",
    ],
    "clear-out": [
        "a clear or lob that lands beyond the back line to end the point",
        "the final high shot, clear or lift, goes out at the back",
    ],
    "drop-winner": [
        "a drop that wins the rally, landing untouched",
        "the rally ends with a drop landing in for a winner",
    ],
    "crossnet-winner": [
        "a net shot played across the front of the court for a winner",
        "a cross-court net winner in the forecourt",
    ],
    "netshot-into-net": [
        "a net shot into the tape to end it",
        "the last shot, a net shot, stays in the net",
    ],
    "misjudged-leave": [
        "the shuttle is left alone and lands in",
        "a player leaves it, thinking it is going out, and it lands in the court",
    ],
    "passive-drop-punished": [
        "a passive drop that the opponent kills straight away with a smash, rush or net shot",
        "a soft passive drop punished at once with a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "a lift, smashed down for a winner",
        "the final lift gets smashed away for the point",
    ],
    "marin-drop": [
        "Marin wins the rally with a drop nobody reaches",
        "Carolina Marin ends the point with a winning drop",
    ],
    "mid-drop-receiver-wins": [
        "a drop from the middle of the court, and the receiver wins",
        "rallies won by the receiver with a drop hit from midcourt",
        "a drop played from the mid court in a rally the receiver takes",
        "the receiver wins a rally in which someone drops from the middle of the court",
        "drops from the midcourt, point to the receiver",
    ],
    "front-centre-net-winner": [
        "a net shot winner from the centre of the forecourt",
        "the rally ends with a winning net shot played from the front centre",
        "a net shot from the middle of the front court that wins the point",
        "winning net shots hit from the front-centre zone",
        "the last shot, a net shot from the centre at the front, is a winner",
    ],
    "lift-rear-centre-15": [
        "a lift to the back middle in a rally of fifteen shots or more",
        "rallies of at least 15 shots with a lift landing in the rear centre",
        "a lob that lands deep in the centre, in a rally lasting 15+ shots",
        "lifts to the centre of the back court in rallies of fifteen or more shots",
        "a long rally, 15 shots at least, with a lift to the middle of the back court",
    ],
    "return-front-right-server-wins": [
        "the return of serve lands short on the right, and the server wins",
        "rallies won by the server after a return to the front right",
        "the receiver returns the serve into the front-right corner and loses the point",
        "the second shot lands in the right side of the forecourt, point to the server",
        "returns of serve to the front right zone in rallies the server wins",
    ],
    "rear-right-into-net": [
        "the last shot is hit from the right back corner into the net",
        "rallies ending in the net with a final shot from the rear right",
        "a shot from the back right that goes into the net to end the rally",
        "the rally is lost in the net by a shot played from the rear-right zone",
        "from the right side of the back court, the final shot hits the net",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
