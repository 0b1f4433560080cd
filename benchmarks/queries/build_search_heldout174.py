"""Write the 174th held-out search query set, ``search_heldout174.jsonl``, from the corpus.

Written in stop 58, before any of that stop's changes, to be run once and never used to
tune: a measure of the code as stop 57 left it on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, written as an analyst's shorthand notes: "w/", "w/o", "3+", "x2", "<=
8", arrows between shots. The relevant rallies come from the predicates, plain Python over
the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout174``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout174 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DRIVE,
    LIFT,
    SMASH,
    Intent,
    intent,
    last,
    none_of,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout174.jsonl")
SPLIT = "heldout174"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def short_rally_winner_smashes_twice(r: Rally) -> bool:
    """A rally of at most eight shots whose winner plays at least two smashes (either
    kind)."""
    return len(r.shots) <= 8 and r.winner is not None and shots_by(r, r.winner, SMASH) >= 2


@intent("negation", into=INTENTS)
def no_lift_in_twelve(r: Rally) -> bool:
    """A rally of at least twelve shots with no lift (either kind), every type after the serve
    known."""
    return none_of(r, LIFT, 12)


@intent("rally", into=INTENTS)
def receiver_rush_finish(r: Rally) -> bool:
    """The final shot is a rush by the receiver, who won the rally."""
    return last(r).kind == "rush" and last(r).hitter == r.receiver and r.winner == r.receiver


@intent("sequence", into=INTENTS)
def smash_answered_by_drive_smasher_wins(r: Rally) -> bool:
    """A smash (either kind) straight answered by the other player's drive-family shot, and
    the smasher won the rally."""
    pairs = zip(r.shots, r.shots[1:], strict=False)
    return any(
        a.kind in SMASH and b.kind in DRIVE and a.hitter != b.hitter and r.winner == a.hitter
        for a, b in pairs
    )


@intent("rally", into=INTENTS)
def very_long_rally_into_net(r: Rally) -> bool:
    """A rally of at least 25 shots that ended in the net."""
    return len(r.shots) >= 25 and r.ending == "net"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "net shot -> rush, winner = rusher",
        "last 2: net shot, rush (wins)",
    ],
    "clear-out": [
        "end: clear/lift out",
        "final = clear or lob, out",
    ],
    "drop-winner": [
        "end w/ drop winner",
        "final = drop, unreturned",
    ],
    "crossnet-winner": [
        "end w/ x-court net shot, winner",
        "final = crosscourt net, wins",
    ],
    "netshot-into-net": [
        "final = net shot, into net",
        "end: net shot -> net",
    ],
    "misjudged-leave": [
        "end: shuttle left, lands in",
        "final = leave, in",
    ],
    "passive-drop-punished": [
        "passive drop -> smash/rush/net shot winner",
        "last 2: passive drop, then winner w/ smash, rush or net shot",
    ],
    "lift-punished": [
        "lift -> smash winner",
        "last 2: lift, smash (winner)",
    ],
    "marin-drop": [
        "Marin: end w/ drop winner",
        "Marin wins w/ final drop",
    ],
    "short-rally-winner-smashes-twice": [
        "<= 8 shots, winner smashes x2+",
        "rally 8 shots max, 2+ smashes by the winner",
        "short (8 or fewer), winner w/ at least 2 smashes",
        "winner: 2+ smashes; length <= 8",
        "8 shots or less, the player who wins smashes twice+",
    ],
    "no-lift-in-twelve": [
        "12+ shots w/o a lift",
        "no lifts, rally >= 12 shots",
        "rally 12 shots or more, zero lifts",
        "len 12+, no lob at all",
        "w/o any lift, at least 12 shots",
    ],
    "receiver-rush-finish": [
        "receiver wins w/ a rush at the end",
        "end: rush by receiver, receiver wins",
        "final = receiver's rush, point to receiver",
        "rcv side finishes w/ rush + wins",
        "last shot rush (receiver), receiver takes it",
    ],
    "smash-answered-by-drive-smasher-wins": [
        "smash -> drive reply, smasher wins",
        "smash answered w/ a drive, point to the smasher",
        "smash, opp drives it back, smashing player wins",
        "smash -> drive (other player) -> smasher takes the rally",
        "drive return of a smash; winner = smasher",
    ],
    "very-long-rally-into-net": [
        "25+ shots, ends in net",
        "rally >= 25 shots, final into the net",
        "len 25 or more, end: net",
        "very long (25+) -> into the net",
        "at least 25 shots, last shot hits the net",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
