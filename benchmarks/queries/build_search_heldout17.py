"""Write the seventeenth held-out search query set, ``search_heldout17.jsonl``, from the raw corpus.

Written in stop 35, after that stop's first planner changes and before the set was run, to
be run once and never used to tune. The nine development intents, asked again in four new
wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in an
earlier split), since the test split's reworded development intents still trail the
development queries; and eight new intents, three wordings each, in the test split's weaker
categories (anchor, sequence, zone, strategic). The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout17``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout17 [--root DATA] [--check]
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
    answered,
    intent,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout17.jsonl")
SPLIT = "heldout17"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def return_drop(r: Rally) -> bool:
    """The second shot (the return of serve) is a drop (either kind)."""
    return len(r.shots) >= 2 and r.shots[1].kind in DROP


@intent("anchor", into=INTENTS)
def fifth_shot_lift(r: Rally) -> bool:
    """The fifth shot is a lift (lob or defensive return lob)."""
    return len(r.shots) >= 5 and r.shots[4].kind in LIFT


@intent("sequence", into=INTENTS)
def push_answered_lift(r: Rally) -> bool:
    """A push straight followed by the other player's lift."""
    return answered(r, {"push"}, LIFT)


@intent("sequence", into=INTENTS)
def smash_answered_drive(r: Rally) -> bool:
    """A smash (either kind) straight followed by the other player's drive-family shot."""
    return answered(r, SMASH, DRIVE)


@intent("zone", into=INTENTS)
def smash_lands_front_left(r: Rally) -> bool:
    """A smash (either kind) that lands in the front-left zone."""
    return any(s.kind in SMASH and s.land_zone == "front-left" for s in r.shots)


@intent("zone", into=INTENTS)
def drive_from_rear_right(r: Rally) -> bool:
    """A drive-family shot hit from the rear-right zone."""
    return any(s.kind in DRIVE and s.hit_zone == "rear-right" for s in r.shots)


@intent("strategic", into=INTENTS)
def loser_more_net_15(r: Rally) -> bool:
    """A rally of at least 15 shots whose loser plays more net-family shots than its winner."""
    more = shots_by(r, r.loser, NET) > shots_by(r, r.winner, NET)
    return r.winner is not None and len(r.shots) >= 15 and more


@intent("strategic", into=INTENTS)
def server_three_clears(r: Rally) -> bool:
    """The server plays at least three clears."""
    return shots_by(r, r.server, {"clear"}) >= 3


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the net shot gets rushed for a winner",
        "rushing a net shot to win the rally",
        "a tight net reply pounced on and rushed for the point",
        "points won with a rush straight off a net shot",
    ],
    "clear-out": [
        "a clear that sails out at the back to end the rally",
        "the rally ends when a lob goes out past the baseline",
        "lifted long and out on the last shot",
        "clears and lobs that land out as the final shot",
    ],
    "drop-winner": [
        "a drop shot that the opponent cannot reach, winning the rally",
        "rallies finished with an unreachable drop",
        "a drop shot winner to end the rally",
        "points ended by a drop that nobody returns",
    ],
    "crossnet-winner": [
        "a cross-court net shot that wins the rally outright",
        "a winning net shot played cross court",
        "rallies won by a crosscourt net shot the opponent can't get to",
        "a hairpin played across the court for an outright winner",
    ],
    "netshot-into-net": [
        "a net shot that hits the net and ends the rally",
        "the final net shot fails to get over",
        "rallies ending with a net shot into the net",
        "a net shot error into the tape as the last shot",
    ],
    "misjudged-leave": [
        "a shuttle that was left but landed in",
        "the player leaves it and it falls inside the court",
        "bad judgement: the shuttle is let go and lands in",
        "rallies lost by leaving a shuttle that was in",
    ],
    "passive-drop-punished": [
        "a passive drop followed by a winning kill",
        "the opponent kills a passive drop with a smash, rush or net shot winner",
        "a block drop that gets put away for a winner",
        "punishing a passive drop with an outright winner",
    ],
    "lift-punished": [
        "a lift that gets smashed for a winner",
        "smash winners off a lob",
        "the opponent's lift is smashed away to win the rally",
        "a lob answered with a winning smash",
    ],
    "marin-drop": [
        "Marin wins the rally with a drop shot winner",
        "Carolina Marin's unreturned drops",
        "rallies Marin ends with a winning drop",
        "drop winners hit by Marin",
    ],
    "return-drop": [
        "the return of serve is a drop",
        "the receiver drops the serve",
        "a drop as the second shot of the rally",
    ],
    "fifth-shot-lift": [
        "the fifth shot is a lift",
        "a lob on the 5th shot",
        "rallies where shot five is a lift",
    ],
    "push-answered-lift": [
        "a push answered by a lift",
        "a lob in response to a push",
        "the opponent lifts a push",
    ],
    "smash-answered-drive": [
        "a smash returned with a drive",
        "a drive in reply to a smash",
        "smashes that get driven back",
    ],
    "smash-lands-front-left": [
        "a smash landing in the front left",
        "smashes into the front left corner",
        "a smash that lands on the left side of the forecourt",
    ],
    "drive-from-rear-right": [
        "a drive hit from the rear right",
        "drives from the back right corner",
        "a drive played from the right side of the back court",
    ],
    "loser-more-net-15": [
        "the loser plays more net shots than the winner in a rally of 15+ shots",
        "in rallies of at least fifteen shots, the player who loses hits more net shots",
        "long rallies, 15 shots or more, where the losing player played more net shots",
    ],
    "server-three-clears": [
        "the server clears at least three times",
        "three or more clears by the serving player",
        "the server hits 3+ clears",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
