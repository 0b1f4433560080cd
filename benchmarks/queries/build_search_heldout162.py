"""Write the 162nd held-out search query set, ``search_heldout162.jsonl``, from the corpus.

Written in stop 57, after held-out 158 to 161's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, in the
development set's own style, about named players: serving, returning, erring, long rallies
won, quick rallies lost while receiving. The relevant rallies come from the predicates,
plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout162``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout162 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import INTENTS as ALL_INTENTS
from benchmarks.queries.truth import (
    LIFT,
    Intent,
    intent,
    last,
    side_of,
)

OUT = Path(__file__).with_name("search_heldout162.jsonl")
SPLIT = "heldout162"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("player", into=INTENTS)
def axelsen_short_serve_loses(r: Rally) -> bool:
    """Viktor Axelsen serves short and loses the rally."""
    me = side_of(r, "Viktor AXELSEN")
    short = r.shots[0].kind == "short service"
    return me is not None and r.server == me and short and r.winner == other(me)


@intent("player", into=INTENTS)
def chou_lift_return_wins(r: Rally) -> bool:
    """Chou Tien Chen returns the serve with a lift (either kind) and wins the rally."""
    me = side_of(r, "CHOU Tien Chen")
    lifted = len(r.shots) >= 2 and r.shots[1].hitter == me and r.shots[1].kind in LIFT
    return me is not None and lifted and r.winner == me


@intent("player", into=INTENTS)
def ginting_into_net(r: Rally) -> bool:
    """Anthony Sinisuka Ginting hits the rally's last shot and it ends in the net."""
    me = side_of(r, "Anthony Sinisuka GINTING")
    return me is not None and last(r).hitter == me and r.ending == "net"


@intent("player", into=INTENTS)
def yamaguchi_wins_20(r: Rally) -> bool:
    """Akane Yamaguchi wins a rally of at least 20 shots."""
    me = side_of(r, "Akane YAMAGUCHI")
    return me is not None and len(r.shots) >= 20 and r.winner == me


@intent("player", into=INTENTS)
def momota_receiving_loses_5(r: Rally) -> bool:
    """Kento Momota receives and loses a rally of at most five shots."""
    me = side_of(r, "Kento MOMOTA")
    return me is not None and r.receiver == me and r.winner == other(me) and len(r.shots) <= 5


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "winning rushes played straight off a net shot",
        "rallies won by a rush straight after the opponent's net shot",
    ],
    "clear-out": [
        "clears and lifts hit out to end the rally",
        "the last shot, a clear or a lob, lands out",
    ],
    "drop-winner": [
        "rallies won with an unreturned drop",
        "drop shots that win the point",
    ],
    "crossnet-winner": [
        "cross-court net shots that win the rally outright",
        "the rally is won by an unreturned crosscourt net shot",
    ],
    "netshot-into-net": [
        "net shots into the net that end the rally",
        "rallies lost by a net shot caught in the net",
    ],
    "misjudged-leave": [
        "shuttles misjudged and left to land in",
        "rallies ending with a leave that lands inside the court",
    ],
    "passive-drop-punished": [
        "passive drops punished by a smash, rush or net shot that wins",
        "smash, rush or net shot winners straight after a passive drop",
    ],
    "lift-punished": [
        "a lift, and the smash off it is a winner",
        "rallies won by a smash right after a lift",
    ],
    "marin-drop": [
        "rallies Marin finishes with a winning drop",
        "points won by Carolina Marin with a drop that is not returned",
    ],
    "axelsen-short-serve-loses": [
        "Axelsen serves short and loses the point",
        "rallies lost by Viktor Axelsen after a short serve",
        "Viktor Axelsen's short serves in rallies he loses",
        "points Axelsen loses on his own short serve",
        "Axelsen short serve, rally lost",
    ],
    "chou-lift-return-wins": [
        "Chou Tien Chen returns serve with a lift and wins",
        "rallies won by Chou Tien Chen after lifting the return of serve",
        "Chou lifts the serve back and takes the point",
        "points Chou Tien Chen wins with a lifted return of serve",
        "Chou Tien Chen's lift returns in rallies he wins",
    ],
    "ginting-into-net": [
        "Ginting hits the last shot into the net",
        "rallies ending with Anthony Ginting's shot in the net",
        "Anthony Sinisuka Ginting's net errors to end the rally",
        "points lost by Ginting hitting into the net",
        "Ginting puts the final shot into the net",
    ],
    "yamaguchi-wins-20": [
        "Yamaguchi wins a rally of 20 shots or more",
        "rallies of at least twenty shots won by Akane Yamaguchi",
        "Akane Yamaguchi takes long rallies of 20+ shots",
        "points of twenty shots or longer that Yamaguchi wins",
        "long rallies, at least 20 shots, won by Yamaguchi",
    ],
    "momota-receiving-loses-5": [
        "Momota loses a rally of five shots or fewer while receiving",
        "rallies of at most 5 shots lost by Kento Momota on his opponent's serve",
        "Kento Momota receives and loses the point within five shots",
        "short rallies, no more than five shots, that Momota loses when receiving",
        "points Momota loses quickly, in 5 shots or less, as the receiver",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
