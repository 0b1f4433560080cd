"""Write the eighty-first held-out search query set, ``search_heldout81.jsonl``, from the corpus.

Written in stop 51, after held-out 80's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and seven new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout81``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout81 [--root DATA] [--check]
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
    known_after_serve,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout81.jsonl")
SPLIT = "heldout81"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order
CLEAR = {"clear"}


@intent("strategic", into=INTENTS)
def server_no_net_loses_5(r: Rally) -> bool:
    """The rally has at least five shots, the receiver wins, and the server plays no
    net-family shot (every type after the serve known)."""
    if len(r.shots) < 5 or r.winner != r.receiver or not known_after_serve(r):
        return False
    return shots_by(r, r.server, NET) == 0


@intent("strategic", into=INTENTS)
def loser_two_nets_no_lift(r: Rally) -> bool:
    """The loser plays at least two net-family shots and no lift (every type after the
    serve known)."""
    lo = r.loser
    if lo is None or not known_after_serve(r):
        return False
    return shots_by(r, lo, NET) >= 2 and shots_by(r, lo, LIFT) == 0


@intent("strategic", into=INTENTS)
def loser_more_clears(r: Rally) -> bool:
    """The loser plays more clears than the winner (every type after the serve known)."""
    w, lo = r.winner, r.loser
    if w is None or not known_after_serve(r):
        return False
    return shots_by(r, lo, CLEAR) > shots_by(r, w, CLEAR)


@intent("strategic", into=INTENTS)
def winner_no_smash_no_drop_8(r: Rally) -> bool:
    """The rally has at least eight shots and the winner plays no smash and no drop (every
    type after the serve known)."""
    w = r.winner
    if w is None or len(r.shots) < 8 or not known_after_serve(r):
        return False
    return shots_by(r, w, SMASH | DROP) == 0


@intent("strategic", into=INTENTS)
def equal_smashes_two(r: Rally) -> bool:
    """Both players play the same number of smashes (either kind), at least two each."""
    a, b = shots_by(r, "A", SMASH), shots_by(r, "B", SMASH)
    return a == b >= 2


@intent("anchor", into=INTENTS)
def receiver_first_two_nets(r: Rally) -> bool:
    """Shots 2 and 4 (the receiver's first two) are net-family shots."""
    s = r.shots
    return len(s) >= 4 and s[1].kind in NET and s[3].kind in NET


@intent("anchor", into=INTENTS)
def server_drops_third_and_fifth(r: Rally) -> bool:
    """Shots 3 and 5 (the server's second and third) are drops (either kind)."""
    s = r.shots
    return len(s) >= 5 and s[2].kind in DROP and s[4].kind in DROP


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the opponent's net shot is rushed for a winner",
        "a rush that punishes a net shot and ends the point",
    ],
    "clear-out": [
        "the rally is lost on a clear or a lob that goes out",
        "a lob or clear landing long out of court ends the rally",
    ],
    "drop-winner": [
        "a drop that wins the point without being returned",
        "drop shots nobody gets to",
    ],
    "crossnet-winner": [
        "net shots hit crosscourt that win the rally outright",
        "rallies ended by a crosscourt net shot that is never returned",
    ],
    "netshot-into-net": [
        "net shots into the tape that lose the rally",
        "the rally ends with a net shot that stays on the hitter's side of the net",
    ],
    "misjudged-leave": [
        "a shuttle left because it looked out, but it was in",
        "rallies where the player lets the shuttle drop and it lands inside",
    ],
    "passive-drop-punished": [
        "a passive drop answered with a winning smash, rush or net shot",
        "the opponent puts away a passive drop with a rush, a smash or a net shot",
    ],
    "lift-punished": [
        "a lob smashed for an outright winner",
        "a smash winner straight off the opponent's lift",
    ],
    "marin-drop": [
        "Marin ends the point with an unreturned drop",
        "Carolina Marin hits a drop winner",
    ],
    "server-no-net-loses-5": [
        "server loses without a net shot, 5+ shots",
        "rallies of five or more shots the server loses without playing a net shot",
        "the server never plays a net shot and loses a rally of at least five shots",
        "losing on serve in a rally of 5+ shots with no net shots from the server",
        "which rallies of five shots or more does the server lose without a single net shot?",
    ],
    "loser-two-nets-no-lift": [
        "loser: 2+ net shots, no lifts",
        "rallies where the loser plays at least two net shots and never lifts",
        "the player who loses hits two or more net shots but no lift",
        "losing despite two or more net shots and not a single lift",
        "which rallies does the loser lose after playing two or more net shots and no lifts?",
    ],
    "loser-more-clears": [
        "loser clears more than winner",
        "rallies where the loser plays more clears than the winner",
        "the player who loses hits more clears than the player who wins",
        "the winner is out-cleared by the loser",
        "which rallies does the loser lose while clearing more often than the winner?",
    ],
    "winner-no-smash-no-drop-8": [
        "8+ shots, winner never smashes or drops",
        "rallies of eight or more shots won without a smash or a drop from the winner",
        "the player who wins a rally of at least 8 shots plays neither a smash nor a drop",
        "winning a long rally, eight shots or more, without smashing or dropping once",
        "which rallies of 8+ shots does the winner take without a smash or a drop?",
    ],
    "equal-smashes-two": [
        "both players smash equally often, twice or more each",
        "rallies where each player plays the same number of smashes, at least two",
        "the server and the receiver hit the same number of smashes, two or more each",
        "an even smash count: each side smashes at least twice and equally often",
        "which rallies have both players smashing the same number of times, at least twice each?",
    ],
    "receiver-first-two-nets": [
        "receiver's first two shots are net shots",
        "rallies where the receiver plays net shots on both of their first two shots",
        "the receiver returns serve with a net shot and plays another net shot with their next"
        " shot",
        "shots two and four are both net shots",
        "which rallies have the receiver playing a net shot on shot 2 and again on shot 4?",
    ],
    "server-drops-third-and-fifth": [
        "server's second and third shots are drops",
        "rallies where the server drops on the third shot and again on the fifth",
        "the server plays a drop as the third shot and another as the fifth shot",
        "shots three and five are both drops",
        "which rallies have drops from the server on shot 3 and shot 5?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
