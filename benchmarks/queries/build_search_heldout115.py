"""Write the 115th held-out search query set, ``search_heldout115.jsonl``, from the corpus.

Written in stop 54, after held-out 114's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, told as a story in time ("first ..., then ..., in the end ...",
"it starts with ...", pronouns for what was said before), a label and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout115``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout115 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DROP,
    NET,
    SMASH,
    Intent,
    intent,
    known_after_serve,
    last,
    named,
    shot_at,
    shots_by,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout115.jsonl")
SPLIT = "heldout115"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def clear_clear_drop_dropper_wins(r: Rally) -> bool:
    """Somewhere a clear is answered by a clear and the first clearer drops (either kind)
    with the next shot, and the dropper won the rally."""
    return any(c.hitter == r.winner for _, _, c in windows(r, {"clear"}, {"clear"}, DROP))


@intent("anchor", into=INTENTS)
def long_serve_clear_return_receiver_wins(r: Rally) -> bool:
    """The serve is a long service, the return of serve a clear, and the receiver won the
    rally."""
    opened = shot_at(r, 1, {"long service"}) and shot_at(r, 2, {"clear"})
    return opened and r.winner == r.receiver


@intent("zone", into=INTENTS)
def front_right_net_into_net(r: Rally) -> bool:
    """The final shot is a net-family shot hit from the front right, and the rally ended in
    the net."""
    shot = last(r)
    return shot.kind in NET and shot.hit_zone == "front-right" and r.ending == "net"


@intent("strategic", into=INTENTS)
def loser_no_net_10(r: Rally) -> bool:
    """A rally of at least ten shots whose loser plays no net-family shot (every type after
    the serve known)."""
    if r.winner is None or len(r.shots) < 10 or not known_after_serve(r):
        return False
    return shots_by(r, r.loser, NET) == 0


@intent("player", into=INTENTS)
def antonsen_3_smashes_loses(r: Rally) -> bool:
    """Anders Antonsen smashes (either kind) at least three times and loses the rally."""
    return named(r, "Anders ANTONSEN", SMASH, 3, "loser")


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "first a net shot, then the other player rushes it and that ends the rally in their favour",
        "someone plays a net shot; next, the opponent rushes and wins the point with it",
    ],
    "clear-out": [
        "at the end a player clears or lifts, and then the shuttle lands out",
        "in the end, a clear or a lob goes out and that finishes the rally",
    ],
    "drop-winner": [
        "in the end someone drops and the opponent cannot get to it",
        "the rally goes on until a drop lands untouched",
    ],
    "crossnet-winner": [
        "at the end a player plays a cross-court net shot and the opponent never reaches it",
        "finally, a crosscourt net shot lands in and wins the point",
    ],
    "netshot-into-net": [
        "in the end a player plays a net shot and it goes into the net",
        "finally someone tries a net shot and it doesn't get over",
    ],
    "misjudged-leave": [
        "at the end, a player leaves the shuttle and then sees it land in",
        "finally somebody lets a shuttle go, and it turns out to be in",
    ],
    "passive-drop-punished": [
        "first a passive drop, then straight away a smash, rush or net shot that wins",
        "someone plays a passive drop and next the opponent wins with a smash, a rush or a "
        "net shot",
    ],
    "lift-punished": [
        "first a lift, then the opponent smashes it for a winner",
        "at the end someone lifts and then a smash wins the point",
    ],
    "marin-drop": [
        "in the end Marin drops and her opponent cannot reach it",
        "finally Carolina Marin plays a drop and it wins the rally outright",
    ],
    "clear-clear-drop-dropper-wins": [
        "first a clear, then a clear back, then a drop, and the dropper wins in the end",
        "the players exchange two clears, then one of them drops and that player goes on to win",
        "two clears in a row, then a drop straight after, and the player who dropped wins the "
        "rally",
        "clear, clear, drop, and the one who dropped takes the point",
        "which rallies see a clear, a clear back and a drop, won by the player who dropped?",
    ],
    "long-serve-clear-return-receiver-wins": [
        "first a long serve, then the receiver clears it, and in the end the receiver wins",
        "it starts with a high serve that the receiver clears, and the receiver takes the rally",
        "the server serves long, the receiver answers with a clear, and later the receiver wins",
        "long serve, clear return, receiver wins",
        "which rallies open with a long serve and a cleared return and go to the receiver?",
    ],
    "front-right-net-into-net": [
        "at the end somebody plays a net shot from the front right and it hits the net",
        "the rally finishes when a net shot from the front-right corner goes into the net",
        "the last shot, a net shot from the right side of the forecourt, does not get over",
        "a net shot from the front right into the net to end the rally",
        "which rallies end with a net shot from the front right that is netted?",
    ],
    "loser-no-net-10": [
        "in a rally of ten or more shots, the loser never once plays a net shot",
        "the rally goes to at least ten shots and the player who loses it never plays a net shot",
        "over ten shots or more, no net shots from the eventual loser",
        "10+ shots, no net shot by the loser",
        "which rallies of at least ten shots does the loser play without a single net shot?",
    ],
    "antonsen-3-smashes-loses": [
        "Antonsen smashes three times or more, but in the end he loses the rally",
        "first Anders Antonsen smashes at least three times, then he loses the point anyway",
        "Antonsen keeps smashing, at least three times, and still the rally goes to his opponent",
        "Antonsen: 3+ smashes, lost rally",
        "which rallies does Antonsen lose after smashing at least three times?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
