"""Write the tenth held-out search query set, ``search_heldout10.jsonl``, from the raw corpus.

Written in stop 31, before this set was run and before any planner change of that stop, to be
run once and never used to tune: sixteen intents none of the earlier splits holds, weighted to
the test split's weakest categories (strategic, zone, anchor, sequence), each asked in two
wordings written by hand. The relevant rallies come from the predicates below, plain Python
over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``). Every line's split is
``heldout10``. One intent first written here (a smash blocked for a winner) repeated one of
held-out 4's; it was replaced by a rush answered by a lift, run first on the code before
this stop's fixes.

    .venv/bin/python -m benchmarks.queries.build_search_heldout10 [--root DATA] [--check]
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
    depth,
    intent,
    known_after_serve,
    last,
    outright,
    rally_run,
    side_of,
)

OUT = Path(__file__).with_name("search_heldout10.jsonl")
SPLIT = "heldout10"
INTENTS: list[Intent] = []  # filled by @intent(..., into=INTENTS) below, in order


@intent("anchor", into=INTENTS)
def third_shot_net_server_wins(r: Rally) -> bool:
    """Shot 3 (the server's first shot after the serve) is a net-family shot, and the
    server wins the rally."""
    return len(r.shots) >= 3 and r.shots[2].kind in NET and r.winner == r.server


@intent("anchor", into=INTENTS)
def net_then_final_lift(r: Rally) -> bool:
    """The second-to-last shot is a net-family shot and the last a lift (lob or defensive
    return lob)."""
    return len(r.shots) >= 2 and r.shots[-2].kind in NET and r.shots[-1].kind in LIFT


@intent("sequence", into=INTENTS)
def rush_lifted(r: Rally) -> bool:
    """A rush immediately answered by a lift (lob or defensive return lob)."""
    s = r.shots
    return any(a.kind == "rush" and b.kind in LIFT for a, b in zip(s, s[1:], strict=False))


@intent("anchor", into=INTENTS)
def lifted_return_dropped(r: Rally) -> bool:
    """Shot 2 (the return of serve) is a lift (lob or defensive return lob) and shot 3 a
    drop (either kind)."""
    s = r.shots
    return len(s) >= 3 and s[1].kind in LIFT and s[2].kind in DROP


@intent("run", into=INTENTS)
def clear_run_3(r: Rally) -> bool:
    """Three or more clears in a row (either player)."""
    return rally_run(r, {"clear"}, 3)


@intent("negation", into=INTENTS)
def no_lift_server_wins(r: Rally) -> bool:
    """No lift (lob or defensive return lob) by anyone, and the server wins; only rallies
    whose shots after the serve all have a known type count."""
    return (
        r.winner == r.server and known_after_serve(r) and not any(s.kind in LIFT for s in r.shots)
    )


@intent("negation", into=INTENTS)
def no_drive_15(r: Rally) -> bool:
    """A rally of at least fifteen shots with no drive of any kind; only rallies whose
    shots after the serve all have a known type count."""
    return len(r.shots) >= 15 and known_after_serve(r) and not any(s.kind in DRIVE for s in r.shots)


@intent("zone", into=INTENTS)
def smash_from_mid(r: Rally) -> bool:
    """A smash (either kind) hit from the mid court (any side)."""
    return any(s.kind in SMASH and depth(s.hit_zone) == "mid" for s in r.shots)


@intent("zone", into=INTENTS)
def final_lift_to_rear_right(r: Rally) -> bool:
    """The final shot is a lift (lob or defensive return lob) that lands in the rear-right
    zone."""
    return last(r).kind in LIFT and last(r).land_zone == "rear-right"


@intent("zone", into=INTENTS)
def net_from_front_left_winner(r: Rally) -> bool:
    """The final shot is a net-family shot hit from the front-left zone, an outright
    winner."""
    return last(r).kind in NET and last(r).hit_zone == "front-left" and outright(r)


@intent("strategic", into=INTENTS)
def loser_lifts_three(r: Rally) -> bool:
    """The loser of the rally plays at least three lifts (lob or defensive return lob)."""
    if r.loser is None:
        return False
    return sum(s.kind in LIFT and s.hitter == r.loser for s in r.shots) >= 3


@intent("strategic", into=INTENTS)
def both_smash(r: Rally) -> bool:
    """Both players hit at least one smash (either kind)."""
    return all(any(s.kind in SMASH and s.hitter == side for s in r.shots) for side in "AB")


@intent("strategic", into=INTENTS)
def winner_drops_twice(r: Rally) -> bool:
    """The winner plays at least two drops (either kind)."""
    if r.winner is None:
        return False
    return sum(s.kind in DROP and s.hitter == r.winner for s in r.shots) >= 2


@intent("score", into=INTENTS)
def third_set_smash_winner(r: Rally) -> bool:
    """A rally of the third set that ends with a smash (either kind), an outright winner."""
    return r.set_no == 3 and last(r).kind in SMASH and outright(r)


@intent("rally", into=INTENTS)
def long_rally_server_wins(r: Rally) -> bool:
    """A rally of at least 20 shots won by the server."""
    return len(r.shots) >= 20 and r.winner == r.server


@intent("player", into=INTENTS)
def chen_yufei_lifts_out(r: Rally) -> bool:
    """CHEN Yufei's lift (lob or defensive return lob) is the final shot and lands out."""
    side = side_of(r, "CHEN Yufei")
    return (
        side is not None and last(r).hitter == side and last(r).kind in LIFT and r.ending == "out"
    )


WORDINGS: dict[str, list[str]] = {
    "third-shot-net-server-wins": [
        "the server wins after playing a net shot as the third shot",
        "shot 3 is a net shot and the serving player takes the point",
    ],
    "net-then-final-lift": [
        "the last two shots are a net shot and a lob",
        "the rally ends on a lift played off a net shot",
    ],
    "rush-lifted": [
        "a rush answered by a lob",
        "lifting the opponent's net kill",
    ],
    "lifted-return-dropped": [
        "a lifted return answered with a drop",
        "the server drops the receiver's lob on the third shot",
    ],
    "clear-run-3": [
        "three clears in a row",
        "a clearing exchange of at least three shots",
    ],
    "no-lift-server-wins": [
        "the server wins a rally with no lifts at all",
        "rallies without a single lob that the serving player takes",
    ],
    "no-drive-15": [
        "rallies of 15 or more shots without any drive",
        "a long rally of at least fifteen shots with no drives",
    ],
    "smash-from-mid": [
        "smashes hit from the mid court",
        "a smash played from midcourt",
    ],
    "final-lift-to-rear-right": [
        "the rally ends with a lob to the rear right",
        "the final shot is a lift landing in the back right corner",
    ],
    "net-from-front-left-winner": [
        "a winning net shot from the front left",
        "an outright net winner played from the front-left corner",
    ],
    "loser-lifts-three": [
        "the player who loses the rally lifts three or more times",
        "losing after playing at least three lobs",
    ],
    "both-smash": [
        "both players smash in the rally",
        "rallies where each side hits at least one smash",
    ],
    "winner-drops-twice": [
        "the winner plays at least two drop shots",
        "winning a rally with two or more drops",
    ],
    "third-set-smash-winner": [
        "smash winners in the third set",
        "a rally in the deciding game ended by an outright smash",
    ],
    "long-rally-server-wins": [
        "the server wins a rally of 20 or more shots",
        "long rallies of at least twenty shots won by the serving side",
    ],
    "chen-yufei-lifts-out": [
        "CHEN Yufei's final lob goes out",
        "Chen Yufei loses the point by lifting out",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
