"""Write the ninety-seventh held-out search query set, ``search_heldout97.jsonl``, from the corpus.

Written in stop 52, after held-out 94 and 95's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout97``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout97 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DROP,
    LIFT,
    NET,
    SMASH,
    Intent,
    consecutive,
    intent,
    known_after_serve,
    own_run,
    shot_at,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout97.jsonl")
SPLIT = "heldout97"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def lift_drop_net_lift(r: Rally) -> bool:
    """Four shots in a row: a lift (either kind), a drop (either kind), a net-family shot and
    a lift (either kind)."""
    return consecutive(r, LIFT, DROP, NET, LIFT)


@intent("strategic", into=INTENTS)
def winner_two_lifts_no_smash(r: Rally) -> bool:
    """The winner plays at least two lifts (either kind) and no smash (either kind; every
    type after the serve known)."""
    w = r.winner
    if w is None or not known_after_serve(r):
        return False
    return shots_by(r, w, LIFT) >= 2 and shots_by(r, w, SMASH) == 0


@intent("anchor", into=INTENTS)
def fourth_shot_push_receiver_wins(r: Rally) -> bool:
    """The fourth shot is a push and the receiver won the rally."""
    return shot_at(r, 4, {"push"}) and r.winner == r.receiver


@intent("run", into=INTENTS)
def loser_clears_three_running(r: Rally) -> bool:
    """The loser plays clears with three consecutive shots of theirs."""
    return r.loser is not None and own_run(r, r.loser, {"clear"}, 3)


@intent("negation", into=INTENTS)
def receiver_no_push_wins_8(r: Rally) -> bool:
    """The rally has at least eight shots, the receiver plays no push and wins (every type
    after the serve known)."""
    if len(r.shots) < 8 or not known_after_serve(r):
        return False
    return r.winner == r.receiver and shots_by(r, r.receiver, {"push"}) == 0


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush that kills a net shot and ends the rally",
        "rallies won by rushing a net shot",
    ],
    "clear-out": [
        "the rally ends with a clear or lift hit past the back boundary",
        "a lob or clear sent out of the court at the back",
    ],
    "drop-winner": [
        "the opponent never gets to the final drop",
        "drop winners that end rallies",
    ],
    "crossnet-winner": [
        "winning net shots that go cross-court",
        "a crosscourt net shot wins the rally outright",
    ],
    "netshot-into-net": [
        "rallies ending with a net shot into the tape",
        "the net shot fails to get over and the rally ends",
    ],
    "misjudged-leave": [
        "letting a shuttle drop that turns out to be in",
        "the rally is lost on a shuttle left alone that landed in",
    ],
    "passive-drop-punished": [
        "passive drops answered by a winning smash, rush or net shot",
        "after a passive drop the next shot is a winning kill",
    ],
    "lift-punished": [
        "a lift smashed for the point",
        "the final smash wins the rally against a lift",
    ],
    "marin-drop": [
        "Carolina Marin takes rallies with drop winners",
        "Marin closes out points with a drop",
    ],
    "lift-drop-net-lift": [
        "lift, drop, net shot, lift",
        "rallies with a lift, then a drop, then a net shot, then another lift",
        "a lift is dropped, the drop is answered at the net, and the net shot is lifted",
        "a lift followed by a drop, a net reply and a second lift",
        "which rallies have a lift, a drop, a net shot and a lift in a row?",
    ],
    "winner-two-lifts-no-smash": [
        "winner lifts 2+, never smashes",
        "rallies where the winner plays at least two lifts and no smash",
        "the player who wins lifts twice or more without smashing once",
        "winning after two or more lifts and not a single smash",
        "which rallies does the winner take with at least two lifts and no smashes?",
    ],
    "fourth-shot-push-receiver-wins": [
        "push on shot 4, receiver wins",
        "rallies where the fourth shot is a push and the receiver wins",
        "the receiver takes the point after a push as the fourth shot",
        "a push played fourth in a rally won by the receiver",
        "which rallies won by the receiver have a push as the fourth shot?",
    ],
    "loser-clears-three-running": [
        "loser clears three times in a row",
        "rallies where the loser plays three clears in a row",
        "the player who loses clears on three consecutive shots",
        "three clears running from the losing player",
        "which rallies have the loser clearing three times running?",
    ],
    "receiver-no-push-wins-8": [
        "8+ shots, receiver never pushes, receiver wins",
        "rallies of at least eight shots the receiver wins without a push",
        "the receiver wins a rally of eight shots or more without pushing once",
        "points of 8 or more shots won by the receiver with no push from the receiver",
        "which rallies of eight or more shots does the receiver win without pushing?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
