"""Write the 128th held-out search query set, ``search_heldout128.jsonl``, from the corpus.

Written in stop 55, after held-out 127's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in conditions and relative clauses ("when the receiver smashes
twice in a row, the ones they lose", "rallies whose last shot is ..."), a label and a
question. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout128``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout128 [--root DATA] [--check]
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
    consecutive,
    intent,
    last,
    outright,
    own_run,
    side_of,
    smashes_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout128.jsonl")
SPLIT = "heldout128"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("run", into=INTENTS)
def receiver_smashes_twice_running_loses(r: Rally) -> bool:
    """The receiver plays two smashes (either kind) in a row of their own, and the receiver
    lost the rally."""
    return own_run(r, r.receiver, SMASH, 2) and r.winner != r.receiver


@intent("sequence", into=INTENTS)
def drop_net_net_server_wins(r: Rally) -> bool:
    """Somewhere a drop (either kind) is followed at once by two net-family shots, and the
    server won the rally."""
    return consecutive(r, DROP, NET, NET) and r.winner == r.server


@intent("strategic", into=INTENTS)
def winner_outsmashes_loser_12(r: Rally) -> bool:
    """A rally of at least twelve shots whose winner plays more smashes (either kind) than
    its loser."""
    more = r.winner is not None and smashes_by(r, r.winner) > smashes_by(r, r.loser)
    return len(r.shots) >= 12 and more


@intent("player", into=INTENTS)
def chen_long_smash_winner(r: Rally) -> bool:
    """CHEN Long ends the rally with an outright smash (either kind)."""
    me = side_of(r, "CHEN Long")
    shot = last(r)
    return me is not None and shot.kind in SMASH and shot.hitter == me and outright(r)


@intent("score", into=INTENTS)
def third_set_server_wins_15(r: Rally) -> bool:
    """A rally of at least fifteen shots in the third set, won by the server."""
    return r.set_no == 3 and len(r.shots) >= 15 and r.winner == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "when a net shot is rushed for a winner to end it",
        "rallies whose last two shots are a net shot and a winning rush",
    ],
    "clear-out": [
        "if the last shot is a clear or lift, the ones that land out",
        "rallies whose final shot is a clear or a lob that goes out",
    ],
    "drop-winner": [
        "when the final drop can't be returned",
        "rallies whose winning shot is a drop",
    ],
    "crossnet-winner": [
        "when a cross-court net shot wins the rally outright",
        "rallies whose last shot is a winning crosscourt net shot",
    ],
    "netshot-into-net": [
        "if the rally ends on a net shot, the ones that hit the net",
        "rallies whose last shot is a net shot that fails to cross the net",
    ],
    "misjudged-leave": [
        "when a player lets a shuttle go and it lands in",
        "rallies whose last shot is left by the opponent but lands inside",
    ],
    "passive-drop-punished": [
        "when a passive drop is answered with a smash, rush or net shot that wins",
        "rallies whose last two shots are a passive drop and a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "when the last lift is smashed for a winner",
        "rallies whose last two shots are a lift and a winning smash",
    ],
    "marin-drop": [
        "when Marin wins the rally with a drop",
        "rallies whose winning shot is a drop from Carolina Marin",
    ],
    "receiver-smashes-twice-running-loses": [
        "receiver smashes twice in a row, receiver loses",
        "rallies whose receiver smashes twice in a row and loses",
        "when the receiver smashes two times in a row, the ones the receiver loses",
        "if the receiver plays two consecutive smashes, show the rallies the server wins",
        "which rallies does the receiver lose after two smashes in a row of their own?",
    ],
    "drop-net-net-server-wins": [
        "drop, net, net, server wins",
        "rallies whose drop is followed by two net shots in a row, won by the server",
        "when a drop is followed right away by two net shots, the rallies the server wins",
        "if a drop is answered at the net and then played at the net again, the server's wins",
        "which rallies won by the server have a drop followed by two net shots?",
    ],
    "winner-outsmashes-loser-12": [
        "12+ shots, winner smashes more than loser",
        "rallies of twelve shots or more whose winner smashes more often than the loser",
        "when a rally lasts at least 12 shots, the ones where the winner hits more smashes",
        "if the rally goes to twelve shots or more, the ones won by the player who smashed more",
        "which rallies of at least twelve shots does the player with more smashes win?",
    ],
    "chen-long-smash-winner": [
        "Chen Long smash winner",
        "rallies whose final shot is a winning smash by Chen Long",
        "when Chen Long finishes the rally with a smash the opponent can't return",
        "if Chen Long smashes on the last shot and wins the point",
        "which rallies does Chen Long win with an outright smash?",
    ],
    "third-set-server-wins-15": [
        "third set, 15+ shots, server wins",
        "rallies in the third set whose length is at least fifteen shots, won by the server",
        "when a third-set rally lasts fifteen shots or more, the ones the server wins",
        "if the rally is in game three and goes 15 shots or longer, the server's wins",
        "which rallies of fifteen or more shots in the third set does the server win?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
