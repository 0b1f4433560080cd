"""Write the seventieth held-out search query set, ``search_heldout70.jsonl``, from the corpus.

Written in stop 49, after held-out 69's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eight new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout70``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout70 [--root DATA] [--check]
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
    SMASH,
    Intent,
    answered,
    intent,
    shots_by,
    side_of,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout70.jsonl")
SPLIT = "heldout70"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("player", into=INTENTS)
def antonsen_drop_into_net(r: Rally) -> bool:
    """Anders ANTONSEN plays the final shot, a drop (either kind), and the rally ended with
    the shuttle in the net."""
    me, last = side_of(r, "Anders ANTONSEN"), r.shots[-1]
    return me is not None and last.hitter == me and last.kind in DROP and r.ending == "net"


@intent("strategic", into=INTENTS)
def receiver_three_clears(r: Rally) -> bool:
    """The receiver plays at least three clears."""
    return shots_by(r, r.receiver, {"clear"}) >= 3


@intent("zone", into=INTENTS)
def drive_lands_front(r: Rally) -> bool:
    """A drive (any drive) that lands in the front court (any side)."""
    return any(s.kind in DRIVE and (s.land_zone or "").startswith("front") for s in r.shots)


@intent("sequence", into=INTENTS)
def net_answered_by_clear(r: Rally) -> bool:
    """A net-family shot immediately answered by a clear."""
    return answered(r, NET, {"clear"})


@intent("player", into=INTENTS)
def lee_zii_jia_wins_18(r: Rally) -> bool:
    """LEE Zii Jia wins a rally of at least eighteen shots."""
    me = side_of(r, "LEE Zii Jia")
    return me is not None and r.winner == me and len(r.shots) >= 18


@intent("run", into=INTENTS)
def three_clears_then_drop(r: Rally) -> bool:
    """Three clears on consecutive shots, immediately followed by a drop (either kind)."""
    s = r.shots
    return any(
        s[i].kind == s[i + 1].kind == s[i + 2].kind == "clear" and s[i + 3].kind in DROP
        for i in range(len(s) - 3)
    )


@intent("zone", into=INTENTS)
def mid_court_smash_into_net(r: Rally) -> bool:
    """The final shot is a smash (either kind) hit from the mid court (any side), and the
    rally ended with the shuttle in the net."""
    last = r.shots[-1]
    mid = (last.hit_zone or "").startswith("mid")
    return last.kind in SMASH and mid and r.ending == "net"


@intent("strategic", into=INTENTS)
def server_two_lifts_loses(r: Rally) -> bool:
    """The server plays at least two lifts (either kind) and the receiver wins the rally."""
    return shots_by(r, r.server, LIFT) >= 2 and r.winner == r.receiver


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot followed by a rush that wins the point",
        "the opponent's net shot is rushed for the winning shot",
    ],
    "clear-out": [
        "a clear or lob that sails out at the end",
        "the final shot is a lift or a clear hit too long",
    ],
    "drop-winner": [
        "an unreturned drop decides the point",
        "the rally is won with a drop that lands before the opponent gets there",
    ],
    "crossnet-winner": [
        "a cross-court net shot lands untouched for the point",
        "rallies finished with a winning net shot played crosscourt",
    ],
    "netshot-into-net": [
        "the point is lost on a net shot into the net",
        "a final net shot that catches the net",
    ],
    "misjudged-leave": [
        "a player lets the shuttle fall, and it lands in",
        "the shuttle, left alone, drops in to end the rally",
    ],
    "passive-drop-punished": [
        "a passive drop, then a winning kill from the opponent",
        "passive drops killed off for winners",
    ],
    "lift-punished": [
        "a smash winner right off the opponent's lift",
        "lifts that get smashed away for the point",
    ],
    "marin-drop": [
        "Carolina Marin drop winners that end rallies",
        "Marin's drops that land in untouched for the point",
    ],
    "antonsen-drop-into-net": [
        "Antonsen drop into the net",
        "points ending with Anders Antonsen's drop caught in the net",
        "Antonsen plays a drop that goes into the net to end the rally",
        "which rallies end with Antonsen dropping into the net?",
    ],
    "receiver-three-clears": [
        "receiver clears 3+ times",
        "rallies where the receiver plays at least three clears",
        "the receiver clears three times or more",
        "which rallies have the receiver hitting three or more clears?",
    ],
    "drive-lands-front": [
        "drive landing in the front court",
        "rallies with a drive that lands near the net",
        "a player drives and the shuttle lands in the forecourt",
        "which rallies have a drive landing in the front?",
    ],
    "net-answered-by-clear": [
        "net shot, then a clear",
        "rallies where a net shot is answered with a clear",
        "one player plays a net shot and the other clears it",
        "which rallies have a clear straight after a net shot?",
    ],
    "lee-zii-jia-wins-18": [
        "Lee Zii Jia wins, 18+ shots",
        "rallies of eighteen or more shots won by Lee Zii Jia",
        "Lee Zii Jia takes a rally that lasts at least 18 shots",
        "which rallies of 18+ shots does Lee Zii Jia win?",
    ],
    "three-clears-then-drop": [
        "three clears in a row, then a drop",
        "rallies where three consecutive clears are followed by a drop",
        "the players clear three times in a row before someone drops",
        "which rallies have a drop right after three clears in a row?",
    ],
    "mid-court-smash-into-net": [
        "smash from mid court into the net",
        "rallies ending with a smash from the middle of the court that hits the net",
        "a player smashes from midcourt and the shuttle goes into the net",
        "which rallies end with a mid-court smash in the net?",
    ],
    "server-two-lifts-loses": [
        "server lifts 2+ times, loses",
        "rallies lost by the server after at least two lifts",
        "the server lifts twice or more and loses the point",
        "which rallies does the server lose after lifting at least twice?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
