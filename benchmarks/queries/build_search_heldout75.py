"""Write the seventy-fifth held-out search query set, ``search_heldout75.jsonl``, from the corpus.

Written in stop 50, after held-outs 73 and 74's fixes (3b9d598), to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eight new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout75``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout75 [--root DATA] [--check]
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
    intent,
    known_after_serve,
    own_run,
    shots_by,
    side_of,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout75.jsonl")
SPLIT = "heldout75"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def fourth_shot_smash_receiver_wins(r: Rally) -> bool:
    """Shot 4 is a smash (either kind) and the receiver wins the rally."""
    s = r.shots
    return len(s) >= 4 and s[3].kind in SMASH and r.winner == r.receiver


@intent("sequence", into=INTENTS)
def smash_drive_net(r: Rally) -> bool:
    """A smash (either kind), a drive (any drive), then a net-family shot, on three
    consecutive shots."""
    return consecutive(r, SMASH, DRIVE, NET)


@intent("strategic", into=INTENTS)
def server_three_drops_loses(r: Rally) -> bool:
    """The server plays at least three drops (either kind) and the receiver wins."""
    return shots_by(r, r.server, DROP) >= 3 and r.winner == r.receiver


@intent("strategic", into=INTENTS)
def loser_more_clears_than_lifts(r: Rally) -> bool:
    """The rally's loser plays more clears than lifts (either kind)."""
    lo = r.loser
    return lo is not None and shots_by(r, lo, {"clear"}) > shots_by(r, lo, LIFT)


@intent("run", into=INTENTS)
def server_smashes_twice_running_loses(r: Rally) -> bool:
    """The server smashes (either kind) on two consecutive own shots and the receiver
    wins."""
    return own_run(r, r.server, SMASH, 2) and r.winner == r.receiver


@intent("score", into=INTENTS)
def server_trailing_one_set1_wins(r: Rally) -> bool:
    """In the first set, the server trails by exactly one point before the rally and wins
    it."""
    return r.set_no == 1 and trailing_by(r, r.server) == 1 and r.winner == r.server


@intent("player", into=INTENTS)
def an_se_young_loses_15(r: Rally) -> bool:
    """AN Se Young loses a rally of at least fifteen shots."""
    me = side_of(r, "AN Se Young")
    return me is not None and r.loser == me and len(r.shots) >= 15


@intent("negation", into=INTENTS)
def no_lift_no_clear_receiver_wins(r: Rally) -> bool:
    """No lift (either kind) and no clear in the rally (every type after the serve known),
    and the receiver wins."""
    high = LIFT | {"clear"}
    return (
        known_after_serve(r) and not any(s.kind in high for s in r.shots) and r.winner == r.receiver
    )


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "net shot, then a rush that wins",
        "rallies finished by a player rushing the opponent's net shot for the point",
    ],
    "clear-out": [
        "a clear or a lob that lands beyond the baseline to end the point",
        "the final lob or clear goes long",
    ],
    "drop-winner": [
        "the last shot is a drop that the opponent cannot return",
        "points ended by an unreturned drop shot",
    ],
    "crossnet-winner": [
        "a crosscourt net shot that nobody reaches ends the rally",
        "winning cross-net shots that end it",
    ],
    "netshot-into-net": [
        "a final net shot that does not make it over",
        "rallies ended by a net shot hitting the net",
    ],
    "misjudged-leave": [
        "the receiver or server leaves a shuttle that lands inside",
        "a player lets the shuttle land in, thinking it was going out",
    ],
    "passive-drop-punished": [
        "a passive drop gets punished with a winner",
        "rallies where the opponent wins off a passive drop with a rush, smash or net shot",
    ],
    "lift-punished": [
        "a lob, then a smash the other player cannot return",
        "the winning smash comes straight after a lift",
    ],
    "marin-drop": [
        "Marin wins the rally with a drop that lands untouched",
        "unreturned drops by Carolina Marin that end the point",
    ],
    "fourth-shot-smash-receiver-wins": [
        "4th shot smash, receiver wins",
        "rallies the receiver wins with a smash as the fourth shot",
        "the receiver smashes on shot four and goes on to win the point",
        "points won by the receiver where the fourth shot is a smash",
        "which rallies does the receiver win after smashing the fourth shot?",
    ],
    "smash-drive-net": [
        "smash, drive, net shot",
        "rallies where a smash is driven back and then played to the net",
        "the opponent drives the smash and the smasher answers with a net shot",
        "a smash answered by a drive, which is followed by a net shot",
        "which rallies have a smash, a drive and a net shot on consecutive shots?",
    ],
    "server-three-drops-loses": [
        "server drops 3+ times, loses",
        "rallies the server loses after playing at least three drops",
        "the server hits three or more drop shots but the receiver wins",
        "points lost by the server despite dropping three times or more",
        "which rallies does the server lose with three or more drops?",
    ],
    "loser-more-clears-than-lifts": [
        "loser clears more than lifts",
        "rallies where the loser plays more clears than lifts",
        "the player who loses hits more clears than lobs",
        "points lost by a player whose clears outnumber their lifts",
        "which rallies does the loser play more clears than lifts in?",
    ],
    "server-smashes-twice-running-loses": [
        "server smashes twice in a row, loses",
        "rallies the server loses after smashing on two consecutive shots",
        "the server hits back-to-back smashes and still loses the point",
        "points the receiver wins where the server smashes two times in a row",
        "which rallies does the server lose despite two smashes in a row?",
    ],
    "server-trailing-one-set1-wins": [
        "server down by 1 in set 1, wins",
        "first-set rallies won by a server trailing by exactly one point",
        "in the first game the server is one point behind and wins the rally",
        "points in set one that the server wins while down by one",
        "which first-set rallies does the server win when behind by a single point?",
    ],
    "an-se-young-loses-15": [
        "An Se Young loses, 15+ shots",
        "rallies of fifteen or more shots lost by An Se Young",
        "An Se Young loses a rally that lasts at least 15 shots",
        "points of 15+ shots that An Se Young loses",
        "which rallies of at least fifteen shots does An Se Young lose?",
    ],
    "no-lift-no-clear-receiver-wins": [
        "no lift, no clear, receiver wins",
        "rallies won by the receiver with no lifts and no clears",
        "neither player lifts or clears and the receiver takes the point",
        "points the receiver wins in which nobody plays a lift or a clear",
        "which rallies does the receiver win without any lift or clear?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
