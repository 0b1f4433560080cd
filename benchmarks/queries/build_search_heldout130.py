"""Write the 130th held-out search query set, ``search_heldout130.jsonl``, from the corpus.

Written in stop 55, after held-out 129's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, about places on the court in a coach's many words for them ("the
back of the court", "the forecourt", "halfcourt", "the right-hand side", "near the
net"), a label and a question. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout130``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout130 [--root DATA] [--check]
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
    Intent,
    depth,
    intent,
    last,
    outright,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout130.jsonl")
SPLIT = "heldout130"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


def _count(r: Rally, kinds: set[str]) -> int:
    """How many shots of ``kinds`` the rally holds, both players'."""
    return sum(1 for s in r.shots if s.kind in kinds)


@intent("zone", into=INTENTS)
def drop_rear_to_front_right(r: Rally) -> bool:
    """Some drop (either kind) is hit from the rear court and lands in the front-right."""
    return any(
        s.kind in DROP and depth(s.hit_zone) == "rear" and s.land_zone == "front-right"
        for s in r.shots
    )


@intent("zone", into=INTENTS)
def final_mid_to_front_winner(r: Rally) -> bool:
    """The final shot, of any type, is hit from the mid court, lands in the front court and
    is an outright winner."""
    shot = last(r)
    placed = depth(shot.hit_zone) == "mid" and depth(shot.land_zone) == "front"
    return placed and outright(r)


@intent("zone", into=INTENTS)
def clear_mid_to_rear_right(r: Rally) -> bool:
    """Some clear is hit from the mid court and lands in the rear-right."""
    return any(
        s.kind == "clear" and depth(s.hit_zone) == "mid" and s.land_zone == "rear-right"
        for s in r.shots
    )


@intent("anchor", into=INTENTS)
def serve_lands_mid_server_wins(r: Rally) -> bool:
    """The serve lands in the mid court, and the server won the rally."""
    return depth(r.shots[0].land_zone) == "mid" and r.winner == r.server


@intent("zone", into=INTENTS)
def drive_mid_left_to_mid_left(r: Rally) -> bool:
    """Some drive-family shot is hit from the mid-left and lands in the mid-left (each side
    seen by its own player, so across the court)."""
    return any(
        s.kind in DRIVE and s.hit_zone == "mid-left" and s.land_zone == "mid-left" for s in r.shots
    )


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush winner straight off a net shot",
        "the net shot is rushed down and that's the point",
    ],
    "clear-out": [
        "a clear or lob that flies past the back of the court to end the rally",
        "the final high shot, a clear or a lift, lands beyond the back boundary",
    ],
    "drop-winner": [
        "a drop that nobody reaches, ending the rally",
        "the rally's last shot is a drop that is never returned",
    ],
    "crossnet-winner": [
        "a net shot played across the court that wins outright",
        "a cross net winner from one side of the court to the other",
    ],
    "netshot-into-net": [
        "a net shot that doesn't clear the tape, ending it",
        "the rally ends when a net shot is put into the net",
    ],
    "misjudged-leave": [
        "the shuttle is left alone but lands inside the lines",
        "a leave that turns out to be in, ending the rally",
    ],
    "passive-drop-punished": [
        "a passive drop killed by a smash, rush or net shot for a winner",
        "the opponent answers a passive drop with a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "a lift that is smashed down and not returned",
        "a lift that gets smashed for the point",
    ],
    "marin-drop": [
        "the rallies Carolina Marin ends with a winning drop",
        "Marin wins rallies with drops that are not returned",
    ],
    "drop-rear-to-front-right": [
        "drop from the rear court to the front right",
        "rallies with a drop hit from the back of the court into the right forecourt",
        "a player drops from deep and the shuttle lands in the front right",
        "drops from the rear court landing near the net on the right-hand side",
        "which rallies have a drop from the back court landing in the front right?",
    ],
    "final-mid-to-front-winner": [
        "winner from midcourt to the front",
        "rallies won outright by a last shot hit from halfcourt into the forecourt",
        "the player finishes from the middle of the court with a winner that lands near the net",
        "an outright winner played from the mid court that lands in the front court",
        "which rallies end with a winner hit from the midcourt into the front?",
    ],
    "clear-mid-to-rear-right": [
        "clear from midcourt to the rear right",
        "rallies with a clear hit from the middle of the court to the back right",
        "a player clears from halfcourt and the shuttle lands in the right rear corner",
        "clears from the mid court landing deep on the right-hand side",
        "which rallies have a clear from the midcourt that lands in the rear right?",
    ],
    "serve-lands-mid-server-wins": [
        "serve to the midcourt, server wins",
        "rallies where the serve lands in the middle of the court and the server wins",
        "the server serves into halfcourt and takes the point",
        "a serve landing in the mid court in a rally won by the server",
        "which rallies does the server win after serving into the midcourt?",
    ],
    "drive-mid-left-to-mid-left": [
        "drive from mid left to mid left",
        "rallies with a drive hit from the middle left that lands in the middle left",
        "a player drives from the left midcourt and the shuttle lands in the left midcourt",
        "drives from halfcourt on the left landing in the opponent's left midcourt",
        "which rallies have a drive from the mid left into the mid left?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
