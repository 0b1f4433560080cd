"""Write the fifty-ninth held-out search query set, ``search_heldout59.jsonl``, from the corpus.

Written in stop 48, after held-out 58's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and ten new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout59``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout59 [--root DATA] [--check]
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
    game_point,
    intent,
    known_after_serve,
    own_run,
    shots_by,
    side_of,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout59.jsonl")
SPLIT = "heldout59"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def clear_smash_net(r: Rally) -> bool:
    """A clear, a smash (either kind) and a net-family shot, on consecutive shots."""
    return consecutive(r, {"clear"}, SMASH, NET)


@intent("sequence", into=INTENTS)
def rush_lift_clear(r: Rally) -> bool:
    """A rush, a lift (either kind) and a clear, on consecutive shots."""
    return consecutive(r, {"rush"}, LIFT, {"clear"})


@intent("anchor", into=INTENTS)
def sixth_shot_drop_receiver_wins(r: Rally) -> bool:
    """The sixth shot is a drop (either kind) and the receiver won the rally."""
    return len(r.shots) >= 6 and r.shots[5].kind in DROP and r.winner == r.receiver


@intent("strategic", into=INTENTS)
def winner_two_drops_no_smash(r: Rally) -> bool:
    """The rally's winner plays at least two drops (either kind) and no smash (either
    kind); only rallies whose shots after the serve all have a known type count."""
    if r.winner is None or not known_after_serve(r):
        return False
    return shots_by(r, r.winner, DROP) >= 2 and shots_by(r, r.winner, SMASH) == 0


@intent("negation", into=INTENTS)
def no_drive_12(r: Rally) -> bool:
    """A rally of at least twelve shots with no drive-family shot; only rallies whose shots
    after the serve all have a known type count."""
    if len(r.shots) < 12 or not known_after_serve(r):
        return False
    return not any(s.kind in DRIVE for s in r.shots)


@intent("zone", into=INTENTS)
def drop_lands_mid_centre(r: Rally) -> bool:
    """A drop (either kind) that lands in the mid-centre zone."""
    return any(s.kind in DROP and s.land_zone == "mid-centre" for s in r.shots)


@intent("score", into=INTENTS)
def server_game_point_long_win(r: Rally) -> bool:
    """The server is at game point before the rally and wins a rally of at least eight
    shots."""
    return game_point(r.score_before, r.server) and r.winner == r.server and len(r.shots) >= 8


@intent("run", into=INTENTS)
def server_lifts_twice_running(r: Rally) -> bool:
    """The server plays lifts (either kind) on two consecutive own shots."""
    return own_run(r, r.server, LIFT, 2)


@intent("player", into=INTENTS)
def axelsen_rear_smash_winner(r: Rally) -> bool:
    """Viktor AXELSEN plays the final shot, a smash (either kind) hit from the rear court,
    and it lands in unreturned (a winner)."""
    me, last = side_of(r, "Viktor AXELSEN"), r.shots[-1]
    rear = (last.hit_zone or "").startswith("rear")
    return (
        me is not None
        and last.kind in SMASH
        and last.hitter == me
        and rear
        and r.ending == "winner"
    )


@intent("player", into=INTENTS)
def an_se_young_clears_out(r: Rally) -> bool:
    """An Se Young plays the final shot, a clear or a lift (either kind), and it lands out."""
    me, last = side_of(r, "An Se Young"), r.shots[-1]
    return (
        me is not None and last.kind in LIFT | {"clear"} and last.hitter == me and r.ending == "out"
    )


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "net shot answered by a winning rush",
        "rallies ending with a rush kill off a net shot",
    ],
    "clear-out": [
        "a clear or lob that goes long on the final shot",
        "the last shot is lifted out of the court",
    ],
    "drop-winner": [
        "rallies ending in a drop winner",
        "a player wins the point with a drop that is not returned",
    ],
    "crossnet-winner": [
        "the final shot is a winning cross-court net shot",
        "a cross-court net shot too good to return",
    ],
    "netshot-into-net": [
        "the rally's final net shot catches the tape",
        "points ending with a net shot into the net",
    ],
    "misjudged-leave": [
        "shuttles let go that land in",
        "a player leaves the shuttle and it is called in",
    ],
    "passive-drop-punished": [
        "passive drops punished with a kill",
        "a soft drop answered by a winning rush, smash or net shot",
    ],
    "lift-punished": [
        "a lift smashed away for the point",
        "a lob is met with a smash that wins the point",
    ],
    "marin-drop": [
        "winning drops played by Carolina Marin",
        "Marin ends rallies with drops nobody returns",
    ],
    "clear-smash-net": [
        "clear, smash, net shot",
        "a clear that gets smashed and then answered at the net",
        "one player clears, the other smashes, and the clearer plays a net shot",
        "which rallies have a clear, a smash and a net shot in a row?",
    ],
    "rush-lift-clear": [
        "rush, lift, clear",
        "a rush answered with a lift that is then cleared",
        "a player rushes, the opponent lifts, and the rusher clears",
        "which rallies have a rush followed by a lift and then a clear?",
    ],
    "sixth-shot-drop-receiver-wins": [
        "drop on shot 6, receiver wins",
        "rallies the receiver wins with a drop as the sixth shot",
        "the receiver drops with their third shot and takes the point",
        "which rallies with a drop as the sixth shot does the receiver win?",
    ],
    "winner-two-drops-no-smash": [
        "winner drops twice, never smashes",
        "rallies won by a player with at least two drops and no smashes",
        "the player who wins plays two or more drops and does not smash",
        "which rallies does the winner take with 2+ drops and no smash?",
    ],
    "no-drive-12": [
        "12+ shots, no drives",
        "rallies of at least twelve shots without a drive",
        "nobody drives in a rally of twelve shots or more",
        "which rallies of 12 or more shots have no drives?",
    ],
    "drop-lands-mid-centre": [
        "drop to the mid centre",
        "rallies with a drop landing in the mid-centre zone",
        "a player drops the shuttle only to the middle of the midcourt",
        "which rallies have a drop that lands mid centre?",
    ],
    "server-game-point-long-win": [
        "server at game point wins, 8+ shots",
        "rallies of eight or more shots won by the server at game point",
        "the server has game point and wins a rally of at least eight shots",
        "which rallies of 8+ shots does the server win on game point?",
    ],
    "server-lifts-twice-running": [
        "server lifts twice in a row",
        "rallies where the server plays two consecutive lifts",
        "the server lifts with two straight shots",
        "which rallies have the server lift twice in a row?",
    ],
    "axelsen-rear-smash-winner": [
        "Axelsen smash winners from the back",
        "points Viktor Axelsen wins with a smash from the rear court",
        "Axelsen smashes from the back of the court for an outright winner",
        "which rallies end with an Axelsen smash winner hit from the rear?",
    ],
    "an-se-young-clears-out": [
        "An Se Young clears out",
        "rallies ending with An Se Young's clear or lob landing out",
        "An Se Young hits a clear or lift out to lose the rally",
        "which rallies does An Se Young lose by clearing or lifting out?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
