"""Write the 132nd held-out search query set, ``search_heldout132.jsonl``, from the corpus.

Written in stop 55, after held-out 131's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout132``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout132 [--root DATA] [--check]
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
    TAGS,
    Intent,
    consecutive,
    intent,
    known_after_serve,
    last,
    shots_by,
    side_of,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout132.jsonl")
SPLIT = "heldout132"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def clear_smash_lift_server_wins(r: Rally) -> bool:
    """Somewhere a clear is followed at once by a smash (either kind) and then a lift
    (either kind), and the server won the rally."""
    return consecutive(r, {"clear"}, SMASH, LIFT) and r.winner == r.server


@intent("player", into=INTENTS)
def an_se_young_smash_into_net(r: Rally) -> bool:
    """An Se Young's smash (either kind) is the final shot and the rally ended in the net."""
    me = side_of(r, "An Se Young")
    shot = last(r)
    return me is not None and shot.kind in SMASH and shot.hitter == me and r.ending == "net"


@intent("player", into=INTENTS)
def axelsen_loses_without_smash(r: Rally) -> bool:
    """Viktor AXELSEN plays no smash (either kind) and loses the rally (every type after the
    serve known)."""
    me = side_of(r, "Viktor AXELSEN")
    if me is None or r.winner is None or not known_after_serve(r):
        return False
    return shots_by(r, me, SMASH) == 0 and r.winner != me


@intent("negation", into=INTENTS)
def no_drop_6_server_loses(r: Rally) -> bool:
    """A rally of at least six shots with no drop (either kind), lost by the server (every
    type after the serve known)."""
    none = not any(s.kind in DROP for s in r.shots)
    return known_after_serve(r) and len(r.shots) >= 6 and none and r.winner != r.server


@intent("tactic", into=INTENTS)
def net_control_server_loses(r: Rally) -> bool:
    """Net control (``truth.net_control``) in a rally the server lost."""
    return TAGS["net_control"](r) and r.winner != r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "net shot then rush, rally over, rusher wins",
        "I want points decided by a rush off a net shot",
    ],
    "clear-out": [
        "clear or lift, out, end of rally",
        "points where the final clear or lob doesn't stay in",
    ],
    "drop-winner": [
        "drop, winner, rally over",
        "the player wins the rally with a drop the other can't return",
    ],
    "crossnet-winner": [
        "crosscourt net shot, winner",
        "rallies won by a net shot hit across the court",
    ],
    "netshot-into-net": [
        "net shot, into the net, rally over",
        "the player nets a net shot and loses the rally",
    ],
    "misjudged-leave": [
        "left, landed in, point lost",
        "a player leaves the shuttle, sees it land in, and loses the point",
    ],
    "passive-drop-punished": [
        "passive drop, then smash, rush or net shot, winner",
        "a passive drop is followed right away by a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "lift, then smash, winner",
        "the player lifts and gets smashed for a winner",
    ],
    "marin-drop": [
        "Marin, drop, winner",
        "Carolina Marin takes points with drops that win outright",
    ],
    "clear-smash-lift-server-wins": [
        "clear, smash, lift, server wins",
        "rallies with a clear, a smash and a lift in a row, won by the server",
        "a clear gets smashed and the smash is lifted, and the server wins the point",
        "a clear followed by a smash and then a lift in a rally the server takes",
        "which rallies won by the server have a clear, a smash and a lift one after another?",
    ],
    "an-se-young-smash-into-net": [
        "An Se Young smash into the net",
        "rallies where An Se Young smashes into the net to end it",
        "An Se Young's last shot is a smash that goes into the net",
        "a smash by An Se Young that hits the net and ends the rally",
        "which rallies end with An Se Young smashing into the net?",
    ],
    "axelsen-loses-without-smash": [
        "Axelsen no smash, Axelsen loses",
        "rallies where Axelsen never smashes and loses",
        "Viktor Axelsen loses the point without hitting a single smash",
        "no smashes from Axelsen in a rally he loses",
        "which rallies does Axelsen lose without smashing?",
    ],
    "no-drop-6-server-loses": [
        "6+ shots, no drops, server loses",
        "rallies of at least six shots with no drop that the server loses",
        "nobody drops in a rally of six shots or more and the server loses",
        "a rally of six or more shots without a single drop, lost by the server",
        "which rallies of six or more shots with no drops does the server lose?",
    ],
    "net-control-server-loses": [
        "net control, server loses",
        "rallies with net control that the server loses",
        "a player controls the net and the server loses the point",
        "control of the net in a rally won by the receiver",
        "which rallies lost by the server show net control?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
