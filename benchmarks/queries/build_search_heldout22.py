"""Write the twenty-second held-out search query set, ``search_heldout22.jsonl``, from the corpus.

Written in stop 37 after the changes that held-out 21 and the rewording probe led to, and
before any change it could lead to; run once clean and never used to tune before that run.
The nine development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and thirteen new intents
in four wordings each, weighted to the categories the test split reads worst (strategic,
sequence, zone). The relevant rallies come from the predicates, plain Python over the raw
CSVs (``truth.py``'s helpers, never ``rallyscope``). Every line's split is ``heldout22``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout22 [--root DATA] [--check]
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
    answered,
    intent,
    known_after_serve,
    plays,
    rally_run,
    receiver,
    shots_by,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout22.jsonl")
SPLIT = "heldout22"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def clear_answered_clear(r: Rally) -> bool:
    """A clear straight followed by the other player's clear."""
    return answered(r, {"clear"}, {"clear"})


@intent("sequence", into=INTENTS)
def smash_answered_drop(r: Rally) -> bool:
    """A smash (either kind) straight followed by the other player's drop (either kind)."""
    return answered(r, SMASH, DROP)


@intent("strategic", into=INTENTS)
def server_more_drops_loses(r: Rally) -> bool:
    """The server plays more drops (either kind) than the receiver, and the receiver wins."""
    more = shots_by(r, r.server, DROP) > shots_by(r, receiver(r), DROP)
    return more and r.winner == receiver(r)


@intent("strategic", into=INTENTS)
def winner_three_net_no_lift(r: Rally) -> bool:
    """The winner plays at least three net-family shots and no lift; only rallies whose shots
    after the serve all have a known type count."""
    w = r.winner
    if w is None or not known_after_serve(r):
        return False
    return shots_by(r, w, NET) >= 3 and shots_by(r, w, LIFT) == 0


@intent("strategic", into=INTENTS)
def receiver_two_clears_wins(r: Rally) -> bool:
    """The receiver plays at least two clears and wins."""
    return shots_by(r, receiver(r), {"clear"}) >= 2 and r.winner == receiver(r)


@intent("zone", into=INTENTS)
def lift_from_mid_left(r: Rally) -> bool:
    """A lift (lob or defensive return lob) hit from the mid-left zone."""
    return any(s.kind in LIFT and s.hit_zone == "mid-left" for s in r.shots)


@intent("zone", into=INTENTS)
def drive_to_rear_right(r: Rally) -> bool:
    """A drive-family shot that lands in the rear-right zone."""
    return any(s.kind in DRIVE and s.land_zone == "rear-right" for s in r.shots)


@intent("anchor", into=INTENTS)
def fifth_shot_drop(r: Rally) -> bool:
    """The fifth shot is a drop (either kind)."""
    return len(r.shots) >= 5 and r.shots[4].kind in DROP


@intent("anchor", into=INTENTS)
def sixth_shot_lift(r: Rally) -> bool:
    """The sixth shot is a lift (lob or defensive return lob)."""
    return len(r.shots) >= 6 and r.shots[5].kind in LIFT


@intent("run", into=INTENTS)
def clear_run_5(r: Rally) -> bool:
    """At least five clears in a row (either player)."""
    return rally_run(r, {"clear"}, 5)


@intent("negation", into=INTENTS)
def receiver_wins_no_drop_8(r: Rally) -> bool:
    """The receiver wins a rally of at least 8 shots without playing a drop; only rallies
    whose shots after the serve all have a known type count."""
    if r.winner != receiver(r) or len(r.shots) < 8 or not known_after_serve(r):
        return False
    return shots_by(r, receiver(r), DROP) == 0


@intent("score", into=INTENTS)
def receiver_trailing_three_wins(r: Rally) -> bool:
    """The receiver, behind by at least three points before the rally, wins it."""
    return r.winner == receiver(r) and trailing_by(r, receiver(r)) >= 3


