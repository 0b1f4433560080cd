"""Write the 154th held-out search query set, ``search_heldout154.jsonl``, from the corpus.

Written in stop 57, before any change of that stop, to be run once and never used to tune:
a measure of stop 56's code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, in the
development set's own style, about shots at fixed places in the rally (the return of serve,
the third, fourth and sixth shots) and short rallies. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout154``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout154 [--root DATA] [--check]
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
    shot_at,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout154.jsonl")
SPLIT = "heldout154"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def third_drop_long(r: Rally) -> bool:
    """Shot 3 is a drop (either kind), in a rally of at least ten shots."""
    return shot_at(r, 3, DROP) and len(r.shots) >= 10


@intent("anchor", into=INTENTS)
def sixth_clear_receiver_wins(r: Rally) -> bool:
    """Shot 6 is a clear, and the receiver won the rally."""
    return shot_at(r, 6, {"clear"}) and r.winner == r.receiver


@intent("anchor", into=INTENTS)
def within_four_net_end(r: Rally) -> bool:
    """A rally of at most four shots that ended in the net."""
    return len(r.shots) <= 4 and r.ending == "net"


@intent("anchor", into=INTENTS)
def fourth_drive_out_end(r: Rally) -> bool:
    """Shot 4 is a drive-family shot, and the rally ended out."""
    return shot_at(r, 4, DRIVE) and r.ending == "out"


@intent("anchor", into=INTENTS)
def return_deep_short(r: Rally) -> bool:
    """The return of serve (shot 2) lands in the rear court, in a rally of at most five shots."""
    return len(r.shots) >= 2 and depth(r.shots[1].land_zone) == "rear" and len(r.shots) <= 5


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot and the next shot, a rush, wins it",
        "rallies finished by a winning rush right after a net shot",
    ],
    "clear-out": [
        "a final lift or clear that flies out",
        "points ended by a clear or lob landing out",
    ],
    "drop-winner": [
        "drop shots nobody gets back, ending the point",
        "rallies won outright with a drop",
    ],
    "crossnet-winner": [
        "a crosscourt net shot as the winner",
        "cross net shots that win the rally",
    ],
    "netshot-into-net": [
        "net shots caught in the tape to end the rally",
        "rallies lost with a net shot into the net",
    ],
    "misjudged-leave": [
        "shuttles left alone that land in",
        "a player misjudges a shuttle and lets it drop in",
    ],
    "passive-drop-punished": [
        "a passive drop killed with a smash, rush or net shot winner",
        "winning smash, rush or net shot off a passive drop",
    ],
    "lift-punished": [
        "lifts smashed away for winners",
        "rallies where a lift is answered by a winning smash",
    ],
    "marin-drop": [
        "Marin finishing with a drop winner",
        "points Carolina Marin wins with an unreturned drop",
    ],
    "third-drop-long": [
        "a drop on the third shot in a rally of ten or more shots",
        "rallies of at least 10 shots where shot 3 is a drop",
        "the server drops with the third shot and the rally goes on to ten shots or more",
        "third-shot drops in rallies lasting 10+ shots",
        "long rallies, 10 shots at least, that began with a drop as the third shot",
    ],
    "sixth-clear-receiver-wins": [
        "a clear on the sixth shot and the receiver wins",
        "rallies where shot 6 is a clear and the server loses",
        "the receiver clears with their third shot and takes the point",
        "sixth-shot clears in rallies won by the receiver",
        "the 6th stroke is a clear, point to the receiver",
    ],
    "within-four-net-end": [
        "rallies of four shots or fewer that end in the net",
        "short points, at most 4 shots, finishing in the net",
        "the shuttle hits the net within the first four shots to end the rally",
        "net errors in rallies no longer than four shots",
        "a rally over in four shots or less with the shuttle in the net",
    ],
    "fourth-drive-out-end": [
        "a drive on the fourth shot and the rally ends out",
        "rallies where shot 4 is a drive and the shuttle finally lands out",
        "the receiver drives with the fourth shot, and the point ends out",
        "fourth-shot drives in rallies ending out",
        "the 4th stroke is a drive; the rally finishes with a shot out",
    ],
    "return-deep-short": [
        "a return of serve to the back court in a rally of five shots or fewer",
        "rallies of at most 5 shots where the receiver returns deep to the rear court",
        "the second shot lands in the rear court and the rally is over within five shots",
        "deep returns of serve in short rallies, five shots at most",
        "short points, no more than five shots, with the return of serve going to the back",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
