"""Write the fifty-second held-out search query set, ``search_heldout52.jsonl``, from the corpus.

Written in stop 47, after held-out 51's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eleven new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout52``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout52 [--root DATA] [--check]
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
    front_court_trap,
    intent,
    known_after_serve,
    shots_by,
    won_by_last_hitter,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout52.jsonl")
SPLIT = "heldout52"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drop_net_push(r: Rally) -> bool:
    """A drop (either kind), a net-family shot and a push, on consecutive shots."""
    return consecutive(r, DROP, NET, {"push"})


@intent("sequence", into=INTENTS)
def long_serve_receiver_clears_loses(r: Rally) -> bool:
    """The serve is a long service, the receiver plays at least one clear later in the
    rally, and the server won the rally."""
    return (
        r.shots[0].kind == "long service"
        and shots_by(r, r.receiver, {"clear"}) >= 1
        and r.winner == r.server
    )


@intent("sequence", into=INTENTS)
def push_net_rush_win(r: Rally) -> bool:
    """The last three shots are a push, a net-family shot and a rush, and the rush's hitter
    won the rally."""
    s = r.shots
    return (
        len(s) >= 3
        and s[-3].kind == "push"
        and s[-2].kind in NET
        and s[-1].kind == "rush"
        and won_by_last_hitter(r)
    )


@intent("anchor", into=INTENTS)
def return_drop_receiver_wins(r: Rally) -> bool:
    """The return of serve (the second shot) is a drop (either kind) and the receiver won
    the rally."""
    return len(r.shots) >= 2 and r.shots[1].kind in DROP and r.winner == r.receiver


@intent("anchor", into=INTENTS)
def tenth_shot_net(r: Rally) -> bool:
    """The tenth shot is a net-family shot."""
    return len(r.shots) >= 10 and r.shots[9].kind in NET


@intent("anchor", into=INTENTS)
def three_shot_net_finish(r: Rally) -> bool:
    """A rally of exactly three shots whose final shot is a net-family shot."""
    return len(r.shots) == 3 and r.shots[-1].kind in NET


@intent("strategic", into=INTENTS)
def receiver_more_lifts_than_smashes_wins(r: Rally) -> bool:
    """The receiver plays more lifts (either kind) than smashes (either kind), and wins."""
    more = shots_by(r, r.receiver, LIFT) > shots_by(r, r.receiver, SMASH)
    return more and r.winner == r.receiver


@intent("strategic", into=INTENTS)
def loser_two_drops_two_lifts(r: Rally) -> bool:
    """The rally's loser plays at least two drops (either kind) and at least two lifts
    (either kind)."""
    if r.winner is None:
        return False
    return shots_by(r, r.loser, DROP) >= 2 and shots_by(r, r.loser, LIFT) >= 2


@intent("negation", into=INTENTS)
def no_drive_no_smash_10(r: Rally) -> bool:
    """A rally of at least ten shots with no drive-family shot and no smash (either kind);
    only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r):
        return False
    return not any(s.kind in DRIVE | SMASH for s in r.shots)


@intent("tactic", into=INTENTS)
def front_court_trap_third_set(r: Rally) -> bool:
    """A front-court trap (``truth.front_court_trap``), in the third set."""
    return front_court_trap(r) and r.set_no == 3


@intent("zone", into=INTENTS)
def lift_from_mid_centre(r: Rally) -> bool:
    """A lift (either kind) hit from the mid-centre zone."""
    return any(s.kind in LIFT and s.hit_zone == "mid-centre" for s in r.shots)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush winner played right after a net shot",
        "rushes that kill a net reply for the point",
    ],
    "clear-out": [
        "clears or lobs long, losing the rally",
        "rallies ended by a clear or lift that lands outside the court",
    ],
    "drop-winner": [
        "drop winners nobody touches",
        "the rally is won by a drop that is never returned",
    ],
    "crossnet-winner": [
        "an outright winner from a cross-court net shot",
        "points won with a crosscourt net shot that is not returned",
    ],
    "netshot-into-net": [
        "a net shot that hits the tape and loses the rally",
        "rallies lost by netting a net shot",
    ],
    "misjudged-leave": [
        "a shuttle left alone that turns out to be in",
        "points lost by leaving a shuttle that lands in",
    ],
    "passive-drop-punished": [
        "passive drops put away by the opponent for winners",
        "a soft drop that gets killed for a winner",
    ],
    "lift-punished": [
        "lobs punished with a smash winner",
        "a lift answered by a winning smash",
    ],
    "marin-drop": [
        "Marin finishing rallies with a drop winner",
        "points Carolina Marin ends with an unreturned drop shot",
    ],
    "drop-net-push": [
        "drop, net shot, push",
        "a drop answered by a net shot that gets pushed",
        "a player drops, the opponent plays a net shot, and the dropper pushes",
        "which rallies have a drop, then a net shot, then a push?",
    ],
    "long-serve-receiver-clears-loses": [
        "after a long serve the receiver clears at some point and loses",
        "rallies the server wins after serving long, with at least one clear from the receiver",
        "high serve rallies where the returner clears at least once and loses the point",
        "which rallies does the receiver lose after a long serve, clearing at least once?",
    ],
    "push-net-rush-win": [
        "push, net shot, winning rush",
        "points won by a rush after a push and a net reply",
        "a player pushes, a net shot follows, and a rush wins the point",
        "which rallies end with a push, a net shot and a rush that wins?",
    ],
    "return-drop-receiver-wins": [
        "dropped returns, receiver wins",
        "rallies the receiver wins after returning serve with a drop",
        "the return of serve is a drop and the receiver takes the rally",
        "which rallies does the receiver win when the return of serve is a drop?",
    ],
    "tenth-shot-net": [
        "net shot on shot 10",
        "rallies with a net shot as the tenth shot",
        "the receiver plays a net shot with their fifth shot",
        "which rallies have a net shot as the tenth stroke?",
    ],
    "three-shot-net-finish": [
        "three-shot rallies ending in a net shot",
        "points of exactly three shots with a net shot as the last shot",
        "the rally lasts three shots and the server's net shot ends it",
        "which rallies of three shots end on a net shot?",
    ],
    "receiver-more-lifts-than-smashes-wins": [
        "receiver lifts more than smashes and wins",
        "rallies won by the receiver with more lifts than smashes",
        "the receiver plays more lifts than smashes and still takes the point",
        "which rallies does the receiver win while lifting more often than smashing?",
    ],
    "loser-two-drops-two-lifts": [
        "loser drops twice and lifts twice",
        "rallies where the loser plays at least two drops and two lifts",
        "the player who loses hits two or more drops and two or more lifts",
        "which rallies are lost by a player with at least two drops and two lifts?",
    ],
    "no-drive-no-smash-10": [
        "10+ shots, no drives, no smashes",
        "rallies of at least ten shots with no drive and no smash",
        "nobody drives or smashes in a rally of ten shots or more",
        "which rallies of 10 or more shots have no drives and no smashes?",
    ],
    "front-court-trap-third-set": [
        "front court trap, third set",
        "third-set rallies where a player traps the opponent at the net",
        "in the deciding game a tight net shot forces a weak reply that gets killed",
        "which rallies in set 3 have a front-court trap?",
    ],
    "lift-from-mid-centre": [
        "lift from the mid centre",
        "rallies with a lift hit from the middle of the midcourt",
        "a player lifts from the centre of the court, halfway back",
        "which rallies have a lob from the mid-centre zone?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
