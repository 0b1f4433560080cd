"""Write the forty-seventh held-out search query set, ``search_heldout47.jsonl``, from the corpus.

Written at the end of stop 46, after held-out 46's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and sixteen new intents in
four wordings each, every intent in a mix of the earlier splits' styles (a terse label,
a question, a request, a sentence about the players). The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout47``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout47 [--root DATA] [--check]
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
    SMASH,
    Intent,
    consecutive,
    front_court_trap,
    intent,
    known_after_serve,
    plays,
    rally_run,
    shots_by,
    then_own,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout47.jsonl")
SPLIT = "heldout47"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def clear_drop_rush(r: Rally) -> bool:
    """A clear, a drop (either kind) and a rush, on consecutive shots."""
    return consecutive(r, {"clear"}, DROP, {"rush"})


@intent("sequence", into=INTENTS)
def lift_drop_push(r: Rally) -> bool:
    """A lift (either kind), a drop (either kind) and a push, on consecutive shots."""
    return consecutive(r, LIFT, DROP, {"push"})


@intent("sequence", into=INTENTS)
def rush_then_own_smash(r: Rally) -> bool:
    """A rush, and the same player's next shot is a smash (either kind)."""
    return then_own(r, {"rush"}, SMASH)


@intent("strategic", into=INTENTS)
def receiver_outclears_server_wins(r: Rally) -> bool:
    """The receiver plays more clears than the server, and wins."""
    return shots_by(r, r.receiver, {"clear"}) > shots_by(r, r.server, {"clear"}) and (
        r.winner == r.receiver
    )


@intent("strategic", into=INTENTS)
def winner_three_pushes(r: Rally) -> bool:
    """The rally's winner plays at least three pushes."""
    return r.winner is not None and shots_by(r, r.winner, {"push"}) >= 3


@intent("anchor", into=INTENTS)
def fourth_shot_lift_receiver_wins(r: Rally) -> bool:
    """The fourth shot is a lift (either kind) and the receiver wins."""
    return len(r.shots) >= 4 and r.shots[3].kind in LIFT and r.winner == r.receiver


@intent("anchor", into=INTENTS)
def eighth_shot_drive(r: Rally) -> bool:
    """The eighth shot is a drive-family shot."""
    return len(r.shots) >= 8 and r.shots[7].kind in DRIVE


@intent("negation", into=INTENTS)
def no_drop_no_push_12(r: Rally) -> bool:
    """A rally of at least 12 shots with no drop (either kind) and no push; only rallies
    whose shots after the serve all have a known type count."""
    if len(r.shots) < 12 or not known_after_serve(r):
        return False
    return not any(s.kind in DROP | {"push"} for s in r.shots)


