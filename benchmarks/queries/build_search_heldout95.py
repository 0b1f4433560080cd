"""Write the ninety-fifth held-out search query set, ``search_heldout95.jsonl``, from the corpus.

Written in stop 52, after held-out 91 to 93's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout95``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout95 [--root DATA] [--check]
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
    game_point,
    intent,
    named,
    none_of,
    own_run,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout95.jsonl")
SPLIT = "heldout95"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def net_rush_lift(r: Rally) -> bool:
    """Three shots in a row: a net-family shot, a rush and a lift (either kind)."""
    return consecutive(r, NET, {"rush"}, LIFT)


@intent("player", into=INTENTS)
def an_two_smashes_wins(r: Rally) -> bool:
    """An Se Young plays at least two smashes (either kind) and wins the rally."""
    return named(r, "An Se Young", SMASH, 2, "winner")


@intent("negation", into=INTENTS)
def no_lift_no_drop_10(r: Rally) -> bool:
    """The rally has at least ten shots, none of them a lift or a drop (either kind; every
    type after the serve known)."""
    return none_of(r, LIFT | DROP, 10)


@intent("run", into=INTENTS)
def winner_smashes_twice_running(r: Rally) -> bool:
    """The winner plays smashes (either kind) with two consecutive shots of theirs."""
    return r.winner is not None and own_run(r, r.winner, SMASH, 2)


@intent("score", into=INTENTS)
def first_set_receiver_game_point_wins(r: Rally) -> bool:
    """In the first set, the receiver is at game point before the rally and wins it."""
    return r.set_no == 1 and r.winner == r.receiver and game_point(r.score_before, r.receiver)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "rushing a net shot for a clean winner",
        "the last shot is a rush winner after a net shot",
    ],
    "clear-out": [
        "an out clear or lob decides the point",
        "the rally ends when a clear or a lift goes long",
    ],
    "drop-winner": [
        "drop shots that end the point as winners",
        "a clean drop winner",
    ],
    "crossnet-winner": [
        "net shots across the court that the opponent never reaches",
        "points finished by a net shot played across the court",
    ],
    "netshot-into-net": [
        "the closing shot is a net shot stopped by the net",
        "rallies where a net shot is netted to end the point",
    ],
    "misjudged-leave": [
        "leaving a shuttle that turns out to be in",
        "a wrong leave loses the point",
    ],
    "passive-drop-punished": [
        "a passive drop is punished with a smash, a rush or a net shot that wins",
        "winning off a passive drop with a rush, smash or net shot",
    ],
    "lift-punished": [
        "the point ends with a lift smashed for a winner",
        "a smash winner in reply to a lift",
    ],
    "marin-drop": [
        "Carolina Marin wins with drop shots",
        "the rally ends on a Marin drop winner",
    ],
    "net-rush-lift": [
        "net shot, rush, lift",
        "rallies with a net shot, then a rush, then a lift",
        "a net shot is rushed and the rush is lifted",
        "a net shot followed by a rush and then a lift",
        "which rallies have a net shot, a rush and a lift in a row?",
    ],
    "an-two-smashes-wins": [
        "An Se Young: 2+ smashes, wins",
        "rallies An Se Young wins with at least two smashes",
        "An Se Young smashes twice or more and wins the point",
        "points won by An Se Young in which she smashes at least twice",
        "which rallies does An Se Young win after smashing two or more times?",
    ],
    "no-lift-no-drop-10": [
        "10+ shots, no lifts, no drops",
        "rallies of ten shots or more without a lift or a drop",
        "neither player lifts or drops in a rally of at least ten shots",
        "long rallies of 10 or more strokes with no lift and no drop",
        "which rallies of ten or more shots have no lift and no drop?",
    ],
    "winner-smashes-twice-running": [
        "winner smashes twice in a row",
        "rallies where the winner plays two smashes in a row",
        "the player who wins smashes on two consecutive shots",
        "back-to-back smashes from the winning player",
        "which rallies have the winner smashing twice running?",
    ],
    "first-set-receiver-game-point-wins": [
        "set 1, receiver at game point, receiver wins",
        "first-set rallies the receiver wins at game point",
        "in the first set, the receiver has game point and wins the rally",
        "game points converted by the receiver in set one",
        "which first-set rallies does the receiver win on game point?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
