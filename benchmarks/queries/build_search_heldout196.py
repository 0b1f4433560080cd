"""Write the 196th held-out search query set, ``search_heldout196.jsonl``, from the corpus.

Written in stop 59, before any change of the stop, to be run once and never used to tune: a
measure of the code on queries nobody had read. The nine development intents come in two new
wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in an
earlier split), and five new intents in five wordings each, said as causes and consequences
("sets up", "leads to", "results in", "thanks to", "due to", "costs the point", "because").
The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``). Every line's split is ``heldout196``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout196 [--root DATA] [--check]
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
    F,
    Intent,
    intent,
    outright,
    shot_at,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout196.jsonl")
SPLIT = "heldout196"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drop_sets_up_smash_winner(r: Rally) -> bool:
    """The third-to-last shot is a drop (either kind) and the final shot a smash (either
    kind) by the same player that landed in unreturned."""
    if len(r.shots) < 3 or r.shots[-3].kind not in DROP:
        return False
    return F(r).kind in SMASH and F(r).hitter == r.shots[-3].hitter and outright(r)


@intent("player", into=INTENTS)
def server_rush_wins(r: Rally) -> bool:
    """The final shot is a rush by the server, and the server wins."""
    return F(r).kind == "rush" and F(r).hitter == r.server and r.winner == r.server


@intent("rally", into=INTENTS)
def ten_plus_net_receiver_loses(r: Rally) -> bool:
    """A rally of at least ten shots that ended in the net and that the receiver lost."""
    return len(r.shots) >= 10 and r.ending == "net" and r.loser == r.receiver


@intent("anchor", into=INTENTS)
def short_serve_net_net_lift(r: Rally) -> bool:
    """The serve is a short service, the second and third shots net-family shots and the
    fourth a lift (either kind)."""
    opening = shot_at(r, 2, NET) and shot_at(r, 3, NET) and shot_at(r, 4, LIFT)
    return r.shots[0].kind == "short service" and opening


@intent("player", into=INTENTS)
def receiver_two_lifts_wins(r: Rally) -> bool:
    """The receiver plays at least two lifts (either kind) and wins."""
    return shots_by(r, r.receiver, LIFT) >= 2 and r.winner == r.receiver


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the net shot leads to a rush that wins the rally at the end",
        "the rally is won thanks to a rush off a net shot at the end",
    ],
    "clear-out": [
        "the rally ends because a clear or lift goes out",
        "a clear or lob out costs the point at the end",
    ],
    "drop-winner": [
        "the rally is won thanks to a final drop nobody returns",
        "a drop at the end results in an outright winner",
    ],
    "crossnet-winner": [
        "a cross-court net shot at the end results in a clean winner",
        "the point is won thanks to an unreturned crosscourt net shot at the end",
    ],
    "netshot-into-net": [
        "the point is lost due to the last net shot going into the net",
        "a net shot into the tape ends the rally, costing the point",
    ],
    "misjudged-leave": [
        "the point is lost because the player left a shuttle that landed in",
        "a misjudged leave at the end costs the point",
    ],
    "passive-drop-punished": [
        "a passive drop that leads to a smash, rush or net shot winner at the end",
        "a passive drop results in a winning smash, rush or net shot from the opponent",
    ],
    "lift-punished": [
        "a lift that leads to a smash winner at the end",
        "the point is won thanks to a smash winner off a lift",
    ],
    "marin-drop": [
        "Marin wins thanks to a final drop that goes unreturned",
        "a drop by Marin at the end results in her winning the point outright",
    ],
    "drop-sets-up-smash-winner": [
        "a drop that sets up the dropper's smash winner two shots later",
        "the drop sets up a winning smash by the same player to end the rally",
        "a player's drop leads to their own smash winner with their next shot, ending the rally",
        "thanks to a drop, the same player finishes the rally with a smash winner on their next "
        "shot",
        "a drop results in a winning smash from the dropper, the last shot",
    ],
    "server-rush-wins": [
        "the server wins thanks to a rush at the end",
        "a rush by the server ends the rally and gives the server the point",
        "the server's last shot is a rush, which results in the point",
        "the point goes to the server due to a final rush of theirs",
        "a closing rush from the server leads to the server winning",
    ],
    "ten-plus-net-receiver-loses": [
        "the receiver loses a rally of ten shots or more due to a shot into the net",
        "after 10+ shots, a net error costs the receiver the point",
        "a rally of at least ten shots ends in the net, which results in the receiver losing",
        "because the shuttle ends up in the net after ten or more shots, the receiver loses",
        "the server wins a rally of at least 10 shots thanks to a shot that goes into the net",
    ],
    "short-serve-net-net-lift": [
        "a short serve leads to two net shots and then a lift",
        "after a short serve, the return and the third shot are net shots, which force a lift "
        "on shot 4",
        "the short serve results in a net exchange: net shot, net shot, then a lift",
        "a short serve, a net shot return, a net shot back, and as a result a lift",
        "thanks to a short serve, the next two shots are net shots and the fourth is a lift",
    ],
    "receiver-two-lifts-wins": [
        "the receiver lifts at least twice, and this still results in a win",
        "two or more lifts from the receiver lead to the receiver winning",
        "the receiver wins thanks in part to two lifts or more",
        "the receiver wins the point, with two or more lifts along the way",
        "after lifting two times or more, the receiver wins as a result",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
