"""Write the seventy-third held-out search query set, ``search_heldout73.jsonl``, from the corpus.

Written in stop 50, after held-outs 71 and 72's fixes (8064952), to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eight new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout73``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout73 [--root DATA] [--check]
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
    consecutive,
    intent,
    own_run,
    side_of,
    smashes_by,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout73.jsonl")
SPLIT = "heldout73"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def third_shot_smash_receiver_wins(r: Rally) -> bool:
    """Shot 3 is a smash (either kind) and the receiver wins the rally."""
    s = r.shots
    return len(s) >= 3 and s[2].kind in SMASH and r.winner == r.receiver


@intent("anchor", into=INTENTS)
def server_drops_last(r: Rally) -> bool:
    """The rally's final shot is a drop (either kind) played by the server."""
    last = r.shots[-1]
    return last.kind in DROP and last.hitter == r.server


@intent("sequence", into=INTENTS)
def clear_drop_lift_smash(r: Rally) -> bool:
    """A clear, a drop (either kind), a lift (either kind), then a smash (either kind), on
    four consecutive shots."""
    return consecutive(r, {"clear"}, DROP, LIFT, SMASH)


@intent("strategic", into=INTENTS)
def both_smash_server_wins(r: Rally) -> bool:
    """Both players play at least one smash (either kind) and the server wins."""
    return smashes_by(r, "A") >= 1 and smashes_by(r, "B") >= 1 and r.winner == r.server


@intent("run", into=INTENTS)
def receiver_lifts_twice_running_loses(r: Rally) -> bool:
    """The receiver lifts (either kind) on two consecutive own shots and the server wins."""
    return own_run(r, r.receiver, LIFT, 2) and r.winner == r.server


@intent("score", into=INTENTS)
def receiver_leads_by_three_set3_wins(r: Rally) -> bool:
    """In the third set, the receiver leads by three points or more before the rally and
    wins it."""
    return r.set_no == 3 and trailing_by(r, r.server) >= 3 and r.winner == r.receiver


@intent("zone", into=INTENTS)
def lift_front_right_to_rear_right(r: Rally) -> bool:
    """A lift (either kind) hit from the front-right zone that lands in the rear-right
    zone."""
    return any(
        s.kind in LIFT and s.hit_zone == "front-right" and s.land_zone == "rear-right"
        for s in r.shots
    )


@intent("player", into=INTENTS)
def chou_serves_wins_10(r: Rally) -> bool:
    """CHOU Tien Chen serves and wins a rally of at least ten shots."""
    me = side_of(r, "CHOU Tien Chen")
    return me is not None and me == r.server == r.winner and len(r.shots) >= 10


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush kills the opponent's net shot to win the rally",
        "points won by rushing a net shot at the end",
    ],
    "clear-out": [
        "the last clear or lob of the rally lands out",
        "rallies lost by hitting a clear or a lift out of court",
    ],
    "drop-winner": [
        "a drop that the opponent never gets to, ending the rally",
        "rallies closed out by a drop winner",
    ],
    "crossnet-winner": [
        "the final shot, a cross net, lands without being touched",
        "winning cross-court net shots at the end of the rally",
    ],
    "netshot-into-net": [
        "a net shot that stays on the hitter's side of the net to end the rally",
        "rallies decided by a net shot going into the net",
    ],
    "misjudged-leave": [
        "a shuttle let go by a player that falls in",
        "rallies where someone lets the shuttle drop thinking it is out",
    ],
    "passive-drop-punished": [
        "the opponent kills a passive drop for a winner",
        "a passive drop followed by a winning smash, rush or net kill",
    ],
    "lift-punished": [
        "the rally ends when a lift is smashed for a clean winner",
        "lifts answered by smashes that win the rally outright",
    ],
    "marin-drop": [
        "Carolina Marin's drop wins the rally untouched",
        "a Marin drop shot that finishes the point as a winner",
    ],
    "third-shot-smash-receiver-wins": [
        "third shot smash, receiver wins",
        "rallies the receiver wins even though the third shot was a smash",
        "the server smashes on the third shot but the receiver takes the point",
        "points won by the receiver after a smash as shot three",
        "which rallies does the receiver win after a third-shot smash?",
    ],
    "server-drops-last": [
        "server's drop as the last shot",
        "rallies that end with a drop by the server",
        "the server plays the final shot of the rally, a drop",
        "points where the last stroke is the server's drop",
        "which rallies end on a drop from the server?",
    ],
    "clear-drop-lift-smash": [
        "clear, drop, lift, smash",
        "rallies where a clear is followed by a drop, a lift and a smash",
        "a clear, then a drop, then a lob, then a smash, one after the other",
        "one player clears, the other drops, the first lifts and the second smashes",
        "which rallies have clear, drop, lift and smash on four consecutive shots?",
    ],
    "both-smash-server-wins": [
        "both players smash, server wins",
        "rallies won by the server in which each player smashes at least once",
        "the server and the receiver both smash and the server takes the point",
        "points the server wins where both sides play a smash",
        "which rallies does the server win when both players have smashed?",
    ],
    "receiver-lifts-twice-running-loses": [
        "receiver lifts twice in a row, loses",
        "rallies lost by the receiver after lifting on two consecutive shots",
        "the receiver plays back-to-back lifts and loses the point",
        "points the server wins where the receiver lifts two times in a row",
        "which rallies does the receiver lose after two lifts in a row?",
    ],
    "receiver-leads-by-three-set3-wins": [
        "receiver up 3+ in set 3, wins",
        "third-set rallies won by a receiver leading by three or more",
        "in the deciding game the receiver is ahead by at least three points and wins the rally",
        "points in set three that the receiver wins while leading by 3 or more",
        "which third-set rallies does the receiver win when up by three or more points?",
    ],
    "lift-front-right-to-rear-right": [
        "lift from front right to rear right",
        "rallies with a lift hit from the front-right that lands rear-right",
        "a player lifts from the right front corner to the right back corner",
        "a lob played from the front right landing in the back right",
        "which rallies have a lift from the front-right into the rear-right?",
    ],
    "chou-serves-wins-10": [
        "Chou Tien Chen serves, wins, 10+ shots",
        "rallies of ten or more shots that Chou Tien Chen serves and wins",
        "Chou serves and takes a rally lasting at least 10 shots",
        "points of 10+ shots won by Chou Tien Chen on his own serve",
        "which rallies of at least ten shots does Chou Tien Chen win when serving?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
