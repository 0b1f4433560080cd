"""Write the ninety-eighth held-out search query set, ``search_heldout98.jsonl``, from the corpus.

Written in stop 53, after the refactor of stop 52's readings, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Three of the new intents turned out, after the run, to select exactly the rallies of an
earlier held-out intent (``tests/test_evalsets.py`` found them): they are labelled
``heldout_reworded`` with that intent's id; wordings, truths and figures are as run.
Every line's split is ``heldout98``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout98 [--root DATA] [--check]
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
    intent,
    named,
    shot_at,
    shots_by,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout98.jsonl")
SPLIT = "heldout98"
REWORDS = "dev_reworded"
AGAIN = "heldout_reworded"  # found after the run: earlier held-out intents, asked again
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]


# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent(AGAIN, into=INTENTS)  # as held-out 49 asked it
def drive_drive_smash(r: Rally) -> bool:
    """Three shots in a row: a drive (any kind), a drive (any kind) and a smash (either
    kind), the smash by the first drive's hitter."""
    return any(a.hitter == c.hitter for a, _, c in windows(r, DRIVE, DRIVE, SMASH))


@intent(AGAIN, into=INTENTS)  # as held-out 12 asked it
def return_net_server_wins(r: Rally) -> bool:
    """The return of serve (shot 2) is a net-family shot and the server won the rally."""
    return shot_at(r, 2, NET) and r.winner == r.server


@intent("zone", into=INTENTS)
def drop_rear_left_to_front_left(r: Rally) -> bool:
    """A drop (either kind) hit from the rear-left zone that lands in the front-left zone."""
    return any(
        s.kind in DROP and s.hit_zone == "rear-left" and s.land_zone == "front-left"
        for s in r.shots
    )


@intent(AGAIN, into=INTENTS)  # as held-out 75 asked it
def server_three_drops_loses(r: Rally) -> bool:
    """The server plays at least three drops (either kind) and loses the rally."""
    return shots_by(r, r.server, DROP) >= 3 and r.loser == r.server


@intent("player", into=INTENTS)
def ginting_two_smashes_loses(r: Rally) -> bool:
    """Anthony Sinisuka GINTING plays at least two smashes (either kind) and loses the
    rally."""
    return named(r, "Anthony Sinisuka GINTING", SMASH, 2, "loser")


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush off the opponent's net shot that wins the point",
        "the opponent's net shot is rushed and that ends the rally in the rusher's favour",
    ],
    "clear-out": [
        "clears or lobs that fly over the baseline and end the point",
        "a rally decided by a lift or clear landing long",
    ],
    "drop-winner": [
        "a drop shot that ends the rally untouched",
        "rallies where a drop is the winner",
    ],
    "crossnet-winner": [
        "a cross-court net shot the opponent cannot reach, ending the rally",
        "rallies decided by a crosscourt net winner",
    ],
    "netshot-into-net": [
        "a net shot that hits the net and ends the point",
        "points lost on a net shot that does not clear the tape",
    ],
    "misjudged-leave": [
        "a shuttle wrongly left that lands inside the lines",
        "points lost by leaving a shuttle that was good",
    ],
    "passive-drop-punished": [
        "a passive drop put away with a smash, rush or net kill",
        "the second-to-last shot is a passive drop and the last a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "smashing a lift for a clean winner",
        "a lift that the opponent smashes to win the rally",
    ],
    "marin-drop": [
        "Marin's drop winners",
        "rallies Marin wins with a drop as the last shot",
    ],
    "drive-drive-smash": [
        "drive, drive, smash by the first driver",
        "rallies where a player drives, the opponent drives back and the first player smashes",
        "a drive exchange where the player who drove first smashes next",
        "a drive answered by a drive, then a smash from the first driver",
        "which rallies have a drive, a drive in reply and a smash by the player who drove first?",
    ],
    "return-net-server-wins": [
        "net return of serve, server wins",
        "rallies where the return of serve is a net shot and the server wins",
        "the receiver returns the serve at the net and the server takes the point",
        "points won by the server after a net shot return",
        "which rallies won by the server start with a net shot return of serve?",
    ],
    "drop-rear-left-to-front-left": [
        "drop rear left to front left",
        "rallies with a drop shot from the rear-left corner into the front-left",
        "a player drops from the back left of the court to the front left",
        "drops played from the left rear corner that land in the left front corner",
        "which rallies have a drop hit from the rear left to the front left?",
    ],
    "server-three-drops-loses": [
        "server drops 3+, server loses",
        "rallies where the server plays at least three drops and loses",
        "the server drops three times or more and still loses the point",
        "points lost by the server after three or more drop shots",
        "which rallies does the server lose despite playing at least three drops?",
    ],
    "ginting-two-smashes-loses": [
        "Ginting smashes 2+ and loses",
        "rallies Ginting loses after smashing at least twice",
        "Anthony Ginting plays two or more smashes but loses the rally",
        "points lost by Ginting despite two or more smashes",
        "which rallies does Ginting lose with at least two smashes?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
