"""Write the twenty-ninth held-out search query set, ``search_heldout29.jsonl``, from the corpus.

Written in stop 39 after the changes that held-outs 27 and 28 and the stop's probes led to, to
be run once and never used to tune: a measure of that code on queries nobody had read. The
nine development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and sixteen new intents in
four wordings each, across every category. The relevant rallies come from the predicates,
plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout29``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout29 [--root DATA] [--check]
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
    SMASH,
    Intent,
    consecutive,
    depth,
    intent,
    known_after_serve,
    net_control,
    outright,
    plays,
    rally_run,
    shots_by,
    then_own,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout29.jsonl")
SPLIT = "heldout29"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def smash_lift_drop(r: Rally) -> bool:
    """A smash (either kind), a lift, then a drop (either kind), on consecutive shots."""
    return consecutive(r, SMASH, LIFT, DROP)


@intent("sequence", into=INTENTS)
def lift_then_own_smash(r: Rally) -> bool:
    """A lift, and the same player's next shot is a smash (either kind)."""
    return then_own(r, LIFT, SMASH)


@intent("strategic", into=INTENTS)
def server_more_lifts_loses(r: Rally) -> bool:
    """The server plays more lifts than the receiver and loses the rally."""
    s = r.server
    return r.winner == other(s) and shots_by(r, s, LIFT) > shots_by(r, other(s), LIFT)


@intent("strategic", into=INTENTS)
def loser_three_drops(r: Rally) -> bool:
    """The rally's loser plays at least three drops (either kind)."""
    return r.winner is not None and shots_by(r, r.loser, DROP) >= 3


@intent("zone", into=INTENTS)
def drop_from_mid_left(r: Rally) -> bool:
    """A drop (either kind) hit from the mid-left zone."""
    return any(s.kind in DROP and s.hit_zone == "mid-left" for s in r.shots)


@intent("zone", into=INTENTS)
def smash_from_front(r: Rally) -> bool:
    """A smash (either kind) hit from the front court (any front zone)."""
    return any(s.kind in SMASH and depth(s.hit_zone) == "front" for s in r.shots)


@intent("anchor", into=INTENTS)
def fourth_shot_drive(r: Rally) -> bool:
    """The fourth shot is a drive-family shot."""
    return len(r.shots) >= 4 and r.shots[3].kind in DRIVE


@intent("anchor", into=INTENTS)
def fifth_shot_push(r: Rally) -> bool:
    """The fifth shot is a push."""
    return len(r.shots) >= 5 and r.shots[4].kind == "push"


@intent("negation", into=INTENTS)
def receiver_no_lift_10(r: Rally) -> bool:
    """A rally of at least 10 shots in which the receiver plays no lift; only rallies whose
    shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r):
        return False
    return shots_by(r, other(r.server), LIFT) == 0


@intent("negation", into=INTENTS)
def no_drive_receiver_wins_10(r: Rally) -> bool:
    """A rally of at least 10 shots with no drive-family shot (either player) that the
    receiver wins; only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r) or r.winner != other(r.server):
        return False
    return not any(s.kind in DRIVE for s in r.shots)


@intent("run", into=INTENTS)
def drive_run_6(r: Rally) -> bool:
    """At least six drive-family shots in a row (either player)."""
    return rally_run(r, DRIVE, 6)


@intent("score", into=INTENTS)
def level_receiver_wins(r: Rally) -> bool:
    """The score is level before the rally and the receiver wins it."""
    return r.score_before[0] == r.score_before[1] and r.winner == other(r.server)


@intent("tactic", into=INTENTS)
def net_control_fifteen(r: Rally) -> bool:
    """Net control (``truth.net_control``) in a rally of at least 15 shots."""
    return net_control(r) and len(r.shots) >= 15


@intent("player", into=INTENTS)
def an_se_young_smash_winner(r: Rally) -> bool:
    """An Se Young wins the rally with a smash (either kind) that lands in unreturned."""
    return plays(r, "An Se Young", "winner") and r.shots[-1].kind in SMASH and outright(r)


@intent("shot", into=INTENTS)
def final_backhand_clear(r: Rally) -> bool:
    """The rally's final shot is a clear played on the backhand."""
    return r.shots[-1].kind == "clear" and r.shots[-1].backhand


