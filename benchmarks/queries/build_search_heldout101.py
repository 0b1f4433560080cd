"""Write the 101st held-out search query set, ``search_heldout101.jsonl``, from the corpus.

Written in stop 53, after held-out 98 and 99's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
One of the new intent turned out, after the run, to select exactly the rallies of an
earlier held-out intent (``tests/test_evalsets.py`` found them): they are labelled
``heldout_reworded`` with that intent's id; wordings, truths and figures are as run.
Every line's split is ``heldout101``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout101 [--root DATA] [--check]
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
    Intent,
    consecutive,
    intent,
    none_of,
    own_run,
    shot_at,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout101.jsonl")
SPLIT = "heldout101"
REWORDS = "dev_reworded"
AGAIN = "heldout_reworded"  # found after the run: earlier held-out intents, asked again
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drop_net_net_lift(r: Rally) -> bool:
    """Four shots in a row: a drop (either kind), a net-family shot, a net-family shot and a
    lift (either kind)."""
    return consecutive(r, DROP, NET, NET, LIFT)


@intent("anchor", into=INTENTS)
def fourth_shot_clear_server_wins(r: Rally) -> bool:
    """The fourth shot is a clear and the server won the rally."""
    return shot_at(r, 4, {"clear"}) and r.winner == r.server


@intent("run", into=INTENTS)
def server_lifts_twice_running_loses(r: Rally) -> bool:
    """The server plays lifts (either kind) with two consecutive shots of theirs and loses
    the rally."""
    return own_run(r, r.server, LIFT, 2) and r.loser == r.server


@intent("negation", into=INTENTS)
def no_net_6_server_wins(r: Rally) -> bool:
    """The rally has at least six shots and no net-family shot, and the server won it (every
    type after the serve known)."""
    return none_of(r, NET, 6) and r.winner == r.server


@intent(AGAIN, "receiver-trailing-three-wins", into=INTENTS)  # as held-out 22 asked it
def server_leading_three_loses(r: Rally) -> bool:
    """The server leads by at least three points before the rally and loses it."""
    return trailing_by(r, r.receiver) >= 3 and r.loser == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the winner rushes the opponent's net shot to end the rally",
        "rallies closed out by a rush on a net shot",
    ],
    "clear-out": [
        "the last clear or lift lands beyond the back line",
        "a clear or a lob out of bounds at the back that ends the rally",
    ],
    "drop-winner": [
        "an unanswered drop shot that wins the rally",
        "the point finishes with a drop winner",
    ],
    "crossnet-winner": [
        "rallies won by a crosscourt net shot that goes unanswered",
        "a cross-court net shot ends the rally as a winner",
    ],
    "netshot-into-net": [
        "the rally ends with a net shot that catches the net",
        "net shots into the net that end the point",
    ],
    "misjudged-leave": [
        "a player leaves the shuttle but it falls in",
        "rallies lost by a wrong leave",
    ],
    "passive-drop-punished": [
        "the opponent kills a passive drop with a smash, rush or net shot to win",
        "after a passive drop, a smash, rush or net shot that wins the point",
    ],
    "lift-punished": [
        "the smash after a lift wins the rally",
        "winning the rally by smashing the opponent's lift",
    ],
    "marin-drop": [
        "Carolina Marin wins rallies with a drop winner",
        "a winning drop by Marin",
    ],
    "drop-net-net-lift": [
        "drop, net shot, net shot, lift",
        "rallies with a drop, then a net shot, then another net shot, then a lift",
        "a drop is answered at the net, the net shot is netted back and then lifted",
        "a drop followed by two net shots and a lift",
        "which rallies have a drop, two net shots and a lift in a row?",
    ],
    "fourth-shot-clear-server-wins": [
        "clear on shot 4, server wins",
        "rallies where the fourth shot is a clear and the server wins",
        "the server takes the point after a clear as the fourth shot",
        "a clear played fourth in a rally won by the server",
        "which rallies won by the server have a clear as the fourth shot?",
    ],
    "server-lifts-twice-running-loses": [
        "server lifts twice in a row, server loses",
        "rallies where the server lifts twice in a row and loses",
        "the server plays two consecutive lifts and loses the point",
        "back-to-back lifts from the server in a rally the server loses",
        "which rallies does the server lose after lifting twice running?",
    ],
    "no-net-6-server-wins": [
        "6+ shots, no net shot, server wins",
        "rallies of at least six shots without a net shot won by the server",
        "the server wins a rally of six shots or more with no net shots",
        "points of 6 or more shots with no net play that the server wins",
        "which rallies of six or more shots without a net shot does the server win?",
    ],
    "receiver-trailing-three-wins": [
        "server leads by 3+, server loses",
        "rallies where the server is ahead by at least three points and loses",
        "the server loses the point while leading by three or more",
        "points lost by the server when three or more points up",
        "which rallies does the server lose with a lead of at least three points?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
