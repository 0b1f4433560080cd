"""Write the 127th held-out search query set, ``search_heldout127.jsonl``, from the corpus.

Written in stop 55, after held-out 126's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the passive voice ("a push is played as the third shot and the
point is won by the receiver"), a label and a question. The reworded development queries
are passive too. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout127``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout127 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import INTENTS as ALL_INTENTS
from benchmarks.queries.truth import (
    NET,
    TAGS,
    Intent,
    intent,
    own_run,
    shot_at,
)

OUT = Path(__file__).with_name("search_heldout127.jsonl")
SPLIT = "heldout127"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def third_shot_push_receiver_wins(r: Rally) -> bool:
    """The third shot is a push, and the receiver won the rally."""
    return shot_at(r, 3, {"push"}) and r.winner == r.receiver


@intent("anchor", into=INTENTS)
def short_serve_net_return_server_loses(r: Rally) -> bool:
    """The serve is a short service and the return a net-family shot, and the server lost
    the rally."""
    opened = shot_at(r, 1, {"short service"}) and shot_at(r, 2, NET)
    return opened and r.winner != r.server


@intent("zone", into=INTENTS)
def clear_rear_left_to_rear_left(r: Rally) -> bool:
    """Some clear is hit from the rear-left and lands in the rear-left (each side seen by
    its own player, so across the court)."""
    return any(
        s.kind == "clear" and s.hit_zone == "rear-left" and s.land_zone == "rear-left"
        for s in r.shots
    )


@intent("tactic", into=INTENTS)
def pinned_server_loses(r: Rally) -> bool:
    """A player pinned in the rear court who then escapes (``truth.rear_court_pinned``), in
    a rally the server lost."""
    return TAGS["rear_court_pinned"](r) and r.winner != r.server


@intent("run", into=INTENTS)
def server_clears_twice_running_loses(r: Rally) -> bool:
    """The server plays two clears in a row of their own, and the server lost the rally."""
    return own_run(r, r.server, {"clear"}, 2) and r.winner != r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot is rushed and the point is won by the rusher",
        "rallies that are ended by a rush winner played off a net shot",
    ],
    "clear-out": [
        "the last clear or lift is hit out",
        "points that are lost because a clear or a lob is sent beyond the lines",
    ],
    "drop-winner": [
        "the point is won by a drop that is not returned",
        "rallies that are decided by a drop shot winner",
    ],
    "crossnet-winner": [
        "the rally is won with a cross-court net shot that is never returned",
        "points that are ended by a crosscourt net winner",
    ],
    "netshot-into-net": [
        "a net shot is hit into the net and the rally is over",
        "rallies that are lost with a net shot put into the tape",
    ],
    "misjudged-leave": [
        "the shuttle is left by the player but is called in",
        "points that are lost because a shuttle that lands in is left alone",
    ],
    "passive-drop-punished": [
        "a passive drop is punished at once by a smash, rush or net shot winner",
        "rallies in which a passive drop is put away with a smash, a rush or a net shot",
    ],
    "lift-punished": [
        "a lift is smashed and the point is won by the smasher",
        "rallies in which the final lift is punished with a winning smash",
    ],
    "marin-drop": [
        "the point is won by Marin with a drop",
        "rallies that are won by Carolina Marin with a drop winner",
    ],
    "third-shot-push-receiver-wins": [
        "third shot push, receiver wins",
        "a push is played as the third shot and the point is won by the receiver",
        "rallies in which the third shot is pushed and the receiver is the winner",
        "the point is taken by the receiver after a push is hit on the third shot",
        "which rallies are won by the receiver after the third shot is a push?",
    ],
    "short-serve-net-return-server-loses": [
        "short serve, net return, server loses",
        "a short serve is returned with a net shot and the point is lost by the server",
        "rallies in which the serve is played short, answered at the net, and lost by the server",
        "the point is won by the receiver after the short serve is met with a net shot",
        "which rallies are lost by the server after a short serve is returned with a net shot?",
    ],
    "clear-rear-left-to-rear-left": [
        "clear from rear left to rear left",
        "a clear is hit from the rear left and is landed in the rear left",
        "rallies in which a clear is played from the back left corner into the back left",
        "a clear that is struck from the left rear court and lands in the left rear court",
        "which rallies have a clear that is hit from the rear left into the rear left?",
    ],
    "pinned-server-loses": [
        "pinned in the rear court, server loses",
        "a player is pinned in the back court and then escapes, and the point is lost by the "
        "server",
        "rallies in which someone is kept at the back for three shots or more before getting "
        "out, lost by the server",
        "the point is won by the receiver in a rally where a player is pinned deep and then "
        "breaks out",
        "which rallies are lost by the server after a player is pinned in the rear court?",
    ],
    "server-clears-twice-running-loses": [
        "server clears twice in a row, server loses",
        "two clears in a row are played by the server and the point is lost",
        "rallies in which two consecutive clears are hit by the server and the receiver wins",
        "the point is lost by the server after two clears in a row are played by the server",
        "which rallies are lost by the server after two clears in a row are played by the server?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
