"""Write the fortieth held-out search query set, ``search_heldout40.jsonl``, from the corpus.

Written in stop 45 after held-out 39's fixes and before any further change, to be run once
and never used to tune: a measure of that code on queries nobody had read. The
nine development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and sixteen new intents
in four wordings each, across every category. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout40``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout40 [--root DATA] [--check]
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
    NET,
    SMASH,
    Intent,
    consecutive,
    intent,
    known_after_serve,
    outright,
    plays,
    rally_run,
    serve_third_attack,
    shots_by,
    then_own,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout40.jsonl")
SPLIT = "heldout40"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


FRONT_CORNERS = {"front-left", "front-right"}


@intent("sequence", into=INTENTS)
def push_then_own_net(r: Rally) -> bool:
    """A push, and the same player's next shot is a net-family shot."""
    return then_own(r, {"push"}, NET)


@intent("sequence", into=INTENTS)
def drive_drive_drop(r: Rally) -> bool:
    """Two drive-family shots and a drop (either kind), on consecutive shots."""
    return consecutive(r, DRIVE, DRIVE, DROP)


@intent("strategic", into=INTENTS)
def winner_two_clears_two_drops(r: Rally) -> bool:
    """The winner plays at least two clears and at least two drops (either kind)."""
    if r.winner is None:
        return False
    return shots_by(r, r.winner, {"clear"}) >= 2 and shots_by(r, r.winner, DROP) >= 2


@intent("strategic", into=INTENTS)
def loser_two_smashes_no_drop(r: Rally) -> bool:
    """The loser plays at least two smashes (either kind) and no drop (either kind); only
    rallies whose shots after the serve all have a known type count."""
    if r.loser is None or not known_after_serve(r):
        return False
    return shots_by(r, r.loser, SMASH) >= 2 and shots_by(r, r.loser, DROP) == 0


@intent("zone", into=INTENTS)
def smash_winner_front_corner(r: Rally) -> bool:
    """The final shot is a smash (either kind) that lands in a front corner (front-left or
    front-right) unreturned, and its hitter wins."""
    final = r.shots[-1]
    return final.kind in SMASH and final.land_zone in FRONT_CORNERS and outright(r)


@intent("zone", into=INTENTS)
def drop_winner_front_corner(r: Rally) -> bool:
    """The final shot is a drop (either kind) that lands in a front corner (front-left or
    front-right) unreturned, and its hitter wins."""
    final = r.shots[-1]
    return final.kind in DROP and final.land_zone in FRONT_CORNERS and outright(r)


@intent("anchor", into=INTENTS)
def ninth_shot_drop(r: Rally) -> bool:
    """The ninth shot is a drop (either kind)."""
    return len(r.shots) >= 9 and r.shots[8].kind in DROP


@intent("anchor", into=INTENTS)
def fourth_last_drop(r: Rally) -> bool:
    """The fourth-to-last shot is a drop (either kind)."""
    return len(r.shots) >= 4 and r.shots[-4].kind in DROP


