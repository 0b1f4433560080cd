"""Write the thirty-first held-out search query set, ``search_heldout31.jsonl``, from the corpus.

Written at the start of stop 40, before any change of the stop, to be run once and never used
to tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings
is in an earlier split), and seventeen new intents in four wordings each, across every
category. The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout31``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout31 [--root DATA] [--check]
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
    cross_court,
    front_court_trap,
    intent,
    known_after_serve,
    outright,
    plays,
    rally_run,
    shots_by,
    then_own,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout31.jsonl")
SPLIT = "heldout31"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def clear_drop_lift(r: Rally) -> bool:
    """A clear, a drop (either kind), then a lift (either kind), on consecutive shots."""
    return consecutive(r, {"clear"}, DROP, LIFT)


@intent("sequence", into=INTENTS)
def drop_then_own_net(r: Rally) -> bool:
    """A drop (either kind), and the same player's next shot is a net-family shot."""
    return then_own(r, DROP, NET)


@intent("strategic", into=INTENTS)
def receiver_more_smashes_loses(r: Rally) -> bool:
    """The receiver plays more smashes (either kind) than the server, and loses the rally."""
    rec = other(r.server)
    return shots_by(r, rec, SMASH) > shots_by(r, r.server, SMASH) and r.winner == r.server


@intent("strategic", into=INTENTS)
def server_two_drops_wins(r: Rally) -> bool:
    """The server plays at least two drops (either kind) and wins the rally."""
    return shots_by(r, r.server, DROP) >= 2 and r.winner == r.server


@intent("zone", into=INTENTS)
def final_cross_lift(r: Rally) -> bool:
    """The final shot is a lift (either kind) played cross-court (``truth.cross_court``)."""
    return r.shots[-1].kind in LIFT and cross_court(r.shots[-1])


@intent("zone", into=INTENTS)
def rush_from_front_left(r: Rally) -> bool:
    """A rush hit from the front-left zone."""
    return any(s.kind == "rush" and s.hit_zone == "front-left" for s in r.shots)


@intent("zone", into=INTENTS)
def drive_lands_mid_left(r: Rally) -> bool:
    """A drive-family shot that lands in the mid-left zone."""
    return any(s.kind in DRIVE and s.land_zone == "mid-left" for s in r.shots)


@intent("anchor", into=INTENTS)
def seventh_shot_lift(r: Rally) -> bool:
    """The seventh shot is a lift (either kind)."""
    return len(r.shots) >= 7 and r.shots[6].kind in LIFT


@intent("anchor", into=INTENTS)
def eighth_shot_smash(r: Rally) -> bool:
    """The eighth shot is a smash (either kind)."""
    return len(r.shots) >= 8 and r.shots[7].kind in SMASH


@intent("negation", into=INTENTS)
def no_smash_receiver_wins_8(r: Rally) -> bool:
    """A rally of at least 8 shots with no smash (either kind, either player) that the
    receiver wins; only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 8 or not known_after_serve(r) or r.winner != other(r.server):
        return False
    return not any(s.kind in SMASH for s in r.shots)


@intent("negation", into=INTENTS)
def winner_no_drop_10(r: Rally) -> bool:
    """A rally of at least 10 shots in which the winner plays no drop (either kind); only
    rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r) or r.winner is None:
        return False
    return shots_by(r, r.winner, DROP) == 0


@intent("run", into=INTENTS)
def clear_run_3_server_wins(r: Rally) -> bool:
    """At least three clears in a row (either player) in a rally the server wins."""
    return rally_run(r, {"clear"}, 3) and r.winner == r.server


@intent("score", into=INTENTS)
def first_set_deuce(r: Rally) -> bool:
    """A rally of the first set starting level at 20-20 or beyond."""
    a, b = r.score_before
    return r.set_no == 1 and a == b and a >= 20


@intent("tactic", into=INTENTS)
def front_court_trap_server(r: Rally) -> bool:
    """A front-court trap (``truth.front_court_trap``) in a rally the server wins."""
    return front_court_trap(r) and r.winner == r.server


@intent("player", into=INTENTS)
def antonsen_drop_winner(r: Rally) -> bool:
    """Anders Antonsen wins the rally with a drop (either kind) that lands in unreturned."""
    return plays(r, "Anders ANTONSEN", "winner") and r.shots[-1].kind in DROP and outright(r)


@intent("shot", into=INTENTS)
def backhand_smash(r: Rally) -> bool:
    """A smash (either kind) played on the backhand."""
    return any(s.kind in SMASH and s.backhand for s in r.shots)


