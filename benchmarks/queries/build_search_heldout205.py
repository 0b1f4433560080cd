"""Write the 205th held-out search query set, ``search_heldout205.jsonl``, from the corpus.

Written in stop 65, after that stop's last rule changes and the bank's rebuild, and before
any run of it, to be run once and never used to tune: a measure of the stop's code on queries
nobody had read. The nine development intents come in two new wordings each
(``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in an earlier
split), and five new intents in five wordings each, told as a coach would say or jot them
down. The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``). Every line's split is ``heldout205``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout205 [--root DATA] [--check]
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
    depth,
    intent,
    known_after_serve,
    receiver,
    shots_by,
    side_of,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout205.jsonl")
SPLIT = "heldout205"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("player", into=INTENTS)
def an_se_young_receives_wins_twelve(r: Rally) -> bool:
    """An Se Young receives and wins a rally of twelve shots or more."""
    me = side_of(r, "AN Se Young")
    return me is not None and receiver(r) == me and r.winner == me and len(r.shots) >= 12


@intent("sequence", into=INTENTS)
def push_clear_drop(r: Rally) -> bool:
    """A push, the other player's clear straight after it, and a drop (drop, passive drop)
    straight after that."""
    return next(windows(r, {"push"}, {"clear"}, DROP), None) is not None


@intent("zone", into=INTENTS)
def mid_lift_to_rear_smashed(r: Rally) -> bool:
    """A lift (lob, defensive return lob) hit from the mid court that lands in the rear
    court, answered at once by a smash (either kind)."""
    return any(
        depth(a.hit_zone) == "mid" and depth(a.land_zone) == "rear"
        for a, _ in windows(r, LIFT, SMASH)
    )


@intent("negation", into=INTENTS)
def server_no_smash_receiver_wins_ten(r: Rally) -> bool:
    """The receiver wins a rally of ten shots or more in which the server plays no smash
    (smash, wrist smash), every shot type after the serve known."""
    if r.winner != receiver(r) or len(r.shots) < 10 or not known_after_serve(r):
        return False
    return shots_by(r, r.server, SMASH) == 0


@intent("strategic", into=INTENTS)
def winner_more_net_shots_three(r: Rally) -> bool:
    """The winner plays three net-family shots or more (net shot, return net, cross-court
    net shot), and more of them than the loser."""
    if r.winner is None:
        return False
    nets = shots_by(r, r.winner, NET)
    return nets >= 3 and nets > shots_by(r, r.loser, NET)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot that the opponent rushes for the winning point",
        "net shot, then a rush that ends it in the rusher's favour",
    ],
    "clear-out": [
        "a clear or a lob that sails out to end the point",
        "the final shot, a high clear or lift, goes out",
    ],
    "drop-winner": [
        "rallies ending with a drop nobody gets to",
        "an unreturned drop shot decides the rally",
    ],
    "crossnet-winner": [
        "the point is won by a cross-court net shot left untouched",
        "winning with a cross-court net shot that the opponent cannot get to",
    ],
    "netshot-into-net": [
        "a net shot that fails to get over the net, ending the rally",
        "the last shot is a net shot that doesn't cross the net",
    ],
    "misjudged-leave": [
        "a shuttle let go by the player that turns out to be in",
        "a misjudgement: the player lets the shuttle go and it drops in",
    ],
    "passive-drop-punished": [
        "a smash, rush or net shot winner straight off a passive drop",
        "the reply to a passive drop is a smash, rush or net shot that nobody returns",
    ],
    "lift-punished": [
        "a lift punished by an outright smash winner",
        "the lifted shuttle is smashed for the point",
    ],
    "marin-drop": [
        "Marin's drop is the last shot and her opponent never touches it",
        "a winning drop shot from Marin",
    ],
    "an-se-young-receives-wins-twelve": [
        "An Se Young wins a rally of twelve shots or more when receiving",
        "rallies of 12+ shots won by An Se Young on her opponent's serve",
        "An Se Young receives serve and wins a point that lasts at least twelve strokes",
        "points of twelve shots or longer that An Se Young takes as the receiver",
        "receiving, An Se Young wins a 12-shot-plus rally",
    ],
    "push-clear-drop": [
        "a push answered by a clear, which is answered by a drop",
        "push, clear, drop on consecutive shots",
        "a clear played off a push and then met with a drop",
        "the sequence push then clear then drop, one straight after another",
        "someone pushes, the opponent clears, and the pusher drops",
    ],
    "mid-lift-to-rear-smashed": [
        "a lift from mid-court to the back, smashed straight away",
        "the opponent smashes a lift that was hit from the middle of the court to the rear court",
        "a lob from midcourt that goes deep and is immediately smashed",
        "lift played from the mid court, landing at the back, then a smash",
        "from the middle of the court, a lift to the baseline area answered by a smash",
    ],
    "server-no-smash-receiver-wins-ten": [
        "the receiver wins a rally of ten shots or more in which the server never smashes",
        "10+ shot rallies won by the receiver, with no smash from the server",
        "the server doesn't smash once in a rally of at least ten shots, and the receiver wins it",
        "no smashes by the server, ten strokes or more, receiver's point",
        "rallies of ten shots or longer that the receiver takes while the server plays no smash",
    ],
    "winner-more-net-shots-three": [
        "the winner plays three or more net shots, more than the loser",
        "more net shots from the winner than from the loser, at least three of them",
        "the player who wins hits more net shots than the opponent, three net shots or more",
        "the winner out-plays the loser at the net: more net shots, and at least 3",
        "a rally won by the player with more net shots, three or more of them",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