@intent("rally", into=INTENTS)
def server_wins_six_to_eight(r: Rally) -> bool:
    """A rally of six to eight shots that the server wins."""
    return 6 <= len(r.shots) <= 8 and r.winner == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot answered by a rush that wins the rally",
        "rushing the opponent's net shot for a winner",
    ],
    "clear-out": [
        "a clear that goes out at the back to finish the rally",
        "the rally's last shot is a lob that lands out",
    ],
    "drop-winner": [
        "drop shots that end the rally untouched",
        "a winning drop that the opponent never reaches",
    ],
    "crossnet-winner": [
        "cross-court net shots that win the point",
        "a net shot across the court that is not returned and wins",
    ],
    "netshot-into-net": [
        "the rally ends on a net shot that hits the tape",
        "a net shot that goes into the net ends the point",
    ],
    "misjudged-leave": [
        "a player leaves the shuttle and it falls in",
        "rallies ended by a leave that was misjudged",
    ],
    "passive-drop-punished": [
        "a passive drop followed by a kill that wins the point",
        "the opponent finishes a passive drop off with a winner",
    ],
    "lift-punished": [
        "a lob smashed away for a winner",
        "the final shot is a smash winner that answers a lift",
    ],
    "marin-drop": [
        "Marin's drops that are not returned",
        "points won by Carolina Marin with a drop shot winner",
    ],
    "smash-lift-drop": [
        "a smash, a lift, then a drop",
        "smash, lob, drop on consecutive shots",
        "a smash is lifted and the lift is dropped",
        "a drop off a lift that answered a smash",
    ],
    "lift-then-own-smash": [
        "a player lifts and then smashes with their next shot",
        "a lift followed by the same player's smash",
        "after lifting, the same player's next shot is a smash",
        "someone lifts, then smashes on their next shot",
    ],
    "server-more-lifts-loses": [
        "the server lifts more than the receiver and loses",
        "more lifts from the server than the receiver, and the server loses",
        "rallies the server loses while playing more lifts than the receiver",
        "the serving player hits more lifts than the opponent and loses the point",
    ],
    "loser-three-drops": [
        "the loser plays at least three drops",
        "three or more drops from the player who loses",
        "the losing player drops 3+ times",
        "rallies lost by a player who played three drops or more",
    ],
    "drop-from-mid-left": [
        "a drop hit from the mid left",
        "drops played from the left midcourt",
        "a drop shot from the mid-left zone",
        "dropping from the middle left",
    ],
    "smash-from-front": [
        "a smash hit from the front court",
        "smashes played from the forecourt",
        "a smash from the front of the court",
        "smashing from near the net",
    ],
    "fourth-shot-drive": [
        "the fourth shot is a drive",
        "a drive as the 4th shot",
        "the receiver drives with their second shot",
        "a drive on shot four",
    ],
    "fifth-shot-push": [
        "the fifth shot is a push",
        "a push as the 5th shot",
        "the server pushes with their third shot",
        "a push on shot five",
    ],
    "receiver-no-lift-10": [
        "the receiver never lifts in a rally of 10+ shots",
        "a rally of at least ten shots in which the receiving player plays no lift",
        "rallies of 10 or more shots where the receiver hits no lobs",
        "the receiver avoids lifting for a whole rally of ten shots or more",
    ],
    "no-drive-receiver-wins-10": [
        "a rally of 10+ shots without a drive that the receiver wins",
        "the receiver wins a ten-shot-or-longer rally with no drives",
        "no drives in a rally of at least 10 shots won by the receiver",
        "rallies of ten or more shots, no drives from either player, receiver wins",
    ],
    "drive-run-6": [
        "six drives in a row",
        "at least 6 consecutive drives",
        "a drive exchange of six shots or more",
        "six or more drives back to back",
    ],
    "level-receiver-wins": [
        "the score is level and the receiver wins",
        "rallies won by the receiver with the score tied",
        "the receiver takes the point when the scores are even",
        "the receiving player wins a point played at a level score",
    ],
    "net-control-fifteen": [
        "net control in a rally of 15+ shots",
        "a rally of at least fifteen shots with control of the net",
        "rallies of 15 shots or more showing net dominance",
        "a player dominates the net in a fifteen-shot-or-longer rally",
    ],
    "an-se-young-smash-winner": [
        "An Se Young wins with a smash",
        "smash winners by An Se Young",
        "rallies An Se Young finishes with an unreturned smash",
        "An Se Young smashing for a winner",
    ],
    "final-backhand-clear": [
        "the last shot is a backhand clear",
        "rallies that end with a clear played on the backhand",
        "a backhand clear as the final shot",
        "the final stroke is a clear hit with the backhand",
    ],
    "server-wins-six-to-eight": [
        "the server wins a rally of six to eight shots",
        "rallies of 6-8 shots won by the server",
        "the serving player takes a rally lasting between six and eight shots",
        "six, seven or eight shot rallies that the server wins",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
