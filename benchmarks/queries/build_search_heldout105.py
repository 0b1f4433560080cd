"""Write the 105th held-out search query set, ``search_heldout105.jsonl``, from the corpus.

Written in stop 53, after held-out AA and BB's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout105``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout105 [--root DATA] [--check]
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
    Intent,
    consecutive,
    intent,
    known_after_serve,
    named,
    own_run,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout105.jsonl")
SPLIT = "heldout105"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def rush_net_lift(r: Rally) -> bool:
    """Three shots in a row: a rush, a net-family shot and a lift (either kind)."""
    return consecutive(r, {"rush"}, NET, LIFT)


@intent("run", into=INTENTS)
def loser_drops_twice_running(r: Rally) -> bool:
    """The loser plays drops (either kind) with two consecutive shots of theirs."""
    return r.loser is not None and own_run(r, r.loser, DROP, 2)


@intent("negation", into=INTENTS)
def receiver_no_lift_wins_8(r: Rally) -> bool:
    """The rally has at least eight shots, the receiver plays no lift (either kind) and wins
    (every type after the serve known)."""
    if len(r.shots) < 8 or not known_after_serve(r):
        return False
    return shots_by(r, r.receiver, LIFT) == 0 and r.winner == r.receiver


@intent("zone", into=INTENTS)
def drive_mid_left_to_mid_right(r: Rally) -> bool:
    """A drive (any kind) hit from the mid-left zone that lands in the mid-right zone."""
    return any(
        s.kind in DRIVE and s.hit_zone == "mid-left" and s.land_zone == "mid-right" for s in r.shots
    )


@intent("player", into=INTENTS)
def vitidsarn_two_lifts_loses(r: Rally) -> bool:
    """Kunlavut VITIDSARN plays at least two lifts (either kind) and loses the rally."""
    return named(r, "Kunlavut VITIDSARN", LIFT, 2, "loser")


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush off a net shot ends the point in the rusher's favour",
        "the final shot is a winning rush after a net shot",
    ],
    "clear-out": [
        "clears and lobs that land out at the end of the rally",
        "the rally is lost by a lift or clear hit beyond the back boundary",
    ],
    "drop-winner": [
        "a drop too good to return, which ends the rally",
        "the rally closes with an outright drop",
    ],
    "crossnet-winner": [
        "an unanswered net shot played cross-court",
        "a crosscourt net shot that the opponent never reaches wins it",
    ],
    "netshot-into-net": [
        "the point ends with a net shot that clips the tape and stays on its side",
        "a rally whose last shot is a net shot that falls into the net",
    ],
    "misjudged-leave": [
        "the shuttle is let go and lands in",
        "rallies decided by a shuttle that was left but landed in",
    ],
    "passive-drop-punished": [
        "after a passive drop, the opponent wins at once with a smash, rush or net shot",
        "a passive drop that is punished by a smash, rush or net shot winner",
    ],
    "lift-punished": [
        "a smash off a lift that ends the rally as a winner",
        "the rally is won by smashing a lift",
    ],
    "marin-drop": [
        "Marin's drop shots that end rallies as winners",
        "points Marin wins with a final drop",
    ],
    "rush-net-lift": [
        "rush, net shot, lift",
        "rallies with a rush, then a net shot, then a lift",
        "a rush is answered at the net and the net shot is lifted",
        "a rush followed by a net reply and a lift",
        "which rallies have a rush, a net shot and a lift in a row?",
    ],
    "loser-drops-twice-running": [
        "loser drops twice in a row",
        "rallies where the loser plays two drops in a row",
        "the player who loses drops on two consecutive shots",
        "two straight drops from the losing player",
        "which rallies have the loser dropping twice running?",
    ],
    "receiver-no-lift-wins-8": [
        "8+ shots, receiver never lifts, receiver wins",
        "rallies of at least eight shots the receiver wins without a lift",
        "the receiver wins a rally of eight shots or more without lifting once",
        "points of 8 or more shots won by the receiver with no lift from the receiver",
        "which rallies of eight or more shots does the receiver win without lifting?",
    ],
    "drive-mid-left-to-mid-right": [
        "drive mid left to mid right",
        "rallies with a drive from the mid-left into the mid-right",
        "a player drives from the left of the midcourt to the right of the midcourt",
        "drives played from the left midcourt that land in the right midcourt",
        "which rallies have a drive hit from the mid left to the mid right?",
    ],
    "vitidsarn-two-lifts-loses": [
        "Vitidsarn lifts 2+ and loses",
        "rallies Kunlavut Vitidsarn loses after lifting at least twice",
        "Vitidsarn plays two or more lifts but loses the rally",
        "points lost by Kunlavut Vitidsarn despite two or more lifts",
        "which rallies does Vitidsarn lose with at least two lifts?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
