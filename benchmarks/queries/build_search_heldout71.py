"""Write the seventy-first held-out search query set, ``search_heldout71.jsonl``, from the corpus.

Written in stop 50, on stop 49's final code (725112f), to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eight new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout71``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout71 [--root DATA] [--check]
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
    depth,
    intent,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout71.jsonl")
SPLIT = "heldout71"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def short_serve_push_lift(r: Rally) -> bool:
    """Shot 1 is a short service, shot 2 a push, shot 3 a lift (either kind)."""
    s = r.shots
    return (
        len(s) >= 3 and s[0].kind == "short service" and s[1].kind == "push" and s[2].kind in LIFT
    )


@intent("anchor", into=INTENTS)
def third_shot_lift_receiver_wins(r: Rally) -> bool:
    """Shot 3 is a lift (either kind) and the receiver wins the rally."""
    s = r.shots
    return len(s) >= 3 and s[2].kind in LIFT and r.winner == r.receiver


@intent("anchor", into=INTENTS)
def return_deep_receiver_wins(r: Rally) -> bool:
    """The return of serve (shot 2) lands in the rear court (any side) and the receiver wins
    the rally."""
    s = r.shots
    return len(s) >= 2 and depth(s[1].land_zone) == "rear" and r.winner == r.receiver


@intent("sequence", into=INTENTS)
def smash_drive_drop(r: Rally) -> bool:
    """A smash (either kind), straight after it a drive (any drive), straight after that a
    drop (either kind): three shots in a row."""
    return consecutive(r, SMASH, DRIVE, DROP)


@intent("sequence", into=INTENTS)
def net_net_lift_smash(r: Rally) -> bool:
    """Two net-family shots, a lift (either kind), then a smash (either kind), on four
    consecutive shots."""
    return consecutive(r, NET, NET, LIFT, SMASH)


@intent("sequence", into=INTENTS)
def push_lift_clear(r: Rally) -> bool:
    """A push, a lift (either kind), then a clear, on three consecutive shots."""
    return consecutive(r, {"push"}, LIFT, {"clear"})


@intent("strategic", into=INTENTS)
def winner_two_drops_two_nets(r: Rally) -> bool:
    """The rally's winner plays at least two drops (either kind) and at least two net-family
    shots."""
    return shots_by(r, r.winner, DROP) >= 2 and shots_by(r, r.winner, NET) >= 2


@intent("strategic", into=INTENTS)
def loser_more_drops_and_smashes(r: Rally) -> bool:
    """The rally's loser plays more drops (either kind) than the winner and more smashes
    (either kind) than the winner."""
    w, lo = r.winner, r.loser
    more = shots_by(r, lo, DROP) > shots_by(r, w, DROP)
    return w is not None and more and shots_by(r, lo, SMASH) > shots_by(r, w, SMASH)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush off a net shot ends the rally in the rusher's favour",
        "net shots that get rushed down to win the rally",
    ],
    "clear-out": [
        "the rally ends with a clear or lift landing past the baseline",
        "a lob or a clear that goes long and loses the point",
    ],
    "drop-winner": [
        "winning drop shots that nobody reaches",
        "a drop ends the rally with the shuttle landing in",
    ],
    "crossnet-winner": [
        "a crosscourt net shot that is an outright winner",
        "points decided by a cross net shot that is not returned",
    ],
    "netshot-into-net": [
        "the final net shot fails to get over the net",
        "net shots that end the rally in the tape",
    ],
    "misjudged-leave": [
        "the shuttle is left alone but falls inside the lines",
        "rallies lost by leaving a shuttle that turns out to be in",
    ],
    "passive-drop-punished": [
        "a weak passive drop is punished with a winner",
        "the passive drop gets killed and the rally ends there",
    ],
    "lift-punished": [
        "a lob smashed down for an outright winner",
        "the final smash wins it after the other player lifted",
    ],
    "marin-drop": [
        "Marin finishes the rally with a drop that is not reached",
        "points Carolina Marin wins with an untouched drop shot",
    ],
    "short-serve-push-lift": [
        "short serve, pushed return, server lifts",
        "rallies where a short serve is pushed back and the server has to lift",
        "the receiver pushes the short serve and the server replies with a lift",
        "after a short service and a push return, the third shot is a lob",
        "which rallies start short serve, push, lift?",
    ],
    "third-shot-lift-receiver-wins": [
        "server lifts the third shot, receiver wins",
        "rallies the receiver wins after the third shot is a lift",
        "the server lifts on shot three and goes on to lose the point",
        "points won by the receiver where the third shot was a lob",
        "which rallies does the receiver win after a lifted third shot?",
    ],
    "return-deep-receiver-wins": [
        "deep return of serve, receiver wins",
        "rallies the receiver wins after returning the serve to the rear court",
        "the receiver plays the return into the back court and takes the point",
        "points won by the receiver whose return of serve lands deep",
        "which rallies does the receiver win with a return landing in the rear court?",
    ],
    "smash-drive-drop": [
        "smash, drive, drop",
        "rallies where a smash is driven back and then dropped",
        "the opponent drives the smash back and the smasher replies with a drop",
        "a smash countered with a drive, followed by a drop",
        "which rallies have a smash, then a drive, then a drop on consecutive shots?",
    ],
    "net-net-lift-smash": [
        "net, net, lift, smash",
        "rallies where two net shots are followed by a lift that is smashed",
        "after a net exchange of two shots, one player lifts and the other smashes",
        "a net shot answered at the net, then lifted, then smashed",
        "which rallies have two net shots in a row, then a lift, then a smash?",
    ],
    "push-lift-clear": [
        "push, lift, clear",
        "rallies where a push is lifted and the lift is cleared",
        "one player pushes, the opponent lifts, and the pusher clears",
        "a push answered by a lob, which is then cleared back",
        "which rallies have a push, a lift and a clear on consecutive shots?",
    ],
    "winner-two-drops-two-nets": [
        "winner drops 2+, net shots 2+",
        "rallies where the winner plays at least two drops and two net shots",
        "the player who wins hits two or more drops and two or more net shots",
        "points won by a player who dropped at least twice and played at least two net shots",
        "which rallies does the winner take with two or more drops and at least two net shots?",
    ],
    "loser-more-drops-and-smashes": [
        "loser out-drops and out-smashes the winner",
        "rallies where the loser plays more drops and more smashes than the winner",
        "the player who loses hits more drops and more smashes than the one who wins",
        "points lost by the player with both more drops and more smashes",
        "which rallies does a player lose despite more drops and more smashes than the opponent?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
