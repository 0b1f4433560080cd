"""Write the eighteenth held-out search query set, ``search_heldout18.jsonl``, from the raw corpus.

Written at the end of stop 35, after that stop's last planner change, to be run once and
never used to tune: a last measure of the stop's code on queries nobody had read. Fourteen
new intents across the categories (shot, zone, sequence, anchor, negation, rally, score,
player, tactic, strategic), three wordings each, written as a coach might type them. The
relevant rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s
helpers, never ``rallyscope``). Every line's split is ``heldout18``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout18 [--root DATA] [--check]
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
    NET,
    SMASH,
    Intent,
    consecutive,
    intent,
    known_after_serve,
    last,
    net_control,
    outright,
    receiver,
    shots_by,
    side_of,
)

OUT = Path(__file__).with_name("search_heldout18.jsonl")
SPLIT = "heldout18"
INTENTS: list[Intent] = []  # filled by @intent(..., into=INTENTS) below, in order


@intent("shot", into=INTENTS)
def wrist_smash_into_net(r: Rally) -> bool:
    """The final shot is a wrist smash and the rally ended in the net."""
    return last(r).kind == "wrist smash" and r.ending == "net"


@intent("shot", into=INTENTS)
def backhand_drive_winner(r: Rally) -> bool:
    """The final shot is a backhand drive-family shot and an outright winner."""
    return last(r).kind in DRIVE and last(r).backhand and outright(r)


@intent("zone", into=INTENTS)
def clear_rear_right_to_rear_left(r: Rally) -> bool:
    """A clear hit from the rear-right zone that lands in the rear-left zone."""
    return any(
        s.kind == "clear" and s.hit_zone == "rear-right" and s.land_zone == "rear-left"
        for s in r.shots
    )


@intent("zone", into=INTENTS)
def lift_front_right_to_rear_centre(r: Rally) -> bool:
    """A lift (lob or defensive return lob) hit from the front-right zone that lands in the
    rear-centre zone."""
    return any(
        s.kind in LIFT and s.hit_zone == "front-right" and s.land_zone == "rear-centre"
        for s in r.shots
    )


@intent("sequence", into=INTENTS)
def clear_drop_net(r: Rally) -> bool:
    """A clear, then a drop (either kind), then a net-family shot, on consecutive shots."""
    return consecutive(r, {"clear"}, DROP, NET)


@intent("sequence", into=INTENTS)
def drive_answered_drop(r: Rally) -> bool:
    """A drive-family shot straight followed by a drop (either kind)."""
    return consecutive(r, DRIVE, DROP)


@intent("anchor", into=INTENTS)
def third_shot_lift(r: Rally) -> bool:
    """The third shot is a lift (lob or defensive return lob)."""
    return len(r.shots) >= 3 and r.shots[2].kind in LIFT


@intent("anchor", into=INTENTS)
def penultimate_drive(r: Rally) -> bool:
    """The second-to-last shot is a drive-family shot."""
    return len(r.shots) >= 2 and r.shots[-2].kind in DRIVE


@intent("negation", into=INTENTS)
def no_net_receiver_wins(r: Rally) -> bool:
    """No net-family shot in the rally, and the receiver wins; only rallies whose shots after
    the serve all have a known type count."""
    none = not any(s.kind in NET for s in r.shots)
    return none and known_after_serve(r) and r.winner == receiver(r)


@intent("rally", into=INTENTS)
def seven_to_nine_receiver_wins(r: Rally) -> bool:
    """A rally of seven to nine shots that the receiver wins."""
    return 7 <= len(r.shots) <= 9 and r.winner == receiver(r)


@intent("score", into=INTENTS)
def deuce_smash_winner(r: Rally) -> bool:
    """The score is level at 20-20 or beyond as the rally starts, and a smash (either kind)
    ends it as an outright winner."""
    a, b = r.score_before
    return a == b and a >= 20 and last(r).kind in SMASH and outright(r)


@intent("player", into=INTENTS)
def chou_drop_winner(r: Rally) -> bool:
    """Chou Tien Chen wins the rally with a drop (either kind) as the final, unreturned shot."""
    side = side_of(r, "CHOU Tien Chen")
    return side is not None and last(r).kind in DROP and last(r).hitter == side and outright(r)


@intent("tactic", into=INTENTS)
def net_control_server_wins(r: Rally) -> bool:
    """The net-control tag, and the server wins."""
    return net_control(r) and r.winner == r.server


@intent("strategic", into=INTENTS)
def loser_more_drops_10(r: Rally) -> bool:
    """A rally of at least 10 shots whose loser plays more drops (either kind) than its
    winner."""
    more = shots_by(r, r.loser, DROP) > shots_by(r, r.winner, DROP)
    return r.winner is not None and len(r.shots) >= 10 and more


WORDINGS: dict[str, list[str]] = {
    "wrist-smash-into-net": [
        "a wrist smash into the net to end the rally",
        "the last shot is a half smash that hits the tape",
        "rallies lost on a stick smash that doesn't clear the net",
    ],
    "backhand-drive-winner": [
        "a backhand drive winner",
        "the rally is won outright with a drive off the backhand",
        "an unreturned backhand drive ends the point",
    ],
    "clear-rear-right-to-rear-left": [
        "a clear from the rear right to the rear left",
        "clears hit from the back right corner that land in the back left corner",
        "a clear from the right side of the back court to its left side",
    ],
    "lift-front-right-to-rear-centre": [
        "a lift from the front right to the rear centre",
        "lobs played from the right side of the forecourt into the middle of the back court",
        "a lift hit from the front right corner that lands deep in the centre",
    ],
    "clear-drop-net": [
        "a clear, a drop, then a net shot",
        "a clear answered by a drop, which is met with a net shot",
        "clear followed by drop followed by net shot",
    ],
    "drive-answered-drop": [
        "a drive answered by a drop",
        "a drop in reply to a drive",
        "the opponent drops a drive",
    ],
    "third-shot-lift": [
        "the third shot is a lift",
        "a lob as the 3rd shot of the rally",
        "the server lifts with their second shot",
    ],
    "penultimate-drive": [
        "the second-to-last shot is a drive",
        "a drive just before the final shot",
        "the shot before the last one is a drive",
    ],
    "no-net-receiver-wins": [
        "the receiver wins a rally without any net shots",
        "no net play at all and the receiving player takes the point",
        "rallies won by the receiver with no net shot from either player",
    ],
    "seven-to-nine-receiver-wins": [
        "the receiver wins a rally of 7 to 9 shots",
        "rallies between seven and nine shots won by the receiver",
        "a 7-9 shot rally taken by the receiving player",
    ],
    "deuce-smash-winner": [
        "a smash winner at deuce",
        "at 20-all or later, the rally is won with an unreturned smash",
        "a winning smash when the score is tied at 20 or more",
    ],
    "chou-drop-winner": [
        "Chou Tien Chen's drop winners",
        "Chou wins the point with an unreturned drop",
        "rallies Chou Tien Chen finishes with a drop shot winner",
    ],
    "net-control-server-wins": [
        "the server wins the net battle and the rally",
        "net control, and the serving player wins",
        "rallies the server takes after dominating the net",
    ],
    "loser-more-drops-10": [
        "the loser drops more than the winner in a rally of 10+ shots",
        "rallies of at least ten shots where the losing player plays more drop shots",
        "in a 10+ shot rally, the player who loses plays more drops than the one who wins",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
