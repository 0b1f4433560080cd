"""Write the sixtieth held-out search query set, ``search_heldout60.jsonl``, from the corpus.

Written in stop 48, after held-out 59's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and ten new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout60``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout60 [--root DATA] [--check]
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
    consecutive,
    intent,
    known_after_serve,
    own_run,
    shots_by,
    side_of,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout60.jsonl")
SPLIT = "heldout60"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def smash_lift_twice(r: Rally) -> bool:
    """A smash, a lift, a smash and a lift (either kinds), on consecutive shots."""
    return consecutive(r, SMASH, LIFT, SMASH, LIFT)


@intent("anchor", into=INTENTS)
def eighth_shot_lift_server_wins(r: Rally) -> bool:
    """The eighth shot is a lift (either kind) and the server won the rally."""
    return len(r.shots) >= 8 and r.shots[7].kind in LIFT and r.winner == r.server


@intent("strategic", into=INTENTS)
def winner_outlifts_loser_10(r: Rally) -> bool:
    """A rally of at least ten shots whose winner plays more lifts (either kind) than the
    loser."""
    if r.winner is None or len(r.shots) < 10:
        return False
    return shots_by(r, r.winner, LIFT) > shots_by(r, r.loser, LIFT)


@intent("strategic", into=INTENTS)
def server_two_smashes_two_drops(r: Rally) -> bool:
    """The server plays at least two smashes (either kind) and at least two drops (either
    kind)."""
    return shots_by(r, r.server, SMASH) >= 2 and shots_by(r, r.server, DROP) >= 2


@intent("negation", into=INTENTS)
def no_net_no_drop_6(r: Rally) -> bool:
    """A rally of at least six shots with no net-family shot and no drop (either kind);
    only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 6 or not known_after_serve(r):
        return False
    return not any(s.kind in NET | DROP for s in r.shots)


@intent("zone", into=INTENTS)
def lift_lands_front(r: Rally) -> bool:
    """A lift (either kind) that lands in the front court (any side)."""
    return any(s.kind in LIFT and (s.land_zone or "").startswith("front") for s in r.shots)


@intent("score", into=INTENTS)
def server_up_three_loses(r: Rally) -> bool:
    """The server leads by exactly three points before the rally and loses it."""
    return trailing_by(r, r.receiver) == 3 and r.winner == r.receiver


@intent("run", into=INTENTS)
def receiver_smashes_twice_running(r: Rally) -> bool:
    """The receiver plays smashes (either kind) on two consecutive own shots."""
    return own_run(r, r.receiver, SMASH, 2)


@intent("player", into=INTENTS)
def chou_two_drops_loses(r: Rally) -> bool:
    """CHOU Tien Chen plays at least two drops (either kind) and loses the rally."""
    me = side_of(r, "CHOU Tien Chen")
    if me is None or r.winner is None:
        return False
    return shots_by(r, me, DROP) >= 2 and r.winner != me


@intent("player", into=INTENTS)
def ginting_smash_winner(r: Rally) -> bool:
    """Anthony Sinisuka GINTING plays the final shot, a smash (either kind) that lands in
    unreturned (a winner)."""
    me, last = side_of(r, "Anthony Sinisuka GINTING"), r.shots[-1]
    mine = me is not None and last.hitter == me
    return mine and last.kind in SMASH and r.ending == "winner"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the rally ends on a rush straight after a net shot, won by the rusher",
        "net shot, rush, point",
    ],
    "clear-out": [
        "clears out of court to finish the rally",
        "a lob at the end of the rally lands out",
    ],
    "drop-winner": [
        "an untouched drop wins the rally",
        "the point is won by a drop landing in with no reply",
    ],
    "crossnet-winner": [
        "crosscourt net winners",
        "the last shot is a cross-court net shot that the opponent cannot reach",
    ],
    "netshot-into-net": [
        "rallies where the last shot, a net shot, goes into the tape",
        "a net shot that does not cross the net ends it",
    ],
    "misjudged-leave": [
        "a shuttle wrongly left that lands in court",
        "a player leaves a shuttle that turns out to be good",
    ],
    "passive-drop-punished": [
        "a passive drop that the opponent puts away for the point",
        "rallies where a passive drop is answered with a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "a lift punished straight away by a winning smash",
        "a high lift smashed down for the point",
    ],
    "marin-drop": [
        "Marin: drop winners",
        "rallies won by Carolina Marin with an untouched drop",
    ],
    "smash-lift-twice": [
        "smash, lift, smash, lift",
        "a smash lifted back, smashed again and lifted again",
        "one player smashes twice and the other lifts each smash",
        "which rallies have a smash, a lift, another smash and another lift in a row?",
    ],
    "eighth-shot-lift-server-wins": [
        "lift on shot 8, server wins",
        "rallies the server wins with a lift as the eighth shot",
        "the receiver lifts with their fourth shot and the server takes the point",
        "which rallies with a lift on the eighth stroke does the server win?",
    ],
    "winner-outlifts-loser-10": [
        "winner lifts more than loser, 10+ shots",
        "rallies of ten shots or more in which the winner lifts more often than the loser",
        "the player who wins plays more lifts than the opponent in a rally of at least ten shots",
        "which rallies of 10+ shots are won by the player with more lifts?",
    ],
    "server-two-smashes-two-drops": [
        "server: 2+ smashes and 2+ drops",
        "rallies where the server plays at least two smashes and two drops",
        "the server smashes twice or more and drops twice or more",
        "which rallies have the server hit at least 2 smashes and at least 2 drops?",
    ],
    "no-net-no-drop-6": [
        "6+ shots, no net shots, no drops",
        "rallies of at least six shots with no net shot and no drop",
        "nobody plays a net shot or a drop in a rally of six shots or more",
        "which rallies of 6 or more shots have no net shots and no drops?",
    ],
    "lift-lands-front": [
        "lift landing short",
        "rallies with a lift that lands in the front court",
        "a player lifts but the shuttle only reaches the forecourt",
        "which rallies have a lob landing in the front court?",
    ],
    "server-up-three-loses": [
        "server ahead by exactly three, loses",
        "rallies the server loses while leading by exactly three points",
        "the server is three points up and loses the rally",
        "which rallies does the server lose when ahead by exactly 3?",
    ],
    "receiver-smashes-twice-running": [
        "receiver smashes twice in a row",
        "rallies where the receiver plays two consecutive smashes",
        "the receiver smashes with two straight shots",
        "which rallies have the receiver smash twice in a row?",
    ],
    "chou-two-drops-loses": [
        "Chou Tien Chen drops twice and loses",
        "rallies lost by Chou Tien Chen with at least two drops",
        "Chou plays two or more drops and loses the point",
        "which rallies does Chou Tien Chen lose after dropping at least twice?",
    ],
    "ginting-smash-winner": [
        "Ginting smash winners",
        "points Anthony Ginting wins with an unreturned smash",
        "Ginting ends the rally with a smash nobody returns",
        "which rallies does Ginting finish with a smash winner?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
