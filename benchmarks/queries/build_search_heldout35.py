"""Write the thirty-fifth held-out search query set, ``search_heldout35.jsonl``, from the corpus.

Written in stop 41 after the changes that held-out 34 and the stop's probes led to, to be
run once and never used to tune: a measure of that code on queries nobody had read. The
nine development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eighteen new intents
in four wordings each, across every category. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout35``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout35 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import (
    DRIVE,
    DROP,
    LIFT,
    NET,
    SMASH,
    Intent,
    answered,
    consecutive,
    cross_court,
    four_corners,
    intent,
    known_after_serve,
    outright,
    plays,
    rally_run,
    shots_by,
    straight,
    then_own,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout35.jsonl")
SPLIT = "heldout35"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drop_answered_by_lift(r: Rally) -> bool:
    """A drop (either kind) and the other player's next shot, straight after it, is a lift
    (either kind)."""
    return answered(r, DROP, LIFT)


@intent("sequence", into=INTENTS)
def push_then_own_drop(r: Rally) -> bool:
    """A push, and the same player's next shot is a drop (either kind)."""
    return then_own(r, {"push"}, DROP)


@intent("sequence", into=INTENTS)
def lift_drop_lift(r: Rally) -> bool:
    """A lift (either kind), a drop (either kind), then a lift (either kind), on
    consecutive shots."""
    return consecutive(r, LIFT, DROP, LIFT)


@intent("strategic", into=INTENTS)
def winner_more_drops_than_lifts(r: Rally) -> bool:
    """The rally's winner plays more drops (either kind) than lifts (either kind)."""
    return r.winner is not None and shots_by(r, r.winner, DROP) > shots_by(r, r.winner, LIFT)


@intent("strategic", into=INTENTS)
def server_three_smashes_loses(r: Rally) -> bool:
    """The server plays at least three smashes (either kind) and loses the rally."""
    return shots_by(r, r.server, SMASH) >= 3 and r.winner == other(r.server)


@intent("strategic", into=INTENTS)
def both_two_drops(r: Rally) -> bool:
    """Each player plays at least two drops (either kind)."""
    return all(shots_by(r, side, DROP) >= 2 for side in ("A", "B"))


@intent("zone", into=INTENTS)
def straight_drop_from_rear_left(r: Rally) -> bool:
    """A drop (either kind) hit from the rear-left zone and played straight
    (``truth.straight``)."""
    return any(s.kind in DROP and straight(s) and s.hit_zone == "rear-left" for s in r.shots)


@intent("zone", into=INTENTS)
def cross_clear_from_rear_right(r: Rally) -> bool:
    """A clear hit from the rear-right zone and played cross-court (``truth.cross_court``)."""
    return any(s.kind == "clear" and cross_court(s) and s.hit_zone == "rear-right" for s in r.shots)


@intent("anchor", into=INTENTS)
def fifth_or_sixth_smash(r: Rally) -> bool:
    """The fifth or the sixth shot is a smash (either kind)."""
    return any(len(r.shots) > k and r.shots[k].kind in SMASH for k in (4, 5))


@intent("anchor", into=INTENTS)
def ninth_shot_net(r: Rally) -> bool:
    """The ninth shot is a net-family shot."""
    return len(r.shots) >= 9 and r.shots[8].kind in NET


@intent("negation", into=INTENTS)
def winner_no_smash_10(r: Rally) -> bool:
    """A rally of at least 10 shots in which the winner plays no smash (either kind); only
    rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r) or r.winner is None:
        return False
    return shots_by(r, r.winner, SMASH) == 0


@intent("negation", into=INTENTS)
def no_drive_receiver_wins_12(r: Rally) -> bool:
    """A rally of at least 12 shots with no drive-family shot (either player) that the
    receiver wins; only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 12 or not known_after_serve(r) or r.winner != other(r.server):
        return False
    return not any(s.kind in DRIVE for s in r.shots)


@intent("run", into=INTENTS)
def push_run_2_receiver_wins(r: Rally) -> bool:
    """At least two pushes in a row (either player) in a rally the receiver wins."""
    return rally_run(r, {"push"}, 2) and r.winner == other(r.server)


@intent("score", into=INTENTS)
def server_leading_two_loses(r: Rally) -> bool:
    """The server leads by at least two points before the rally and loses it."""
    return trailing_by(r, other(r.server)) >= 2 and r.winner == other(r.server)


@intent("tactic", into=INTENTS)
def four_corners_second_set(r: Rally) -> bool:
    """A player moved to all four corners (``truth.four_corners``) in the second set."""
    return four_corners(r) and r.set_no == 2


@intent("player", into=INTENTS)
def axelsen_net_winner(r: Rally) -> bool:
    """Viktor Axelsen wins the rally with a net-family shot that lands in unreturned."""
    return plays(r, "Viktor AXELSEN", "winner") and r.shots[-1].kind in NET and outright(r)


@intent("shot", into=INTENTS)
def backhand_net_into_net(r: Rally) -> bool:
    """The final shot is a net-family shot played on the backhand that ends in the net."""
    return r.shots[-1].kind in NET and r.shots[-1].backhand and r.ending == "net"


