"""Write the eleventh held-out search query set, ``search_heldout11.jsonl``, from the raw corpus.

Written in stop 32, after that stop's one planner change (a shot number said first) and
before this set was run, to be run once and never used to tune: seventeen intents none of
the earlier splits holds, weighted to the test split's weakest categories (strategic, zone,
anchor, sequence), each asked in two wordings written by hand. The relevant rallies come
from the predicates below, plain Python over the raw CSVs (``truth.py``'s helpers, never
``rallyscope``). Every line's split is ``heldout11``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout11 [--root DATA] [--check]
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
    game_point,
    intent,
    known_after_serve,
    last,
    outright,
    plays,
    receiver,
    triples,
)

OUT = Path(__file__).with_name("search_heldout11.jsonl")
SPLIT = "heldout11"
INTENTS: list[Intent] = []  # filled by @intent(..., into=INTENTS) below, in order


def _pairs(r: Rally, first: set[str], second: set[str]) -> bool:
    """A shot of ``first`` immediately answered by one of ``second``."""
    s = r.shots
    return any(a.kind in first and b.kind in second for a, b in zip(s, s[1:], strict=False))


@intent("anchor", into=INTENTS)
def fourth_shot_drop(r: Rally) -> bool:
    """Shot 4 (the receiver's second shot) is a drop (either kind)."""
    return len(r.shots) >= 4 and r.shots[3].kind in DROP


@intent("anchor", into=INTENTS)
def final_two_drives(r: Rally) -> bool:
    """The last two shots of the rally are both drives (any drive)."""
    return len(r.shots) >= 2 and all(s.kind in DRIVE for s in r.shots[-2:])


@intent("anchor", into=INTENTS)
def return_lifted_receiver_wins(r: Rally) -> bool:
    """Shot 2 (the return of serve) is a lift (lob or defensive return lob), and the
    receiver wins the rally."""
    return len(r.shots) >= 2 and r.shots[1].kind in LIFT and r.winner == receiver(r)


@intent("zone", into=INTENTS)
def rear_left_clear_smashed(r: Rally) -> bool:
    """A clear that lands in the rear-left zone, immediately answered by a smash (either
    kind)."""
    s = r.shots
    return any(
        a.kind == "clear" and a.land_zone == "rear-left" and b.kind in SMASH
        for a, b in zip(s, s[1:], strict=False)
    )


@intent("zone", into=INTENTS)
def final_smash_from_rear_right(r: Rally) -> bool:
    """The final shot is a smash (either kind) hit from the rear-right zone."""
    return last(r).kind in SMASH and last(r).hit_zone == "rear-right"


@intent("zone", into=INTENTS)
def final_lift_from_front_centre(r: Rally) -> bool:
    """The final shot is a lift (lob or defensive return lob) hit from the front-centre
    zone."""
    return last(r).kind in LIFT and last(r).hit_zone == "front-centre"


@intent("strategic", into=INTENTS)
def winner_smashes_three(r: Rally) -> bool:
    """The winner of the rally plays at least three smashes (either kind)."""
    if r.winner is None:
        return False
    return sum(s.kind in SMASH and s.hitter == r.winner for s in r.shots) >= 3


@intent("strategic", into=INTENTS)
def loser_never_lifts_10(r: Rally) -> bool:
    """A rally of at least ten shots in which the loser plays no lift (lob or defensive
    return lob); only rallies whose shots after the serve all have a known type count."""
    if r.loser is None or len(r.shots) < 10 or not known_after_serve(r):
        return False
    return not any(s.kind in LIFT and s.hitter == r.loser for s in r.shots)


@intent("strategic", into=INTENTS)
def receiver_drops_more_wins(r: Rally) -> bool:
    """The receiver plays more drops (either kind) than the server, and wins."""
    drops = {side: sum(s.kind in DROP and s.hitter == side for s in r.shots) for side in "AB"}
    return drops[receiver(r)] > drops[r.server] and r.winner == receiver(r)


@intent("run", into=INTENTS)
def clears_then_drop(r: Rally) -> bool:
    """Two clears in a row immediately followed by a drop (either kind)."""
    return any(a.kind == b.kind == "clear" and c.kind in DROP for a, b, c in triples(r))


@intent("sequence", into=INTENTS)
def drop_answered_by_push(r: Rally) -> bool:
    """A drop (either kind) immediately answered by a push."""
    return _pairs(r, DROP, {"push"})


@intent("sequence", into=INTENTS)
def lift_answered_by_drop_winner(r: Rally) -> bool:
    """The second-to-last shot is a lift (lob or defensive return lob) and the last an
    outright drop winner (either kind)."""
    s = r.shots
    return len(s) >= 2 and s[-2].kind in LIFT and s[-1].kind in DROP and outright(r)


@intent("negation", into=INTENTS)
def no_clear_receiver_wins_10(r: Rally) -> bool:
    """A rally of at least ten shots with no clear by anyone, won by the receiver; only
    rallies whose shots after the serve all have a known type count."""
    clear = any(s.kind == "clear" for s in r.shots)
    long = len(r.shots) >= 10
    return long and r.winner == receiver(r) and known_after_serve(r) and not clear


@intent("score", into=INTENTS)
def deuce_receiver_wins(r: Rally) -> bool:
    """The score as the rally starts is level at 20-20 or beyond, and the receiver wins."""
    a, b = r.score_before
    return a == b and a >= 20 and r.winner == receiver(r)


@intent("score", into=INTENTS)
def game_point_smash_winner(r: Rally) -> bool:
    """Either player has game point as the rally starts, and the rally ends with an
    outright smash winner (either kind)."""
    point = game_point(r.score_before, "A") or game_point(r.score_before, "B")
    return point and last(r).kind in SMASH and outright(r)


@intent("player", into=INTENTS)
def momota_drop_winner(r: Rally) -> bool:
    """Kento Momota won the rally with an outright drop (either kind) of his own."""
    return plays(r, "Kento MOMOTA", "winner") and last(r).kind in DROP and outright(r)


@intent("rally", into=INTENTS)
def short_rally_receiver_wins(r: Rally) -> bool:
    """A rally of at most four shots won by the receiver."""
    return len(r.shots) <= 4 and r.winner == receiver(r)


WORDINGS: dict[str, list[str]] = {
    "fourth-shot-drop": [
        "the fourth shot of the rally is a drop",
        "a drop played as the receiver's second shot",
    ],
    "final-two-drives": [
        "the last two shots of the rally are both drives",
        "a rally that finishes with a drive answered by another drive",
    ],
    "return-lifted-receiver-wins": [
        "the receiver lifts the serve and still wins the rally",
        "rallies won by the receiver after a lifted return of serve",
    ],
    "rear-left-clear-smashed": [
        "a clear to the back left corner that gets smashed",
        "smashing a clear that lands deep on the left",
    ],
    "final-smash-from-rear-right": [
        "the rally ends with a smash from the rear right",
        "the last shot is a smash played from the back right corner",
    ],
    "final-lift-from-front-centre": [
        "the rally ends with a lob played from the front centre of the court",
        "the last shot is a lift from the middle of the forecourt",
    ],
    "winner-smashes-three": [
        "the winner of the rally smashes at least three times",
        "the player who wins hits three or more smashes",
    ],
    "loser-never-lifts-10": [
        "the losing player never lifts in a rally of ten or more shots",
        "a rally of at least 10 shots where the player who loses does not play a single lob",
    ],
    "receiver-drops-more-wins": [
        "the receiver plays more drops than the server and wins the rally",
        "winning as the receiver while dropping more often than the server",
    ],
    "clears-then-drop": [
        "two clears in a row followed by a drop",
        "a drop right after a pair of consecutive clears",
    ],
    "drop-answered-by-push": [
        "a drop answered by a push",
        "pushing the opponent's drop shot",
    ],
    "lift-answered-by-drop-winner": [
        "a lob answered with a drop winner",
        "dropping for a winner straight after the opponent lifts",
    ],
    "no-clear-receiver-wins-10": [
        "the receiver wins a rally of 10+ shots without any clears",
        "long rallies of at least ten shots with no clear that the receiving player wins",
    ],
    "deuce-receiver-wins": [
        "a deuce point won by the receiver",
        "the receiving player takes the rally at deuce",
    ],
    "game-point-smash-winner": [
        "a smash winner on game point",
        "game point ended by an outright smash",
    ],
    "momota-drop-winner": [
        "Momota wins the rally with a drop",
        "a drop shot winner by Kento Momota",
    ],
    "short-rally-receiver-wins": [
        "the receiver wins a rally of four shots or fewer",
        "short rallies of at most 4 shots won by the receiving player",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
