"""Write the sixty-third held-out search query set, ``search_heldout63.jsonl``, from the corpus.

Written in stop 49, after held-out 62's fixes and the first stop-49 changes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and ten new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout63``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout63 [--root DATA] [--check]
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
    SMASH,
    Intent,
    intent,
    shots_by,
    side_of,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout63.jsonl")
SPLIT = "heldout63"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("player", into=INTENTS)
def receiver_drive_winner(r: Rally) -> bool:
    """The receiver plays the final shot, a drive (any drive) that lands in unreturned (a
    winner)."""
    last = r.shots[-1]
    return last.kind in DRIVE and last.hitter == r.receiver and r.ending == "winner"


@intent("strategic", into=INTENTS)
def server_two_smashes_loses(r: Rally) -> bool:
    """The server plays at least two smashes (either kind) and the receiver wins the rally."""
    return shots_by(r, r.server, SMASH) >= 2 and r.winner == r.receiver


@intent("shot", into=INTENTS)
def drop_into_net(r: Rally) -> bool:
    """The final shot is a drop (either kind) and the rally ended with the shuttle in the
    net."""
    return r.shots[-1].kind in DROP and r.ending == "net"


@intent("player", into=INTENTS)
def receiver_smash_into_net(r: Rally) -> bool:
    """The receiver plays the final shot, a smash (either kind), and the rally ended with the
    shuttle in the net."""
    last = r.shots[-1]
    return last.kind in SMASH and last.hitter == r.receiver and r.ending == "net"


@intent("player", into=INTENTS)
def server_rush_winner(r: Rally) -> bool:
    """The server plays the final shot, a rush that lands in unreturned (a winner)."""
    last = r.shots[-1]
    return last.kind == "rush" and last.hitter == r.server and r.ending == "winner"


@intent("player", into=INTENTS)
def receiver_lifts_out(r: Rally) -> bool:
    """The receiver plays the final shot, a lift (either kind), and the rally ended with the
    shuttle out."""
    last = r.shots[-1]
    return last.kind in LIFT and last.hitter == r.receiver and r.ending == "out"


@intent("score", into=INTENTS)
def server_behind_wins_set3(r: Rally) -> bool:
    """In the third set, the server is behind before the rally (by at least one point) and
    wins it."""
    return r.set_no == 3 and trailing_by(r, r.server) >= 1 and r.winner == r.server


@intent("shot", into=INTENTS)
def passive_drop_winner(r: Rally) -> bool:
    """The final shot is a passive drop (the exact type) that lands in unreturned (a
    winner)."""
    return r.shots[-1].kind == "passive drop" and r.ending == "winner"


@intent("player", into=INTENTS)
def chou_two_smashes_loses(r: Rally) -> bool:
    """CHOU Tien Chen plays at least two smashes (either kind) and loses the rally."""
    me = side_of(r, "CHOU Tien Chen")
    return me is not None and shots_by(r, me, SMASH) >= 2 and r.loser == me


@intent("anchor", into=INTENTS)
def short_serve_smash_winner(r: Rally) -> bool:
    """The rally starts with a short serve and ends with a smash (either kind) that lands in
    unreturned (a winner)."""
    first, last = r.shots[0], r.shots[-1]
    return first.kind == "short service" and last.kind in SMASH and r.ending == "winner"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush off the opponent's net shot wins the rally",
        "the last two shots: a net shot, then a winning rush",
    ],
    "clear-out": [
        "the final clear or lift flies over the baseline",
        "rallies lost by lifting or clearing out",
    ],
    "drop-winner": [
        "a drop that the opponent never reaches, ending the rally",
        "the point ends on an unreturned drop",
    ],
    "crossnet-winner": [
        "a cross-court net shot that wins outright",
        "points won with a crosscourt net winner",
    ],
    "netshot-into-net": [
        "the last shot is a net shot that fails to clear the net",
        "a net shot that doesn't make it over as the last shot of the rally",
    ],
    "misjudged-leave": [
        "the player leaves the shuttle and it drops in",
        "rallies lost by letting the shuttle land in",
    ],
    "passive-drop-punished": [
        "a passive drop, then the opponent kills it",
        "soft drops punished with a kill",
    ],
    "lift-punished": [
        "a lift smashed to the floor for the point",
        "the lift is hammered down for a winning smash",
    ],
    "marin-drop": [
        "Marin wins the point with a drop the opponent can't reach",
        "Carolina Marin's drop shots that win the point outright",
    ],
    "receiver-drive-winner": [
        "receiver drive winners",
        "points the receiver wins with an unreturned drive",
        "the receiver finishes the rally with a drive that nobody returns",
        "which rallies does the receiver end with a drive winner?",
    ],
    "server-two-smashes-loses": [
        "server smashes 2+ times, loses",
        "rallies lost by the server despite at least two smashes",
        "the server smashes twice or more and still loses the point",
        "which rallies does the server lose after smashing at least twice?",
    ],
    "drop-into-net": [
        "drop into the net",
        "rallies ending with a drop shot in the net",
        "a player plays a drop and it hits the net to end the rally",
        "which rallies end with a drop that goes into the net?",
    ],
    "receiver-smash-into-net": [
        "receiver smashes into the net",
        "points lost by the receiver smashing into the net",
        "the receiver ends the rally by hitting a smash into the net",
        "which rallies end with the receiver's smash in the net?",
    ],
    "server-rush-winner": [
        "server rush winners",
        "points the server wins with a rush that is not returned",
        "the server finishes the rally with an unreturned rush",
        "which rallies does the server end with a winning rush?",
    ],
    "receiver-lifts-out": [
        "receiver lifts out",
        "rallies lost by the receiver lifting the shuttle out",
        "the receiver's final lift lands out",
        "which rallies end with the receiver hitting a lift out?",
    ],
    "server-behind-wins-set3": [
        "third set, server behind, server wins",
        "rallies in the deciding set won by the server while trailing",
        "the server is behind in the third set and takes the point",
        "which rallies in set 3 does the server win when behind on the score?",
    ],
    "passive-drop-winner": [
        "passive drop winner",
        "points won outright with a passive drop",
        "a player ends the rally with a passive drop that nobody reaches",
        "which rallies finish with an unreturned passive drop?",
    ],
    "chou-two-smashes-loses": [
        "Chou Tien Chen smashes twice or more and loses",
        "rallies lost by Chou Tien Chen despite two or more smashes",
        "Chou smashes at least two times but loses the point",
        "which rallies does Chou Tien Chen lose after smashing 2+ times?",
    ],
    "short-serve-smash-winner": [
        "short serve, smash winner at the end",
        "rallies that begin with a short serve and end with a smash winner",
        "the rally starts with a short serve and finishes with an unreturned smash",
        "which rallies opened by a short serve end with a winning smash?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
