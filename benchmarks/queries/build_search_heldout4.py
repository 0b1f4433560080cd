"""Write the fourth held-out search query set, ``search_heldout4.jsonl``, from the raw corpus.

The third held-out set (``build_search_heldout3.py``) was run once in stop 25 and its
misreadings were then fixed. This set was written in stop 26, before it was run and before
any planner change of that stop, to be run once and never used to tune: sixteen intents none
of the earlier splits holds, each asked in two wordings written by hand. The relevant
rallies come from the predicates below, plain Python over the raw CSVs (``truth.py``'s
helpers, never ``rallyscope``). Every line's split is ``heldout4``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout4 [--root DATA] [--check]
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
    depth,
    intent,
    known_after_serve,
    last,
    outright,
    plays,
    side_of,
    trailing_by,
)

OUT = Path(__file__).with_name("search_heldout4.jsonl")
SPLIT = "heldout4"
INTENTS: list[Intent] = []  # filled by @intent(..., into=INTENTS) below, in order


@intent("shot", into=INTENTS)
def wrist_smash_winner(r: Rally) -> bool:
    """The final shot is a wrist smash and an outright winner."""
    return last(r).kind == "wrist smash" and outright(r)


@intent("shot", into=INTENTS)
def passive_drop_into_net(r: Rally) -> bool:
    """The final shot is a passive drop and the rally ended in the net."""
    return last(r).kind == "passive drop" and r.ending == "net"


@intent("rally", into=INTENTS)
def short_misjudged(r: Rally) -> bool:
    """A rally of at most five shots that ended with a misjudged shuttle (left, landing in)."""
    return len(r.shots) <= 5 and r.ending == "misjudged"


@intent("rally", into=INTENTS)
def six_to_eight_out(r: Rally) -> bool:
    """A rally of six to eight shots that ended out."""
    return 6 <= len(r.shots) <= 8 and r.ending == "out"


@intent("anchor", into=INTENTS)
def third_shot_drop(r: Rally) -> bool:
    """Shot 3 is a drop or passive drop."""
    return len(r.shots) >= 3 and r.shots[2].kind in DROP


@intent("anchor", into=INTENTS)
def return_clear(r: Rally) -> bool:
    """The return of serve (shot 2) is a clear."""
    return len(r.shots) >= 2 and r.shots[1].kind == "clear"


@intent("player", into=INTENTS)
def yamaguchi_wins_receiving(r: Rally) -> bool:
    """Akane Yamaguchi received serve and won the rally."""
    side = side_of(r, "Akane YAMAGUCHI")
    return side is not None and r.receiver == side and r.winner == side


@intent("player", into=INTENTS)
def sen_hits_out(r: Rally) -> bool:
    """Lakshya Sen lost the rally and it ended out (he hit the shuttle out)."""
    return plays(r, "Lakshya SEN", "loser") and r.ending == "out"


@intent("score", into=INTENTS)
def server_trailing_by_three_wins(r: Rally) -> bool:
    """The server trails by at least three points before the rally and wins it."""
    return r.winner == r.server and trailing_by(r, r.server) >= 3


@intent("score", into=INTENTS)
def level_score_long(r: Rally) -> bool:
    """A rally of at least 20 shots played with the score level (equal) before it."""
    a, b = r.score_before
    return a == b and len(r.shots) >= 20


@intent("negation", into=INTENTS)
def loser_never_smashed(r: Rally) -> bool:
    """The loser of a rally of at least 12 shots hit no smash (either kind) in it; only
    rallies whose shots after the serve all have a known type count."""
    return (
        r.loser is not None
        and len(r.shots) >= 12
        and known_after_serve(r)
        and not any(s.kind in SMASH and s.hitter == r.loser for s in r.shots)
    )


@intent("negation", into=INTENTS)
def no_clear_no_lift(r: Rally) -> bool:
    """A rally of at least 8 shots with no clear and no lift (lob or defensive return lob);
    only rallies whose shots after the serve all have a known type count."""
    return (
        len(r.shots) >= 8
        and known_after_serve(r)
        and all(s.kind not in LIFT | {"clear"} for s in r.shots)
    )


@intent("sequence", into=INTENTS)
def clear_answered_by_drop(r: Rally) -> bool:
    """A clear immediately followed by a drop or passive drop."""
    return any(
        a.kind == "clear" and b.kind in DROP for a, b in zip(r.shots, r.shots[1:], strict=False)
    )


@intent("sequence", into=INTENTS)
def block_winner(r: Rally) -> bool:
    """The second-to-last shot is a smash (either kind) and the final shot, the reply, is a
    net-family shot and an outright winner."""
    return len(r.shots) >= 2 and r.shots[-2].kind in SMASH and last(r).kind in NET and outright(r)


@intent("zone", into=INTENTS)
def front_right_winner(r: Rally) -> bool:
    """The final shot lands in the front-right zone and is an outright winner."""
    return last(r).land_zone == "front-right" and outright(r)


@intent("zone", into=INTENTS)
def clear_from_front(r: Rally) -> bool:
    """A clear hit from the front court (any shot of the rally)."""
    return any(s.kind == "clear" and depth(s.hit_zone) == "front" for s in r.shots)


WORDINGS: dict[str, list[str]] = {
    "wrist-smash-winner": [
        "wrist smash winners",
        "points finished with a wrist smash that isn't returned",
    ],
    "passive-drop-into-net": [
        "passive drops that end up in the net",
        "a slow drop shot that fails to get over the net",
    ],
    "short-misjudged": [
        "misjudged shuttles in rallies of five shots or fewer",
        "short points lost by leaving a shuttle that landed in",
    ],
    "six-to-eight-out": [
        "rallies of six to eight shots that finish out",
        "medium rallies, 6-8 shots, ending with the shuttle out of court",
    ],
    "third-shot-drop": [
        "a drop as the third shot of the rally",
        "the server's first shot after the serve is a drop",
    ],
    "return-clear": [
        "the receiver returns the serve with a clear",
        "serve returns that are clears",
    ],
    "yamaguchi-wins-receiving": [
        "Yamaguchi wins the point when receiving",
        "rallies won by Akane Yamaguchi on her opponent's serve",
    ],
    "sen-hits-out": [
        "Lakshya Sen hits the shuttle out and loses the point",
        "points Sen gives away by hitting out",
    ],
    "server-trailing-by-three-wins": [
        "the server wins a point while trailing by three or more",
        "down by at least three, the server still takes the rally",
    ],
    "level-score-long": [
        "rallies of 20 or more shots played with the scores level",
        "very long points (20+ shots) when the score is tied",
    ],
    "loser-never-smashed": [
        "the loser of a rally of 12+ shots never smashed",
        "long rallies, at least twelve shots, lost by a player who did not smash once",
    ],
    "no-clear-no-lift": [
        "8+ shot rallies with no clears and no lifts",
        "at least eight shots without a single clear or lob",
    ],
    "clear-answered-by-drop": [
        "a clear answered with a drop",
        "drop shots played straight off the opponent's clear",
    ],
    "block-winner": [
        "a smash blocked at the net for a winner",
        "the defender answers a smash with a net return that wins outright",
    ],
    "front-right-winner": [
        "winners into the front-right corner",
        "rallies won by a shot that lands front right and is not returned",
    ],
    "clear-from-front": [
        "clears hit from the front of the court",
        "a clear played from close to the net",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
