"""Write the forty-ninth held-out search query set, ``search_heldout49.jsonl``, from the corpus.

Written in stop 47, after held-out 48's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in four new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and ten new intents in
four wordings each, every intent in a mix of the earlier splits' styles (a terse label,
a question, a request, a sentence about the players). The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout49``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout49 [--root DATA] [--check]
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
    consecutive,
    intent,
    known_after_serve,
    own_run,
    shots_by,
    then_own,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout49.jsonl")
SPLIT = "heldout49"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drive_drive_smash(r: Rally) -> bool:
    """Two drive-family shots and a smash (either kind), on consecutive shots."""
    return consecutive(r, DRIVE, DRIVE, SMASH)


@intent("sequence", into=INTENTS)
def drop_then_own_push(r: Rally) -> bool:
    """A drop (either kind), and the same player's next shot is a push."""
    return then_own(r, DROP, {"push"})


@intent("sequence", into=INTENTS)
def lift_drop_net_to_end(r: Rally) -> bool:
    """The last three shots are a lift (either kind), a drop (either kind) and a net-family
    shot."""
    s = r.shots
    return len(s) >= 3 and s[-3].kind in LIFT and s[-2].kind in DROP and s[-1].kind in NET


@intent("anchor", into=INTENTS)
def fifth_shot_net_receiver_wins(r: Rally) -> bool:
    """The fifth shot is a net-family shot and the receiver won the rally."""
    return len(r.shots) >= 5 and r.shots[4].kind in NET and r.winner == r.receiver


@intent("anchor", into=INTENTS)
def receiver_smash_first_four_wins(r: Rally) -> bool:
    """The receiver plays a smash (either kind) within the first four shots, and wins."""
    early = any(s.kind in SMASH and s.hitter == r.receiver for s in r.shots[:4])
    return early and r.winner == r.receiver


@intent("anchor", into=INTENTS)
def final_push_server_wins(r: Rally) -> bool:
    """The final shot is a push and the server won the rally."""
    return r.shots[-1].kind == "push" and r.winner == r.server


@intent("strategic", into=INTENTS)
def server_more_pushes_wins(r: Rally) -> bool:
    """The server plays more pushes than the receiver, and wins."""
    more = shots_by(r, r.server, {"push"}) > shots_by(r, r.receiver, {"push"})
    return more and r.winner == r.server


@intent("negation", into=INTENTS)
def no_net_no_push_8(r: Rally) -> bool:
    """A rally of at least eight shots with no net-family shot and no push; only rallies
    whose shots after the serve all have a known type count."""
    if len(r.shots) < 8 or not known_after_serve(r):
        return False
    return not any(s.kind in NET | {"push"} for s in r.shots)


@intent("zone", into=INTENTS)
def rush_from_front_right(r: Rally) -> bool:
    """A rush hit from the front-right zone."""
    return any(s.kind == "rush" and s.hit_zone == "front-right" for s in r.shots)


@intent("run", into=INTENTS)
def own_drive_run_3(r: Rally) -> bool:
    """One player drives (any drive-family shot) on at least three of their own consecutive
    shots."""
    return own_run(r, "A", DRIVE, 3) or own_run(r, "B", DRIVE, 3)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net reply punished by a rush that wins the point",
        "rallies finished by rushing the opponent's net reply",
        "which points end with a rush winner straight after a net shot?",
        "rush winners off net shots",
    ],
    "clear-out": [
        "clears that go long to lose the point",
        "rallies ending with a lob hit past the back line",
        "which rallies finish with a clear or lift out of court?",
        "lifts and clears sent out to end the rally",
    ],
    "drop-winner": [
        "drops that win the rally outright",
        "which points end on an unreturned drop shot?",
        "rallies ended by a drop the opponent can't get to",
        "clean drop shot winners",
    ],
    "crossnet-winner": [
        "a cross net shot that wins outright",
        "which rallies end with an unreturned crosscourt net shot?",
        "rallies won by a net shot hit cross-court that the opponent misses",
        "cross-court net winners",
    ],
    "netshot-into-net": [
        "rallies lost by a net shot into the net",
        "which rallies end with a net shot that fails to get over the net?",
        "net play errors into the tape to end the point",
        "the last shot, a net shot, hits the net",
    ],
    "misjudged-leave": [
        "shuttles left alone that land inside the line",
        "which rallies end with a player leaving a shuttle that is in?",
        "bad leaves at the end of rallies",
        "points lost by letting the shuttle drop in",
    ],
    "passive-drop-punished": [
        "a passive drop followed by a kill for the point",
        "which rallies end with a soft drop being killed by the opponent?",
        "passive drops that the opponent punishes with a winner",
        "rallies where a slow drop gets put away",
    ],
    "lift-punished": [
        "lob, then a smash winner",
        "which rallies end with a lift that the opponent smashes for a winner?",
        "a lift punished by a winning smash",
        "points won by smashing a lob",
    ],
    "marin-drop": [
        "Marin's winning drops",
        "which points does Carolina Marin win with a drop shot?",
        "drop shot winners from Carolina Marin",
        "rallies that Marin finishes with a drop nobody returns",
    ],
    "drive-drive-smash": [
        "drive, drive, smash",
        "which rallies have two drives in a row and then a smash?",
        "show me a drive answered by a drive that then gets smashed",
        "a player drives, the opponent drives back, and the next shot is a smash",
    ],
    "drop-then-own-push": [
        "drop, then the same player's push",
        "which rallies have a player dropping and then pushing with their next shot?",
        "show me a drop followed by a push from the same player",
        "a player drops and pushes on their next shot",
    ],
    "lift-drop-net-to-end": [
        "ends lift, drop, net shot",
        "which rallies end with a lift, a drop and then a net shot?",
        "show me rallies whose last three shots are a lift, a drop and a net shot",
        "a player lifts, the opponent drops, and a net shot ends the rally",
    ],
    "fifth-shot-net-receiver-wins": [
        "5th shot net shot, receiver wins",
        "which rallies have a net shot as the fifth shot and are won by the receiver?",
        "show me the receiver winning a rally whose fifth shot is a net shot",
        "the server plays a net shot with their third shot and the receiver wins",
    ],
    "receiver-smash-first-four-wins": [
        "receiver smashes in the first 4 shots and wins",
        "which rallies does the receiver win after smashing within the first four shots?",
        "show me the receiver smashing early, by shot four, and taking the point",
        "the receiver smashes with one of their first two shots and wins the rally",
    ],
    "final-push-server-wins": [
        "last shot a push, server wins",
        "which rallies won by the server end with a push?",
        "show me rallies the server wins where the final shot is a push",
        "the rally ends on a push and the server takes the point",
    ],
    "server-more-pushes-wins": [
        "server pushes more than receiver and wins",
        "which rallies does the server win while pushing more than the receiver?",
        "show me the server winning with more pushes than the receiver",
        "the server out-pushes the receiver and takes the point",
    ],
    "no-net-no-push-8": [
        "8+ shots, no net shots, no pushes",
        "which rallies of at least eight shots have no net shot and no push?",
        "show me rallies of 8 or more shots without any net shots or pushes",
        "nobody plays a net shot or a push in a rally of eight shots or more",
    ],
    "rush-from-front-right": [
        "rush from the front right",
        "which rallies have a rush hit from the front-right corner?",
        "show me rushes played from the right side of the forecourt",
        "a player rushes from the front right of the court",
    ],
    "own-drive-run-3": [
        "same player drives 3 times in a row",
        "which rallies have a player driving on three consecutive shots of their own?",
        "show me three drives in a row from one player",
        "a player drives, drives again, and drives a third time",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