@intent("rally", into=INTENTS)
def server_wins_3_to_5(r: Rally) -> bool:
    """A rally of three to five shots that the server wins."""
    return 3 <= len(r.shots) <= 5 and r.winner == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot that the winner rushes",
        "the rally is won by rushing a net shot",
    ],
    "clear-out": [
        "a clear hit out to lose the point",
        "the final lift goes over the back line",
    ],
    "drop-winner": [
        "drops that end the rally untouched",
        "a drop for a clean winner",
    ],
    "crossnet-winner": [
        "an unreturned crosscourt net shot ends the rally",
        "rallies won by a cross net that the opponent cannot reach",
    ],
    "netshot-into-net": [
        "a net shot into the tape to end the point",
        "the rally finishes with a net shot that stays on its side",
    ],
    "misjudged-leave": [
        "the shuttle is left alone but lands in",
        "a player lets the shuttle go and it is in",
    ],
    "passive-drop-punished": [
        "a passive drop that is put away for a winner",
        "a passive drop killed by the other player for the point",
    ],
    "lift-punished": [
        "a lob that is smashed away for the point",
        "an outright smash off the opponent's lob",
    ],
    "marin-drop": [
        "Carolina Marin finishes the rally with an unreturned drop",
        "points Marin wins with a drop winner",
    ],
    "drop-answered-by-lift": [
        "a drop answered with a lift",
        "a drop that the opponent lifts back",
        "the other player replies to a drop with a lob",
        "lifts played in reply to a drop",
    ],
    "push-then-own-drop": [
        "a player pushes and then drops with their next shot",
        "a push followed by the same player's drop",
        "after pushing, the same player's next shot is a drop",
        "someone plays a push, then drops on their next shot",
    ],
    "lift-drop-lift": [
        "a lift, a drop, then another lift",
        "lift, drop, lift on consecutive shots",
        "a lift is dropped and the drop is lifted",
        "a lob straight after a drop that answered a lob",
    ],
    "winner-more-drops-than-lifts": [
        "the winner drops more than they lift",
        "more drops than lifts from the winner",
        "the winning player plays more drops than lobs",
        "rallies where the winner hits more drops than lifts",
    ],
    "server-three-smashes-loses": [
        "the server smashes at least three times and loses",
        "three or more smashes from the server, who loses the rally",
        "rallies the server loses after smashing 3+ times",
        "the serving player smashes three times or more but the receiver wins",
    ],
    "both-two-drops": [
        "both players drop at least twice",
        "each player plays two or more drops",
        "rallies where both players hit 2+ drops",
        "two drops or more from each side",
    ],
    "straight-drop-from-rear-left": [
        "a straight drop from the rear left",
        "drops hit down the line from the back left corner",
        "a drop played straight from the left side of the rear court",
        "straight drops from the rear-left",
    ],
    "cross-clear-from-rear-right": [
        "a cross-court clear from the rear right",
        "clears hit crosscourt from the back right corner",
        "a clear played cross-court from the right side of the rear court",
        "cross clears from the rear-right",
    ],
    "fifth-or-sixth-smash": [
        "the fifth or sixth shot is a smash",
        "a smash as the 5th or 6th shot",
        "a smash on shot five or shot six",
        "a smash on the fifth or the sixth shot",
    ],
    "ninth-shot-net": [
        "the ninth shot is a net shot",
        "a net shot as the 9th shot",
        "the server plays a net shot with their fifth shot",
        "a net shot on shot nine",
    ],
    "winner-no-smash-10": [
        "the winner never smashes in a rally of 10+ shots",
        "a rally of at least ten shots in which the winning player plays no smash",
        "rallies of 10 or more shots where the winner hits no smashes",
        "no smash from the winner in a ten-shot-or-longer rally",
    ],
    "no-drive-receiver-wins-12": [
        "a rally of 12+ shots without a drive that the receiver wins",
        "the receiver wins a twelve-shot-or-longer rally with no drives",
        "no drives in a rally of at least 12 shots won by the receiver",
        "rallies of twelve or more shots, no driving from either player, receiver wins",
    ],
    "push-run-2-receiver-wins": [
        "two pushes in a row in a rally the receiver wins",
        "the receiver wins a rally with at least 2 consecutive pushes",
        "rallies won by the receiver that contain two or more pushes back to back",
        "a run of two pushes, and the receiving player ends up winning the point",
    ],
    "server-leading-two-loses": [
        "the server is two or more points ahead and loses the rally",
        "the server leads by 2+ and loses",
        "rallies lost by the server while leading by at least two",
        "the serving player, up by two points or more, loses the rally",
    ],
    "four-corners-second-set": [
        "four corners in the second set",
        "a player moved to all four corners in the second game",
        "rallies in set two where one player is sent to every corner",
        "a four-corners rally in the second set",
    ],
    "axelsen-net-winner": [
        "Viktor Axelsen wins with a net shot",
        "net shot winners by Axelsen",
        "rallies Axelsen finishes with an unreturned net shot",
        "Axelsen playing a net shot for a winner",
    ],
    "backhand-net-into-net": [
        "a backhand net shot into the net",
        "rallies that end with a backhand net shot in the net",
        "a net shot hit with the backhand that does not get over",
        "backhand net shots that lose the point in the net",
    ],
    "server-wins-3-to-5": [
        "the server wins a rally of three to five shots",
        "rallies of 3-5 shots won by the server",
        "the serving player takes a rally lasting between three and five shots",
        "rallies of three, four or five shots that the server wins",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
