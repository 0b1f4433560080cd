"""Write the 136th held-out search query set, ``search_heldout136.jsonl``, from the corpus.

Written in stop 55, after held-out 135's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, given as an analyst's instructions ("pull every rally where ...",
"clip the points in which ...", "filter for ...", "queue up ...", "tag ..."), a label and
a question. The reworded development queries are instructions too. The relevant rallies
come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never
``rallyscope``).
Every line's split is ``heldout136``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout136 [--root DATA] [--check]
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
    SMASH,
    Intent,
    consecutive,
    depth,
    intent,
    known_after_serve,
    last,
    outright,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout136.jsonl")
SPLIT = "heldout136"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


def _count(r: Rally, kinds: set[str]) -> int:
    """How many shots of ``kinds`` the rally holds, both players'."""
    return sum(1 for s in r.shots if s.kind in kinds)


@intent("zone", into=INTENTS)
def receiver_rear_smash_winner(r: Rally) -> bool:
    """The final shot is the receiver's smash (either kind) hit from the rear court, an
    outright winner."""
    shot = last(r)
    mine = shot.kind in SMASH and shot.hitter == r.receiver and depth(shot.hit_zone) == "rear"
    return mine and outright(r)


@intent("shot", into=INTENTS)
def server_drop_into_net(r: Rally) -> bool:
    """The final shot is the server's drop (either kind), and the rally ended in the net."""
    shot = last(r)
    return shot.kind in DROP and shot.hitter == r.server and r.ending == "net"


@intent("negation", into=INTENTS)
def no_clear_8_receiver_wins(r: Rally) -> bool:
    """A rally of at least eight shots with no clear, won by the receiver (every type after
    the serve known)."""
    none = not any(s.kind == "clear" for s in r.shots)
    return known_after_serve(r) and len(r.shots) >= 8 and none and r.winner == r.receiver


@intent("sequence", into=INTENTS)
def drive_drive_lift_receiver_wins(r: Rally) -> bool:
    """Somewhere two drive-family shots in a row are followed at once by a lift (either
    kind), and the receiver won the rally."""
    return consecutive(r, DRIVE, DRIVE, LIFT) and r.winner == r.receiver


@intent("score", into=INTENTS)
def first_set_server_leading_3_loses(r: Rally) -> bool:
    """In the first set, the server leads by at least three points before the rally and
    loses it."""
    return r.set_no == 1 and -trailing_by(r, r.server) >= 3 and r.winner != r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "pull every rally that ends with a rush winner off a net shot",
        "clip the points where a net shot gets rushed away for the point",
    ],
    "clear-out": [
        "filter for rallies ending with a clear or lob hit out",
        "queue up the points lost by an overhit clear or lift",
    ],
    "drop-winner": [
        "tag every drop winner",
        "pull the rallies a drop wins with no reply",
    ],
    "crossnet-winner": [
        "clip all cross-court net winners",
        "filter for points won with a net shot played across the court",
    ],
    "netshot-into-net": [
        "queue up rallies ending with a net shot into the net",
        "tag the points where a net shot fails to get over",
    ],
    "misjudged-leave": [
        "pull every misjudged leave",
        "clip the points lost by leaving a shuttle that landed in",
    ],
    "passive-drop-punished": [
        "filter for passive drops that get killed at once by a smash, rush or net shot winner",
        "queue up passive drops answered with a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "tag every lift that is smashed for a winner",
        "pull the rallies where a lift gets punished by a winning smash",
    ],
    "marin-drop": [
        "clip Marin's winning drops",
        "filter for rallies Carolina Marin wins with a drop winner",
    ],
    "receiver-rear-smash-winner": [
        "receiver smash winner from the rear court",
        "pull every rally the receiver wins with a smash from the back court",
        "clip the receiver's smash winners hit from deep",
        "filter for outright smash winners by the receiver played from the rear court",
        "which rallies does the receiver win with a smash from the back of the court?",
    ],
    "server-drop-into-net": [
        "server drop into the net",
        "pull every rally that ends with the server's drop in the net",
        "clip the points where the server drops into the net",
        "tag rallies lost by the server with a drop that hits the net",
        "which rallies end with a drop from the server going into the net?",
    ],
    "no-clear-8-receiver-wins": [
        "8+ shots, no clears, receiver wins",
        "pull every rally of eight shots or more with no clear that the receiver wins",
        "filter for rallies of at least eight shots without a single clear, won by the receiver",
        "queue up the receiver's wins in rallies of 8+ shots where nobody clears",
        "which rallies of eight or more shots with no clears does the receiver win?",
    ],
    "drive-drive-lift-receiver-wins": [
        "drive, drive, lift, receiver wins",
        "pull every rally with two drives in a row and then a lift that the receiver wins",
        "clip the points where two drives are followed by a lift, won by the receiver",
        "filter for drive, drive, lift in rallies the receiver takes",
        "which rallies won by the receiver have two drives and then a lift in a row?",
    ],
    "first-set-server-leading-3-loses": [
        "first set, server up 3+, server loses",
        "pull every first-set rally the server loses while leading by three or more",
        "clip the points in the first game where the server is at least three ahead and loses",
        "tag rallies in set one lost by a server who leads by 3 or more",
        "which rallies in the first set does the server lose while three points or more ahead?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
