"""Write the 186th held-out search query set, ``search_heldout186.jsonl``, from the corpus.

Written in stop 58, after held-outs 184 and 185 and their fixes, to be run once and never
used to tune: a measure of that code on queries nobody had read. The nine development
intents come in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none
of these wordings is in an earlier split), and five new intents in five wordings each, each
a shot or a rally in a match situation: game point, level scores, the third game, a player
behind, the first rally of a game. Scores are as the rally started. The relevant rallies
come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never
``rallyscope``).
Every line's split is ``heldout186``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout186 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DROP,
    NET,
    SMASH,
    Intent,
    game_point,
    intent,
    last,
    shots_by,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout186.jsonl")
SPLIT = "heldout186"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("score", into=INTENTS)
def server_game_point_smash_finish(r: Rally) -> bool:
    """The server had game point (one more point wins the game) and won the rally with its
    final shot, a smash (either kind)."""
    end = last(r).kind in SMASH and last(r).hitter == r.server
    return game_point(r.score_before, r.server) and end and r.winner == r.server


@intent("score", into=INTENTS)
def level_late_receiver_wins_long(r: Rally) -> bool:
    """The score was level at 15 or more each, the receiver won, and the rally lasted at
    least ten shots."""
    a, b = r.score_before
    level = a == b and a >= 15
    return level and r.winner == r.receiver and len(r.shots) >= 10


@intent("score", into=INTENTS)
def third_game_winner_drops_twice(r: Rally) -> bool:
    """A rally of the third game whose winner plays at least two drops (either kind)."""
    return r.set_no == 3 and r.winner is not None and shots_by(r, r.winner, DROP) >= 2


@intent("score", into=INTENTS)
def server_behind_3_wins_at_net(r: Rally) -> bool:
    """The server was behind by at least three points and won the rally with its final shot,
    a net-family shot."""
    end = last(r).kind in NET and last(r).hitter == r.server
    return trailing_by(r, r.server) >= 3 and r.winner == r.server and end


@intent("score", into=INTENTS)
def first_rally_of_game_long(r: Rally) -> bool:
    """The first rally of a game (0-0 as it started), lasting at least ten shots."""
    return r.score_before == (0, 0) and len(r.shots) >= 10


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "whatever the score, a net shot rushed for the point",
        "a rush that kills the net shot and ends the rally in the rusher's favour",
    ],
    "clear-out": [
        "at any score, the rally ends with a clear or lob out",
        "a clear or a lift going out to lose the rally",
    ],
    "drop-winner": [
        "at any stage of the game, a drop that ends the rally as a winner",
        "a rally won outright by a drop",
    ],
    "crossnet-winner": [
        "at any stage, a crosscourt net shot that wins outright",
        "a rally won by an unreturned cross-court net shot",
    ],
    "netshot-into-net": [
        "whatever the score, a final net shot into the net",
        "a rally lost by a net shot that does not get over",
    ],
    "misjudged-leave": [
        "at any score, a shuttle left that falls in to end the rally",
        "a rally lost by letting the shuttle drop in",
    ],
    "passive-drop-punished": [
        "whatever the score, a passive drop met by a winning smash, rush or net shot",
        "a rally lost by a passive drop that is killed with a smash, rush or net shot",
    ],
    "lift-punished": [
        "at any score, a lift met by a smash winner",
        "a rally lost by lifting and being smashed for a winner",
    ],
    "marin-drop": [
        "whatever the score, Marin winning the rally with a drop",
        "a rally Carolina Marin wins outright with a drop at the end",
    ],
    "server-game-point-smash-finish": [
        "server on game point wins the rally with a smash",
        "at game point for the server, the server smashes to win",
        "the server converts game point with a final smash",
        "game point to the server, won with the server's smash at the end",
        "a smash by the server ends the rally on the server's game point, and the server wins it",
    ],
    "level-late-receiver-wins-long": [
        "level at 15-all or later, the receiver wins a rally of 10+ shots",
        "with the scores tied at 15 or more each, the receiver wins a rally of at least ten shots",
        "tied late in the game (15-15 or beyond), a rally of ten or more shots won by the receiver",
        "the receiver takes a 10-shot-plus rally when the score is level at fifteen or higher",
        "scores level, both on at least 15, and the receiver wins a rally of ten shots or more",
    ],
    "third-game-winner-drops-twice": [
        "in the third game, the winner drops at least twice",
        "third-game rallies whose winner plays two or more drops",
        "rallies of game 3 where the winner plays 2+ drops",
        "in the deciding third game, two or more drops by the rally winner",
        "the winner drops twice or more, in game three",
    ],
    "server-behind-3-wins-at-net": [
        "the server, trailing by three or more, wins with a net shot",
        "down by at least 3 points, the server wins the rally with a final net shot",
        "the server is behind by three or more and ends the rally with a winning net shot",
        "trailing by 3+, the server takes the point with a net shot at the end",
        "a net shot by the server wins the rally while the server trails by at least three",
    ],
    "first-rally-of-game-long": [
        "the first rally of a game lasting ten shots or more",
        "at 0-0, a rally of at least 10 shots",
        "opening rallies of a game with 10+ shots",
        "love-all rallies of ten or more shots",
        "the game's first point is a rally of at least ten shots",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
