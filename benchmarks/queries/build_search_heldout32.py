"""Write the thirty-second held-out search query set, ``search_heldout32.jsonl``, from the corpus.

Written in stop 40 after the changes that held-out 31 and the stop's probes led to (straight
shots among them), to be run once and never used to tune: a measure of that code on queries
nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings
is in an earlier split), and seventeen new intents in four wordings each, across every
category. The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout32``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout32 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import (
    DRIVE,
    LIFT,
    NET,
    SMASH,
    Intent,
    consecutive,
    intent,
    known_after_serve,
    outright,
    plays,
    rally_run,
    shots_by,
    smash_barrage,
    straight,
    then_own,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout32.jsonl")
SPLIT = "heldout32"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def push_net_lift(r: Rally) -> bool:
    """A push, a net-family shot, then a lift (either kind), on consecutive shots."""
    return consecutive(r, {"push"}, NET, LIFT)


@intent("sequence", into=INTENTS)
def smash_then_own_rush(r: Rally) -> bool:
    """A smash (either kind), and the same player's next shot is a rush."""
    return then_own(r, SMASH, {"rush"})


@intent("sequence", into=INTENTS)
def net_then_own_push(r: Rally) -> bool:
    """A net-family shot, and the same player's next shot is a push."""
    return then_own(r, NET, {"push"})


@intent("strategic", into=INTENTS)
def loser_more_pushes(r: Rally) -> bool:
    """The rally's loser plays more pushes than its winner."""
    push = {"push"}
    return r.winner is not None and shots_by(r, r.loser, push) > shots_by(r, r.winner, push)


@intent("strategic", into=INTENTS)
def server_three_lifts_loses(r: Rally) -> bool:
    """The server plays at least three lifts (either kind) and loses the rally."""
    return shots_by(r, r.server, LIFT) >= 3 and r.winner == other(r.server)


@intent("zone", into=INTENTS)
def straight_smash_winner(r: Rally) -> bool:
    """The final shot is a smash (either kind) played straight (``truth.straight``) that
    lands in unreturned, for its hitter's point."""
    return r.shots[-1].kind in SMASH and straight(r.shots[-1]) and outright(r)


@intent("zone", into=INTENTS)
def straight_push(r: Rally) -> bool:
    """A push played straight, down the line (``truth.straight``)."""
    return any(s.kind == "push" and straight(s) for s in r.shots)


@intent("anchor", into=INTENTS)
def ninth_shot_smash(r: Rally) -> bool:
    """The ninth shot is a smash (either kind)."""
    return len(r.shots) >= 9 and r.shots[8].kind in SMASH


@intent("anchor", into=INTENTS)
def third_last_clear(r: Rally) -> bool:
    """The third shot from the end is a clear."""
    return len(r.shots) >= 3 and r.shots[-3].kind == "clear"


