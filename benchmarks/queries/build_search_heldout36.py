"""Write the thirty-sixth held-out search query set, ``search_heldout36.jsonl``, from the corpus.

Written in stop 42 before any change of the stop, to be run once and never used to tune:
a measure of stop 41's code on queries nobody had read. The
nine development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eighteen new intents
in four wordings each, across every category. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout36``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout36 [--root DATA] [--check]
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
    intent,
    known_after_serve,
    net_control,
    outright,
    plays,
    rally_run,
    shots_by,
    straight,
    then_own,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout36.jsonl")
SPLIT = "heldout36"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drive_answered_by_smash(r: Rally) -> bool:
    """A drive-family shot and the other player's next shot, straight after it, is a smash
    (either kind)."""
    return answered(r, DRIVE, SMASH)


@intent("sequence", into=INTENTS)
def net_then_own_rush(r: Rally) -> bool:
    """A net-family shot, and the same player's next shot is a rush."""
    return then_own(r, NET, {"rush"})


@intent("sequence", into=INTENTS)
def drop_net_net(r: Rally) -> bool:
    """A drop (either kind), then two net-family shots, on consecutive shots."""
    return consecutive(r, DROP, NET, NET)


@intent("strategic", into=INTENTS)
def winner_more_clears_than_net(r: Rally) -> bool:
    """The rally's winner plays more clears than net-family shots."""
    return r.winner is not None and shots_by(r, r.winner, {"clear"}) > shots_by(r, r.winner, NET)


@intent("strategic", into=INTENTS)
def server_two_pushes_wins(r: Rally) -> bool:
    """The server plays at least two pushes and wins the rally."""
    return shots_by(r, r.server, {"push"}) >= 2 and r.winner == r.server


@intent("zone", into=INTENTS)
def straight_smash_from_mid_right(r: Rally) -> bool:
    """A smash (either kind) hit from the mid-right zone and played straight
    (``truth.straight``)."""
    return any(s.kind in SMASH and straight(s) and s.hit_zone == "mid-right" for s in r.shots)


@intent("zone", into=INTENTS)
def lift_lands_mid_left(r: Rally) -> bool:
    """A lift (either kind) that lands in the mid-left zone."""
    return any(s.kind in LIFT and s.land_zone == "mid-left" for s in r.shots)


@intent("zone", into=INTENTS)
def cross_drop_from_rear_right(r: Rally) -> bool:
    """A drop (either kind) hit from the rear-right zone and played cross-court
    (``truth.cross_court``)."""
    return any(s.kind in DROP and cross_court(s) and s.hit_zone == "rear-right" for s in r.shots)


@intent("anchor", into=INTENTS)
def third_or_fourth_drop(r: Rally) -> bool:
    """The third or the fourth shot is a drop (either kind)."""
    return any(len(r.shots) > k and r.shots[k].kind in DROP for k in (2, 3))


@intent("anchor", into=INTENTS)
def tenth_shot_clear(r: Rally) -> bool:
    """The tenth shot is a clear."""
    return len(r.shots) >= 10 and r.shots[9].kind == "clear"


@intent("anchor", into=INTENTS)
def fourth_shot_rush(r: Rally) -> bool:
    """The fourth shot is a rush."""
    return len(r.shots) >= 4 and r.shots[3].kind == "rush"


@intent("negation", into=INTENTS)
def no_smash_server_wins_12(r: Rally) -> bool:
    """A rally of at least 12 shots with no smash (either kind, either player) that the
    server wins; only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 12 or not known_after_serve(r) or r.winner != r.server:
        return False
    return not any(s.kind in SMASH for s in r.shots)


@intent("negation", into=INTENTS)
def receiver_no_drop_10(r: Rally) -> bool:
    """A rally of at least 10 shots in which the receiver plays no drop (either kind); only
    rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r):
        return False
    return shots_by(r, other(r.server), DROP) == 0


@intent("run", into=INTENTS)
def lift_run_2_server_wins(r: Rally) -> bool:
    """At least two lifts (either kind) in a row (either player) in a rally the server
    wins."""
    return rally_run(r, LIFT, 2) and r.winner == r.server


@intent("score", into=INTENTS)
def server_trailing_three_loses(r: Rally) -> bool:
    """The server trails by at least three points before the rally and loses it."""
    return trailing_by(r, r.server) >= 3 and r.winner == other(r.server)


@intent("tactic", into=INTENTS)
def net_control_second_set(r: Rally) -> bool:
    """Net control (``truth.net_control``) in the second set."""
    return net_control(r) and r.set_no == 2


@intent("player", into=INTENTS)
def ng_ka_long_drop_winner(r: Rally) -> bool:
    """Ng Ka Long Angus wins the rally with a drop (either kind) that lands in unreturned."""
    return plays(r, "NG Ka Long Angus", "winner") and r.shots[-1].kind in DROP and outright(r)


