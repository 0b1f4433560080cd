"""Write the eighth held-out search query set, ``search_heldout8.jsonl``, from the raw corpus.

Written in stop 30, before it was run and before any planner change of that stop, to be run
once and never used to tune: sixteen intents none of the earlier splits holds, weighted to
the test split's weakest categories (anchors, sequences, runs and strategic queries about who
did more of what), each asked in two wordings written by hand. The relevant rallies come
from the predicates below, plain Python over the raw CSVs (``truth.py``'s helpers, never
``rallyscope``). Every line's split is ``heldout8``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout8 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import (
    DRIVE,
    DROP,
    LIFT,
    NET,
    SMASH,
    Intent,
    intent,
    known_after_serve,
    last,
    outright,
    rally_run,
    side_of,
    trailing_by,
    triples,
)

OUT = Path(__file__).with_name("search_heldout8.jsonl")
SPLIT = "heldout8"
INTENTS: list[Intent] = []  # filled by @intent(..., into=INTENTS) below, in order


@intent("anchor", into=INTENTS)
def serve_unreturned(r: Rally) -> bool:
    """The rally is the serve alone: it was never returned."""
    return len(r.shots) == 1


@intent("anchor", into=INTENTS)
def fifth_shot_smash(r: Rally) -> bool:
    """Shot 5 is a smash (either kind)."""
    return len(r.shots) >= 5 and r.shots[4].kind in SMASH


@intent("anchor", into=INTENTS)
def penultimate_drop(r: Rally) -> bool:
    """The second-to-last shot is a drop (drop or passive drop)."""
    return len(r.shots) >= 2 and r.shots[-2].kind in DROP


@intent("sequence", into=INTENTS)
def lift_clear_smash(r: Rally) -> bool:
    """A lift (lob or defensive return lob), the next shot a clear, and the shot after that
    a smash (either kind)."""
    return any(a.kind in LIFT and b.kind == "clear" and c.kind in SMASH for a, b, c in triples(r))


@intent("sequence", into=INTENTS)
def push_smashed(r: Rally) -> bool:
    """A push immediately followed by a smash (either kind)."""
    s = r.shots
    return any(a.kind == "push" and b.kind in SMASH for a, b in zip(s, s[1:], strict=False))


@intent("sequence", into=INTENTS)
def drive_then_drop_winner(r: Rally) -> bool:
    """The last two shots are a drive (any drive type) and a drop (either kind) that is an
    outright winner."""
    s = r.shots
    return len(s) >= 2 and s[-2].kind in DRIVE and s[-1].kind in DROP and outright(r)


@intent("run", into=INTENTS)
def drive_run_5(r: Rally) -> bool:
    """At least five drives (any drive type) in a row."""
    return rally_run(r, DRIVE, 5)


@intent("run", into=INTENTS)
def push_run_3(r: Rally) -> bool:
    """At least three pushes in a row."""
    return rally_run(r, {"push"}, 3)


@intent("strategic", into=INTENTS)
def winner_more_net_shots(r: Rally) -> bool:
    """The rally's winner hit more net-family shots than its loser, with at least three in
    all; only rallies whose shots after the serve all have a known type count."""
    if r.winner is None or not known_after_serve(r):
        return False
    mine = sum(s.kind in NET and s.hitter == r.winner for s in r.shots)
    theirs = sum(s.kind in NET and s.hitter == other(r.winner) for s in r.shots)
    return mine + theirs >= 3 and mine > theirs


@intent("strategic", into=INTENTS)
def winner_never_lifts_10(r: Rally) -> bool:
    """A rally of at least ten shots whose winner never lifts (no lob or defensive return lob
    of theirs); only rallies whose shots after the serve all have a known type count."""
    return (
        len(r.shots) >= 10
        and r.winner is not None
        and known_after_serve(r)
        and not any(s.kind in LIFT and s.hitter == r.winner for s in r.shots)
    )


@intent("strategic", into=INTENTS)
def receiver_smashes_three_loses(r: Rally) -> bool:
    """The receiver hits at least three smashes (either kind) and loses the rally."""
    return (
        r.winner == r.server
        and sum(s.kind in SMASH and s.hitter == r.receiver for s in r.shots) >= 3
    )


@intent("player", into=INTENTS)
def axelsen_backhand_winner(r: Rally) -> bool:
    """Viktor Axelsen wins the rally with an outright backhand shot of his own."""
    side = side_of(r, "Viktor AXELSEN")
    return side is not None and last(r).hitter == side and last(r).backhand and outright(r)


@intent("player", into=INTENTS)
def chen_long_smash_out(r: Rally) -> bool:
    """Chen Long's smash (either kind) is the final shot and lands out."""
    side = side_of(r, "CHEN Long")
    return (
        side is not None and last(r).hitter == side and last(r).kind in SMASH and r.ending == "out"
    )


@intent("score", into=INTENTS)
def receiver_leads_loses(r: Rally) -> bool:
    """The receiver leads on the score before the rally and loses it."""
    return r.winner == r.server and trailing_by(r, r.server) > 0


@intent("score", into=INTENTS)
def early_game_long(r: Rally) -> bool:
    """A rally of at least 20 shots played before either side has five points."""
    return len(r.shots) >= 20 and max(r.score_before) < 5


@intent("zone", into=INTENTS)
def clear_rear_left_winner(r: Rally) -> bool:
    """The final shot is a clear landing in the rear-left zone, an outright winner."""
    return last(r).kind == "clear" and last(r).land_zone == "rear-left" and outright(r)


WORDINGS: dict[str, list[str]] = {
    "serve-unreturned": [
        "points where the serve is never returned",
        "rallies that end on the serve",
    ],
    "fifth-shot-smash": [
        "a smash as the fifth shot of the rally",
        "shot 5 is a smash",
    ],
    "penultimate-drop": [
        "the second-to-last shot is a drop",
        "a drop shot that is followed by only one more shot",
    ],
    "lift-clear-smash": [
        "a lift answered with a clear, which then gets smashed",
        "lob, clear, then a smash",
    ],
    "push-smashed": [
        "a push that gets smashed",
        "smashing the opponent's push",
    ],
    "drive-then-drop-winner": [
        "a drive followed by a winning drop",
        "the rally ends with a drop winner played off a drive",
    ],
    "drive-run-5": [
        "five or more drives in a row",
        "a flat exchange of at least five drives one after another",
    ],
    "push-run-3": [
        "three pushes in a row",
        "a run of at least three consecutive pushes",
    ],
    "winner-more-net-shots": [
        "the player who played more net shots won the rally",
        "points won by the player with more net shots than the opponent",
    ],
    "winner-never-lifts-10": [
        "the winner never lifts in a rally of ten or more shots",
        "winning a rally of at least 10 shots without lifting once",
    ],
    "receiver-smashes-three-loses": [
        "the receiver smashes three times and still loses the point",
        "points the receiver loses despite at least three smashes",
    ],
    "axelsen-backhand-winner": [
        "Axelsen backhand winners",
        "Viktor Axelsen wins the point with a backhand shot nobody returns",
    ],
    "chen-long-smash-out": [
        "Chen Long smashes out to lose the point",
        "rallies ending with a Chen Long smash that lands out",
    ],
    "receiver-leads-loses": [
        "the receiver is ahead on the score but loses the rally",
        "points lost by the receiving player while leading",
    ],
    "early-game-long": [
        "long rallies early in the game, before either player reaches five points",
        "rallies of 20 shots or more while both scores are under five",
    ],
    "clear-rear-left-winner": [
        "a clear into the rear left corner that wins the point",
        "winning with a clear deep to the back left",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
