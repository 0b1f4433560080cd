"""Write the third held-out search query set, ``search_heldout3.jsonl``, from the raw corpus.

The second held-out set (``build_search_heldout2.py``) was run once in stop 24 and its
misreadings were then fixed. This set was written in stop 25, before any change of that
stop, to be run once and never used to tune: sixteen intents none of the earlier splits
holds, each asked in two wordings written by hand. The relevant rallies come from the
predicates below, plain Python over the raw CSVs (``truth.py``'s helpers, never
``rallyscope``). Every line's split is ``heldout3``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout3 [--root DATA] [--check]
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
    depth,
    intent,
    known_after_serve,
    last,
    outright,
    own,
    own_run,
    plays,
)

OUT = Path(__file__).with_name("search_heldout3.jsonl")
SPLIT = "heldout3"
INTENTS: list[Intent] = []  # filled by @intent(..., into=INTENTS) below, in order


@intent("shot", into=INTENTS)
def rush_winner(r: Rally) -> bool:
    """The final shot is a rush and an outright winner."""
    return last(r).kind == "rush" and outright(r)


@intent("shot", into=INTENTS)
def drive_into_net(r: Rally) -> bool:
    """The final shot is a drive-family shot (drive, driven flight, back-court drive,
    defensive return drive) and the rally ended in the net."""
    return last(r).kind in DRIVE and r.ending == "net"


@intent("rally", into=INTENTS)
def medium_net_ending(r: Rally) -> bool:
    """A rally of 10 to 12 shots that ended in the net."""
    return 10 <= len(r.shots) <= 12 and r.ending == "net"


@intent("anchor", into=INTENTS)
def return_into_net(r: Rally) -> bool:
    """The rally is two shots long and ended in the net: the return of serve went into it."""
    return len(r.shots) == 2 and r.ending == "net"


@intent("anchor", into=INTENTS)
def pushed_return(r: Rally) -> bool:
    """The return of serve (shot 2) is a push."""
    return len(r.shots) >= 2 and r.shots[1].kind == "push"


@intent("player", into=INTENTS)
def axelsen_loses_on_serve(r: Rally) -> bool:
    """Viktor Axelsen served and lost the rally."""
    return plays(r, "Viktor AXELSEN", "server") and plays(r, "Viktor AXELSEN", "loser")


@intent("player", into=INTENTS)
def ginting_wins_on_out(r: Rally) -> bool:
    """Anthony Sinisuka Ginting won the rally and it ended out (his opponent hit out)."""
    return plays(r, "Anthony Sinisuka GINTING", "winner") and r.ending == "out"


@intent("player", into=INTENTS)
def intanon_smash_winner(r: Rally) -> bool:
    """Ratchanok Intanon won the rally with an outright smash (either kind) of her own."""
    return plays(r, "Ratchanok INTANON", "winner") and last(r).kind in SMASH and outright(r)


@intent("score", into=INTENTS)
def opening_point(r: Rally) -> bool:
    """The first rally of a set: the score before it is 0-0."""
    return r.score_before == (0, 0)


@intent("score", into=INTENTS)
def server_leads_by_five(r: Rally) -> bool:
    """The server leads by at least five points before the rally."""
    a, b = r.score_before
    lead = a - b if r.server == "A" else b - a
    return lead >= 5


@intent("run", into=INTENTS)
def four_lifts_in_a_row(r: Rally) -> bool:
    """One player lifts (lob or defensive return lob) on at least four consecutive own shots."""
    return any(own_run(r, side, LIFT, 4) for side in ("A", "B"))


@intent("run", into=INTENTS)
def two_smashes_then_winner(r: Rally) -> bool:
    """The final two shots of the winner are both smashes (either kind) and the last is an
    outright winner."""
    if not outright(r):
        return False
    mine = own(r, r.winner)
    return len(mine) >= 2 and all(r.shots[i].kind in SMASH for i in mine[-2:])


@intent("negation", into=INTENTS)
def no_smash_no_drop(r: Rally) -> bool:
    """A rally of at least 10 shots with no smash (either kind) and no drop (either kind);
    only rallies whose shots after the serve all have a known type count."""
    return (
        len(r.shots) >= 10
        and known_after_serve(r)
        and all(s.kind not in SMASH | {"drop", "passive drop"} for s in r.shots)
    )


@intent("negation", into=INTENTS)
def winner_never_clears(r: Rally) -> bool:
    """The winner of a rally of at least 15 shots hit no clear in it; only rallies whose shots
    after the serve all have a known type count."""
    return (
        r.winner is not None
        and len(r.shots) >= 15
        and known_after_serve(r)
        and all(r.shots[i].kind != "clear" for i in own(r, r.winner))
    )


@intent("sequence", into=INTENTS)
def drop_answered_cross_net(r: Rally) -> bool:
    """A drop or passive drop immediately followed by a cross-court net shot."""
    return any(
        a.kind in {"drop", "passive drop"} and b.kind == "cross-court net shot"
        for a, b in zip(r.shots, r.shots[1:], strict=False)
    )


@intent("zone", into=INTENTS)
def midcourt_smash_winner(r: Rally) -> bool:
    """The final shot is a smash (either kind) hit from the mid court and an outright winner."""
    return last(r).kind in SMASH and depth(last(r).hit_zone) == "mid" and outright(r)


WORDINGS: dict[str, list[str]] = {
    "rush-winner": ["net kill winners", "rallies finished by a rush at the net that wins outright"],
    "drive-into-net": [
        "drives into the net",
        "a flat drive that hits the tape and costs the point",
    ],
    "medium-net-ending": [
        "rallies of 10 to 12 shots that end in the net",
        "a net error after ten, eleven or twelve shots",
    ],
    "return-into-net": [
        "the return of serve goes into the net",
        "receivers who put the serve return straight into the net",
    ],
    "pushed-return": ["a pushed return of serve", "the receiver pushes the serve back"],
    "axelsen-loses-on-serve": [
        "Axelsen loses the point on his own serve",
        "rallies Viktor Axelsen serves and loses",
    ],
    "ginting-wins-on-out": [
        "Ginting wins the point when his opponent hits out",
        "points won by Anthony Ginting because the shuttle went out",
    ],
    "intanon-smash-winner": [
        "Ratchanok Intanon smash winners",
        "Intanon finishes the rally with a smash nobody returns",
    ],
    "opening-point": ["the first rally of each game", "points played at 0-0"],
    "server-leads-by-five": [
        "the server is ahead by five points or more",
        "serving with a lead of at least 5",
    ],
    "four-lifts-in-a-row": [
        "a player lifts four times in a row",
        "four consecutive lobs by the same player",
    ],
    "two-smashes-then-winner": [
        "two smashes in a row by the winner, the second one a winner",
        "a player smashes twice and the second smash wins the point outright",
    ],
    "no-smash-no-drop": [
        "rallies of 10+ shots with no smashes and no drops",
        "at least ten shots and not a single smash or drop",
    ],
    "winner-never-clears": [
        "the winner of a 15+ shot rally never clears",
        "long rallies of at least 15 shots won without hitting a single clear",
    ],
    "drop-answered-cross-net": [
        "a drop answered with a cross-court net shot",
        "a cross net reply to a drop shot",
    ],
    "midcourt-smash-winner": [
        "smash winners hit from mid-court",
        "a smash from the middle of the court that wins outright",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
