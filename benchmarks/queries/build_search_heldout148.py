"""Write the 148th held-out search query set, ``search_heldout148.jsonl``, from the corpus.

Written in stop 56, after held-out 142 to 145's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about one
shot and the next, said with many verbs of order ("in response to", "straight after",
"comes right before", "is met with", "precedes", "off the back of", "replies to"), a label
and a question. The relevant rallies come from the predicates, plain Python over the raw
CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout148``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout148 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import (
    DRIVE,
    DROP,
    LIFT,
    NET,
    SMASH,
    Intent,
    answered,
    consecutive,
    intent,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout148.jsonl")
SPLIT = "heldout148"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def push_lift_receiver_wins(r: Rally) -> bool:
    """A push straight followed by the other player's lift (either kind), and the receiver
    won."""
    return answered(r, {"push"}, LIFT) and r.winner == other(r.server)


@intent("sequence", into=INTENTS)
def drive_drop_server_loses(r: Rally) -> bool:
    """A drive-family shot straight followed by the other player's drop (either kind), and
    the receiver won."""
    return answered(r, DRIVE, DROP) and r.winner == other(r.server)


@intent("sequence", into=INTENTS)
def net_smash_out_end(r: Rally) -> bool:
    """A net-family shot straight followed by a smash (either kind), and the rally ended
    out."""
    return consecutive(r, NET, SMASH) and r.ending == "out"


@intent("sequence", into=INTENTS)
def clear_smash_net_end(r: Rally) -> bool:
    """A clear straight followed by the other player's smash (either kind), and the rally
    ended in the net."""
    return answered(r, {"clear"}, SMASH) and r.ending == "net"


@intent("sequence", into=INTENTS)
def lift_drop_server_wins(r: Rally) -> bool:
    """A lift (either kind) straight followed by the other player's drop (either kind), and
    the server won."""
    return answered(r, LIFT, DROP) and r.winner == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush in response to a net shot, winning the rally",
        "a net shot is met with a rush that nobody returns",
    ],
    "clear-out": [
        "the rally ends when a clear or lift is hit out",
        "a final clear or lob landing out of court",
    ],
    "drop-winner": [
        "a drop comes right before the end of the rally, unreturned",
        "the rally ends on a drop that wins",
    ],
    "crossnet-winner": [
        "a cross-court net shot that ends the rally as a winner",
        "a winner off the racket with a crosscourt net shot",
    ],
    "netshot-into-net": [
        "a net shot straight into the net, ending the point",
        "the last net shot hits the tape and falls back",
    ],
    "misjudged-leave": [
        "the player lets the shuttle pass and it lands in",
        "a leave straight after the opponent's shot, which lands in",
    ],
    "passive-drop-punished": [
        "a winning smash, rush or net shot in response to a passive drop",
        "a passive drop is met at once with a smash, rush or net shot for a winner",
    ],
    "lift-punished": [
        "a smash winner in response to a lift",
        "a lift is met with a smash that wins the rally",
    ],
    "marin-drop": [
        "a drop off Marin's racket wins the rally",
        "Carolina Marin replies with a drop that wins the point",
    ],
    "push-lift-receiver-wins": [
        "push, then lift, receiver wins",
        "rallies where a push is answered by a lift and the receiver wins",
        "a lift comes in response to a push, and the receiver takes the point",
        "points won by the receiver where a push is met with a lift",
        "which rallies won by the receiver have a lift straight after a push?",
    ],
    "drive-drop-server-loses": [
        "drive answered by a drop, receiver wins",
        "rallies where a drive is met with a drop, won by the receiver",
        "a drop comes straight after a drive, and the receiver wins",
        "points won by the receiver with a drop in reply to a drive",
        "which rallies have a drive answered by a drop and a win for the receiver?",
    ],
    "net-smash-out-end": [
        "net shot then smash, ends out",
        "rallies where a net shot comes right before a smash and the rally ends out",
        "a smash straight after a net shot, and the point ends with a shot out",
        "points ending out that have a smash off the back of a net shot",
        "which rallies with a net shot followed by a smash end out?",
    ],
    "clear-smash-net-end": [
        "clear, smash, ends in the net",
        "rallies where a clear is smashed and the rally ends in the net",
        "a smash in response to a clear, and the point finishes in the net",
        "points that end in the net with a clear answered by a smash",
        "which rallies with a smash replying to a clear end in the net?",
    ],
    "lift-drop-server-wins": [
        "lift then drop, server wins",
        "rallies where a lift is answered with a drop and the server wins",
        "a drop comes in reply to a lift, and the server wins the point",
        "points won by the server where a lift precedes a drop",
        "which rallies won by the server have a drop straight after a lift?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
