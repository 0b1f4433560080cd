"""Write the seventy-eighth held-out search query set, ``search_heldout78.jsonl``, from the corpus.

Written in stop 51, on 0dc21af (stop 50's last commit), to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eight new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout78``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout78 [--root DATA] [--check]
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
    consecutive,
    intent,
    known_after_serve,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout78.jsonl")
SPLIT = "heldout78"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def winner_drops_twice_no_clear(r: Rally) -> bool:
    """The winner plays at least two drops (either kind) and no clear (every type after the
    serve known)."""
    w = r.winner
    if w is None or not known_after_serve(r):
        return False
    return shots_by(r, w, DROP) >= 2 and shots_by(r, w, {"clear"}) == 0


@intent("strategic", into=INTENTS)
def winner_smashes_three_loser_none(r: Rally) -> bool:
    """The winner plays at least three smashes (either kind), the loser none (every type
    after the serve known)."""
    w, lo = r.winner, r.loser
    if w is None or not known_after_serve(r):
        return False
    return shots_by(r, w, SMASH) >= 3 and shots_by(r, lo, SMASH) == 0


@intent("sequence", into=INTENTS)
def net_lift_drop_winner(r: Rally) -> bool:
    """The last three shots are a net-family shot, a lift and a drop (either kinds), and the
    drop wins: it lands in unreturned and its hitter wins the rally."""
    s = r.shots
    if len(s) < 3 or r.ending != "winner" or r.winner != s[-1].hitter:
        return False
    return s[-3].kind in NET and s[-2].kind in LIFT and s[-1].kind in DROP


@intent("sequence", into=INTENTS)
def clear_answered_by_drive(r: Rally) -> bool:
    """A clear is followed at once by a drive (any drive)."""
    return consecutive(r, {"clear"}, DRIVE)


@intent("sequence", into=INTENTS)
def smash_answered_by_smash(r: Rally) -> bool:
    """A smash (either kind) is followed at once by another smash."""
    return consecutive(r, SMASH, SMASH)


@intent("anchor", into=INTENTS)
def return_drive_receiver_wins(r: Rally) -> bool:
    """The return of serve (shot 2) is a drive (any drive) and the receiver wins."""
    s = r.shots
    return len(s) >= 2 and s[1].kind in DRIVE and r.winner == r.receiver


@intent("negation", into=INTENTS)
def receiver_never_lifts_loses(r: Rally) -> bool:
    """The server wins and the receiver plays no lift (every type after the serve known)."""
    if r.winner != r.server or not known_after_serve(r):
        return False
    return shots_by(r, r.receiver, LIFT) == 0


@intent("zone", into=INTENTS)
def out_rear_right(r: Rally) -> bool:
    """The rally ends out, with the final shot landing in the rear-right zone."""
    return r.ending == "out" and r.shots[-1].land_zone == "rear-right"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot gets rushed and the rush wins the point",
        "rushing the opponent's net shot for an outright point",
    ],
    "clear-out": [
        "the last shot is a clear or lift that flies out past the back line",
        "the rally ends when a clear or lob lands out long",
    ],
    "drop-winner": [
        "drop shot winners the opponent cannot reach",
        "the rally finishes with a drop that lands untouched",
    ],
    "crossnet-winner": [
        "winning crosscourt net shots",
        "a cross-court net shot the opponent fails to reach wins the rally",
    ],
    "netshot-into-net": [
        "net shots that hit the tape and lose the point",
        "the last net shot of the rally does not clear the net",
    ],
    "misjudged-leave": [
        "the shuttle is let go as out but drops inside the lines",
        "points lost by misjudging the shuttle and leaving it",
    ],
    "passive-drop-punished": [
        "a passive drop punished with a winning rush, smash or net shot",
        "after a passive drop the opponent finishes the point",
    ],
    "lift-punished": [
        "a lift is smashed away for a clean winner, untouched",
        "the final smash kills a lift and nobody touches it",
    ],
    "marin-drop": [
        "Marin's winning drop shots",
        "drops by Carolina Marin that end the point unreturned",
    ],
    "winner-drops-twice-no-clear": [
        "winner drops 2+, never clears",
        "rallies won by a player who drops at least twice and plays no clears",
        "the player who wins the point plays two or more drops and not a single clear",
        "winning a rally with at least two drops and no clear",
        "which rallies does the winner take with two or more drops and no clears?",
    ],
    "winner-smashes-three-loser-none": [
        "winner smashes 3+, loser never smashes",
        "rallies where the winner smashes at least three times and the loser does not smash",
        "the player who wins hits three or more smashes while the opponent hits none",
        "winning with at least three smashes against an opponent who never smashes",
        "which rallies does the winner take with three or more smashes"
        " while the loser never smashes?",
    ],
    "net-lift-drop-winner": [
        "net shot, lift, drop winner",
        "rallies ending in a net shot, a lift and a winning drop",
        "a player's net shot is lifted and the same player drops it for a winner",
        "the opponent lifts a net shot and then loses the point to a drop winner",
        "which points end with a drop winner after a net shot was lifted?",
    ],
    "clear-answered-by-drive": [
        "clear answered by a drive",
        "rallies where a clear is returned with a drive",
        "a player clears and the opponent replies with a drive",
        "a drive hit in reply to a clear",
        "which rallies have a clear followed immediately by a drive?",
    ],
    "smash-answered-by-smash": [
        "smash answered by a smash",
        "rallies where a smash is returned with another smash",
        "a player smashes and the opponent smashes right back",
        "one smash met by a smash from the other side",
        "which rallies contain a smash answered with a smash?",
    ],
    "return-drive-receiver-wins": [
        "receiver drives the return and wins",
        "rallies the receiver wins after returning serve with a drive",
        "the receiver answers the serve with a drive and takes the point",
        "points won by the receiver whose return of serve is a drive",
        "which rallies does the receiver win after driving the return of serve?",
    ],
    "receiver-never-lifts-loses": [
        "receiver never lifts and loses",
        "rallies the server wins without the receiver lifting once",
        "the receiver plays no lifts and loses the point",
        "points lost by a receiver who never lifts",
        "which rallies does the receiver lose without ever lifting?",
    ],
    "out-rear-right": [
        "out in the rear right",
        "rallies ending with the shuttle out in the back-right corner",
        "the last shot lands out in the rear right of the court",
        "points lost by hitting out into the rear right",
        "which rallies end out in the rear-right zone?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
