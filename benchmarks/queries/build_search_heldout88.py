"""Write the eighty-eighth held-out search query set, ``search_heldout88.jsonl``, from the corpus.

Written in stop 52, after held-out 87's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout88``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout88 [--root DATA] [--check]
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
    LIFT,
    SMASH,
    Intent,
    intent,
    served_with,
    shot_at,
    shots_by,
    windows,
    won_by_last_hitter,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout88.jsonl")
SPLIT = "heldout88"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drive_lift_smash_win(r: Rally) -> bool:
    """The last three shots are a drive (any kind) by P, a lift by the opponent and a smash
    (either kind) by P, and P won the rally."""
    s = r.shots
    return (
        len(s) >= 3
        and s[-3].kind in DRIVE
        and s[-2].kind in LIFT
        and s[-1].kind in SMASH
        and s[-3].hitter == s[-1].hitter != s[-2].hitter
        and won_by_last_hitter(r)
    )


@intent("sequence", into=INTENTS)
def short_serve_receiver_lifts_server_wins(r: Rally) -> bool:
    """The serve is a short service, the receiver plays at least one lift (either kind) and
    the server won the rally."""
    return served_with(r, "short service", r.receiver, LIFT) and r.winner == r.server


@intent("strategic", into=INTENTS)
def winner_two_drops_loser_two_clears(r: Rally) -> bool:
    """The winner plays at least two drops (either kind) and the loser at least two clears."""
    w = r.winner
    return w is not None and shots_by(r, w, DROP) >= 2 and shots_by(r, r.loser, {"clear"}) >= 2


@intent("anchor", into=INTENTS)
def return_lift_fourth_smash(r: Rally) -> bool:
    """The second shot (the return of serve) is a lift (either kind) and the fourth shot is
    a smash (either kind)."""
    return shot_at(r, 2, LIFT) and shot_at(r, 4, SMASH)


@intent("zone", into=INTENTS)
def rear_smash_lifted(r: Rally) -> bool:
    """A smash (either kind) hit from the rear court (rear-left, rear-centre, rear-right) is
    answered at once by the other player's lift (either kind)."""
    return any((a.hit_zone or "").startswith("rear") for a, _ in windows(r, SMASH, LIFT))


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the last shot is a winning rush played off a net shot",
        "rushing a net shot away to win the rally",
    ],
    "clear-out": [
        "the rally is lost by a clear or a lob landing beyond the baseline",
        "high shots to the back that go out and end the point",
    ],
    "drop-winner": [
        "rallies won by a drop the opponent never reaches",
        "the final shot is a drop that lands for a winner",
    ],
    "crossnet-winner": [
        "the point is won with a cross-court net shot",
        "net shots played across the court that win the point outright",
    ],
    "netshot-into-net": [
        "a net shot into the tape loses the rally",
        "the final net shot catches the tape",
    ],
    "misjudged-leave": [
        "the player lets the shuttle drop thinking it is out and it is in",
        "misjudged shuttles that land in",
    ],
    "passive-drop-punished": [
        "a passive drop that is killed with the next shot",
        "the opponent wins at once off a passive drop with a smash, rush or net shot",
    ],
    "lift-punished": [
        "a lift answered by a smash that ends the rally",
        "a winner smashed off the opponent's lift",
    ],
    "marin-drop": [
        "drop winners played by Marin",
        "Carolina Marin ends the point with a drop winner",
    ],
    "drive-lift-smash-win": [
        "drive, lift, smash winner",
        "a player drives, the opponent lifts, and the driver smashes for the point",
        "points won by a smash after a drive forced the opponent to lift",
        "the rally ends with a drive, a lift in reply and a winning smash by the same player",
        "which rallies finish with a drive, a lift and a smash from the driver that wins?",
    ],
    "short-serve-receiver-lifts-server-wins": [
        "short serve, receiver lifts, server wins",
        "rallies after a short serve in which the receiver lifts at some point and the server wins",
        "the server serves short, the receiver has to lift at least once, and the server takes"
        " the point",
        "points won by the server off a low serve where the returner lifts at least once",
        "which short-serve rallies see the receiver lift and the server win?",
    ],
    "winner-two-drops-loser-two-clears": [
        "winner drops 2+, loser clears 2+",
        "rallies where the winner plays at least two drops and the loser at least two clears",
        "the player who wins drops twice or more while the opponent clears twice or more",
        "two or more drop shots from the winner and two or more clears from the loser",
        "which rallies have the winner dropping at least twice and the loser clearing at least"
        " twice?",
    ],
    "return-lift-fourth-smash": [
        "lifted return, smash on shot 4",
        "rallies where the return of serve is a lift and the fourth shot is a smash",
        "the receiver lifts the serve and smashes on the fourth shot",
        "a lift as the second shot and a smash as the fourth",
        "which rallies have a lifted return and a smash with the fourth shot?",
    ],
    "rear-smash-lifted": [
        "rear-court smash answered by a lift",
        "rallies where a smash from the back court is lifted straight back",
        "a player smashes from deep and the opponent replies with a lift",
        "a lift in reply to a smash hit from the rear court",
        "which rallies have a smash from the back of the court that the opponent lifts?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