@intent("negation", into=INTENTS)
def receiver_no_smash_loses_10(r: Rally) -> bool:
    """A rally of at least ten shots that the receiver loses without playing a smash (either
    kind); only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r):
        return False
    return shots_by(r, r.receiver, SMASH) == 0 and r.winner == r.server


@intent("zone", into=INTENTS)
def drive_from_mid_centre(r: Rally) -> bool:
    """A drive-family shot hit from the mid-centre zone."""
    return any(s.kind in DRIVE and s.hit_zone == "mid-centre" for s in r.shots)


@intent("zone", into=INTENTS)
def final_lift_to_rear_centre(r: Rally) -> bool:
    """The final shot is a lift (either kind) that lands in the rear-centre zone."""
    final = r.shots[-1]
    return final.kind in LIFT and final.land_zone == "rear-centre"


@intent("run", into=INTENTS)
def push_run_2_server_wins(r: Rally) -> bool:
    """At least two pushes in a row (either player) in a rally the server wins."""
    return rally_run(r, {"push"}, 2) and r.winner == r.server


@intent("rally", into=INTENTS)
def server_wins_13_to_15(r: Rally) -> bool:
    """A rally of thirteen to fifteen shots that the server wins."""
    return 13 <= len(r.shots) <= 15 and r.winner == r.server


@intent("score", into=INTENTS)
def receiver_leading_two_loses(r: Rally) -> bool:
    """The receiver leads by exactly two points before the rally and loses it."""
    return trailing_by(r, r.server) == 2 and r.winner == r.server


@intent("tactic", into=INTENTS)
def front_court_trap_second_set(r: Rally) -> bool:
    """A front-court trap (``truth.front_court_trap``), in the second set."""
    return front_court_trap(r) and r.set_no == 2


@intent("player", into=INTENTS)
def axelsen_clear_out(r: Rally) -> bool:
    """Viktor Axelsen loses the rally with a clear or a lift (either kind) that lands out."""
    final = r.shots[-1]
    return (
        plays(r, "Viktor AXELSEN", "loser")
        and final.kind in LIFT | {"clear"}
        and (r.ending == "out")
    )


@intent("shot", into=INTENTS)
def around_head_drop_out(r: Rally) -> bool:
    """The final shot is a drop (either kind) played around the head, and the rally ended
    with the shuttle out."""
    final = r.shots[-1]
    return final.kind in DROP and final.around_head and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "net shot, then a winning rush to end it",
        "which rallies finish with the winner rushing a net shot?",
    ],
    "clear-out": [
        "clears and lobs out at the end of the rally",
        "which rallies are lost on a final clear or lift that goes out?",
    ],
    "drop-winner": [
        "drop shots landing for winners",
        "which rallies end on a drop the other player never touches?",
    ],
    "crossnet-winner": [
        "cross-net winners, untouched",
        "which rallies end with a cross-court net shot that the opponent cannot return?",
    ],
    "netshot-into-net": [
        "net shots ending up in the tape to finish the rally",
        "which rallies end because a net shot fails to get over?",
    ],
    "misjudged-leave": [
        "misjudged shuttles that drop in",
        "which rallies end with a player letting the shuttle go, only for it to land in?",
    ],
    "passive-drop-punished": [
        "passive drops killed for winners",
        "which rallies end with a passive drop that the opponent puts away?",
    ],
    "lift-punished": [
        "lifts put away with winning smashes",
        "which rallies end with a lob that gets smashed for a winner?",
    ],
    "marin-drop": [
        "Carolina Marin, drop winner",
        "which rallies does Marin end with a drop that wins the point?",
    ],
    "clear-drop-rush": [
        "clear, drop, rush",
        "which rallies have a clear, then a drop, then a rush?",
        "show me a clear answered by a drop that gets rushed",
        "a player clears, the opponent drops, and the drop is rushed",
    ],
    "lift-drop-push": [
        "lift, drop, push",
        "which rallies have a lift, then a drop, then a push?",
        "show me a lift answered with a drop that gets pushed",
        "a player lifts, the opponent drops, and the drop is pushed",
    ],
    "rush-then-own-smash": [
        "rush, then the same player's smash",
        "which rallies have a player rushing and then smashing with their next shot?",
        "show me a rush followed by a smash from the same player",
        "a player rushes and smashes on their next shot",
    ],
    "receiver-outclears-server-wins": [
        "receiver clears more than server and wins",
        "which rallies does the receiver win while clearing more than the server?",
        "show me the receiver winning with more clears than the server",
        "the receiver out-clears the server and takes the point",
    ],
    "winner-three-pushes": [
        "winner pushes 3+ times",
        "which rallies are won by a player who pushes at least three times?",
        "show me the winner playing three or more pushes",
        "the player who wins the rally pushes three times or more",
    ],
    "fourth-shot-lift-receiver-wins": [
        "4th shot lift, receiver wins",
        "which rallies have a lift as the fourth shot and are won by the receiver?",
        "show me the receiver winning after lifting on shot four",
        "the receiver lifts with their second shot and wins the rally",
    ],
    "eighth-shot-drive": [
        "8th shot drive",
        "which rallies have a drive as the eighth shot?",
        "show me a drive on shot eight",
        "the receiver drives with their fourth shot",
    ],
    "no-drop-no-push-12": [
        "12+ shots, no drops, no pushes",
        "which rallies of at least twelve shots have no drop and no push?",
        "show me rallies of 12 or more shots without any drops or pushes",
        "nobody drops or pushes in a rally of twelve shots or more",
    ],
    "receiver-no-smash-loses-10": [
        "10+ shots, receiver never smashes and loses",
        "which rallies of at least ten shots does the receiver lose without smashing?",
        "show me the receiver losing a 10+ shot rally with no smash of their own",
        "the receiver plays no smash in a rally of ten shots or more and loses it",
    ],
    "drive-from-mid-centre": [
        "drive from the mid centre",
        "which rallies have a drive hit from the middle of the court?",
        "show me drives played from the mid-centre zone",
        "a player drives from the centre of the midcourt",
    ],
    "final-lift-to-rear-centre": [
        "last shot a lift to the rear centre",
        "which rallies end with a lift that lands in the back centre?",
        "show me final lobs landing in the rear-centre zone",
        "the rally's last shot is a lift to the middle of the back court",
    ],
    "push-run-2-server-wins": [
        "2+ pushes in a row, server wins",
        "which rallies won by the server have two consecutive pushes?",
        "show me back-to-back pushes in rallies the server wins",
        "the server wins a rally with two or more pushes in a row",
    ],
    "server-wins-13-to-15": [
        "server wins, 13-15 shots",
        "which rallies of thirteen to fifteen shots does the server win?",
        "show me the server winning rallies of between 13 and 15 shots",
        "the server takes a rally lasting thirteen to fifteen shots",
    ],
    "receiver-leading-two-loses": [
        "receiver up by exactly 2, loses",
        "which rallies does the receiver lose while two points ahead?",
        "show me the receiver losing with a two-point lead, no more",
        "the receiver, leading by exactly two points, loses the rally",
    ],
    "front-court-trap-second-set": [
        "front-court trap, set 2",
        "which second-set rallies have a front-court trap?",
        "show me net traps in the second game",
        "in set two, a player traps the opponent at the net and kills the reply",
    ],
    "axelsen-clear-out": [
        "Axelsen clears out",
        "which rallies does Axelsen lose with a clear or lob that goes out?",
        "show me Viktor Axelsen lifting or clearing out",
        "Axelsen loses the point by hitting a clear or lift out",
    ],
    "around-head-drop-out": [
        "around-the-head drop out",
        "which rallies end with a drop played around the head that lands out?",
        "show me round-the-head drops hit out",
        "a player drops from around the head and it goes out",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
