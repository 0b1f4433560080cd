"""Write the ninety-third held-out search query set, ``search_heldout93.jsonl``, from the corpus.

Written in stop 52, after held-out 88 to 90's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout93``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout93 [--root DATA] [--check]
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
    intent,
    named,
    own_run,
    shot_at,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout93.jsonl")
SPLIT = "heldout93"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("run", into=INTENTS)
def receiver_drops_twice_running_wins(r: Rally) -> bool:
    """The receiver plays drops (either kind) with two consecutive shots of theirs and wins
    the rally."""
    return own_run(r, r.receiver, DROP, 2) and r.winner == r.receiver


@intent("strategic", into=INTENTS)
def server_two_drives_two_lifts_wins(r: Rally) -> bool:
    """The server plays at least two drives (any kind) and at least two lifts (either kind)
    and wins the rally."""
    s = r.server
    return shots_by(r, s, DRIVE) >= 2 and shots_by(r, s, LIFT) >= 2 and r.winner == s


@intent("anchor", into=INTENTS)
def short_serve_fourth_lift(r: Rally) -> bool:
    """The serve is a short service and the fourth shot is a lift (either kind)."""
    return shot_at(r, 1, {"short service"}) and shot_at(r, 4, LIFT)


@intent("player", into=INTENTS)
def momota_two_nets_wins(r: Rally) -> bool:
    """Kento MOMOTA plays at least two net-family shots and wins the rally."""
    return named(r, "Kento MOMOTA", NET, 2, "winner")


@intent("strategic", into=INTENTS)
def loser_more_lifts_than_winner(r: Rally) -> bool:
    """The loser plays more lifts (either kind) than the winner, and at least two."""
    w, lo = r.winner, r.loser
    if w is None:
        return False
    mine = shots_by(r, lo, LIFT)
    return mine >= 2 and mine > shots_by(r, w, LIFT)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "net shots killed with a rush that wins the rally",
        "the point is won by rushing the opponent's net shot",
    ],
    "clear-out": [
        "rallies lost by a clear or a lob hit out long",
        "an overhit clear or lift ends the point",
    ],
    "drop-winner": [
        "a winning drop nobody reaches",
        "rallies finished by a drop winner",
    ],
    "crossnet-winner": [
        "crosscourt net shots that finish the point",
        "the last shot is a cross net winner",
    ],
    "netshot-into-net": [
        "a net shot dumped into the net to end the rally",
        "points ending on a net shot the player puts into the net",
    ],
    "misjudged-leave": [
        "a player lets a shuttle go that lands in",
        "rallies ending on a leave that was a misjudgement",
    ],
    "passive-drop-punished": [
        "a passive drop put away at once",
        "the point is won by a smash, rush or net shot off a passive drop",
    ],
    "lift-punished": [
        "smash winners played against a lift",
        "a lift and then an outright smash",
    ],
    "marin-drop": [
        "outright drop winners hit by Carolina Marin",
        "Marin finishes the rally with a winning drop",
    ],
    "receiver-drops-twice-running-wins": [
        "receiver drops twice in a row, wins",
        "rallies the receiver wins after dropping on two consecutive shots",
        "the receiver plays two drops in a row and takes the point",
        "back-to-back drops from the receiver in a rally the receiver wins",
        "which rallies does the receiver win with two drops in a row?",
    ],
    "server-two-drives-two-lifts-wins": [
        "server drives 2+, lifts 2+, wins",
        "rallies the server wins with at least two drives and at least two lifts",
        "the server plays two or more drives and two or more lifts and wins",
        "points won by the server after driving at least twice and lifting at least twice",
        "which rallies does the server win after two or more drives and two or more lifts?",
    ],
    "short-serve-fourth-lift": [
        "short serve, lift on shot 4",
        "rallies that start with a short serve and have a lift as the fourth shot",
        "the server serves short and the fourth shot is a lift",
        "a low serve, and a lift with the fourth shot",
        "which short-serve rallies have a lift as their fourth shot?",
    ],
    "momota-two-nets-wins": [
        "Momota: 2+ net shots, wins",
        "rallies Kento Momota wins with at least two net shots",
        "Momota plays two or more net shots and wins the point",
        "points won by Momota in which he plays at least two net shots",
        "which rallies does Momota win after playing two or more net shots?",
    ],
    "loser-more-lifts-than-winner": [
        "loser lifts more than winner",
        "rallies where the loser plays more lifts than the winner",
        "the player who loses lifts more often than the player who wins",
        "more lifts from the loser than from the winner",
        "which rallies have the loser lifting more than the winner?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
