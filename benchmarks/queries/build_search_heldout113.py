"""Write the 113th held-out search query set, ``search_heldout113.jsonl``, from the corpus.

Written in stop 53, after held-out AA and BB's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout113``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout113 [--root DATA] [--check]
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
    intent,
    known_after_serve,
    named,
    shot_at,
    shots_by,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout113.jsonl")
SPLIT = "heldout113"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def receiver_drop_lift_smash_wins(r: Rally) -> bool:
    """Somewhere the receiver drops (either kind), the server lifts (either kind) at once,
    the receiver smashes (either kind) with the next shot, and the receiver won the
    rally."""
    return r.winner == r.receiver and any(
        a.hitter == r.receiver for a, _, _ in windows(r, DROP, LIFT, SMASH)
    )


@intent("anchor", into=INTENTS)
def short_lift_smash_server_wins(r: Rally) -> bool:
    """The serve is a short service, the return a lift (either kind), the third shot a smash
    (either kind), and the server won the rally."""
    opened = shot_at(r, 1, {"short service"}) and shot_at(r, 2, LIFT) and shot_at(r, 3, SMASH)
    return opened and r.winner == r.server


@intent("player", into=INTENTS)
def sindhu_wins_10(r: Rally) -> bool:
    """PUSARLA V. Sindhu wins a rally of at least ten shots."""
    return len(r.shots) >= 10 and named(r, "PUSARLA V. Sindhu", set(), 0, "winner")


@intent("sequence", into=INTENTS)
def server_net_then_rush_wins(r: Rally) -> bool:
    """The server plays a net-family shot and a rush with their next shot, and the server
    won the rally."""
    pairs = zip(r.shots, r.shots[2:], strict=False)
    return r.winner == r.server and any(
        a.kind in NET and b.kind == "rush" and a.hitter == b.hitter == r.server for a, b in pairs
    )


@intent("strategic", into=INTENTS)
def receiver_two_lifts_no_smash_wins(r: Rally) -> bool:
    """The receiver plays at least two lifts (either kind) and no smash (either kind) and
    wins the rally (every type after the serve known)."""
    if not known_after_serve(r):
        return False
    lifts = shots_by(r, r.receiver, LIFT) >= 2
    return lifts and shots_by(r, r.receiver, SMASH) == 0 and r.winner == r.receiver


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "I want the rallies where a net shot gets killed with a rush to end it",
        "show me rushes off net shots that win the point",
    ],
    "clear-out": [
        "I'm looking for rallies where somebody overhits a clear or a lob at the end",
        "find the points that end because a clear or lift is hit out long",
    ],
    "drop-winner": [
        "show me the points where a drop was just too good",
        "I want drop shots that finish the rally with no reply",
    ],
    "crossnet-winner": [
        "find me the crosscourt net shots that won the rally outright",
        "rallies where the killer shot is a net shot played across",
    ],
    "netshot-into-net": [
        "show me points thrown away by putting a net shot into the net",
        "the rally dies when somebody's net shot hits the net",
    ],
    "misjudged-leave": [
        "show me the leaves that went wrong because the shuttle dropped in",
        "I'd like the points lost by leaving a shuttle that turned out to be in",
    ],
    "passive-drop-punished": [
        "I want to see passive drops getting punished straight away by a "
        "smash, rush or net shot winner",
        "find rallies where someone plays a passive drop and the reply, a "
        "smash, rush or net shot, wins",
    ],
    "lift-punished": [
        "show me lifts that got smashed for winners",
        "find the rallies where the opponent lifts and gets punished by a winning smash",
    ],
    "marin-drop": [
        "I want Marin's drop winners",
        "show me Carolina Marin closing the point with a drop that isn't returned",
    ],
    "receiver-drop-lift-smash-wins": [
        "receiver drops, server lifts, receiver smashes, receiver wins",
        "rallies where the receiver drops, the server lifts and the receiver "
        "then smashes, and the receiver wins",
        "I want the receiver dropping, getting a lift back and smashing it, in "
        "rallies the receiver wins",
        "a drop by the receiver, a lift from the server and a smash by the "
        "receiver, won by the receiver",
        "which rallies does the receiver win with a drop, the server's lift "
        "and the receiver's smash in a row?",
    ],
    "short-lift-smash-server-wins": [
        "short serve, lift return, third-shot smash, server wins",
        "rallies where a short serve is lifted and the server smashes the third shot and wins",
        "the server serves short, the receiver lifts, the server smashes and "
        "the server wins the point",
        "a short serve, a lifted return and a smash on shot three in a rally the server takes",
        "which rallies won by the server go short serve, lift, smash?",
    ],
    "sindhu-wins-10": [
        "Sindhu wins, 10+ shots",
        "rallies of at least ten shots won by Sindhu",
        "show me the long rallies, ten shots or more, that Sindhu wins",
        "points of 10 or more shots taken by PV Sindhu",
        "which rallies of ten or more shots does Sindhu win?",
    ],
    "server-net-then-rush-wins": [
        "server net shot, then server rush, server wins",
        "rallies where the server plays a net shot and rushes with the next shot, and wins",
        "the server plays a net shot, follows it with a rush and takes the point",
        "a net shot from the server followed by the server's own rush in a rally the server wins",
        "which rallies does the server win with a net shot and then a rush of the server's own?",
    ],
    "receiver-two-lifts-no-smash-wins": [
        "receiver lifts 2+, never smashes, receiver wins",
        "rallies the receiver wins after at least two lifts and no smash",
        "the receiver lifts twice or more without a single smash and still wins",
        "two or more lifts and no smashes from the receiver in a rally the receiver wins",
        "which rallies does the receiver win with at least two lifts but no smash?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
