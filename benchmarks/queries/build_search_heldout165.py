"""Write the 165th held-out search query set, ``search_heldout165.jsonl``, from the corpus.

Written in stop 57, after held-out 158 to 161's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about the
rally's length, how it ended and who won, typed as an analyst types a filter ("length
10-14, net", "len = 6; out", "< 10 shots | misjudged", "15 to 20 shots, winner, server").
The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout165``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout165 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import INTENTS as ALL_INTENTS
from benchmarks.queries.truth import (
    Intent,
    intent,
)

OUT = Path(__file__).with_name("search_heldout165.jsonl")
SPLIT = "heldout165"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("rally", into=INTENTS)
def length_10_14_net(r: Rally) -> bool:
    """A rally of ten to fourteen shots that ended in the net."""
    return 10 <= len(r.shots) <= 14 and r.ending == "net"


@intent("rally", into=INTENTS)
def length_6_out(r: Rally) -> bool:
    """A rally of exactly six shots that ended out."""
    return len(r.shots) == 6 and r.ending == "out"


@intent("rally", into=INTENTS)
def under_10_misjudged(r: Rally) -> bool:
    """A rally of fewer than ten shots that ended by a misjudgement (a shuttle left that
    landed in)."""
    return len(r.shots) < 10 and r.ending == "misjudged"


@intent("rally", into=INTENTS)
def length_15_20_server_winner(r: Rally) -> bool:
    """A rally of fifteen to twenty shots that ended with a winner (a shot that landed in
    unreturned), won by the server."""
    return 15 <= len(r.shots) <= 20 and r.ending == "winner" and r.winner == r.server


@intent("rally", into=INTENTS)
def length_7_9_out_receiver(r: Rally) -> bool:
    """A rally of seven to nine shots that ended out, won by the receiver."""
    return 7 <= len(r.shots) <= 9 and r.ending == "out" and r.winner == r.receiver


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "last two: net shot, rush; rush wins",
        "penultimate = net shot, final = winning rush",
    ],
    "clear-out": [
        "final shot: clear | lift; end: out",
        "end = out, last shot = clear or lob",
    ],
    "drop-winner": [
        "final = drop, end = winner",
        "last shot drop; outcome: winner",
    ],
    "crossnet-winner": [
        "last shot = cross-court net shot; winner",
        "end: winner; final: crosscourt net shot",
    ],
    "netshot-into-net": [
        "final = net shot; end = net",
        "last shot net shot | ends in net",
    ],
    "misjudged-leave": [
        "end = misjudged (left, in)",
        "ending: leave, landed in",
    ],
    "passive-drop-punished": [
        "penultimate = passive drop; final = smash/rush/net shot winner",
        "passive drop -> winning smash | rush | net shot (last two shots)",
    ],
    "lift-punished": [
        "penultimate = lift; final = smash; winner",
        "last two shots: lift, smash winner",
    ],
    "marin-drop": [
        "player = Marin; final = drop; winner",
        "Carolina Marin | last shot drop | winner",
    ],
    "length-10-14-net": [
        "length 10-14, net",
        "10 to 14 shots, ends in the net",
        "rally length between 10 and 14; ending: net",
        "len 10..14 | into the net",
        "shots: 10-14; end = net",
    ],
    "length-6-out": [
        "len = 6; out",
        "6 shots exactly, ends out",
        "rally length 6, ending out",
        "exactly six shots | out",
        "shots = 6; end = out",
    ],
    "under-10-misjudged": [
        "< 10 shots | misjudged",
        "under 10 shots, ends on a misjudgement",
        "rally length below 10; ending: misjudged",
        "fewer than ten shots, left and landed in",
        "shots < 10; end = misjudged",
    ],
    "length-15-20-server-winner": [
        "15 to 20 shots, winner, server",
        "length 15-20; end = winner; won by server",
        "rally length between 15 and 20 | ends with a winner | server wins",
        "15..20 shots, outright winner, server takes it",
        "shots: 15-20; ending: winner; winner: server",
    ],
    "length-7-9-out-receiver": [
        "7 to 9 shots, out, receiver",
        "length 7-9; end = out; won by receiver",
        "rally length between 7 and 9 | ends out | receiver wins",
        "7..9 shots, shuttle out, receiver takes it",
        "shots: 7-9; ending: out; winner: receiver",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
