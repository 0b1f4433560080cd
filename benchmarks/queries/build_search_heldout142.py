"""Write the 142nd held-out search query set, ``search_heldout142.jsonl``, from the corpus.

Written in stop 56, after held-out 138 to 141's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question: tactic tags, a run, the score and
what the loser plays. The relevant rallies come from the predicates, plain Python over the
raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout142``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout142 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import INTENTS as ALL_INTENTS
from benchmarks.queries.truth import (
    NET,
    SMASH,
    Intent,
    four_corners,
    game_point,
    intent,
    rally_run,
    shots_by,
)

OUT = Path(__file__).with_name("search_heldout142.jsonl")
SPLIT = "heldout142"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("tactic", into=INTENTS)
def four_corners_net_end(r: Rally) -> bool:
    """A four-corner rally (one player's own shots hit from all four corners) that ended in
    the net."""
    return four_corners(r) and r.ending == "net"


@intent("run", into=INTENTS)
def net_run_4_first_set(r: Rally) -> bool:
    """At least four net-family shots in a row, by either player, in the first set."""
    return rally_run(r, NET, 4) and r.set_no == 1


@intent("score", into=INTENTS)
def second_set_level_20_shots(r: Rally) -> bool:
    """A rally of at least 20 shots in the second set, played at a level score."""
    a, b = r.score_before
    return r.set_no == 2 and a == b and len(r.shots) >= 20


@intent("score", into=INTENTS)
def receiver_game_point_lost_10(r: Rally) -> bool:
    """At game point for the receiver, the server won a rally of at least ten shots."""
    saved = game_point(r.score_before, other(r.server)) and r.winner == r.server
    return saved and len(r.shots) >= 10


@intent("strategic", into=INTENTS)
def loser_smashes_3_net_end(r: Rally) -> bool:
    """The loser plays at least three smashes (either kind), and the rally ended in the
    net."""
    if r.winner is None:
        return False
    return shots_by(r, other(r.winner), SMASH) >= 3 and r.ending == "net"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "rush winner off the opponent's net shot",
        "points where the reply to a net shot is a rush that wins the rally",
    ],
    "clear-out": [
        "clear or lift out, end of rally",
        "rallies where the last shot, a clear or a lob, lands out",
    ],
    "drop-winner": [
        "drop shots for outright winners",
        "the opponent can't get to the last drop and loses the point",
    ],
    "crossnet-winner": [
        "crosscourt net winner",
        "rallies won outright with a cross-court net shot",
    ],
    "netshot-into-net": [
        "net shot into the net to end the rally",
        "the last shot is a net shot that fails to get over the tape",
    ],
    "misjudged-leave": [
        "misjudged shuttle left in",
        "a player leaves the shuttle, thinking it's out, but it lands in",
    ],
    "passive-drop-punished": [
        "passive drop, then a winning smash, rush or net shot",
        "rallies lost by playing a passive drop that is punished right away by a smash, rush or "
        "net shot",
    ],
    "lift-punished": [
        "lift then smash winner",
        "a player lifts, and the opponent smashes it away for a winner",
    ],
    "marin-drop": [
        "Marin winning rallies with her drops",
        "Carolina Marin wins rallies with drop shots that are not returned",
    ],
    "four-corners-net-end": [
        "four corners, ends in the net",
        "rallies where a player is moved to all four corners and the rally ends in the net",
        "one player gets dragged to every corner of the court and the point ends with a shot "
        "into the net",
        "four-corner rallies that finish in the net",
        "which rallies moving a player to all four corners end in the net?",
    ],
    "net-run-4-first-set": [
        "4+ net shots in a row, first set",
        "rallies in the first set with at least four net shots in a row",
        "the players trade four or more net shots in a row in the opening set",
        "points in set one with a run of four net shots or more",
        "which first-set rallies have four or more consecutive net shots?",
    ],
    "second-set-level-20-shots": [
        "20+ shots, level score, second set",
        "rallies of at least 20 shots played at a level score in the second set",
        "with the score tied in the second set, the players play a rally of twenty shots or more",
        "long points of 20 or more shots at level scores in set two",
        "which second-set rallies at a tied score last 20 shots or more?",
    ],
    "receiver-game-point-lost-10": [
        "receiver game point, 10+ shots, server wins",
        "rallies at game point for the receiver that the server wins in ten shots or more",
        "the receiver has game point and the server wins a rally of at least ten shots",
        "points of 10 or more shots won by the server while the receiver is at game point",
        "which rallies of ten or more shots does the server win at the receiver's game point?",
    ],
    "loser-smashes-3-net-end": [
        "loser 3+ smashes, ends in the net",
        "rallies where the loser smashes at least three times and the rally ends in the net",
        "the player who loses smashes three or more times, and the point ends in the net",
        "points ending in the net after the loser has smashed three times or more",
        "which rallies ending in the net see the loser smash at least three times?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
