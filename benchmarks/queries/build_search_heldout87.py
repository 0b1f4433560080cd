"""Write the eighty-seventh held-out search query set, ``search_heldout87.jsonl``, from the corpus.

Written in stop 51, after held-out 86's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout87``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout87 [--root DATA] [--check]
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
    intent,
    known_after_serve,
    none_of,
    shots_by,
)

OUT = Path(__file__).with_name("search_heldout87.jsonl")
SPLIT = "heldout87"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def loser_three_clears_no_smash(r: Rally) -> bool:
    """The loser plays at least three clears and no smash (every type after the serve
    known)."""
    lo = r.loser
    if lo is None or not known_after_serve(r):
        return False
    return shots_by(r, lo, {"clear"}) >= 3 and shots_by(r, lo, SMASH) == 0


@intent("strategic", into=INTENTS)
def receiver_lifts_two_server_smashes_two(r: Rally) -> bool:
    """The receiver plays at least two lifts (either kind) and the server at least two
    smashes (either kind)."""
    return shots_by(r, r.receiver, LIFT) >= 2 and shots_by(r, r.server, SMASH) >= 2


@intent("negation", into=INTENTS)
def no_net_no_lift_8(r: Rally) -> bool:
    """The rally has at least eight shots, none of them a net-family shot or a lift (every
    type after the serve known)."""
    return none_of(r, NET | LIFT, 8)


@intent("strategic", into=INTENTS)
def winner_two_pushes_in_ten(r: Rally) -> bool:
    """The rally has at most ten shots and the winner plays at least two pushes."""
    w = r.winner
    return w is not None and len(r.shots) <= 10 and shots_by(r, w, {"push"}) >= 2


@intent("strategic", into=INTENTS)
def winner_net_and_smash_loser_none(r: Rally) -> bool:
    """The winner plays at least one net-family shot and one smash (either kind); the loser
    plays no smash (every type after the serve known)."""
    w, lo = r.winner, r.loser
    if w is None or not known_after_serve(r):
        return False
    return shots_by(r, w, NET) >= 1 and shots_by(r, w, SMASH) >= 1 and shots_by(r, lo, SMASH) == 0


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush off a net shot that ends the rally as a winner",
        "the winning shot is a rush against a net shot",
    ],
    "clear-out": [
        "a lob or clear that flies long and loses the point",
        "rallies finishing with a clear or lift out past the back line",
    ],
    "drop-winner": [
        "drop shots that win outright",
        "a drop that the opponent cannot get to ends the rally",
    ],
    "crossnet-winner": [
        "a net shot angled crosscourt for an outright winner",
        "winners from crosscourt net shots that are never returned",
    ],
    "netshot-into-net": [
        "net shots that fail to cross and end the rally",
        "the point ends on a net shot caught by the net",
    ],
    "misjudged-leave": [
        "a shuttle left by a player that proves to be in",
        "points lost because the shuttle was allowed to land inside",
    ],
    "passive-drop-punished": [
        "passive drops put away by a rush, smash or net shot",
        "a rush, smash or net winner straight after a passive drop",
    ],
    "lift-punished": [
        "a lift smashed down for the point",
        "the opponent's lift is met with a smash winner",
    ],
    "marin-drop": [
        "Carolina Marin finishing points with drops",
        "winning drops from Marin that are not returned",
    ],
    "loser-three-clears-no-smash": [
        "loser clears 3+, never smashes",
        "rallies where the loser plays three or more clears and no smash",
        "the player who loses clears at least three times without smashing once",
        "losing after three or more clears and not a single smash",
        "which rallies does the loser lose with at least three clears and no smashes?",
    ],
    "receiver-lifts-two-server-smashes-two": [
        "receiver lifts 2+, server smashes 2+",
        "rallies where the receiver lifts at least twice and the server smashes at least twice",
        "the receiver plays two or more lifts and the server two or more smashes",
        "at least two lifts from the receiver and at least two smashes from the server",
        "which rallies have the receiver lifting twice or more and the server smashing twice"
        " or more?",
    ],
    "no-net-no-lift-8": [
        "8+ shots, no net shots, no lifts",
        "rallies of at least eight shots without a net shot or a lift",
        "neither player plays a net shot or a lift in a rally of eight shots or more",
        "long rallies of 8 or more shots free of net shots and lifts",
        "which rallies of eight or more shots have no net shot and no lift?",
    ],
    "winner-two-pushes-in-ten": [
        "winner pushes 2+, 10 shots or fewer",
        "rallies of ten shots or fewer in which the winner pushes at least twice",
        "the player who wins a rally of at most 10 shots plays two or more pushes",
        "winning a short rally, ten shots at most, with at least two pushes",
        "which rallies of no more than ten shots does the winner take with two or more pushes?",
    ],
    "winner-net-and-smash-loser-none": [
        "winner plays a net shot and a smash, loser never smashes",
        "rallies where the winner plays at least one net shot and one smash and the loser no smash",
        "the player who wins both smashes and plays a net shot, while the opponent never smashes",
        "the winner has at least one smash and one net shot, the loser has no smash",
        "which rallies does the winner take with a smash and a net shot somewhere while the"
        " loser never smashes?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
