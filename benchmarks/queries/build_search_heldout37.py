"""Write the thirty-seventh held-out search query set, ``search_heldout37.jsonl``, from the corpus.

Written in stop 43 before any change of the stop, to be run once and never used to tune:
a measure of stop 42's code on queries nobody had read. The
nine development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eighteen new intents
in four wordings each, across every category. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout37``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout37 [--root DATA] [--check]
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
    intent,
    known_after_serve,
    outright,
    plays,
    rally_run,
    rear_court_pinned,
    shots_by,
    then_own,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout37.jsonl")
SPLIT = "heldout37"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def push_answered_by_clear(r: Rally) -> bool:
    """A push and the other player's next shot, straight after it, is a clear."""
    return answered(r, {"push"}, {"clear"})


@intent("sequence", into=INTENTS)
def drive_then_own_net(r: Rally) -> bool:
    """A drive-family shot, and the same player's next shot is a net-family shot."""
    return then_own(r, DRIVE, NET)


@intent("sequence", into=INTENTS)
def lift_smash_drive(r: Rally) -> bool:
    """A lift (either kind), a smash (either kind) and a drive-family shot, on consecutive
    shots."""
    return consecutive(r, LIFT, SMASH, DRIVE)


@intent("strategic", into=INTENTS)
def receiver_more_drives_than_lifts(r: Rally) -> bool:
    """The receiver plays more drive-family shots than lifts (either kind)."""
    return shots_by(r, other(r.server), DRIVE) > shots_by(r, other(r.server), LIFT)


@intent("strategic", into=INTENTS)
def loser_three_pushes(r: Rally) -> bool:
    """The player who loses the rally plays at least three pushes."""
    return r.loser is not None and shots_by(r, r.loser, {"push"}) >= 3


@intent("zone", into=INTENTS)
def smash_lands_rear_right(r: Rally) -> bool:
    """A smash (either kind) that lands in the rear-right zone."""
    return any(s.kind in SMASH and s.land_zone == "rear-right" for s in r.shots)


@intent("zone", into=INTENTS)
def push_lands_rear_right(r: Rally) -> bool:
    """A push that lands in the rear-right zone."""
    return any(s.kind == "push" and s.land_zone == "rear-right" for s in r.shots)


@intent("zone", into=INTENTS)
def lift_from_mid_right(r: Rally) -> bool:
    """A lift (either kind) hit from the mid-right zone."""
    return any(s.kind in LIFT and s.hit_zone == "mid-right" for s in r.shots)


@intent("anchor", into=INTENTS)
def third_shot_rush(r: Rally) -> bool:
    """The third shot is a rush."""
    return len(r.shots) >= 3 and r.shots[2].kind == "rush"


@intent("anchor", into=INTENTS)
def third_last_lift(r: Rally) -> bool:
    """The third-to-last shot is a lift (either kind)."""
    return len(r.shots) >= 3 and r.shots[-3].kind in LIFT


@intent("anchor", into=INTENTS)
def eighth_shot_net(r: Rally) -> bool:
    """The eighth shot is a net-family shot."""
    return len(r.shots) >= 8 and r.shots[7].kind in NET


@intent("negation", into=INTENTS)
def receiver_no_smash_12(r: Rally) -> bool:
    """A rally of at least 12 shots in which the receiver plays no smash (either kind); only
    rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 12 or not known_after_serve(r):
        return False
    return shots_by(r, other(r.server), SMASH) == 0


@intent("negation", into=INTENTS)
def no_clear_no_drop_8(r: Rally) -> bool:
    """A rally of at least 8 shots with no clear and no drop (either kind), by either
    player; only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 8 or not known_after_serve(r):
        return False
    return not any(s.kind == "clear" or s.kind in DROP for s in r.shots)


@intent("run", into=INTENTS)
def clear_run_4_receiver_wins(r: Rally) -> bool:
    """At least four clears in a row (either player, clear answering clear) in a rally the
    receiver wins."""
    return rally_run(r, {"clear"}, 4) and r.winner == other(r.server)


@intent("score", into=INTENTS)
def receiver_trailing_five_loses(r: Rally) -> bool:
    """The receiver trails by at least five points before the rally and loses it."""
    return trailing_by(r, other(r.server)) >= 5 and r.winner == r.server


@intent("tactic", into=INTENTS)
def rear_pinned_third_set(r: Rally) -> bool:
    """Pinned in the rear court, then escaped (``truth.rear_court_pinned``), in the third
    set."""
    return rear_court_pinned(r) and r.set_no == 3


@intent("player", into=INTENTS)
def christie_drop_winner(r: Rally) -> bool:
    """Jonatan Christie wins the rally with a drop (either kind) that lands in unreturned."""
    return plays(r, "Jonatan CHRISTIE", "winner") and r.shots[-1].kind in DROP and outright(r)


