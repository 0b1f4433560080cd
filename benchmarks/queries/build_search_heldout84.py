"""Write the eighty-fourth held-out search query set, ``search_heldout84.jsonl``, from the corpus.

Written in stop 51, after held-out 83's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and six new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout84``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout84 [--root DATA] [--check]
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
    NET,
    SMASH,
    Intent,
    consecutive,
    intent,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout84.jsonl")
SPLIT = "heldout84"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order
CLEAR, PUSH = {"clear"}, {"push"}


@intent("sequence", into=INTENTS)
def net_push_drop(r: Rally) -> bool:
    """A net-family shot, a push and a drop (either kind), on consecutive shots."""
    return consecutive(r, NET, PUSH, DROP)


@intent("sequence", into=INTENTS)
def drive_net_push(r: Rally) -> bool:
    """A drive (any drive), a net-family shot and a push, on consecutive shots."""
    return consecutive(r, DRIVE, NET, PUSH)


@intent("sequence", into=INTENTS)
def drop_push_clear(r: Rally) -> bool:
    """A drop (either kind), a push and a clear, on consecutive shots."""
    return consecutive(r, DROP, PUSH, CLEAR)


@intent("sequence", into=INTENTS)
def push_clear_clear(r: Rally) -> bool:
    """A push and then two clears, on consecutive shots."""
    return consecutive(r, PUSH, CLEAR, CLEAR)


@intent("sequence", into=INTENTS)
def clear_drop_push(r: Rally) -> bool:
    """A clear, a drop (either kind) and a push, on consecutive shots."""
    return consecutive(r, CLEAR, DROP, PUSH)


@intent("sequence", into=INTENTS)
def push_smash_drive(r: Rally) -> bool:
    """A push, a smash (either kind) and a drive (any drive), on consecutive shots."""
    return consecutive(r, PUSH, SMASH, DRIVE)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a winning rush played off a net shot",
        "points that end with a net shot rushed away",
    ],
    "clear-out": [
        "a clear or lob sent out ends the point",
        "the final shot, a lift or a clear, lands outside the court",
    ],
    "drop-winner": [
        "drops that are never returned",
        "a drop shot ends the rally untouched",
    ],
    "crossnet-winner": [
        "cross net shots that win outright",
        "the rally is won by a crosscourt net shot nobody reaches",
    ],
    "netshot-into-net": [
        "the rally ends with a net shot hit into the net",
        "a net shot that goes into the tape and loses",
    ],
    "misjudged-leave": [
        "rallies lost because a shuttle left alone landed in",
        "a player leaves the shuttle expecting it out and it lands in",
    ],
    "passive-drop-punished": [
        "a passive drop that is punished by a rush, smash or net winner",
        "after a passive drop, a rush, smash or net shot wins the point",
    ],
    "lift-punished": [
        "a lift answered with a smash that wins",
        "rallies ending with a smash off a lift that is not returned",
    ],
    "marin-drop": [
        "drop shot winners by Marin",
        "Marin wins the rally with a drop nobody returns",
    ],
    "net-push-drop": [
        "net, push, drop",
        "a drop that comes right after a push, which answered a net shot",
        "a player plays a net shot, the opponent pushes, and the first player drops",
        "rallies with a net shot followed by a push and then a drop",
        "which rallies have a net shot, a push and a drop in a row?",
    ],
    "drive-net-push": [
        "drive, net shot, push",
        "a push played right after a net shot that answered a drive",
        "a player drives, the reply is a net shot, and that is pushed",
        "rallies where a drive is followed by a net shot and then a push",
        "which rallies have a drive, a net shot and then a push?",
    ],
    "drop-push-clear": [
        "drop, push, clear",
        "a clear hit straight after a push that answered a drop",
        "a player drops, the opponent pushes, and the dropper clears",
        "rallies with a drop, then a push, then a clear",
        "which rallies contain a drop followed by a push and a clear?",
    ],
    "push-clear-clear": [
        "push, then two clears",
        "two clears in a row right after a push",
        "a player pushes, the opponent clears, and the pusher clears back",
        "rallies where a push is answered by a clear that is cleared again",
        "which rallies have a push followed by two consecutive clears?",
    ],
    "clear-drop-push": [
        "clear, drop, push",
        "a push that answers a drop played off a clear",
        "a player clears, the opponent drops, and the clearer pushes",
        "rallies with a clear, then a drop, then a push",
        "which rallies have a clear answered by a drop that is then pushed?",
    ],
    "push-smash-drive": [
        "push, smash, drive",
        "a drive in reply to a smash that came off a push",
        "a player pushes, the opponent smashes, and the pusher drives it back",
        "rallies where a push is smashed and the smash is driven back",
        "which rallies have a push, a smash and a drive in a row?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
