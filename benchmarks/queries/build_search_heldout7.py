"""Write the seventh held-out search query set, ``search_heldout7.jsonl``, from the raw corpus.

The test split's weakest categories are anchors (a shot at a fixed place: the return, shot
three, the one before last), sequences and strategic or relational queries (who did more of
what). This set was written in stop 29, before it was run and before any planner change of
that stop, to be run once and never used to tune: sixteen intents none of the earlier splits
holds, weighted to those categories, each asked in two wordings written by hand. The
relevant rallies come from the predicates below, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``). Every line's split is ``heldout7``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout7 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import (
    DRIVE,
    LIFT,
    NET,
    SMASH,
    Intent,
    intent,
    known_after_serve,
    last,
    outright,
    plays,
    rally_run,
    side_of,
    smashes_by,
    trailing_by,
)

OUT = Path(__file__).with_name("search_heldout7.jsonl")
SPLIT = "heldout7"
INTENTS: list[Intent] = []  # filled by @intent(..., into=INTENTS) below, in order


@intent("anchor", into=INTENTS)
def third_shot_smash(r: Rally) -> bool:
    """Shot 3 (the server's second shot) is a smash (either kind)."""
    return len(r.shots) >= 3 and r.shots[2].kind in SMASH


@intent("anchor", into=INTENTS)
def return_drive(r: Rally) -> bool:
    """The return of serve (shot 2) is a drive (any drive type)."""
    return len(r.shots) >= 2 and r.shots[1].kind in DRIVE


@intent("anchor", into=INTENTS)
def penultimate_smash(r: Rally) -> bool:
    """The second-to-last shot is a smash (either kind)."""
    return len(r.shots) >= 2 and r.shots[-2].kind in SMASH


@intent("anchor", into=INTENTS)
def long_serve_won_within_four(r: Rally) -> bool:
    """The serve is a long service, the rally lasts at most four shots and the server wins."""
    return r.shots[0].kind == "long service" and len(r.shots) <= 4 and r.winner == r.server


@intent("sequence", into=INTENTS)
def net_answered_cross_net(r: Rally) -> bool:
    """A net shot or return net immediately followed by a cross-court net shot."""
    s = r.shots
    return any(
        a.kind in {"net shot", "return net"} and b.kind == "cross-court net shot"
        for a, b in zip(s, s[1:], strict=False)
    )


@intent("sequence", into=INTENTS)
def clear_smash_winner(r: Rally) -> bool:
    """The last two shots are a clear and a smash (either kind) that is an outright winner."""
    s = r.shots
    return len(s) >= 2 and s[-2].kind == "clear" and s[-1].kind in SMASH and outright(r)


@intent("sequence", into=INTENTS)
def smash_then_net_finish(r: Rally) -> bool:
    """The rally winner smashes (either kind) as the third-to-last shot and finishes with an
    outright winner at the net (a net-family shot or a rush) two shots later."""
    s = r.shots
    return (
        len(s) >= 3
        and s[-3].kind in SMASH
        and s[-3].hitter == r.winner
        and (s[-1].kind in NET or s[-1].kind == "rush")
        and outright(r)
    )


@intent("sequence", into=INTENTS)
def smash_countered_by_drive_winner(r: Rally) -> bool:
    """The second-to-last shot is a smash (either kind) and the final shot a drive (any drive
    type) that is an outright winner."""
    s = r.shots
    return len(s) >= 2 and s[-2].kind in SMASH and s[-1].kind in DRIVE and outright(r)


@intent("run", into=INTENTS)
def drive_run_into_net(r: Rally) -> bool:
    """At least three drives (any drive type) in a row, and the rally ended in the net."""
    return rally_run(r, DRIVE, 3) and r.ending == "net"


@intent("strategic", into=INTENTS)
def loser_smashed_more(r: Rally) -> bool:
    """The rally's loser hit more smashes (either kind) than its winner, and at least three
    smashes were hit in all; only rallies whose shots after the serve all have a known type
    count."""
    if r.winner is None or not known_after_serve(r):
        return False
    mine, theirs = smashes_by(r, other(r.winner)), smashes_by(r, r.winner)
    return mine + theirs >= 3 and mine > theirs


@intent("strategic", into=INTENTS)
def winner_lifted_twice(r: Rally) -> bool:
    """The rally's winner hit at least two lifts (lob or defensive return lob) in it."""
    return (
        r.winner is not None and sum(s.kind in LIFT and s.hitter == r.winner for s in r.shots) >= 2
    )


@intent("player", into=INTENTS)
def momota_loses_long(r: Rally) -> bool:
    """Kento Momota loses a rally of at least 15 shots."""
    return len(r.shots) >= 15 and plays(r, "Kento MOMOTA", "loser")


@intent("player", into=INTENTS)
def chou_rush_winner(r: Rally) -> bool:
    """Chou Tien Chen wins the rally with a rush as the final, unreturned shot."""
    side = side_of(r, "CHOU Tien Chen")
    return side is not None and last(r).kind == "rush" and last(r).hitter == side and outright(r)


@intent("score", into=INTENTS)
def leader_by_five_loses(r: Rally) -> bool:
    """The side leading by at least five points before the rally loses it."""
    return r.winner is not None and trailing_by(r, r.winner) >= 5


@intent("score", into=INTENTS)
def third_set_receiver_wins(r: Rally) -> bool:
    """A rally of the third set won by the receiver."""
    return r.set_no == 3 and r.winner == r.receiver


@intent("zone", into=INTENTS)
def smash_lands_mid_centre(r: Rally) -> bool:
    """A smash (either kind, any shot) that lands in the mid-centre zone."""
    return any(s.kind in SMASH and s.land_zone == "mid-centre" for s in r.shots)


WORDINGS: dict[str, list[str]] = {
    "third-shot-smash": [
        "the server smashes on the third shot",
        "a smash as shot number three",
    ],
    "return-drive": [
        "a driven return of serve",
        "the receiver answers the serve with a drive",
    ],
    "penultimate-smash": [
        "the shot before the last one is a smash",
        "a smash that gets one reply, and that reply ends the rally",
    ],
    "long-serve-won-within-four": [
        "after a long serve the server wins within four shots",
        "flick serve points the server takes in four shots or fewer",
    ],
    "net-answered-cross-net": [
        "a net shot answered with a cross-court net shot",
        "a straight net followed straight away by a crosscourt net",
    ],
    "clear-smash-winner": [
        "a clear punished by a smash winner",
        "the opponent clears and the next shot is a winning smash",
    ],
    "smash-then-net-finish": [
        "a smash followed up at the net for a winner",
        "smash, then finish the point at the net two shots later",
    ],
    "smash-countered-by-drive-winner": [
        "a smash countered with a winning drive",
        "driving a smash back for a winner",
    ],
    "drive-run-into-net": [
        "a drive exchange of three or more that ends in the net",
        "three drives in a row and the rally finishes with a shot into the net",
    ],
    "loser-smashed-more": [
        "the player who smashed more still lost the point",
        "points lost despite hitting more smashes than the opponent",
    ],
    "winner-lifted-twice": [
        "the winner of the rally had to lift at least twice",
        "winning a point after lifting two or more times",
    ],
    "momota-loses-long": [
        "Momota losing rallies of fifteen shots or more",
        "long points of at least 15 shots that Kento Momota does not win",
    ],
    "chou-rush-winner": [
        "Chou Tien Chen net kills that win the point",
        "rallies Chou finishes with an unreturned rush",
    ],
    "leader-by-five-loses": [
        "the player ahead by five or more loses the rally",
        "points lost by whoever leads by at least five",
    ],
    "third-set-receiver-wins": [
        "the receiver wins in the deciding set",
        "third-set points taken by the receiving player",
    ],
    "smash-lands-mid-centre": [
        "smashes landing in the middle of the court",
        "a smash into the mid-centre zone",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
