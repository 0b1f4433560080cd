"""Write the forty-fifth held-out search query set, ``search_heldout45.jsonl``, from the corpus.

Written in stop 46 after held-out 44's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and sixteen new intents in
four wordings each, weighted to the categories the test split finds hardest (sequences,
strategy, anchors, negation, zones), each intent in four styles: a terse label, a
description, a question, a sentence about a player. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout45``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout45 [--root DATA] [--check]
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
    answered,
    consecutive,
    intent,
    known_after_serve,
    lift_punished,
    rally_run,
    shots_by,
    then_own,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout45.jsonl")
SPLIT = "heldout45"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drop_lift_drop(r: Rally) -> bool:
    """A drop (either kind), a lift (either kind) and a drop (either kind), on consecutive
    shots."""
    return consecutive(r, DROP, LIFT, DROP)


@intent("sequence", into=INTENTS)
def drop_then_own_clear(r: Rally) -> bool:
    """A drop (either kind), and the same player's next shot is a clear."""
    return then_own(r, DROP, {"clear"})


@intent("sequence", into=INTENTS)
def smash_drive_smash(r: Rally) -> bool:
    """A smash (either kind), a drive-family shot and a smash (either kind), on consecutive
    shots."""
    return consecutive(r, SMASH, DRIVE, SMASH)


@intent("sequence", into=INTENTS)
def drive_answered_by_rush(r: Rally) -> bool:
    """A drive-family shot straight answered by the other player's rush."""
    return answered(r, DRIVE, {"rush"})


@intent("strategic", into=INTENTS)
def loser_more_lifts_than_net(r: Rally) -> bool:
    """The rally's loser plays more lifts (either kind) than net-family shots."""
    if r.winner is None:
        return False
    loser = other(r.winner)
    return shots_by(r, loser, LIFT) > shots_by(r, loser, NET)


@intent("strategic", into=INTENTS)
def receiver_two_pushes_two_drops(r: Rally) -> bool:
    """The receiver plays at least two pushes and at least two drops (either kind)."""
    return shots_by(r, r.receiver, {"push"}) >= 2 and shots_by(r, r.receiver, DROP) >= 2


@intent("strategic", into=INTENTS)
def loser_two_lifts_no_clear(r: Rally) -> bool:
    """The rally's loser plays at least two lifts (either kind) and no clear; only rallies
    whose shots after the serve all have a known type count."""
    if r.winner is None or not known_after_serve(r):
        return False
    loser = other(r.winner)
    return shots_by(r, loser, LIFT) >= 2 and shots_by(r, loser, {"clear"}) == 0


@intent("anchor", into=INTENTS)
def fifth_shot_drive(r: Rally) -> bool:
    """The fifth shot is a drive-family shot."""
    return len(r.shots) >= 5 and r.shots[4].kind in DRIVE


@intent("anchor", into=INTENTS)
def seventh_shot_push(r: Rally) -> bool:
    """The seventh shot is a push."""
    return len(r.shots) >= 7 and r.shots[6].kind == "push"


@intent("anchor", into=INTENTS)
def fourth_last_clear(r: Rally) -> bool:
    """The fourth-to-last shot is a clear."""
    return len(r.shots) >= 4 and r.shots[-4].kind == "clear"


@intent("negation", into=INTENTS)
def no_push_no_lift_10(r: Rally) -> bool:
    """A rally of at least ten shots with no push and no lift (either kind); only rallies
    whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r):
        return False
    return not any(s.kind in LIFT | {"push"} for s in r.shots)


@intent("negation", into=INTENTS)
def server_no_drive_15(r: Rally) -> bool:
    """A rally of at least 15 shots in which the server plays no drive-family shot; only
    rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 15 or not known_after_serve(r):
        return False
    return shots_by(r, r.server, DRIVE) == 0


@intent("zone", into=INTENTS)
def drop_rear_right_to_front_left(r: Rally) -> bool:
    """A drop (either kind) hit from the rear-right zone that lands in the front-left zone."""
    return any(
        s.kind in DROP and s.hit_zone == "rear-right" and s.land_zone == "front-left"
        for s in r.shots
    )


@intent("zone", into=INTENTS)
def clear_rear_left_to_rear_right(r: Rally) -> bool:
    """A clear hit from the rear-left zone that lands in the rear-right zone."""
    return any(
        s.kind == "clear" and s.hit_zone == "rear-left" and s.land_zone == "rear-right"
        for s in r.shots
    )


@intent("run", into=INTENTS)
def drive_run_5_receiver_wins(r: Rally) -> bool:
    """At least five drive-family shots in a row (either player) in a rally the receiver
    wins."""
    return rally_run(r, DRIVE, 5) and r.winner == r.receiver


