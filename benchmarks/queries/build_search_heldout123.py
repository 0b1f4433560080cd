"""Write the 123rd held-out search query set, ``search_heldout123.jsonl``, from the corpus.

Written in stop 54, after held-out 122's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, placed in time (early, right at the start, in the opening shots, late,
near the end, at the death, after a long exchange), a label and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout123``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout123 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DRIVE,
    LIFT,
    SMASH,
    Intent,
    intent,
    last,
    outright,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout123.jsonl")
SPLIT = "heldout123"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def smash_first_4_receiver_wins(r: Rally) -> bool:
    """A smash (either kind) is among the first four shots, and the receiver won the rally."""
    return any(s.kind in SMASH for s in r.shots[:4]) and r.winner == r.receiver


@intent("rally", into=INTENTS)
def over_10_smash_winner(r: Rally) -> bool:
    """A rally of more than ten shots whose final shot is an outright smash (either kind)."""
    return len(r.shots) > 10 and last(r).kind in SMASH and outright(r)


@intent("anchor", into=INTENTS)
def clear_last_3_out(r: Rally) -> bool:
    """A clear is among the last three shots, and the rally ended with the shuttle out."""
    return any(s.kind == "clear" for s in r.shots[-3:]) and r.ending == "out"


@intent("anchor", into=INTENTS)
def drive_first_5_receiver_wins_8(r: Rally) -> bool:
    """A drive-family shot is among the first five shots, and the receiver won a rally of
    at most eight shots."""
    early = any(s.kind in DRIVE for s in r.shots[:5])
    return early and len(r.shots) <= 8 and r.winner == r.receiver


@intent("anchor", into=INTENTS)
def lift_first_3_lifter_loses(r: Rally) -> bool:
    """A lift (either kind) among the first three shots was played by the rally's loser."""
    return r.loser is not None and any(s.kind in LIFT and s.hitter == r.loser for s in r.shots[:3])


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "at the very end, a rush off a net shot wins it",
        "the rally closes with a net shot and a winning rush",
    ],
    "clear-out": [
        "late on, the final clear or lob goes out",
        "the closing shot, a clear or a lift, lands out",
    ],
    "drop-winner": [
        "the rally closes with a drop that is not returned",
        "in the end a drop lands for a winner",
    ],
    "crossnet-winner": [
        "at the death, a cross-court net shot wins it outright",
        "the closing shot is a cross-court net winner",
    ],
    "netshot-into-net": [
        "the closing shot, a net shot, ends up in the net",
        "right at the end someone nets a net shot",
    ],
    "misjudged-leave": [
        "at the end, a leave goes wrong: the shuttle is in",
        "the rally closes when a shuttle left alone lands in",
    ],
    "passive-drop-punished": [
        "at the very end, a passive drop is killed by a smash, rush or net shot",
        "the closing two shots: a passive drop, then a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "the rally closes with a lift and a smash winner",
        "at the death, a lift is smashed for a winner",
    ],
    "marin-drop": [
        "Marin closes the rally with a drop winner",
        "at the end Carolina Marin wins it with a drop nobody returns",
    ],
    "smash-first-4-receiver-wins": [
        "an early smash, in the first four shots, and the receiver wins",
        "the receiver wins a rally with a smash somewhere in its first four shots",
        "someone smashes right at the start, within four shots, and the point goes to the receiver",
        "smash in shots 1-4, receiver wins",
        "which rallies won by the receiver have a smash among the opening four shots?",
    ],
    "over-10-smash-winner": [
        "after a long exchange of more than ten shots, a smash winner ends it",
        "rallies longer than ten shots finished by an unreturned smash",
        "a smash winner at the end of a rally of 11+ shots",
        "11+ shots, smash winner",
        "which rallies of over ten shots end with a smash that isn't returned?",
    ],
    "clear-last-3-out": [
        "a clear late in the rally, in the last three shots, and the rally ends out",
        "near the end, within the final three shots, someone clears, and the rally finishes "
        "with the shuttle out",
        "a clear among the last three shots of a rally that ends out",
        "clear in the last 3 shots, ends out",
        "which rallies ending out have a clear in their final three shots?",
    ],
    "drive-first-5-receiver-wins-8": [
        "a drive early on, in the first five shots, and the receiver wins within eight",
        "the receiver wins a short rally of at most eight shots with a drive in the opening five",
        "somebody drives in the first five shots and the receiver takes the point by shot eight",
        "drive in shots 1-5, receiver wins, 8 shots at most",
        "which rallies of eight shots or fewer, won by the receiver, have a drive in the first "
        "five shots?",
    ],
    "lift-first-3-lifter-loses": [
        "an early lift, in the first three shots, by the player who goes on to lose",
        "the player who lifts within the first three shots loses the rally",
        "a lift right at the start, shots one to three, and the lifter loses",
        "lift in shots 1-3, lifter loses",
        "which rallies does the lifter lose after lifting in the first three shots?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
