"""Write the eighty-ninth held-out search query set, ``search_heldout89.jsonl``, from the corpus.

Written in stop 52, after held-out 88's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout89``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout89 [--root DATA] [--check]
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
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout89.jsonl")
SPLIT = "heldout89"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def push_lift_smash_loses(r: Rally) -> bool:
    """Somewhere a push by P is answered at once by the opponent's lift (either kind) and P
    smashes (either kind) with the next shot, and P lost the rally."""
    return any(a.hitter == c.hitter == r.loser for a, _, c in windows(r, {"push"}, LIFT, SMASH))


@intent("sequence", into=INTENTS)
def long_serve_receiver_drops_wins(r: Rally) -> bool:
    """The serve is a long service, the receiver plays at least one drop (either kind) and
    the receiver won the rally."""
    return served_with(r, "long service", r.receiver, DROP) and r.winner == r.receiver


@intent("player", into=INTENTS)
def chou_two_drops_wins(r: Rally) -> bool:
    """CHOU Tien Chen plays at least two drops (either kind) and wins the rally."""
    return named(r, "CHOU Tien Chen", DROP, 2, "winner")


@intent("anchor", into=INTENTS)
def sixth_shot_net_server_wins(r: Rally) -> bool:
    """The sixth shot is a net-family shot (net shot, return net, cross-court net shot) and
    the server won the rally."""
    return shot_at(r, 6, NET) and r.winner == r.server


@intent("zone", into=INTENTS)
def clear_rear_right_to_rear_right(r: Rally) -> bool:
    """A clear hit from the rear right lands in the rear right (the other side's)."""
    return any(
        s.kind == "clear" and s.hit_zone == "rear-right" and s.land_zone == "rear-right"
        for s in r.shots
    )


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot punished by a rush that wins the point",
        "finishing the rally with a rush off the opponent's net shot",
    ],
    "clear-out": [
        "clears and lifts hit beyond the back boundary to lose the rally",
        "the last shot is a lift or clear that lands out",
    ],
    "drop-winner": [
        "a drop finishes the point without a return",
        "the point ends with an unreturned drop shot",
    ],
    "crossnet-winner": [
        "cross-court net shot that wins the rally",
        "a crossed net shot the opponent fails to return, ending the point",
    ],
    "netshot-into-net": [
        "a net shot that does not get over ends the point",
        "a net shot put into the net to lose the point",
    ],
    "misjudged-leave": [
        "the shuttle was let go as out but it landed in",
        "a shot left alone that was actually in",
    ],
    "passive-drop-punished": [
        "the reply to a passive drop is a winning smash, rush or net shot",
        "punishing a passive drop straight away",
    ],
    "lift-punished": [
        "lifts punished by a winning smash",
        "a winning smash straight after the other player's lift",
    ],
    "marin-drop": [
        "Marin wins rallies with drop shots",
        "points ended by a Carolina Marin drop winner",
    ],
    "push-lift-smash-loses": [
        "push, lift, smash, smasher loses",
        "rallies where a player pushes, the opponent lifts, the pusher smashes and still loses",
        "the player who pushed and then smashed the lift goes on to lose the point",
        "a push forcing a lift, smashed by the pusher, who loses the rally anyway",
        "which rallies have a push, a lift and a smash by the pusher, with the pusher losing?",
    ],
    "long-serve-receiver-drops-wins": [
        "long serve, receiver drops, receiver wins",
        "rallies after a long serve in which the receiver plays a drop and wins",
        "the server serves long, the receiver drops at some point and takes the rally",
        "points won by the returner after a high serve, with at least one drop from the returner",
        "which long-serve rallies does the receiver win having played a drop?",
    ],
    "chou-two-drops-wins": [
        "Chou Tien Chen: 2+ drops, wins",
        "rallies Chou Tien Chen wins with at least two drops",
        "Chou plays two or more drop shots and wins the point",
        "points won by Chou Tien Chen in which he drops at least twice",
        "which rallies does Chou Tien Chen win after dropping twice or more?",
    ],
    "sixth-shot-net-server-wins": [
        "net shot on shot 6, server wins",
        "rallies where the sixth shot is a net shot and the server wins",
        "the server takes the point after a net shot as the sixth shot",
        "a net shot played sixth in a rally won by the server",
        "which rallies won by the server have a net shot as their sixth shot?",
    ],
    "clear-rear-right-to-rear-right": [
        "clear from rear right to rear right",
        "rallies with a clear hit from the rear right that lands in the rear right",
        "a player clears from the back right corner into the opponent's back right corner",
        "clears played from deep on the right side landing deep on the right",
        "which rallies have a clear from the rear right landing rear right?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
