"""Write the 131st held-out search query set, ``search_heldout131.jsonl``, from the corpus.

Written in stop 55, after held-out 130's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout131``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout131 [--root DATA] [--check]
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
    SMASH,
    Intent,
    intent,
    known_after_serve,
    shot_at,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout131.jsonl")
SPLIT = "heldout131"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def server_outclears_receiver_loses(r: Rally) -> bool:
    """The server plays more clears than the receiver, and the server lost the rally (every
    type after the serve known)."""
    more = shots_by(r, r.server, {"clear"}) > shots_by(r, r.receiver, {"clear"})
    return known_after_serve(r) and more and r.winner != r.server


@intent("strategic", into=INTENTS)
def receiver_only_net_and_lift_wins(r: Rally) -> bool:
    """A rally of at least four shots in which every shot of the receiver's is a net-family
    shot or a lift (either kind), and the receiver won it (every type after the serve
    known)."""
    own = [s for s in r.shots if s.hitter == r.receiver]
    only = all(s.kind in NET | LIFT for s in own)
    return known_after_serve(r) and len(r.shots) >= 4 and only and r.winner == r.receiver


@intent("strategic", into=INTENTS)
def server_smash_and_drop_wins(r: Rally) -> bool:
    """The server plays at least one smash (either kind) and at least one drop (either
    kind), and wins the rally (every type after the serve known)."""
    both = shots_by(r, r.server, SMASH) >= 1 and shots_by(r, r.server, DROP) >= 1
    return known_after_serve(r) and both and r.winner == r.server


@intent("anchor", into=INTENTS)
def fifth_shot_drop_server_wins(r: Rally) -> bool:
    """The fifth shot is a drop (either kind), and the server won the rally."""
    return shot_at(r, 5, DROP) and r.winner == r.server


@intent("anchor", into=INTENTS)
def third_shot_drive_server_wins(r: Rally) -> bool:
    """The third shot is a drive-family shot, and the server won the rally."""
    return shot_at(r, 3, DRIVE) and r.winner == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "rush kills of net shots",
        "show me points where the net shot is rushed for a winner",
    ],
    "clear-out": [
        "clears and lobs hit out to lose the point",
        "rallies ending with an out clear or lift",
    ],
    "drop-winner": [
        "drops that end the point unanswered",
        "points finished by a drop that wins",
    ],
    "crossnet-winner": [
        "net shots hit crosscourt for winners",
        "points where a cross-court net shot wins it",
    ],
    "netshot-into-net": [
        "the rally ends with a net shot in the tape",
        "net shots that end up in the net",
    ],
    "misjudged-leave": [
        "wrong leaves",
        "a player lets the shuttle fall and it is in, losing the rally",
    ],
    "passive-drop-punished": [
        "passive drops punished by an immediate winning smash, rush or net shot",
        "a passive drop and then a winner from a smash, rush or net shot",
    ],
    "lift-punished": [
        "lifts smashed away for the point",
        "the opponent lifts, the player smashes and wins",
    ],
    "marin-drop": [
        "Marin winning with a drop shot",
        "rallies won by a drop from Marin",
    ],
    "server-outclears-receiver-loses": [
        "server clears more than receiver, server loses",
        "rallies where the server plays more clears than the receiver and loses",
        "the server out-clears the receiver but loses the point",
        "more clears from the server than from the receiver in a rally the receiver wins",
        "which rallies does the server lose despite clearing more than the receiver?",
    ],
    "receiver-only-net-and-lift-wins": [
        "receiver only nets and lifts, receiver wins, 4+ shots",
        "rallies of four or more shots where the receiver plays only net shots and lifts and wins",
        "the receiver uses nothing but net shots and lifts and wins a rally of at least four shots",
        "only net shots and lifts from the receiver in a rally of 4+ shots the receiver takes",
        "which rallies of at least four shots does the receiver win playing only net shots "
        "and lifts?",
    ],
    "server-smash-and-drop-wins": [
        "server smashes and drops, server wins",
        "rallies where the server plays both a smash and a drop and wins",
        "the server smashes at least once and drops at least once and takes the point",
        "a smash and a drop, both from the server, in a rally the server wins",
        "which rallies does the server win with at least one smash and one drop?",
    ],
    "fifth-shot-drop-server-wins": [
        "5th shot drop, server wins",
        "rallies where the fifth shot is a drop and the server wins",
        "the server takes the point in rallies whose fifth shot is a drop",
        "a drop as shot number five in a rally won by the server",
        "which rallies won by the server have a drop as the fifth shot?",
    ],
    "third-shot-drive-server-wins": [
        "3rd shot drive, server wins",
        "rallies where the third shot is a drive and the server wins",
        "the server drives the third shot and wins the point",
        "a drive as the third shot in a rally the server takes",
        "which rallies won by the server have a drive as the third shot?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
