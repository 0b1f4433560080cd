"""Write the thirteenth held-out search query set, ``search_heldout13.jsonl``, from the raw corpus.

Written in stop 33, after that stop's first planner changes and before this set was run, to
be run once and never used to tune. It measures intent consistency above all: ten intents
none of the earlier splits holds, each asked in five wordings written by hand (one of them,
where the language allows, from the other player's side: "the receiver wins" for "the
server loses"). The relevant rallies come from the predicates below, plain Python over the
raw CSVs (``truth.py``'s helpers, never ``rallyscope``). Every line's split is
``heldout13``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout13 [--root DATA] [--check]
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
    intent,
    known_after_serve,
    own_run,
    receiver,
    shots_by,
    side_of,
    trailing_by,
)

OUT = Path(__file__).with_name("search_heldout13.jsonl")
SPLIT = "heldout13"
INTENTS: list[Intent] = []  # filled by @intent(..., into=INTENTS) below, in order


@intent("anchor", into=INTENTS)
def fourth_shot_push(r: Rally) -> bool:
    """Shot 4 (the receiver's second shot) is a push."""
    return len(r.shots) >= 4 and r.shots[3].kind == "push"


@intent("sequence", into=INTENTS)
def drive_then_push(r: Rally) -> bool:
    """A drive (any drive) immediately answered by a push."""
    s = r.shots
    return any(a.kind in DRIVE and b.kind == "push" for a, b in zip(s, s[1:], strict=False))


@intent("strategic", into=INTENTS)
def loser_clears_twice(r: Rally) -> bool:
    """The loser of the rally plays at least two clears."""
    return r.loser is not None and shots_by(r, r.loser, {"clear"}) >= 2


@intent("negation", into=INTENTS)
def server_no_drop_10(r: Rally) -> bool:
    """A rally of at least ten shots in which the server plays no drop (either kind); only
    rallies whose shots after the serve all have a known type count."""
    long = len(r.shots) >= 10 and known_after_serve(r)
    return long and shots_by(r, r.server, DROP) == 0


@intent("zone", into=INTENTS)
def smash_to_front_right(r: Rally) -> bool:
    """A smash (either kind) that lands in the front-right zone."""
    return any(s.kind in SMASH and s.land_zone == "front-right" for s in r.shots)


@intent("score", into=INTENTS)
def receiver_leads_wins(r: Rally) -> bool:
    """The receiver leads on the score before the rally and wins it."""
    return r.winner == receiver(r) and trailing_by(r, r.server) > 0


@intent("run", into=INTENTS)
def own_drops_twice(r: Rally) -> bool:
    """One player plays drops (either kind) on two consecutive shots of their own."""
    return any(own_run(r, side, DROP, 2) for side in "AB")


@intent("player", into=INTENTS)
def chen_long_loses_long(r: Rally) -> bool:
    """Chen Long loses a rally of at least ten shots."""
    side = side_of(r, "CHEN Long")
    return side is not None and r.loser == side and len(r.shots) >= 10


@intent("sequence", into=INTENTS)
def lift_smash_out(r: Rally) -> bool:
    """The second-to-last shot is a lift (lob or defensive return lob), the last a smash
    (either kind), and the rally ended out."""
    s = r.shots
    return len(s) >= 2 and s[-2].kind in LIFT and s[-1].kind in SMASH and r.ending == "out"


@intent("rally", into=INTENTS)
def server_loses_within_three(r: Rally) -> bool:
    """A rally of at most three shots lost by the server."""
    return len(r.shots) <= 3 and r.loser == r.server


WORDINGS: dict[str, list[str]] = {
    "fourth-shot-push": [
        "the fourth shot of the rally is a push",
        "a push on shot four",
        "the receiver pushes with his second shot",
        "a push as the rally's fourth stroke",
        "the fourth stroke is a push",
    ],
    "drive-then-push": [
        "a drive answered by a push",
        "pushing the opponent's drive",
        "a push played straight after a drive",
        "a drive followed immediately by a push",
        "the opponent drives and the reply is a push",
    ],
    "loser-clears-twice": [
        "the losing player clears at least twice",
        "rallies where the player who loses plays two or more clears",
        "the loser hits at least 2 clears",
        "losing after clearing at least twice",
        "two or more clears from the player who loses the rally",
    ],
    "server-no-drop-10": [
        "the server never plays a drop in a rally of ten or more shots",
        "a rally of at least 10 shots with no drop from the server",
        "in rallies of 10+ shots, the serving player does not drop once",
        "no drop shots by the server in a rally of at least ten shots",
        "the server avoids dropping for a whole rally of 10 or more shots",
    ],
    "smash-to-front-right": [
        "a smash landing in the front right",
        "smashes to the right side of the forecourt",
        "a smash that lands short on the right",
        "smashing into the right of the front court",
        "a smash aimed at the front-right zone",
    ],
    "receiver-leads-wins": [
        "the receiver is ahead in the score and wins the rally",
        "rallies won by the receiver while leading",
        "the receiving player, already in the lead, takes the point",
        "the server is trailing and loses the rally",
        "the receiver wins when leading",
    ],
    "own-drops-twice": [
        "a player drops twice in a row",
        "two consecutive drops by the same player",
        "the same player plays back-to-back drop shots",
        "one player drops on two straight shots of their own",
        "a player plays a drop, then another drop with their next shot",
    ],
    "chen-long-loses-long": [
        "Chen Long loses a rally of ten or more shots",
        "long rallies of at least 10 shots lost by Chen Long",
        "Chen Long on the losing end of a 10+ shot rally",
        "rallies of 10 shots or more that Chen Long loses",
        "Chen Long loses after at least ten shots",
    ],
    "lift-smash-out": [
        "a lift smashed out",
        "the rally ends with a smash out right after a lift",
        "a lift answered by a smash that lands out",
        "smashing the opponent's lift out of court",
        "a lift, then a smash that goes out",
    ],
    "server-loses-within-three": [
        "the server loses within three shots",
        "rallies of three shots or fewer lost by the server",
        "the serving player loses the point in at most 3 shots",
        "a short rally of no more than three shots that the server loses",
        "the receiver wins a rally of three shots or less",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