@intent("rally", into=INTENTS)
def receiver_wins_four_shots(r: Rally) -> bool:
    """A rally of exactly four shots that the receiver wins."""
    return len(r.shots) == 4 and r.winner == other(r.server)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush off a net shot that ends the point",
        "net shot answered by a rush winner",
    ],
    "clear-out": [
        "a clear that goes long and loses the point",
        "the final shot is a clear hit out",
    ],
    "drop-winner": [
        "the point is won by a drop that no one touches",
        "the rally finishes with an unreturned drop",
    ],
    "crossnet-winner": [
        "an unreturned cross-court net shot wins the rally",
        "crosscourt net shot winners",
    ],
    "netshot-into-net": [
        "rallies lost by a net shot into the tape",
        "the final net shot hits the net",
    ],
    "misjudged-leave": [
        "a player leaves a shuttle that drops in",
        "rallies ended by letting the shuttle go when it was in",
    ],
    "passive-drop-punished": [
        "the opponent kills a passive drop for the point",
        "the opponent finishes a passive drop with a winner",
    ],
    "lift-punished": [
        "a lift smashed for an outright winner",
        "the rally ends with a lift being smashed and not returned",
    ],
    "marin-drop": [
        "Carolina Marin drop shot winners",
        "rallies won by Marin with a drop that is not returned",
    ],
    "clear-drop-lift": [
        "a clear, a drop, then a lift",
        "clear, drop, lift on consecutive shots",
        "a clear is answered with a drop, which is lifted",
        "a lift straight after a drop that answered a clear",
    ],
    "drop-then-own-net": [
        "a player drops and then plays a net shot with their next shot",
        "a drop followed by the same player's net shot",
        "after dropping, the same player's next shot is a net shot",
        "someone drops, then plays a net shot on their next shot",
    ],
    "receiver-more-smashes-loses": [
        "the receiver smashes more than the server but loses",
        "more smashes from the receiver, who loses the rally",
        "the receiving player hits more smashes than the server and still loses",
        "rallies the receiver loses despite smashing more often than the server",
    ],
    "server-two-drops-wins": [
        "the server plays at least two drops and wins",
        "two or more drops from the server, who wins the rally",
        "rallies the server wins after playing 2+ drops",
        "the serving player drops twice or more and takes the point",
    ],
    "final-cross-lift": [
        "the rally ends on a cross-court lift",
        "a crosscourt lob is the last shot",
        "the last shot is a lift played across the court",
        "rallies whose final shot is a crosscourt lift",
    ],
    "rush-from-front-left": [
        "a rush from the front-left",
        "rushes hit from the front left corner",
        "a rush played from the left side of the front court",
        "rushing from front left",
    ],
    "drive-lands-mid-left": [
        "a drive that lands in the mid-left",
        "drives landing in the middle of the court on the left",
        "a drive to the mid left",
        "drives into the left side of the mid court",
    ],
    "seventh-shot-lift": [
        "the seventh shot is a lift",
        "a lift as the 7th shot",
        "the server lifts with their fourth shot",
        "a lob on shot seven",
    ],
    "eighth-shot-smash": [
        "the eighth shot is a smash",
        "a smash as the 8th shot",
        "the receiver smashes with their fourth shot",
        "a smash on shot eight",
    ],
    "no-smash-receiver-wins-8": [
        "a rally of 8+ shots without a smash that the receiver wins",
        "the receiver wins an eight-shot-or-longer rally with no smashes",
        "no smashes in a rally of at least 8 shots won by the receiver",
        "rallies of eight or more shots, no smashing from either player, receiver wins",
    ],
    "winner-no-drop-10": [
        "the winner never drops in a rally of 10+ shots",
        "a rally of at least ten shots in which the winning player plays no drop",
        "rallies of 10 or more shots where the winner hits no drops",
        "the player who wins a ten-shot-or-longer rally never plays a drop",
    ],
    "clear-run-3-server-wins": [
        "three clears in a row in a rally the server wins",
        "the server wins a rally with at least 3 consecutive clears",
        "rallies won by the server that contain three or more clears back to back",
        "a run of three clears, and the serving player takes the point",
    ],
    "first-set-deuce": [
        "deuce in the first set",
        "rallies at 20-all or later in game one",
        "first-set rallies played at deuce",
        "the score is level at 20 or more in the opening game",
    ],
    "front-court-trap-server": [
        "a front-court trap in a rally the server wins",
        "the server wins with a net trap",
        "rallies won by the server that show a front-court trap",
        "a player is trapped at the net, and the server takes the point",
    ],
    "antonsen-drop-winner": [
        "Antonsen wins with a drop",
        "drop winners by Anders Antonsen",
        "rallies Antonsen finishes with an unreturned drop",
        "Anders Antonsen dropping for a winner",
    ],
    "backhand-smash": [
        "a backhand smash",
        "smashes played on the backhand",
        "a smash hit with the backhand",
        "backhand smashes",
    ],
    "receiver-wins-four-shots": [
        "the receiver wins a four-shot rally",
        "rallies of exactly 4 shots won by the receiver",
        "the receiving player takes a rally lasting four shots",
        "four-shot rallies that the receiver wins",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
