"""Write the 122nd held-out search query set, ``search_heldout122.jsonl``, from the corpus.

Written in stop 54, after held-out 121's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, all strategic (what the winner and the loser, or the server and the
receiver, each play), said as comparisons and counts in several ways, and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout122``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout122 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DRIVE,
    LIFT,
    NET,
    SMASH,
    Intent,
    intent,
    known_after_serve,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout122.jsonl")
SPLIT = "heldout122"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


def _known(r: Rally) -> bool:
    return r.winner is not None and known_after_serve(r)


@intent("strategic", into=INTENTS)
def loser_3_clears_winner_none(r: Rally) -> bool:
    """The loser clears at least three times and the winner never clears (every type after
    the serve known)."""
    clears = {"clear"}
    return _known(r) and shots_by(r, r.loser, clears) >= 3 and shots_by(r, r.winner, clears) == 0


@intent("strategic", into=INTENTS)
def both_smash_2(r: Rally) -> bool:
    """Each player smashes (either kind) at least twice (every type after the serve
    known)."""
    return _known(r) and shots_by(r, "A", SMASH) >= 2 and shots_by(r, "B", SMASH) >= 2


@intent("strategic", into=INTENTS)
def server_more_lifts_server_wins(r: Rally) -> bool:
    """The server plays more lifts (either kind) than the receiver, and the server won the
    rally (every type after the serve known)."""
    more = shots_by(r, r.server, LIFT) > shots_by(r, r.receiver, LIFT)
    return _known(r) and more and r.winner == r.server


@intent("strategic", into=INTENTS)
def winner_2_drives_loser_none(r: Rally) -> bool:
    """The winner plays at least two drive-family shots and the loser none (every type after
    the serve known)."""
    return _known(r) and shots_by(r, r.winner, DRIVE) >= 2 and shots_by(r, r.loser, DRIVE) == 0


@intent("strategic", into=INTENTS)
def loser_2_net_winner_2_smash(r: Rally) -> bool:
    """The loser plays at least two net-family shots and the winner smashes (either kind) at
    least twice (every type after the serve known)."""
    return _known(r) and shots_by(r, r.loser, NET) >= 2 and shots_by(r, r.winner, SMASH) >= 2


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush as the final shot after a net shot, and it wins",
        "a net shot and then a rush that ends the point in the rusher's favour",
    ],
    "clear-out": [
        "clear or lift errors going out at the end",
        "the rally is lost when a clear or a lob flies out",
    ],
    "drop-winner": [
        "the rally's final drop lands untouched",
        "a drop as the winning shot",
    ],
    "crossnet-winner": [
        "a winning net shot played cross-court at the end",
        "cross-court net shots for outright winners at the end",
    ],
    "netshot-into-net": [
        "net shots that finish in the tape to end the rally",
        "the rally's last shot is a net shot caught in the net",
    ],
    "misjudged-leave": [
        "points lost because a player let the shuttle drop in",
        "a shuttle allowed to land in by a player who thought it was going out",
    ],
    "passive-drop-punished": [
        "a passive drop answered by a winning smash, rush or net shot at the end",
        "a winning smash, rush or net shot straight off a passive drop",
    ],
    "lift-punished": [
        "a lift answered by an unreturned smash",
        "a smash winner straight off a lift",
    ],
    "marin-drop": [
        "Marin finishing points with a drop winner",
        "winning drops hit by Carolina Marin",
    ],
    "loser-3-clears-winner-none": [
        "the loser clears three times or more and the winner never clears",
        "at least three clears from the loser, not one from the winner",
        "the player who loses hits 3+ clears while the winner hits none",
        "loser clears 3+, winner clears 0",
        "which rallies does the loser clear at least three times while the winner does not "
        "clear at all?",
    ],
    "both-smash-2": [
        "both the server and the receiver smash two or more times",
        "each player hits two or more smashes",
        "two or more smashes from each side",
        "smashes: 2+ each",
        "which rallies have at least two smashes by each player?",
    ],
    "server-more-lifts-server-wins": [
        "the server, lifting more than the receiver, wins the point",
        "the server plays more lifts than the receiver, and the server wins the rally",
        "more lifts from the server than from the receiver in a rally the server wins",
        "the server's lifts outnumber the receiver's, and the server wins",
        "which rallies does the server win while lifting more often than the receiver?",
    ],
    "winner-2-drives-loser-none": [
        "the winner drives at least twice and the loser never drives",
        "two or more drives by the winner and none by the loser",
        "the rally's winner plays 2+ drives, the loser plays no drives",
        "winner drives 2+, loser 0 drives",
        "which rallies have at least two drives from the winner and not a single drive from "
        "the loser?",
    ],
    "loser-2-net-winner-2-smash": [
        "the loser plays two or more net shots and the winner smashes at least twice",
        "at least two net shots from the loser and at least two smashes from the winner",
        "the winner smashes twice or more, the loser plays 2+ net shots",
        "loser net shots 2+, winner smashes 2+",
        "which rallies have the winner smashing at least twice and the loser playing at least "
        "two net shots?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
