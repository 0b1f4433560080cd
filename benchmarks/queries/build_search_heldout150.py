"""Write the 150th held-out search query set, ``search_heldout150.jsonl``, from the corpus.

Written in stop 56, after held-out 146 to 149's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, in the
development set's styles (a label, a phrase about rallies or points, a sentence about the
players), a label and a question. The relevant rallies come from the predicates, plain
Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout150``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout150 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import (
    DRIVE,
    LIFT,
    NET,
    SMASH,
    Intent,
    consecutive,
    intent,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout150.jsonl")
SPLIT = "heldout150"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("rally", into=INTENTS)
def seven_shots_out(r: Rally) -> bool:
    """A rally of exactly seven shots that ended out."""
    return len(r.shots) == 7 and r.ending == "out"


@intent("shot", into=INTENTS)
def backhand_clear_out_end(r: Rally) -> bool:
    """Some clear is played on the backhand, and the rally ended out."""
    return any(s.kind == "clear" and s.backhand for s in r.shots) and r.ending == "out"


@intent("sequence", into=INTENTS)
def push_then_net(r: Rally) -> bool:
    """A push straight followed by a net-family shot."""
    return consecutive(r, {"push"}, NET)


@intent("zone", into=INTENTS)
def lift_front_right_to_rear_left(r: Rally) -> bool:
    """Some lift (either kind) is hit from the front-right and lands in the rear-left."""
    return any(
        s.kind in LIFT and s.hit_zone == "front-right" and s.land_zone == "rear-left"
        for s in r.shots
    )


@intent("sequence", into=INTENTS)
def drive_smash_receiver_wins(r: Rally) -> bool:
    """A drive-family shot straight followed by a smash (either kind), and the receiver won."""
    return consecutive(r, DRIVE, SMASH) and r.winner == other(r.server)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "net shot, rush, winner",
        "rallies won by rushing the opponent's net shot",
    ],
    "clear-out": [
        "clear or lift out to end it",
        "rallies that end when a clear or a lob lands out",
    ],
    "drop-winner": [
        "drop for a winner",
        "a player drops and the opponent never gets there",
    ],
    "crossnet-winner": [
        "cross net shot, unreturned",
        "rallies ending with a cross-court net shot that isn't returned",
    ],
    "netshot-into-net": [
        "net shot error into the net",
        "rallies where the final net shot is put into the net",
    ],
    "misjudged-leave": [
        "leave, lands in, point lost",
        "a player leaves the shuttle and loses the point because it's in",
    ],
    "passive-drop-punished": [
        "passive drop punished by a winning smash, rush or net shot",
        "rallies where a passive drop is answered right away by a smash, rush or net shot winner",
    ],
    "lift-punished": [
        "lift smashed, point over",
        "rallies where the final lift is smashed and not returned",
    ],
    "marin-drop": [
        "winning drops by Marin, unreturned",
        "points Marin wins with a drop nobody returns",
    ],
    "seven-shots-out": [
        "7 shots, out",
        "rallies of exactly seven shots that end out",
        "a rally lasts seven shots and ends with the shuttle out",
        "points of seven shots exactly ending out",
        "which seven-shot rallies end out?",
    ],
    "backhand-clear-out-end": [
        "backhand clear, ends out",
        "rallies with a backhand clear that end out",
        "a player plays a clear on the backhand and the rally ends out",
        "points ending out that include a backhand clear",
        "which rallies with a backhand clear end out?",
    ],
    "push-then-net": [
        "push then net shot",
        "rallies with a push followed by a net shot",
        "a player pushes and the reply is a net shot",
        "points where a push is answered at the net",
        "which rallies have a push followed straight away by a net shot?",
    ],
    "lift-front-right-to-rear-left": [
        "lift from front right to rear left",
        "rallies with a lift from the front-right to the rear-left",
        "a player lifts from the front right corner into the back left corner",
        "points with a lift hit from the front right that lands in the rear left",
        "which rallies have a lift from the front-right landing in the rear-left?",
    ],
    "drive-smash-receiver-wins": [
        "drive then smash, receiver wins",
        "rallies won by the receiver with a drive followed by a smash",
        "a drive is smashed straight back and the receiver wins the rally",
        "points the receiver wins where a smash comes right after a drive",
        "which rallies does the receiver win with a drive followed by a smash?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
