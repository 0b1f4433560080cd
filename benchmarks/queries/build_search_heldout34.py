"""Write the thirty-fourth held-out search query set, ``search_heldout34.jsonl``, from the corpus.

Written at the start of stop 41, before any of its changes, to be run once and never used
to tune: a measure of that code on queries nobody had read. The nine development intents
come in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and eighteen new intents in four wordings each, across
every category. The relevant rallies come from the predicates, plain Python over the raw
CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout34``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout34 [--root DATA] [--check]
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
    Intent,
    answered,
    consecutive,
    cross_court,
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

OUT = Path(__file__).with_name("search_heldout34.jsonl")
SPLIT = "heldout34"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drop_answered_by_drive(r: Rally) -> bool:
    """A drop (either kind) and the other player's next shot, straight after it, is a
    drive-family shot."""
    return answered(r, DROP, DRIVE)


@intent("sequence", into=INTENTS)
def drop_then_own_lift(r: Rally) -> bool:
    """A drop (either kind), and the same player's next shot is a lift (either kind)."""
    return then_own(r, DROP, LIFT)


@intent("sequence", into=INTENTS)
def push_drive_lift(r: Rally) -> bool:
    """A push, a drive-family shot, then a lift (either kind), on consecutive shots."""
    return consecutive(r, {"push"}, DRIVE, LIFT)


@intent("strategic", into=INTENTS)
def server_more_drives_than_clears(r: Rally) -> bool:
    """The server plays more drive-family shots than clears."""
    return shots_by(r, r.server, DRIVE) > shots_by(r, r.server, {"clear"})


@intent("strategic", into=INTENTS)
def receiver_three_lifts_wins(r: Rally) -> bool:
    """The receiver plays at least three lifts (either kind) and wins the rally."""
    return shots_by(r, other(r.server), LIFT) >= 3 and r.winner == other(r.server)


@intent("strategic", into=INTENTS)
def both_two_pushes(r: Rally) -> bool:
    """Each player plays at least two pushes."""
    return all(shots_by(r, side, {"push"}) >= 2 for side in ("A", "B"))


@intent("zone", into=INTENTS)
def straight_clear_from_rear_left(r: Rally) -> bool:
    """A clear hit from the rear-left zone and played straight (``truth.straight``)."""
    return any(s.kind == "clear" and straight(s) and s.hit_zone == "rear-left" for s in r.shots)


@intent("zone", into=INTENTS)
def cross_drop_from_rear_left(r: Rally) -> bool:
    """A drop (either kind) hit from the rear-left zone and played cross-court
    (``truth.cross_court``)."""
    return any(s.kind in DROP and cross_court(s) and s.hit_zone == "rear-left" for s in r.shots)


@intent("anchor", into=INTENTS)
def seventh_shot_clear(r: Rally) -> bool:
    """The seventh shot is a clear."""
    return len(r.shots) >= 7 and r.shots[6].kind == "clear"


@intent("anchor", into=INTENTS)
def third_last_drop(r: Rally) -> bool:
    """The third shot from the end is a drop (either kind)."""
    return len(r.shots) >= 3 and r.shots[-3].kind in DROP


@intent("negation", into=INTENTS)
def receiver_no_clear_12(r: Rally) -> bool:
    """A rally of at least 12 shots in which the receiver plays no clear; only rallies whose
    shots after the serve all have a known type count."""
    if len(r.shots) < 12 or not known_after_serve(r):
        return False
    return shots_by(r, other(r.server), {"clear"}) == 0


@intent("negation", into=INTENTS)
def no_rush_server_wins_10(r: Rally) -> bool:
    """A rally of at least 10 shots with no rush (either player) that the server wins; only
    rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r) or r.winner != r.server:
        return False
    return not any(s.kind == "rush" for s in r.shots)


@intent("run", into=INTENTS)
def net_run_3_receiver_wins(r: Rally) -> bool:
    """At least three net-family shots in a row (either player) in a rally the receiver
    wins."""
    return rally_run(r, NET, 3) and r.winner == other(r.server)


@intent("score", into=INTENTS)
def receiver_trailing_five_wins(r: Rally) -> bool:
    """The receiver trails by at least five points before the rally and wins it."""
    return trailing_by(r, other(r.server)) >= 5 and r.winner == other(r.server)


@intent("tactic", into=INTENTS)
def smash_barrage_server_wins(r: Rally) -> bool:
    """A smash barrage (``truth.smash_barrage``) in a rally the server wins."""
    return smash_barrage(r) and r.winner == r.server


@intent("player", into=INTENTS)
def antonsen_net_loss(r: Rally) -> bool:
    """Anders Antonsen loses the rally on a shot that ends in the net."""
    return plays(r, "Anders ANTONSEN", "loser") and r.ending == "net"


@intent("shot", into=INTENTS)
def backhand_drop_winner(r: Rally) -> bool:
    """The final shot is a drop (either kind) played on the backhand that lands in
    unreturned, for its hitter's point."""
    return r.shots[-1].kind in DROP and r.shots[-1].backhand and outright(r)


