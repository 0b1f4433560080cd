"""Write the eighty-fifth held-out search query set, ``search_heldout85.jsonl``, from the corpus.

Written in stop 51, after held-out 84's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and seven new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout85``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout85 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DROP,
    SMASH,
    Intent,
    intent,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout85.jsonl")
SPLIT = "heldout85"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("score", into=INTENTS)
def deuce_fifteen_plus(r: Rally) -> bool:
    """The score is level at 20 or more as the rally starts (deuce) and the rally has at
    least fifteen shots."""
    a, b = r.score_before
    return a == b >= 20 and len(r.shots) >= 15


@intent("score", into=INTENTS)
def first_point_server_wins_in_four(r: Rally) -> bool:
    """The rally starts at 0-0 (a game's first point), has at most four shots, and the
    server wins it."""
    return r.score_before == (0, 0) and len(r.shots) <= 4 and r.winner == r.server


@intent("score", into=INTENTS)
def four_down_wins_twelve_plus(r: Rally) -> bool:
    """The winner trails by at least four points as the rally starts, and the rally has at
    least twelve shots."""
    return r.winner is not None and trailing_by(r, r.winner) >= 4 and len(r.shots) >= 12


@intent("score", into=INTENTS)
def both_ten_plus_net(r: Rally) -> bool:
    """Both players have at least ten points as the rally starts, and it ends in the net."""
    return min(r.score_before) >= 10 and r.ending == "net"


@intent("score", into=INTENTS)
def level_drop_winner(r: Rally) -> bool:
    """The score is level as the rally starts, and the final shot is a drop (either kind)
    that lands in unreturned (ending: winner)."""
    a, b = r.score_before
    return a == b and r.shots[-1].kind in DROP and r.ending == "winner"


@intent("rally", into=INTENTS)
def five_shots_out(r: Rally) -> bool:
    """The rally has exactly five shots and ends out."""
    return len(r.shots) == 5 and r.ending == "out"


@intent("rally", into=INTENTS)
def receiver_smash_wins_9_to_11(r: Rally) -> bool:
    """The rally has nine to eleven shots, and the receiver hits the final shot, a smash
    (either kind), and wins."""
    f = r.shots[-1]
    return 9 <= len(r.shots) <= 11 and f.kind in SMASH and f.hitter == r.receiver == r.winner


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush kills a net shot for the point",
        "rallies where a net shot is answered by a rush that wins",
    ],
    "clear-out": [
        "a clear or lob that goes out to lose the point",
        "the rally ends on a lift or a clear landing beyond the lines",
    ],
    "drop-winner": [
        "winning drop shots nobody returns",
        "a drop lands in for a clean winner",
    ],
    "crossnet-winner": [
        "a crosscourt net shot the opponent never touches",
        "rallies won by a net shot angled across the court",
    ],
    "netshot-into-net": [
        "the rally is over when a net shot fails to get across",
        "points lost with a net shot into the tape",
    ],
    "misjudged-leave": [
        "a shuttle let go that lands in",
        "the player leaves the shot, and it lands inside the court",
    ],
    "passive-drop-punished": [
        "a passive drop is killed with a rush, a smash or a net shot",
        "punishing a passive drop with a winning rush, smash or net shot",
    ],
    "lift-punished": [
        "a lift gets smashed and the smash wins",
        "lifts that are put away by an unreturned smash",
    ],
    "marin-drop": [
        "Carolina Marin ends rallies with drop winners",
        "a drop from Marin that wins the point outright",
    ],
    "deuce-fifteen-plus": [
        "15+ shot rallies at deuce",
        "rallies of fifteen or more shots played at deuce",
        "at deuce, the players play a rally of at least 15 shots",
        "long rallies, 15 shots or more, with the score level at 20 or beyond",
        "which rallies at deuce last fifteen shots or longer?",
    ],
    "first-point-server-wins-in-four": [
        "first point of a game, server wins in 4 shots or fewer",
        "rallies at 0-0 that the server wins within four shots",
        "the server takes the opening point of the game in no more than four shots",
        "the first rally of a game, won quickly by the server, four shots at most",
        "which rallies at love-all does the server win in four shots or fewer?",
    ],
    "four-down-wins-twelve-plus": [
        "player 4+ points down wins a 12+ shot rally",
        "rallies of twelve or more shots won by a player trailing by at least four points",
        "a player who is behind by four or more points wins a rally of at least 12 shots",
        "the trailing player, down by 4 or more, takes a long rally of 12+ shots",
        "which rallies of 12 or more shots are won by a player at least four points behind?",
    ],
    "both-ten-plus-net": [
        "both on 10+, rally ends in the net",
        "rallies ending in the net with both players on ten points or more",
        "with each player on at least 10, the shuttle goes into the net to end the rally",
        "net errors when both scores are 10 or higher",
        "which rallies end in the net with both players already on ten or more?",
    ],
    "level-drop-winner": [
        "drop winners with the score level",
        "rallies won by a drop that is not returned while the scores are tied",
        "at a level score, the rally ends with an outright drop winner",
        "a drop winner played with the players level on points",
        "which rallies with the score tied end with a drop winner?",
    ],
    "five-shots-out": [
        "5-shot rallies ending out",
        "rallies of exactly five shots that end with the shuttle out",
        "the rally lasts five shots and the last one goes out",
        "five-shot points lost by hitting out",
        "which rallies of five shots end out?",
    ],
    "receiver-smash-wins-9-to-11": [
        "receiver smash winner, 9-11 shots",
        "rallies of nine to eleven shots the receiver wins with a smash",
        "the receiver finishes a rally of 9, 10 or 11 shots with a winning smash",
        "points of between nine and eleven shots won by the receiver's smash",
        "which rallies of 9 to 11 shots does the receiver win with a smash?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
