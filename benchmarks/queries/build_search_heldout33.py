"""Write the thirty-third held-out search query set, ``search_heldout33.jsonl``, from the corpus.

Written in stop 40 after the changes that held-out 32 and the stop's later probes led to, to
be run once and never used to tune: a measure of that code on queries nobody had read. The
nine development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and sixteen new intents in
four wordings each, across every category. The relevant rallies come from the predicates,
plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout33``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout33 [--root DATA] [--check]
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
    consecutive,
    intent,
    known_after_serve,
    outright,
    plays,
    rally_run,
    rear_court_pinned,
    shots_by,
    straight,
    then_own,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout33.jsonl")
SPLIT = "heldout33"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def net_drive_lift(r: Rally) -> bool:
    """A net-family shot, a drive-family shot, then a lift (either kind), on consecutive
    shots."""
    return consecutive(r, NET, DRIVE, LIFT)


@intent("sequence", into=INTENTS)
def lift_then_own_drop(r: Rally) -> bool:
    """A lift (either kind), and the same player's next shot is a drop (either kind)."""
    return then_own(r, LIFT, DROP)


@intent("strategic", into=INTENTS)
def receiver_more_pushes_than_lifts(r: Rally) -> bool:
    """The receiver plays more pushes than lifts (either kind)."""
    rec = other(r.server)
    return shots_by(r, rec, {"push"}) > shots_by(r, rec, LIFT)


@intent("strategic", into=INTENTS)
def receiver_two_smashes_loses(r: Rally) -> bool:
    """The receiver plays at least two smashes (either kind) and loses the rally."""
    return shots_by(r, other(r.server), SMASH) >= 2 and r.winner == r.server


@intent("zone", into=INTENTS)
def straight_drop_winner(r: Rally) -> bool:
    """The final shot is a drop (either kind) played straight (``truth.straight``) that
    lands in unreturned, for its hitter's point."""
    return r.shots[-1].kind in DROP and straight(r.shots[-1]) and outright(r)


@intent("zone", into=INTENTS)
def straight_drop_from_rear_right(r: Rally) -> bool:
    """A drop (either kind) hit from the rear-right zone and played straight
    (``truth.straight``)."""
    return any(s.kind in DROP and straight(s) and s.hit_zone == "rear-right" for s in r.shots)


@intent("anchor", into=INTENTS)
def eighth_shot_lift(r: Rally) -> bool:
    """The eighth shot is a lift (either kind)."""
    return len(r.shots) >= 8 and r.shots[7].kind in LIFT


@intent("anchor", into=INTENTS)
def fourth_last_smash(r: Rally) -> bool:
    """The fourth shot from the end is a smash (either kind)."""
    return len(r.shots) >= 4 and r.shots[-4].kind in SMASH


@intent("negation", into=INTENTS)
def no_push_receiver_wins_12(r: Rally) -> bool:
    """A rally of at least 12 shots with no push (either player) that the receiver wins;
    only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 12 or not known_after_serve(r) or r.winner != other(r.server):
        return False
    return not any(s.kind == "push" for s in r.shots)


@intent("negation", into=INTENTS)
def loser_no_drive_14(r: Rally) -> bool:
    """A rally of at least 14 shots in which the loser plays no drive-family shot; only
    rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 14 or not known_after_serve(r) or r.winner is None:
        return False
    return shots_by(r, r.loser, DRIVE) == 0


@intent("run", into=INTENTS)
def drive_run_4_server_wins(r: Rally) -> bool:
    """At least four drive-family shots in a row (either player) in a rally the server
    wins."""
    return rally_run(r, DRIVE, 4) and r.winner == r.server


@intent("score", into=INTENTS)
def server_leading_four_loses(r: Rally) -> bool:
    """The server leads by at least four points before the rally and loses it."""
    return trailing_by(r, other(r.server)) >= 4 and r.winner == other(r.server)


@intent("tactic", into=INTENTS)
def rear_pinned_server_wins(r: Rally) -> bool:
    """Pinned in the rear court, then escaped (``truth.rear_court_pinned``), in a rally the
    server wins."""
    return rear_court_pinned(r) and r.winner == r.server


@intent("player", into=INTENTS)
def chou_smash_winner(r: Rally) -> bool:
    """Chou Tien Chen wins the rally with a smash (either kind) that lands in unreturned."""
    return plays(r, "CHOU Tien Chen", "winner") and r.shots[-1].kind in SMASH and outright(r)


@intent("shot", into=INTENTS)
def backhand_smash_winner(r: Rally) -> bool:
    """The final shot is a smash (either kind) played on the backhand that lands in
    unreturned, for its hitter's point."""
    return r.shots[-1].kind in SMASH and r.shots[-1].backhand and outright(r)


