"""Write the 158th held-out search query set, ``search_heldout158.jsonl``, from the corpus.

Written in stop 57, after held-out 154 to 157's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, in the
development set's own style, about how the two players' shots compare (more clears than the
other, as many smashes as each other, two drops each, no lift at all). The relevant rallies
come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never
``rallyscope``).
Every line's split is ``heldout158``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout158 [--root DATA] [--check]
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
    SMASH,
    Intent,
    intent,
    known_after_serve,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout158.jsonl")
SPLIT = "heldout158"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def receiver_outclears_wins(r: Rally) -> bool:
    """The receiver plays more clears than the server, and the receiver won (every type after
    the serve known)."""
    more = shots_by(r, r.receiver, {"clear"}) > shots_by(r, r.server, {"clear"})
    return known_after_serve(r) and more and r.winner == r.receiver


@intent("strategic", into=INTENTS)
def two_drops_each(r: Rally) -> bool:
    """Each player plays at least two drops (either kind) (every type after the serve
    known)."""
    return known_after_serve(r) and all(shots_by(r, side, DROP) >= 2 for side in ("A", "B"))


@intent("strategic", into=INTENTS)
def server_never_lifts_wins_10(r: Rally) -> bool:
    """A rally of at least ten shots in which the server plays no lift (either kind) and
    wins (every type after the serve known)."""
    none = shots_by(r, r.server, LIFT) == 0
    return known_after_serve(r) and none and r.winner == r.server and len(r.shots) >= 10


@intent("strategic", into=INTENTS)
def equal_smashes_two_plus(r: Rally) -> bool:
    """Both players play the same number of smashes (either kind), at least two each (every
    type after the serve known)."""
    a, b = shots_by(r, "A", SMASH), shots_by(r, "B", SMASH)
    return known_after_serve(r) and a == b >= 2


@intent("strategic", into=INTENTS)
def winner_outdrops_loser(r: Rally) -> bool:
    """The winner plays more drops (either kind) than the loser, who plays at least one
    (every type after the serve known)."""
    if r.winner is None or not known_after_serve(r):
        return False
    theirs = shots_by(r, r.loser, DROP)
    return theirs >= 1 and shots_by(r, r.winner, DROP) > theirs


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "winning rushes straight off a net shot",
        "a net shot followed at once by a rush that ends the point in the rusher's favour",
    ],
    "clear-out": [
        "rallies that end with a clear or a lob going out",
        "a closing clear or lift that is out",
    ],
    "drop-winner": [
        "drop shots that win the rally outright at the end",
        "a drop at the end of the rally that the opponent cannot return",
    ],
    "crossnet-winner": [
        "a winning crosscourt net shot to end the rally",
        "rallies won by a net shot played cross-court",
    ],
    "netshot-into-net": [
        "rallies ending with a net shot that hits the tape and falls back",
        "the rally ends when a net shot fails to make it over",
    ],
    "misjudged-leave": [
        "rallies lost because a player left a shuttle that landed in",
        "a player lets the shuttle drop, and it is in",
    ],
    "passive-drop-punished": [
        "a passive drop punished immediately by a smash, a rush or a net shot winner",
        "winners by smash, rush or net shot right after a passive drop",
    ],
    "lift-punished": [
        "smash winners off the opponent's lift",
        "a lift answered with a winning smash",
    ],
    "marin-drop": [
        "rallies Marin wins with a drop winner",
        "drop winners that end rallies for Carolina Marin",
    ],
    "receiver-outclears-wins": [
        "the receiver plays more clears than the server and wins",
        "rallies won by the receiver with more clears than the server",
        "the receiver clears more often than the server and takes the point",
        "more clears from the receiver than from the server, receiver wins",
        "points the receiver wins while out-clearing the server",
    ],
    "two-drops-each": [
        "both players play at least two drops",
        "rallies where each player drops twice or more",
        "two or more drops from each side",
        "at least two drops by the server and at least two by the receiver",
        "both sides use the drop at least twice",
    ],
    "server-never-lifts-wins-10": [
        "the server never lifts and wins a rally of ten shots or more",
        "rallies of at least 10 shots won by the server without a single lift from the server",
        "no lifts by the server, who wins, in a rally of 10+ shots",
        "the server wins a rally lasting ten or more shots without lifting",
        "points of 10 shots or longer where the server does not lift and takes the rally",
    ],
    "equal-smashes-two-plus": [
        "both players smash the same number of times, at least twice each",
        "rallies where each player plays the same number of smashes, two or more",
        "equal numbers of smashes from both sides, at least two apiece",
        "the server and the receiver each smash at least twice, and equally often",
        "as many smashes from one player as from the other, two or more each",
    ],
    "winner-outdrops-loser": [
        "the winner plays more drops than the loser, who drops at least once",
        "rallies where the winner drops more often than the loser, and the loser drops at "
        "least once",
        "more drops from the winner than from the loser, with at least one drop by the loser",
        "the loser plays one drop or more, but the winner plays more",
        "the player who wins out-drops the player who loses, who also drops",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
