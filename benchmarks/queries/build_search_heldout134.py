"""Write the 134th held-out search query set, ``search_heldout134.jsonl``, from the corpus.

Written in stop 55, after held-out 133's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, asked as questions of many kinds ("are there rallies where ...?",
"do we have any points in which ...?", "what about when ...?", "when does ...?") and a
label. The reworded development queries are questions too. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout134``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout134 [--root DATA] [--check]
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
    TAGS,
    Intent,
    consecutive,
    game_point,
    intent,
    own_run,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout134.jsonl")
SPLIT = "heldout134"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


def _count(r: Rally, kinds: set[str]) -> int:
    """How many shots of ``kinds`` the rally holds, both players'."""
    return sum(1 for s in r.shots if s.kind in kinds)


@intent("run", into=INTENTS)
def server_lifts_twice_running_wins(r: Rally) -> bool:
    """The server plays two lifts (either kind) in a row of their own, and the server won
    the rally."""
    return own_run(r, r.server, LIFT, 2) and r.winner == r.server


@intent("score", into=INTENTS)
def deuce_server_smashes(r: Rally) -> bool:
    """At deuce (level at 20 or more before the rally), the server plays a smash (either
    kind)."""
    a, b = r.score_before
    smashed = any(s.kind in SMASH and s.hitter == r.server for s in r.shots)
    return a == b >= 20 and smashed


@intent("score", into=INTENTS)
def server_game_point_lost_10(r: Rally) -> bool:
    """The server is at game point and loses a rally of at least ten shots."""
    held = game_point(r.score_before, r.server)
    return held and r.winner != r.server and len(r.shots) >= 10


@intent("sequence", into=INTENTS)
def clear_drop_net_receiver_wins(r: Rally) -> bool:
    """Somewhere a clear, a drop (either kind) and a net-family shot in a row, and the
    receiver won the rally."""
    return consecutive(r, {"clear"}, DROP, NET) and r.winner == r.receiver


@intent("tactic", into=INTENTS)
def third_shot_attack_server_loses(r: Rally) -> bool:
    """Serve and third-shot attack (``truth.serve_third_attack``) in a rally the server
    lost."""
    return TAGS["serve_third_attack"](r) and r.winner != r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "are there rallies that end with a rush winner off a net shot?",
        "do we have any points where a net shot is killed with a rush?",
    ],
    "clear-out": [
        "what about rallies where the last clear or lift goes out?",
        "are there points lost by hitting a clear or lob out?",
    ],
    "drop-winner": [
        "do we have rallies won outright with a drop?",
        "when does a drop win the rally with no reply?",
    ],
    "crossnet-winner": [
        "are there any cross-court net shots that win the rally?",
        "what about net winners hit across the court?",
    ],
    "netshot-into-net": [
        "do we have rallies that end with a net shot going into the net?",
        "when does a player lose the point by netting a net shot?",
    ],
    "misjudged-leave": [
        "are there points lost by leaving a shuttle that lands in?",
        "what about leaves that turn out to be in?",
    ],
    "passive-drop-punished": [
        "are there rallies where a passive drop is killed at once by a smash, rush or net shot?",
        "do we have passive drops answered with a winning smash, rush or net shot?",
    ],
    "lift-punished": [
        "are there rallies where a lift is smashed for a winner?",
        "when does a lift get punished with a winning smash?",
    ],
    "marin-drop": [
        "do we have any drop winners from Marin?",
        "what about Carolina Marin winning rallies with a drop?",
    ],
    "server-lifts-twice-running-wins": [
        "server lifts twice in a row, server wins",
        "are there rallies where the server lifts twice in a row and wins?",
        "do we have points in which the server plays two consecutive lifts and still wins?",
        "what about the server winning after two lifts in a row of their own?",
        "which rallies does the server win after lifting twice running?",
    ],
    "deuce-server-smashes": [
        "deuce, server smashes",
        "are there rallies at deuce where the server smashes?",
        "do we have any points at 20-all or later in which the server plays a smash?",
        "what about smashes by the server at deuce?",
        "when does the server smash in a rally played at deuce?",
    ],
    "server-game-point-lost-10": [
        "server at game point loses, 10+ shots",
        "are there rallies of ten shots or more that the server loses at game point?",
        "do we have points where the server has game point and loses a rally of at least "
        "ten shots?",
        "what about game points lost by the server in rallies of 10 or more shots?",
        "which rallies of at least ten shots does the server lose at game point?",
    ],
    "clear-drop-net-receiver-wins": [
        "clear, drop, net, receiver wins",
        "are there rallies with a clear, a drop and a net shot in a row that the receiver wins?",
        "do we have points where a clear is followed by a drop and then a net shot, won by "
        "the receiver?",
        "what about a clear, then a drop, then a net shot, in rallies the receiver takes?",
        "which rallies won by the receiver have a clear, a drop and a net shot in a row?",
    ],
    "third-shot-attack-server-loses": [
        "third-shot attack, server loses",
        "are there rallies with a serve and third-shot attack that the server loses?",
        "do we have points where the server attacks on the third shot but loses?",
        "what about a third-shot attack by the server in a rally the receiver wins?",
        "when does the server attack the third shot and still lose the rally?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