@intent("shot", into=INTENTS)
def backhand_lift_out(r: Rally) -> bool:
    """The final shot is a lift (either kind) played on the backhand that goes out."""
    return r.shots[-1].kind in LIFT and r.shots[-1].backhand and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot rushed for a winner by the player who wins",
        "the point ends with a rush off a net shot, won by the rusher",
    ],
    "clear-out": [
        "a clear or lob that lands beyond the baseline to end the rally",
        "the last shot is a high clear that flies out",
    ],
    "drop-winner": [
        "a drop that lands and ends the point",
        "the opponent never touches the final drop",
    ],
    "crossnet-winner": [
        "a cross-court net shot for the winner",
        "an unanswered crosscourt net shot finishes the rally",
    ],
    "netshot-into-net": [
        "the last net shot hits the net",
        "a net shot that does not cross ends the rally",
    ],
    "misjudged-leave": [
        "a shuttle left by the player that drops inside the line",
        "the rally is lost by leaving a shuttle that was in",
    ],
    "passive-drop-punished": [
        "a passive drop that the opponent punishes for a winner",
        "the rally ends when a passive drop is attacked for the point",
    ],
    "lift-punished": [
        "a lift smashed for a clean winner",
        "the final lift is killed with a smash",
    ],
    "marin-drop": [
        "Carolina Marin takes the point with a drop winner",
        "unreturned drops by Carolina Marin that end the rally",
    ],
    "drive-answered-by-smash": [
        "a drive answered by a smash",
        "the opponent replies to a drive with a smash",
        "a smash in reply to a drive",
        "drives that get smashed by the other player",
    ],
    "net-then-own-rush": [
        "a player plays a net shot and then rushes with their next shot",
        "a net shot followed by the same player's rush",
        "after a net shot, that player's next shot is a rush",
        "someone plays a net shot, then rushes on their next shot",
    ],
    "drop-net-net": [
        "a drop, then two net shots",
        "drop, net shot, net shot on consecutive shots",
        "a drop answered at the net and the net shot answered at the net",
        "two net shots straight after a drop",
    ],
    "winner-more-clears-than-net": [
        "the winner plays more clears than net shots",
        "more clears than net shots from the winning player",
        "rallies where the winner hits more clears than net shots",
        "the player who wins clears more often than they play net shots",
    ],
    "server-two-pushes-wins": [
        "the server pushes at least twice and wins",
        "two or more pushes from the server, who wins the rally",
        "rallies the server wins after pushing 2+ times",
        "the serving player pushes twice or more and takes the point",
    ],
    "straight-smash-from-mid-right": [
        "a straight smash from the mid right",
        "smashes hit down the line from the right of midcourt",
        "a smash played straight from the right side of the mid court",
        "straight smashes from the mid-right",
    ],
    "lift-lands-mid-left": [
        "a lift that lands in the mid left",
        "lobs landing on the left of midcourt",
        "a lift to the mid-left",
        "lifts dropping into the left side of the mid court",
    ],
    "cross-drop-from-rear-right": [
        "a cross-court drop from the rear right",
        "drops hit crosscourt from the back right corner",
        "a drop played cross-court from the right side of the rear court",
        "cross drops from the rear-right",
    ],
    "third-or-fourth-drop": [
        "the third or fourth shot is a drop",
        "a drop as the 3rd or 4th shot",
        "a drop on shot three or shot four",
        "a drop on the third or the fourth shot",
    ],
    "tenth-shot-clear": [
        "the tenth shot is a clear",
        "a clear as the 10th shot",
        "the receiver plays a clear with their fifth shot",
        "a clear on shot ten",
    ],
    "fourth-shot-rush": [
        "the fourth shot is a rush",
        "a rush as the 4th shot",
        "the receiver plays a rush with their second shot",
        "shot number four is a rush",
    ],
    "no-smash-server-wins-12": [
        "a rally of 12+ shots without a smash that the server wins",
        "the server wins a twelve-shot-or-longer rally with no smashes",
        "no smashes in a rally of at least 12 shots won by the server",
        "rallies of twelve or more shots, no smashing from either player, server wins",
    ],
    "receiver-no-drop-10": [
        "the receiver never drops in a rally of 10+ shots",
        "a rally of at least ten shots in which the receiving player plays no drop",
        "rallies of 10 or more shots where the receiver hits no drops",
        "no drop from the receiver in a ten-shot-or-longer rally",
    ],
    "lift-run-2-server-wins": [
        "two lifts in a row in a rally the server wins",
        "the server wins a rally with at least 2 consecutive lifts",
        "rallies won by the server that contain two or more lobs back to back",
        "a run of two lifts, and the serving player ends up winning the point",
    ],
    "server-trailing-three-loses": [
        "the server is three or more points behind and loses the rally",
        "the server trails by 3+ and loses",
        "rallies lost by the server while trailing by at least three",
        "the serving player, down by three points or more, loses the rally",
    ],
    "net-control-second-set": [
        "net control in the second set",
        "a player controls the net in the second game",
        "rallies in set two where one player dominates the net",
        "a net-control rally in the second set",
    ],
    "ng-ka-long-drop-winner": [
        "Ng Ka Long Angus wins with a drop",
        "drop winners by Ng Ka Long",
        "rallies Angus Ng finishes with an unreturned drop",
        "Ng Ka Long playing a drop for a winner",
    ],
    "backhand-lift-out": [
        "a backhand lift that goes out",
        "rallies that end with a backhand lob hit out",
        "a lift hit with the backhand that lands out",
        "backhand lifts that lose the point out",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
