"""Write the sixteenth held-out search query set, ``search_heldout16.jsonl``, from the raw corpus.

Written in stop 35, before this stop changed the planner and before the set was run, to be
run once and never used to tune. It is weighted to what the earlier held-out splits asked
least: tactic tags in coach words, joined with a rally condition (eight intents), strategic
counts per role (six), a player's own next shot (three), zones (two) and an anchor (one),
three wordings each. The relevant rallies come from the predicates, plain Python over the
raw CSVs (``truth.py``'s helpers, never ``rallyscope``). Every line's split is ``heldout16``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout16 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DROP,
    LIFT,
    NET,
    SMASH,
    Intent,
    defence_to_attack,
    four_corners,
    front_court_trap,
    intent,
    lift_punished,
    net_control,
    own,
    own_run,
    rear_court_pinned,
    receiver,
    serve_third_attack,
    shots_by,
)

OUT = Path(__file__).with_name("search_heldout16.jsonl")
SPLIT = "heldout16"
INTENTS: list[Intent] = []  # filled by @intent(..., into=INTENTS) below, in order


def next_own_is(r: Rally, first: set[str], then: set[str], by: str | None = "AB") -> bool:
    """A player (of ``by``) hits a shot of ``first`` and that player's next own shot is of
    ``then``."""
    for i, shot in enumerate(r.shots):
        if shot.kind in first and by is not None and shot.hitter in by:
            later = own(r, shot.hitter, after=i)
            if later and r.shots[later[0]].kind in then:
                return True
    return False


@intent("tactic", into=INTENTS)
def four_corners_server_wins(r: Rally) -> bool:
    """The four-corners tag (one player's own shots are hit from all four corner zones) and
    the server wins."""
    return four_corners(r) and r.winner == r.server


@intent("tactic", into=INTENTS)
def rear_pinned_long(r: Rally) -> bool:
    """The rear-court-pinned tag (3+ own shots in a row from the rear court, then one from
    mid or front) in a rally of at least 15 shots."""
    return rear_court_pinned(r) and len(r.shots) >= 15


@intent("tactic", into=INTENTS)
def loser_smash_barrage(r: Rally) -> bool:
    """The rally's loser hits 3+ smash-family shots on consecutive own shots."""
    return r.winner is not None and own_run(r, r.loser, SMASH, 3)


@intent("tactic", into=INTENTS)
def third_shot_attack_receiver_wins(r: Rally) -> bool:
    """The serve-and-third-shot-attack tag (shot 3 an attacking shot by the server) and the
    receiver wins."""
    return serve_third_attack(r) and r.winner == receiver(r)


@intent("tactic", into=INTENTS)
def net_control_third_set(r: Rally) -> bool:
    """The net-control tag, in the third set."""
    return net_control(r) and r.set_no == 3


@intent("tactic", into=INTENTS)
def defence_to_attack_long(r: Rally) -> bool:
    """The defence-turned-into-attack tag in a rally of at least 10 shots."""
    return defence_to_attack(r) and len(r.shots) >= 10


@intent("tactic", into=INTENTS)
def lift_punished_server(r: Rally) -> bool:
    """The lift-punished tag (a lift, then a smash by the other player that ends the rally,
    and the smasher won) and the server won."""
    return lift_punished(r) and r.winner == r.server


@intent("tactic", into=INTENTS)
def front_court_trap_receiver(r: Rally) -> bool:
    """The front-court-trap tag (the trapping player wins) and the receiver won."""
    return front_court_trap(r) and r.winner == receiver(r)


@intent("strategic", into=INTENTS)
def server_drops_twice_loses(r: Rally) -> bool:
    """The server plays at least two drops (either kind) and loses."""
    return shots_by(r, r.server, DROP) >= 2 and r.winner == receiver(r)


@intent("strategic", into=INTENTS)
def winner_more_lifts_12(r: Rally) -> bool:
    """A rally of at least 12 shots whose winner plays more lifts (lob or defensive return
    lob) than its loser."""
    more = shots_by(r, r.winner, LIFT) > shots_by(r, r.loser, LIFT)
    return r.winner is not None and len(r.shots) >= 12 and more


@intent("strategic", into=INTENTS)
def each_three_net(r: Rally) -> bool:
    """Each player plays at least three net-family shots."""
    return all(shots_by(r, side, NET) >= 3 for side in "AB")


@intent("strategic", into=INTENTS)
def winner_three_drops(r: Rally) -> bool:
    """The winner plays at least three drops (either kind)."""
    return r.winner is not None and shots_by(r, r.winner, DROP) >= 3


@intent("strategic", into=INTENTS)
def loser_pushes_twice(r: Rally) -> bool:
    """The loser plays at least two pushes."""
    return r.winner is not None and shots_by(r, r.loser, {"push"}) >= 2


@intent("strategic", into=INTENTS)
def server_more_smashes_wins(r: Rally) -> bool:
    """The server plays more smashes (either kind) than the receiver, and wins."""
    more = shots_by(r, r.server, SMASH) > shots_by(r, receiver(r), SMASH)
    return more and r.winner == r.server


@intent("sequence", into=INTENTS)
def drop_then_own_smash(r: Rally) -> bool:
    """A player drops (either kind) and that player's next own shot is a smash (either kind)."""
    return next_own_is(r, DROP, SMASH)


@intent("sequence", into=INTENTS)
def smash_then_own_net_wins(r: Rally) -> bool:
    """A player smashes (either kind), that player's next own shot is a net-family shot, and
    that player wins the rally."""
    return next_own_is(r, SMASH, NET, by=r.winner)


@intent("sequence", into=INTENTS)
def clear_then_own_drop(r: Rally) -> bool:
    """A player clears and that player's next own shot is a drop (either kind)."""
    return next_own_is(r, {"clear"}, DROP)


@intent("zone", into=INTENTS)
def lift_front_left_to_rear_right(r: Rally) -> bool:
    """A lift (lob or defensive return lob) hit from the front-left zone that lands in the
    rear-right zone (each zone as the data labels it)."""
    return any(
        s.kind in LIFT and s.hit_zone == "front-left" and s.land_zone == "rear-right"
        for s in r.shots
    )


@intent("zone", into=INTENTS)
def cross_net_lands_front_right(r: Rally) -> bool:
    """A cross-court net shot that lands in the front-right zone."""
    return any(s.kind == "cross-court net shot" and s.land_zone == "front-right" for s in r.shots)


@intent("anchor", into=INTENTS)
def sixth_shot_smash(r: Rally) -> bool:
    """The sixth shot of the rally is a smash (either kind)."""
    return len(r.shots) >= 6 and r.shots[5].kind in SMASH


WORDINGS: dict[str, list[str]] = {
    "four-corners-server-wins": [
        "the server wins after moving the opponent to all four corners",
        "four-corner rallies won by the serving player",
        "a player is run to every corner of the court and the server takes the point",
    ],
    "rear-pinned-long": [
        "a player stuck at the back for several shots who then escapes,"
        " in a rally of 15 or more shots",
        "pinned in the rear court and then getting out of it, rallies of at least fifteen shots",
        "long rallies (15+) where someone is held in the back court before escaping",
    ],
    "loser-smash-barrage": [
        "the loser smashes three times in a row and still loses",
        "a smash barrage by the player who loses the rally",
        "three or more consecutive smashes from the losing player",
    ],
    "third-shot-attack-receiver-wins": [
        "serve and third-shot attack, but the receiver wins",
        "the server attacks on the third shot and loses the rally",
        "the receiver wins despite the server attacking with the third shot",
    ],
    "net-control-third-set": [
        "net control in the third set",
        "winning the net battle in the deciding set",
        "a player dominates the net exchange in set three",
    ],
    "defence-to-attack-long": [
        "defence turned into attack in rallies of ten or more shots",
        "a counterattack from defence in a rally of at least 10 shots",
        "long rallies of 10+ where a player goes from defending to attacking",
    ],
    "lift-punished-server": [
        "the server punishes a lift with a winning smash",
        "a lift smashed for the point by the serving player",
        "the receiver lifts and the server kills it with a smash",
    ],
    "front-court-trap-receiver": [
        "the receiver sets a front-court trap",
        "a net trap by the receiving player: a tight net shot, a weak reply from the front, a kill",
        "the receiver traps the server at the net and puts the reply away",
    ],
    "server-drops-twice-loses": [
        "the server drops at least twice and loses",
        "the serving player plays two or more drop shots but loses the rally",
        "rallies the receiver wins although the server dropped twice or more",
    ],
    "winner-more-lifts-12": [
        "the winner lifts more than the loser in a rally of 12 or more shots",
        "rallies of at least twelve shots where the player who wins"
        " plays more lobs than the opponent",
        "a 12+ shot rally won by the player who lifted more often",
    ],
    "each-three-net": [
        "both players play at least three net shots",
        "each player hits three or more net shots",
        "a rally with 3+ net shots from each side",
    ],
    "winner-three-drops": [
        "the winner plays at least three drops",
        "the winning player drops three or more times",
        "rallies won by a player who hit 3+ drop shots",
    ],
    "loser-pushes-twice": [
        "the loser pushes at least twice",
        "the losing player plays two or more pushes",
        "rallies lost by a player who pushed two times or more",
    ],
    "server-more-smashes-wins": [
        "the server smashes more than the receiver and wins",
        "the serving player hits more smashes than the receiving player and takes the point",
        "rallies won by the server, who smashed more often than the receiver",
    ],
    "drop-then-own-smash": [
        "a player drops and then smashes with their next shot",
        "a drop followed by a smash from the same player on their next shot",
        "after playing a drop, the same player's next stroke is a smash",
    ],
    "smash-then-own-net-wins": [
        "a player smashes, follows it to the net with their next shot, and wins the rally",
        "a smash followed by a net shot from the same player, who wins the point",
        "the winner smashes and then plays a net shot with their next stroke",
    ],
    "clear-then-own-drop": [
        "a player clears and then drops with their next shot",
        "a clear followed by a drop from the same player",
        "the same player plays a clear and, on their next shot, a drop",
    ],
    "lift-front-left-to-rear-right": [
        "a lift from the front left to the rear right",
        "lobs hit from the left side of the forecourt that land in the back right corner",
        "a lift played from the front left corner into the rear right",
    ],
    "cross-net-lands-front-right": [
        "a cross-court net shot that lands in the front right",
        "cross net shots landing in the front right corner",
        "a net shot played across the court, falling on the right side of the forecourt",
    ],
    "sixth-shot-smash": [
        "the sixth shot is a smash",
        "a smash as the 6th stroke of the rally",
        "rallies whose sixth shot is a smash",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
