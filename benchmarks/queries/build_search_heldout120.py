"""Write the 120th held-out search query set, ``search_heldout120.jsonl``, from the corpus.

Written in stop 54, after held-out 119's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, as dictated to a phone (lower case, no punctuation, numbers as words,
fillers: "um", "so", "like", "basically", "you know") and a spoken request. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout120``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout120 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import INTENTS as ALL_INTENTS
from benchmarks.queries.truth import (
    LIFT,
    NET,
    SMASH,
    Intent,
    intent,
    last,
    outright,
    own_run,
    plays,
    shot_at,
)

OUT = Path(__file__).with_name("search_heldout120.jsonl")
SPLIT = "heldout120"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("run", into=INTENTS)
def own_three_lifts_smash_winner(r: Rally) -> bool:
    """The rally loser lifts (either kind) on at least three consecutive own shots, and the
    rally ends with the winner's outright smash (either kind)."""
    return (
        r.loser is not None
        and own_run(r, r.loser, LIFT, 3)
        and last(r).kind in SMASH
        and outright(r)
    )


@intent("anchor", into=INTENTS)
def fifth_net_server_wins(r: Rally) -> bool:
    """Shot 5 is a net-family shot and the server won the rally."""
    return shot_at(r, 5, NET) and r.winner == r.server


@intent("zone", into=INTENTS)
def front_right_to_rear_left_lift_smashed(r: Rally) -> bool:
    """Somewhere a lift (either kind) hit from the front right lands in the rear left and is
    answered at once by a smash (either kind)."""
    pairs = zip(r.shots, r.shots[1:], strict=False)
    return any(
        a.kind in LIFT
        and a.hit_zone == "front-right"
        and a.land_zone == "rear-left"
        and b.kind in SMASH
        for a, b in pairs
    )


@intent("player", into=INTENTS)
def lee_zii_jia_backhand_wins(r: Rally) -> bool:
    """Lee Zii Jia won the rally and its final shot is his, played on the backhand."""
    shot = last(r)
    return plays(r, "LEE Zii Jia", "winner") and shot.hitter == r.winner and shot.backhand


@intent("score", into=INTENTS)
def third_set_receiver_smash_winner(r: Rally) -> bool:
    """A rally of the third set that the receiver won with an outright smash (either
    kind)."""
    return r.set_no == 3 and r.winner == r.receiver and last(r).kind in SMASH and outright(r)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "um a net shot and then the other player rushes it for the point",
        "so the last shot is a rush off a net shot and it wins",
    ],
    "clear-out": [
        "okay so the last shot is a clear or a lob and it goes out",
        "like a clear or lift at the end that lands out",
    ],
    "drop-winner": [
        "um the last shot is a drop and nobody gets it",
        "so a drop that wins the point at the end",
    ],
    "crossnet-winner": [
        "a cross court net shot for a winner you know",
        "um cross net shot winners at the end of the rally",
    ],
    "netshot-into-net": [
        "so a net shot at the end that goes into the net",
        "um the rally ends with a net shot in the net",
    ],
    "misjudged-leave": [
        "the player leaves it and it lands in like a bad leave",
        "um someone lets the shuttle go and it's in",
    ],
    "passive-drop-punished": [
        "so a passive drop and then a smash rush or net shot winner",
        "um passive drops that get killed with a smash or a rush or a net shot",
    ],
    "lift-punished": [
        "okay a lift and then a smash winner straight after",
        "so someone lifts and the other player smashes it for a winner",
    ],
    "marin-drop": [
        "um marin's drop winners",
        "carolina marin winning the rally with a drop shot",
    ],
    "own-three-lifts-smash-winner": [
        "so one player lifts three times in a row and then the other guy smashes a winner",
        "um a player lifting three straight times and then getting smashed for a winner",
        "okay the same player lifts three times running and then the opponent kills it with a "
        "smash winner",
        "three lifts in a row from one side then a smash winner",
        "can you find where someone lifts three times in a row and then loses to a smash winner",
    ],
    "fifth-net-server-wins": [
        "the fifth shot is a net shot and the server ends up winning",
        "um so shot number five is a net shot and the server wins",
        "server wins the point and like the fifth shot is a net shot",
        "basically a net shot on shot five in rallies the server wins",
        "can you show me rallies where shot five is a net shot and the server takes it",
    ],
    "front-right-to-rear-left-lift-smashed": [
        "a lift from the front right going to the back left and it gets smashed",
        "um someone lifts from the front right corner to the rear left and the other player "
        "smashes it",
        "lift front right to back left then smash",
        "so a lift from front right into the rear left corner and the next shot is a smash",
        "can you find lifts from the front right to the back left that get smashed",
    ],
    "lee-zii-jia-backhand-wins": [
        "lee zii jia winning the point with a backhand",
        "um lee zii jia's last shot is a backhand and he wins",
        "so basically lee zii jia wins with his backhand",
        "rallies where lee zii jia finishes on the backhand and wins",
        "can you show me lee zii jia winning points off his backhand",
    ],
    "third-set-receiver-smash-winner": [
        "in the third set the receiver wins with a smash winner",
        "um third set and the receiver hits a smash winner",
        "receiver smash winners in set three",
        "so like in the deciding set the receiver finishes with a smash that isn't returned",
        "can you find third set rallies that the receiver wins with an unreturned smash",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
