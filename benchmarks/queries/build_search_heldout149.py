"""Write the 149th held-out search query set, ``search_heldout149.jsonl``, from the corpus.

Written in stop 56, after held-out 142 to 145's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about what
the two players play compared ("more drops than", "fewer net shots than", "as many lifts
as", "outclears", "drives more often than"), with a length or an outcome, a label and a
question. The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout149``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout149 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import (
    DRIVE,
    DROP,
    LIFT,
    NET,
    Intent,
    intent,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout149.jsonl")
SPLIT = "heldout149"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def winner_more_drops_10(r: Rally) -> bool:
    """A rally of at least ten shots in which the winner plays more drops (either kind) than
    the loser."""
    if r.winner is None or len(r.shots) < 10:
        return False
    return shots_by(r, r.winner, DROP) > shots_by(r, other(r.winner), DROP)


@intent("strategic", into=INTENTS)
def equal_lifts_2(r: Rally) -> bool:
    """Both players play the same number of lifts (either kind), at least two each."""
    return shots_by(r, "A", LIFT) == shots_by(r, "B", LIFT) >= 2


@intent("strategic", into=INTENTS)
def winner_fewer_nets_loser_3(r: Rally) -> bool:
    """The loser plays at least three net-family shots, and the winner fewer than the
    loser."""
    if r.winner is None:
        return False
    theirs = shots_by(r, other(r.winner), NET)
    return theirs >= 3 and shots_by(r, r.winner, NET) < theirs


@intent("strategic", into=INTENTS)
def loser_more_clears_15(r: Rally) -> bool:
    """A rally of at least 15 shots in which the loser plays more clears than the winner."""
    if r.winner is None or len(r.shots) < 15:
        return False
    return shots_by(r, other(r.winner), {"clear"}) > shots_by(r, r.winner, {"clear"})


@intent("strategic", into=INTENTS)
def receiver_more_drives(r: Rally) -> bool:
    """The receiver plays more drive-family shots than the server."""
    return shots_by(r, other(r.server), DRIVE) > shots_by(r, r.server, DRIVE)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush that beats the opponent's net shot",
        "the net shot is rushed and the rusher wins it outright",
    ],
    "clear-out": [
        "a clear or lob that is too long, ending the point",
        "the last lift or clear overshoots the court",
    ],
    "drop-winner": [
        "a drop too good for the opponent, ending the rally",
        "the point is won with a drop the other player doesn't reach",
    ],
    "crossnet-winner": [
        "a cross-court net shot the other player never touches, for the point",
        "winning the rally with a net shot hit cross-court",
    ],
    "netshot-into-net": [
        "the rally ends with a net shot that the player nets",
        "a net shot error into the net at the end",
    ],
    "misjudged-leave": [
        "a shuttle the player didn't play lands in to end it",
        "the player misjudges the last shuttle, leaves it, and it's in",
    ],
    "passive-drop-punished": [
        "a passive drop is beaten at once by a smash, rush or net shot",
        "the player who drops passively is punished immediately by a smash, rush or net shot "
        "winner",
    ],
    "lift-punished": [
        "a lift that gets smashed away, ending the rally",
        "the opponent smashes the final lift for a winner",
    ],
    "marin-drop": [
        "an unreturnable drop from Carolina Marin",
        "Marin's drop that the opponent never gets back",
    ],
    "winner-more-drops-10": [
        "10+ shots, winner more drops than loser",
        "rallies of at least ten shots where the winner drops more than the loser",
        "in a rally of ten shots or more, the player who wins plays more drops than the one "
        "who loses",
        "points of 10 shots or longer in which the winner outdrops the loser",
        "which rallies of ten or more shots does the player with more drops win?",
    ],
    "equal-lifts-2": [
        "same number of lifts, 2+ each",
        "rallies where both players lift the same number of times, at least twice each",
        "the two players play as many lifts as each other, two or more apiece",
        "points with an equal count of lifts from each player, at least two each",
        "which rallies have both players lifting equally often, at least twice?",
    ],
    "winner-fewer-nets-loser-3": [
        "loser 3+ net shots, winner fewer",
        "rallies where the loser plays at least three net shots and the winner fewer than the "
        "loser",
        "the player who loses plays three or more net shots, more than the winner does",
        "points won by the player with fewer net shots, the loser having three or more",
        "which rallies does the player with fewer net shots win when the other plays at least "
        "three?",
    ],
    "loser-more-clears-15": [
        "15+ shots, loser more clears than winner",
        "rallies of at least 15 shots where the loser clears more than the winner",
        "in a rally of fifteen shots or more, the loser outclears the winner",
        "points of 15 or more shots lost by the player with more clears",
        "which rallies of fifteen shots or more does the player who clears more lose?",
    ],
    "receiver-more-drives": [
        "receiver more drives than server",
        "rallies where the receiver drives more than the server",
        "the receiver plays more drives than the server does",
        "points in which the receiver outdrives the server",
        "which rallies have more drives from the receiver than from the server?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
