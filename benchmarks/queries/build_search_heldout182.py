"""Write the 182th held-out search query set, ``search_heldout182.jsonl``, from the corpus.

Written in stop 58, after held-outs 176 to 179 and their fixes, to be run once and never
used to tune: a measure of that code on queries nobody had read. The nine development
intents come in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none
of these wordings is in an earlier split), and five new intents in five wordings each, in
the development set's own style, placing shots by their number or by the end of the rally,
or listing shots in a row. The relevant rallies come from the predicates, plain Python over
the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout182``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout182 [--root DATA] [--check]
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
    SMASH,
    Intent,
    consecutive,
    intent,
    shot_at,
)

OUT = Path(__file__).with_name("search_heldout182.jsonl")
SPLIT = "heldout182"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def net_net_then_lift_opening(r: Rally) -> bool:
    """Shots 2 and 3 are net-family shots and shot 4 is a lift (either kind)."""
    return shot_at(r, 2, NET) and shot_at(r, 3, NET) and shot_at(r, 4, LIFT)


@intent("anchor", into=INTENTS)
def lift_smash_then_net_ending(r: Rally) -> bool:
    """The third-to-last shot is a lift (either kind), the second-to-last a smash (either
    kind), and the rally ended in the net."""
    if len(r.shots) < 3:
        return False
    return r.shots[-3].kind in LIFT and r.shots[-2].kind in SMASH and r.ending == "net"


@intent("anchor", into=INTENTS)
def fifth_shot_smash_receiver_wins(r: Rally) -> bool:
    """Shot 5 is a smash (either kind), and the receiver won."""
    return shot_at(r, 5, SMASH) and r.winner == r.receiver


@intent("anchor", into=INTENTS)
def long_serve_smashed_receiver_wins_quick(r: Rally) -> bool:
    """The serve is a long service, shot 2 is a smash (either kind), the receiver won, and the
    rally lasted at most four shots."""
    smashed = shot_at(r, 1, {"long service"}) and shot_at(r, 2, SMASH)
    return smashed and r.winner == r.receiver and len(r.shots) <= 4


@intent("sequence", into=INTENTS)
def three_clears_running_ends_out(r: Rally) -> bool:
    """Three clears in a row (by either player), and the rally ended out."""
    return consecutive(r, {"clear"}, {"clear"}, {"clear"}) and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "second-to-last shot a net shot, last shot a winning rush",
        "net shot then rush winner to end the point",
    ],
    "clear-out": [
        "last shot a clear or lob that is out",
        "rally ended by a clear or lift out",
    ],
    "drop-winner": [
        "last shot a winning drop",
        "rally ended by a drop nobody returns",
    ],
    "crossnet-winner": [
        "last shot a winning cross-court net shot",
        "rally ended by an unreturned crosscourt net shot",
    ],
    "netshot-into-net": [
        "last shot a net shot into the net",
        "rally ended by a net shot that hits the tape",
    ],
    "misjudged-leave": [
        "last shot left by the opponent and in",
        "rally ended by a shuttle left that lands in",
    ],
    "passive-drop-punished": [
        "second-to-last shot a passive drop, last shot a smash, rush or net shot winner",
        "passive drop then a winning smash, rush or net shot to end the point",
    ],
    "lift-punished": [
        "second-to-last shot a lift, last shot a smash winner",
        "lift then smash winner to end the point",
    ],
    "marin-drop": [
        "last shot a winning drop by Marin",
        "rally ended by a Carolina Marin drop nobody returns",
    ],
    "net-net-then-lift-opening": [
        "shots 2 and 3 net shots, shot 4 a lift",
        "net shot return, net shot reply, then a lift on the fourth shot",
        "second and third shots at the net, fourth shot lifted",
        "the return and the third shot are both net shots and the fourth is a lift",
        "net, net, lift as shots two to four",
    ],
    "lift-smash-then-net-ending": [
        "lift then smash as the third- and second-to-last shots, rally ending in the net",
        "third-last shot a lift, second-last a smash, last shot into the net",
        "a lift and a smash just before the final shot, which goes into the net",
        "rallies ending in the net right after a lift and a smash",
        "lift, smash, then a shot into the net to end it",
    ],
    "fifth-shot-smash-receiver-wins": [
        "smash on the fifth shot, receiver wins",
        "fifth shot a smash in rallies the receiver wins",
        "receiver wins a rally in which shot 5 is a smash",
        "shot five is a smash and the receiver takes the point",
        "5th shot smash, point to the receiver",
    ],
    "long-serve-smashed-receiver-wins-quick": [
        "long serve smashed straight back, receiver wins within four shots",
        "high serve, smash return, receiver wins in 4 shots or fewer",
        "receiver smashes the long serve and wins a rally of at most four shots",
        "long serve answered with a smash, rally of no more than 4 shots won by the receiver",
        "smashed return of a long serve, receiver takes it in four shots or less",
    ],
    "three-clears-running-ends-out": [
        "three clears in a row, rally ends out",
        "clear, clear, clear, then the rally finishes out",
        "a run of 3 consecutive clears in a rally that ends out",
        "three straight clears and an out at the end",
        "back-to-back-to-back clears, shuttle out to end it",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
