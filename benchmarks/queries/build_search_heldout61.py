"""Write the sixty-first held-out search query set, ``search_heldout61.jsonl``, from the corpus.

Written in stop 48, after held-out 60's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and seven new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout61``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout61 [--root DATA] [--check]
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
    Intent,
    consecutive,
    intent,
    own_run,
    shots_by,
    side_of,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout61.jsonl")
SPLIT = "heldout61"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drop_lift_clear(r: Rally) -> bool:
    """A drop (either kind), a lift (either kind) and a clear, on consecutive shots."""
    return consecutive(r, DROP, LIFT, {"clear"})


@intent("sequence", into=INTENTS)
def net_push_drive(r: Rally) -> bool:
    """A net-family shot, a push and a drive-family shot, on consecutive shots."""
    return consecutive(r, NET, {"push"}, DRIVE)


@intent("strategic", into=INTENTS)
def loser_outclears_winner_12(r: Rally) -> bool:
    """A rally of at least twelve shots whose loser plays more clears than the winner."""
    if r.winner is None or len(r.shots) < 12:
        return False
    return shots_by(r, r.loser, {"clear"}) > shots_by(r, r.winner, {"clear"})


@intent("score", into=INTENTS)
def server_on_five_loses_long(r: Rally) -> bool:
    """The server has at most five points before the rally and loses a rally of at least
    fifteen shots."""
    a, b = r.score_before
    low = (a if r.server == "A" else b) <= 5
    return low and r.winner == r.receiver and len(r.shots) >= 15


@intent("run", into=INTENTS)
def winner_three_nets_running(r: Rally) -> bool:
    """The rally's winner plays net-family shots on three consecutive own shots."""
    return r.winner is not None and own_run(r, r.winner, NET, 3)


@intent("player", into=INTENTS)
def yamaguchi_three_lifts_loses(r: Rally) -> bool:
    """Akane YAMAGUCHI plays at least three lifts (either kind) and loses the rally."""
    me = side_of(r, "Akane YAMAGUCHI")
    if me is None or r.winner is None:
        return False
    return shots_by(r, me, LIFT) >= 3 and r.winner != me


@intent("player", into=INTENTS)
def antonsen_quick_service_wins(r: Rally) -> bool:
    """Anders ANTONSEN serves and wins a rally of at most five shots."""
    me = side_of(r, "Anders ANTONSEN")
    return me is not None and r.server == me and r.winner == me and len(r.shots) <= 5


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush off the opponent's net shot wins the point",
        "net shots punished by a rush for the point",
    ],
    "clear-out": [
        "the rally ends with a clear sent past the back line",
        "lobs out that lose the rally",
    ],
    "drop-winner": [
        "a drop the opponent never touches ends the rally",
        "an outright drop winner",
    ],
    "crossnet-winner": [
        "a cross net shot wins it cleanly",
        "points won by an unanswered cross-court net shot",
    ],
    "netshot-into-net": [
        "net shot into the net, end of rally",
        "the rally is lost when a net shot hits the tape",
    ],
    "misjudged-leave": [
        "misjudgements: the shuttle is left and lands in",
        "a player watches the shuttle land in after leaving it",
    ],
    "passive-drop-punished": [
        "a weak drop killed for the point",
        "rallies ending in a winning smash, rush or net shot off a passive drop",
    ],
    "lift-punished": [
        "lobs that the opponent smashes for outright winners",
        "winning smashes that punish a lift",
    ],
    "marin-drop": [
        "Marin drop shots that win the point",
        "Carolina Marin wins the rally with a drop that is not returned",
    ],
    "drop-lift-clear": [
        "drop, lift, clear",
        "a drop answered with a lift that is then cleared",
        "a player drops, the opponent lifts, and the dropper clears",
        "which rallies have a drop, then a lift, then a clear?",
    ],
    "net-push-drive": [
        "net shot, push, drive",
        "a net shot pushed back and then driven",
        "one player plays a net shot, the other pushes, and the first player drives",
        "which rallies have a net shot followed by a push and then a drive?",
    ],
    "loser-outclears-winner-12": [
        "loser clears more than winner, 12+ shots",
        "rallies of twelve or more shots where the loser plays more clears than the winner",
        "the player who loses clears more often than the opponent in a rally of at least twelve",
        "which rallies of 12+ shots does the player with more clears lose?",
    ],
    "server-on-five-loses-long": [
        "server on five or fewer loses a 15+ shot rally",
        "rallies of fifteen or more shots lost by the server while on at most five points",
        "the server has five points or fewer and loses a rally of at least fifteen shots",
        "which rallies of 15+ shots does the server lose while on 5 points or less?",
    ],
    "winner-three-nets-running": [
        "winner plays three net shots in a row",
        "rallies where the winner hits net shots on three consecutive shots",
        "the player who wins keeps playing net shots, three of their shots in a row",
        "which rallies are won by a player who plays three consecutive net shots?",
    ],
    "yamaguchi-three-lifts-loses": [
        "Yamaguchi lifts three times and loses",
        "rallies lost by Akane Yamaguchi with at least three lifts",
        "Yamaguchi plays three or more lifts and loses the point",
        "which rallies does Yamaguchi lose after lifting at least 3 times?",
    ],
    "antonsen-quick-service-wins": [
        "Antonsen wins on serve within five shots",
        "rallies of at most five shots won by Anders Antonsen on his serve",
        "Antonsen serves and wins the point in five shots or fewer",
        "which rallies of 5 shots or less does Antonsen win on his own serve?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
