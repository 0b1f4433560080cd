"""Write the 139th held-out search query set, ``search_heldout139.jsonl``, from the corpus.

Written in stop 56, after stop 55's last change, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, whose counts are strict bounds said in many ways ("more than two",
"over twelve", "in excess of", "upwards of", "under seven", "fewer than", "below", "north
of", "exceeds"), a label and a question. The relevant rallies come from the predicates,
plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout139``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout139 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import INTENTS as ALL_INTENTS
from benchmarks.queries.truth import (
    LIFT,
    SMASH,
    Intent,
    intent,
    none_of,
    shots_by,
)

OUT = Path(__file__).with_name("search_heldout139.jsonl")
SPLIT = "heldout139"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("rally", into=INTENTS)
def over_15_net_ending(r: Rally) -> bool:
    """A rally of more than 15 shots that ended in the net."""
    return len(r.shots) > 15 and r.ending == "net"


@intent("rally", into=INTENTS)
def smashes_over_4(r: Rally) -> bool:
    """More than four smashes (either kind) in the rally, both players' together."""
    return sum(s.kind in SMASH for s in r.shots) > 4


@intent("strategic", into=INTENTS)
def server_smashes_over_3_loses(r: Rally) -> bool:
    """The server plays more than three smashes (either kind) and the receiver won."""
    return shots_by(r, r.server, SMASH) > 3 and r.winner == other(r.server)


@intent("anchor", into=INTENTS)
def under_7_receiver_wins(r: Rally) -> bool:
    """A rally of fewer than seven shots that the receiver won."""
    return len(r.shots) < 7 and r.winner == other(r.server)


@intent("negation", into=INTENTS)
def over_12_no_lift(r: Rally) -> bool:
    """A rally of more than twelve shots with no lift (either kind), every type after the
    serve known."""
    return none_of(r, LIFT, 13)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot, then a rush that ends it with no reply",
        "rushed net shots that go unreturned",
    ],
    "clear-out": [
        "a lift or clear landing over the back line to end the point",
        "clears or lobs out at the end of the rally",
    ],
    "drop-winner": [
        "a clean drop winner, unreturned",
        "the last drop is never reached by the opponent",
    ],
    "crossnet-winner": [
        "a winner with a net shot played crosscourt",
        "cross net shots that end the point unreturned",
    ],
    "netshot-into-net": [
        "a net shot that finishes in the net",
        "points lost at the net by a net shot into the tape",
    ],
    "misjudged-leave": [
        "the shuttle is let go and it drops inside",
        "the final shuttle is judged out, left, and lands good",
    ],
    "passive-drop-punished": [
        "a passive drop answered by a winning smash, rush or net shot at once",
        "punishing a passive drop straight away with a smash, rush or net shot that wins",
    ],
    "lift-punished": [
        "the final lift, smashed for a winner",
        "a lift that the opponent smashes away for the point",
    ],
    "marin-drop": [
        "Carolina Marin ending the point with a winning drop",
        "Marin's drop winners, unreturned",
    ],
    "over-15-net-ending": [
        "more than 15 shots, ends in the net",
        "rallies of over fifteen shots that end in the net",
        "a rally goes past fifteen shots and then someone hits the net",
        "points longer than 15 shots that finish with a shot into the net",
        "which rallies in excess of fifteen shots end in the net?",
    ],
    "smashes-over-4": [
        "more than 4 smashes",
        "rallies with over four smashes",
        "the players smash more than four times between them",
        "points in which the smashes exceed four",
        "which rallies hold upwards of four smashes?",
    ],
    "server-smashes-over-3-loses": [
        "server more than 3 smashes, receiver wins",
        "rallies where the server smashes more than three times but loses",
        "the server hits over three smashes and still loses the point",
        "points the receiver wins although the server's smashes exceed three",
        "which rallies does the receiver win when the server smashes more than three times?",
    ],
    "under-7-receiver-wins": [
        "under 7 shots, receiver wins",
        "rallies of fewer than seven shots won by the receiver",
        "the receiver wins the point before the rally reaches seven shots",
        "points lasting less than seven shots that the receiver takes",
        "which rallies shorter than seven shots does the receiver win?",
    ],
    "over-12-no-lift": [
        "more than 12 shots, no lift",
        "rallies of over twelve shots without a single lift",
        "nobody lifts in a rally that runs past twelve shots",
        "points longer than twelve shots with no lifts at all",
        "which rallies north of twelve shots have no lift?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
