"""Write the 126th held-out search query set, ``search_heldout126.jsonl``, from the corpus.

Written in stop 55, after held-out 125's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout126``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout126 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import INTENTS as ALL_INTENTS
from benchmarks.queries.truth import (
    LIFT,
    NET,
    Intent,
    intent,
    known_after_serve,
    own_run,
    shot_at,
    side_of,
    trailing_by,
)

OUT = Path(__file__).with_name("search_heldout126.jsonl")
SPLIT = "heldout126"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("run", into=INTENTS)
def receiver_nets_3_running_wins(r: Rally) -> bool:
    """The receiver plays three net-family shots in a row of their own, and the receiver won
    the rally."""
    return own_run(r, r.receiver, NET, 3) and r.winner == r.receiver


@intent("negation", into=INTENTS)
def no_lift_no_clear_server_wins(r: Rally) -> bool:
    """No lift (either kind) and no clear after the serve, and the server won the rally
    (every type after the serve known)."""
    high = any(s.kind in LIFT | {"clear"} for s in r.shots[1:])
    return known_after_serve(r) and not high and r.winner == r.server


@intent("anchor", into=INTENTS)
def return_lift_server_loses(r: Rally) -> bool:
    """The return of serve (the second shot) is a lift (either kind), and the server lost the
    rally."""
    return shot_at(r, 2, LIFT) and r.winner != r.server


@intent("score", into=INTENTS)
def server_trailing_5_loses(r: Rally) -> bool:
    """The server is at least five points behind before the rally, and loses it."""
    return trailing_by(r, r.server) >= 5 and r.winner != r.server


@intent("player", into=INTENTS)
def axelsen_two_backhands_wins(r: Rally) -> bool:
    """Viktor AXELSEN plays at least two backhand shots and wins the rally."""
    me = side_of(r, "Viktor AXELSEN")
    backhands = sum(1 for s in r.shots if s.hitter == me and s.backhand)
    return me is not None and backhands >= 2 and r.winner == me


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "net shot answered by a rush that ends the point",
        "the rally finishes with a rush played off a net shot",
    ],
    "clear-out": [
        "the final clear or lob goes long",
        "points lost by hitting a clear or a lift beyond the baseline",
    ],
    "drop-winner": [
        "a drop shot that nobody reaches, winning the rally",
        "rallies won outright by a drop",
    ],
    "crossnet-winner": [
        "a crosscourt net shot for the point",
        "net shots across the court that the opponent never returns",
    ],
    "netshot-into-net": [
        "the last shot is a net shot that doesn't get over",
        "netted net shots ending rallies",
    ],
    "misjudged-leave": [
        "a player leaves the shuttle and it drops inside the court",
        "a misjudged shuttle the player let drop in",
    ],
    "passive-drop-punished": [
        "the answer to a passive drop is a smash, rush or net shot that wins",
        "a passive drop gets killed by a smash, a rush or a net shot for the point",
    ],
    "lift-punished": [
        "a lift followed by a smash that wins the point",
        "rallies where a lift is smashed away for a winner",
    ],
    "marin-drop": [
        "Marin finishes points with drops that are not returned",
        "rallies Carolina Marin wins with a drop shot winner",
    ],
    "receiver-nets-3-running-wins": [
        "receiver: 3 net shots in a row, receiver wins",
        "rallies where the receiver plays three net shots in a row and wins",
        "the receiver plays three straight net shots of their own and takes the point",
        "three consecutive net shots by the receiver in a rally the receiver wins",
        "which rallies does the receiver win after three net shots in a row?",
    ],
    "no-lift-no-clear-server-wins": [
        "no lifts, no clears, server wins",
        "rallies with no lift and no clear that the server wins",
        "nobody lifts or clears and the server wins the point",
        "a rally without a single lift or clear, won by the server",
        "which rallies won by the server have no lifts and no clears?",
    ],
    "return-lift-server-loses": [
        "lifted return of serve, server loses",
        "rallies where the return of serve is a lift and the server loses",
        "the receiver lifts the serve and goes on to win the point",
        "a lift as the return of serve in a rally lost by the server",
        "which rallies does the server lose after the serve is returned with a lift?",
    ],
    "server-trailing-5-loses": [
        "server down 5+, server loses",
        "rallies where the server is at least five points behind and loses",
        "the server trails by five or more and loses the point",
        "a point lost by a server who is behind by at least five",
        "which rallies does the server lose while trailing by five points or more?",
    ],
    "axelsen-two-backhands-wins": [
        "Axelsen 2+ backhands, Axelsen wins",
        "rallies where Axelsen plays at least two backhands and wins",
        "Viktor Axelsen hits two or more backhands and wins the point",
        "two or more backhand shots from Axelsen in a rally he wins",
        "which rallies does Axelsen win with at least two backhands?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
