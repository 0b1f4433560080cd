"""Write the ninth held-out search query set, ``search_heldout9.jsonl``, from the raw corpus.

Written in stop 30, after the eighth set's fixes and before this set was run, to be run once
and never used to tune: sixteen intents none of the earlier splits holds, weighted to the
test split's weakest categories (anchors, sequences, negation, zones, strategic), each asked
in two wordings written by hand. The relevant rallies come from the predicates below, plain
Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``). Every line's split
is ``heldout9``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout9 [--root DATA] [--check]
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
    triples,
)

OUT = Path(__file__).with_name("search_heldout9.jsonl")
SPLIT = "heldout9"
INTENTS: list[Intent] = []  # filled by @intent(..., into=INTENTS) below, in order


@intent("anchor", into=INTENTS)
def fourth_shot_lift(r: Rally) -> bool:
    """Shot 4 (the receiver's second shot) is a lift (lob or defensive return lob)."""
    return len(r.shots) >= 4 and r.shots[3].kind in LIFT


@intent("anchor", into=INTENTS)
def short_serve_lifted(r: Rally) -> bool:
    """A short service returned with a lift (lob or defensive return lob) as shot 2."""
    s = r.shots
    return len(s) >= 2 and s[0].kind == "short service" and s[1].kind in LIFT


@intent("anchor", into=INTENTS)
def penultimate_clear(r: Rally) -> bool:
    """The second-to-last shot is a clear."""
    return len(r.shots) >= 2 and r.shots[-2].kind == "clear"


@intent("anchor", into=INTENTS)
def long_serve_return_winner(r: Rally) -> bool:
    """A long service whose return (shot 2) is an outright winner: a two-shot rally."""
    return len(r.shots) == 2 and r.shots[0].kind == "long service" and outright(r)


@intent("sequence", into=INTENTS)
def drop_net_lift(r: Rally) -> bool:
    """A drop (either kind), the next shot a net-family shot, the shot after that a lift."""
    return any(a.kind in DROP and b.kind in NET and c.kind in LIFT for a, b, c in triples(r))


@intent("sequence", into=INTENTS)
def drive_answered_by_lift(r: Rally) -> bool:
    """A drive (any drive type) immediately followed by a lift (lob or defensive lob)."""
    s = r.shots
    return any(a.kind in DRIVE and b.kind in LIFT for a, b in zip(s, s[1:], strict=False))


@intent("sequence", into=INTENTS)
def two_clears_then_smash(r: Rally) -> bool:
    """Two clears in a row, and the shot right after them a smash (either kind)."""
    return any(
        a.kind == "clear" and b.kind == "clear" and c.kind in SMASH for a, b, c in triples(r)
    )


@intent("negation", into=INTENTS)
def winner_never_drops_12(r: Rally) -> bool:
    """A rally of at least twelve shots in which the winner plays no drop (either kind);
    only rallies whose shots after the serve all have a known type count."""
    return (
        len(r.shots) >= 12
        and r.winner is not None
        and known_after_serve(r)
        and not any(s.kind in DROP and s.hitter == r.winner for s in r.shots)
    )


@intent("negation", into=INTENTS)
def no_smash_receiver_wins(r: Rally) -> bool:
    """No smash (either kind) by anyone, and the receiver wins; only rallies whose shots
    after the serve all have a known type count."""
    return (
        r.winner == r.receiver
        and known_after_serve(r)
        and not any(s.kind in SMASH for s in r.shots)
    )


@intent("zone", into=INTENTS)
def drop_from_rear_left_winner(r: Rally) -> bool:
    """The final shot is a drop (either kind) hit from the rear-left zone, an outright
    winner."""
    return last(r).kind in DROP and last(r).hit_zone == "rear-left" and outright(r)


@intent("zone", into=INTENTS)
def smash_to_front(r: Rally) -> bool:
    """A smash (either kind) that lands in the front court (any side)."""
    return any(s.kind in SMASH and depth(s.land_zone) == "front" for s in r.shots)


@intent("strategic", into=INTENTS)
def server_lifts_more_wins(r: Rally) -> bool:
    """The server hits more lifts (lob or defensive return lob) than the receiver, and
    wins the rally."""
    lifts = {side: sum(s.kind in LIFT and s.hitter == side for s in r.shots) for side in "AB"}
    return lifts[r.server] > lifts[r.receiver] and r.winner == r.server


@intent("strategic", into=INTENTS)
def winner_never_smashes_loser_twice(r: Rally) -> bool:
    """The winner hits no smash (either kind) and the loser at least two; only rallies
    whose shots after the serve all have a known type count."""
    if r.winner is None or not known_after_serve(r):
        return False
    mine = sum(s.kind in SMASH and s.hitter == r.winner for s in r.shots)
    theirs = sum(s.kind in SMASH and s.hitter == r.loser for s in r.shots)
    return mine == 0 and theirs >= 2


@intent("score", into=INTENTS)
def late_game_15_shots(r: Rally) -> bool:
    """A rally of at least 15 shots played with both players on 15 points or more."""
    return len(r.shots) >= 15 and min(r.score_before) >= 15


@intent("rally", into=INTENTS)
def three_shot_out(r: Rally) -> bool:
    """A rally of exactly three shots that ends with the shuttle out."""
    return len(r.shots) == 3 and r.ending == "out"


@intent("shot", into=INTENTS)
def backhand_lift_last(r: Rally) -> bool:
    """The final shot is a lift (lob or defensive return lob) played on the backhand."""
    return last(r).kind in LIFT and last(r).backhand


WORDINGS: dict[str, list[str]] = {
    "fourth-shot-lift": [
        "a lift on the fourth shot",
        "the receiver's second shot is a lob",
    ],
    "short-serve-lifted": [
        "a short serve that the receiver lifts",
        "the return of a short serve is a lob",
    ],
    "penultimate-clear": [
        "a clear as the shot before the last one",
        "the second-last shot of the rally is a clear",
    ],
    "long-serve-return-winner": [
        "a winning return of a long serve",
        "the receiver hits an outright winner straight off a long serve",
    ],
    "drop-net-lift": [
        "drop, net shot, lift",
        "a drop answered at the net and then lifted",
    ],
    "drive-answered-by-lift": [
        "a drive answered by a lob",
        "lifting the opponent's drive",
    ],
    "two-clears-then-smash": [
        "two clears in a row followed by a smash",
        "back-to-back clears and then a smash",
    ],
    "winner-never-drops-12": [
        "the winner does not play a single drop in a rally of twelve or more shots",
        "winning a rally of at least 12 shots without dropping",
    ],
    "no-smash-receiver-wins": [
        "the receiver wins a rally without any smashes",
        "rallies with no smash that the receiving player takes",
    ],
    "drop-from-rear-left-winner": [
        "a winning drop played from the back left",
        "an outright drop winner from the rear-left corner",
    ],
    "smash-to-front": [
        "smashes that land in the front court",
        "a smash into the forecourt",
    ],
    "server-lifts-more-wins": [
        "the server lifts more than the receiver and still wins",
        "rallies the serving player wins despite playing more lifts than the receiver",
    ],
    "winner-never-smashes-loser-twice": [
        "the loser smashes at least twice but the winner never smashes",
        "winning without a smash against an opponent who smashes two or more times",
    ],
    "late-game-15-shots": [
        "rallies of at least 15 shots when both scores are 15 or higher",
        "15-shot rallies or longer with both players on 15 points or more",
    ],
    "three-shot-out": [
        "three-shot rallies that end with the shuttle out",
        "points over in three shots with the last one hit out",
    ],
    "backhand-lift-last": [
        "the rally ends with a backhand lob",
        "the last shot is a lift on the backhand",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