@intent("tactic", into=INTENTS)
def lift_punished_second_set(r: Rally) -> bool:
    """A lift punished (``truth.lift_punished``), in the second set."""
    return lift_punished(r) and r.set_no == 2


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "net shot rushed for a winner",
        "which points finish with a rush off a net shot that wins it?",
    ],
    "clear-out": [
        "final clear or lift out",
        "which points end with a clear or a lob hit out?",
    ],
    "drop-winner": [
        "drops that win outright",
        "which points end with a drop nobody gets to?",
    ],
    "crossnet-winner": [
        "winning cross-court net shots, unreturned",
        "which points end with a crosscourt net shot left unreturned?",
    ],
    "netshot-into-net": [
        "final net shot into the tape",
        "which points end with a net shot that fails to cross?",
    ],
    "misjudged-leave": [
        "shuttles left that land in",
        "which points end with a player leaving a shuttle that falls in?",
    ],
    "passive-drop-punished": [
        "passive drop punished by a winner",
        "which points end with a passive drop put away for a winner?",
    ],
    "lift-punished": [
        "lift smashed away for a winner",
        "which points end with a lob smashed for a clean winner?",
    ],
    "marin-drop": [
        "Marin: winning drops",
        "which points does Carolina Marin finish with a drop winner?",
    ],
    "drop-lift-drop": [
        "drop, lift, drop",
        "a drop that is lifted, and the lift dropped again",
        "which rallies have a lift between two drops?",
        "a player drops, the opponent lifts, and the shuttle is dropped once more",
    ],
    "drop-then-own-clear": [
        "drop, then the same player's next shot a clear",
        "a drop followed by a clear from the same player on their next shot",
        "which rallies have a player dropping and then clearing with their next shot?",
        "a player plays a drop and follows it with a clear on their next shot",
    ],
    "smash-drive-smash": [
        "smash, drive, smash",
        "a smash driven back and the drive smashed",
        "which rallies have a drive between two smashes?",
        "a player smashes, the opponent drives it back, and it is smashed again",
    ],
    "drive-answered-by-rush": [
        "drive answered by a rush",
        "a drive rushed by the opponent",
        "which rallies have a drive that the other player answers with a rush?",
        "a player drives and the opponent replies at once with a rush",
    ],
    "loser-more-lifts-than-net": [
        "loser lifts more than plays net shots",
        "more lifts than net shots from the loser",
        "which rallies are lost by a player who lifted more often than they played net shots?",
        "the losing player plays more lifts than net shots",
    ],
    "receiver-two-pushes-two-drops": [
        "receiver: 2+ pushes and 2+ drops",
        "at least two pushes and at least two drops by the receiver",
        "which rallies have the receiver pushing twice or more and dropping twice or more?",
        "the receiver plays two or more pushes and two or more drops",
    ],
    "loser-two-lifts-no-clear": [
        "loser lifts 2+ times, never clears",
        "two or more lifts and no clear from the losing player",
        "which rallies have the loser lifting at least twice without a single clear?",
        "the player who loses lifts two or more times but never clears",
    ],
    "fifth-shot-drive": [
        "5th shot drive",
        "a drive as the fifth shot",
        "which rallies have a drive on shot five?",
        "the server drives with their third shot",
    ],
    "seventh-shot-push": [
        "7th shot push",
        "a push as the seventh shot",
        "which rallies have a push on shot seven?",
        "the server pushes with their fourth shot",
    ],
    "fourth-last-clear": [
        "4th-to-last shot clear",
        "a clear as the fourth shot from the end",
        "which rallies have a clear three shots before the final shot?",
        "counting back from the last shot, the fourth one is a clear",
    ],
    "no-push-no-lift-10": [
        "10+ shots, no push, no lift",
        "a rally of ten or more shots without any push or lift",
        "which rallies of at least 10 shots have neither a push nor a lift?",
        "nobody pushes or lifts in a rally of ten shots or more",
    ],
    "server-no-drive-15": [
        "15+ shots, server never drives",
        "a rally of fifteen or more shots without a drive from the server",
        "which rallies of at least 15 shots have no drive by the serving player?",
        "the server does not play a single drive in a rally of 15 shots or longer",
    ],
    "drop-rear-right-to-front-left": [
        "drop rear right to front left",
        "a drop from the back right landing in the front left",
        "which rallies have a drop hit from the rear right into the front left?",
        "a player drops from the right rear court to the left forecourt",
    ],
    "clear-rear-left-to-rear-right": [
        "clear rear left to rear right",
        "a clear from the back left landing in the back right",
        "which rallies have a clear hit from the rear left into the rear right?",
        "a player clears from the left rear court to the right rear court",
    ],
    "drive-run-5-receiver-wins": [
        "5+ drives in a row, receiver wins",
        "a drive exchange of five or more shots won by the receiver",
        "which rallies won by the receiver have at least five consecutive drives?",
        "the receiver wins a rally with a run of five drives or more",
    ],
    "lift-punished-second-set": [
        "lift punished, set 2",
        "a lift smashed for a winner in the second set",
        "which second-set rallies end with a lift punished?",
        "in game two, a player lifts and the opponent smashes it away to win",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
