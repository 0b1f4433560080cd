"""Write the 199th held-out search query set, ``search_heldout199.jsonl``, from the corpus.

Written in stop 59, before any change of the stop, to be run once and never used to tune: a
measure of the code on queries nobody had read. The nine development intents come in two new
wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in an
earlier split), and five new intents in five wordings each, asked for as kinds of moment
("situations where", "the kind of rally where", "cases of", "moments when", "instances of",
"the sort of point in which"). The relevant rallies come from the predicates, plain Python
over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``). Every line's split is
``heldout199``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout199 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DRIVE,
    SMASH,
    F,
    Intent,
    intent,
    outright,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout199.jsonl")
SPLIT = "heldout199"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("shot", into=INTENTS)
def push_into_net(r: Rally) -> bool:
    """The final shot is a push and the rally ended in the net."""
    return F(r).kind == "push" and r.ending == "net"


@intent("rally", into=INTENTS)
def drive_winner_10plus(r: Rally) -> bool:
    """A rally of at least ten shots whose final shot is a drive-family shot that landed in
    unreturned."""
    return len(r.shots) >= 10 and F(r).kind in DRIVE and outright(r)


@intent("rally", into=INTENTS)
def rally_25(r: Rally) -> bool:
    """A rally of at least 25 shots."""
    return len(r.shots) >= 25


@intent("player", into=INTENTS)
def loser_three_smashes_10(r: Rally) -> bool:
    """A rally of at least ten shots in which the loser plays at least three smashes (either
    kind)."""
    if r.loser is None or len(r.shots) < 10:
        return False
    return shots_by(r, r.loser, SMASH) >= 3


@intent("player", into=INTENTS)
def receiver_two_rushes(r: Rally) -> bool:
    """The receiver plays at least two rushes."""
    return shots_by(r, r.receiver, {"rush"}) >= 2


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "situations where a net shot is rushed for the winning point at the end",
        "the kind of rally where a rush off a net shot wins it at the end",
    ],
    "clear-out": [
        "cases of a final clear or lift that goes out",
        "moments when the last clear or lob lands out",
    ],
    "drop-winner": [
        "instances of an unreturned drop ending the rally",
        "the sort of point that ends on a drop nobody gets to",
    ],
    "crossnet-winner": [
        "situations where a cross-court net shot wins the rally outright at the end",
        "cases of the last shot being an unreturned crosscourt net shot",
    ],
    "netshot-into-net": [
        "moments when the final net shot hits the tape",
        "instances of a rally ending with a net shot into the net",
    ],
    "misjudged-leave": [
        "the kind of point where a player leaves the shuttle and it lands in",
        "cases of a misjudged leave ending the rally",
    ],
    "passive-drop-punished": [
        "situations where a passive drop gets punished by a smash, rush or net shot winner",
        "the sort of rally in which a passive drop is answered by a winning smash, rush or net "
        "shot to finish",
    ],
    "lift-punished": [
        "moments when a lift is smashed for a winner to end it",
        "instances of a lift followed by a smash winner at the end",
    ],
    "marin-drop": [
        "cases of Marin finishing a rally with an unreturned drop",
        "the kind of point Carolina Marin wins with a final drop nobody reaches",
    ],
    "push-into-net": [
        "situations where the last shot is a push into the net",
        "the kind of rally that ends with a push caught in the net",
        "cases of a push into the tape ending the point",
        "moments when a final push doesn't clear the net",
        "instances of a rally finishing with a push in the net",
    ],
    "drive-winner-10plus": [
        "situations where a drive wins a rally of ten shots or more outright",
        "the kind of 10+ shot rally that ends on an unreturned drive",
        "cases of an outright drive winner after at least ten shots",
        "moments when a drive finishes a rally of at least 10 shots, unreturned",
        "instances of a rally of ten or more shots won with a drive nobody returns",
    ],
    "rally-25": [
        "situations where the rally lasts 25 shots or more",
        "the kind of point that goes to at least 25 shots",
        "cases of rallies of 25+ shots",
        "moments when a rally reaches twenty-five shots",
        "instances of points lasting at least 25 strokes",
    ],
    "loser-three-smashes-10": [
        "situations where the loser smashes three times or more in a rally of ten shots or more",
        "the kind of 10+ shot rally in which the player who loses smashes at least three times",
        "cases of at least three smashes from the loser in rallies of at least ten shots",
        "moments when the losing player smashes three or more times, in a rally of 10 shots or "
        "longer",
        "instances of the loser hitting 3+ smashes in a rally of ten or more shots",
    ],
    "receiver-two-rushes": [
        "situations where the receiver rushes at least twice",
        "the kind of rally in which the receiver plays two or more rushes",
        "cases of two rushes or more from the receiver",
        "moments when the receiver rushes two times or more",
        "instances of the receiver hitting at least two rushes",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
