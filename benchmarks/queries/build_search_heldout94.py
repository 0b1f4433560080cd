"""Write the ninety-fourth held-out search query set, ``search_heldout94.jsonl``, from the corpus.

Written in stop 52, after held-out 91 to 93's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout94``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout94 [--root DATA] [--check]
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
    served_with,
    shot_at,
    shots_by,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout94.jsonl")
SPLIT = "heldout94"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def clear_drop_lift_dropper_wins(r: Rally) -> bool:
    """Somewhere P clears, the opponent drops (either kind) at once and P lifts (either kind)
    with the next shot, and the dropper won the rally."""
    return any(b.hitter == r.winner for _, b, _ in windows(r, {"clear"}, DROP, LIFT))


@intent("sequence", into=INTENTS)
def long_serve_server_smashes_wins(r: Rally) -> bool:
    """The serve is a long service, the server plays at least one smash (either kind) and
    the server won the rally."""
    return served_with(r, "long service", r.server, SMASH) and r.winner == r.server


@intent("anchor", into=INTENTS)
def seventh_shot_smash_server_wins(r: Rally) -> bool:
    """The seventh shot is a smash (either kind) and the server won the rally."""
    return shot_at(r, 7, SMASH) and r.winner == r.server


@intent("zone", into=INTENTS)
def push_from_front_right(r: Rally) -> bool:
    """A push is hit from the front right."""
    return any(s.kind == "push" and s.hit_zone == "front-right" for s in r.shots)


@intent("strategic", into=INTENTS)
def receiver_two_drives_server_two_drops(r: Rally) -> bool:
    """The receiver plays at least two drives (any kind) and the server at least two drops
    (either kind)."""
    return shots_by(r, r.receiver, DRIVE) >= 2 and shots_by(r, r.server, DROP) >= 2


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot met by a rush the opponent cannot return",
        "points won with a rush on the opponent's net shot",
    ],
    "clear-out": [
        "a clear or lift that overshoots the back line to end the rally",
        "points ending on a lob or clear out at the back",
    ],
    "drop-winner": [
        "a drop that wins the rally without being touched",
        "rallies closed by an outright drop",
    ],
    "crossnet-winner": [
        "a winning net shot hit crosscourt",
        "the final shot is a cross-court net shot winner",
    ],
    "netshot-into-net": [
        "the rally is decided by a net shot into the net",
        "net shots that end in the tape",
    ],
    "misjudged-leave": [
        "the player leaves the shuttle, it lands in, and the rally is lost",
        "the shuttle is not played because it looks out, yet it is in",
    ],
    "passive-drop-punished": [
        "a passive drop, then a smash, rush or net shot winner",
        "passive drops killed by the next shot",
    ],
    "lift-punished": [
        "an outright smash on the opponent's lift",
        "rallies won by smashing a lift",
    ],
    "marin-drop": [
        "Marin drops that win the rally",
        "rallies that Carolina Marin finishes with a winning drop shot",
    ],
    "clear-drop-lift-dropper-wins": [
        "clear, drop, lift, dropper wins",
        "rallies where a player clears, the opponent drops, the clearer lifts and the dropper wins",
        "a clear answered by a drop, lifted by the clearer, in a rally the dropper wins",
        "the player who drops against a clear forces a lift and goes on to win",
        "which rallies have a clear, a drop and a lift in a row, won by the player who dropped?",
    ],
    "long-serve-server-smashes-wins": [
        "long serve, server smashes, server wins",
        "rallies after a long serve in which the server smashes and wins",
        "the server serves long, smashes at some point and wins the rally",
        "points won by the server after a high serve, with at least one smash from the server",
        "which long-serve rallies does the server win after smashing?",
    ],
    "seventh-shot-smash-server-wins": [
        "smash on shot 7, server wins",
        "rallies where the seventh shot is a smash and the server wins",
        "the server takes the point after a smash as the seventh shot",
        "a smash played seventh in a rally won by the server",
        "which rallies won by the server have a smash as the seventh shot?",
    ],
    "push-from-front-right": [
        "push from the front right",
        "rallies with a push hit from the front right",
        "a player pushes from the right side of the forecourt",
        "pushes played from the front right corner",
        "which rallies have a push from the front right?",
    ],
    "receiver-two-drives-server-two-drops": [
        "receiver drives 2+, server drops 2+",
        "rallies where the receiver drives at least twice and the server drops at least twice",
        "the receiver plays two or more drives and the server two or more drops",
        "at least two drives from the receiver and at least two drops from the server",
        "which rallies have the receiver driving twice or more and the server dropping twice"
        " or more?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