@intent("rally", into=INTENTS)
def receiver_wins_11_to_14(r: Rally) -> bool:
    """A rally of eleven to fourteen shots that the receiver wins."""
    return 11 <= len(r.shots) <= 14 and r.winner == other(r.server)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the winner rushes the other player's net shot",
        "a net shot punished by a winning rush",
    ],
    "clear-out": [
        "a lob that sails long and ends the rally",
        "the last shot, a clear, lands outside the court",
    ],
    "drop-winner": [
        "a drop that nobody gets to",
        "rallies finished with an unreturned drop shot",
    ],
    "crossnet-winner": [
        "a cross-court net shot for a clean winner",
        "the rally ends with a crosscourt net shot that is not returned",
    ],
    "netshot-into-net": [
        "a net shot that fails to cross and ends the rally",
        "the last net shot of the rally does not get over",
    ],
    "misjudged-leave": [
        "a shuttle let go that drops in",
        "the player leaves it and it lands in the court",
    ],
    "passive-drop-punished": [
        "a passive drop that the opponent kills for the point",
        "a weak drop punished with a winner",
    ],
    "lift-punished": [
        "a lob smashed for a winner",
        "the rally ends with a smash winner off a lob",
    ],
    "marin-drop": [
        "Marin wins the point with a drop",
        "drops by Carolina Marin that win the rally outright",
    ],
    "drop-answered-by-drive": [
        "a drop answered with a drive",
        "a drop that the opponent drives back",
        "the other player replies to a drop with a drive",
        "drives played in reply to a drop",
    ],
    "drop-then-own-lift": [
        "a player drops and then lifts with their next shot",
        "a drop followed by the same player's lift",
        "after dropping, the same player's next shot is a lob",
        "someone plays a drop, then lifts on their next shot",
    ],
    "push-drive-lift": [
        "a push, a drive, then a lift",
        "push, drive, lift on consecutive shots",
        "a push is driven back and the drive is lifted",
        "a lift straight after a drive that answered a push",
    ],
    "server-more-drives-than-clears": [
        "the server drives more than they clear",
        "more drives than clears from the server",
        "the serving player hits more drives than clears",
        "rallies where the server plays more drives than clears",
    ],
    "receiver-three-lifts-wins": [
        "the receiver lifts at least three times and wins",
        "three or more lifts from the receiver, who wins the rally",
        "rallies the receiver wins after lifting 3+ times",
        "the receiving player lobs three times or more and takes the point",
    ],
    "both-two-pushes": [
        "both players push at least twice",
        "each player plays two or more pushes",
        "rallies where both players hit 2+ pushes",
        "two pushes or more from each side",
    ],
    "straight-clear-from-rear-left": [
        "a straight clear from the rear left",
        "clears hit down the line from the back left corner",
        "a clear played straight from the left side of the rear court",
        "straight clears from the rear-left",
    ],
    "cross-drop-from-rear-left": [
        "a cross-court drop from the rear left",
        "drops hit crosscourt from the back left corner",
        "a drop played cross-court from the left side of the rear court",
        "cross drops from the rear-left",
    ],
    "seventh-shot-clear": [
        "the seventh shot is a clear",
        "a clear as the 7th shot",
        "the server clears with their fourth shot",
        "a clear on shot seven",
    ],
    "third-last-drop": [
        "the rally's third-last shot is a drop",
        "a drop two shots before the final one",
        "counting back from the final shot, the third one is a drop",
        "a drop, then two more shots and the rally is over",
    ],
    "receiver-no-clear-12": [
        "the receiver never clears in a rally of 12+ shots",
        "a rally of at least twelve shots in which the receiving player plays no clear",
        "rallies of 12 or more shots where the receiver hits no clears",
        "no clear from the receiver in a twelve-shot-or-longer rally",
    ],
    "no-rush-server-wins-10": [
        "a rally of 10+ shots without a rush that the server wins",
        "the server wins a ten-shot-or-longer rally with no rushes",
        "no rushes in a rally of at least 10 shots won by the server",
        "rallies of ten or more shots, no rushing from either player, server wins",
    ],
    "net-run-3-receiver-wins": [
        "three net shots in a row in a rally the receiver wins",
        "the receiver wins a rally with at least 3 consecutive net shots",
        "rallies won by the receiver that contain three or more net shots back to back",
        "a run of three net shots, and the receiving player ends up winning the point",
    ],
    "receiver-trailing-five-wins": [
        "the receiver is five or more points behind and wins the rally",
        "the receiver trails by 5+ and wins",
        "rallies won by the receiver while trailing by at least five",
        "the receiving player, down by five points or more, wins the rally",
    ],
    "smash-barrage-server-wins": [
        "a smash barrage in a rally the server wins",
        "the server wins a rally in which a player smashes three times in a row",
        "rallies won by the server that show a smash barrage",
        "a player hammers repeated smashes, and the server takes the point",
    ],
    "antonsen-net-loss": [
        "Anders Antonsen loses the rally in the net",
        "rallies Antonsen loses with a shot into the net",
        "Antonsen puts the shuttle into the net and loses the point",
        "net errors that cost Anders Antonsen the rally",
    ],
    "backhand-drop-winner": [
        "a backhand drop winner",
        "rallies won by an outright drop on the backhand",
        "a drop hit with the backhand that is not returned",
        "backhand drops that win the point",
    ],
    "receiver-wins-11-to-14": [
        "the receiver wins a rally of eleven to fourteen shots",
        "rallies of 11-14 shots won by the receiver",
        "the receiving player takes a rally lasting between eleven and fourteen shots",
        "rallies of eleven, twelve, thirteen or fourteen shots that the receiver wins",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
