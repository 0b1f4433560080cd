"""Write the 200th held-out search query set, ``search_heldout200.jsonl``, from the corpus.

Written in stop 59, before any change of the stop, to be run once and never used to tune: a
measure of the code on queries nobody had read. The nine development intents come in two new
wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in an
earlier split), and five new intents in five wordings each, told with clauses of time ("as
soon as", "once", "the moment", "immediately after"). The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout200``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout200 [--root DATA] [--check]
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
    answered,
    intent,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout200.jsonl")
SPLIT = "heldout200"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def receiver_clear_server_drop(r: Rally) -> bool:
    """A clear by the receiver straight followed by the server's drop (either kind)."""
    return answered(r, {"clear"}, DROP, r.receiver)


@intent("sequence", into=INTENTS)
def server_lift_receiver_smash_wins(r: Rally) -> bool:
    """A lift (either kind) by the server straight followed by the receiver's smash (either
    kind), and the receiver wins."""
    return answered(r, LIFT, SMASH, r.server) and r.winner == r.receiver


@intent("sequence", into=INTENTS)
def server_net_receiver_rush(r: Rally) -> bool:
    """A net-family shot by the server straight followed by the receiver's rush."""
    return answered(r, NET, {"rush"}, r.server)


@intent("sequence", into=INTENTS)
def receiver_smash_server_lift(r: Rally) -> bool:
    """A smash (either kind) by the receiver straight followed by the server's lift (either
    kind)."""
    return answered(r, SMASH, LIFT, r.receiver)


@intent("sequence", into=INTENTS)
def server_push_receiver_lift(r: Rally) -> bool:
    """A push by the server straight followed by the receiver's lift (either kind)."""
    return answered(r, {"push"}, LIFT, r.server)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "as soon as a net shot is played, it is rushed for the winning point, and the rally ends",
        "once the net shot comes, the opponent rushes it to win the rally at the end",
    ],
    "clear-out": [
        "the moment the last clear or lift is hit, it goes out and the rally is over",
        "once the final clear or lob lands out, the rally ends",
    ],
    "drop-winner": [
        "the rally ends as soon as a drop lands in unreturned",
        "once the final drop falls in untouched, the point is over",
    ],
    "crossnet-winner": [
        "as soon as the cross-court net shot is played, the rally is won, nobody reaching it",
        "the rally ends the moment a crosscourt net shot lands unreturned",
    ],
    "netshot-into-net": [
        "the rally ends as soon as a net shot goes into the net",
        "once the last net shot hits the tape, it's over",
    ],
    "misjudged-leave": [
        "the moment the shuttle is left, it lands in and ends the rally",
        "once the player lets the last shuttle go, it drops in",
    ],
    "passive-drop-punished": [
        "as soon as a passive drop comes, a smash, rush or net shot wins the rally outright",
        "once a passive drop is played, the reply is a winning smash, rush or net shot that ends "
        "it",
    ],
    "lift-punished": [
        "as soon as a lift goes up, it is smashed for a winner to end the rally",
        "the moment a lift is played, a smash winner ends it",
    ],
    "marin-drop": [
        "the rally ends the moment Marin's drop lands in unreturned",
        "once Carolina Marin plays the final drop, nobody reaches it and she wins",
    ],
    "receiver-clear-server-drop": [
        "as soon as the receiver clears, the server drops",
        "once the receiver plays a clear, the server answers with a drop straight away",
        "the moment the receiver clears, the server replies with a drop",
        "the server drops immediately after a clear from the receiver",
        "a clear by the receiver, and as soon as it comes the server drops",
    ],
    "server-lift-receiver-smash-wins": [
        "as soon as the server lifts, the receiver smashes, and the receiver wins the rally",
        "once the server lifts, the receiver smashes right away and goes on to win",
        "the moment the server lifts, the receiver smashes; the receiver takes the point",
        "the receiver smashes immediately after a lift from the server and wins",
        "a lift from the server is smashed by the receiver at once, and the receiver wins",
    ],
    "server-net-receiver-rush": [
        "as soon as the server plays a net shot, the receiver rushes",
        "once the server plays a net shot, the receiver rushes it at once",
        "the moment the server plays a net shot, the receiver rushes",
        "the receiver rushes straight after a net shot from the server",
        "a net shot by the server, and as soon as it comes the receiver rushes",
    ],
    "receiver-smash-server-lift": [
        "as soon as the receiver smashes, the server lifts",
        "once the receiver smashes, the server answers with a lift straight away",
        "the moment the receiver smashes, the server replies with a lift",
        "the server lifts immediately after a smash from the receiver",
        "a smash by the receiver, and as soon as it comes the server lifts",
    ],
    "server-push-receiver-lift": [
        "as soon as the server pushes, the receiver lifts",
        "once the server plays a push, the receiver answers with a lift straight away",
        "the moment the server pushes, the receiver replies with a lift",
        "the receiver lifts immediately after a push from the server",
        "a push by the server, and as soon as it comes the receiver lifts",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
