"""Write the sixty-ninth held-out search query set, ``search_heldout69.jsonl``, from the corpus.

Written in stop 49, after held-out 68's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and ten new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout69``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout69 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DRIVE,
    LIFT,
    SMASH,
    Intent,
    intent,
    own,
    side_of,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout69.jsonl")
SPLIT = "heldout69"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def backhand_clear_smashed(r: Rally) -> bool:
    """A backhand clear immediately answered by a smash (either kind)."""
    pairs = zip(r.shots, r.shots[1:], strict=False)
    return any(a.kind == "clear" and a.backhand and b.kind in SMASH for a, b in pairs)


@intent("rally", into=INTENTS)
def first_set_20_receiver_wins(r: Rally) -> bool:
    """A rally of at least twenty shots in the first set, won by the receiver."""
    return r.set_no == 1 and len(r.shots) >= 20 and r.winner == r.receiver


@intent("shot", into=INTENTS)
def drive_out(r: Rally) -> bool:
    """The final shot is a drive (any drive) and the rally ended with the shuttle out."""
    return r.shots[-1].kind in DRIVE and r.ending == "out"


@intent("player", into=INTENTS)
def axelsen_loses_serving_set3(r: Rally) -> bool:
    """Viktor AXELSEN serves and loses the rally, in the third set."""
    me = side_of(r, "Viktor AXELSEN")
    return me is not None and r.set_no == 3 and r.server == me and r.loser == me


@intent("strategic", into=INTENTS)
def winner_last_two_smashes(r: Rally) -> bool:
    """The last two shots played by the player who won the rally are both smashes (either
    kind)."""
    if r.winner is None:
        return False
    mine = own(r, r.winner)
    return len(mine) >= 2 and all(r.shots[i].kind in SMASH for i in mine[-2:])


@intent("player", into=INTENTS)
def receiver_clear_winner(r: Rally) -> bool:
    """The final shot is a clear that lands in unreturned (a winner), and the receiver wins
    the rally."""
    return r.shots[-1].kind == "clear" and r.ending == "winner" and r.winner == r.receiver


@intent("zone", into=INTENTS)
def return_lift_to_rear_right(r: Rally) -> bool:
    """The return of serve (shot 2) is a lift (either kind) that lands in the rear-right
    zone."""
    ret = r.shots[1] if len(r.shots) >= 2 else None
    return ret is not None and ret.kind in LIFT and ret.land_zone == "rear-right"


@intent("anchor", into=INTENTS)
def fifth_shot_smash_server_wins(r: Rally) -> bool:
    """Shot 5 (the server's third shot) is a smash (either kind) and the server wins the
    rally."""
    return len(r.shots) >= 5 and r.shots[4].kind in SMASH and r.winner == r.server


@intent("anchor", into=INTENTS)
def fourth_shot_lift_server_wins(r: Rally) -> bool:
    """Shot 4 (the receiver's second shot) is a lift (either kind) and the server wins the
    rally."""
    return len(r.shots) >= 4 and r.shots[3].kind in LIFT and r.winner == r.server


@intent("anchor", into=INTENTS)
def eight_shots_smash_last(r: Rally) -> bool:
    """A rally of exactly eight shots whose final shot is a smash (either kind)."""
    return len(r.shots) == 8 and r.shots[-1].kind in SMASH


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot and a winning rush to close the rally",
        "rallies that end with a net shot rushed by the winner",
    ],
    "clear-out": [
        "a clear or lift that goes long for the last shot",
        "the rally ends when a lift or clear lands past the baseline",
    ],
    "drop-winner": [
        "a drop that the opponent cannot return to end the point",
        "the last shot is a drop that lands in untouched",
    ],
    "crossnet-winner": [
        "a cross-court net winner at the end of the rally",
        "crosscourt net shots that nobody gets back",
    ],
    "netshot-into-net": [
        "the final net shot fails to clear the net",
        "net shots that don't go over and lose the point",
    ],
    "misjudged-leave": [
        "the shuttle is left but lands in and the point is lost",
        "a leave that is misjudged to end the rally",
    ],
    "passive-drop-punished": [
        "a passive drop punished by the opponent's winner",
        "passive drops that get hammered or rushed for the point",
    ],
    "lift-punished": [
        "a lift killed by a smash winner",
        "the opponent smashes a lob for a winner",
    ],
    "marin-drop": [
        "drops that Carolina Marin wins the point with",
        "Marin finishing with a drop the other player cannot reach",
    ],
    "backhand-clear-smashed": [
        "backhand clear, then a smash",
        "rallies where a backhand clear is smashed straight back",
        "a player clears on the backhand and the opponent smashes it",
        "which rallies have a backhand clear answered by a smash?",
    ],
    "first-set-20-receiver-wins": [
        "first set, 20+ shots, receiver wins",
        "rallies of twenty or more shots in the first set won by the receiver",
        "the receiver wins a rally of at least 20 shots in set one",
        "which first-set rallies of 20+ shots does the receiver win?",
    ],
    "drive-out": [
        "drive out",
        "rallies ending with a drive that lands out",
        "a player drives the shuttle out to end the point",
        "which rallies finish with a drive hit out?",
    ],
    "axelsen-loses-serving-set3": [
        "Axelsen loses on serve in the third set",
        "third-set rallies that Viktor Axelsen serves and loses",
        "Axelsen serves in the deciding set and loses the point",
        "which rallies in set 3 does Axelsen lose on his own serve?",
    ],
    "winner-last-two-smashes": [
        "winner's last two shots are smashes",
        "rallies where the winning player's final two shots are both smashes",
        "the player who wins smashes with each of their last two shots",
        "which rallies have the winner smashing on their last two shots?",
    ],
    "receiver-clear-winner": [
        "receiver clear winner",
        "points won by the receiver with an unreturned clear",
        "the receiver ends the rally with a clear that the server cannot reach",
        "which rallies does the receiver win with a clear winner?",
    ],
    "return-lift-to-rear-right": [
        "return of serve lifted to the rear right",
        "rallies where the return of serve is a lift landing in the back right",
        "the receiver returns serve with a lift to the rear right corner",
        "which rallies have a return lift that lands rear right?",
    ],
    "fifth-shot-smash-server-wins": [
        "smash on shot 5, server wins",
        "rallies won by the server with a smash as the fifth shot",
        "the server smashes with their third shot and wins the point",
        "which rallies have a smash on the fifth shot and are won by the server?",
    ],
    "fourth-shot-lift-server-wins": [
        "lift on shot 4, server wins",
        "rallies the server wins where the fourth shot is a lift",
        "the receiver lifts with their second shot and the server wins",
        "which rallies with a lift as the fourth shot does the server win?",
    ],
    "eight-shots-smash-last": [
        "eight shots, smash last",
        "eight-shot rallies ending with a smash",
        "the rally lasts exactly eight shots and the last one is a smash",
        "which rallies of exactly 8 shots end with a smash?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
