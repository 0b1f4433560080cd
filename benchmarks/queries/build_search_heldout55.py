"""Write the fifty-fifth held-out search query set, ``search_heldout55.jsonl``, from the corpus.

Written in stop 48, after held-out 54's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and ten new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout55``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout55 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DROP,
    LIFT,
    NET,
    SMASH,
    Intent,
    consecutive,
    four_corners,
    intent,
    known_after_serve,
    net_control,
    own_run,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout55.jsonl")
SPLIT = "heldout55"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drop_net_lift_smash(r: Rally) -> bool:
    """A drop, a net-family shot, a lift and a smash (either kinds), on consecutive shots."""
    return consecutive(r, DROP, NET, LIFT, SMASH)


@intent("anchor", into=INTENTS)
def net_return_lift_fourth(r: Rally) -> bool:
    """The return of serve (shot 2) is a net-family shot and the fourth shot is a lift
    (either kind)."""
    s = r.shots
    return len(s) >= 4 and s[1].kind in NET and s[3].kind in LIFT


@intent("anchor", into=INTENTS)
def third_shot_drop_receiver_wins(r: Rally) -> bool:
    """The third shot is a drop (either kind) and the receiver won the rally."""
    return len(r.shots) >= 3 and r.shots[2].kind in DROP and r.winner == r.receiver


@intent("strategic", into=INTENTS)
def winner_three_nets_short(r: Rally) -> bool:
    """A rally of at most ten shots whose winner plays at least three net-family shots."""
    if r.winner is None or len(r.shots) > 10:
        return False
    return shots_by(r, r.winner, NET) >= 3


@intent("negation", into=INTENTS)
def no_drop_10(r: Rally) -> bool:
    """A rally of at least ten shots with no drop (either kind); only rallies whose shots
    after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r):
        return False
    return not any(s.kind in DROP for s in r.shots)


@intent("zone", into=INTENTS)
def lift_lands_mid_right(r: Rally) -> bool:
    """A lift (either kind) that lands in the mid-right zone."""
    return any(s.kind in LIFT and s.land_zone == "mid-right" for s in r.shots)


@intent("score", into=INTENTS)
def server_on_20_loses(r: Rally) -> bool:
    """The server has at least 20 points before the rally and loses it."""
    a, b = r.score_before
    return (a if r.server == "A" else b) >= 20 and r.winner == r.receiver


@intent("run", into=INTENTS)
def winner_clears_twice_running(r: Rally) -> bool:
    """The rally's winner plays clears on two consecutive own shots."""
    return r.winner is not None and own_run(r, r.winner, {"clear"}, 2)


@intent("tactic", into=INTENTS)
def net_control_short_rally(r: Rally) -> bool:
    """Net control (``truth.net_control``) in a rally of at most six shots."""
    return net_control(r) and len(r.shots) <= 6


@intent("tactic", into=INTENTS)
def four_corners_fifteen(r: Rally) -> bool:
    """Four corners (``truth.four_corners``) in a rally of at least fifteen shots."""
    return four_corners(r) and len(r.shots) >= 15


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the rush after a net shot wins the rally",
        "rallies won by rushing a net reply",
    ],
    "clear-out": [
        "lobs and clears that land out, ending the point",
        "the last shot, a clear, lands out of court",
    ],
    "drop-winner": [
        "a drop lands in for a winner",
        "points where a drop is the unanswered final shot",
    ],
    "crossnet-winner": [
        "a cross-court net shot winner ends it",
        "a crosscourt net shot wins the point without a return",
    ],
    "netshot-into-net": [
        "the final net shot goes into the net",
        "rallies that end with a net shot failing to cross the net",
    ],
    "misjudged-leave": [
        "a shuttle the player leaves lands in",
        "points lost by a misjudgement",
    ],
    "passive-drop-punished": [
        "passive drop, then a winning rush, smash or net shot",
        "a defensive drop gets punished for a winner",
    ],
    "lift-punished": [
        "lifts that get smashed for winners",
        "a lob followed by a smash that ends the point",
    ],
    "marin-drop": [
        "Marin wins with an unreturned drop",
        "drop winners from Carolina Marin",
    ],
    "drop-net-lift-smash": [
        "drop, net, lift, smash",
        "a drop answered at the net, then a lift that gets smashed",
        "a player drops, the opponent plays a net shot, the dropper lifts and gets smashed",
        "which rallies have a drop, a net shot, a lift and a smash in a row?",
    ],
    "net-return-lift-fourth": [
        "net return, lift on shot 4",
        "rallies where the serve is returned with a net shot and the fourth shot is a lift",
        "the receiver returns serve at the net and then lifts with their next shot",
        "which rallies have a net shot as the return and a lift as the fourth shot?",
    ],
    "third-shot-drop-receiver-wins": [
        "third-shot drop, receiver wins",
        "rallies the receiver wins after the server drops with the third shot",
        "the third shot is a drop and the receiver takes the point",
        "which rallies with a drop on shot 3 does the receiver win?",
    ],
    "winner-three-nets-short": [
        "winner plays 3+ net shots in 10 shots or fewer",
        "rallies of at most ten shots where the winner plays three or more net shots",
        "the player who wins hits at least three net shots in a rally no longer than ten shots",
        "which rallies of 10 shots or less see the winner play at least 3 net shots?",
    ],
    "no-drop-10": [
        "10+ shots, no drops",
        "rallies of at least ten shots without a drop",
        "nobody drops in a rally of ten shots or more",
        "which rallies of 10 or more shots have no drop shots?",
    ],
    "lift-lands-mid-right": [
        "lift to the mid right",
        "rallies with a lift landing in the mid-right zone",
        "a player lifts the shuttle only to the right side of the midcourt",
        "which rallies have a lob that lands mid right?",
    ],
    "server-on-20-loses": [
        "server on 20 or more loses",
        "rallies lost by the server when they have at least 20 points",
        "the server has 20 points or more and loses the rally",
        "which rallies does the server lose while on 20+ points?",
    ],
    "winner-clears-twice-running": [
        "winner clears twice in a row",
        "rallies where the winner plays two clears on consecutive shots",
        "the player who wins the point clears with two straight shots",
        "which rallies are won by a player who clears twice in a row?",
    ],
    "net-control-short-rally": [
        "net control, six shots or fewer",
        "rallies of at most six shots in which a player takes control of the net",
        "someone dominates the net in a short rally of no more than six shots",
        "which rallies of 6 shots or less have net control?",
    ],
    "four-corners-fifteen": [
        "four corners, 15+ shots",
        "rallies of fifteen shots or more where a player is moved to all four corners",
        "in a long rally of at least fifteen shots one player gets run to every corner",
        "which rallies of 15 or more shots have a four-corners pattern?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
