"""Write the thirty-ninth held-out search query set, ``search_heldout39.jsonl``, from the corpus.

Written in stop 45 before any change of the stop, to be run once and never used to tune:
a measure of stop 44's code on queries nobody had read. The
nine development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and seventeen new intents
in four wordings each, across every category. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout39``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout39 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    CORNERS,
    DROP,
    LIFT,
    NET,
    SMASH,
    Intent,
    consecutive,
    intent,
    known_after_serve,
    net_control,
    outright,
    plays,
    rear_court_pinned,
    shots_by,
    then_own,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout39.jsonl")
SPLIT = "heldout39"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def rush_then_own_net(r: Rally) -> bool:
    """A rush, and the same player's next shot is a net-family shot."""
    return then_own(r, {"rush"}, NET)


@intent("sequence", into=INTENTS)
def lift_smash_lift(r: Rally) -> bool:
    """A lift (either kind), a smash (either kind) and a lift (either kind), on consecutive
    shots."""
    return consecutive(r, LIFT, SMASH, LIFT)


@intent("strategic", into=INTENTS)
def loser_four_net_shots(r: Rally) -> bool:
    """The player who loses the rally plays at least four net-family shots."""
    return r.loser is not None and shots_by(r, r.loser, NET) >= 4


@intent("strategic", into=INTENTS)
def winner_smashes_twice_loser_never(r: Rally) -> bool:
    """The winner plays at least two smashes (either kind) and the loser none."""
    if r.winner is None:
        return False
    return shots_by(r, r.winner, SMASH) >= 2 and shots_by(r, r.loser, SMASH) == 0


@intent("zone", into=INTENTS)
def lift_from_rear_court(r: Rally) -> bool:
    """A lift (either kind) hit from the rear court (rear-left, rear-centre or
    rear-right)."""
    return any(s.kind in LIFT and (s.hit_zone or "").startswith("rear-") for s in r.shots)


@intent("zone", into=INTENTS)
def smash_winner_in_a_corner(r: Rally) -> bool:
    """The final shot is a smash (either kind) that lands in one of the four corner zones
    (front or rear, left or right) unreturned, and its hitter wins."""
    final = r.shots[-1]
    return final.kind in SMASH and final.land_zone in CORNERS and outright(r)


@intent("anchor", into=INTENTS)
def tenth_shot_smash(r: Rally) -> bool:
    """The tenth shot is a smash (either kind)."""
    return len(r.shots) >= 10 and r.shots[9].kind in SMASH


@intent("anchor", into=INTENTS)
def fifth_last_lift(r: Rally) -> bool:
    """The fifth-to-last shot is a lift (either kind)."""
    return len(r.shots) >= 5 and r.shots[-5].kind in LIFT


@intent("negation", into=INTENTS)
def receiver_no_net_12(r: Rally) -> bool:
    """A rally of at least 12 shots in which the receiver plays no net-family shot; only
    rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 12 or not known_after_serve(r):
        return False
    return shots_by(r, r.receiver, NET) == 0


@intent("negation", into=INTENTS)
def server_no_clear_10(r: Rally) -> bool:
    """A rally of at least 10 shots in which the server plays no clear; only rallies whose
    shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r):
        return False
    return shots_by(r, r.server, {"clear"}) == 0


@intent("run", into=INTENTS)
def drop_run_2_server_wins(r: Rally) -> bool:
    """Two drops (either kind) in a row (either player) in a rally the server wins."""
    return consecutive(r, DROP, DROP) and r.winner == r.server


@intent("rally", into=INTENTS)
def four_shots_server_wins(r: Rally) -> bool:
    """A rally of exactly four shots that the server wins."""
    return len(r.shots) == 4 and r.winner == r.server


@intent("score", into=INTENTS)
def level_at_15_receiver_wins(r: Rally) -> bool:
    """The score is level at 15 or more before the rally, and the receiver wins it."""
    a, b = r.score_before
    return a == b >= 15 and r.winner == r.receiver


@intent("tactic", into=INTENTS)
def net_control_first_set(r: Rally) -> bool:
    """Net control (``truth.net_control``), in the first set."""
    return net_control(r) and r.set_no == 1


@intent("tactic", into=INTENTS)
def rear_pinned_first_set(r: Rally) -> bool:
    """Pinned in the rear court, then escaped (``truth.rear_court_pinned``), in the first
    set."""
    return rear_court_pinned(r) and r.set_no == 1


@intent("player", into=INTENTS)
def axelsen_smash_into_net(r: Rally) -> bool:
    """Viktor Axelsen loses the rally with a smash (either kind) that goes into the net."""
    return plays(r, "Viktor AXELSEN", "loser") and r.shots[-1].kind in SMASH and r.ending == "net"


