"""Write the 108th held-out search query set, ``search_heldout108.jsonl``, from the corpus.

Written in stop 53, after held-out AA and BB's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout108``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout108 [--root DATA] [--check]
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
    consecutive,
    intent,
    named,
    shot_at,
    shots_by,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout108.jsonl")
SPLIT = "heldout108"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def lift_drive_drop(r: Rally) -> bool:
    """Three shots in a row: a lift (either kind), a drive (any kind) and a drop (either
    kind)."""
    return consecutive(r, LIFT, DRIVE, DROP)


@intent("anchor", into=INTENTS)
def long_serve_drop_return_server_wins(r: Rally) -> bool:
    """The serve is a long service, the return (shot 2) a drop (either kind), and the
    server won the rally."""
    return shot_at(r, 1, {"long service"}) and shot_at(r, 2, DROP) and r.winner == r.server


@intent("strategic", into=INTENTS)
def server_more_drops_than_receiver_wins(r: Rally) -> bool:
    """The server plays more drops (either kind) than the receiver, who plays at least one,
    and the server won the rally."""
    more = shots_by(r, r.server, DROP) > shots_by(r, r.receiver, DROP) >= 1
    return more and r.winner == r.server


@intent("player", into=INTENTS)
def axelsen_two_nets_wins(r: Rally) -> bool:
    """Viktor AXELSEN plays at least two net-family shots and wins the rally."""
    return named(r, "Viktor AXELSEN", NET, 2, "winner")


@intent("score", into=INTENTS)
def second_set_server_leading_two_wins(r: Rally) -> bool:
    """In the second set, the server leads by at least two points before the rally and
    wins it."""
    return r.set_no == 2 and trailing_by(r, r.receiver) >= 2 and r.winner == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the rally ends on a rush winner straight after a net shot",
        "a net shot gets rushed and the rusher takes the point",
    ],
    "clear-out": [
        "a clear or lob long past the back line as the final shot",
        "the rally finishes with a lob or clear that lands out",
    ],
    "drop-winner": [
        "a drop that wins the rally outright",
        "rallies decided by an unreturned drop",
    ],
    "crossnet-winner": [
        "a winning crosscourt net shot",
        "the final shot is a crosscourt net shot the opponent cannot return",
    ],
    "netshot-into-net": [
        "a rally lost when a net shot hits the net",
        "the last net shot ends up in the net",
    ],
    "misjudged-leave": [
        "a shuttle left alone lands in and ends the point",
        "the player misreads the shuttle and leaves it in",
    ],
    "passive-drop-punished": [
        "a passive drop answered straight away by a winning smash, rush or net shot",
        "the opponent wins the point off a passive drop with a smash, rush or net shot",
    ],
    "lift-punished": [
        "a lift followed at once by a winning smash",
        "lifts that are smashed for the point",
    ],
    "marin-drop": [
        "Carolina Marin's drops that win points",
        "Marin wins the point with a final drop",
    ],
    "lift-drive-drop": [
        "lift, drive, drop",
        "rallies with a lift, then a drive, then a drop",
        "a lift is driven back and the drive is dropped",
        "a lift followed by a drive and a drop in reply",
        "which rallies have a lift, a drive and a drop in a row?",
    ],
    "long-serve-drop-return-server-wins": [
        "long serve, drop return, server wins",
        "rallies where a long serve is returned with a drop and the server wins",
        "the receiver drops the long serve but the server wins the point",
        "a long serve answered by a drop return in a rally the server takes",
        "which rallies won by the server start with a long serve and a drop return?",
    ],
    "server-more-drops-than-receiver-wins": [
        "server out-drops receiver (who drops), server wins",
        "the server plays more drops than the receiver, who drops at least once, and wins",
        "the server drops more often than the receiver, who also drops, and takes the point",
        "more drops from the server than from the receiver, both dropping, and a server win",
        "which rallies does the server win out-dropping the receiver, who drops at least once?",
    ],
    "axelsen-two-nets-wins": [
        "Axelsen net shots 2+, wins",
        "rallies Axelsen wins after playing at least two net shots",
        "Viktor Axelsen plays two or more net shots and wins the rally",
        "points won by Axelsen with two or more net shots",
        "which rallies does Axelsen win with at least two net shots?",
    ],
    "second-set-server-leading-two-wins": [
        "set 2, server up 2+, server wins",
        "rallies in the second set where the server leads by at least two and wins",
        "the server wins the point in the second set while two or more points ahead",
        "second-set points won by the server when leading by two or more",
        "which second-set rallies does the server win while up by at least two points?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
