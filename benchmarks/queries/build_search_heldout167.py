"""Write the 167th held-out search query set, ``search_heldout167.jsonl``, from the corpus.

Written in stop 57, after held-out 162 to 165's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about the
serve and the first ball back, in a coach's words ("serves short and gets pushed", "the
first ball back", "the receiver clears the long serve"). The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout167``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout167 [--root DATA] [--check]
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
    NET,
    Intent,
    intent,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout167.jsonl")
SPLIT = "heldout167"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


def _opening(r: Rally, serve: str, reply: set[str]) -> bool:
    s = r.shots
    return len(s) >= 2 and s[0].kind == serve and s[1].kind in reply


@intent("anchor", into=INTENTS)
def short_serve_pushed(r: Rally) -> bool:
    """A short serve returned with a push."""
    return _opening(r, "short service", {"push"})


@intent("anchor", into=INTENTS)
def short_serve_driven_receiver_wins(r: Rally) -> bool:
    """A short serve returned with a drive-family shot, and the receiver won."""
    return _opening(r, "short service", DRIVE) and r.winner == r.receiver


@intent("anchor", into=INTENTS)
def long_serve_cleared_server_wins(r: Rally) -> bool:
    """A long serve returned with a clear, and the server won."""
    return _opening(r, "long service", {"clear"}) and r.winner == r.server


@intent("anchor", into=INTENTS)
def long_serve_dropped_10(r: Rally) -> bool:
    """A long serve returned with a drop (either kind), in a rally of at least ten shots."""
    return _opening(r, "long service", DROP) and len(r.shots) >= 10


@intent("anchor", into=INTENTS)
def short_serve_net_return_out(r: Rally) -> bool:
    """A short serve returned with a net-family shot, and the rally ended out."""
    return _opening(r, "short service", NET) and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "at the net, a net shot gets rushed for a winner",
        "the rush kills the net shot and wins",
    ],
    "clear-out": [
        "the final clear or lob flies out",
        "a defensive lift or clear at the end lands out",
    ],
    "drop-winner": [
        "the drop finishes the point",
        "a drop to end it, unreturned",
    ],
    "crossnet-winner": [
        "a cross-court net shot kills the rally",
        "the crosscourt net shot beats the opponent to end the point",
    ],
    "netshot-into-net": [
        "the final net shot gets caught in the net",
        "a net shot to finish, but into the net",
    ],
    "misjudged-leave": [
        "letting the shuttle go, but it lands in",
        "a leave that was wrong ends the rally",
    ],
    "passive-drop-punished": [
        "a passive drop that gets put away at once with a smash, rush or net shot",
        "the opponent pounces on a passive drop and wins with a smash, rush or net shot",
    ],
    "lift-punished": [
        "a lift, and it gets smashed for the point",
        "the lift is hammered down for a winner",
    ],
    "marin-drop": [
        "Marin finishes the point with a drop",
        "Carolina Marin's drop to end the rally, a winner",
    ],
    "short-serve-pushed": [
        "the server serves short and gets pushed",
        "a short serve, and the first ball back is a push",
        "a push return off a short serve",
        "the receiver pushes the short serve back",
        "short serves answered by a push",
    ],
    "short-serve-driven-receiver-wins": [
        "the server serves short, the receiver drives it back and wins",
        "a short serve, the first ball back is a drive, and the receiver takes the point",
        "the receiver drives the return off a short serve and wins the rally",
        "short serves answered by a drive, receiver wins",
        "a drive return of a short serve in a rally the receiver wins",
    ],
    "long-serve-cleared-server-wins": [
        "the server serves long, gets a clear back, and wins",
        "a long serve, the first ball back is a clear, and the server takes the point",
        "the receiver clears the long serve and loses the rally",
        "long serves answered by a clear, server wins",
        "a clear return of a long serve in a rally the server wins",
    ],
    "long-serve-dropped-10": [
        "the server serves long and the receiver drops, in a rally of ten or more shots",
        "a long serve, the first ball back is a drop, and the rally lasts at least 10 shots",
        "the receiver drops the return off a long serve, and the rally goes to 10+ shots",
        "long serves answered by a drop in rallies of ten shots or more",
        "a drop return of a long serve, in a rally of at least ten shots",
    ],
    "short-serve-net-return-out": [
        "the server serves short, the receiver plays a net shot back, and the rally ends out",
        "a short serve, the first ball back is a net shot, and the point ends with a shot out",
        "the receiver returns the short serve at the net with a net shot, and someone hits out",
        "short serves answered by a net shot in rallies that end out",
        "a net return of a short serve, and the shuttle goes out to end the rally",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