@intent("negation", into=INTENTS)
def no_drive_server_wins_12(r: Rally) -> bool:
    """A rally of at least 12 shots with no drive-family shot (either player) that the
    server wins; only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 12 or not known_after_serve(r) or r.winner != r.server:
        return False
    return not any(s.kind in DRIVE for s in r.shots)


@intent("negation", into=INTENTS)
def winner_no_clear_12(r: Rally) -> bool:
    """A rally of at least 12 shots in which the winner plays no clear; only rallies whose
    shots after the serve all have a known type count."""
    if len(r.shots) < 12 or not known_after_serve(r) or r.winner is None:
        return False
    return shots_by(r, r.winner, {"clear"}) == 0


@intent("run", into=INTENTS)
def net_run_5_server_wins(r: Rally) -> bool:
    """At least five net-family shots in a row (either player) in a rally the server wins."""
    return rally_run(r, NET, 5) and r.winner == r.server


@intent("score", into=INTENTS)
def receiver_leading_two_wins(r: Rally) -> bool:
    """The receiver leads by at least two points before the rally and wins it."""
    return trailing_by(r, r.server) >= 2 and r.winner == other(r.server)


@intent("tactic", into=INTENTS)
def smash_barrage_receiver_wins(r: Rally) -> bool:
    """A smash barrage (``truth.smash_barrage``) in a rally the receiver wins."""
    return smash_barrage(r) and r.winner == other(r.server)


@intent("player", into=INTENTS)
def lee_zii_jia_smash_winner(r: Rally) -> bool:
    """Lee Zii Jia wins the rally with a smash (either kind) that lands in unreturned."""
    return plays(r, "LEE Zii Jia", "winner") and r.shots[-1].kind in SMASH and outright(r)


@intent("shot", into=INTENTS)
def around_head_drive(r: Rally) -> bool:
    """A drive-family shot played around the head."""
    return any(s.kind in DRIVE and s.around_head for s in r.shots)


@intent("rally", into=INTENTS)
def receiver_wins_13_to_16(r: Rally) -> bool:
    """A rally of thirteen to sixteen shots that the receiver wins."""
    return 13 <= len(r.shots) <= 16 and r.winner == other(r.server)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the net shot is rushed for a winner",
        "a net shot the opponent puts away with a rush",
    ],
    "clear-out": [
        "the rally is lost on a clear that lands beyond the baseline",
        "a clear that flies out to end the point",
    ],
    "drop-winner": [
        "a drop that lands untouched for the point",
        "winning drop shots",
    ],
    "crossnet-winner": [
        "a cross net shot wins the point outright",
        "the point is won by a crosscourt net shot nobody reaches",
    ],
    "netshot-into-net": [
        "the last shot is a net shot that fails to clear the tape",
        "a net shot error into the net",
    ],
    "misjudged-leave": [
        "the player lets the shuttle go and it falls in",
        "a shuttle judged out that lands in",
    ],
    "passive-drop-punished": [
        "the reply to a passive drop is a kill that wins",
        "a weak drop put away for the point",
    ],
    "lift-punished": [
        "the lift is smashed and the smash wins",
        "a winning smash off the opponent's lob",
    ],
    "marin-drop": [
        "Marin wins points with drops that are not returned",
        "an outright drop winner by Carolina Marin",
    ],
    "push-net-lift": [
        "a push, a net shot, then a lift",
        "push, net shot, lift on consecutive shots",
        "a push is answered at the net and the net shot is lifted",
        "a lift straight after a net shot that answered a push",
    ],
    "smash-then-own-rush": [
        "a player smashes and then rushes with their next shot",
        "a smash followed by the same player's rush",
        "after smashing, the same player's next shot is a rush",
        "someone smashes, then rushes on their next shot",
    ],
    "net-then-own-push": [
        "a player plays a net shot and then pushes with their next shot",
        "a net shot followed by the same player's push",
        "after a net shot, the same player's next shot is a push",
        "someone plays a net shot, then pushes on their next shot",
    ],
    "loser-more-pushes": [
        "the loser pushes more than the winner",
        "more pushes from the loser than from the winner",
        "the losing player plays more pushes than the winning player",
        "rallies where the player who loses hits more pushes than the opponent",
    ],
    "server-three-lifts-loses": [
        "the server plays at least three lifts and loses",
        "three or more lifts from the server, who loses the rally",
        "rallies the server loses after lifting 3+ times",
        "the serving player lifts three times or more but the receiver wins",
    ],
    "straight-smash-winner": [
        "a straight smash winner",
        "the rally is won by a smash hit down the line",
        "an outright straight smash",
        "points won with a smash down the line that is not returned",
    ],
    "straight-push": [
        "a straight push",
        "pushes hit down the line",
        "a push played straight",
        "straight pushes",
    ],
    "ninth-shot-smash": [
        "the ninth shot is a smash",
        "a smash as the 9th shot",
        "the server smashes with their fifth shot",
        "a smash on shot nine",
    ],
    "third-last-clear": [
        "the third shot from the end is a clear",
        "the shot three from the end is a clear",
        "the antepenultimate shot is a clear",
        "a clear, then two more shots and the rally is over",
    ],
    "no-drive-server-wins-12": [
        "a rally of 12+ shots without a drive that the server wins",
        "the server wins a twelve-shot-or-longer rally with no drives",
        "no drives in a rally of at least 12 shots won by the server",
        "rallies of twelve or more shots, no driving from either player, server wins",
    ],
    "winner-no-clear-12": [
        "the winner never clears in a rally of 12+ shots",
        "a rally of at least twelve shots in which the winning player plays no clear",
        "rallies of 12 or more shots where the winner hits no clears",
        "the player who wins a twelve-shot-or-longer rally never plays a clear",
    ],
    "net-run-5-server-wins": [
        "five net shots in a row in a rally the server wins",
        "the server wins a rally with at least 5 consecutive net shots",
        "rallies won by the server that contain five or more net shots back to back",
        "a run of five net shots, and the serving player takes the point",
    ],
    "receiver-leading-two-wins": [
        "the receiver is two or more points ahead and wins the rally",
        "the receiver leads by 2+ and wins",
        "rallies won by the receiver while leading by at least two",
        "the receiving player, up by two points or more, takes the rally",
    ],
    "smash-barrage-receiver-wins": [
        "a smash barrage in a rally the receiver wins",
        "the receiver wins a rally with a barrage of smashes in it",
        "rallies won by the receiver that show a smash barrage",
        "a player smashes on three own shots in a row, and the receiving player takes the point",
    ],
    "lee-zii-jia-smash-winner": [
        "Lee Zii Jia wins with a smash",
        "smash winners by Lee Zii Jia",
        "rallies Lee Zii Jia finishes with an unreturned smash",
        "Lee Zii Jia smashing for a winner",
    ],
    "around-head-drive": [
        "an around-the-head drive",
        "drives played around the head",
        "a drive hit round the head",
        "round-the-head drives",
    ],
    "receiver-wins-13-to-16": [
        "the receiver wins a rally of thirteen to sixteen shots",
        "rallies of 13-16 shots won by the receiver",
        "the receiving player takes a rally lasting between thirteen and sixteen shots",
        "thirteen, fourteen, fifteen or sixteen shot rallies that the receiver wins",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