@intent("negation", into=INTENTS)
def receiver_no_drive_14(r: Rally) -> bool:
    """A rally of at least 14 shots in which the receiver plays no drive-family shot; only
    rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 14 or not known_after_serve(r):
        return False
    return shots_by(r, r.receiver, DRIVE) == 0


@intent("run", into=INTENTS)
def net_run_3_server_wins(r: Rally) -> bool:
    """At least three net-family shots in a row (either player) in a rally the server
    wins."""
    return rally_run(r, NET, 3) and r.winner == r.server


@intent("rally", into=INTENTS)
def three_shots_receiver_wins(r: Rally) -> bool:
    """A rally of exactly three shots that the receiver wins."""
    return len(r.shots) == 3 and r.winner == r.receiver


@intent("score", into=INTENTS)
def level_third_set_receiver_wins(r: Rally) -> bool:
    """The score is level before the rally, in the third set, and the receiver wins it."""
    a, b = r.score_before
    return a == b and r.set_no == 3 and r.winner == r.receiver


@intent("tactic", into=INTENTS)
def serve_third_attack_second_set(r: Rally) -> bool:
    """Serve and third-shot attack (``truth.serve_third_attack``), in the second set."""
    return serve_third_attack(r) and r.set_no == 2


@intent("player", into=INTENTS)
def chou_drive_into_net(r: Rally) -> bool:
    """Chou Tien Chen loses the rally with a drive-family shot that goes into the net."""
    return plays(r, "CHOU Tien Chen", "loser") and r.shots[-1].kind in DRIVE and r.ending == "net"


@intent("shot", into=INTENTS)
def backhand_push_winner(r: Rally) -> bool:
    """The final shot is a push played on the backhand that lands in unreturned, and its
    hitter wins."""
    final = r.shots[-1]
    return final.kind == "push" and final.backhand and outright(r)


@intent("shot", into=INTENTS)
def around_head_smash_into_net(r: Rally) -> bool:
    """The final shot is a smash (either kind) played around the head that goes into the
    net."""
    final = r.shots[-1]
    return final.kind in SMASH and final.around_head and r.ending == "net"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the rally ends when a net shot is rushed for an outright winner",
        "a player kills the opponent's net shot with a rush and takes the point",
    ],
    "clear-out": [
        "the final shot, a clear or a lift, lands out",
        "a rally that ends with a clear landing out of bounds",
    ],
    "drop-winner": [
        "a drop that lands unreturned to end the rally",
        "rallies won outright with a drop shot",
    ],
    "crossnet-winner": [
        "an unreturned cross-court net shot to finish the point",
        "the last shot is a crosscourt net that lands in untouched",
    ],
    "netshot-into-net": [
        "a net shot into the net ends the rally",
        "the rally is lost on a net shot that catches the tape",
    ],
    "misjudged-leave": [
        "a player leaves the shuttle and it lands in",
        "a shuttle let go that drops inside the lines",
    ],
    "passive-drop-punished": [
        "a passive drop put away for a winner",
        "the rally ends with a winner straight after a passive drop",
    ],
    "lift-punished": [
        "a lift punished with an unreturned smash",
        "the last shot is a smash winner off a lift",
    ],
    "marin-drop": [
        "Marin ends the rally with an unreturned drop",
        "Carolina Marin drop winners",
    ],
    "push-then-own-net": [
        "a player pushes and then plays a net shot with their next shot",
        "a push followed by the same player's net shot",
        "after a push, that player's next shot is a net shot",
        "someone pushes, then plays a net shot on their next shot",
    ],
    "drive-drive-drop": [
        "two drives and then a drop",
        "drive, drive, drop on consecutive shots",
        "a drive answered by a drive and then dropped",
        "a drop straight after two drives in a row",
    ],
    "winner-two-clears-two-drops": [
        "the winner plays at least two clears and two drops",
        "two or more clears and two or more drops from the winning player",
        "rallies where the winner hits 2+ clears and 2+ drops",
        "the player who wins the point clears twice or more and drops twice or more",
    ],
    "loser-two-smashes-no-drop": [
        "the loser smashes at least twice and never drops",
        "two or more smashes and no drops from the player who loses",
        "rallies where the losing player hits 2+ smashes and no drop shots",
        "the player who loses the point smashes twice or more but plays no drop",
    ],
    "smash-winner-front-corner": [
        "a smash winner into a front corner",
        "the rally ends with an unreturned smash to one of the front corners",
        "a smash that lands in a corner at the net and wins the point outright",
        "smash winners landing in the front corners",
    ],
    "drop-winner-front-corner": [
        "a drop winner into a front corner",
        "the rally ends with an unreturned drop to one of the front corners",
        "a drop that lands in a corner at the net and wins the point outright",
        "drop winners landing in the front corners",
    ],
    "ninth-shot-drop": [
        "the ninth shot is a drop",
        "a drop as the 9th shot",
        "the server drops with their fifth shot",
        "a drop shot on shot nine",
    ],
    "fourth-last-drop": [
        "the fourth-to-last shot is a drop",
        "a drop as the fourth last shot",
        "the fourth shot from the end is a drop shot",
        "the drop comes fourth from the end of the rally",
    ],
    "receiver-no-drive-14": [
        "the receiver never drives in a rally of 14+ shots",
        "a rally of at least fourteen shots in which the receiving player plays no drive",
        "rallies of 14 or more shots where the receiver hits no drives",
        "no drive from the receiver in a fourteen-shot-or-longer rally",
    ],
    "net-run-3-server-wins": [
        "three net shots in a row in a rally the server wins",
        "the server wins a rally with at least 3 consecutive net shots",
        "rallies won by the server that contain three or more net shots back to back",
        "a run of three net shots, and the serving player ends up winning the point",
    ],
    "three-shots-receiver-wins": [
        "a three-shot rally won by the receiver",
        "the receiver wins a rally of exactly 3 shots",
        "rallies exactly three shots long that the receiving player wins",
        "the receiver takes the point in a rally lasting 3 shots",
    ],
    "level-third-set-receiver-wins": [
        "the receiver wins a rally played at a level score in the third set",
        "with the scores tied in the deciding set, the receiving player takes the point",
        "rallies in set three that start level and are won by the receiver",
        "the receiver wins from all square in the third set",
    ],
    "serve-third-attack-second-set": [
        "serve and third-shot attack in the second set",
        "the server attacks with the third shot in set two",
        "rallies in the second set where the server goes on the attack on shot three",
        "a serve-plus-one attack in the second game",
    ],
    "chou-drive-into-net": [
        "Chou Tien Chen loses the rally with a drive into the net",
        "Chou drives into the net",
        "rallies Chou loses by hitting a drive into the tape",
        "a Chou Tien Chen drive that fails to clear the net",
    ],
    "backhand-push-winner": [
        "a backhand push winner",
        "a push played on the backhand that wins the rally outright",
        "the rally ends with an unreturned backhand push",
        "winning pushes hit with the backhand",
    ],
    "around-head-smash-into-net": [
        "an around-the-head smash into the net",
        "a smash played around the head that ends in the net",
        "the rally ends with a round-the-head smash caught in the tape",
        "around the head smashes that fail to clear the net",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
