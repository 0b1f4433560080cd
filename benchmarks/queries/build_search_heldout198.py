"""Write the 198th held-out search query set, ``search_heldout198.jsonl``, from the corpus.

Written in stop 59, before any change of the stop, to be run once and never used to tune: a
measure of the code on queries nobody had read. The nine development intents come in two new
wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in an
earlier split), and five new intents in five wordings each, numbering the shots as a scorer
writes them ("shot #3", "the no. 2 shot", "stroke 4", "the 5th", "shot N-1" for the one
before the last). The relevant rallies come from the predicates, plain Python over the raw
CSVs (``truth.py``'s helpers, never ``rallyscope``). Every line's split is ``heldout198``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout198 [--root DATA] [--check]
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
    SMASH,
    Intent,
    intent,
    shot_at,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout198.jsonl")
SPLIT = "heldout198"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def shot3_drop_shot4_lift(r: Rally) -> bool:
    """The third shot is a drop (either kind) and the fourth a lift (either kind)."""
    return shot_at(r, 3, DROP) and shot_at(r, 4, LIFT)


@intent("anchor", into=INTENTS)
def shot2_clear_shot3_smash(r: Rally) -> bool:
    """The second shot is a clear and the third a smash (either kind)."""
    return shot_at(r, 2, {"clear"}) and shot_at(r, 3, SMASH)


@intent("anchor", into=INTENTS)
def shot3_push_server_wins(r: Rally) -> bool:
    """The third shot is a push and the server wins."""
    return shot_at(r, 3, {"push"}) and r.winner == r.server


@intent("anchor", into=INTENTS)
def shot5_smash_shot6_lift(r: Rally) -> bool:
    """The fifth shot is a smash (either kind) and the sixth a lift (either kind)."""
    return shot_at(r, 5, SMASH) and shot_at(r, 6, LIFT)


@intent("anchor", into=INTENTS)
def shot4_drop_server_wins(r: Rally) -> bool:
    """The fourth shot is a drop (either kind) and the server wins."""
    return shot_at(r, 4, DROP) and r.winner == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "second-to-last stroke a net shot, last stroke a winning rush",
        "shot N-1 a net shot, shot N a rush that wins the point",
    ],
    "clear-out": [
        "the last stroke: a clear or lift, out",
        "shot N (the last) is a clear or a lob that lands out",
    ],
    "drop-winner": [
        "the last stroke: a drop, unreturned",
        "shot N, the last, is a drop winner",
    ],
    "crossnet-winner": [
        "the last stroke is a cross-court net shot winner",
        "shot N (final) a crosscourt net shot, not returned",
    ],
    "netshot-into-net": [
        "the last stroke is a net shot into the net",
        "shot N (final): net shot, in the tape",
    ],
    "misjudged-leave": [
        "the last stroke is left alone and lands in",
        "shot N (the final one) left by the opponent, and in",
    ],
    "passive-drop-punished": [
        "second-last stroke: passive drop; last stroke: smash, rush or net shot winner",
        "shot N-1 a passive drop, shot N a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "second-last stroke a lift, last stroke a smash winner",
        "shot N-1 a lift, shot N a smash winner",
    ],
    "marin-drop": [
        "Marin's last stroke: a drop winner",
        "shot N (final) a Marin drop, unreturned",
    ],
    "shot3-drop-shot4-lift": [
        "shot #3 a drop, shot #4 a lift",
        "the no. 3 shot is a drop and the no. 4 shot a lift",
        "stroke 3: drop; stroke 4: lift",
        "a drop at #3 and a lift at #4",
        "3rd shot drop, 4th shot lift",
    ],
    "shot2-clear-shot3-smash": [
        "shot #2 is a clear, shot #3 a smash",
        "the no. 2 shot a clear and the no. 3 shot a smash",
        "stroke 2 clear, stroke 3 smash",
        "a clear at #2 then a smash at #3",
        "2nd shot clear, 3rd shot smash",
    ],
    "shot3-push-server-wins": [
        "a push at shot #3, and the server wins",
        "the no. 3 shot is a push; server's point",
        "stroke 3: push; the server wins",
        "the server wins with a push as shot no. 3 somewhere in the rally",
        "the 3rd shot's a push, in a rally won by the server",
    ],
    "shot5-smash-shot6-lift": [
        "shot #5 a smash, shot #6 a lift",
        "the no. 5 shot a smash and the no. 6 shot a lift",
        "stroke 5 smash, stroke 6 lift",
        "a smash at #5 answered by a lift at #6",
        "5th shot smash, 6th shot lift",
    ],
    "shot4-drop-server-wins": [
        "shot #4 is a drop and the server wins",
        "the no. 4 shot a drop; the server takes the point",
        "stroke 4: drop; server wins",
        "a drop at #4 in a rally the server wins",
        "4th shot drop, server's point",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
