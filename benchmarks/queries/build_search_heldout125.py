"""Write the 125th held-out search query set, ``search_heldout125.jsonl``, from the corpus.

Written in stop 55, after stop 54's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout125``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout125 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DROP,
    SMASH,
    TAGS,
    Intent,
    consecutive,
    intent,
    known_after_serve,
    shot_at,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout125.jsonl")
SPLIT = "heldout125"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def fourth_shot_drop_receiver_wins(r: Rally) -> bool:
    """The fourth shot is a drop (either kind), and the receiver won the rally."""
    return shot_at(r, 4, DROP) and r.winner == r.receiver


@intent("sequence", into=INTENTS)
def clear_clear_drop_receiver_wins(r: Rally) -> bool:
    """Somewhere two clears in a row are followed at once by a drop (either kind), and the
    receiver won the rally."""
    return consecutive(r, {"clear"}, {"clear"}, DROP) and r.winner == r.receiver


@intent("strategic", into=INTENTS)
def server_drops_no_smash_loses(r: Rally) -> bool:
    """The server plays at least three drops (either kind) and no smash (either kind) and
    loses the rally (every type after the serve known)."""
    drops = shots_by(r, r.server, DROP) >= 3 and shots_by(r, r.server, SMASH) == 0
    return known_after_serve(r) and drops and r.winner != r.server


@intent("zone", into=INTENTS)
def smash_rear_right_lands_mid_right(r: Rally) -> bool:
    """Some smash (either kind) is hit from the rear-right and lands in the mid-right."""
    return any(
        s.kind in SMASH and s.hit_zone == "rear-right" and s.land_zone == "mid-right"
        for s in r.shots
    )


@intent("tactic", into=INTENTS)
def four_corners_server_loses(r: Rally) -> bool:
    """Moving the opponent to all four corners (``truth.four_corners``) in a rally the server
    lost."""
    return TAGS["four_corners"](r) and r.winner != r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "rush kills at the net to finish off a net shot",
        "points ended by a rush straight off a net shot",
    ],
    "clear-out": [
        "long clears and lifts that land beyond the back line to end it",
        "the player hits the final clear or lob out of the court",
    ],
    "drop-winner": [
        "a rally closed out by an unreturned drop shot",
        "drop shot winners the opponent can't get to",
    ],
    "crossnet-winner": [
        "cross-court net shots that win the rally",
        "the point is won with a net shot across the court that doesn't come back",
    ],
    "netshot-into-net": [
        "net shots put into the net that end the point",
        "the player loses the rally by netting a net shot",
    ],
    "misjudged-leave": [
        "shuttles left alone that landed in, losing the point",
        "a player lets the shuttle go thinking it's out but it lands in",
    ],
    "passive-drop-punished": [
        "passive drops killed on the next shot by a smash, rush or net shot winner",
        "a passive drop that the opponent finishes right away with a smash, a rush or a net shot",
    ],
    "lift-punished": [
        "lifts that are punished by a smash winner",
        "the player lifts and the other side smashes it for the point",
    ],
    "marin-drop": [
        "the drops Marin wins rallies with",
        "Carolina Marin ends rallies with drops that win outright",
    ],
    "fourth-shot-drop-receiver-wins": [
        "4th shot drop, receiver wins",
        "rallies where the fourth shot is a drop and the receiver wins",
        "the receiver takes the point in rallies with a drop as the fourth shot",
        "a drop played as shot number four in a rally won by the receiver",
        "which rallies won by the receiver have a drop as the fourth shot?",
    ],
    "clear-clear-drop-receiver-wins": [
        "clear, clear, drop, receiver wins",
        "rallies with two clears in a row and then a drop, won by the receiver",
        "the players trade clears, one of them drops, and the receiver takes the point",
        "a pair of back-to-back clears followed right away by a drop in a rally the receiver wins",
        "which rallies won by the receiver have two consecutive clears followed by a drop?",
    ],
    "server-drops-no-smash-loses": [
        "server: 3+ drops, no smashes, loses",
        "rallies where the server drops at least three times without smashing and loses",
        "the server plays three or more drops, never smashes, and the receiver wins the point",
        "at least three drops and not one smash from the server in a rally the server loses",
        "which rallies does the server lose with three or more drops and no smash?",
    ],
    "smash-rear-right-lands-mid-right": [
        "smash from the rear right to the mid right",
        "rallies with a smash hit from the back right corner that lands in the middle right",
        "a player smashes from the rear-right and the shuttle lands mid-court on the right",
        "smashes from the right rear court landing in the right midcourt",
        "which rallies have a smash from the rear right landing in the mid right?",
    ],
    "four-corners-server-loses": [
        "four corners, server loses",
        "rallies where the opponent is moved to all four corners and the server loses",
        "the server loses a point in which the opponent is run to all four corners",
        "moving the opponent around all four corners in a rally the receiver wins",
        "which rallies lost by the server show a player being moved to all four corners?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