@intent("shot", into=INTENTS)
def backhand_push_out(r: Rally) -> bool:
    """The final shot is a push played on the backhand that goes out."""
    return r.shots[-1].kind == "push" and r.shots[-1].backhand and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the winner rushes a net shot to end the rally",
        "a rush that puts away the opponent's net shot and wins the point",
    ],
    "clear-out": [
        "a clear that lands long and loses the point",
        "rallies ending with a clear hit over the back line",
    ],
    "drop-winner": [
        "a drop shot the opponent cannot reach, ending the rally",
        "the point is won outright by a drop",
    ],
    "crossnet-winner": [
        "a crosscourt net shot that wins the rally outright",
        "the final shot is a cross net shot nobody returns",
    ],
    "netshot-into-net": [
        "a net shot into the tape ends the point",
        "the rally ends when a net shot fails to clear the net",
    ],
    "misjudged-leave": [
        "a player lets the shuttle go but it lands in",
        "a misjudged leave that lands inside the court",
    ],
    "passive-drop-punished": [
        "the opponent kills a passive drop to win the rally",
        "a weak passive drop punished for the point",
    ],
    "lift-punished": [
        "a lift that gets smashed away for the point",
        "the winner smashes a lift to end the rally",
    ],
    "marin-drop": [
        "Marin ends the rally with a drop winner",
        "Carolina Marin's drops that win the point outright",
    ],
    "push-answered-by-clear": [
        "a push answered by a clear",
        "the opponent replies to a push with a clear",
        "a clear straight after the other player's push",
        "pushes that are cleared back by the other player",
    ],
    "drive-then-own-net": [
        "a player plays a drive and then a net shot with their next shot",
        "a drive followed by the same player's net shot",
        "after playing a drive, that player's next shot is a net shot",
        "someone drives, then plays a net shot on their next shot",
    ],
    "lift-smash-drive": [
        "a lift, then a smash, then a drive",
        "lift, smash, drive on consecutive shots",
        "a lob smashed and the smash driven back",
        "a smash after a lift, followed straight away by a drive",
    ],
    "receiver-more-drives-than-lifts": [
        "the receiver plays more drives than lifts",
        "more drives than lifts from the receiving player",
        "rallies where the receiver hits more drives than lobs",
        "the player who receives drives more often than they lift",
    ],
    "loser-three-pushes": [
        "the loser pushes at least three times",
        "three or more pushes from the player who loses the rally",
        "rallies where the losing player hits 3+ pushes",
        "the player who loses the point plays three pushes or more",
    ],
    "smash-lands-rear-right": [
        "a smash that lands in the rear right",
        "smashes landing deep on the right",
        "a smash to the back right corner",
        "smashes that come down in the right side of the rear court",
    ],
    "push-lands-rear-right": [
        "a push that lands in the rear right",
        "pushes landing deep on the right",
        "a push to the back right corner",
        "pushes into the right side of the rear court",
    ],
    "lift-from-mid-right": [
        "a lift from the mid right",
        "lobs hit from the right of midcourt",
        "a lift played from the right side of the mid court",
        "lifts from the mid-right",
    ],
    "third-shot-rush": [
        "the third shot is a rush",
        "a rush as the 3rd shot",
        "the server rushes with their second shot",
        "a rush on shot three",
    ],
    "third-last-lift": [
        "the third-to-last shot is a lift",
        "a lift three shots before the end of the rally",
        "the antepenultimate shot is a lob",
        "a lift as the third last shot",
    ],
    "eighth-shot-net": [
        "the eighth shot is a net shot",
        "a net shot as the 8th shot",
        "the receiver plays a net shot with their fourth shot",
        "a net shot on shot eight",
    ],
    "receiver-no-smash-12": [
        "the receiver never smashes in a rally of 12+ shots",
        "a rally of at least twelve shots in which the receiving player plays no smash",
        "rallies of 12 or more shots where the receiver hits no smashes",
        "no smash from the receiver in a twelve-shot-or-longer rally",
    ],
    "no-clear-no-drop-8": [
        "a rally of 8+ shots with no clears and no drops",
        "no clear and no drop in a rally of at least eight shots",
        "rallies of eight or more shots without a single clear or drop",
        "an 8-shot-or-longer rally where nobody clears or drops",
    ],
    "clear-run-4-receiver-wins": [
        "four clears in a row in a rally the receiver wins",
        "the receiver wins a rally with at least 4 consecutive clears",
        "rallies won by the receiver that contain four or more clears back to back",
        "a run of four clears, and the receiving player ends up winning the point",
    ],
    "receiver-trailing-five-loses": [
        "the receiver is five or more points behind and loses the rally",
        "the receiver trails by 5+ and loses",
        "rallies lost by the receiver while trailing by at least five",
        "the receiving player, down by five points or more, loses the rally",
    ],
    "rear-pinned-third-set": [
        "pinned in the rear court in the third set",
        "a player is stuck at the back of the court in the deciding set",
        "rallies in set three where a player is kept in the rear court, then escapes",
        "a rear-court-pinned rally in the third set",
    ],
    "christie-drop-winner": [
        "Jonatan Christie wins with a drop",
        "drop winners by Christie",
        "rallies Jonatan Christie finishes with an unreturned drop",
        "Christie playing a drop for a winner",
    ],
    "backhand-push-out": [
        "a backhand push that goes out",
        "rallies that end with a backhand push hit out",
        "a push hit with the backhand that lands out",
        "backhand pushes that lose the point out",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