@intent("rally", into=INTENTS)
def server_wins_16_to_20(r: Rally) -> bool:
    """A rally of sixteen to twenty shots that the server wins."""
    return 16 <= len(r.shots) <= 20 and r.winner == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush that kills the net shot and wins",
        "the opponent rushes a net shot for the point",
    ],
    "clear-out": [
        "clears that go over the baseline and lose the rally",
        "the rally ends on a clear landing out",
    ],
    "drop-winner": [
        "the opponent never reaches the final drop",
        "points ended by a winning drop",
    ],
    "crossnet-winner": [
        "a winning cross net",
        "the last shot is a cross-court net shot that wins",
    ],
    "netshot-into-net": [
        "a net shot that catches the tape and loses the rally",
        "rallies ending with a net shot in the net",
    ],
    "misjudged-leave": [
        "a shot left by the opponent that lands inside",
        "the receiving player's leave is wrong and the shuttle is in",
    ],
    "passive-drop-punished": [
        "a passive drop answered by a winning kill",
        "the rally ends when a passive drop gets killed",
    ],
    "lift-punished": [
        "a lift the opponent smashes for the point",
        "smash winners off lifts",
    ],
    "marin-drop": [
        "drop winners from Marin",
        "Carolina Marin drops for an outright winner",
    ],
    "net-drive-lift": [
        "a net shot, a drive, then a lift",
        "net shot, drive, lift on consecutive shots",
        "a net shot is driven back and the drive is lifted",
        "a lift straight after a drive that answered a net shot",
    ],
    "lift-then-own-drop": [
        "a player lifts and then drops with their next shot",
        "a lift followed by the same player's drop",
        "after lifting, the same player's next shot is a drop",
        "someone lifts, then drops on their next shot",
    ],
    "receiver-more-pushes-than-lifts": [
        "the receiver pushes more than they lift",
        "more pushes than lifts from the receiver",
        "the receiving player plays more pushes than lifts",
        "rallies where the receiver hits more pushes than lobs",
    ],
    "receiver-two-smashes-loses": [
        "the receiver smashes at least twice and loses",
        "two or more smashes from the receiver, who loses the rally",
        "rallies the receiver loses after smashing 2+ times",
        "the receiving player smashes twice or more but the server wins",
    ],
    "straight-drop-winner": [
        "a straight drop winner",
        "the rally is won by a drop played down the line",
        "an outright straight drop",
        "points won with a drop down the line that is not returned",
    ],
    "straight-drop-from-rear-right": [
        "a straight drop from the rear right",
        "drops hit down the line from the back right corner",
        "a drop played straight from the right side of the rear court",
        "straight drops from the rear-right",
    ],
    "eighth-shot-lift": [
        "the eighth shot is a lift",
        "a lift as the 8th shot",
        "the receiver lifts with their fourth shot",
        "a lob on shot eight",
    ],
    "fourth-last-smash": [
        "the fourth shot from the end is a smash",
        "a smash three shots before the final one",
        "the fourth-to-last shot is a smash",
        "a smash, then three more shots and the rally is over",
    ],
    "no-push-receiver-wins-12": [
        "a rally of 12+ shots without a push that the receiver wins",
        "the receiver wins a twelve-shot-or-longer rally with no pushes",
        "no pushes in a rally of at least 12 shots won by the receiver",
        "rallies of twelve or more shots, no pushing from either player, receiver wins",
    ],
    "loser-no-drive-14": [
        "the loser never drives in a rally of 14+ shots",
        "a rally of at least fourteen shots in which the losing player plays no drive",
        "rallies of 14 or more shots where the loser hits no drives",
        "the player who loses a fourteen-shot-or-longer rally never plays a drive",
    ],
    "drive-run-4-server-wins": [
        "four drives in a row in a rally the server wins",
        "the server wins a rally with at least 4 consecutive drives",
        "rallies won by the server that contain four or more drives back to back",
        "a run of four drives, and the serving player ends up winning the point",
    ],
    "server-leading-four-loses": [
        "the server is four or more points ahead and loses the rally",
        "the server leads by 4+ and loses",
        "rallies lost by the server while leading by at least four",
        "the serving player, up by four points or more, loses the rally",
    ],
    "rear-pinned-server-wins": [
        "pinned in the rear court in a rally the server wins",
        "the server wins a rally in which a player is stuck at the back and escapes",
        "rallies won by the server that show a player pinned at the back",
        "a player trapped in the back court, and the server takes the point",
    ],
    "chou-smash-winner": [
        "Chou Tien Chen wins with a smash",
        "smash winners by Chou Tien Chen",
        "rallies Chou finishes with an unreturned smash",
        "Chou Tien Chen smashing for a winner",
    ],
    "backhand-smash-winner": [
        "a backhand smash winner",
        "rallies won by an outright smash on the backhand",
        "a smash hit with the backhand that is not returned",
        "backhand smashes that win the point",
    ],
    "server-wins-16-to-20": [
        "the server wins a rally of sixteen to twenty shots",
        "rallies of 16-20 shots won by the server",
        "the serving player takes a rally lasting between sixteen and twenty shots",
        "rallies of sixteen, seventeen, eighteen, nineteen or twenty shots that the server wins",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
