"""Write the 170th held-out search query set, ``search_heldout170.jsonl``, from the corpus.

Written in stop 57, after held-out 166 to 168's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, spelled the
ways people spell badminton words ("cross court", "crosscourt", "x-court", "center",
"defense", "back court", "backcourt", "net-shot", "dropshot", "mis-judged"). The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout170``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout170 [--root DATA] [--check]
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
    answered,
    cross_court,
    intent,
    last,
    straight,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout170.jsonl")
SPLIT = "heldout170"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def cross_drop_lifted_server_wins(r: Rally) -> bool:
    """A cross-court drop (either kind), straight followed by a lift (either kind), and the
    server won."""
    crossed = any(cross_court(a) for a, _ in windows(r, DROP, LIFT))
    return crossed and r.winner == r.server


@intent("shot", into=INTENTS)
def cross_clear_out(r: Rally) -> bool:
    """The final shot is a cross-court clear, and the rally ended out."""
    return last(r).kind == "clear" and cross_court(last(r)) and r.ending == "out"


@intent("shot", into=INTENTS)
def straight_drop_into_net(r: Rally) -> bool:
    """The final shot is a straight drop (either kind), and the rally ended in the net."""
    return last(r).kind in DROP and straight(last(r)) and r.ending == "net"


@intent("sequence", into=INTENTS)
def smash_lifted_receiver_wins_20(r: Rally) -> bool:
    """A smash (either kind) answered by a lift (either kind) from the other player, in a
    rally of at least twenty shots won by the receiver."""
    return answered(r, SMASH, LIFT) and r.winner == r.receiver and len(r.shots) >= 20


@intent("rally", into=INTENTS)
def long_rally_error_server_wins(r: Rally) -> bool:
    """A rally of at least eighteen shots that ended in the net or out, won by the server."""
    return len(r.shots) >= 18 and r.ending in ("net", "out") and r.winner == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net-shot then a rush that wins",
        "netshot followed by a winning rush",
    ],
    "clear-out": [
        "a lob or clear hit out of bounds to finish",
        "last shot a clear/lob, out of court",
    ],
    "drop-winner": [
        "a drop-shot winner",
        "dropshot that wins the point",
    ],
    "crossnet-winner": [
        "a x-court net shot winner",
        "a cross court netshot that wins the rally",
    ],
    "netshot-into-net": [
        "a net-shot that ends up in the net",
        "last shot a netshot into the net",
    ],
    "misjudged-leave": [
        "a mis-judged leave that lands in",
        "a mis judgement: the shuttle left, and in",
    ],
    "passive-drop-punished": [
        "a passive drop-shot punished right away by a smash, rush or net-shot winner",
        "a smash, rush or netshot winner right after a passive dropshot",
    ],
    "lift-punished": [
        "a lob, then a smash-winner",
        "a smash winner off a lob straight away",
    ],
    "marin-drop": [
        "Marin drop-shot winners",
        "Carolina Marin wins with a dropshot",
    ],
    "cross-drop-lifted-server-wins": [
        "a cross court drop answered by a lift, and the server wins",
        "a crosscourt dropshot followed by a lob, server wins",
        "an x-court drop-shot, then a lift, in a rally won by the server",
        "the server wins a rally where a cross-court drop gets lifted",
        "cross-court drop shot then lob, point to the server",
    ],
    "cross-clear-out": [
        "a cross court clear that goes out to end the rally",
        "the last shot is a crosscourt clear, out",
        "an x-court clear hit out at the end",
        "rallies ending with a cross-court clear out of bounds",
        "a cross court clear, out, to finish the point",
    ],
    "straight-drop-into-net": [
        "a straight drop-shot into the net to end the rally",
        "the last shot is a straight dropshot, in the net",
        "a drop shot down the line that finishes in the net",
        "rallies ending with a straight drop into the tape",
        "a straight drop, netted, to finish the point",
    ],
    "smash-lifted-receiver-wins-20": [
        "a smash answered with a lob in a 20+ shot rally the receiver wins",
        "a lift in defense against a smash, rally of twenty shots or more, receiver wins",
        "the receiver wins a rally of at least 20 shots where a smash is lifted back",
        "a smash then a lob back, 20 or more shots, point to the receiver",
        "rallies of twenty-plus shots won by the receiver with a smash answered by a lift",
    ],
    "long-rally-error-server-wins": [
        "a rally of 18+ shots that ends in the net or out, won by the server",
        "rallies of at least eighteen shots ending with an error into the net or out, server wins",
        "the server wins a rally of 18 shots or more on an unforced error, net or out",
        "18-plus-shot rallies the server wins when the last shot goes into the net or out",
        "long rallies of eighteen or more shots finished by a net or out error, point to the "
        "server",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
