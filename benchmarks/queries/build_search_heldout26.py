"""Write the twenty-sixth held-out search query set, ``search_heldout26.jsonl``, from the corpus.

Written in stop 38 after the changes that held-outs 24 and 25 and the stop's own probes led
to, to be run once and never used to tune: a measure of that code on queries nobody had
read. The nine development intents come in two new wordings each (``truth.INTENTS``,
category ``dev_reworded``; none of these wordings is in an earlier split), and sixteen new
intents in four wordings each, across every category. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout26``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout26 [--root DATA] [--check]
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
    net_control,
    outright,
    plays,
    rally_run,
    shots_by,
    then_own,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout26.jsonl")
SPLIT = "heldout26"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drop_push_lift(r: Rally) -> bool:
    """A drop (either kind), a push, then a lift, on consecutive shots."""
    return consecutive(r, DROP, {"push"}, LIFT)


@intent("sequence", into=INTENTS)
def smash_then_own_drop(r: Rally) -> bool:
    """A smash (either kind), and the same player's next shot is a drop (either kind)."""
    return then_own(r, SMASH, DROP)


@intent("strategic", into=INTENTS)
def winner_more_drives(r: Rally) -> bool:
    """The rally's winner plays more drive-family shots than its loser."""
    return r.winner is not None and shots_by(r, r.winner, DRIVE) > shots_by(r, r.loser, DRIVE)


@intent("strategic", into=INTENTS)
def receiver_three_net_loses(r: Rally) -> bool:
    """The receiver plays at least three net-family shots and loses the rally."""
    return shots_by(r, other(r.server), NET) >= 3 and r.winner == r.server


@intent("strategic", into=INTENTS)
def loser_more_clears_than_drops(r: Rally) -> bool:
    """The rally's loser plays more clears than drops (either kind)."""
    if r.winner is None:
        return False
    return shots_by(r, r.loser, {"clear"}) > shots_by(r, r.loser, DROP)


@intent("zone", into=INTENTS)
def push_to_mid_right(r: Rally) -> bool:
    """A push that lands in the mid-right zone."""
    return any(s.kind == "push" and s.land_zone == "mid-right" for s in r.shots)


@intent("zone", into=INTENTS)
def rear_right_smash_winner(r: Rally) -> bool:
    """The final shot is a smash (either kind) hit from the rear-right zone that lands in
    unreturned, for its hitter's point."""
    last = r.shots[-1]
    return last.kind in SMASH and last.hit_zone == "rear-right" and outright(r)


@intent("anchor", into=INTENTS)
def eighth_shot_drop(r: Rally) -> bool:
    """The eighth shot is a drop (either kind)."""
    return len(r.shots) >= 8 and r.shots[7].kind in DROP


@intent("anchor", into=INTENTS)
def return_lift_receiver_loses(r: Rally) -> bool:
    """The return of serve (shot 2) is a lift and the receiver loses the rally."""
    return len(r.shots) >= 2 and r.shots[1].kind in LIFT and r.winner == r.server


