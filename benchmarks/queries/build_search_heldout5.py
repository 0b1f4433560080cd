"""Write the fifth held-out search query set, ``search_heldout5.jsonl``, from the raw corpus.

The fourth held-out set (``build_search_heldout4.py``) was run once in stop 26 and its
misreadings were then fixed. This set was written in stop 27, before it was run and before
any planner change of that stop, to be run once and never used to tune: sixteen intents none
of the earlier splits holds, each asked in two wordings written by hand. The relevant
rallies come from the predicates below, plain Python over the raw CSVs (``truth.py``'s
helpers, never ``rallyscope``). Every line's split is ``heldout5``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout5 [--root DATA] [--check]
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
    game_point,
    intent,
    known_after_serve,
    last,
    outright,
    plays,
    side_of,
    trailing_by,
)

OUT = Path(__file__).with_name("search_heldout5.jsonl")
SPLIT = "heldout5"
INTENTS: list[Intent] = []  # filled by @intent(..., into=INTENTS) below, in order


@intent("shot", into=INTENTS)
def smash_out(r: Rally) -> bool:
    """The final shot is a smash (either kind) and the rally ended out."""
    return last(r).kind in SMASH and r.ending == "out"


@intent("shot", into=INTENTS)
def backhand_drop(r: Rally) -> bool:
    """A drop or passive drop hit on the backhand (any shot of the rally)."""
    return any(s.kind in DROP and s.backhand for s in r.shots)


@intent("rally", into=INTENTS)
def long_rally_receiver_wins(r: Rally) -> bool:
    """A rally of at least 25 shots won by the receiver."""
    return len(r.shots) >= 25 and r.winner == r.receiver


@intent("rally", into=INTENTS)
def four_shot_net(r: Rally) -> bool:
    """A rally of exactly four shots that ended in the net."""
    return len(r.shots) == 4 and r.ending == "net"


@intent("anchor", into=INTENTS)
def fourth_shot_smash(r: Rally) -> bool:
    """Shot 4 (the receiver's second shot) is a smash (either kind)."""
    return len(r.shots) >= 4 and r.shots[3].kind in SMASH


@intent("anchor", into=INTENTS)
def penultimate_lift(r: Rally) -> bool:
    """The second-to-last shot is a lift (lob or defensive return lob)."""
    return len(r.shots) >= 2 and r.shots[-2].kind in LIFT


@intent("player", into=INTENTS)
def antonsen_smash_winner(r: Rally) -> bool:
    """Anders Antonsen wins the rally with a smash (either kind) as the final, unreturned
    shot."""
    side = side_of(r, "Anders ANTONSEN")
    return side is not None and last(r).kind in SMASH and last(r).hitter == side and outright(r)


@intent("player", into=INTENTS)
def sindhu_loses_serving(r: Rally) -> bool:
    """Pusarla V. Sindhu served and lost the rally."""
    return plays(r, "PUSARLA V. Sindhu", "server") and plays(r, "PUSARLA V. Sindhu", "loser")


@intent("score", into=INTENTS)
def second_set_game_point(r: Rally) -> bool:
    """A rally of the second set played at game point for either side."""
    return r.set_no == 2 and (game_point(r.score_before, "A") or game_point(r.score_before, "B"))


@intent("score", into=INTENTS)
def first_set_server_behind(r: Rally) -> bool:
    """A rally of the first set whose server trails (has fewer points) before it."""
    return r.set_no == 1 and trailing_by(r, r.server) >= 1


@intent("negation", into=INTENTS)
def no_smash_net_ending(r: Rally) -> bool:
    """A rally of at least 10 shots with no smash (either kind) that ended in the net; only
    rallies whose shots after the serve all have a known type count."""
    return (
        len(r.shots) >= 10
        and r.ending == "net"
        and known_after_serve(r)
        and all(s.kind not in SMASH for s in r.shots)
    )


@intent("negation", into=INTENTS)
def drops_without_smash(r: Rally) -> bool:
    """A rally with at least two drops (drop or passive drop, anywhere) and no smash (either
    kind); only rallies whose shots after the serve all have a known type count."""
    return (
        known_after_serve(r)
        and sum(s.kind in DROP for s in r.shots) >= 2
        and all(s.kind not in SMASH for s in r.shots)
    )


@intent("sequence", into=INTENTS)
def net_lift_smash_winner(r: Rally) -> bool:
    """The last three shots are a net-family shot, a lift (lob or defensive return lob) and
    a smash (either kind) that is an outright winner."""
    s = r.shots
    return (
        len(s) >= 3
        and s[-3].kind in NET
        and s[-2].kind in LIFT
        and s[-1].kind in SMASH
        and outright(r)
    )


@intent("sequence", into=INTENTS)
def return_rush(r: Rally) -> bool:
    """The return of serve (shot 2) is a rush."""
    return len(r.shots) >= 2 and r.shots[1].kind == "rush"


@intent("zone", into=INTENTS)
def drop_front_left_winner(r: Rally) -> bool:
    """The final shot is a drop or passive drop landing in the front-left zone, an outright
    winner."""
    return last(r).kind in DROP and last(r).land_zone == "front-left" and outright(r)


@intent("zone", into=INTENTS)
def drive_from_mid_left(r: Rally) -> bool:
    """A drive (any drive type) hit from the mid-left zone (any shot)."""
    return any(s.kind in DRIVE and s.hit_zone == "mid-left" for s in r.shots)


WORDINGS: dict[str, list[str]] = {
    "smash-out": [
        "smashes that go out",
        "points lost by smashing the shuttle long or wide",
    ],
    "backhand-drop": [
        "backhand drops",
        "drop shots played on the backhand side",
    ],
    "long-rally-receiver-wins": [
        "rallies of 25 or more shots won by the receiver",
        "marathon points of at least twenty-five shots that the receiving player takes",
    ],
    "four-shot-net": [
        "four-shot rallies that end in the net",
        "a point of exactly 4 shots finished by a shot into the net",
    ],
    "fourth-shot-smash": [
        "a smash as the fourth shot",
        "the receiver's second shot is a smash",
    ],
    "penultimate-lift": [
        "the penultimate shot is a lift",
        "a lob just before the shot that ends the rally",
    ],
    "antonsen-smash-winner": [
        "Antonsen smash winners",
        "Anders Antonsen ends the point with a smash that is not returned",
    ],
    "sindhu-loses-serving": [
        "Sindhu loses the point on her own serve",
        "rallies Pusarla Sindhu serves and does not win",
    ],
    "second-set-game-point": [
        "game point rallies in the second set",
        "set 2 points where a player needs one more point to take the game",
    ],
    "first-set-server-behind": [
        "first-set rallies served by the player who is behind",
        "in set one, the server is trailing",
    ],
    "no-smash-net-ending": [
        "10+ shot rallies without a smash that end in the net",
        "points of ten shots or more where nobody smashes, finished by a net error",
    ],
    "drops-without-smash": [
        "rallies with two or more drops and no smash",
        "at least a couple of drop shots but not a single smash",
    ],
    "net-lift-smash-winner": [
        "net shot, lift, then a smash winner",
        "a net shot that forces a lift, which is smashed to win the point",
    ],
    "return-rush": [
        "the receiver rushes the serve",
        "the return of serve is a net rush",
    ],
    "drop-front-left-winner": [
        "drop winners into the front-left corner",
        "a drop that lands front left and wins the point",
    ],
    "drive-from-mid-left": [
        "drives hit from the mid-court left",
        "a drive played from the left side of the midcourt",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
