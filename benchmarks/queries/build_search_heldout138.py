"""Write the 138th held-out search query set, ``search_heldout138.jsonl``, from the corpus.

Written in stop 56, after stop 55's last change, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question, chosen from the test split's weakest
categories (anchors, places, what each player plays, sequences). The relevant rallies come
from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never
``rallyscope``).
Every line's split is ``heldout138``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout138 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import (
    DROP,
    LIFT,
    NET,
    SMASH,
    Intent,
    consecutive,
    depth,
    intent,
    known_after_serve,
    last,
    outright,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout138.jsonl")
SPLIT = "heldout138"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def return_to_front_server_wins(r: Rally) -> bool:
    """The return of serve (shot 2) lands in the front court, and the server won the rally."""
    return len(r.shots) >= 2 and depth(r.shots[1].land_zone) == "front" and r.winner == r.server


@intent("zone", into=INTENTS)
def rear_drop_to_front_winner(r: Rally) -> bool:
    """The final shot is a drop (either kind) hit from the rear court that lands in the
    front court, an outright winner."""
    shot = last(r)
    placed = depth(shot.hit_zone) == "rear" and depth(shot.land_zone) == "front"
    return shot.kind in DROP and placed and outright(r)


@intent("strategic", into=INTENTS)
def winner_never_drops_loser_drops_3(r: Rally) -> bool:
    """The winner plays no drop (either kind) and the loser at least three (every type after
    the serve known)."""
    if r.winner is None or not known_after_serve(r):
        return False
    return shots_by(r, r.winner, DROP) == 0 and shots_by(r, other(r.winner), DROP) >= 3


@intent("sequence", into=INTENTS)
def lift_drop_net_receiver_wins(r: Rally) -> bool:
    """Somewhere a lift (either kind), a drop (either kind) and a net-family shot in a row,
    and the receiver won the rally."""
    return consecutive(r, LIFT, DROP, NET) and r.winner == other(r.server)


@intent("anchor", into=INTENTS)
def fourth_shot_smash_winner(r: Rally) -> bool:
    """The rally's fourth shot is its last, a smash (either kind), an outright winner."""
    return len(r.shots) == 4 and last(r).kind in SMASH and outright(r)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "rush kill after a net shot",
        "points where a net shot gets rushed away for a winner",
    ],
    "clear-out": [
        "lob or clear hit out to lose the point",
        "the rally is lost when a clear or a lift goes out",
    ],
    "drop-winner": [
        "drop shot winners that end the rally",
        "rallies a player wins with a drop that is never returned",
    ],
    "crossnet-winner": [
        "cross-court net shot for the point",
        "points won by a crosscourt net shot the opponent can't reach",
    ],
    "netshot-into-net": [
        "net shot error into the tape",
        "rallies lost by a net shot that hits the net",
    ],
    "misjudged-leave": [
        "a wrong leave, shuttle in",
        "the player lets the shuttle go and it lands in for the point",
    ],
    "passive-drop-punished": [
        "passive drop killed straight away by a smash, rush or net shot",
        "rallies where a passive drop is punished at once with a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "lift punished by a smash",
        "points where the last lift is smashed for a winner",
    ],
    "marin-drop": [
        "Marin drop winner",
        "points Carolina Marin wins with a drop",
    ],
    "return-to-front-server-wins": [
        "return of serve to the front court, server wins",
        "rallies where the return of serve lands in the front court and the server wins",
        "the receiver returns the serve short into the front court and the server wins the point",
        "points won by the server after a return of serve that lands in the front court",
        "which rallies does the server win when the return of serve lands in the front court?",
    ],
    "rear-drop-to-front-winner": [
        "drop winner from the rear court into the front court",
        "rallies ending with a drop from the back court that lands short in the front court "
        "for a winner",
        "a player drops from the rear court into the forecourt and the opponent can't reach it",
        "points won by a drop played from the back that lands in the front court",
        "which rallies end with a winning drop from the rear court to the front court?",
    ],
    "winner-never-drops-loser-drops-3": [
        "winner no drops, loser 3+ drops",
        "rallies where the winner never drops and the loser drops at least three times",
        "the winner of the rally never plays a drop while the loser drops three times or more",
        "points won without a single drop by a player whose opponent drops at least three times",
        "in which rallies does the loser drop three or more times and the winner not at all?",
    ],
    "lift-drop-net-receiver-wins": [
        "lift, drop, net shot, receiver wins",
        "rallies with a lift, a drop and a net shot in a row, won by the receiver",
        "a lift is dropped and the drop is played at the net, and the receiver wins the rally",
        "points the receiver wins that have a lift, then a drop, then a net shot",
        "which rallies won by the receiver contain a lift followed by a drop and a net shot?",
    ],
    "fourth-shot-smash-winner": [
        "fourth shot smash winner",
        "rallies ending on the fourth shot with a winning smash",
        "a player smashes the fourth shot of the rally for a winner",
        "points won by a smash on shot four that ends the rally",
        "which rallies are won outright by a smash as the fourth and final shot?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
