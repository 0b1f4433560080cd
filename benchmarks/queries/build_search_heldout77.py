"""Write the seventy-seventh held-out search query set, ``search_heldout77.jsonl``, from the corpus.

Written in stop 50, after held-out 76's fixes (26a851f), to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eight new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout77``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout77 [--root DATA] [--check]
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
    Intent,
    intent,
    known_after_serve,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout77.jsonl")
SPLIT = "heldout77"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


def _none_against(r: Rally, kinds: set[str], at_least: int) -> bool:
    """The winner plays no shot of ``kinds`` and the loser at least ``at_least`` (every
    type after the serve known)."""
    w, lo = r.winner, r.loser
    if w is None or not known_after_serve(r):
        return False
    return shots_by(r, w, kinds) == 0 and shots_by(r, lo, kinds) >= at_least


@intent("strategic", into=INTENTS)
def winner_no_clear_loser_two(r: Rally) -> bool:
    """The winner plays no clear; the loser plays at least two."""
    return _none_against(r, {"clear"}, 2)


@intent("strategic", into=INTENTS)
def winner_no_drop_loser_two(r: Rally) -> bool:
    """The winner plays no drop (either kind); the loser plays at least two."""
    return _none_against(r, DROP, 2)


@intent("strategic", into=INTENTS)
def winner_no_lift_loser_three(r: Rally) -> bool:
    """The winner plays no lift (either kind); the loser plays at least three."""
    return _none_against(r, LIFT, 3)


@intent("strategic", into=INTENTS)
def winner_no_net_loser_two(r: Rally) -> bool:
    """The winner plays no net-family shot; the loser plays at least two."""
    return _none_against(r, NET, 2)


@intent("strategic", into=INTENTS)
def winner_no_drive_loser_two(r: Rally) -> bool:
    """The winner plays no drive (any drive); the loser plays at least two."""
    return _none_against(r, DRIVE, 2)


@intent("anchor", into=INTENTS)
def server_wins_on_seventh(r: Rally) -> bool:
    """The rally has exactly seven shots and the server wins it."""
    return len(r.shots) == 7 and r.winner == r.server


@intent("anchor", into=INTENTS)
def return_push_winner(r: Rally) -> bool:
    """The rally has two shots, the return of serve is a push, and the receiver wins."""
    s = r.shots
    return len(s) == 2 and s[1].kind == "push" and r.winner == r.receiver


@intent("rally", into=INTENTS)
def receiver_wins_6_to_8(r: Rally) -> bool:
    """The rally has six to eight shots and the receiver wins it."""
    return 6 <= len(r.shots) <= 8 and r.winner == r.receiver


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the rally is won by a rush at the net off the other player's net shot",
        "a rush straight off a net shot wins the rally",
    ],
    "clear-out": [
        "the point ends with a clear or lob sent beyond the baseline",
        "a long lift or clear ends the rally out",
    ],
    "drop-winner": [
        "a drop that nobody returns wins the rally",
        "points where the final drop lands in unreturned",
    ],
    "crossnet-winner": [
        "a cross-court net shot ends the rally as an outright winner",
        "the winning shot is a net shot played cross-court and left untouched",
    ],
    "netshot-into-net": [
        "a net shot into the tape ends the rally",
        "the rally is lost on a net shot that does not get over",
    ],
    "misjudged-leave": [
        "a player leaves the shuttle, thinking it is out, and it lands in",
        "rallies decided by a wrong leave",
    ],
    "passive-drop-punished": [
        "a passive drop is answered with a rush, smash or net shot winner",
        "the passive drop gets put away by the opponent",
    ],
    "lift-punished": [
        "a lift, then a smash that ends the point untouched",
        "the opponent's lift is smashed for a clean winner",
    ],
    "marin-drop": [
        "points Marin closes out with a drop winner",
        "Carolina Marin wins it with a drop the opponent never touches",
    ],
    "winner-no-clear-loser-two": [
        "winner never clears, loser clears 2+",
        "winning the rally without a single clear while the opponent cleared at least twice",
        "the player who wins plays no clears and the one who loses plays two or more",
        "rallies won by a player who never clears against an opponent with at least two clears",
        "which rallies does the winner take without clearing while the loser clears twice or more?",
    ],
    "winner-no-drop-loser-two": [
        "winner never drops, loser drops 2+",
        "winning the rally without a single drop while the opponent dropped at least twice",
        "the player who wins plays no drops and the one who loses plays two or more",
        "rallies won by a player who never drops against an opponent with at least two drops",
        "which rallies does the winner take without dropping while the loser drops twice or more?",
    ],
    "winner-no-lift-loser-three": [
        "winner never lifts, loser lifts 3+",
        "winning the rally without a single lift while the opponent lifted at least three times",
        "the player who wins plays no lifts and the one who loses plays three or more",
        "rallies won by a player who never lifts against an opponent with at least three lifts",
        "which rallies does the winner take without lifting while the loser lifts 3+ times?",
    ],
    "winner-no-net-loser-two": [
        "winner plays no net shots, loser 2+",
        "winning the rally without a single net shot while the opponent played at least two",
        "the player who wins plays no net shots and the one who loses plays two or more",
        "rallies won by a player who never plays a net shot against an opponent with at least two",
        "which rallies does the winner take without a net shot while the loser plays two or more?",
    ],
    "winner-no-drive-loser-two": [
        "winner never drives, loser drives 2+",
        "winning the rally without a single drive while the opponent drove at least twice",
        "the player who wins plays no drives and the one who loses plays two or more",
        "rallies won by a player who never drives against an opponent with at least two drives",
        "which rallies does the winner take without driving while the loser drives twice or more?",
    ],
    "server-wins-on-seventh": [
        "server wins on the 7th shot",
        "rallies of exactly seven shots won by the server",
        "the server takes the point with the rally's seventh shot",
        "points the server wins in seven shots",
        "which rallies does the server win on shot seven?",
    ],
    "return-push-winner": [
        "push return winner",
        "rallies the receiver wins with a pushed return of serve",
        "the receiver pushes the serve back and the server never returns it",
        "points won outright by the receiver's push return",
        "which rallies end with the receiver winning on a pushed return?",
    ],
    "receiver-wins-6-to-8": [
        "receiver wins, 6-8 shots",
        "rallies of six to eight shots won by the receiver",
        "the receiver takes a rally lasting between 6 and 8 shots",
        "points of six, seven or eight shots that the receiver wins",
        "which rallies of 6 to 8 shots does the receiver win?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
