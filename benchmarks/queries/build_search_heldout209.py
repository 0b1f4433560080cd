"""Write the 209th held-out search query set, ``search_heldout209.jsonl``, from the corpus.

Written in stop 67, after held-out 208 ran, the fixes that followed it and the bank's
rebuild, and before any run of it, to be run once and never used to tune: a measure of the
code as it stood on queries nobody had read. The nine development intents come in two new
wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in
an earlier split), and five new intents in five wordings each, told as a coach would say or
jot them down. The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``). Every line's split is ``heldout209``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout209 [--root DATA] [--check]
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
    consecutive,
    intent,
    last,
    named,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout209.jsonl")
SPLIT = "heldout209"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("negation", into=INTENTS)
def no_net_first_four_server_wins(r: Rally) -> bool:
    """The server wins a rally of four shots or more in which none of the first four shots
    is a net-family shot (net shot, return net, cross-court net shot)."""
    first = r.shots[:4]
    return len(r.shots) >= 4 and not any(s.kind in NET for s in first) and r.winner == r.server


@intent("player", into=INTENTS)
def marin_three_lifts_loses(r: Rally) -> bool:
    """Carolina Marin plays three lifts or more (lob, defensive return lob) and loses the
    rally."""
    return named(r, "Carolina MARIN", LIFT, 3, "loser")


@intent("sequence", into=INTENTS)
def smash_block_lift_server_wins(r: Rally) -> bool:
    """A smash (smash, wrist smash), blocked at once (return net), the block answered at once
    with a lift (lob, defensive return lob), and the server wins the rally."""
    return consecutive(r, SMASH, {"return net"}, LIFT) and r.winner == r.server


@intent("score", into=INTENTS)
def second_set_receiver_drop_finish(r: Rally) -> bool:
    """In the second set, the receiver wins the rally with its final shot, a drop (drop,
    passive drop) of theirs."""
    end = last(r)
    mine = end.kind in DROP and end.hitter == r.receiver
    return r.set_no == 2 and mine and r.winner == r.receiver


@intent("zone", into=INTENTS)
def rear_right_lift_smashed(r: Rally) -> bool:
    """A lift (lob, defensive return lob) landing in the rear-right zone, answered at once
    with a smash (smash, wrist smash)."""
    return any(a.land_zone == "rear-right" for a, _ in windows(r, LIFT, SMASH))


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the opponent's net shot gets rushed and never comes back",
        "rush winner straight off a net shot",
    ],
    "clear-out": [
        "the point ends with a clear or a lob hit beyond the lines",
        "a high clear or lift that is called out",
    ],
    "drop-winner": [
        "a drop shot the other player can't get to, which ends the rally",
        "rallies finished off by an unreturned drop",
    ],
    "crossnet-winner": [
        "a crosscourt net shot that goes untouched for the point",
        "the last stroke is a cross-court net shot that wins the rally",
    ],
    "netshot-into-net": [
        "the rally is over when a net shot fails to get over",
        "a net shot dumped into the tape to lose the point",
    ],
    "misjudged-leave": [
        "a shuttle left by a player that turns out to be in",
        "the player doesn't play the shuttle, thinking it's going out, and it lands in",
    ],
    "passive-drop-punished": [
        "right after a passive drop, a smash, rush or net shot wins it outright",
        "a passive drop the opponent punishes at once: an outright smash, rush or net kill",
    ],
    "lift-punished": [
        "a lift followed at once by a smash that ends the rally as a winner",
        "the lob gets smashed straight away for the point",
    ],
    "marin-drop": [
        "Carolina Marin closes the rally with a drop that never comes back",
        "rallies Marin wins with a drop shot winner",
    ],
    "no-net-first-four-server-wins": [
        "no net shot in the first four shots and the server wins",
        "the server wins a rally of four shots or more with no net shot among the first four",
        "rallies won by the server where none of the first four strokes is a net shot",
        "first four shots without a net shot, server's point",
        "the server takes the point and nobody plays a net shot before shot five",
    ],
    "marin-three-lifts-loses": [
        "Marin lifts at least three times and loses the rally",
        "rallies Carolina Marin loses after playing three or more lifts",
        "three lifts or more from Carolina Marin in a rally she loses",
        "Marin loses the point despite lifting three times or more",
        "Carolina Marin plays 3+ lobs and the rally goes to her opponent",
    ],
    "smash-block-lift-server-wins": [
        "a smash is blocked and the block is lifted, in a rally the server wins",
        "smash, block, lift, and the server takes the point",
        "the server wins a rally where a smash gets blocked and then lifted",
        "rallies won by the server with a blocked smash followed at once by a lift",
        "a block off a smash, answered with a lift, and the server wins the rally",
    ],
    "second-set-receiver-drop-finish": [
        "in the second game, the receiver wins the rally with a drop",
        "the receiver's drop winner in set two",
        "rallies in the second set that the receiver finishes with a drop",
        "second set: the receiver ends the point with a drop and wins",
        "a drop shot by the receiver that wins a point in the second game",
    ],
    "rear-right-lift-smashed": [
        "a lift to the rear right corner that gets smashed",
        "a lob landing deep on the right, answered straight away by a smash",
        "a smash straight off a lift into the back right",
        "lifts to the back right corner punished with a smash",
        "the lift goes to the rear right and the next shot is a smash",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
