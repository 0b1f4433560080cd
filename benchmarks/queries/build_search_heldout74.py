"""Write the seventy-fourth held-out search query set, ``search_heldout74.jsonl``, from the corpus.

Written in stop 50, after held-outs 71 and 72's fixes (8064952), to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eight new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout74``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout74 [--root DATA] [--check]
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
    known_after_serve,
    own_run,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout74.jsonl")
SPLIT = "heldout74"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def loser_final_clear(r: Rally) -> bool:
    """The rally's final shot is a clear played by the rally's loser."""
    last = r.shots[-1]
    return last.kind == "clear" and last.hitter == r.loser


@intent("anchor", into=INTENTS)
def receiver_first_two_lifts(r: Rally) -> bool:
    """The receiver's first two shots (shots 2 and 4) are both lifts (either kind)."""
    s = r.shots
    return len(s) >= 4 and s[1].kind in LIFT and s[3].kind in LIFT


@intent("sequence", into=INTENTS)
def smash_net_net_lift(r: Rally) -> bool:
    """A smash (either kind), two net-family shots, then a lift (either kind), on four
    consecutive shots."""
    return consecutive(r, SMASH, NET, NET, LIFT)


@intent("strategic", into=INTENTS)
def winner_two_smashes_two_nets(r: Rally) -> bool:
    """The rally's winner plays at least two smashes (either kind) and at least two
    net-family shots."""
    return shots_by(r, r.winner, SMASH) >= 2 and shots_by(r, r.winner, NET) >= 2


@intent("run", into=INTENTS)
def winner_drives_three_running(r: Rally) -> bool:
    """The rally's winner drives (any drive) on three consecutive own shots."""
    return r.winner is not None and own_run(r, r.winner, DRIVE, 3)


@intent("score", into=INTENTS)
def level_at_19_plus(r: Rally) -> bool:
    """The score is level at 19 points or more before the rally."""
    a, b = r.score_before
    return a == b >= 19


@intent("zone", into=INTENTS)
def drop_rear_left_to_front_right(r: Rally) -> bool:
    """A drop (either kind) hit from the rear-left zone that lands in the front-right
    zone."""
    return any(
        s.kind in DROP and s.hit_zone == "rear-left" and s.land_zone == "front-right"
        for s in r.shots
    )


@intent("negation", into=INTENTS)
def no_smash_no_drive_server_wins(r: Rally) -> bool:
    """No smash (either kind) and no drive (any drive) in the rally (every type after the
    serve known), and the server wins."""
    banned = SMASH | DRIVE
    clean = not any(s.kind in banned for s in r.shots)
    return known_after_serve(r) and clean and r.winner == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the rally ends on a winning rush from a net shot",
        "a net shot is met with a rush that wins it",
    ],
    "clear-out": [
        "the point is lost on a lift or clear that goes out",
        "rallies ending with an out clear or lob",
    ],
    "drop-winner": [
        "drops that land untouched to end the rally",
        "a winning drop nobody returns",
    ],
    "crossnet-winner": [
        "rallies won outright by a cross-court net shot",
        "a cross net shot that ends the point as a winner",
    ],
    "netshot-into-net": [
        "net shots that catch the tape and lose the rally",
        "the final shot is a net shot that hits the net",
    ],
    "misjudged-leave": [
        "a misjudged leave ends the rally",
        "the player leaves it and the shuttle falls in",
    ],
    "passive-drop-punished": [
        "passive drops that the opponent kills for the point",
        "a passive drop that the other player punishes with a winner",
    ],
    "lift-punished": [
        "a lob answered by a smash nobody returns",
        "lifts killed by an unreturned smash",
    ],
    "marin-drop": [
        "Carolina Marin wins with an unreturned drop",
        "rallies Marin ends with a drop that is never returned",
    ],
    "loser-final-clear": [
        "loser's clear as the last shot",
        "rallies ending with a clear by the loser",
        "the player who loses plays the final shot, a clear",
        "points where the last stroke is a clear from the player who loses",
        "which rallies end on a clear by the rally's loser?",
    ],
    "receiver-first-two-lifts": [
        "receiver lifts shots 2 and 4",
        "rallies where the receiver's first two shots are both lifts",
        "the receiver lifts the return of serve and lifts again on the next shot they play",
        "the receiver's first two shots are lobs",
        "which rallies have the receiver lifting on both of their first two shots?",
    ],
    "smash-net-net-lift": [
        "smash, net, net, lift",
        "rallies where a smash is blocked at the net, netted back, and then lifted",
        "a smash, then two net shots, then a lift",
        "after a smash there are two net shots in a row and then a lift",
        "which rallies have smash, net shot, net shot, lift on consecutive shots?",
    ],
    "winner-two-smashes-two-nets": [
        "winner smashes 2+, net shots 2+",
        "rallies where the winner plays at least two smashes and two net shots",
        "the player who wins hits two or more smashes and two or more net shots",
        "points won by a player who smashed at least twice and played at least two net shots",
        "which rallies does the winner take with two or more smashes and at least two net shots?",
    ],
    "winner-drives-three-running": [
        "winner drives three times in a row",
        "rallies where the winner plays three consecutive drives",
        "the player who wins hits three drives in a row",
        "points won by a player who drove on three straight shots of their own",
        "which rallies does the winner take after three drives in a row of their own?",
    ],
    "level-at-19-plus": [
        "level at 19 or more",
        "rallies played with the score tied at 19 or higher",
        "the score is level and both players have at least 19 points",
        "points at 19-all, 20-all or later",
        "which rallies start with the scores level at 19 or above?",
    ],
    "drop-rear-left-to-front-right": [
        "drop from rear left to front right",
        "rallies with a drop hit from the rear-left that lands front-right",
        "a player drops from the left back corner to the right front corner",
        "a drop shot played from the back left landing in the front right",
        "which rallies have a drop from the rear-left into the front-right?",
    ],
    "no-smash-no-drive-server-wins": [
        "no smash, no drive, server wins",
        "rallies won by the server with no smashes and no drives",
        "neither player smashes or drives and the server takes the point",
        "points the server wins in which nobody plays a smash or a drive",
        "which rallies does the server win without any smash or drive?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
