"""Write the forty-sixth held-out search query set, ``search_heldout46.jsonl``, from the corpus.

Written in stop 46 after held-out 45's fixes and the shorthand, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and sixteen new intents in
four wordings each, as a coach talks to an analyst: "can you pull up ...", "I need clips
of ...", "looking for times when ...", "any examples of ...". The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout46``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout46 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import (
    DROP,
    LIFT,
    NET,
    SMASH,
    Intent,
    consecutive,
    four_corners,
    intent,
    known_after_serve,
    plays,
    rally_run,
    shots_by,
    then_own,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout46.jsonl")
SPLIT = "heldout46"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def rush_lift_smash(r: Rally) -> bool:
    """A rush, a lift (either kind) and a smash (either kind), on consecutive shots."""
    return consecutive(r, {"rush"}, LIFT, SMASH)


@intent("sequence", into=INTENTS)
def net_net_push(r: Rally) -> bool:
    """Two net-family shots and a push, on consecutive shots."""
    return consecutive(r, NET, NET, {"push"})


@intent("sequence", into=INTENTS)
def smash_then_own_clear(r: Rally) -> bool:
    """A smash (either kind), and the same player's next shot is a clear."""
    return then_own(r, SMASH, {"clear"})


@intent("strategic", into=INTENTS)
def winner_more_pushes_than_lifts(r: Rally) -> bool:
    """The rally's winner plays more pushes than lifts (either kind)."""
    return r.winner is not None and shots_by(r, r.winner, {"push"}) > shots_by(r, r.winner, LIFT)


@intent("strategic", into=INTENTS)
def receiver_four_lifts(r: Rally) -> bool:
    """The receiver plays at least four lifts (either kind)."""
    return shots_by(r, r.receiver, LIFT) >= 4


@intent("anchor", into=INTENTS)
def sixth_shot_smash_receiver_wins(r: Rally) -> bool:
    """The sixth shot is a smash (either kind) and the receiver wins."""
    return len(r.shots) >= 6 and r.shots[5].kind in SMASH and r.winner == r.receiver


@intent("anchor", into=INTENTS)
def fifth_last_drop(r: Rally) -> bool:
    """The fifth-to-last shot is a drop (either kind)."""
    return len(r.shots) >= 5 and r.shots[-5].kind in DROP


