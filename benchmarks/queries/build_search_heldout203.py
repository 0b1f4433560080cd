"""Write the 203rd held-out search query set, ``search_heldout203.jsonl``, from the corpus.

Written in stop 64, after that stop's rule changes and before any run of it, to be run once
and never used to tune: a measure of the stop's code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, told as a coach would say or jot them down. The relevant rallies come
from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never
``rallyscope``). Every line's split is ``heldout203``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout203 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    CORNERS,
    DRIVE,
    LIFT,
    NET,
    SMASH,
    F,
    Intent,
    intent,
    outright,
    own_run,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout203.jsonl")
SPLIT = "heldout203"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def net_lift_smash_winner_receiver(r: Rally) -> bool:
    """The receiver wins, and the rally's last three shots are a net-family shot, a lift
    (lob, defensive return lob) and a smash (smash, wrist smash) that wins outright."""
    s = r.shots
    if len(s) < 3 or r.winner is None or r.winner == r.server or not outright(r):
        return False
    return s[-3].kind in NET and s[-2].kind in LIFT and s[-1].kind in SMASH


@intent("strategic", into=INTENTS)
def winner_two_smashes_loser_none_twelve(r: Rally) -> bool:
    """A rally of twelve shots or more in which the winner smashes at least twice and the
    loser never smashes."""
    if r.winner is None or len(r.shots) < 12:
        return False
    return shots_by(r, r.winner, SMASH) >= 2 and shots_by(r, r.loser, SMASH) == 0


@intent("zone", into=INTENTS)
def drive_to_corner_winner(r: Rally) -> bool:
    """The rally ends with an outright winner from a drive (drive, driven flight, back-court
    drive, defensive return drive) that lands in one of the four corners."""
    last = F(r)
    return last.kind in DRIVE and last.land_zone in CORNERS and outright(r)


@intent("run", into=INTENTS)
def loser_three_lifts_in_a_row(r: Rally) -> bool:
    """The loser lifts (lob, defensive return lob) on three or more of their own consecutive
    shots, and the rally ends with a smash."""
    return r.loser is not None and own_run(r, r.loser, LIFT, 3) and F(r).kind in SMASH


@intent("anchor", into=INTENTS)
def third_shot_drive_answered_by_drive(r: Rally) -> bool:
    """Shot 3 is a drive, answered at once by the receiver with another drive (shot 4), and
    the server wins."""
    s = r.shots
    if len(s) < 4 or r.winner != r.server:
        return False
    return s[2].kind in DRIVE and s[3].kind in DRIVE


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a kill at the net: a net shot rushed for a winner",
        "the opponent rushes a net shot and nobody gets it back",
    ],
    "clear-out": [
        "an overhit clear or lob loses the rally",
        "a lob or clear flies out to finish the point",
    ],
    "drop-winner": [
        "drop shots that finish the rally unreturned",
        "a rally closed out by a drop that is never touched",
    ],
    "crossnet-winner": [
        "the last shot, a crosscourt net shot, is a clean winner",
        "a winning net shot played cross-court",
    ],
    "netshot-into-net": [
        "rallies that end with a net shot into the tape",
        "a net shot that fails to clear the net to end the point",
    ],
    "misjudged-leave": [
        "a player lets the shuttle go, but it drops in to lose the point",
        "the rally ends on a bad leave: the shuttle was in",
    ],
    "passive-drop-punished": [
        "a soft drop killed by the opponent",
        "the opponent puts away a passive drop with a smash, rush or net shot",
    ],
    "lift-punished": [
        "a lob is hammered for an outright winner on the next shot",
        "the lift gets punished by a smash that ends the rally",
    ],
    "marin-drop": [
        "a Carolina Marin drop that wins the point",
        "a rally ended by a Marin drop winner",
    ],
    "net-lift-smash-winner-receiver": [
        "the receiver wins with a net shot, lift, smash winner to finish",
        "the rally ends net shot, lift, winning smash, and the receiver takes it",
        "a net shot forces a lift which is smashed for a winner, the receiver winning the point",
        "rallies won by the receiver where the last three shots are a net shot, a lift and a "
        "smash winner",
        "receiver's point: a net shot, then a lift, then an outright smash ends it",
    ],
    "winner-two-smashes-loser-none-twelve": [
        "the winner smashes at least twice and the loser never smashes, in a rally of 12+ shots",
        "rallies of twelve shots or more where only the winner smashes, two or more times",
        "the loser hits no smash while the winner hits two or more, twelve shots at least",
        "12+ shot rallies: winner 2+ smashes, loser zero",
        "a rally of at least twelve shots in which the player who wins smashes twice or more and "
        "the opponent not at all",
    ],
    "drive-to-corner-winner": [
        "a drive winner into a corner",
        "the rally ends with a drive that lands in a corner and is not returned",
        "points won outright by a drive to one of the four corners",
        "an unreturned drive into the corner wins the rally",
        "a winning drive placed in a corner of the court",
    ],
    "loser-three-lifts-in-a-row": [
        "the loser lifts three times in a row and the rally ends with a smash",
        "three consecutive lifts from the losing player, then a smash finishes it",
        "the player who loses is forced to lift on three straight shots, and a smash ends the "
        "rally",
        "a run of at least three lifts by the loser, the last shot a smash",
        "rallies ending in a smash where the loser lifted 3+ times in a row",
    ],
    "third-shot-drive-answered-by-drive": [
        "the third shot is a drive, answered by a drive, and the server wins",
        "server wins after a drive on shot three met by a drive on shot four",
        "a drive as the third shot and another drive as the fourth, won by the server",
        "the server drives the third shot, the receiver drives it back, and the server takes the "
        "point",
        "shots three and four are drives and the serving player wins",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
