"""Write the 193rd held-out search query set, ``search_heldout193.jsonl``, from the corpus.

Written in stop 59, before any change of the stop, to be run once and never used to tune: a
measure of the code on queries nobody had read. The nine development intents come in two new
wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in an
earlier split), and five new intents in five wordings each, told in the progressive and the
habitual ("was smashing", "keeps clearing", "kept on dropping", "was getting punished"), as
a player talks about what kept happening. The relevant rallies come from the predicates,
plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``). Every line's
split is ``heldout193``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout193 [--root DATA] [--check]
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
    intent,
    own_run,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout193.jsonl")
SPLIT = "heldout193"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("player", into=INTENTS)
def loser_three_clears_12(r: Rally) -> bool:
    """A rally of at least twelve shots in which the loser plays at least three clears."""
    if r.loser is None or len(r.shots) < 12:
        return False
    return shots_by(r, r.loser, {"clear"}) >= 3


@intent("run", into=INTENTS)
def receiver_smash_run_3(r: Rally) -> bool:
    """The receiver plays smashes (either kind) on three consecutive own shots."""
    return own_run(r, r.receiver, SMASH, 3)


@intent("player", into=INTENTS)
def loser_four_drops(r: Rally) -> bool:
    """The rally's loser plays at least four drops (either kind)."""
    return r.loser is not None and shots_by(r, r.loser, DROP) >= 4


@intent("player", into=INTENTS)
def receiver_three_net_shots_wins(r: Rally) -> bool:
    """The receiver plays at least three net-family shots and wins."""
    return shots_by(r, r.receiver, NET) >= 3 and r.winner == r.receiver


@intent("run", into=INTENTS)
def server_clear_run_2(r: Rally) -> bool:
    """The server plays clears on two consecutive own shots."""
    return own_run(r, r.server, {"clear"}, 2)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the winner was rushing the net shot for the final point",
        "after the net shot, the eventual winner is rushing to finish the rally",
    ],
    "clear-out": [
        "the last clear or lift was flying out",
        "the rally was ending with a clear or lift going out",
    ],
    "drop-winner": [
        "the last drop was landing in, the opponent not getting to it",
        "a drop was winning the rally at the end, unreturned",
    ],
    "crossnet-winner": [
        "the rally was finishing with an unreturned cross-court net shot",
        "a crosscourt net shot was ending it, with no return",
    ],
    "netshot-into-net": [
        "the final net shot was catching the tape",
        "the rally was ending with the net shot going into the net",
    ],
    "misjudged-leave": [
        "the player was leaving the shuttle, and it was landing in",
        "the last shuttle was being left but landing in",
    ],
    "passive-drop-punished": [
        "a passive drop was getting punished by a winning smash, rush or net shot at the end",
        "the passive drop was being killed with a smash, rush or net shot winner",
    ],
    "lift-punished": [
        "the lift was getting smashed for a winner at the end",
        "a lift was being punished with a smash that won the rally",
    ],
    "marin-drop": [
        "Marin was finishing the rally with an unreturned drop",
        "Carolina Marin was winning it with a drop the opponent wasn't reaching",
    ],
    "loser-three-clears-12": [
        "the loser kept clearing, three times or more, in a rally of 12+ shots",
        "in a rally of at least twelve shots, the losing player keeps on clearing, at least "
        "three times",
        "the player who loses was clearing at least three times in a rally of twelve shots or "
        "longer",
        "at least three clears from the loser, who keeps clearing in a rally of 12 or more shots",
        "twelve shots or more, with the loser clearing at least three times",
    ],
    "receiver-smash-run-3": [
        "the receiver keeps smashing, three of their shots in a row",
        "the receiver was smashing on three straight shots of their own",
        "three smashes running from the receiver, who keeps on smashing",
        "the receiver kept on smashing: three of their own shots in a row were smashes",
        "the receiver smashes and keeps smashing, three own shots running",
    ],
    "loser-four-drops": [
        "the loser keeps dropping, four times or more",
        "the losing player was dropping all the time: at least four drops",
        "the player who loses kept playing drops, four or more",
        "four or more drops from the loser, who keeps on dropping",
        "the loser was dropping again and again, at least four times",
    ],
    "receiver-three-net-shots-wins": [
        "the receiver keeps playing net shots, three or more, and wins",
        "the receiver was playing net shot after net shot, at least three, and took the point",
        "the receiver wins, having kept on playing net shots, at least three of them",
        "three or more net shots from the receiver, who keeps at it and wins",
        "the receiver is winning the rally while playing at least three net shots",
    ],
    "server-clear-run-2": [
        "the server keeps clearing: two of their shots in a row are clears",
        "the server was clearing on two straight shots of their own",
        "two clears running from the server",
        "the server clears and clears again with their next shot",
        "the server kept on clearing, two own shots in a row",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
