"""Write the 112th held-out search query set, ``search_heldout112.jsonl``, from the corpus.

Written in stop 53, after held-out AA and BB's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout112``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout112 [--root DATA] [--check]
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
    SMASH,
    Intent,
    intent,
    named,
    own_run,
    shot_at,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout112.jsonl")
SPLIT = "heldout112"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def receiver_two_smashes_two_drops(r: Rally) -> bool:
    """The receiver plays at least two smashes (either kind) and at least two drops (either
    kind)."""
    return shots_by(r, r.receiver, SMASH) >= 2 and shots_by(r, r.receiver, DROP) >= 2


@intent("player", into=INTENTS)
def chen_yufei_two_drops_loses(r: Rally) -> bool:
    """CHEN Yufei plays at least two drops (either kind) and loses the rally."""
    return named(r, "CHEN Yufei", DROP, 2, "loser")


@intent("run", into=INTENTS)
def winner_lifts_three_running(r: Rally) -> bool:
    """The winner plays lifts (either kind) with three consecutive shots of theirs."""
    return r.winner is not None and own_run(r, r.winner, LIFT, 3)


@intent("zone", into=INTENTS)
def lift_rear_right_to_rear_right(r: Rally) -> bool:
    """A lift (either kind) hit from the rear-right zone that lands in the rear-right
    zone."""
    return any(
        s.kind in LIFT and s.hit_zone == "rear-right" and s.land_zone == "rear-right"
        for s in r.shots
    )


@intent("anchor", into=INTENTS)
def ninth_shot_drop_server_loses(r: Rally) -> bool:
    """The ninth shot is a drop (either kind) and the server lost the rally."""
    return shot_at(r, 9, DROP) and r.loser == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the point goes to a rush that finishes off a net shot",
        "rallies where the last shot is a rush after a net shot and the rusher wins",
    ],
    "clear-out": [
        "a long clear or lift that lands beyond the baseline as the last shot",
        "points ending when a clear or lob is hit out",
    ],
    "drop-winner": [
        "drop shots that win the rally untouched",
        "the rally ends with a drop that nobody reaches",
    ],
    "crossnet-winner": [
        "a crosscourt net shot winner as the last shot",
        "points won with a cross-court net shot the opponent cannot get",
    ],
    "netshot-into-net": [
        "the last shot of the rally is a net shot that goes into the net",
        "net shots that end up in the net to finish rallies",
    ],
    "misjudged-leave": [
        "a player leaves the shuttle thinking it is out but it lands in",
        "the rally ends on a leave that was wrong",
    ],
    "passive-drop-punished": [
        "winning smashes, rushes or net shots played off passive drops",
        "a passive drop killed straight away by a smash, rush or net shot for the point",
    ],
    "lift-punished": [
        "a lift met with a winning smash",
        "points won by a smash off a lift",
    ],
    "marin-drop": [
        "the final drop wins the point for Marin",
        "drops by Carolina Marin that win rallies",
    ],
    "receiver-two-smashes-two-drops": [
        "receiver: 2+ smashes, 2+ drops",
        "rallies where the receiver plays at least two smashes and two drops",
        "the receiver smashes two or more times and drops two or more times",
        "two smashes and two drops or more from the receiver",
        "which rallies have the receiver playing at least two smashes and at least two drops?",
    ],
    "chen-yufei-two-drops-loses": [
        "Chen Yufei drops 2+ and loses",
        "rallies Chen Yufei loses after dropping at least twice",
        "Chen Yufei plays two or more drops but loses the rally",
        "points lost by Chen Yufei despite two or more drops",
        "which rallies does Chen Yufei lose with at least two drops?",
    ],
    "winner-lifts-three-running": [
        "winner lifts three times in a row",
        "rallies where the winner plays three lifts in a row",
        "the player who wins lifts on three consecutive shots",
        "three straight lifts from the winning player",
        "which rallies have the winner lifting three times running?",
    ],
    "lift-rear-right-to-rear-right": [
        "lift rear right to rear right",
        "rallies with a lift from the rear-right corner into the rear-right",
        "a player lifts from the back right of the court to the back right",
        "lifts played from the right rear corner that land in the right rear corner",
        "which rallies have a lift hit from the rear right to the rear right?",
    ],
    "ninth-shot-drop-server-loses": [
        "drop on shot 9, server loses",
        "rallies where the ninth shot is a drop and the server loses",
        "the server loses the point after a drop as the ninth shot",
        "a drop played ninth in a rally lost by the server",
        "which rallies lost by the server have a drop as the ninth shot?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
