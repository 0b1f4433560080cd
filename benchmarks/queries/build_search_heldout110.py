"""Write the 110th held-out search query set, ``search_heldout110.jsonl``, from the corpus.

Written in stop 53, after held-out AA and BB's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout110``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout110 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DROP,
    NET,
    Intent,
    consecutive,
    intent,
    named,
    shot_at,
    shots_by,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout110.jsonl")
SPLIT = "heldout110"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def net_net_drop(r: Rally) -> bool:
    """Three shots in a row: a net-family shot, a net-family shot and a drop (either
    kind)."""
    return consecutive(r, NET, NET, DROP)


@intent("anchor", into=INTENTS)
def short_serve_push_return_receiver_loses(r: Rally) -> bool:
    """The serve is a short service, the return (shot 2) a push, and the receiver lost the
    rally."""
    return shot_at(r, 1, {"short service"}) and shot_at(r, 2, {"push"}) and r.loser == r.receiver


@intent("strategic", into=INTENTS)
def loser_two_drops_two_clears(r: Rally) -> bool:
    """The loser plays at least two drops (either kind) and at least two clears."""
    lo = r.loser
    return lo is not None and shots_by(r, lo, DROP) >= 2 and shots_by(r, lo, {"clear"}) >= 2


@intent("player", into=INTENTS)
def momota_two_clears_loses(r: Rally) -> bool:
    """Kento MOMOTA plays at least two clears and loses the rally."""
    return named(r, "Kento MOMOTA", {"clear"}, 2, "loser")


@intent("score", into=INTENTS)
def first_set_receiver_leading_two_loses(r: Rally) -> bool:
    """In the first set, the receiver leads by at least two points before the rally and
    loses it."""
    return r.set_no == 1 and trailing_by(r, r.server) >= 2 and r.loser == r.receiver


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush on a net shot that the opponent cannot return",
        "net shots punished by a rush that ends the point",
    ],
    "clear-out": [
        "the final shot, a lob or a clear, goes out at the back",
        "an out-of-court clear or lift to finish the rally",
    ],
    "drop-winner": [
        "a drop hit for an outright winner",
        "winning drop shots as the last shot of the rally",
    ],
    "crossnet-winner": [
        "the point ends with a crosscourt net shot that wins it",
        "an outright winner from a net shot across the court",
    ],
    "netshot-into-net": [
        "the rally ends as a net shot is put into the net",
        "a net shot into the tape as the final shot",
    ],
    "misjudged-leave": [
        "a shuttle that the player let fall but that was in",
        "the player leaves the shuttle, which lands in, and loses the rally",
    ],
    "passive-drop-punished": [
        "the shot after a passive drop is a winning smash, rush or net shot",
        "passive drops put away for the point by a smash, a rush or a net shot",
    ],
    "lift-punished": [
        "lifts that get smashed down for a winner",
        "a smash winner that answers a lift",
    ],
    "marin-drop": [
        "Marin drop shots that end points",
        "rallies that Marin wins with a drop as the final shot",
    ],
    "net-net-drop": [
        "net shot, net shot, drop",
        "rallies with a net shot, then another net shot, then a drop",
        "a net shot is answered at the net and the reply is dropped",
        "a net shot followed by a net reply and a drop",
        "which rallies have two net shots and a drop in a row?",
    ],
    "short-serve-push-return-receiver-loses": [
        "short serve, push return, receiver loses",
        "rallies where a short serve is pushed back and the receiver loses",
        "the receiver pushes the short serve and loses the point",
        "a short serve answered by a pushed return in a rally the receiver loses",
        "which rallies lost by the receiver start with a short serve and a push return?",
    ],
    "loser-two-drops-two-clears": [
        "loser: 2+ drops, 2+ clears",
        "rallies where the loser plays at least two drops and two clears",
        "the player who loses plays two or more drops and two or more clears",
        "two drops and two clears or more from the losing player",
        "which rallies have the loser playing at least two drops and at least two clears?",
    ],
    "momota-two-clears-loses": [
        "Momota clears 2+ and loses",
        "rallies Momota loses after clearing at least twice",
        "Kento Momota plays two or more clears but loses the rally",
        "points lost by Momota despite two or more clears",
        "which rallies does Momota lose with at least two clears?",
    ],
    "first-set-receiver-leading-two-loses": [
        "set 1, receiver up 2+, receiver loses",
        "rallies in the first set where the receiver leads by at least two and loses",
        "the receiver loses the point in the first set while two or more points ahead",
        "first-set points lost by the receiver when leading by two or more",
        "which first-set rallies does the receiver lose while up by at least two points?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
