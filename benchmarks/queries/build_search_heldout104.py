"""Write the 104th held-out search query set, ``search_heldout104.jsonl``, from the corpus.

Written in stop 53, after held-out 102 and 103's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout104``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout104 [--root DATA] [--check]
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
    SMASH,
    Intent,
    consecutive,
    game_point,
    intent,
    named,
    shot_at,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout104.jsonl")
SPLIT = "heldout104"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def clear_drop_net_lift_smash(r: Rally) -> bool:
    """Five shots in a row: a clear, a drop (either kind), a net-family shot, a lift (either
    kind) and a smash (either kind)."""
    return consecutive(r, {"clear"}, DROP, NET, LIFT, SMASH)


@intent("anchor", into=INTENTS)
def second_lift_fourth_drop(r: Rally) -> bool:
    """The second shot (the return of serve) is a lift (either kind) and the fourth shot a
    drop (either kind)."""
    return shot_at(r, 2, LIFT) and shot_at(r, 4, DROP)


@intent("player", into=INTENTS)
def sen_two_drops_wins(r: Rally) -> bool:
    """Lakshya SEN plays at least two drops (either kind) and wins the rally."""
    return named(r, "Lakshya SEN", DROP, 2, "winner")


@intent("strategic", into=INTENTS)
def server_two_pushes_one_smash(r: Rally) -> bool:
    """The server plays at least two pushes and at least one smash (either kind)."""
    return shots_by(r, r.server, {"push"}) >= 2 and shots_by(r, r.server, SMASH) >= 1


@intent("score", into=INTENTS)
def first_set_server_game_point_lost(r: Rally) -> bool:
    """In the first set, the server is at game point before the rally and loses it."""
    return r.set_no == 1 and game_point(r.score_before, r.server) and r.loser == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the rally ends with a rush that kills the opponent's net shot",
        "net shots that get rushed away to lose the rally",
    ],
    "clear-out": [
        "points lost by a clear or lob that lands past the baseline",
        "the last shot is a lift or clear that misses long",
    ],
    "drop-winner": [
        "a drop shot nobody gets to that ends the rally",
        "the rally's last shot is a winning drop",
    ],
    "crossnet-winner": [
        "a net shot hit across the court that wins the point",
        "winning the point with a crosscourt net shot",
    ],
    "netshot-into-net": [
        "the rally ends on a net shot that stays on the hitter's side",
        "a net shot that ends up in the net to finish the point",
    ],
    "misjudged-leave": [
        "watching a shuttle land in after leaving it",
        "a player lets the shuttle go but it is in",
    ],
    "passive-drop-punished": [
        "a winning smash, rush or net shot right after a passive drop",
        "passive drops that the opponent puts away with a smash, rush or net shot",
    ],
    "lift-punished": [
        "a lift answered by a smash that wins",
        "the rally ends with a smash winner against a lift",
    ],
    "marin-drop": [
        "Marin takes the point with a winning drop",
        "rallies Carolina Marin ends with an unreturned drop",
    ],
    "clear-drop-net-lift-smash": [
        "clear, drop, net shot, lift, smash",
        "rallies with a clear, then a drop, then a net shot, then a lift, then a smash",
        "a clear is dropped, the drop is netted back, the net shot is lifted and then smashed",
        "a clear followed by a drop, a net reply, a lift and a smash",
        "which rallies have a clear, a drop, a net shot, a lift and a smash in a row?",
    ],
    "second-lift-fourth-drop": [
        "lift on shot 2, drop on shot 4",
        "rallies where the return of serve is a lift and the fourth shot is a drop",
        "the receiver lifts the serve and the fourth shot is a drop",
        "a lifted return of serve with a drop as the fourth shot",
        "which rallies have a lift as the second shot and a drop as the fourth?",
    ],
    "sen-two-drops-wins": [
        "Sen drops 2+ and wins",
        "rallies Lakshya Sen wins after dropping at least twice",
        "Lakshya Sen plays two or more drops and wins the rally",
        "points won by Sen with two or more drop shots",
        "which rallies does Sen win with at least two drops?",
    ],
    "server-two-pushes-one-smash": [
        "server: 2+ pushes, a smash",
        "rallies where the server plays at least two pushes and a smash",
        "the server pushes two or more times and smashes at least once",
        "two or more pushes and a smash from the server",
        "which rallies have the server pushing at least twice and smashing?",
    ],
    "first-set-server-game-point-lost": [
        "set 1, server at game point, server loses",
        "rallies in the first set where the server has game point and loses",
        "the server loses the point in the first set while at game point",
        "first-set game points lost by the server",
        "which first-set rallies does the server lose at game point?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
