"""Write the 169th held-out search query set, ``search_heldout169.jsonl``, from the corpus.

Written in stop 57, after held-out 166 to 168's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about how a
shot was played (on the backhand, around the head, straight) with a second condition. The
relevant rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s
helpers, never ``rallyscope``).
Every line's split is ``heldout169``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout169 [--root DATA] [--check]
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
    depth,
    intent,
    last,
    straight,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout169.jsonl")
SPLIT = "heldout169"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("shot", into=INTENTS)
def backhand_drop_server_wins(r: Rally) -> bool:
    """A drop (either kind) played on the backhand, and the server won."""
    return any(s.kind in DROP and s.backhand for s in r.shots) and r.winner == r.server


@intent("shot", into=INTENTS)
def around_head_clear_receiver_wins(r: Rally) -> bool:
    """A clear played around the head, and the receiver won."""
    return any(s.kind == "clear" and s.around_head for s in r.shots) and r.winner == r.receiver


@intent("shot", into=INTENTS)
def two_backhand_clears(r: Rally) -> bool:
    """At least two clears played on the backhand (by either player)."""
    return sum(s.kind == "clear" and s.backhand for s in r.shots) >= 2


@intent("shot", into=INTENTS)
def backhand_net_return_server_wins(r: Rally) -> bool:
    """The return of serve (shot 2) is a net-family shot played on the backhand, and the
    server won."""
    s = r.shots
    return len(s) >= 2 and s[1].backhand and s[1].kind in NET and r.winner == r.server


@intent("shot", into=INTENTS)
def straight_rear_smash_winner(r: Rally) -> bool:
    """The final shot is a straight smash (either kind) hit from the rear court, a winner."""
    f = last(r)
    rear = depth(f.hit_zone) == "rear"
    return f.kind in SMASH and straight(f) and rear and r.ending == "winner"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the net shot is punished with a rush that wins",
        "a rush to win the point off a net shot",
    ],
    "clear-out": [
        "the rally ends with a clear or lift played out",
        "a clear or lob that misses the court at the end",
    ],
    "drop-winner": [
        "a drop played to win the rally",
        "a drop shot, played at the end, that wins",
    ],
    "crossnet-winner": [
        "a net shot played crosscourt to win the rally",
        "the rally is won by a cross-court net shot nobody gets to",
    ],
    "netshot-into-net": [
        "a net shot played into the net ends the point",
        "the point ends with a net shot played into the tape",
    ],
    "misjudged-leave": [
        "the shuttle is not played and lands in, ending the rally",
        "a leave, but the shuttle was in",
    ],
    "passive-drop-punished": [
        "a passive drop played and then punished straight away by a winning smash, rush or "
        "net shot",
        "winning smashes, rushes or net shots played right after a passive drop",
    ],
    "lift-punished": [
        "a lift played and then smashed for a winner",
        "a smash played to win it off a lift",
    ],
    "marin-drop": [
        "a drop played by Marin to win the rally",
        "Carolina Marin plays a winning drop at the end",
    ],
    "backhand-drop-server-wins": [
        "a backhand drop in a rally the server wins",
        "rallies won by the server with a drop played on the backhand",
        "someone drops on the backhand, and the server takes the point",
        "backhand drops, server wins",
        "the server wins a rally that has a drop off the backhand side",
    ],
    "around-head-clear-receiver-wins": [
        "an around-the-head clear in a rally the receiver wins",
        "rallies won by the receiver with a clear played round the head",
        "someone clears around the head, and the receiver takes the point",
        "round-the-head clears, receiver wins",
        "the receiver wins a rally that has a clear hit around the head",
    ],
    "two-backhand-clears": [
        "two or more backhand clears",
        "rallies with at least two clears played on the backhand",
        "a pair of backhand clears at least",
        "backhand clears, two or more in the rally",
        "clears off the backhand, at least twice",
    ],
    "backhand-net-return-server-wins": [
        "a backhand net return of serve, and the server wins",
        "rallies won by the server where the receiver returns with a backhand net shot",
        "the return of serve is a net shot on the backhand, server takes the point",
        "backhand net shot returns in rallies the server wins",
        "the receiver plays the return as a backhand net shot and loses the rally",
    ],
    "straight-rear-smash-winner": [
        "a straight smash winner from the rear court",
        "rallies won by a smash down the line from the back court",
        "the last shot is a straight smash from deep that wins",
        "winning straight smashes hit from the back of the court",
        "a smash played straight from the rear court for the winner",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
