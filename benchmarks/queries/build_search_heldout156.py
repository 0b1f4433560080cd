"""Write the 156th held-out search query set, ``search_heldout156.jsonl``, from the corpus.

Written in stop 57, before any change of that stop, to be run once and never used to tune:
a measure of stop 56's code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about where
shots are hit from and where they land, named by corner and depth in several ways ("the
front-left", "the left side of the forecourt", "short on the right", "deep on the right").
The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout156``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout156 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DROP,
    NET,
    SMASH,
    Intent,
    depth,
    intent,
    last,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout156.jsonl")
SPLIT = "heldout156"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("zone", into=INTENTS)
def serve_front_left_server_wins(r: Rally) -> bool:
    """The serve lands in the front-left zone, and the server won the rally."""
    return r.shots[0].land_zone == "front-left" and r.winner == r.server


@intent("zone", into=INTENTS)
def drop_front_right_winner(r: Rally) -> bool:
    """The final shot is a drop (either kind) landing in the front-right zone, a winner."""
    return last(r).kind in DROP and last(r).land_zone == "front-right" and r.ending == "winner"


@intent("zone", into=INTENTS)
def front_left_net_fails(r: Rally) -> bool:
    """The final shot is a net-family shot hit from the front-left zone, and the rally ended in
    the net or out."""
    return last(r).kind in NET and last(r).hit_zone == "front-left" and r.ending in ("net", "out")


@intent("zone", into=INTENTS)
def smash_to_front_receiver_wins(r: Rally) -> bool:
    """A smash (either kind) landing in the front court, and the receiver won the rally."""
    front = any(s.kind in SMASH and depth(s.land_zone) == "front" for s in r.shots)
    return front and r.winner == r.receiver


@intent("zone", into=INTENTS)
def push_rear_right_server_wins(r: Rally) -> bool:
    """A push landing in the rear-right zone, and the server won the rally."""
    deep = any(s.kind == "push" and s.land_zone == "rear-right" for s in r.shots)
    return deep and r.winner == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the rally closes with a rush winner straight after a net shot",
        "net shot followed by the rush that takes the point",
    ],
    "clear-out": [
        "a clear or lift out at the back to finish the rally",
        "the final lob or clear lands beyond the court",
    ],
    "drop-winner": [
        "a drop that lands in the court and wins the rally",
        "rallies whose last shot is a winning drop",
    ],
    "crossnet-winner": [
        "a cross-court net shot lands in and the opponent can't get it",
        "the point is won with a net shot played across the court",
    ],
    "netshot-into-net": [
        "a final net shot that ends up in the net",
        "the last shot, a net shot, does not get over the net",
    ],
    "misjudged-leave": [
        "the shuttle is left and lands inside the court",
        "the player leaves it, but the shuttle turns out to be in",
    ],
    "passive-drop-punished": [
        "after a passive drop, a smash, rush or net shot wins the point",
        "passive drop, then the winning smash, rush or net shot",
    ],
    "lift-punished": [
        "a lift to the back, then a smash winner",
        "lifting the shuttle and losing the point to a smash",
    ],
    "marin-drop": [
        "Carolina Marin's winning drop shots",
        "Marin ends the rally with a drop that lands in",
    ],
    "serve-front-left-server-wins": [
        "serves landing in the front-left, server wins",
        "rallies where the serve lands short on the left and the server takes the point",
        "the server wins after serving to the front left zone",
        "a serve into the left side of the forecourt in a rally won by the server",
        "points won by the server with the serve landing front-left",
    ],
    "drop-front-right-winner": [
        "drop winners landing in the front-right",
        "rallies won by a drop that lands short on the right",
        "a winning drop into the front right corner",
        "the final shot is a drop to the front-right that nobody returns",
        "drop shots to the right side of the forecourt that win the rally",
    ],
    "front-left-net-fails": [
        "a final net shot from the front-left that goes into the net or out",
        "rallies lost on a net shot played from the front left",
        "the last shot is a net shot hit from the left side of the forecourt, and it fails",
        "net shot errors from the front-left to end the rally",
        "a net shot from the front left corner ends the rally in the net or out",
    ],
    "smash-to-front-receiver-wins": [
        "a smash landing in the front court, and the receiver wins",
        "rallies won by the receiver with a smash that lands short",
        "the receiver wins a rally that has a smash into the forecourt",
        "smashes to the front of the court in rallies won by the receiver",
        "a smash lands near the net and the server loses",
    ],
    "push-rear-right-server-wins": [
        "a push to the rear-right, server wins",
        "rallies the server wins with a push landing deep on the right",
        "the server takes the point in a rally with a push into the back right corner",
        "pushes landing in the rear right zone in rallies won by the server",
        "a push deep to the right at the back, and the point goes to the server",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
