"""Write the held-out search query set, ``search_heldout.jsonl``, from the raw corpus.

The dev and test splits (``build_search_queries.py``) have both been read while the planner
was worked on, so they no longer measure wordings or intents nobody looked at. This set was
written in stop 23, before any later change to the planner, to be run once and never used to
tune: sixteen intents none of the earlier splits holds, each asked in two wordings written by
hand. The relevant rallies come from the predicates below, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``). Every line's split is ``heldout``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout [--root DATA] [--check]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_queries import query_lines, write
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import (
    DRIVE,
    LIFT,
    NET,
    SMASH,
    Intent,
    depth,
    game_point,
    intent,
    known_after_serve,
    last,
    outright,
    own_run,
    plays,
    side_of,
)

OUT = Path(__file__).with_name("search_heldout.jsonl")
SPLIT = "heldout"
INTENTS: list[Intent] = []  # filled by @intent(..., into=INTENTS) below, in order


@intent("shot", into=INTENTS)
def smash_winner(r: Rally) -> bool:
    """The final shot is a smash (either kind) and an outright winner."""
    return last(r).kind in SMASH and outright(r)


@intent("shot", into=INTENTS)
def drive_winner(r: Rally) -> bool:
    """The final shot is a drive-family shot and an outright winner."""
    return last(r).kind in DRIVE and outright(r)


@intent("rally", into=INTENTS)
def long_net_ending(r: Rally) -> bool:
    """A rally of at least 20 shots that ended in the net."""
    return len(r.shots) >= 20 and r.ending == "net"


@intent("anchor", into=INTENTS)
def receiver_loses_early(r: Rally) -> bool:
    """A rally of at most four shots that the receiver lost."""
    return len(r.shots) <= 4 and r.winner is not None and r.winner == r.server


@intent("player", into=INTENTS)
def axelsen_drop_winner(r: Rally) -> bool:
    """Viktor Axelsen won the rally with an outright drop or passive drop of his own."""
    return (
        plays(r, "Viktor AXELSEN", "winner")
        and last(r).kind in {"drop", "passive drop"}
        and outright(r)
    )


@intent("player", into=INTENTS)
def an_beaten_by_smash(r: Rally) -> bool:
    """An Se Young lost the rally to an outright smash (either kind) by her opponent."""
    return plays(r, "An Se Young", "loser") and smash_winner(r)


@intent("score", into=INTENTS)
def server_game_point_lost(r: Rally) -> bool:
    """The server had game point as the rally started and lost the rally."""
    return game_point(r.score_before, r.server) and r.winner == r.receiver


@intent("run", into=INTENTS)
def back_to_back_smashes(r: Rally) -> bool:
    """One player smashes (either kind) on at least two consecutive own shots."""
    return any(own_run(r, side, SMASH, 2) for side in ("A", "B"))


@intent("negation", into=INTENTS)
def no_clear_long(r: Rally) -> bool:
    """A rally of at least 12 shots with no clear; only rallies whose shots after the serve
    all have a known type count."""
    return len(r.shots) >= 12 and known_after_serve(r) and all(s.kind != "clear" for s in r.shots)


@intent("anchor", into=INTENTS)
def short_serve_net_lift(r: Rally) -> bool:
    """A short service, a net-family return of serve, then a lift (lob or defensive return
    lob) as shot 3."""
    s = r.shots
    return len(s) >= 3 and s[0].kind == "short service" and s[1].kind in NET and s[2].kind in LIFT


@intent("score", into=INTENTS)
def first_set_very_long(r: Rally) -> bool:
    """A rally of at least 25 shots in the first set."""
    return r.set_no == 1 and len(r.shots) >= 25


@intent("player", into=INTENTS)
def momota_net_loss(r: Rally) -> bool:
    """Kento Momota lost the rally and it ended in the net."""
    return plays(r, "Kento MOMOTA", "loser") and r.ending == "net"


@intent("sequence", into=INTENTS)
def receiver_smash_win(r: Rally) -> bool:
    """The receiver won the rally with an outright smash (either kind) of his or her own."""
    return r.winner == r.receiver and smash_winner(r)


@intent("zone", into=INTENTS)
def front_winner(r: Rally) -> bool:
    """The final shot lands in the front court and is an outright winner."""
    return depth(last(r).land_zone) == "front" and outright(r)


@intent("score", into=INTENTS)
def server_wins_at_deuce(r: Rally) -> bool:
    """The score as the rally starts is level at 20-20 or beyond, and the server won."""
    a, b = r.score_before
    return a == b and a >= 20 and r.winner == r.server


@intent("player", into=INTENTS)
def lzj_lift_punished(r: Rally) -> bool:
    """Lee Zii Jia lifted (lob or defensive return lob) and lost the rally on the next shot:
    the lift is the second-to-last shot, his, and he lost."""
    side = side_of(r, "LEE Zii Jia")
    return (
        side is not None
        and len(r.shots) >= 2
        and r.shots[-2].kind in LIFT
        and r.shots[-2].hitter == side
        and r.winner == other(side)
    )


WORDINGS: dict[str, list[str]] = {
    "smash-winner": ["smashes that win the point outright", "unreturned smash kills"],
    "drive-winner": ["drive winners", "flat exchanges finished by a drive nobody could return"],
    "long-net-ending": [
        "long rallies, 20 shots or more, that finish in the net",
        "after a 20+ shot exchange somebody puts it into the tape",
    ],
    "receiver-loses-early": [
        "the receiver loses the point within the first four shots",
        "short points of four shots or fewer won by the server",
    ],
    "axelsen-drop-winner": [
        "Axelsen drop shot winners",
        "Viktor Axelsen finishes the point with a drop that is not returned",
    ],
    "an-beaten-by-smash": [
        "An Se Young loses the point to a smash winner",
        "rallies where An Seyoung gets smashed past and loses",
    ],
    "server-game-point-lost": [
        "the server has game point but loses the rally",
        "server wastes a game point on serve",
    ],
    "back-to-back-smashes": [
        "a player smashes twice in a row",
        "two consecutive smashes by the same player",
    ],
    "no-clear-long": [
        "rallies of 12 or more shots without a single clear",
        "long exchanges of at least 12 shots with no clears at all",
    ],
    "short-serve-net-lift": [
        "short serve, net return, then a lift",
        "after a low serve the receiver plays a net shot and the server lifts",
    ],
    "first-set-very-long": [
        "rallies of 25 shots or more in the first game",
        "very long first-set rallies of at least 25 shots",
    ],
    "momota-net-loss": [
        "Momota loses the point into the net",
        "Kento Momota net errors",
    ],
    "receiver-smash-win": [
        "the receiver wins with a smash winner",
        "receiving player finishes the rally with an unreturned smash",
    ],
    "front-winner": [
        "winners that land in the front court",
        "points won with a shot dropping short near the net, unreturned",
    ],
    "server-wins-at-deuce": [
        "the server wins the point at deuce",
        "rallies at 20-all or later won by the player serving",
    ],
    "lzj-lift-punished": [
        "Lee Zii Jia lifts and loses the point on the next shot",
        "Lee Zii Jia's lift gets punished straight away",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


def split_lines(
    intents: list[Intent], wordings: dict[str, list[str]], split: str, root: Path
) -> list[dict]:
    """Every query line of a held-out split, in intent order, with its relevant rallies."""
    splits = dict.fromkeys((i.id for i in intents), split)
    return query_lines(intents, wordings, splits, corpus.load(Path(root)).rallies)


def command(description: str, build: Callable[[Path], list[dict]], out: Path) -> int:
    """Write a held-out search split from the raw corpus, or with ``--check`` compare it with
    the frozen file."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--root", type=Path, default=corpus.DEFAULT_ROOT)
    parser.add_argument("--check", action="store_true", help="compare with the frozen file")
    args = parser.parse_args()
    lines = build(args.root)
    if args.check:
        same = [json.loads(x) for x in out.read_text().splitlines()] == lines
        print("frozen file matches the raw corpus" if same else "frozen file DIFFERS")
        return 0 if same else 1
    write(lines, out)
    print(f"wrote {len(lines)} held-out queries to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
