"""Write the 202nd held-out search query set, ``search_heldout202.jsonl``, from the corpus.

Written in stop 63, after that stop's rule changes and before any run of it, to be run once
and never used to tune: a measure of the stop's code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, told as a coach would say or jot them down. The relevant rallies come
from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never
``rallyscope``). Every line's split is ``heldout202``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout202 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DROP,
    LIFT,
    NET,
    F,
    Intent,
    intent,
    none_of,
    outright,
    rally_run,
    shot_at,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout202.jsonl")
SPLIT = "heldout202"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("rally", into=INTENTS)
def server_net_winner_ten_plus(r: Rally) -> bool:
    """A rally of ten shots or more that the server wins outright with a net-family shot
    (net shot, return net, cross-court net shot) as the final shot."""
    return len(r.shots) >= 10 and F(r).kind in NET and F(r).hitter == r.server and outright(r)


@intent("anchor", into=INTENTS)
def net_return_fifth_lift(r: Rally) -> bool:
    """The return of serve (shot 2) is a net-family shot and shot 5 is a lift (lob,
    defensive return lob)."""
    return shot_at(r, 2, NET) and shot_at(r, 5, LIFT)


@intent("negation", into=INTENTS)
def no_clear_fifteen(r: Rally) -> bool:
    """A rally of fifteen shots or more with no clear from either player (every shot type
    after the serve known)."""
    return none_of(r, {"clear"}, 15)


@intent("strategic", into=INTENTS)
def loser_three_drops_more(r: Rally) -> bool:
    """The rally's loser plays three or more drops (drop, passive drop), more than its
    winner plays."""
    lost = shots_by(r, r.loser, DROP)
    return r.winner is not None and lost >= 3 and lost > shots_by(r, r.winner, DROP)


@intent("run", into=INTENTS)
def clear_run_three_ends_in_net(r: Rally) -> bool:
    """Three or more consecutive clears (either player) somewhere in the rally, and the rally
    ends with the shuttle in the net."""
    return rally_run(r, {"clear"}, 3) and r.ending == "net"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the winner rushes the opponent's net shot to finish the point",
        "net shot from one side, rush winner from the other, rally over",
    ],
    "clear-out": [
        "rallies decided by a clear or lob that lands beyond the baseline",
        "the last stroke is a lift or clear that goes out",
    ],
    "drop-winner": [
        "points finished by a drop the opponent never gets to",
        "the last word is a drop winner",
    ],
    "crossnet-winner": [
        "an outright winner from a net shot played across the court",
        "points ended by a crosscourt net winner",
    ],
    "netshot-into-net": [
        "the final net shot does not make it over",
        "a net shot caught in the tape loses the rally",
    ],
    "misjudged-leave": [
        "a shuttle left alone that drops inside the lines and ends the rally",
        "the rally is lost because the player thought the shuttle was going out",
    ],
    "passive-drop-punished": [
        "a passive drop, then the opponent finishes with a smash, a rush or a net shot",
        "points won by killing the opponent's passive drop with a smash, rush or net shot",
    ],
    "lift-punished": [
        "lifts punished by an outright smash to end the point",
        "the penultimate shot is a lift and the last a winning smash",
    ],
    "marin-drop": [
        "Marin closes the rally with a drop her opponent cannot return",
        "points Carolina Marin takes with a final drop winner",
    ],
    "server-net-winner-ten-plus": [
        "the server wins a rally of ten or more shots with a net shot winner",
        "rallies of at least 10 shots finished by the server's winning net shot",
        "after ten shots or more, the server ends it with a net shot that is not returned",
        "long points, 10+ shots, won by the server at the net with a net shot",
        "the serving player's net shot wins a rally lasting ten shots or longer",
    ],
    "net-return-fifth-lift": [
        "the return of serve is a net shot and the fifth shot is a lift",
        "a net return, then a lift as shot five",
        "rallies where the receiver returns at the net and shot number 5 is a lift",
        "the second shot is a net shot, the fifth a lift",
        "net shot on the return, lift on the fifth stroke",
    ],
    "no-clear-fifteen": [
        "rallies of fifteen shots or more without a clear",
        "no clears at all in a rally of at least 15 shots",
        "a 15+ shot rally in which neither player clears",
        "long points of fifteen strokes or more with not a single clear",
        "nobody plays a clear in a rally that lasts at least fifteen shots",
    ],
    "loser-three-drops-more": [
        "the loser drops at least three times, more often than the winner",
        "three or more drops from the losing player, who drops more than the winner",
        "the player who loses plays 3+ drop shots and out-drops the winner",
        "the loser plays more drops than the winner, at least three of them",
        "rallies lost by a player with three or more drops, more than the opponent played",
    ],
    "clear-run-three-ends-in-net": [
        "three clears in a row, and the rally ends in the net",
        "a clearing exchange of at least three, then the point ends in the net",
        "rallies with 3+ consecutive clears that finish with the shuttle in the net",
        "clear, clear, clear somewhere in the rally, and it ends on a net error",
        "at least three straight clears, with the last shot of the rally caught in the net",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
