"""Write the fourteenth held-out search query set, ``search_heldout14.jsonl``, from the raw corpus.

Written in stop 33, after that stop's planner and canonical-form changes and before this
set was run, to be run once and never used to tune: twelve intents none of the earlier
splits holds, weighted to the test split's weakest categories (strategic, zone, anchor),
each asked in three wordings written by hand. The relevant rallies come from the predicates
below, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``). Every
line's split is ``heldout14``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout14 [--root DATA] [--check]
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
    NET,
    SMASH,
    Intent,
    intent,
    known_after_serve,
    last,
    outright,
    receiver,
    shots_by,
)

OUT = Path(__file__).with_name("search_heldout14.jsonl")
SPLIT = "heldout14"
INTENTS: list[Intent] = []  # filled by @intent(..., into=INTENTS) below, in order


@intent("strategic", into=INTENTS)
def loser_more_drives(r: Rally) -> bool:
    """The loser plays more drives (any drive) than the winner."""
    return r.winner is not None and shots_by(r, r.loser, DRIVE) > shots_by(r, r.winner, DRIVE)


@intent("strategic", into=INTENTS)
def server_smashes_more_loses(r: Rally) -> bool:
    """The server plays more smashes (either kind) than the receiver, and loses."""
    more = shots_by(r, r.server, SMASH) > shots_by(r, receiver(r), SMASH)
    return more and r.winner == receiver(r)


@intent("strategic", into=INTENTS)
def winner_no_net_10(r: Rally) -> bool:
    """A rally of at least ten shots in which the winner plays no net shot (any of the three
    kinds); only rallies whose shots after the serve all have a known type count."""
    if r.winner is None or len(r.shots) < 10 or not known_after_serve(r):
        return False
    return shots_by(r, r.winner, NET) == 0


@intent("strategic", into=INTENTS)
def both_drop(r: Rally) -> bool:
    """Each player plays at least one drop (either kind)."""
    return all(shots_by(r, side, DROP) >= 1 for side in "AB")


@intent("strategic", into=INTENTS)
def winner_two_smashes(r: Rally) -> bool:
    """The winner plays exactly two smashes (either kind)."""
    return r.winner is not None and shots_by(r, r.winner, SMASH) == 2


@intent("zone", into=INTENTS)
def drive_from_mid_right(r: Rally) -> bool:
    """A drive (any drive) hit from the mid-right zone."""
    return any(s.kind in DRIVE and s.hit_zone == "mid-right" for s in r.shots)


@intent("zone", into=INTENTS)
def net_winner_to_front_left(r: Rally) -> bool:
    """The rally ends with an outright net-shot winner (any of the three kinds) that lands
    in the front-left zone."""
    return last(r).kind in NET and last(r).land_zone == "front-left" and outright(r)


@intent("zone", into=INTENTS)
def final_from_front_left(r: Rally) -> bool:
    """The final shot (of any type) is hit from the front-left zone."""
    return last(r).hit_zone == "front-left"


@intent("anchor", into=INTENTS)
def return_push_third_drive(r: Rally) -> bool:
    """Shot 2 is a push and shot 3 a drive (any drive)."""
    s = r.shots
    return len(s) >= 3 and s[1].kind == "push" and s[2].kind in DRIVE


@intent("anchor", into=INTENTS)
def fifth_shot_clear(r: Rally) -> bool:
    """Shot 5 is a clear."""
    return len(r.shots) >= 5 and r.shots[4].kind == "clear"


@intent("anchor", into=INTENTS)
def early_smash_3_server_wins(r: Rally) -> bool:
    """A smash (either kind) among the first three shots, and the server wins."""
    return any(s.kind in SMASH for s in r.shots[:3]) and r.winner == r.server


@intent("sequence", into=INTENTS)
def drop_then_net_final(r: Rally) -> bool:
    """The second-to-last shot is a drop (either kind) and the last a net shot (any of the
    three kinds)."""
    s = r.shots
    return len(s) >= 2 and s[-2].kind in DROP and s[-1].kind in NET


WORDINGS: dict[str, list[str]] = {
    "loser-more-drives": [
        "the loser plays more drives than the winner",
        "rallies where the player who loses drives more often than the player who wins",
        "the losing side hits more drives than the winning side",
    ],
    "server-smashes-more-loses": [
        "the server smashes more than the receiver but loses",
        "the serving player plays more smashes than the receiver and still loses the rally",
        "the receiver wins despite the server hitting more smashes",
    ],
    "winner-no-net-10": [
        "the winner never plays a net shot in a rally of ten or more shots",
        "a rally of at least 10 shots won without a single net shot from the winner",
        "the player who wins plays no net shots in a rally of 10+ shots",
    ],
    "both-drop": [
        "both players play a drop",
        "each player drops at least once",
        "a rally where both sides hit at least one drop shot",
    ],
    "winner-two-smashes": [
        "the winner plays exactly two smashes",
        "the winning player smashes twice, no more",
        "exactly 2 smashes from the player who wins the rally",
    ],
    "drive-from-mid-right": [
        "a drive hit from the mid right",
        "drives played from the right side of the mid court",
        "a drive from the middle of the court on the right",
    ],
    "net-winner-to-front-left": [
        "a net shot winner landing in the front left",
        "winning net shots to the left side of the forecourt",
        "the rally is won by a net shot that drops into the front left corner",
    ],
    "final-from-front-left": [
        "the last shot is played from the front left",
        "rallies ending with a shot hit from the front left corner",
        "the final stroke comes from the left side of the forecourt",
    ],
    "return-push-third-drive": [
        "the return of serve is a push and the third shot a drive",
        "the receiver pushes the serve and the server drives it straight back",
        "a pushed return answered with a drive on the third shot",
    ],
    "fifth-shot-clear": [
        "the fifth shot of the rally is a clear",
        "a clear on shot five",
        "the server clears with their third shot",
    ],
    "early-smash-3-server-wins": [
        "a smash within the first three shots and the server wins",
        "the serving player wins a rally with a smash in its opening three shots",
        "someone smashes by the third shot and the server takes the point",
    ],
    "drop-then-net-final": [
        "the rally ends with a drop answered by a net shot",
        "a net shot straight after a drop is the last shot",
        "the final two shots are a drop and then a net shot",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
