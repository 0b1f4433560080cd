"""Write the 106th held-out search query set, ``search_heldout106.jsonl``, from the corpus.

Written in stop 53, after held-out AA and BB's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout106``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout106 [--root DATA] [--check]
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
    shot_at,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout106.jsonl")
SPLIT = "heldout106"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drop_drop_lift(r: Rally) -> bool:
    """Three shots in a row: a drop (either kind), a drop (either kind) and a lift (either
    kind)."""
    return consecutive(r, DROP, DROP, LIFT)


@intent("anchor", into=INTENTS)
def short_serve_third_lift(r: Rally) -> bool:
    """The serve is a short service and the third shot a lift (either kind)."""
    return shot_at(r, 1, {"short service"}) and shot_at(r, 3, LIFT)


@intent("strategic", into=INTENTS)
def winner_more_smashes_than_loser(r: Rally) -> bool:
    """The winner plays more smashes (either kind) than the loser, who plays at least one."""
    w = r.winner
    return w is not None and shots_by(r, w, SMASH) > shots_by(r, r.loser, SMASH) >= 1


@intent("zone", into=INTENTS)
def lift_front_left_to_rear_centre(r: Rally) -> bool:
    """A lift (either kind) hit from the front-left zone that lands in the rear-centre
    zone."""
    return any(
        s.kind in LIFT and s.hit_zone == "front-left" and s.land_zone == "rear-centre"
        for s in r.shots
    )


@intent("anchor", into=INTENTS)
def seventh_net_receiver_wins(r: Rally) -> bool:
    """The seventh shot is a net-family shot and the receiver won the rally."""
    return shot_at(r, 7, NET) and r.winner == r.receiver


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the net shot is killed with a rush and that wins it",
        "a rush punishing a net shot for the point",
    ],
    "clear-out": [
        "rallies where the final clear or lob sails long",
        "a clear or lob over the baseline loses the rally",
    ],
    "drop-winner": [
        "the final drop shot lands untouched",
        "an outright drop winner ends the point",
    ],
    "crossnet-winner": [
        "a cross net shot that wins the rally",
        "the rally ends on an unreturned cross-court net shot",
    ],
    "netshot-into-net": [
        "the rally is lost on a net shot into the net",
        "a net shot that does not get over the net to end the point",
    ],
    "misjudged-leave": [
        "a shuttle the player thought was out lands in",
        "a misjudgement ends the rally",
    ],
    "passive-drop-punished": [
        "a passive drop is answered by a winning smash, rush or net shot",
        "passive drops killed by the next shot with a smash, rush or net shot winner",
    ],
    "lift-punished": [
        "a lift and then a smash that wins the rally outright",
        "the lift gets smashed for a winner",
    ],
    "marin-drop": [
        "a drop winner by Carolina Marin to finish the rally",
        "Marin finishing points with drop winners",
    ],
    "drop-drop-lift": [
        "drop, drop, lift",
        "rallies with a drop, then another drop, then a lift",
        "a drop is dropped back and then lifted",
        "a drop answered by a drop and then a lift",
        "which rallies have two drops and a lift in a row?",
    ],
    "short-serve-third-lift": [
        "short serve, lift on shot 3",
        "rallies that start with a short serve and have a lift as the third shot",
        "the server serves short and then lifts on the third shot",
        "a short serve followed by a lift as the third shot of the rally",
        "which rallies begin with a short serve and have a lift on shot three?",
    ],
    "winner-more-smashes-than-loser": [
        "winner smashes more than loser",
        "rallies where the winner smashes more often than the loser, who smashes at least once",
        "the player who wins hits more smashes than the player who loses",
        "more smashes from the winner than from the loser, both smashing",
        "which rallies have the winner out-smashing the loser, who smashes at least once?",
    ],
    "lift-front-left-to-rear-centre": [
        "lift front left to rear centre",
        "rallies with a lift from the front-left corner into the rear centre",
        "a player lifts from the front left of the court to the middle of the back court",
        "lifts played from the left front corner that land in the centre of the rear court",
        "which rallies have a lift hit from the front left to the rear centre?",
    ],
    "seventh-net-receiver-wins": [
        "net shot on shot 7, receiver wins",
        "rallies where the seventh shot is a net shot and the receiver wins",
        "the receiver takes the point after a net shot as the seventh shot",
        "a net shot played seventh in a rally won by the receiver",
        "which rallies won by the receiver have a net shot as the seventh shot?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
