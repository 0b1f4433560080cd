"""Write the seventy-sixth held-out search query set, ``search_heldout76.jsonl``, from the corpus.

Written in stop 50, after held-out 75's fix (e41a4a6), to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eight new intents in
five wordings each (all eight are sequences that finish a rally), in the development set's
styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout76``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout76 [--root DATA] [--check]
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
    intent,
    won_by_last_hitter,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout76.jsonl")
SPLIT = "heldout76"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


def _finishes(r: Rally, *kinds: set[str]) -> bool:
    """The rally's last shots are of ``kinds`` in order, and the last one's hitter won."""
    s, n = r.shots, len(kinds)
    said = len(s) >= n and all(s[k - n].kind in kinds[k] for k in range(n))
    return said and won_by_last_hitter(r)


@intent("sequence", into=INTENTS)
def clear_clear_smash_finish(r: Rally) -> bool:
    """The last three shots are a clear, a clear and a smash (either kind), and the smasher
    won."""
    return _finishes(r, {"clear"}, {"clear"}, SMASH)


@intent("sequence", into=INTENTS)
def clear_drop_net_finish(r: Rally) -> bool:
    """The last three shots are a clear, a drop (either kind) and a net-family shot, and the
    net shot's hitter won."""
    return _finishes(r, {"clear"}, DROP, NET)


@intent("sequence", into=INTENTS)
def smash_lift_smash_finish(r: Rally) -> bool:
    """The last three shots are a smash, a lift and a smash (each either kind), and the last
    smasher won."""
    return _finishes(r, SMASH, LIFT, SMASH)


@intent("sequence", into=INTENTS)
def net_net_rush_finish(r: Rally) -> bool:
    """The last three shots are two net-family shots and a rush, and the rusher won."""
    return _finishes(r, NET, NET, {"rush"})


@intent("sequence", into=INTENTS)
def drop_net_net_finish(r: Rally) -> bool:
    """The last three shots are a drop (either kind) and two net-family shots, and the last
    net shot's hitter won."""
    return _finishes(r, DROP, NET, NET)


@intent("sequence", into=INTENTS)
def lift_clear_drop_finish(r: Rally) -> bool:
    """The last three shots are a lift (either kind), a clear and a drop (either kind), and
    the dropper won."""
    return _finishes(r, LIFT, {"clear"}, DROP)


@intent("sequence", into=INTENTS)
def smash_net_push_finish(r: Rally) -> bool:
    """The last three shots are a smash (either kind), a net-family shot and a push, and the
    pusher won."""
    return _finishes(r, SMASH, NET, {"push"})


@intent("sequence", into=INTENTS)
def net_push_smash_finish(r: Rally) -> bool:
    """The last three shots are a net-family shot, a push and a smash (either kind), and
    the smasher won."""
    return _finishes(r, NET, {"push"}, SMASH)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the opponent's net shot is punished with a rush that ends it",
        "rush winners straight off a net shot",
    ],
    "clear-out": [
        "rallies lost on a long clear or lob",
        "a lob or a clear flies past the back line and the rally is over",
    ],
    "drop-winner": [
        "the rally ends with a drop landing before the opponent can reach it",
        "drop shots that end points as winners",
    ],
    "crossnet-winner": [
        "an unreturned cross-court net shot closes the rally",
        "a winner from a net shot hit across the court",
    ],
    "netshot-into-net": [
        "points lost with a net shot that fails to cross",
        "a player's final net shot catches the tape",
    ],
    "misjudged-leave": [
        "rallies that end with a shuttle left to land in",
        "a player lets it go and the shuttle lands in the court",
    ],
    "passive-drop-punished": [
        "a passive drop, and the opponent's rush, smash or net shot wins it",
        "the reply to a passive drop is a winner",
    ],
    "lift-punished": [
        "a lift that gets smashed for an outright winner",
        "points where a lob is answered by a smash winner",
    ],
    "marin-drop": [
        "Marin ends the point with a drop nobody reaches",
        "Carolina Marin's drop winners that finish the rally",
    ],
    "clear-clear-smash-finish": [
        "clear, clear, smash to finish",
        "a player clears, the opponent clears back, and the first player smashes for the point",
        "points won by a smash after an exchange of two clears",
        "the rally ends clear, clear, smash, and the smash wins",
        "which rallies end with two clears and then a winning smash?",
    ],
    "clear-drop-net-finish": [
        "clear, drop, net shot to finish",
        "a player clears, the opponent drops, and the clearer wins with a net shot",
        "points won by a net shot after a clear and a drop",
        "the last three shots are clear, drop, net shot, and the net shot wins",
        "which rallies end with a clear, a drop and a winning net shot?",
    ],
    "smash-lift-smash-finish": [
        "smash, lift, smash to finish",
        "a player smashes, the opponent lifts, and the smasher smashes again for the point",
        "points won by a second smash after the first one was lifted",
        "the rally ends smash, lift, smash, and the last smash wins",
        "which rallies end with a smash, a lift and a winning smash?",
    ],
    "net-net-rush-finish": [
        "net, net, rush to finish",
        "a net shot, a net reply, and the first player rushes for the point",
        "points won by a rush after two net shots",
        "the rally ends net shot, net shot, rush, and the rush wins",
        "which rallies end with two net shots and then a winning rush?",
    ],
    "drop-net-net-finish": [
        "drop, net, net to finish",
        "a player drops, the opponent plays a net shot, and the dropper wins with a net shot",
        "points won by a net shot after a drop and a net reply",
        "the last three shots are drop, net shot, net shot, and the last one wins",
        "which rallies end with a drop and two net shots, the last of them winning?",
    ],
    "lift-clear-drop-finish": [
        "lift, clear, drop to finish",
        "a player lifts, the opponent clears, and the lifter wins with a drop",
        "points won by a drop after a lift and a clear",
        "the rally ends lift, clear, drop, and the drop wins",
        "which rallies end with a lift, a clear and a winning drop?",
    ],
    "smash-net-push-finish": [
        "smash, net, push to finish",
        "a player smashes, the opponent blocks at the net, and the smasher wins with a push",
        "points won by a push after a smash and a net reply",
        "the last three shots are smash, net shot, push, and the push wins",
        "which rallies end with a smash, a net shot and a winning push?",
    ],
    "net-push-smash-finish": [
        "net, push, smash to finish",
        "a player plays a net shot, the opponent pushes, and the net player smashes for the point",
        "points won by a smash after a net shot and a push",
        "the rally ends net shot, push, smash, and the smash wins",
        "which rallies end with a net shot, a push and a winning smash?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