@intent("shot", into=INTENTS)
def around_head_drop_winner(r: Rally) -> bool:
    """The final shot is a drop (either kind) played around the head that lands in
    unreturned, and its hitter wins."""
    final = r.shots[-1]
    return final.kind in DROP and final.around_head and outright(r)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot rushed for the winning point",
        "the winner rushes the other player's net shot to end the rally",
    ],
    "clear-out": [
        "a rally lost by hitting a clear long",
        "the final clear lands out of court",
    ],
    "drop-winner": [
        "a drop shot winner",
        "the point is finished by a drop nobody reaches",
    ],
    "crossnet-winner": [
        "a cross-court net shot that wins the point outright",
        "the rally finishes with a crosscourt netshot the opponent never touches",
    ],
    "netshot-into-net": [
        "the last net shot does not get over",
        "the rally ends with a netshot into the tape",
    ],
    "misjudged-leave": [
        "a misjudged shuttle lands in",
        "the player lets the shuttle go and it lands inside the court",
    ],
    "passive-drop-punished": [
        "a passive drop is punished for a winner",
        "the opponent finishes off a passive drop with a winning shot",
    ],
    "lift-punished": [
        "a lift smashed down for a winner",
        "the last two shots are a lift and a winning smash",
    ],
    "marin-drop": [
        "Marin finishes the rally with a drop shot winner",
        "rallies Carolina Marin wins with a drop that lands untouched",
    ],
    "rush-then-own-net": [
        "a player rushes and then plays a net shot with their next shot",
        "a rush followed by the same player's net shot",
        "after a rush, that player's next shot is a net shot",
        "someone rushes, then plays a net shot on their next shot",
    ],
    "lift-smash-lift": [
        "a lift, then a smash, then a lift",
        "lift, smash, lift on consecutive shots",
        "a lift smashed and the smash lifted again",
        "a smash straight after a lift, followed at once by another lift",
    ],
    "loser-four-net-shots": [
        "the loser plays at least four net shots",
        "four or more net shots from the player who loses the rally",
        "rallies where the losing player hits 4+ net shots",
        "the player who loses the point plays the net four times or more",
    ],
    "winner-smashes-twice-loser-never": [
        "the winner smashes at least twice and the loser never smashes",
        "two or more smashes from the winning player and none from the loser",
        "rallies where the winner hits 2+ smashes and the losing player hits none",
        "the player who wins the point smashes twice or more while the other player never does",
    ],
    "lift-from-rear-court": [
        "a lift from the rear court",
        "lifts hit from the back of the court",
        "a lob played from deep in the court",
        "a player lifts from the back court",
    ],
    "smash-winner-in-a-corner": [
        "a smash winner that lands in a corner",
        "the rally ends with an unreturned smash into one of the four corners",
        "a smash into a corner of the court that wins the point outright",
        "smash winners landing in the corners",
    ],
    "tenth-shot-smash": [
        "the tenth shot is a smash",
        "a smash as the 10th shot",
        "the receiver smashes with their fifth shot",
        "a smash on shot ten",
    ],
    "fifth-last-lift": [
        "the fifth-to-last shot is a lift",
        "a lift as the fifth last shot",
        "the fifth shot from the end is a lob",
        "the lift comes fifth from the end of the rally",
    ],
    "receiver-no-net-12": [
        "the receiver never plays a net shot in a rally of 12+ shots",
        "a rally of at least twelve shots in which the receiving player plays no net shot",
        "rallies of 12 or more shots where the receiver hits no net shots",
        "no net shot from the receiver in a twelve-shot-or-longer rally",
    ],
    "server-no-clear-10": [
        "the server never clears in a rally of 10+ shots",
        "a rally of at least ten shots in which the serving player plays no clear",
        "rallies of 10 or more shots where the server hits no clears",
        "no clear from the server in a ten-shot-or-longer rally",
    ],
    "drop-run-2-server-wins": [
        "two drops in a row in a rally the server wins",
        "the server wins a rally with 2 consecutive drops",
        "rallies won by the server that contain two drop shots back to back",
        "a drop answered by a drop, and the serving player ends up winning the point",
    ],
    "four-shots-server-wins": [
        "a four-shot rally won by the server",
        "the server wins a rally of exactly 4 shots",
        "rallies exactly four shots long that the serving player wins",
        "the server takes the point in a rally lasting 4 shots",
    ],
    "level-at-15-receiver-wins": [
        "the receiver wins a rally with the score level at 15 or more",
        "level at 15-all or later, and the receiving player wins the point",
        "rallies won by the receiver when the scores are tied at fifteen or higher",
        "with both players on the same score of at least 15, the receiver takes the rally",
    ],
    "net-control-first-set": [
        "net control in the first set",
        "a player dominates the net in the opening set",
        "rallies in set one where a player takes control of the net",
        "a net-control rally in the first set",
    ],
    "rear-pinned-first-set": [
        "pinned in the rear court in the first set",
        "a player is stuck at the back of the court and escapes, in the opening set",
        "rallies in set one where a player is trapped in the back court before getting out",
        "a rear-court-pinned rally in the first set",
    ],
    "axelsen-smash-into-net": [
        "Axelsen loses the rally with a smash into the net",
        "Viktor Axelsen smashes into the net",
        "rallies Axelsen loses by hitting a smash into the tape",
        "an Axelsen smash that fails to clear the net",
    ],
    "around-head-drop-winner": [
        "an around-the-head drop winner",
        "a drop played around the head that wins the rally outright",
        "the rally ends with an unreturned round-the-head drop",
        "winning drops hit around the head",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
