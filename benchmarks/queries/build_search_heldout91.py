"""Write the ninety-first held-out search query set, ``search_heldout91.jsonl``, from the corpus.

Written in stop 52, after held-out 88 to 90's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout91``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout91 [--root DATA] [--check]
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
    intent,
    named,
    served_with,
    shot_at,
    shots_by,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout91.jsonl")
SPLIT = "heldout91"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def lift_smash_lift_lifter_wins(r: Rally) -> bool:
    """Somewhere P lifts (either kind), the opponent smashes (either kind) at once and P lifts
    again with the next shot, and P won the rally."""
    return any(a.hitter == c.hitter == r.winner for a, _, c in windows(r, LIFT, SMASH, LIFT))


@intent("sequence", into=INTENTS)
def short_serve_server_smashes_loses(r: Rally) -> bool:
    """The serve is a short service, the server plays at least one smash (either kind) and
    the server lost the rally."""
    return served_with(r, "short service", r.server, SMASH) and r.loser == r.server


@intent("anchor", into=INTENTS)
def fifth_shot_drop_receiver_wins(r: Rally) -> bool:
    """The fifth shot is a drop (either kind) and the receiver won the rally."""
    return shot_at(r, 5, DROP) and r.winner == r.receiver


@intent("strategic", into=INTENTS)
def winner_three_nets_loser_two_lifts(r: Rally) -> bool:
    """The winner plays at least three net-family shots and the loser at least two lifts
    (either kind)."""
    w = r.winner
    return w is not None and shots_by(r, w, NET) >= 3 and shots_by(r, r.loser, LIFT) >= 2


@intent("player", into=INTENTS)
def axelsen_three_lifts_loses(r: Rally) -> bool:
    """Viktor AXELSEN plays at least three lifts (either kind) and loses the rally."""
    return named(r, "Viktor AXELSEN", LIFT, 3, "loser")


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush that wins the point right off a net shot",
        "rushing the other player's net shot for a winner",
    ],
    "clear-out": [
        "a clear or lob that lands behind the back line and loses the point",
        "rallies ending with an out lift or clear",
    ],
    "drop-winner": [
        "points won outright with a drop shot",
        "the last shot is a winning drop",
    ],
    "crossnet-winner": [
        "winning with a cross-court net shot",
        "rallies ended by a crosscourt net shot that lands in unreturned",
    ],
    "netshot-into-net": [
        "net shots that hit the tape and end the point",
        "the rally is lost when a net shot goes into the net",
    ],
    "misjudged-leave": [
        "the shuttle is judged out but lands in",
        "rallies lost by leaving a shuttle that drops in",
    ],
    "passive-drop-punished": [
        "a passive drop followed by a winning smash, rush or net shot",
        "the shot after a passive drop is a kill that ends the rally",
    ],
    "lift-punished": [
        "a smash winner that comes right after a lift",
        "lifts punished by an outright smash",
    ],
    "marin-drop": [
        "winning drop shots by Marin",
        "rallies Carolina Marin wins with a drop shot",
    ],
    "lift-smash-lift-lifter-wins": [
        "lift, smash, lift again, lifter wins",
        "rallies where a player lifts, the opponent smashes, the same player lifts again and"
        " goes on to win",
        "a player lifts twice around the opponent's smash and still wins the rally",
        "a lift, a smash in reply and another lift from the first player, who wins the point",
        "which rallies have a player lifting, being smashed and lifting again before winning?",
    ],
    "short-serve-server-smashes-loses": [
        "short serve, server smashes, server loses",
        "rallies after a short serve in which the server smashes and still loses",
        "the server serves short, smashes at some point and loses the rally",
        "points lost by the server after a low serve despite at least one smash from the server",
        "which short-serve rallies does the server lose after smashing?",
    ],
    "fifth-shot-drop-receiver-wins": [
        "drop on shot 5, receiver wins",
        "rallies where the fifth shot is a drop and the receiver wins",
        "the receiver takes the point after a drop as the fifth shot",
        "a drop as the fifth shot in a rally won by the receiver",
        "which rallies won by the receiver have a drop on the fifth shot?",
    ],
    "winner-three-nets-loser-two-lifts": [
        "winner net shots 3+, loser lifts 2+",
        "rallies where the winner plays at least three net shots and the loser at least two lifts",
        "the player who wins plays three or more net shots while the loser lifts twice or more",
        "three or more net shots from the winner and two or more lifts from the loser",
        "which rallies have the winner playing at least three net shots and the loser lifting"
        " at least twice?",
    ],
    "axelsen-three-lifts-loses": [
        "Axelsen: 3+ lifts, loses",
        "rallies Viktor Axelsen loses after lifting at least three times",
        "Axelsen plays three or more lifts and loses the point",
        "points lost by Axelsen in which he lifts three times or more",
        "which rallies does Axelsen lose with at least three lifts?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
