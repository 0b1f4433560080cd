"""Write the 168th held-out search query set, ``search_heldout168.jsonl``, from the corpus.

Written in stop 57, after held-out 162 to 165's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about exact
numbers of one shot ("exactly two smashes", "just one lift", "a single drop", "no more than
one clear", "precisely three drives"). The relevant rallies come from the predicates, plain
Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout168``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout168 [--root DATA] [--check]
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
    intent,
    known_after_serve,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout168.jsonl")
SPLIT = "heldout168"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


def _count(r: Rally, kinds: set[str]) -> int:
    return sum(s.kind in kinds for s in r.shots)


@intent("strategic", into=INTENTS)
def two_smashes_receiver_wins(r: Rally) -> bool:
    """Exactly two smashes (either kind) in the rally, and the receiver won (every type after
    the serve known)."""
    return known_after_serve(r) and _count(r, SMASH) == 2 and r.winner == r.receiver


@intent("strategic", into=INTENTS)
def one_lift_server_wins_8(r: Rally) -> bool:
    """Exactly one lift (either kind) in a rally of at least eight shots won by the server
    (every type after the serve known)."""
    one = known_after_serve(r) and _count(r, LIFT) == 1
    return one and r.winner == r.server and len(r.shots) >= 8


@intent("strategic", into=INTENTS)
def single_drop_net_end(r: Rally) -> bool:
    """Exactly one drop (either kind) in the rally, which ended in the net (every type after
    the serve known)."""
    return known_after_serve(r) and _count(r, DROP) == 1 and r.ending == "net"


@intent("strategic", into=INTENTS)
def at_most_one_clear_15(r: Rally) -> bool:
    """At most one clear in a rally of at least fifteen shots (every type after the serve
    known)."""
    return known_after_serve(r) and _count(r, {"clear"}) <= 1 and len(r.shots) >= 15


@intent("strategic", into=INTENTS)
def three_drives_out(r: Rally) -> bool:
    """Exactly three drive-family shots in the rally, which ended out (every type after the
    serve known)."""
    return known_after_serve(r) and _count(r, DRIVE) == 3 and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot, then the rush that wins the rally",
        "the rally's last two shots: a net shot and a winning rush",
    ],
    "clear-out": [
        "a clear or a lift hit out, the very last shot",
        "the rally's last shot, a clear or lob, is out",
    ],
    "drop-winner": [
        "the rally's last shot is a drop winner",
        "the drop that ends the rally wins it",
    ],
    "crossnet-winner": [
        "the rally's last shot is a cross-court net shot winner",
        "the crosscourt net shot that ends the rally wins it",
    ],
    "netshot-into-net": [
        "the rally's last shot is a net shot into the net",
        "the net shot that ends the rally goes into the net",
    ],
    "misjudged-leave": [
        "the rally's last shuttle is left and lands in",
        "the rally ends on a misjudged leave",
    ],
    "passive-drop-punished": [
        "the rally's last two shots: a passive drop and a winning smash, rush or net shot",
        "a passive drop, and the very next shot, a smash, rush or net shot, wins",
    ],
    "lift-punished": [
        "the rally's last two shots: a lift and a smash winner",
        "a lift, and the very next shot is a smash that wins",
    ],
    "marin-drop": [
        "the rally's last shot is a winning drop by Marin",
        "the drop that ends the rally is Carolina Marin's, and it wins",
    ],
    "two-smashes-receiver-wins": [
        "exactly two smashes, and the receiver wins",
        "rallies with precisely 2 smashes won by the receiver",
        "the receiver wins a rally with two smashes, no more, no fewer",
        "just two smashes in the rally, point to the receiver",
        "only two smashes in all, and the receiver takes it",
    ],
    "one-lift-server-wins-8": [
        "exactly one lift in a rally of eight or more shots that the server wins",
        "rallies of at least 8 shots won by the server with a single lift",
        "just one lift, 8+ shots, server wins",
        "the server wins a rally lasting eight shots or more in which there is only one lift",
        "one lift and no more, at least eight shots, point to the server",
    ],
    "single-drop-net-end": [
        "a single drop in a rally that ends in the net",
        "exactly one drop, and the rally finishes in the net",
        "rallies ending in the net with precisely 1 drop",
        "just one drop in the rally, which ends with the shuttle in the net",
        "only one drop in all, and the point ends in the net",
    ],
    "at-most-one-clear-15": [
        "no more than one clear in a rally of fifteen shots or more",
        "at most 1 clear, at least 15 shots",
        "rallies of 15+ shots with one clear at most",
        "a long rally of fifteen shots or longer with zero or one clear",
        "one clear or none in a rally of at least fifteen shots",
    ],
    "three-drives-out": [
        "exactly three drives in a rally that ends out",
        "precisely 3 drives, and the rally finishes out",
        "rallies ending out with three drives, no more and no fewer",
        "just three drives in the rally, which ends with the shuttle out",
        "three drives in all, and the point ends out",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
