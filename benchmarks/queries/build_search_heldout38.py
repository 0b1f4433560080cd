"""Write the thirty-eighth held-out search query set, ``search_heldout38.jsonl``, from the corpus.

Written in stop 44 before any change of the stop, to be run once and never used to tune:
a measure of stop 43's code on queries nobody had read. The
nine development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eighteen new intents
in four wordings each, across every category. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout38``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout38 [--root DATA] [--check]
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
    defence_to_attack,
    four_corners,
    intent,
    known_after_serve,
    outright,
    plays,
    rally_run,
    shots_by,
    then_own,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout38.jsonl")
SPLIT = "heldout38"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def smash_answered_by_cross_net(r: Rally) -> bool:
    """A smash (either kind) and the other player's next shot, straight after it, is a
    cross-court net shot."""
    return answered(r, SMASH, {"cross-court net shot"})


@intent("sequence", into=INTENTS)
def clear_then_own_lift(r: Rally) -> bool:
    """A clear, and the same player's next shot is a lift (either kind)."""
    return then_own(r, {"clear"}, LIFT)


@intent("sequence", into=INTENTS)
def smash_lift_clear(r: Rally) -> bool:
    """A smash (either kind), a lift (either kind) and a clear, on consecutive shots."""
    return consecutive(r, SMASH, LIFT, {"clear"})


@intent("strategic", into=INTENTS)
def loser_two_drives(r: Rally) -> bool:
    """The player who loses the rally plays at least two drive-family shots."""
    return r.loser is not None and shots_by(r, r.loser, DRIVE) >= 2


@intent("strategic", into=INTENTS)
def server_more_drops_than_lifts(r: Rally) -> bool:
    """The server plays more drops (either kind) than lifts (either kind)."""
    return shots_by(r, r.server, DROP) > shots_by(r, r.server, LIFT)


@intent("zone", into=INTENTS)
def smash_mid_left_winner(r: Rally) -> bool:
    """The final shot is a smash (either kind) that lands in the mid-left zone unreturned,
    and its hitter wins."""
    return r.shots[-1].kind in SMASH and r.shots[-1].land_zone == "mid-left" and outright(r)


@intent("zone", into=INTENTS)
def lift_lands_rear_centre(r: Rally) -> bool:
    """A lift (either kind) that lands in the rear-centre zone."""
    return any(s.kind in LIFT and s.land_zone == "rear-centre" for s in r.shots)


@intent("zone", into=INTENTS)
def drop_from_rear_right_winner(r: Rally) -> bool:
    """The final shot is a drop (either kind) hit from the rear-right zone that lands in
    unreturned, and its hitter wins."""
    return r.shots[-1].kind in DROP and r.shots[-1].hit_zone == "rear-right" and outright(r)


@intent("anchor", into=INTENTS)
def ninth_shot_lift(r: Rally) -> bool:
    """The ninth shot is a lift (either kind)."""
    return len(r.shots) >= 9 and r.shots[8].kind in LIFT


@intent("anchor", into=INTENTS)
def fourth_last_lift(r: Rally) -> bool:
    """The fourth-to-last shot is a lift (either kind)."""
    return len(r.shots) >= 4 and r.shots[-4].kind in LIFT


@intent("anchor", into=INTENTS)
def sixth_shot_rush(r: Rally) -> bool:
    """The sixth shot is a rush."""
    return len(r.shots) >= 6 and r.shots[5].kind == "rush"