@intent("negation", into=INTENTS)
def no_smash_no_clear_10(r: Rally) -> bool:
    """A rally of at least ten shots with no smash (either kind) and no clear; only rallies
    whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r):
        return False
    return not any(s.kind in SMASH | {"clear"} for s in r.shots)


@intent("negation", into=INTENTS)
def loser_no_lift_12(r: Rally) -> bool:
    """A rally of at least 12 shots in which the loser plays no lift (either kind); only
    rallies whose shots after the serve all have a known type count."""
    if r.winner is None or len(r.shots) < 12 or not known_after_serve(r):
        return False
    return shots_by(r, other(r.winner), LIFT) == 0


@intent("zone", into=INTENTS)
def smash_rear_right_to_front_right(r: Rally) -> bool:
    """A smash (either kind) hit from the rear-right zone that lands in the front-right
    zone."""
    return any(
        s.kind in SMASH and s.hit_zone == "rear-right" and s.land_zone == "front-right"
        for s in r.shots
    )


@intent("run", into=INTENTS)
def clear_run_5_server_wins(r: Rally) -> bool:
    """At least five clears in a row (either player) in a rally the server wins."""
    return rally_run(r, {"clear"}, 5) and r.winner == r.server


@intent("rally", into=INTENTS)
def receiver_wins_20_plus_third_set(r: Rally) -> bool:
    """A rally of at least 20 shots in the third set that the receiver wins."""
    return len(r.shots) >= 20 and r.winner == r.receiver and r.set_no == 3


@intent("score", into=INTENTS)
def server_trailing_one_wins(r: Rally) -> bool:
    """The server trails by exactly one point before the rally and wins it."""
    return trailing_by(r, r.server) == 1 and r.winner == r.server


@intent("tactic", into=INTENTS)
def four_corners_server_wins_15(r: Rally) -> bool:
    """Moving the opponent to all four corners (``truth.four_corners``) in a rally of at
    least 15 shots that the server wins."""
    return four_corners(r) and r.winner == r.server and len(r.shots) >= 15


@intent("player", into=INTENTS)
def chou_clear_out(r: Rally) -> bool:
    """Chou Tien Chen loses the rally with a clear or a lift (either kind) that lands out."""
    final = r.shots[-1]
    return (
        plays(r, "CHOU Tien Chen", "loser")
        and final.kind in LIFT | {"clear"}
        and (r.ending == "out")
    )


@intent("shot", into=INTENTS)
def backhand_net_out(r: Rally) -> bool:
    """The final shot is a net-family shot played on the backhand, and the rally ended with
    the shuttle out."""
    final = r.shots[-1]
    return final.kind in NET and final.backhand and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "can you pull up rallies where a net shot gets rushed for a winner?",
        "I need clips of the winner rushing the net shot to finish the point",
    ],
    "clear-out": [
        "can you pull up rallies ending in a clear or lob that lands out?",
        "I need clips of points lost by clearing or lifting out",
    ],
    "drop-winner": [
        "can you pull up points won by a drop the opponent can't get to?",
        "I need clips of clean drop winners",
    ],
    "crossnet-winner": [
        "can you pull up rallies won with an unreturned cross net shot?",
        "I need clips of cross-court net winners",
    ],
    "netshot-into-net": [
        "can you pull up rallies ending on a net shot that hits the tape?",
        "I need clips of net shots put into the net to end the rally",
    ],
    "misjudged-leave": [
        "can you pull up points where a player lets the shuttle drop and it's in?",
        "I need clips of bad leaves that land inside the court",
    ],
    "passive-drop-punished": [
        "can you pull up points where a passive drop gets punished with a winner?",
        "I need clips of passive drops killed by the opponent",
    ],
    "lift-punished": [
        "can you pull up points where a lift gets smashed for a winner?",
        "I need clips of lobs being hammered for winners",
    ],
    "marin-drop": [
        "can you pull up Marin's drop winners?",
        "I need clips of Carolina Marin finishing points with drop shots",
    ],
    "rush-lift-smash": [
        "can you pull up a rush, then a lift, then a smash?",
        "I need clips of a rush that gets lifted and the lift smashed",
        "looking for times when a rush is lobbed back and then smashed",
        "any examples of rush, lift, smash on consecutive shots?",
    ],
    "net-net-push": [
        "can you pull up two net shots followed by a push?",
        "I need clips of a net shot, a net reply, then a push",
        "looking for times when a net exchange of two shots ends in a push",
        "any examples of net, net, push in a row?",
    ],
    "smash-then-own-clear": [
        "can you pull up a player smashing and then clearing with their next shot?",
        "I need clips of a smash followed by a clear from the same player",
        "looking for times when someone smashes and their next shot is a clear",
        "any examples of a player going from a smash to a clear on their next shot?",
    ],
    "winner-more-pushes-than-lifts": [
        "can you pull up rallies where the winner pushes more than they lift?",
        "I need clips of rallies won by a player with more pushes than lifts",
        "looking for times when the winning player plays more pushes than lobs",
        "any examples of the winner using the push more than the lift?",
    ],
    "receiver-four-lifts": [
        "can you pull up rallies where the receiver lifts four or more times?",
        "I need clips of the receiver playing at least four lifts",
        "looking for times when the receiving player lobs 4+ times",
        "any examples of rallies with four lifts or more from the receiver?",
    ],
    "sixth-shot-smash-receiver-wins": [
        "can you pull up rallies where the sixth shot is a smash and the receiver wins?",
        "I need clips of a smash on shot 6 in rallies the receiver wins",
        "looking for times when the receiver smashes with their third shot and wins",
        "any examples of the receiver winning after a smash as the 6th shot?",
    ],
    "fifth-last-drop": [
        "can you pull up rallies where the fifth-to-last shot is a drop?",
        "I need clips of a drop four shots before the final shot",
        "looking for times when a drop comes fifth from the end",
        "any examples of a drop as the fifth last shot?",
    ],
    "no-smash-no-clear-10": [
        "can you pull up rallies of 10+ shots with no smash and no clear?",
        "I need clips of rallies of at least ten shots without any smashes or clears",
        "looking for times when nobody smashes or clears in a rally of ten shots or more",
        "any examples of ten-plus-shot rallies free of smashes and clears?",
    ],
    "loser-no-lift-12": [
        "can you pull up rallies of 12+ shots where the loser never lifts?",
        "I need clips of rallies of at least twelve shots with no lift from the losing player",
        "looking for times when the player who loses doesn't lift once in a 12-shot-plus rally",
        "any examples of the loser playing no lifts in a rally of twelve shots or more?",
    ],
    "smash-rear-right-to-front-right": [
        "can you pull up smashes from the rear right into the front right?",
        "I need clips of smashes hit from the back right that land in the right forecourt",
        "looking for times when a player smashes from the rear-right to the front-right",
        "any examples of a smash from the right rear court landing front right?",
    ],
    "clear-run-5-server-wins": [
        "can you pull up rallies with five clears in a row that the server wins?",
        "I need clips of the server winning after at least 5 consecutive clears",
        "looking for times when there are five or more clears back to back and the server wins",
        "any examples of a run of five clears in a rally won by the serving player?",
    ],
    "receiver-wins-20-plus-third-set": [
        "can you pull up third-set rallies of 20+ shots won by the receiver?",
        "I need clips of the receiver winning rallies of at least twenty shots in set three",
        "looking for times when the receiving player takes a 20-shot-plus rally in the decider",
        "any examples of the receiver winning a rally of twenty shots or more in the third set?",
    ],
    "server-trailing-one-wins": [
        "can you pull up rallies the server wins while trailing by one point?",
        "I need clips of the server winning when one point behind",
        "looking for times when the serving player is down by a single point and wins",
        "any examples of the server, behind by exactly one, taking the rally?",
    ],
    "four-corners-server-wins-15": [
        "can you pull up rallies of 15+ shots covering all four corners that the server wins?",
        "I need clips of the server winning a four-corner rally of at least fifteen shots",
        "looking for times when the opponent is moved to all four corners in a 15-shot-plus "
        "rally the server wins",
        "any examples of four-corners rallies of fifteen shots or more won by the server?",
    ],
    "chou-clear-out": [
        "can you pull up rallies Chou Tien Chen loses by clearing out?",
        "I need clips of Chou hitting a clear or lob out to lose the point",
        "looking for times when Chou Tien Chen lifts or clears out",
        "any examples of Chou losing a rally with a clear that lands out?",
    ],
    "backhand-net-out": [
        "can you pull up rallies ending with a backhand net shot that goes out?",
        "I need clips of backhand net shots hit out",
        "looking for times when a net shot on the backhand lands out to end the rally",
        "any examples of a backhand net shot going out?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
