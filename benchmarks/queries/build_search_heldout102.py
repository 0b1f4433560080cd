"""Write the 102nd held-out search query set, ``search_heldout102.jsonl``, from the corpus.

Written in stop 53, after held-out 100 and 101's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout102``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout102 [--root DATA] [--check]
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
    named,
    shot_at,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout102.jsonl")
SPLIT = "heldout102"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def smash_lift_drop_net(r: Rally) -> bool:
    """Four shots in a row: a smash (either kind), a lift (either kind), a drop (either kind)
    and a net-family shot."""
    return consecutive(r, SMASH, LIFT, DROP, NET)


@intent("anchor", into=INTENTS)
def sixth_shot_lift_receiver_wins(r: Rally) -> bool:
    """The sixth shot is a lift (either kind) and the receiver won the rally."""
    return shot_at(r, 6, LIFT) and r.winner == r.receiver


@intent("rally", into=INTENTS)
def nine_to_twelve_server_loses(r: Rally) -> bool:
    """The rally has nine to twelve shots and the server lost it."""
    return 9 <= len(r.shots) <= 12 and r.loser == r.server


@intent("zone", into=INTENTS)
def push_front_left_to_mid_left(r: Rally) -> bool:
    """A push hit from the front-left zone that lands in the mid-left zone."""
    return any(
        s.kind == "push" and s.hit_zone == "front-left" and s.land_zone == "mid-left"
        for s in r.shots
    )


@intent("player", into=INTENTS)
def chou_three_clears_loses(r: Rally) -> bool:
    """CHOU Tien Chen plays at least three clears and loses the rally."""
    return named(r, "CHOU Tien Chen", {"clear"}, 3, "loser")


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a winning rush against a net shot to end the rally",
        "the rally ends when a net shot is rushed for the point",
    ],
    "clear-out": [
        "a clear or lift that lands long to end the point",
        "the final lob or clear is out at the back",
    ],
    "drop-winner": [
        "a drop the opponent fails to reach to end the rally",
        "rallies that end on a winning drop",
    ],
    "crossnet-winner": [
        "a net shot played across the court for a winner",
        "the rally is decided by a net shot hit crosscourt that is not returned",
    ],
    "netshot-into-net": [
        "a net shot that goes into the net to lose the point",
        "rallies ending with a net shot that does not cross the net",
    ],
    "misjudged-leave": [
        "a shuttle left that is called in",
        "the rally ends with a misjudged leave",
    ],
    "passive-drop-punished": [
        "a passive drop followed at once by a winning smash, rush or net shot",
        "the opponent's passive drop is smashed, rushed or netted for a winner",
    ],
    "lift-punished": [
        "lifts that end in a winning smash",
        "the rally finishes with a lift and a smash winner",
    ],
    "marin-drop": [
        "rallies where Marin's final drop wins the point",
        "Carolina Marin ends the rally with a winning drop shot",
    ],
    "smash-lift-drop-net": [
        "smash, lift, drop, net shot",
        "rallies with a smash, then a lift, then a drop, then a net shot",
        "a smash is lifted, the lift is dropped and the drop is answered at the net",
        "a smash followed by a lift, a drop and a net reply",
        "which rallies have a smash, a lift, a drop and a net shot in a row?",
    ],
    "sixth-shot-lift-receiver-wins": [
        "lift on shot 6, receiver wins",
        "rallies where the sixth shot is a lift and the receiver wins",
        "the receiver takes the point after a lift as the sixth shot",
        "a lift played sixth in a rally won by the receiver",
        "which rallies won by the receiver have a lift as the sixth shot?",
    ],
    "nine-to-twelve-server-loses": [
        "9-12 shots, server loses",
        "rallies of nine to twelve shots lost by the server",
        "the server loses a rally lasting between nine and twelve shots",
        "points of 9 to 12 shots that the server loses",
        "which rallies of nine to twelve shots does the server lose?",
    ],
    "push-front-left-to-mid-left": [
        "push front left to mid left",
        "rallies with a push from the front-left corner into the mid-left",
        "a player pushes from the front left of the court to the middle left",
        "pushes played from the left front corner that land in the left midcourt",
        "which rallies have a push hit from the front left to the mid left?",
    ],
    "chou-three-clears-loses": [
        "Chou clears 3+ and loses",
        "rallies Chou Tien Chen loses after clearing at least three times",
        "Chou plays three or more clears but loses the rally",
        "points lost by Chou Tien Chen despite three or more clears",
        "which rallies does Chou lose with at least three clears?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
