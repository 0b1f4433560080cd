"""Write the sixty-seventh held-out search query set, ``search_heldout67.jsonl``, from the corpus.

Written in stop 49, after held-out 66's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and nine new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout67``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout67 [--root DATA] [--check]
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
    NET,
    SMASH,
    Intent,
    answered,
    intent,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout67.jsonl")
SPLIT = "heldout67"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def server_drop_receiver_lift(r: Rally) -> bool:
    """The server plays a drop (either kind) and the receiver answers it with a lift (either
    kind)."""
    return answered(r, DROP, LIFT, by=r.server)


@intent("sequence", into=INTENTS)
def winner_clear_loser_drop(r: Rally) -> bool:
    """The player who won the rally plays a clear, answered by a drop (either kind) from the
    player who lost it."""
    return r.winner is not None and answered(r, {"clear"}, DROP, by=r.winner)


@intent("sequence", into=INTENTS)
def receiver_drive_server_drive(r: Rally) -> bool:
    """The receiver plays a drive (any drive) and the server answers it with a drive."""
    return answered(r, DRIVE, DRIVE, by=r.receiver)


@intent("sequence", into=INTENTS)
def receiver_push_server_lift(r: Rally) -> bool:
    """The receiver plays a push and the server answers it with a lift (either kind)."""
    return answered(r, {"push"}, LIFT, by=r.receiver)


@intent("sequence", into=INTENTS)
def server_drop_winner_off_lift(r: Rally) -> bool:
    """The server wins the rally with a final drop (either kind) played straight after a lift
    (either kind)."""
    s = r.shots
    lifted = len(s) >= 2 and s[-2].kind in LIFT
    return lifted and s[-1].kind in DROP and s[-1].hitter == r.server and r.winner == r.server


@intent("sequence", into=INTENTS)
def winner_smash_loser_lift(r: Rally) -> bool:
    """The player who won the rally plays a smash (either kind), answered by a lift (either
    kind) from the player who lost it."""
    return r.winner is not None and answered(r, SMASH, LIFT, by=r.winner)


@intent("sequence", into=INTENTS)
def receiver_lift_server_smash_ends(r: Rally) -> bool:
    """The second-to-last shot is a lift (either kind) by the receiver and the final shot a
    smash (either kind) by the server."""
    s = r.shots
    lifted = len(s) >= 2 and s[-2].kind in LIFT and s[-2].hitter == r.receiver
    return lifted and s[-1].kind in SMASH and s[-1].hitter == r.server


@intent("sequence", into=INTENTS)
def loser_drive_winner_drop(r: Rally) -> bool:
    """The player who lost the rally plays a drive (any drive), answered by a drop (either
    kind) from the player who won it."""
    return r.winner is not None and answered(r, DRIVE, DROP, by=r.loser)


@intent("sequence", into=INTENTS)
def server_net_receiver_net_wins(r: Rally) -> bool:
    """The server plays a net-family shot, the receiver answers it with a net-family shot,
    and the receiver wins the rally."""
    return answered(r, NET, NET, by=r.server) and r.winner == r.receiver


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush that puts away a net shot for the point",
        "the net shot is rushed away to win the point",
    ],
    "clear-out": [
        "the rally's final shot, a clear or a lift, goes out",
        "high shots to the back that land out and end the rally",
    ],
    "drop-winner": [
        "the opponent can't get to a drop, which wins the point",
        "points won with drops nobody gets near",
    ],
    "crossnet-winner": [
        "a cross-court net shot that is never returned",
        "rallies ended by a crosscourt net winner",
    ],
    "netshot-into-net": [
        "a net shot that fails to get over ends the point",
        "the last net shot of the rally dies in the net",
    ],
    "misjudged-leave": [
        "the shuttle is left and falls inside the lines",
        "a player lets the shuttle drop thinking it is out, but it is in",
    ],
    "passive-drop-punished": [
        "passive drops that get put away",
        "the opponent finishes off a passive drop with a kill",
    ],
    "lift-punished": [
        "the opponent smashes a lift for the point",
        "lifts punished with winning smashes",
    ],
    "marin-drop": [
        "points Marin wins with drops that nobody returns",
        "Carolina Marin's drops that land untouched to win",
    ],
    "server-drop-receiver-lift": [
        "server drop, receiver lift",
        "rallies where the receiver lifts a drop from the server",
        "the server drops and the receiver lifts it",
        "which rallies have the server dropping and the receiver lifting in reply?",
    ],
    "winner-clear-loser-drop": [
        "winner clears, loser drops",
        "rallies where the winner's clear is answered with a drop by the loser",
        "the player who wins clears and the opponent replies with a drop",
        "which rallies have a clear by the winner followed by the loser's drop?",
    ],
    "receiver-drive-server-drive": [
        "receiver drive, server drive",
        "rallies where the server answers a drive from the receiver with a drive",
        "the receiver drives and the server drives it back",
        "which rallies have the server driving back a drive by the receiver?",
    ],
    "receiver-push-server-lift": [
        "receiver push, server lift",
        "rallies where the server lifts a push from the receiver",
        "the receiver pushes and the server replies with a lift",
        "which rallies have a push by the receiver answered by the server's lift?",
    ],
    "server-drop-winner-off-lift": [
        "server drop winner off a lift",
        "points the server wins with a drop right after a lift",
        "the server answers a lift with a drop and wins the point with it",
        "which rallies does the server end with a drop straight after a lift, winning it?",
    ],
    "winner-smash-loser-lift": [
        "winner smashes, loser lifts",
        "rallies where the winner's smash is lifted back by the loser",
        "the player who wins smashes and the opponent answers with a lift",
        "which rallies have a smash from the winner answered by a lift from the loser?",
    ],
    "receiver-lift-server-smash-ends": [
        "receiver lifts, server smashes, rally over",
        "rallies ending with the server's smash straight after the receiver's lift",
        "the receiver lifts and the server smashes to end the rally",
        "which rallies end with a smash by the server off a lift by the receiver?",
    ],
    "loser-drive-winner-drop": [
        "loser drives, winner drops",
        "rallies where the winner answers a drive from the loser with a drop",
        "the player who loses drives and the opponent replies with a drop",
        "which rallies have a drive by the loser followed by the winner's drop?",
    ],
    "server-net-receiver-net-wins": [
        "server net shot, receiver net shot, receiver wins",
        "rallies won by the receiver in which a net shot from the server is answered at the net",
        "the server plays a net shot, the receiver replies with a net shot and wins the rally",
        "which rallies does the receiver win after answering a server's net shot with a net shot?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
