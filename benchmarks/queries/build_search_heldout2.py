"""Write the second held-out search query set, ``search_heldout2.jsonl``, from the raw corpus.

The first held-out set (``build_search_heldout.py``) was run once in stop 23 and its misread
wordings were then fixed, so it no longer measures wordings nobody looked at. This set was
written in stop 24, after that stop's planner changes, to be run once and never used to
tune: sixteen intents none of the earlier splits holds, each asked in two wordings written by
hand. The relevant rallies come from the predicates below, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``). Every line's split is ``heldout2``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout2 [--root DATA] [--check]
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
    own,
    own_run,
    plays,
    rally_run,
    side_of,
)

OUT = Path(__file__).with_name("search_heldout2.jsonl")
SPLIT = "heldout2"
INTENTS: list[Intent] = []  # filled by @intent(..., into=INTENTS) below, in order


@intent("shot", into=INTENTS)
def push_out(r: Rally) -> bool:
    """The final shot is a push and the rally ended out."""
    return last(r).kind == "push" and r.ending == "out"


@intent("shot", into=INTENTS)
def clear_winner(r: Rally) -> bool:
    """The final shot is a clear and an outright winner."""
    return last(r).kind == "clear" and outright(r)


@intent("rally", into=INTENTS)
def quick_out(r: Rally) -> bool:
    """A rally of at most three shots that ended out."""
    return len(r.shots) <= 3 and r.ending == "out"


@intent("anchor", into=INTENTS)
def net_return_receiver_wins(r: Rally) -> bool:
    """The return of serve (shot 2) is a net-family shot and the receiver won the rally."""
    return len(r.shots) >= 2 and r.shots[1].kind in NET and r.winner == r.receiver


@intent("anchor", into=INTENTS)
def long_serve_cleared(r: Rally) -> bool:
    """A long service answered by a clear as shot 2."""
    return len(r.shots) >= 2 and r.shots[0].kind == "long service" and r.shots[1].kind == "clear"


@intent("player", into=INTENTS)
def christie_smash_into_net(r: Rally) -> bool:
    """Jonatan Christie lost the rally, whose final shot is his smash (either kind), in the net."""
    side = side_of(r, "Jonatan CHRISTIE")
    return (
        plays(r, "Jonatan CHRISTIE", "loser")
        and last(r).kind in SMASH
        and last(r).hitter == side
        and r.ending == "net"
    )


@intent("player", into=INTENTS)
def yamaguchi_net_winner(r: Rally) -> bool:
    """Akane Yamaguchi won the rally with an outright net-family shot of her own."""
    return plays(r, "Akane YAMAGUCHI", "winner") and last(r).kind in NET and outright(r)


@intent("player", into=INTENTS)
def chou_serves_long_win(r: Rally) -> bool:
    """Chou Tien Chen served and won a rally of at least 20 shots."""
    side = side_of(r, "CHOU Tien Chen")
    return side is not None and r.server == side and r.winner == side and len(r.shots) >= 20


@intent("score", into=INTENTS)
def third_set_deuce(r: Rally) -> bool:
    """A rally of the third set starting level at 20-20 or beyond."""
    a, b = r.score_before
    return r.set_no == 3 and a == b and a >= 20


@intent("score", into=INTENTS)
def second_set_over_30(r: Rally) -> bool:
    """A rally of more than 30 shots in the second set."""
    return r.set_no == 2 and len(r.shots) > 30


@intent("run", into=INTENTS)
def three_drops_in_a_row(r: Rally) -> bool:
    """One player plays a drop or passive drop on at least three consecutive own shots."""
    return any(own_run(r, side, DROP, 3) for side in ("A", "B"))


@intent("run", into=INTENTS)
def five_net_shots(r: Rally) -> bool:
    """At least five consecutive shots of the rally are net-family shots."""
    return rally_run(r, NET, 5)


@intent("negation", into=INTENTS)
def no_drop_long(r: Rally) -> bool:
    """A rally of at least 15 shots with no drop or passive drop; only rallies whose shots after
    the serve all have a known type count."""
    return len(r.shots) >= 15 and known_after_serve(r) and all(s.kind not in DROP for s in r.shots)


@intent("negation", into=INTENTS)
def server_long_win_without_smash(r: Rally) -> bool:
    """The server won a rally of at least 20 shots and hit no smash (either kind) in it; only
    rallies whose shots after the serve all have a known type count."""
    return (
        r.winner == r.server
        and len(r.shots) >= 20
        and known_after_serve(r)
        and all(r.shots[i].kind not in SMASH for i in own(r, r.server))
    )


@intent("sequence", into=INTENTS)
def smash_answered_by_lift(r: Rally) -> bool:
    """A smash (either kind) immediately followed by a lift (lob or defensive return lob)."""
    return any(
        a.kind in SMASH and b.kind in LIFT for a, b in zip(r.shots, r.shots[1:], strict=False)
    )


@intent("zone", into=INTENTS)
def rear_court_drop_winner(r: Rally) -> bool:
    """The final shot is a drop or passive drop hit from the rear court and an outright winner."""
    return last(r).kind in DROP and depth(last(r).hit_zone) == "rear" and outright(r)


WORDINGS: dict[str, list[str]] = {
    "push-out": ["pushes that go out", "rallies that end with a push landing out of court"],
    "clear-winner": ["clear winners", "an attacking clear that nobody gets back"],
    "quick-out": [
        "a quick rally of three shots or fewer that ends out",
        "points over within three shots with the shuttle going out",
    ],
    "net-return-receiver-wins": [
        "the receiver returns serve with a net shot and wins the rally",
        "net return of serve, point won by the receiver",
    ],
    "long-serve-cleared": ["a long serve answered with a clear", "a high serve cleared back"],
    "christie-smash-into-net": [
        "Jonatan Christie smashes into the net",
        "Christie's smash hits the tape and he loses the point",
    ],
    "yamaguchi-net-winner": [
        "Akane Yamaguchi wins with a net shot winner",
        "Yamaguchi finishes the rally at the net with an unreturned net shot",
    ],
    "chou-serves-long-win": [
        "long rallies of 20 or more shots won by Chou Tien Chen on his own serve",
        "Chou Tien Chen serves and wins a rally of at least 20 shots",
    ],
    "third-set-deuce": ["rallies at deuce in the third set", "deciding-game points at 20-all"],
    "second-set-over-30": [
        "second-set rallies of more than 30 shots",
        "rallies longer than 30 shots in game two",
    ],
    "three-drops-in-a-row": [
        "a player drops three times in a row",
        "three consecutive drop shots by the same player",
    ],
    "five-net-shots": [
        "five net shots in a row",
        "a net battle of at least five consecutive net shots",
    ],
    "no-drop-long": [
        "rallies of 15+ shots without a single drop",
        "long exchanges of at least 15 shots with no drop shots",
    ],
    "server-long-win-without-smash": [
        "the server wins a rally of 20 or more shots without smashing",
        "20+ shot rallies taken by the server with no smash of his own",
    ],
    "smash-answered-by-lift": ["a smash answered by a lift", "a smash returned with a lob"],
    "rear-court-drop-winner": [
        "winning drops played from the rear court",
        "a drop from the back of the court that wins the point outright",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
