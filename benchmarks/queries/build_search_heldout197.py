"""Write the 197th held-out search query set, ``search_heldout197.jsonl``, from the corpus.

Written in stop 59, before any change of the stop, to be run once and never used to tune: a
measure of the code on queries nobody had read. The nine development intents come in two new
wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in an
earlier split), and five new intents in five wordings each, joined by the words of adding
("as well as", "along with", "together with", "plus", "in addition", "on top of that",
"include"). The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``). Every line's split is ``heldout197``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout197 [--root DATA] [--check]
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
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout197.jsonl")
SPLIT = "heldout197"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("player", into=INTENTS)
def smash_and_drop_by_winner(r: Rally) -> bool:
    """The rally's winner plays at least one smash and at least one drop (each of either
    kind)."""
    if r.winner is None:
        return False
    return shots_by(r, r.winner, SMASH) >= 1 and shots_by(r, r.winner, DROP) >= 1


@intent("player", into=INTENTS)
def lift_and_two_clears_loser(r: Rally) -> bool:
    """The rally's loser plays at least one lift (either kind) and at least two clears."""
    if r.loser is None:
        return False
    return shots_by(r, r.loser, LIFT) >= 1 and shots_by(r, r.loser, {"clear"}) >= 2


@intent("player", into=INTENTS)
def rush_plus_smash_receiver_wins(r: Rally) -> bool:
    """The receiver plays at least one rush and at least one smash (either kind), and
    wins."""
    both = shots_by(r, r.receiver, {"rush"}) >= 1 and shots_by(r, r.receiver, SMASH) >= 1
    return both and r.winner == r.receiver


@intent("player", into=INTENTS)
def push_and_drive_server(r: Rally) -> bool:
    """The server plays at least one push and at least one drive-family shot."""
    return shots_by(r, r.server, {"push"}) >= 1 and shots_by(r, r.server, DRIVE) >= 1


@intent("player", into=INTENTS)
def server_two_drops_two_clears(r: Rally) -> bool:
    """The server plays at least two drops (either kind) and at least two clears."""
    return shots_by(r, r.server, DROP) >= 2 and shots_by(r, r.server, {"clear"}) >= 2


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot, plus a rush straight after it that wins the rally at the end",
        "a winning rush at the end, together with the net shot right before it",
    ],
    "clear-out": [
        "a final clear or lift, plus the shuttle out",
        "the rally ends with a clear or lift, and on top of that it's out",
    ],
    "drop-winner": [
        "a final drop, plus no return",
        "a drop at the end as well as no reply to it",
    ],
    "crossnet-winner": [
        "a cross-court net shot at the end along with no return",
        "the last shot a cross-court net shot, plus it's a winner",
    ],
    "netshot-into-net": [
        "a final net shot together with the shuttle ending in the net",
        "the last shot a net shot, plus it goes into the net",
    ],
    "misjudged-leave": [
        "a leave at the end, plus the shuttle landing in",
        "the last shuttle left alone, as well as landing in",
    ],
    "passive-drop-punished": [
        "a passive drop, plus a smash, rush or net shot winner straight after it",
        "a passive drop along with a winning smash, rush or net shot in reply, to end it",
    ],
    "lift-punished": [
        "a lift, plus a smash winner in reply to end it",
        "a lift together with the smash winner that answers it at the end",
    ],
    "marin-drop": [
        "Marin wins, plus her last shot is an unreturned drop",
        "a drop winner at the end as well as the point for Marin",
    ],
    "smash-and-drop-by-winner": [
        "the winner plays a smash as well as a drop",
        "a smash along with a drop from the winner",
        "the winner smashes and, in addition, drops",
        "a drop plus a smash by the player who wins",
        "the winner's shots include a smash together with a drop",
    ],
    "lift-and-two-clears-loser": [
        "the loser plays a lift as well as two or more clears",
        "two clears or more along with a lift from the loser",
        "the losing player lifts, and in addition clears at least twice",
        "a lift plus at least two clears by the loser",
        "the loser's shots include two or more clears together with a lift",
    ],
    "rush-plus-smash-receiver-wins": [
        "the receiver rushes as well as smashes, and wins",
        "a rush along with a smash from the receiver, who takes the point",
        "the receiver wins, having played a rush plus a smash",
        "in addition to a smash, the receiver plays a rush and wins",
        "the receiver's shots include a rush together with a smash, and the receiver wins",
    ],
    "push-and-drive-server": [
        "the server plays a push as well as a drive",
        "a drive along with a push from the server",
        "the server pushes and, in addition, drives",
        "a push plus a drive by the server",
        "the server's shots include a drive together with a push",
    ],
    "server-two-drops-two-clears": [
        "the server plays two or more drops as well as two or more clears",
        "at least two clears along with at least two drops from the server",
        "the server drops twice or more and, in addition, clears twice or more",
        "two or more drops plus two or more clears by the server",
        "the server's shots include at least two drops together with at least two clears",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
