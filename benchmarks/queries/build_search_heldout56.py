"""Write the fifty-sixth held-out search query set, ``search_heldout56.jsonl``, from the corpus.

Written in stop 48, after held-out 55's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eleven new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout56``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout56 [--root DATA] [--check]
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
    known_after_serve,
    lift_punished,
    own_run,
    shots_by,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout56.jsonl")
SPLIT = "heldout56"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def push_answered_by_rush(r: Rally) -> bool:
    """A push answered straight away by the other player with a rush."""
    return answered(r, {"push"}, {"rush"})


@intent("sequence", into=INTENTS)
def long_serve_clear_smash(r: Rally) -> bool:
    """The serve is a long service, the return a clear and the third shot a smash (either
    kind)."""
    s = r.shots
    return (
        len(s) >= 3 and s[0].kind == "long service" and s[1].kind == "clear" and s[2].kind in SMASH
    )


@intent("anchor", into=INTENTS)
def third_shot_clear_server_loses(r: Rally) -> bool:
    """The third shot is a clear and the receiver won the rally."""
    return len(r.shots) >= 3 and r.shots[2].kind == "clear" and r.winner == r.receiver


@intent("anchor", into=INTENTS)
def last_three_net(r: Rally) -> bool:
    """The rally's last three shots are all net-family shots."""
    return len(r.shots) >= 3 and all(s.kind in NET for s in r.shots[-3:])


@intent("strategic", into=INTENTS)
def winner_no_net_8(r: Rally) -> bool:
    """A rally of at least eight shots whose winner plays no net-family shot; only rallies
    whose shots after the serve all have a known type count."""
    if r.winner is None or len(r.shots) < 8 or not known_after_serve(r):
        return False
    return shots_by(r, r.winner, NET) == 0


@intent("strategic", into=INTENTS)
def receiver_more_drops_than_lifts_loses(r: Rally) -> bool:
    """The receiver plays more drops (either kind) than lifts (either kind) and loses."""
    more = shots_by(r, r.receiver, DROP) > shots_by(r, r.receiver, LIFT)
    return more and r.winner == r.server


@intent("negation", into=INTENTS)
def no_smash_first_eight_12(r: Rally) -> bool:
    """A rally of at least twelve shots with no smash (either kind) among its first eight
    shots; only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 12 or not known_after_serve(r):
        return False
    return not any(s.kind in SMASH for s in r.shots[:8])


@intent("zone", into=INTENTS)
def smash_from_front_right(r: Rally) -> bool:
    """A smash (either kind) hit from the front-right zone."""
    return any(s.kind in SMASH and s.hit_zone == "front-right" for s in r.shots)


@intent("score", into=INTENTS)
def server_up_one_wins(r: Rally) -> bool:
    """The server leads by exactly one point before the rally and wins it."""
    return trailing_by(r, r.receiver) == 1 and r.winner == r.server


@intent("run", into=INTENTS)
def receiver_drives_three_running(r: Rally) -> bool:
    """The receiver plays drive-family shots on three consecutive own shots."""
    return own_run(r, r.receiver, DRIVE, 3)


@intent("tactic", into=INTENTS)
def lift_punished_receiver_wins(r: Rally) -> bool:
    """A lift punished (``truth.lift_punished``), and the receiver won the rally."""
    return lift_punished(r) and r.winner == r.receiver


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush off a net shot finishes the point",
        "a player rushes the opponent's net shot and wins the point with it",
    ],
    "clear-out": [
        "a final clear or lob hit out",
        "points lost by clearing the shuttle out",
    ],
    "drop-winner": [
        "points won by a drop nobody reaches",
        "an unanswered drop ends the rally",
    ],
    "crossnet-winner": [
        "cross-court net shots that win without a return",
        "rallies that end on an untouched cross-court net shot",
    ],
    "netshot-into-net": [
        "a net shot that ends in the net",
        "the last shot is a net shot that fails to get over",
    ],
    "misjudged-leave": [
        "a leave that goes wrong because the shuttle lands in",
        "rallies ending in a misjudged shuttle",
    ],
    "passive-drop-punished": [
        "a passive drop the opponent kills for the point",
        "rallies where a weak drop is put away for a winner",
    ],
    "lift-punished": [
        "smash winners off lobs",
        "a player smashes the opponent's lift for a winner",
    ],
    "marin-drop": [
        "Marin's drop shot wins the rally outright",
        "rallies Carolina Marin wins with a drop the opponent never returns",
    ],
    "push-answered-by-rush": [
        "push, then rush",
        "a push answered straight away with a rush",
        "one player pushes and the opponent rushes it",
        "which rallies have a push followed immediately by a rush?",
    ],
    "long-serve-clear-smash": [
        "long serve, cleared return, smash",
        "rallies that open with a long serve, a clear back and then a smash",
        "the server serves long, the receiver clears, and the server smashes",
        "which rallies start with a long serve returned by a clear and then smashed?",
    ],
    "third-shot-clear-server-loses": [
        "third-shot clear, server loses",
        "rallies the receiver wins after the third shot is a clear",
        "the server clears with the third shot and loses the point",
        "which rallies with a clear on shot 3 does the server lose?",
    ],
    "last-three-net": [
        "last three shots all net shots",
        "rallies ending with three net shots in a row",
        "the final three shots of the rally are all played at the net",
        "which rallies finish with three consecutive net shots?",
    ],
    "winner-no-net-8": [
        "winner plays no net shots, 8+ shots",
        "rallies of eight or more shots in which the winner never plays a net shot",
        "the player who wins the point does not play a net shot in a rally of at least eight shots",
        "which rallies of 8 or more shots are won by a player with no net shots?",
    ],
    "receiver-more-drops-than-lifts-loses": [
        "receiver drops more than lifts and loses",
        "rallies lost by the receiver with more drops than lifts",
        "the receiver plays more drop shots than lifts but still loses the point",
        "which rallies does the receiver lose while dropping more often than lifting?",
    ],
    "no-smash-first-eight-12": [
        "no smash in the first eight shots, 12+ shots",
        "rallies of at least twelve shots with no smash in the first eight",
        "nobody smashes during the first eight shots of a rally that lasts twelve or more",
        "which rallies of 12+ shots have no smashes among shots 1 to 8?",
    ],
    "smash-from-front-right": [
        "smash from the front right",
        "rallies with a smash hit from the front-right zone",
        "a player smashes from the right side of the forecourt",
        "which rallies have a smash played from front right?",
    ],
    "server-up-one-wins": [
        "server ahead by one, wins",
        "rallies the server wins while leading by exactly one point",
        "the server is one point up and takes the rally",
        "which rallies does the server win when ahead by exactly 1?",
    ],
    "receiver-drives-three-running": [
        "receiver drives three times in a row",
        "rallies where the receiver plays three consecutive drives",
        "the receiver keeps driving, three of their shots in a row",
        "which rallies have the receiver drive on three straight shots?",
    ],
    "lift-punished-receiver-wins": [
        "lift punished, receiver wins",
        "rallies won by the receiver with a smash that punishes a lift",
        "the server lifts and the receiver smashes it away to win the point",
        "which rallies does the receiver win by punishing a lift?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
