"""Write the seventy-ninth held-out search query set, ``search_heldout79.jsonl``, from the corpus.

Written in stop 51, after held-out 78's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eight new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout79``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout79 [--root DATA] [--check]
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
    NET,
    SMASH,
    Intent,
    consecutive,
    intent,
    known_after_serve,
    shots_by,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout79.jsonl")
SPLIT = "heldout79"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def return_error_ends(r: Rally) -> bool:
    """The rally has two shots and ends with the return of serve out or in the net."""
    return len(r.shots) == 2 and r.ending in ("out", "net")


@intent("sequence", into=INTENTS)
def drive_answered_by_clear(r: Rally) -> bool:
    """A drive (any drive) is followed at once by a clear."""
    return consecutive(r, DRIVE, {"clear"})


@intent("sequence", into=INTENTS)
def net_answered_by_drop(r: Rally) -> bool:
    """A net-family shot is followed at once by a drop (either kind)."""
    return consecutive(r, NET, DROP)


@intent("strategic", into=INTENTS)
def loser_no_smash_no_drop_8(r: Rally) -> bool:
    """The rally has at least eight shots and the loser plays no smash and no drop (every
    type after the serve known)."""
    lo = r.loser
    if lo is None or len(r.shots) < 8 or not known_after_serve(r):
        return False
    return shots_by(r, lo, SMASH | DROP) == 0


@intent("negation", into=INTENTS)
def no_drive_no_push_10(r: Rally) -> bool:
    """The rally has at least ten shots, none of them a drive (any drive) or a push (every
    type after the serve known)."""
    if len(r.shots) < 10 or not known_after_serve(r):
        return False
    return all(s.kind not in DRIVE | {"push"} for s in r.shots)


@intent("sequence", into=INTENTS)
def winner_last_two_own_drops(r: Rally) -> bool:
    """The winner hits the final shot, a drop, and their shot before it (the third-to-last
    shot) is a drop too."""
    s = r.shots
    if len(s) < 3 or r.winner is None or r.winner != s[-1].hitter:
        return False
    return s[-1].kind in DROP and s[-3].kind in DROP


@intent("zone", into=INTENTS)
def net_winner_front_right(r: Rally) -> bool:
    """The final shot is a net-family shot landing in the front-right zone, and it lands in
    unreturned (ending: winner)."""
    f = r.shots[-1]
    return f.kind in NET and f.land_zone == "front-right" and r.ending == "winner"


@intent("score", into=INTENTS)
def leading_server_wins_in_5(r: Rally) -> bool:
    """The server leads as the rally starts and wins it within five shots."""
    return r.winner == r.server and len(r.shots) <= 5 and trailing_by(r, r.server) <= -1


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot punished by a rush that ends the rally",
        "points won by rushing a net shot",
    ],
    "clear-out": [
        "clears and lobs that go out and lose the point",
        "a rally ending with a high deep shot, a clear or a lift, out over the baseline",
    ],
    "drop-winner": [
        "winning drops that land untouched",
        "points ended by a drop the opponent never reaches",
    ],
    "crossnet-winner": [
        "winners from a crosscourt net shot",
        "a net shot played across the court wins the point outright",
    ],
    "netshot-into-net": [
        "a net shot caught in the tape ends the point",
        "net shots that fail to get over and cost the rally",
    ],
    "misjudged-leave": [
        "a shuttle left alone that drops in",
        "a shot let through that turns out to be in",
    ],
    "passive-drop-punished": [
        "a passive drop killed by a rush, smash or net shot winner",
        "the opponent wins the point off a passive drop with a rush, smash or net kill",
    ],
    "lift-punished": [
        "a lift put away with a smash for the point",
        "a smash that ends the point off a lift",
    ],
    "marin-drop": [
        "Carolina Marin's drop shots that win the rally outright",
        "Marin finishes points with a drop that is never returned",
    ],
    "return-error-ends": [
        "return of serve error",
        "rallies that end when the return of serve goes out or into the net",
        "the receiver hits the return of serve out or into the net",
        "points lost on the return of serve by hitting it out or into the net",
        "which rallies end with the return of serve going out or into the net?",
    ],
    "drive-answered-by-clear": [
        "drive answered by a clear",
        "rallies where a drive is returned with a clear",
        "a player drives and the opponent replies with a clear",
        "a clear hit in reply to a drive",
        "which rallies have a drive followed immediately by a clear?",
    ],
    "net-answered-by-drop": [
        "net shot answered by a drop",
        "rallies where the reply to a net shot is a drop",
        "a player plays a net shot and the opponent drops off it",
        "a drop played straight off a net shot",
        "which rallies have a net shot followed at once by a drop?",
    ],
    "loser-no-smash-no-drop-8": [
        "loser never smashes or drops, 8+ shots",
        "rallies of eight or more shots in which the loser plays no smash and no drop",
        "the player who loses a rally of at least 8 shots never smashes and never drops",
        "losing a rally of eight shots or more without a single smash or drop",
        "which rallies of 8+ shots does the loser lose without smashing or dropping?",
    ],
    "no-drive-no-push-10": [
        "10+ shots, no drives, no pushes",
        "rallies of at least ten shots without a drive or a push",
        "neither player drives or pushes in a rally of ten shots or more",
        "long rallies of 10 or more shots free of drives and pushes",
        "which rallies of ten or more shots have no drive and no push?",
    ],
    "winner-last-two-own-drops": [
        "winner's last two shots are drops",
        "rallies the winner finishes with two drops in a row of their own",
        "the player who wins plays a drop and then another drop to end the rally",
        "winning with a drop right after their previous shot was also a drop",
        "which rallies does the winner end with two drops of their own in a row?",
    ],
    "net-winner-front-right": [
        "net shot winners to the front right",
        "rallies won by a net shot landing in the front right",
        "the last shot is a net shot that lands in the front-right corner unreturned",
        "points ended by an untouched net shot into the front right",
        "which rallies end with a net shot winner in the front right?",
    ],
    "leading-server-wins-in-5": [
        "server ahead wins in 5 shots or fewer",
        "rallies of five shots or fewer won by the server while leading",
        "the server, already in front, takes the point within five shots",
        "points the leading server wins in no more than five shots",
        "which short rallies of at most five shots does the server win when ahead?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
