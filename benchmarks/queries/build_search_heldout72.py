"""Write the seventy-second held-out search query set, ``search_heldout72.jsonl``, from the corpus.

Written in stop 50, on stop 49's final code (725112f), to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eight new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout72``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout72 [--root DATA] [--check]
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
    consecutive,
    intent,
    known_after_serve,
    own_run,
    shots_by,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout72.jsonl")
SPLIT = "heldout72"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def no_clear_first_seven_server_wins(r: Rally) -> bool:
    """The rally has at least seven shots, none of the first seven is a clear (every type
    after the serve known), and the server wins."""
    s = r.shots
    return (
        len(s) >= 7
        and all(x.kind != "clear" for x in s[:7])
        and known_after_serve(r)
        and r.winner == r.server
    )


@intent("anchor", into=INTENTS)
def return_cross_net_receiver_wins(r: Rally) -> bool:
    """The return of serve (shot 2) is a cross-court net shot and the receiver wins."""
    s = r.shots
    return len(s) >= 2 and s[1].kind == "cross-court net shot" and r.winner == r.receiver


@intent("sequence", into=INTENTS)
def drive_push_lift(r: Rally) -> bool:
    """A drive (any drive), a push, then a lift (either kind), on three consecutive shots."""
    return consecutive(r, DRIVE, {"push"}, LIFT)


@intent("sequence", into=INTENTS)
def net_lift_clear_smash(r: Rally) -> bool:
    """A net-family shot, a lift (either kind), a clear, then a smash (either kind), on four
    consecutive shots."""
    return consecutive(r, NET, LIFT, {"clear"}, SMASH)


@intent("strategic", into=INTENTS)
def server_more_net_than_lifts_wins_10(r: Rally) -> bool:
    """The rally has at least ten shots, the server plays more net-family shots than lifts
    (either kind), and the server wins."""
    more = shots_by(r, r.server, NET) > shots_by(r, r.server, LIFT)
    return len(r.shots) >= 10 and more and r.winner == r.server


@intent("run", into=INTENTS)
def receiver_two_smashes_running_wins(r: Rally) -> bool:
    """The receiver smashes (either kind) on two consecutive own shots and wins."""
    return own_run(r, r.receiver, SMASH, 2) and r.winner == r.receiver


@intent("score", into=INTENTS)
def server_trailing_two_set2_wins(r: Rally) -> bool:
    """In the second set, the server trails by two points or more before the rally and wins
    it."""
    return r.set_no == 2 and trailing_by(r, r.server) >= 2 and r.winner == r.server


@intent("zone", into=INTENTS)
def final_net_front_right_to_front_left(r: Rally) -> bool:
    """The final shot is a net-family shot hit from the front-right zone that lands in the
    front-left zone."""
    last = r.shots[-1]
    return last.kind in NET and last.hit_zone == "front-right" and last.land_zone == "front-left"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the winning shot is a rush played off the opponent's net shot",
        "a net shot that is pounced on at the net to end the point",
    ],
    "clear-out": [
        "the final clear or lift lands beyond the back line",
        "rallies that end when a lob or clear flies out",
    ],
    "drop-winner": [
        "outright winners played with a drop",
        "the point ends on a drop the opponent cannot reach",
    ],
    "crossnet-winner": [
        "a cross-court net shot finishes the rally untouched",
        "the rally is won by a net shot played across the court",
    ],
    "netshot-into-net": [
        "the rally ends when a net shot is caught in the net",
        "a player puts a net shot into the tape to lose the point",
    ],
    "misjudged-leave": [
        "a shuttle that was left and landed on the line",
        "the player lets the shuttle go and it is called in",
    ],
    "passive-drop-punished": [
        "after a passive drop, the opponent ends the rally with a winner",
        "a soft passive drop answered by a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "the lift is smashed in for a winner",
        "a defensive lob punished with a smash that is not returned",
    ],
    "marin-drop": [
        "Carolina Marin wins the point with a drop that lands in",
        "rallies ended by Marin's drop shot winner",
    ],
    "no-clear-first-seven-server-wins": [
        "no clear in the first 7 shots, server wins",
        "rallies the server wins with no clear among the first seven shots",
        "neither player clears during the first seven shots and the server takes the point",
        "points won by the server in which the opening seven shots contain no clear",
        "which rallies does the server win without a clear in the first seven shots?",
    ],
    "return-cross-net-receiver-wins": [
        "cross-court net return of serve, receiver wins",
        "rallies the receiver wins after returning the serve with a cross-court net shot",
        "the receiver plays a crosscourt net shot off the serve and wins the rally",
        "points where the return of serve is a cross net shot and the receiver wins",
        "which rallies does the receiver win after a cross-court net return?",
    ],
    "drive-push-lift": [
        "drive, push, lift",
        "rallies where a drive is pushed back and then lifted",
        "a drive answered by a push, which the driver lifts",
        "one player drives, the opponent pushes, and the first player lifts",
        "which rallies have a drive, a push and a lift on consecutive shots?",
    ],
    "net-lift-clear-smash": [
        "net shot, lift, clear, smash",
        "rallies where a net shot is lifted, the lift is cleared, and the clear is smashed",
        "a net shot, then a lob, then a clear back, then a smash",
        "after a net shot and a lift, a clear comes back and gets smashed",
        "which rallies contain a net shot, a lift, a clear and a smash in a row?",
    ],
    "server-more-net-than-lifts-wins-10": [
        "server wins, more net shots than lifts, 10+ shots",
        "rallies of ten or more shots won by the server, who plays more net shots than lifts",
        "in a rally of at least 10 shots the server plays the net more than he lifts and wins",
        "points of 10+ shots won by a server whose net shots outnumber his lifts",
        "which rallies of at least ten shots does the server win with more net shots than lifts?",
    ],
    "receiver-two-smashes-running-wins": [
        "receiver smashes twice in a row, wins",
        "rallies the receiver wins after smashing on two consecutive shots",
        "the receiver hits back-to-back smashes and takes the point",
        "points won by the receiver with two smashes in a row",
        "which rallies does the receiver win with two consecutive smashes?",
    ],
    "server-trailing-two-set2-wins": [
        "server down 2+ in set 2, wins",
        "second-set rallies won by a server trailing by two or more",
        "in the second game the server is behind by at least two points and wins the rally",
        "points in set two that the server wins while trailing by 2 or more",
        "which second-set rallies does the server win when down by two or more points?",
    ],
    "final-net-front-right-to-front-left": [
        "last shot a net shot from front right to front left",
        "rallies ending with a net shot hit from the front-right that lands front-left",
        "the final net shot goes from the right front corner to the left front corner",
        "a last net shot played from the front right landing in the front left",
        "which rallies end with a net shot from the front-right into the front-left?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
