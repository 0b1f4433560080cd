"""Write the fifty-fourth held-out search query set, ``search_heldout54.jsonl``, from the corpus.

Written in stop 48, after held-out 53's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eleven new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout54``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout54 [--root DATA] [--check]
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
    four_corners,
    intent,
    known_after_serve,
    own_run,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout54.jsonl")
SPLIT = "heldout54"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drive_net_lift(r: Rally) -> bool:
    """A drive-family shot, a net-family shot and a lift (either kind), on consecutive
    shots."""
    return consecutive(r, DRIVE, NET, LIFT)


@intent("sequence", into=INTENTS)
def lift_smash_twice(r: Rally) -> bool:
    """A lift, a smash, a lift and a smash (either kinds), on consecutive shots."""
    return consecutive(r, LIFT, SMASH, LIFT, SMASH)


@intent("anchor", into=INTENTS)
def short_serve_fifth_smash(r: Rally) -> bool:
    """The serve is a short service and the fifth shot is a smash (either kind)."""
    s = r.shots
    return len(s) >= 5 and s[0].kind == "short service" and s[4].kind in SMASH


@intent("anchor", into=INTENTS)
def penultimate_drive_receiver_wins(r: Rally) -> bool:
    """The second-to-last shot is a drive-family shot and the receiver won the rally."""
    return len(r.shots) >= 2 and r.shots[-2].kind in DRIVE and r.winner == r.receiver


@intent("strategic", into=INTENTS)
def winner_more_clears_than_drops(r: Rally) -> bool:
    """The rally's winner plays more clears than drops (either kind)."""
    if r.winner is None:
        return False
    return shots_by(r, r.winner, {"clear"}) > shots_by(r, r.winner, DROP)


@intent("strategic", into=INTENTS)
def loser_two_drives_and_smash(r: Rally) -> bool:
    """The rally's loser plays at least two drive-family shots and at least one smash
    (either kind)."""
    if r.winner is None:
        return False
    return shots_by(r, r.loser, DRIVE) >= 2 and shots_by(r, r.loser, SMASH) >= 1


@intent("negation", into=INTENTS)
def no_smash_no_clear_8(r: Rally) -> bool:
    """A rally of at least eight shots with no smash (either kind) and no clear; only
    rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 8 or not known_after_serve(r):
        return False
    return not any(s.kind in SMASH | {"clear"} for s in r.shots)


@intent("zone", into=INTENTS)
def drop_from_mid_centre(r: Rally) -> bool:
    """A drop (either kind) hit from the mid-centre zone."""
    return any(s.kind in DROP and s.hit_zone == "mid-centre" for s in r.shots)


@intent("score", into=INTENTS)
def receiver_on_19_wins(r: Rally) -> bool:
    """The receiver has at least 19 points before the rally and wins it."""
    a, b = r.score_before
    return (a if r.receiver == "A" else b) >= 19 and r.winner == r.receiver


@intent("run", into=INTENTS)
def server_three_net_shots_running(r: Rally) -> bool:
    """The server plays net-family shots on three consecutive own shots."""
    return own_run(r, r.server, NET, 3)


@intent("tactic", into=INTENTS)
def four_corners_long_serve(r: Rally) -> bool:
    """Four corners (``truth.four_corners``) in a rally that starts with a long service."""
    return four_corners(r) and r.shots[0].kind == "long service"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot killed with a rush for the point",
        "rallies where a rush off a net shot ends it in the rusher's favour",
    ],
    "clear-out": [
        "clears that sail long and end the point",
        "the final lift goes out",
    ],
    "drop-winner": [
        "a winning drop shot",
        "points ended by a drop that lands untouched",
    ],
    "crossnet-winner": [
        "a cross-net winner",
        "the rally ends with a crosscourt net shot that is never returned",
    ],
    "netshot-into-net": [
        "a net shot caught in the tape",
        "net shots that end the rally in the net",
    ],
    "misjudged-leave": [
        "leaving a shuttle that was in",
        "the rally ends on a bad leave",
    ],
    "passive-drop-punished": [
        "a soft drop punished at once for the point",
        "passive drops that the opponent kills",
    ],
    "lift-punished": [
        "a lift smashed for a winner",
        "the opponent smashes a lob to win the point",
    ],
    "marin-drop": [
        "drop shots by Marin that win outright",
        "Carolina Marin ends the point with a drop nobody returns",
    ],
    "drive-net-lift": [
        "drive, net shot, lift",
        "a drive answered at the net and then lifted",
        "one player drives, the other plays a net shot, and the driver lifts",
        "which rallies have a drive, then a net shot, then a lift?",
    ],
    "lift-smash-twice": [
        "lift, smash, lift, smash",
        "rallies with two lifts each smashed straight back",
        "a player lifts, gets smashed, lifts again and gets smashed again",
        "which rallies have a lift and a smash followed by another lift and smash?",
    ],
    "short-serve-fifth-smash": [
        "short serve, smash on shot 5",
        "rallies that start with a short serve and have a smash as the fifth shot",
        "the server serves short and smashes with their third shot",
        "which rallies with a short serve have a smash on the fifth stroke?",
    ],
    "penultimate-drive-receiver-wins": [
        "drive second to last, receiver wins",
        "rallies the receiver wins where the penultimate shot is a drive",
        "the shot before the last one is a drive and the receiver takes the point",
        "which rallies won by the receiver have a drive as the second-to-last shot?",
    ],
    "winner-more-clears-than-drops": [
        "winner clears more than drops",
        "rallies won by the player with more clears than drops",
        "the player who wins the point hits more clears than drop shots",
        "which rallies does the winner take while clearing more often than dropping?",
    ],
    "loser-two-drives-and-smash": [
        "loser drives twice and smashes",
        "rallies where the loser plays at least two drives and a smash",
        "the player who loses hits two or more drives and at least one smash",
        "which rallies are lost by a player with two drives and a smash?",
    ],
    "no-smash-no-clear-8": [
        "8+ shots, no smashes, no clears",
        "rallies of at least eight shots with no smash and no clear",
        "nobody smashes or clears in a rally of eight shots or more",
        "which rallies of 8 or more shots have no smashes and no clears?",
    ],
    "drop-from-mid-centre": [
        "drop from the mid centre",
        "rallies with a drop hit from the middle of the midcourt",
        "a player drops from the centre of the midcourt",
        "which rallies have a drop played from the mid-centre zone?",
    ],
    "receiver-on-19-wins": [
        "receiver on 19 or more wins",
        "rallies won by the receiver when they already have at least 19 points",
        "the receiver has 19 points or more and takes the rally",
        "which rallies does the receiver win while on 19+ points?",
    ],
    "server-three-net-shots-running": [
        "server plays three net shots in a row",
        "rallies where the server hits net shots on three straight shots",
        "the server keeps playing at the net, three net shots in a row",
        "which rallies have the server play three consecutive net shots?",
    ],
    "four-corners-long-serve": [
        "four corners after a long serve",
        "rallies starting with a long serve in which a player is moved to all four corners",
        "the server serves long and one player gets run to every corner of the court",
        "which rallies with a long serve have a four-corners pattern?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
