"""Write the sixty-second held-out search query set, ``search_heldout62.jsonl``, from the corpus.

Written in stop 48, after held-out 61's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and ten new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout62``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout62 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import INTENTS as ALL_INTENTS
from benchmarks.queries.truth import (
    LIFT,
    NET,
    SMASH,
    Intent,
    consecutive,
    intent,
    known_after_serve,
    own_run,
    shots_by,
    side_of,
    smash_barrage,
)

OUT = Path(__file__).with_name("search_heldout62.jsonl")
SPLIT = "heldout62"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def lift_net_lift(r: Rally) -> bool:
    """A lift (either kind), a net-family shot and a lift, on consecutive shots."""
    return consecutive(r, LIFT, NET, LIFT)


@intent("anchor", into=INTENTS)
def fourth_shot_net_receiver_wins(r: Rally) -> bool:
    """The fourth shot is a net-family shot and the receiver won the rally."""
    return len(r.shots) >= 4 and r.shots[3].kind in NET and r.winner == r.receiver


@intent("strategic", into=INTENTS)
def loser_no_lift_8(r: Rally) -> bool:
    """A rally of at least eight shots whose loser plays no lift (either kind); only rallies
    whose shots after the serve all have a known type count."""
    if r.winner is None or len(r.shots) < 8 or not known_after_serve(r):
        return False
    return shots_by(r, r.loser, LIFT) == 0


@intent("strategic", into=INTENTS)
def receiver_two_nets_two_lifts(r: Rally) -> bool:
    """The receiver plays at least two net-family shots and at least two lifts (either
    kind)."""
    return shots_by(r, r.receiver, NET) >= 2 and shots_by(r, r.receiver, LIFT) >= 2


@intent("negation", into=INTENTS)
def no_lift_10(r: Rally) -> bool:
    """A rally of at least ten shots with no lift (either kind); only rallies whose shots
    after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r):
        return False
    return not any(s.kind in LIFT for s in r.shots)


@intent("score", into=INTENTS)
def server_on_19_wins(r: Rally) -> bool:
    """The server has at least 19 points before the rally and wins it."""
    a, b = r.score_before
    return (a if r.server == "A" else b) >= 19 and r.winner == r.server


@intent("run", into=INTENTS)
def receiver_lifts_three_running(r: Rally) -> bool:
    """The receiver plays lifts (either kind) on three consecutive own shots."""
    return own_run(r, r.receiver, LIFT, 3)


@intent("tactic", into=INTENTS)
def smash_barrage_15(r: Rally) -> bool:
    """A smash barrage (``truth.smash_barrage``) in a rally of at least fifteen shots."""
    return smash_barrage(r) and len(r.shots) >= 15


@intent("player", into=INTENTS)
def chen_yufei_smash_winner(r: Rally) -> bool:
    """CHEN Yufei plays the final shot, a smash (either kind) that lands in unreturned (a
    winner)."""
    me, last = side_of(r, "CHEN Yufei"), r.shots[-1]
    mine = me is not None and last.hitter == me
    return mine and last.kind in SMASH and r.ending == "winner"


@intent("player", into=INTENTS)
def momota_three_lifts_wins(r: Rally) -> bool:
    """Kento MOMOTA plays at least three lifts (either kind) and wins the rally."""
    me = side_of(r, "Kento MOMOTA")
    return me is not None and shots_by(r, me, LIFT) >= 3 and r.winner == me


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot and then a rush that ends the rally in the rusher's favour",
        "net replies rushed for winning points",
    ],
    "clear-out": [
        "the rally ends with a clear that lands long",
        "a final lob out of bounds",
    ],
    "drop-winner": [
        "a drop nobody gets to ends the point",
        "points closed out by a drop winner",
    ],
    "crossnet-winner": [
        "cross-court net shot, winner",
        "the point ends on a crosscourt net shot that lands in without a reply",
    ],
    "netshot-into-net": [
        "a net shot into the net loses the point",
        "rallies whose final net shot does not get over the net",
    ],
    "misjudged-leave": [
        "the shuttle is let go and lands inside",
        "rallies decided by a misjudged leave",
    ],
    "passive-drop-punished": [
        "a passive drop met by a winning smash, rush or net shot",
        "a soft drop that the opponent kills",
    ],
    "lift-punished": [
        "a lift and then a smash winner",
        "the opponent's lift is answered with an outright smash",
    ],
    "marin-drop": [
        "Carolina Marin wins points with drops that land untouched",
        "Marin: unreturned drops",
    ],
    "lift-net-lift": [
        "lift, net shot, lift",
        "a lift answered at the net and then lifted again",
        "one player lifts, the other plays a net shot, and the lifter lifts again",
        "which rallies have a lift, a net shot and another lift in a row?",
    ],
    "fourth-shot-net-receiver-wins": [
        "net shot on shot 4, receiver wins",
        "rallies the receiver wins with a net shot as the fourth shot",
        "the receiver plays a net shot with their second shot and takes the point",
        "which rallies with a net shot as the fourth stroke does the receiver win?",
    ],
    "loser-no-lift-8": [
        "loser never lifts, 8+ shots",
        "rallies of eight or more shots in which the loser plays no lifts",
        "the player who loses does not lift once in a rally of at least eight shots",
        "which rallies of 8 or more shots are lost by a player who never lifts?",
    ],
    "receiver-two-nets-two-lifts": [
        "receiver: 2+ net shots and 2+ lifts",
        "rallies where the receiver plays at least two net shots and two lifts",
        "the receiver plays two or more net shots and two or more lifts",
        "which rallies have the receiver hit at least 2 net shots and 2 lifts?",
    ],
    "no-lift-10": [
        "10+ shots, no lifts",
        "rallies of at least ten shots without a lift",
        "nobody lifts in a rally of ten shots or more",
        "which rallies of 10 or more shots have no lifts?",
    ],
    "server-on-19-wins": [
        "server on 19 or more wins",
        "rallies won by the server when they have at least 19 points",
        "the server has 19 points or more and takes the rally",
        "which rallies does the server win while on 19+ points?",
    ],
    "receiver-lifts-three-running": [
        "receiver lifts three times in a row",
        "rallies where the receiver plays three consecutive lifts",
        "the receiver keeps lifting, three of their shots in a row",
        "which rallies have the receiver lift on three straight shots?",
    ],
    "smash-barrage-15": [
        "smash barrage, 15+ shots",
        "rallies of fifteen or more shots with a smash barrage",
        "one player smashes again and again in a rally of at least fifteen shots",
        "which rallies of 15+ shots have a smash barrage?",
    ],
    "chen-yufei-smash-winner": [
        "Chen Yufei smash winners",
        "points Chen Yufei wins with an unreturned smash",
        "Chen Yufei ends the rally with a smash nobody returns",
        "which rallies does Chen Yufei finish with a smash winner?",
    ],
    "momota-three-lifts-wins": [
        "Momota lifts three times and wins",
        "rallies won by Kento Momota with at least three lifts",
        "Momota plays three or more lifts and takes the point",
        "which rallies does Momota win after lifting at least 3 times?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
