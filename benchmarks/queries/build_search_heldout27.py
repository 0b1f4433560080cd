"""Write the twenty-seventh held-out search query set, ``search_heldout27.jsonl``, from the corpus.

Written in stop 39 before any change of that stop, to be run once and never used to tune: a
measure of stop 38's code on queries nobody had read. The nine development intents come in
two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings
is in an earlier split), and sixteen new intents in four wordings each, across every
category. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout27``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout27 [--root DATA] [--check]
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
    defence_to_attack,
    game_point,
    intent,
    known_after_serve,
    outright,
    plays,
    rally_run,
    shots_by,
    then_own,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout27.jsonl")
SPLIT = "heldout27"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drive_lift_smash(r: Rally) -> bool:
    """A drive-family shot, a lift, then a smash (either kind), on consecutive shots."""
    return consecutive(r, DRIVE, LIFT, SMASH)


@intent("sequence", into=INTENTS)
def push_then_own_smash(r: Rally) -> bool:
    """A push, and the same player's next shot is a smash (either kind)."""
    return then_own(r, {"push"}, SMASH)


@intent("strategic", into=INTENTS)
def winner_three_lifts(r: Rally) -> bool:
    """The rally's winner plays at least three lifts."""
    return r.winner is not None and shots_by(r, r.winner, LIFT) >= 3


@intent("strategic", into=INTENTS)
def server_more_clears_wins(r: Rally) -> bool:
    """The server plays more clears than the receiver and wins the rally."""
    s = r.server
    return r.winner == s and shots_by(r, s, {"clear"}) > shots_by(r, other(s), {"clear"})


@intent("zone", into=INTENTS)
def drive_to_rear_left(r: Rally) -> bool:
    """A drive-family shot that lands in the rear-left zone."""
    return any(s.kind in DRIVE and s.land_zone == "rear-left" for s in r.shots)


@intent("zone", into=INTENTS)
def drop_from_rear_centre(r: Rally) -> bool:
    """A drop (either kind) hit from the rear-centre zone."""
    return any(s.kind in DROP and s.hit_zone == "rear-centre" for s in r.shots)


@intent("anchor", into=INTENTS)
def sixth_shot_clear(r: Rally) -> bool:
    """The sixth shot is a clear."""
    return len(r.shots) >= 6 and r.shots[5].kind == "clear"


@intent("anchor", into=INTENTS)
def long_serve_dropped(r: Rally) -> bool:
    """A long serve answered by a drop (either kind) as the return of serve."""
    s = r.shots
    return len(s) >= 2 and s[0].kind == "long service" and s[1].kind in DROP


@intent("negation", into=INTENTS)
def no_net_server_wins_10(r: Rally) -> bool:
    """A rally of at least 10 shots with no net-family shot (either player) that the server
    wins; only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r) or r.winner != r.server:
        return False
    return not any(s.kind in NET for s in r.shots)


@intent("negation", into=INTENTS)
def loser_never_drops_10(r: Rally) -> bool:
    """A rally of at least 10 shots in which the loser plays no drop (either kind); only
    rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r) or r.winner is None:
        return False
    return shots_by(r, r.loser, DROP) == 0


@intent("run", into=INTENTS)
def drop_run_2(r: Rally) -> bool:
    """At least two drops (either kind) in a row (either player)."""
    return rally_run(r, DROP, 2)


@intent("score", into=INTENTS)
def receiver_game_point_lost(r: Rally) -> bool:
    """The receiver has game point before the rally and loses it."""
    return game_point(r.score_before, other(r.server)) and r.winner == r.server


@intent("tactic", into=INTENTS)
def defence_to_attack_server_wins(r: Rally) -> bool:
    """Defence turned into attack (``truth.defence_to_attack``) in a rally the server wins."""
    return defence_to_attack(r) and r.winner == r.server


@intent("player", into=INTENTS)
def shi_yuqi_smash_winner(r: Rally) -> bool:
    """Shi Yuqi wins the rally with a smash (either kind) that lands in unreturned."""
    return plays(r, "SHI Yuqi", "winner") and r.shots[-1].kind in SMASH and outright(r)


@intent("shot", into=INTENTS)
def around_head_drop(r: Rally) -> bool:
    """A drop (either kind) played around the head."""
    return any(s.kind in DROP and s.around_head for s in r.shots)


