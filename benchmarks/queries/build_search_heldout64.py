"""Write the sixty-fourth held-out search query set, ``search_heldout64.jsonl``, from the corpus.

Written in stop 49, after held-out 63's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and ten new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout64``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout64 [--root DATA] [--check]
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
    cross_court,
    game_point,
    intent,
    known_after_serve,
    own_run,
    shots_by,
    side_of,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout64.jsonl")
SPLIT = "heldout64"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("zone", into=INTENTS)
def smash_rear_right_to_front(r: Rally) -> bool:
    """A smash (either kind) hit from the rear-right zone that lands in the front court (any
    side)."""
    return any(
        s.kind in SMASH and s.hit_zone == "rear-right" and (s.land_zone or "").startswith("front")
        for s in r.shots
    )


@intent("negation", into=INTENTS)
def receiver_no_smash_wins_10(r: Rally) -> bool:
    """A rally of at least ten shots that the receiver wins without playing a smash (either
    kind); only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r):
        return False
    return shots_by(r, r.receiver, SMASH) == 0 and r.winner == r.receiver


@intent("shot", into=INTENTS)
def cross_drop_loses(r: Rally) -> bool:
    """The final shot is a cross-court drop (either kind, ``truth.cross_court``) played by the
    player who lost the rally."""
    last = r.shots[-1]
    return (
        last.kind in DROP and cross_court(last) and r.loser is not None and last.hitter == r.loser
    )


@intent("player", into=INTENTS)
def an_net_winner(r: Rally) -> bool:
    """AN Se Young plays the final shot, a net-family shot that lands in unreturned (a
    winner)."""
    me, last = side_of(r, "AN Se Young"), r.shots[-1]
    return me is not None and last.hitter == me and last.kind in NET and r.ending == "winner"


@intent("player", into=INTENTS)
def momota_backhand_drive(r: Rally) -> bool:
    """Kento MOMOTA plays a backhand drive (any drive)."""
    me = side_of(r, "Kento MOMOTA")
    return me is not None and any(
        s.kind in DRIVE and s.backhand and s.hitter == me for s in r.shots
    )


@intent("score", into=INTENTS)
def receiver_saves_game_point_smash(r: Rally) -> bool:
    """The server has game point before the rally, and the receiver wins it with a smash
    (either kind) as the final shot."""
    last = r.shots[-1]
    saved = game_point(r.score_before, r.server) and r.winner == r.receiver
    return saved and last.kind in SMASH and last.hitter == r.receiver


@intent("sequence", into=INTENTS)
def two_clears_drop_winner(r: Rally) -> bool:
    """The last three shots are a clear, a clear and a drop (either kind) that lands in
    unreturned (a winner)."""
    s = r.shots
    clears = len(s) >= 3 and s[-3].kind == "clear" and s[-2].kind == "clear"
    return clears and s[-1].kind in DROP and r.ending == "winner"


@intent("run", into=INTENTS)
def loser_lifts_twice_running(r: Rally) -> bool:
    """The player who lost the rally plays lifts (either kind) on two consecutive own
    shots."""
    return r.loser is not None and own_run(r, r.loser, LIFT, 2)


@intent("anchor", into=INTENTS)
def long_serve_server_loses(r: Rally) -> bool:
    """The rally starts with a long serve and the receiver wins it."""
    return r.shots[0].kind == "long service" and r.winner == r.receiver


@intent("sequence", into=INTENTS)
def cross_net_lifted(r: Rally) -> bool:
    """A cross-court net shot (the exact type) immediately answered by a lift (either
    kind)."""
    return answered(r, {"cross-court net shot"}, LIFT)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot put away by a rush for the point",
        "the rally is decided by a rush off a net shot",
    ],
    "clear-out": [
        "a lift or clear that goes beyond the back line to end the rally",
        "the last shot, a high clear or lift, lands out",
    ],
    "drop-winner": [
        "drop shots nobody returns",
        "the rally finishes with a drop the opponent cannot reach",
    ],
    "crossnet-winner": [
        "a net shot played cross-court that the opponent never returns",
        "crosscourt net winners ending the point",
    ],
    "netshot-into-net": [
        "a net shot that ends the rally in the net",
        "the rally ends when a net shot fails to get over",
    ],
    "misjudged-leave": [
        "a shuttle left alone that lands in",
        "the shuttle is allowed to drop and it is in",
    ],
    "passive-drop-punished": [
        "passive drops the opponent punishes",
        "a passive drop that gets killed for the point",
    ],
    "lift-punished": [
        "a winning smash off a lift",
        "a lift the opponent smashes down for the point",
    ],
    "marin-drop": [
        "Carolina Marin finishes points with drops that are not returned",
        "Marin drop shots that nobody gets back",
    ],
    "smash-rear-right-to-front": [
        "smash from the rear right into the front court",
        "smashes hit from the back right corner that land near the net",
        "a player smashes from the rear right and the shuttle lands in the forecourt",
        "which rallies have a smash from the rear right landing in the front?",
    ],
    "receiver-no-smash-wins-10": [
        "receiver wins without smashing, 10+ shots",
        "rallies of at least ten shots won by the receiver with no smashes",
        "the receiver never smashes but takes a rally of ten shots or more",
        "which rallies of 10 or more shots does the receiver win without a smash?",
    ],
    "cross-drop-loses": [
        "losing cross-court drop",
        "points lost on a crosscourt drop",
        "a player ends the rally with a cross-court drop and loses the point",
        "which rallies does the player who plays a final crosscourt drop lose?",
    ],
    "an-net-winner": [
        "An Se Young net winners",
        "points An Se Young wins with an unreturned net shot",
        "An Se Young ends the rally with a net shot nobody reaches",
        "which rallies does An Se Young finish with a net shot winner?",
    ],
    "momota-backhand-drive": [
        "Momota backhand drives",
        "rallies in which Kento Momota plays a backhand drive",
        "Momota hits a drive on his backhand",
        "which rallies have a backhand drive by Momota?",
    ],
    "receiver-saves-game-point-smash": [
        "game point saved by the receiver with a smash",
        "rallies at the server's game point won by the receiver's smash",
        "the receiver, facing game point, wins the rally with a smash",
        "which game points against the receiver does the receiver save with a smash?",
    ],
    "two-clears-drop-winner": [
        "clear, clear, drop winner",
        "rallies ending with two clears and then a drop winner",
        "the players exchange two clears and then a drop wins the point",
        "which rallies end with a clear, another clear and an unreturned drop?",
    ],
    "loser-lifts-twice-running": [
        "loser lifts twice in a row",
        "rallies where the losing player lifts on two consecutive shots of their own",
        "the player who loses the point plays two lifts in a row",
        "which rallies have the loser lift with two straight shots?",
    ],
    "long-serve-server-loses": [
        "long serve, server loses",
        "rallies that start with a long serve and are won by the receiver",
        "the server serves long and loses the point",
        "which rallies opened with a long serve does the receiver win?",
    ],
    "cross-net-lifted": [
        "cross-court net shot, then a lift",
        "crosscourt net shots answered with a lift",
        "a player plays a cross-court net shot and the opponent lifts it",
        "which rallies have a cross-court net shot followed by a lift?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