@intent("player", into=INTENTS)
def chou_loses_twenty_plus(r: Rally) -> bool:
    """Chou Tien Chen loses a rally of at least 20 shots."""
    return plays(r, "CHOU Tien Chen", "loser") and len(r.shots) >= 20


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot that the opponent rushes for a winner",
        "points finished by rushing a net shot",
    ],
    "clear-out": [
        "the final lift of the rally lands out",
        "a clear hit long that ends the rally",
    ],
    "drop-winner": [
        "an unreturned drop shot ends the point",
        "the rally is won by a drop that lands untouched",
    ],
    "crossnet-winner": [
        "a crosscourt net shot that ends the point as a winner",
        "which rallies are won with a cross-court hairpin?",
    ],
    "netshot-into-net": [
        "the last net shot of the rally goes into the net",
        "a net shot that fails to cross to end the point",
    ],
    "misjudged-leave": [
        "the shuttle is left but lands in, ending the rally",
        "a player lets the shuttle go and it drops in",
    ],
    "passive-drop-punished": [
        "a soft passive drop that the other player puts away",
        "the opponent kills a passive drop outright",
    ],
    "lift-punished": [
        "the rally ends with a lift smashed for a winner",
        "smashing a lob for an outright winner",
    ],
    "marin-drop": [
        "Marin's unreturned drop shots",
        "a drop winner from Carolina Marin",
    ],
    "clear-answered-clear": [
        "a clear answered with a clear",
        "clear, then a clear back from the opponent",
        "the opponent clears back a clear",
        "a clear returned with another clear",
    ],
    "smash-answered-drop": [
        "a smash answered by a drop",
        "the opponent drops off a smash",
        "a drop in reply to a smash",
        "smash, then a drop from the other player",
    ],
    "server-more-drops-loses": [
        "the server plays more drops than the receiver and loses",
        "rallies the receiver wins although the server hit more drop shots",
        "more drops from the server than the receiver, and the receiver takes the point",
        "the server drops more than the receiver but loses the rally",
    ],
    "winner-three-net-no-lift": [
        "the winner plays at least three net shots and no lifts",
        "the winning player hits 3+ net shots and never lifts",
        "three or more net shots and not a single lob from the player who wins",
        "rallies won by a player who plays at least three net shots without lifting",
    ],
    "receiver-two-clears-wins": [
        "the receiver clears at least twice and wins",
        "rallies won by the receiver with two or more clears from the receiver",
        "the receiver plays 2+ clears and takes the point",
        "at least two clears by the receiver, who wins",
    ],
    "lift-from-mid-left": [
        "a lift from the mid left",
        "lobs hit from the middle left",
        "a lift played from the left side of the midcourt",
        "someone lifting from the mid-court left",
    ],
    "drive-to-rear-right": [
        "a drive to the rear right",
        "drives landing in the back right",
        "a drive that lands deep on the right",
        "driving into the rear-right corner",
    ],
    "fifth-shot-drop": [
        "the fifth shot is a drop",
        "a drop as the 5th shot",
        "the server's third shot is a drop",
        "a drop on shot five",
    ],
    "sixth-shot-lift": [
        "the sixth shot is a lift",
        "a lob as the 6th shot of the rally",
        "the receiver's third shot is a lift",
        "a lift on shot six",
    ],
    "clear-run-5": [
        "five clears in a row",
        "at least 5 consecutive clears",
        "a clearing exchange of five or more clears in a row",
        "5+ clears back to back",
    ],
    "receiver-wins-no-drop-8": [
        "the receiver wins a rally of 8+ shots without a drop",
        "rallies of at least eight shots won by the receiver, who plays no drops",
        "the receiver never drops and wins a rally of eight shots or more",
        "no drops from the receiver in an 8-plus-shot rally the receiver wins",
    ],
    "receiver-trailing-three-wins": [
        "the receiver wins while trailing by three or more",
        "rallies won by the receiver when behind by at least 3 points",
        "the receiver, down by 3+, takes the point",
        "the receiver is behind by three or more points and wins the rally",
    ],
    "chou-loses-twenty-plus": [
        "Chou Tien Chen loses a rally of 20+ shots",
        "rallies of at least twenty shots lost by Chou Tien Chen",
        "long points of 20 shots or more that Chou loses",
        "Chou Tien Chen on the losing end of a 20-shot-plus rally",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
