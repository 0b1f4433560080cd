"""Write the eighty-sixth held-out search query set, ``search_heldout86.jsonl``, from the corpus.

Written in stop 51, after held-out 85's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and six new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout86``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout86 [--root DATA] [--check]
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
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout86.jsonl")
SPLIT = "heldout86"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def lifted_return_receiver_wins_in_six(r: Rally) -> bool:
    """The return of serve (shot 2) is a lift (either kind), the rally has at most six
    shots, and the receiver wins."""
    s = r.shots
    return 2 <= len(s) <= 6 and s[1].kind in LIFT and r.winner == r.receiver


@intent("anchor", into=INTENTS)
def no_smash_in_five_then_smash_winner(r: Rally) -> bool:
    """None of the first five shots is a smash (either kind), and the final shot, past
    them, is a smash that lands in unreturned (ending: winner)."""
    s = r.shots
    if len(s) < 6 or any(x.kind in SMASH for x in s[:5]):
        return False
    return s[-1].kind in SMASH and r.ending == "winner"


@intent("anchor", into=INTENTS)
def drop_fifth_net_sixth(r: Rally) -> bool:
    """Shot 5 is a drop (either kind) and shot 6 a net-family shot."""
    s = r.shots
    return len(s) >= 6 and s[4].kind in DROP and s[5].kind in NET


@intent("anchor", into=INTENTS)
def seventh_shot_drive(r: Rally) -> bool:
    """Shot 7 is a drive (any drive)."""
    s = r.shots
    return len(s) >= 7 and s[6].kind in DRIVE


@intent("anchor", into=INTENTS)
def smash_then_final_lift(r: Rally) -> bool:
    """The second-to-last shot is a smash (either kind) and the last a lift (either kind)."""
    s = r.shots
    return len(s) >= 2 and s[-2].kind in SMASH and s[-1].kind in LIFT


@intent("anchor", into=INTENTS)
def push_return_smashed(r: Rally) -> bool:
    """The return of serve (shot 2) is a push and shot 3 a smash (either kind)."""
    s = r.shots
    return len(s) >= 3 and s[1].kind == "push" and s[2].kind in SMASH


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the opponent's net shot gets rushed for an outright winner",
        "rallies decided by a rush straight after a net shot",
    ],
    "clear-out": [
        "a clear or a lift goes out over the baseline to end the point",
        "lobs and clears that finish the rally out",
    ],
    "drop-winner": [
        "drop shots that end the point untouched",
        "the rally is won by a drop landing in unreturned",
    ],
    "crossnet-winner": [
        "crosscourt net winners nobody reaches",
        "a net shot played crosscourt wins the rally",
    ],
    "netshot-into-net": [
        "net shots that end up in the tape",
        "the last shot, a net shot, ends up in the net",
    ],
    "misjudged-leave": [
        "a shuttle wrongly left that lands inside",
        "points lost when a player lets the shuttle fall in",
    ],
    "passive-drop-punished": [
        "a passive drop punished with a winner: a rush, a smash or a net shot",
        "the reply to a passive drop is a winning rush, smash or net shot",
    ],
    "lift-punished": [
        "lifts punished with smash winners",
        "a lift, then a smash that wins the point outright",
    ],
    "marin-drop": [
        "Marin wins points with drop shots that are not returned",
        "outright drop winners from Carolina Marin",
    ],
    "lifted-return-receiver-wins-in-six": [
        "lifted return, receiver wins within 6 shots",
        "rallies of six shots or fewer the receiver wins after lifting the return of serve",
        "the receiver lifts the serve back and wins the point by the sixth shot",
        "a lob as the return of serve, and the receiver takes the point in at most six shots",
        "which rallies of no more than six shots does the receiver win after a lifted return?",
    ],
    "no-smash-in-five-then-smash-winner": [
        "no smash in the first five shots, then a smash winner",
        "rallies ending in a smash winner with no smash among the first five shots",
        "nobody smashes in the first five shots, but the rally ends with a smash winner",
        "a smash winner in a rally whose first five shots hold no smash",
        "which rallies have no smash before shot six and end with a smash winner?",
    ],
    "drop-fifth-net-sixth": [
        "shot 5 drop, shot 6 net shot",
        "rallies where the fifth shot is a drop and the sixth a net shot",
        "a drop on the fifth shot answered by a net shot",
        "the server drops with the fifth shot and the receiver replies with a net shot",
        "which rallies have a drop as shot five and a net shot as shot six?",
    ],
    "seventh-shot-drive": [
        "7th shot drive",
        "rallies whose seventh shot is a drive",
        "the server plays a drive as the seventh shot",
        "a drive on shot seven",
        "which rallies have a drive as the seventh stroke?",
    ],
    "smash-then-final-lift": [
        "smash, then a final lift",
        "rallies whose second-to-last shot is a smash and last shot a lift",
        "the rally ends with a lift played against a smash",
        "a smash answered by a lift that turns out to be the last shot",
        "which rallies end with a smash followed by a lift?",
    ],
    "push-return-smashed": [
        "push return, smashed by the server",
        "rallies where the return of serve is a push and the third shot a smash",
        "the receiver pushes the serve back and the server smashes it",
        "a pushed return of serve that the server smashes",
        "which rallies have a push return followed by a smash from the server?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