@intent("rally", into=INTENTS)
def out_ending_receiver_wins(r: Rally) -> bool:
    """The rally ends with a shot out and the receiver wins it."""
    return r.ending == "out" and r.winner == other(r.server)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot rushed down by the opponent to win the point",
        "the opponent rushes a net shot and it is not returned",
    ],
    "clear-out": [
        "the rally ends on a clear that flies past the baseline",
        "a lob as the last shot, and it lands out",
    ],
    "drop-winner": [
        "points won by an unreturned drop",
        "a drop that ends the rally untouched",
    ],
    "crossnet-winner": [
        "a cross-court net shot wins the rally without a reply",
        "crosscourt net shots that end the rally unreturned",
    ],
    "netshot-into-net": [
        "the last shot is a net shot that hits the net",
        "rallies that end with a net shot caught in the net",
    ],
    "misjudged-leave": [
        "a shuttle left alone lands in and ends the rally",
        "the player lets the shuttle go but it lands in",
    ],
    "passive-drop-punished": [
        "a passive drop punished with a winner",
        "a passive drop is put away by the opponent for the point",
    ],
    "lift-punished": [
        "a smash that wins the point straight off a lob",
        "the rally ends with a winning smash on a lift",
    ],
    "marin-drop": [
        "Carolina Marin's winning drops",
        "Marin wins the rally with a drop that nobody returns",
    ],
    "drive-lift-smash": [
        "a drive, a lift, then a smash",
        "drive, lob, smash on consecutive shots",
        "a drive is lifted and the lift is smashed",
        "a smash off a lift that answered a drive",
    ],
    "push-then-own-smash": [
        "a player pushes and then smashes with their next shot",
        "a push followed by the same player's smash",
        "after pushing, the same player's next shot is a smash",
        "someone pushes, then smashes on their next shot",
    ],
    "winner-three-lifts": [
        "the winner lifts at least three times",
        "three or more lifts from the rally winner",
        "the player who wins plays 3+ lobs",
        "rallies won by a player who hit three lifts or more",
    ],
    "server-more-clears-wins": [
        "the server clears more than the receiver and wins",
        "more clears from the server than the receiver, and the server wins",
        "rallies the server wins while playing more clears than the receiver",
        "the serving player hits more clears than the opponent and takes the point",
    ],
    "drive-to-rear-left": [
        "a drive that lands in the rear left",
        "drives into the back left corner",
        "a drive to the rear-left zone",
        "driving to the left rear court",
    ],
    "drop-from-rear-centre": [
        "a drop hit from the rear centre",
        "drops played from the middle of the back court",
        "a drop shot from the centre rear court",
        "dropping from the rear-centre",
    ],
    "sixth-shot-clear": [
        "the sixth shot is a clear",
        "a clear as the 6th shot",
        "the receiver clears with their third shot",
        "a clear on shot six",
    ],
    "long-serve-dropped": [
        "a long serve returned with a drop",
        "the receiver drops a long serve",
        "a long service answered by a drop shot",
        "the return of a long serve is a drop",
    ],
    "no-net-server-wins-10": [
        "a rally of 10+ shots without a net shot that the server wins",
        "the server wins a ten-shot-or-longer rally with no net shots",
        "no net shots in a rally of at least 10 shots won by the server",
        "rallies of ten or more shots, no net play from either player, server wins",
    ],
    "loser-never-drops-10": [
        "the loser never drops in a rally of 10+ shots",
        "a rally of at least ten shots in which the losing player plays no drop",
        "rallies of 10 or more shots where the loser hits no drop shots",
        "the player who loses a ten-shot-or-longer rally never plays a drop",
    ],
    "drop-run-2": [
        "two drops in a row",
        "back-to-back drops",
        "consecutive drop shots",
        "a drop answered by a drop",
    ],
    "receiver-game-point-lost": [
        "the receiver has game point and loses the rally",
        "the server saves a game point",
        "rallies lost by the receiver at game point",
        "the receiving player is one point from the game but the server wins",
    ],
    "defence-to-attack-server-wins": [
        "defence turned into attack in a rally the server wins",
        "the server wins a rally with a switch from defence to attack",
        "rallies won by the server that show a counterattack from defence",
        "turning defence into attack, and the server takes the point",
    ],
    "shi-yuqi-smash-winner": [
        "Shi Yuqi wins with a smash",
        "smash winners by Shi Yuqi",
        "rallies Shi Yuqi finishes with an unreturned smash",
        "Shi Yuqi smashing for a winner",
    ],
    "around-head-drop": [
        "an around-the-head drop",
        "drops played around the head",
        "a drop hit round the head",
        "around the head drop shots",
    ],
    "out-ending-receiver-wins": [
        "the rally ends with a shot out and the receiver wins",
        "the server hits out and loses the point",
        "rallies the receiver wins because the last shot lands out",
        "the receiving player wins the point on an out",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
