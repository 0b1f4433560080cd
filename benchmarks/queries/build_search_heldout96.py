"""Write the ninety-sixth held-out search query set, ``search_heldout96.jsonl``, from the corpus.

Written in stop 52, after held-out 94 and 95's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout96``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout96 [--root DATA] [--check]
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
    intent,
    named,
    served_with,
    shot_at,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout96.jsonl")
SPLIT = "heldout96"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def smash_lift_drop_smasher_wins(r: Rally) -> bool:
    """Somewhere P smashes (either kind), the opponent lifts (either kind) at once and P drops
    (either kind) with the next shot, and P won the rally."""
    return any(a.hitter == c.hitter == r.winner for a, _, c in windows(r, SMASH, LIFT, DROP))


@intent("sequence", into=INTENTS)
def short_serve_receiver_drops_loses(r: Rally) -> bool:
    """The serve is a short service, the receiver plays at least one drop (either kind) and
    the receiver lost the rally."""
    return served_with(r, "short service", r.receiver, DROP) and r.loser == r.receiver


@intent("anchor", into=INTENTS)
def third_shot_drive_receiver_wins(r: Rally) -> bool:
    """The third shot is a drive (any kind) and the receiver won the rally."""
    return shot_at(r, 3, DRIVE) and r.winner == r.receiver


@intent("zone", into=INTENTS)
def final_net_front_left_to_front_right(r: Rally) -> bool:
    """The rally's last shot is a net-family shot hit from the front left that lands in the
    front right."""
    s = r.shots[-1]
    return s.kind in NET and s.hit_zone == "front-left" and s.land_zone == "front-right"


@intent("player", into=INTENTS)
def chen_long_two_smashes_wins(r: Rally) -> bool:
    """CHEN Long plays at least two smashes (either kind) and wins the rally."""
    return named(r, "CHEN Long", SMASH, 2, "winner")


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the net shot is rushed and the rush wins the rally",
        "a rush off a net shot that the opponent cannot get back",
    ],
    "clear-out": [
        "the point is lost when a clear or a lob goes beyond the baseline",
        "long clears and lifts that land out to finish the rally",
    ],
    "drop-winner": [
        "rallies where the last shot is a drop that lands unreturned",
        "an unreachable drop shot ends the point",
    ],
    "crossnet-winner": [
        "the rally is won by a net shot played cross-court",
        "crosscourt net shots that go unreturned and win",
    ],
    "netshot-into-net": [
        "a net shot catches the tape and the rally is over",
        "the final net shot is caught by the tape",
    ],
    "misjudged-leave": [
        "the player wrongly leaves a shuttle that lands in",
        "points lost by letting an in shuttle fall",
    ],
    "passive-drop-punished": [
        "a smash, rush or net shot that wins straight off a passive drop",
        "the opponent punishes a passive drop with a winning rush, smash or net shot",
    ],
    "lift-punished": [
        "the rally ends with a lift and a winning smash",
        "winning smashes against lifts",
    ],
    "marin-drop": [
        "Marin ending rallies with drop winners",
        "drop shots by Carolina Marin that win the point",
    ],
    "smash-lift-drop-smasher-wins": [
        "smash, lift, drop, smasher wins",
        "rallies where a player smashes, the opponent lifts, the smasher drops and wins the rally",
        "the smasher follows the opponent's lift with a drop and goes on to win",
        "a smash, a lift in reply and a drop by the smasher, who wins the point",
        "which rallies have a smash, a lift and a drop by the same player, who wins?",
    ],
    "short-serve-receiver-drops-loses": [
        "short serve, receiver drops, receiver loses",
        "rallies after a short serve in which the receiver plays a drop and loses",
        "the server serves short, the receiver drops at some point and loses the rally",
        "points lost by the receiver after a low serve, with at least one drop from the receiver",
        "which short-serve rallies does the receiver lose after dropping?",
    ],
    "third-shot-drive-receiver-wins": [
        "drive on shot 3, receiver wins",
        "rallies where the third shot is a drive and the receiver wins",
        "the receiver takes the point after a drive as the third shot",
        "a drive played third in a rally won by the receiver",
        "which rallies won by the receiver have a drive as the third shot?",
    ],
    "final-net-front-left-to-front-right": [
        "final shot: net shot from front left to front right",
        "rallies whose last shot is a net shot hit from the front left landing in the front right",
        "the rally ends with a net shot from the left of the forecourt to its right",
        "a last shot played at the net from the front left corner into the front right corner",
        "which rallies end with a net shot from the front left that lands front right?",
    ],
    "chen-long-two-smashes-wins": [
        "Chen Long: 2+ smashes, wins",
        "rallies Chen Long wins with at least two smashes",
        "Chen Long smashes twice or more and wins the point",
        "points won by Chen Long in which he smashes at least twice",
        "which rallies does Chen Long win after smashing two or more times?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