@intent("negation", into=INTENTS)
def no_drop_server_wins_12(r: Rally) -> bool:
    """A rally of at least 12 shots with no drop (either kind, either player) that the
    server wins; only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 12 or not known_after_serve(r) or r.winner != r.server:
        return False
    return not any(s.kind in DROP for s in r.shots)


@intent("run", into=INTENTS)
def drive_run_2(r: Rally) -> bool:
    """At least two drive-family shots in a row (either player)."""
    return rally_run(r, DRIVE, 2)


@intent("score", into=INTENTS)
def receiver_trailing_four_loses(r: Rally) -> bool:
    """The receiver, behind by at least four points before the rally, loses it."""
    return trailing_by(r, other(r.server)) >= 4 and r.winner == r.server


@intent("tactic", into=INTENTS)
def net_control_receiver_wins(r: Rally) -> bool:
    """Net control (``truth.net_control``) in a rally the receiver wins."""
    return net_control(r) and r.winner == other(r.server)


@intent("player", into=INTENTS)
def lee_zii_jia_drop_winner(r: Rally) -> bool:
    """Lee Zii Jia wins the rally with a drop (either kind) that lands in unreturned."""
    return plays(r, "LEE Zii Jia", "winner") and r.shots[-1].kind in DROP and outright(r)


@intent("shot", into=INTENTS)
def around_head_clear(r: Rally) -> bool:
    """A clear played around the head."""
    return any(s.kind == "clear" and s.around_head for s in r.shots)


@intent("rally", into=INTENTS)
def misjudged_ten_plus(r: Rally) -> bool:
    """A rally of at least 10 shots that ends in a misjudgement (a shuttle left that lands
    in)."""
    return len(r.shots) >= 10 and r.ending == "misjudged"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the net shot is rushed away by the other player for a winner",
        "which rallies finish with a winning rush after a net shot?",
    ],
    "clear-out": [
        "a clear or lob at the end of the rally that goes out",
        "the last shot is a high ball over the back line",
    ],
    "drop-winner": [
        "the winning shot is a drop",
        "drops that end the point with no reply",
    ],
    "crossnet-winner": [
        "rallies won by a cross-court net shot nobody reaches",
        "an outright cross-net winner",
    ],
    "netshot-into-net": [
        "a net shot that fails to get over ends the rally",
        "points lost on a net shot into the tape",
    ],
    "misjudged-leave": [
        "the receiver or server leaves a shuttle that is in",
        "a judgement error on a shuttle left alone ends the rally",
    ],
    "passive-drop-punished": [
        "a passive drop killed for the point",
        "a weak drop that the opponent punishes with a winner",
    ],
    "lift-punished": [
        "an outright smash winner off a lift",
        "a lift that gets smashed and is not returned",
    ],
    "marin-drop": [
        "Marin's outright drop winners",
        "Carolina Marin ends points with a drop her opponent can't reach",
    ],
    "drop-push-lift": [
        "a drop, a push, then a lift",
        "drop, push, lob on consecutive shots",
        "a drop is pushed and the push is lifted",
        "a lift off a push that answered a drop",
    ],
    "smash-then-own-drop": [
        "a player smashes and then drops with their next shot",
        "a smash followed by the same player's drop",
        "after smashing, the same player's next shot is a drop",
        "someone smashes, then drops on their next shot",
    ],
    "winner-more-drives": [
        "the winner drives more than the loser",
        "more drives from the winner than from the loser",
        "the winning player hits more drives than the losing player",
        "rallies where the player who wins plays more drives than the opponent",
    ],
    "receiver-three-net-loses": [
        "the receiver plays at least three net shots and loses",
        "three or more net shots from the receiver, who loses the rally",
        "rallies the receiver loses despite playing 3+ net shots",
        "the receiving player hits three net shots or more but the server wins",
    ],
    "loser-more-clears-than-drops": [
        "the loser plays more clears than drops",
        "the losing player clears more often than they drop",
        "rallies where the loser hits fewer drops than clears",
        "more clears than drops from the player who loses",
    ],
    "push-to-mid-right": [
        "a push that lands in the mid right",
        "pushes into the right midcourt",
        "a push to the mid-right zone",
        "pushing to the middle right",
    ],
    "rear-right-smash-winner": [
        "a smash winner from the rear right",
        "the rally is won by a smash hit from the back right corner",
        "an outright smash from the right rear court",
        "points won with a smash from the rear-right",
    ],
    "eighth-shot-drop": [
        "the eighth shot is a drop",
        "a drop as the 8th shot",
        "the receiver drops with their fourth shot",
        "a drop on shot eight",
    ],
    "return-lift-receiver-loses": [
        "the return of serve is a lift and the receiver loses",
        "the receiver lifts the serve and loses the rally",
        "rallies the server wins after the return is lifted",
        "a lifted return of serve in a rally the receiver loses",
    ],
    "no-drop-server-wins-12": [
        "a rally of 12+ shots without a drop that the server wins",
        "the server wins a twelve-shot-or-longer rally with no drops",
        "no drop shots in a rally of at least 12 shots won by the server",
        "rallies of twelve or more shots, no drops from either player, server wins",
    ],
    "drive-run-2": [
        "two drives in a row",
        "back-to-back drives",
        "consecutive drives",
        "a drive answered by a drive",
    ],
    "receiver-trailing-four-loses": [
        "the receiver is behind by four or more and loses",
        "rallies lost by the receiver when trailing by at least 4",
        "the server wins while the receiver is 4+ points down",
        "the receiving player, down by four points or more, loses the rally",
    ],
    "net-control-receiver-wins": [
        "net control in a rally the receiver wins",
        "the receiver wins a rally with control of the net",
        "rallies won by the receiver that show net control",
        "dominating the net, and the receiver takes the point",
    ],
    "lee-zii-jia-drop-winner": [
        "Lee Zii Jia wins with a drop",
        "drop winners by Lee Zii Jia",
        "rallies Lee Zii Jia finishes with an unreturned drop",
        "Lee Zii Jia dropping for a winner",
    ],
    "around-head-clear": [
        "an around-the-head clear",
        "clears played around the head",
        "a clear hit round the head",
        "around the head clears",
    ],
    "misjudged-ten-plus": [
        "a rally of 10+ shots that ends in a misjudgement",
        "long rallies of at least ten shots ended by a leave that lands in",
        "a misjudged shuttle ends a rally of ten shots or more",
        "rallies of 10 shots or more lost by letting an in shuttle drop",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