@intent("negation", into=INTENTS)
def server_no_lift_10(r: Rally) -> bool:
    """A rally of at least 10 shots in which the server plays no lift (either kind); only
    rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r):
        return False
    return shots_by(r, r.server, LIFT) == 0


@intent("negation", into=INTENTS)
def no_rush_no_push_8(r: Rally) -> bool:
    """A rally of at least 8 shots with no rush and no push, by either player; only rallies
    whose shots after the serve all have a known type count."""
    if len(r.shots) < 8 or not known_after_serve(r):
        return False
    return not any(s.kind in {"rush", "push"} for s in r.shots)


@intent("run", into=INTENTS)
def drive_run_4_receiver_wins(r: Rally) -> bool:
    """At least four drive-family shots in a row (either player) in a rally the receiver
    wins."""
    return rally_run(r, DRIVE, 4) and r.winner == other(r.server)


@intent("rally", into=INTENTS)
def five_to_seven_receiver_wins(r: Rally) -> bool:
    """A rally of five to seven shots that the receiver wins."""
    return 5 <= len(r.shots) <= 7 and r.winner == other(r.server)


@intent("score", into=INTENTS)
def server_trailing_four_loses(r: Rally) -> bool:
    """The server trails by at least four points before the rally and loses it."""
    return trailing_by(r, r.server) >= 4 and r.winner == other(r.server)


@intent("tactic", into=INTENTS)
def four_corners_third_set(r: Rally) -> bool:
    """One player is moved to all four corners (``truth.four_corners``), in the third set."""
    return four_corners(r) and r.set_no == 3


@intent("tactic", into=INTENTS)
def defence_to_attack_third_set(r: Rally) -> bool:
    """Defence turned into attack (``truth.defence_to_attack``), in the third set."""
    return defence_to_attack(r) and r.set_no == 3


@intent("player", into=INTENTS)
def chou_net_winner(r: Rally) -> bool:
    """Chou Tien Chen wins the rally with a net-family shot that lands in unreturned."""
    return plays(r, "CHOU Tien Chen", "winner") and r.shots[-1].kind in NET and outright(r)


@intent("shot", into=INTENTS)
def backhand_drive_into_net(r: Rally) -> bool:
    """The final shot is a drive-family shot played on the backhand that goes into the net."""
    return r.shots[-1].kind in DRIVE and r.shots[-1].backhand and r.ending == "net"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the rally is won by rushing the opponent's net shot",
        "a net shot that the other player rushes down to win",
    ],
    "clear-out": [
        "the last shot is a clear that goes out",
        "a clear over the baseline costs the rally",
    ],
    "drop-winner": [
        "rallies won with an unreturned drop shot",
        "a drop that ends the point untouched",
    ],
    "crossnet-winner": [
        "the rally is won by a crosscourt net shot that lands untouched",
        "the point ends on an unreturned crosscourt net shot",
    ],
    "netshot-into-net": [
        "the last shot is a net shot caught in the net",
        "a net shot hit into the net loses the rally",
    ],
    "misjudged-leave": [
        "the shuttle is left alone and falls inside the line",
        "a player leaves a shot that drops in",
    ],
    "passive-drop-punished": [
        "the point is won off the opponent's passive drop",
        "a passive drop gets attacked and the attacker wins the rally outright",
    ],
    "lift-punished": [
        "a lob that the opponent smashes for an outright winner",
        "the rally ends with an unreturned smash off a lift",
    ],
    "marin-drop": [
        "Carolina Marin wins with a drop",
        "a drop winner from Marin",
    ],
    "smash-answered-by-cross-net": [
        "a smash answered by a cross-court net shot",
        "the opponent replies to a smash with a crosscourt net shot",
        "a smash blocked cross-court at the net by the other player",
        "a cross net shot straight after the other player's smash",
    ],
    "clear-then-own-lift": [
        "a player clears and then lifts with their next shot",
        "a clear followed by the same player's lift",
        "after a clear, that player's next shot is a lob",
        "someone plays a clear, then a lift on their next shot",
    ],
    "smash-lift-clear": [
        "a smash, then a lift, then a clear",
        "smash, lift, clear on consecutive shots",
        "a smash lifted back and the lift cleared",
        "a lift after a smash, followed straight away by a clear",
    ],
    "loser-two-drives": [
        "the loser plays at least two drives",
        "two or more drives from the player who loses the rally",
        "rallies where the losing player hits 2+ drives",
        "the player who loses the point drives twice or more",
    ],
    "server-more-drops-than-lifts": [
        "the server plays more drops than lifts",
        "more drop shots than lifts from the serving player",
        "rallies where the server hits more drops than lobs",
        "the player who serves drops more often than they lift",
    ],
    "smash-mid-left-winner": [
        "a smash winner that lands in the mid left",
        "the rally ends with an unreturned smash into the left midcourt",
        "a smash to the middle of the court on the left that wins the point outright",
        "smash winners landing on the left side of the mid court",
    ],
    "lift-lands-rear-centre": [
        "a lift that lands in the rear centre",
        "lobs landing deep in the middle",
        "a lift to the centre of the back court",
        "lifts into the middle of the rear court",
    ],
    "drop-from-rear-right-winner": [
        "a drop winner from the rear right",
        "drop shots hit from the back right corner that win the rally outright",
        "the rally ends with an unreturned drop played from the right side of the rear court",
        "winning drops from deep on the right",
    ],
    "ninth-shot-lift": [
        "the ninth shot is a lift",
        "a lift as the 9th shot",
        "the server lifts with their fifth shot",
        "a lob on shot nine",
    ],
    "fourth-last-lift": [
        "the fourth-to-last shot is a lift",
        "a lift as the fourth last shot",
        "the fourth shot from the end is a lob",
        "the lift comes fourth from the end of the rally",
    ],
    "sixth-shot-rush": [
        "the sixth shot is a rush",
        "a rush as the 6th shot",
        "the receiver rushes with their third shot",
        "a rush on shot six",
    ],
    "server-no-lift-10": [
        "the server never lifts in a rally of 10+ shots",
        "a rally of at least ten shots in which the serving player plays no lift",
        "rallies of 10 or more shots where the server hits no lobs",
        "no lift from the server in a ten-shot-or-longer rally",
    ],
    "no-rush-no-push-8": [
        "a rally of 8+ shots with no rushes and no pushes",
        "no rush and no push in a rally of at least eight shots",
        "rallies of eight or more shots without a single rush or push",
        "an 8-shot-or-longer rally where nobody rushes or pushes",
    ],
    "drive-run-4-receiver-wins": [
        "four drives in a row in a rally the receiver wins",
        "the receiver wins a rally with at least 4 consecutive drives",
        "rallies won by the receiver that contain four or more drives back to back",
        "a run of four drives, and the receiving player ends up winning the point",
    ],
    "five-to-seven-receiver-wins": [
        "a rally of five to seven shots won by the receiver",
        "the receiver wins a 5-7 shot rally",
        "rallies between five and seven shots long that the receiving player wins",
        "the receiver takes the point in a rally lasting 5 to 7 shots",
    ],
    "server-trailing-four-loses": [
        "the server is four or more points behind and loses the rally",
        "the server trails by 4+ and loses",
        "rallies lost by the server while trailing by at least four",
        "the serving player, down by four points or more, loses the rally",
    ],
    "four-corners-third-set": [
        "four corners in the third set",
        "a player is moved to all four corners in the deciding set",
        "rallies in set three where a player is sent to every corner of the court",
        "a four-corner rally in the third set",
    ],
    "defence-to-attack-third-set": [
        "defence turned into attack in the third set",
        "a player switches from defending to attacking in the deciding set",
        "rallies in set three where a defender counterattacks",
        "a defence-to-attack rally in the third set",
    ],
    "chou-net-winner": [
        "Chou Tien Chen wins with a net shot",
        "net shot winners by Chou",
        "rallies Chou Tien Chen finishes with an unreturned net shot",
        "Chou playing a net shot for a winner",
    ],
    "backhand-drive-into-net": [
        "a backhand drive that goes into the net",
        "rallies that end with a backhand drive hit into the net",
        "a drive hit with the backhand that fails to clear the net",
        "backhand drives that lose the point in the net",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
