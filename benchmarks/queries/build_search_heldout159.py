"""Write the 159th held-out search query set, ``search_heldout159.jsonl``, from the corpus.

Written in stop 57, after held-out 154 to 157's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about three
shots in a row, told as a story ("first ..., then ..., and then ...", "it starts with ...,
goes to ..., and ...", "one player ..., the other ..., and the first ..."). The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout159``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout159 [--root DATA] [--check]
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
    consecutive,
    intent,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout159.jsonl")
SPLIT = "heldout159"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drop_lift_smash_server_wins(r: Rally) -> bool:
    """A drop (either kind), straight followed by a lift (either kind), straight followed by
    a smash (either kind), and the server won."""
    return consecutive(r, DROP, LIFT, SMASH) and r.winner == r.server


@intent("sequence", into=INTENTS)
def short_serve_net_lift_receiver_wins(r: Rally) -> bool:
    """A short serve, a net-family return (shot 2), a lift (either kind) as shot 3, and the
    receiver won."""
    s = r.shots
    start = len(s) >= 3 and s[0].kind == "short service" and s[1].kind in NET
    return start and s[2].kind in LIFT and r.winner == r.receiver


@intent("sequence", into=INTENTS)
def push_drive_drive(r: Rally) -> bool:
    """A push straight followed by two drive-family shots."""
    return consecutive(r, {"push"}, DRIVE, DRIVE)


@intent("sequence", into=INTENTS)
def clear_drop_lift_server_wins(r: Rally) -> bool:
    """A clear, straight followed by a drop (either kind), straight followed by a lift
    (either kind), and the server won."""
    return consecutive(r, {"clear"}, DROP, LIFT) and r.winner == r.server


@intent("sequence", into=INTENTS)
def lift_smash_net_receiver_wins(r: Rally) -> bool:
    """A lift (either kind), straight followed by a smash (either kind), straight followed by
    a net-family shot, and the receiver won."""
    return consecutive(r, LIFT, SMASH, NET) and r.winner == r.receiver


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "first a net shot, then a rush, and that rush wins it",
        "it goes net shot, then rush, and the rusher takes the point",
    ],
    "clear-out": [
        "first a clear or a lift, and then it lands out and the rally is over",
        "it ends with a lift or a clear, and the shuttle goes out",
    ],
    "drop-winner": [
        "one player drops, and the other never gets it back",
        "the rally ends with a drop, and the drop wins",
    ],
    "crossnet-winner": [
        "one player plays a crosscourt net shot, and that is the winner",
        "in the end a cross-court net shot, and the opponent cannot reach it",
    ],
    "netshot-into-net": [
        "in the end a player plays a net shot, and it goes into the net",
        "the rally finishes with a net shot, and it doesn't get over",
    ],
    "misjudged-leave": [
        "one player leaves the shuttle, and then it lands in",
        "the shuttle comes, the player leaves it, and it is in",
    ],
    "passive-drop-punished": [
        "first a passive drop, then a smash, rush or net shot, and that shot wins",
        "one player drops passively, the other answers with a smash, rush or net shot, and wins",
    ],
    "lift-punished": [
        "first a lift, then a smash, and the smash wins it",
        "one player lifts, the other smashes, and that is the point",
    ],
    "marin-drop": [
        "Marin plays a drop at the end, and it wins her the point",
        "in the end Carolina Marin drops, and her drop is a winner",
    ],
    "drop-lift-smash-server-wins": [
        "first a drop, then a lift, then a smash, and the server wins",
        "it starts with a drop, goes to a lift, then a smash, and the server takes the rally",
        "one player drops, the other lifts, the first smashes, and the server wins the point",
        "a drop, a lift and a smash in a row, in a rally the server wins",
        "the server wins a rally in which a drop is answered by a lift, and the lift by a smash",
    ],
    "short-serve-net-lift-receiver-wins": [
        "first a short serve, then a net shot return, then a lift, and the receiver wins",
        "it starts with a short serve, the receiver plays a net shot, the server lifts, and "
        "the receiver takes the point",
        "short serve, net shot, lift to start the rally, and the receiver wins it",
        "the server serves short, the receiver replies at the net with a net shot, the server"
        " lifts, and the receiver wins",
        "the receiver wins after a short serve, a net shot return and a lift as the third shot",
    ],
    "push-drive-drive": [
        "first a push, then a drive, then another drive",
        "it goes push, drive, drive",
        "one player pushes, the other drives, and the first drives back",
        "a push followed by two drives in a row",
        "a push answered by a drive, and that drive by another drive",
    ],
    "clear-drop-lift-server-wins": [
        "first a clear, then a drop, then a lift, and the server wins",
        "it goes clear, drop, lift, and the server takes the point",
        "one player clears, the other drops, the first lifts, and the server wins the rally",
        "a clear, a drop and a lift in a row, in a rally the server wins",
        "the server wins a rally in which a clear is answered by a drop, and the drop by a lift",
    ],
    "lift-smash-net-receiver-wins": [
        "first a lift, then a smash, then a net shot, and the receiver wins",
        "it goes lift, smash, net shot, and the receiver takes the point",
        "one player lifts, the other smashes, the first blocks it with a net shot, and the "
        "receiver wins",
        "a lift, a smash and a net shot in a row, in a rally the receiver wins",
        "the receiver wins a rally in which a lift is answered by a smash, and the smash by a"
        " net shot",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
