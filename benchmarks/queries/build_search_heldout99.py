"""Write the ninety-ninth held-out search query set, ``search_heldout99.jsonl``, from the corpus.

Written in stop 53, after the refactor of stop 52's readings, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Four of the new intents turned out, after the run, to select exactly the rallies of an
earlier held-out intent (``tests/test_evalsets.py`` found them): they are labelled
``heldout_reworded`` with that intent's id; wordings, truths and figures are as run.
Every line's split is ``heldout99``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout99 [--root DATA] [--check]
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
    NET,
    SMASH,
    Intent,
    consecutive,
    game_point,
    intent,
    none_of,
    own_run,
    shot_at,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout99.jsonl")
SPLIT = "heldout99"
REWORDS = "dev_reworded"
AGAIN = "heldout_reworded"  # found after the run: earlier held-out intents, asked again
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]


# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def net_lift_clear_drop(r: Rally) -> bool:
    """Four shots in a row: a net-family shot, a lift (either kind), a clear and a drop
    (either kind)."""
    return consecutive(r, NET, LIFT, {"clear"}, DROP)


@intent(AGAIN, into=INTENTS)  # as held-out 74 asked it
def winner_drives_three_running(r: Rally) -> bool:
    """The winner plays drives (any kind) with three consecutive shots of theirs."""
    return r.winner is not None and own_run(r, r.winner, DRIVE, 3)


@intent(AGAIN, "no-clear-long", into=INTENTS)  # as the first held-out split asked it
def no_clear_12(r: Rally) -> bool:
    """The rally has at least twelve shots and no clear (every type after the serve
    known)."""
    return none_of(r, {"clear"}, 12)


@intent(AGAIN, "receiver-game-point-lost", into=INTENTS)  # as held-out 27 asked it
def server_saves_game_point(r: Rally) -> bool:
    """The receiver is at game point and the server wins the rally."""
    return game_point(r.score_before, r.receiver) and r.winner == r.server


@intent(AGAIN, "third-shot-smash-receiver-wins", into=INTENTS)  # as held-out 73 asked it
def third_shot_smash_server_loses(r: Rally) -> bool:
    """The third shot is a smash (either kind) and the server lost the rally."""
    return shot_at(r, 3, SMASH) and r.loser == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "rushing the opponent's net shot to finish the rally",
        "points ended by a rush right after a net shot, won by the rusher",
    ],
    "clear-out": [
        "the last shot, a clear or a lob, lands out long",
        "a lift or a clear hit too deep, out of court, ending the rally",
    ],
    "drop-winner": [
        "drops that win the point outright",
        "the final shot is an unreturned drop",
    ],
    "crossnet-winner": [
        "an unreturnable net shot across the court",
        "cross-court net shots that end rallies as winners",
    ],
    "netshot-into-net": [
        "the rally's final net shot is caught by the tape",
        "points where a net shot dies in the net",
    ],
    "misjudged-leave": [
        "the player lets the shuttle go and it lands in",
        "a leave that lands in and costs the rally",
    ],
    "passive-drop-punished": [
        "a passive drop and the opponent wins with the next shot",
        "passive drops killed at once with a smash, rush or net shot winner",
    ],
    "lift-punished": [
        "the rally finishes with a smash winner off a lift",
        "a lift followed by a smash that ends the rally as a winner",
    ],
    "marin-drop": [
        "Carolina Marin finishing rallies with a drop winner",
        "points won by a Marin drop",
    ],
    "net-lift-clear-drop": [
        "net shot, lift, clear, drop",
        "rallies with a net shot, then a lift, then a clear, then a drop",
        "a net shot is lifted, the lift is cleared and the clear is dropped",
        "a net shot followed by a lift, a clear in reply and a drop",
        "which rallies have a net shot, a lift, a clear and a drop in a row?",
    ],
    "winner-drives-three-running": [
        "winner: three drives in a row",
        "rallies where the winner plays three drives in a row",
        "the player who wins drives on three consecutive shots",
        "three straight drives from the winning player",
        "which rallies have the winner driving three times running?",
    ],
    "no-clear-long": [
        "12+ shots, no clear",
        "rallies of at least twelve shots without a clear",
        "long rallies of twelve shots or more where nobody clears",
        "points lasting 12 or more shots with no clears",
        "which rallies of twelve or more shots have no clear at all?",
    ],
    "receiver-game-point-lost": [
        "server saves game point",
        "rallies where the receiver has game point and the server wins",
        "the server wins the point while facing game point",
        "game points saved by the server",
        "which rallies does the server win with the receiver at game point?",
    ],
    "third-shot-smash-receiver-wins": [
        "smash on shot 3, server loses",
        "rallies where the third shot is a smash and the server loses",
        "the server smashes the third shot but loses the point",
        "a smash played third in a rally lost by the server",
        "which rallies lost by the server have a smash as the third shot?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
