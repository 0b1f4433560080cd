"""Write the 143rd held-out search query set, ``search_heldout143.jsonl``, from the corpus.

Written in stop 56, after held-out 138 to 141's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, about the score said as a commentator would ("one point up", "three
clear", "two points adrift", "in the decider", "early in the game", "both on 19 or more"),
a label and a question. The relevant rallies come from the predicates, plain Python over
the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout143``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout143 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import INTENTS as ALL_INTENTS
from benchmarks.queries.truth import (
    SMASH,
    Intent,
    intent,
    last,
    outright,
    trailing_by,
)

OUT = Path(__file__).with_name("search_heldout143.jsonl")
SPLIT = "heldout143"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("score", into=INTENTS)
def both_19_net_end(r: Rally) -> bool:
    """Both players had at least 19 points before the rally, and it ended in the net."""
    return min(r.score_before) >= 19 and r.ending == "net"


@intent("score", into=INTENTS)
def server_one_up_smash_winner(r: Rally) -> bool:
    """The server led by exactly one point and won with an outright smash (either kind)."""
    ahead = trailing_by(r, r.server) == -1
    return ahead and last(r).kind in SMASH and outright(r) and r.winner == r.server


@intent("score", into=INTENTS)
def early_game_10_net_end(r: Rally) -> bool:
    """Neither player had five points yet, the rally lasted at least ten shots and ended in
    the net."""
    return max(r.score_before) < 5 and len(r.shots) >= 10 and r.ending == "net"


@intent("score", into=INTENTS)
def decider_server_two_down_15_wins(r: Rally) -> bool:
    """In the third set, the server trailed by at least two points and won a rally of at
    least 15 shots."""
    behind = trailing_by(r, r.server) >= 2
    return r.set_no == 3 and behind and len(r.shots) >= 15 and r.winner == r.server


@intent("score", into=INTENTS)
def receiver_three_up_net_end(r: Rally) -> bool:
    """The receiver led by at least three points, and the rally ended in the net."""
    return trailing_by(r, other(r.server)) <= -3 and r.ending == "net"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "and the net shot is rushed away, no answer to that",
        "a lovely net shot, but it's rushed straight back for a winner",
    ],
    "clear-out": [
        "the clear sails long, and that ends the rally",
        "a lob or a clear drifting out over the back line to finish it",
    ],
    "drop-winner": [
        "and the drop just dies, unreturned, for the point",
        "a delicate drop wins it outright",
    ],
    "crossnet-winner": [
        "a wonderful cross-court net shot, and the opponent can't get there",
        "the crosscourt net shot wins the point outright",
    ],
    "netshot-into-net": [
        "the net shot clips the tape and stays on this side, rally over",
        "a net shot dumped into the net to end it",
    ],
    "misjudged-leave": [
        "a shocking leave, the shuttle lands in",
        "the player leaves it, and it drops in to end the rally",
    ],
    "passive-drop-punished": [
        "a passive drop and it's put away at once by a smash, rush or net shot",
        "the passive drop invites the attack, and the smash, rush or net shot wins it straight "
        "away",
    ],
    "lift-punished": [
        "a lift, and it's smashed down for the point",
        "the lift is punished with a smash winner",
    ],
    "marin-drop": [
        "Marin, with the drop, and that's the point",
        "a Carolina Marin drop shot that wins the rally",
    ],
    "both-19-net-end": [
        "both on 19+, ends in the net",
        "rallies with both players on 19 points or more that end in the net",
        "deep into the game, with both players on at least 19, the rally finishes in the net",
        "points played with both sides on 19 or higher, ending with the shuttle in the net",
        "which rallies end in the net when both players already have 19 points or more?",
    ],
    "server-one-up-smash-winner": [
        "server one point up, smash winner",
        "rallies the server wins with a smash winner while one point ahead",
        "the server, leading by a single point, wins the rally with an outright smash",
        "points won by a smash winner from the server when the server is up by one",
        "which rallies does the server win with a smash winner while leading by one point?",
    ],
    "early-game-10-net-end": [
        "early in the game, 10+ shots, ends in the net",
        "rallies of ten shots or more ending in the net before either player reaches five points",
        "early on, with neither player on five points yet, a rally of at least ten shots ends "
        "in the net",
        "points of 10 or more shots that end in the net while both scores are below five",
        "which rallies of ten shots or more end in the net when neither player has five points "
        "yet?",
    ],
    "decider-server-two-down-15-wins": [
        "third set, server 2+ down, 15+ shots, server wins",
        "rallies in the decider where the server, two or more points behind, wins a rally of "
        "at least 15 shots",
        "in the deciding set the server trails by at least two and still wins a 15-shot rally "
        "or longer",
        "points of fifteen shots or more won by the server from two points adrift in the third set",
        "which third-set rallies of 15 or more shots does the server win while at least two "
        "points down?",
    ],
    "receiver-three-up-net-end": [
        "receiver 3+ points clear, ends in the net",
        "rallies ending in the net while the receiver leads by three points or more",
        "the receiver is three clear or more, and the rally finishes in the net",
        "points that end in the net with the receiver at least three points ahead",
        "which rallies end in the net when the receiver is up by three or more?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
