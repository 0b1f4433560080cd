"""Write the 124th held-out search query set, ``search_heldout124.jsonl``, from the corpus.

Written in stop 54, after held-out 123's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in a coach's jargon ("a flat exchange", "puts away a loose lift",
"forces a lift", "dies for a winner", "pushes deep"), a label and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout124``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout124 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DRIVE,
    LIFT,
    NET,
    SMASH,
    Intent,
    depth,
    intent,
    last,
    outright,
    rally_run,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout124.jsonl")
SPLIT = "heldout124"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("run", into=INTENTS)
def flat_exchange_server_wins(r: Rally) -> bool:
    """At least three drive-family shots in a row (either player), and the server won the
    rally."""
    return rally_run(r, DRIVE, 3) and r.winner == r.server


@intent("sequence", into=INTENTS)
def net_lift_kill(r: Rally) -> bool:
    """The last three shots are a net-family shot, a lift (either kind) and an outright smash
    (either kind) or rush."""
    ended = len(r.shots) >= 3 and r.shots[-3].kind in NET and r.shots[-2].kind in LIFT
    return ended and last(r).kind in SMASH | {"rush"} and outright(r)


@intent("sequence", into=INTENTS)
def receiver_kills_server_lift(r: Rally) -> bool:
    """The second-to-last shot is the server's lift (either kind) and the last an outright
    smash (either kind), the receiver's."""
    lifted = len(r.shots) >= 2 and r.shots[-2].kind in LIFT and r.shots[-2].hitter == r.server
    return lifted and last(r).kind in SMASH and outright(r)


@intent("zone", into=INTENTS)
def push_rear_winner(r: Rally) -> bool:
    """The final shot is a push that lands in the rear court and is an outright winner."""
    shot = last(r)
    return shot.kind == "push" and depth(shot.land_zone) == "rear" and outright(r)


@intent("zone", into=INTENTS)
def drive_rear_winner(r: Rally) -> bool:
    """The final shot is a drive-family shot that lands in the rear court and is an outright
    winner."""
    shot = last(r)
    return shot.kind in DRIVE and depth(shot.land_zone) == "rear" and outright(r)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net kill with a rush off the opponent's net shot",
        "the rush kills the net shot for the point",
    ],
    "clear-out": [
        "an overhit clear or lob that ends the rally out",
        "the last clear or lift is overhit and lands out",
    ],
    "drop-winner": [
        "a drop that wins the rally cleanly",
        "the final drop dies before the opponent gets there",
    ],
    "crossnet-winner": [
        "a cross-court net winner that the opponent never reaches",
        "the rally is won by a net shot played across the net, unreturned",
    ],
    "netshot-into-net": [
        "a net shot that clips the tape and stays on the hitter's side to end the rally",
        "a net shot error into the tape at the end",
    ],
    "misjudged-leave": [
        "a bad leave: left, and in",
        "the player leaves one that lands on the line",
    ],
    "passive-drop-punished": [
        "a passive drop punished at once with a smash, rush or net kill",
        "a soft drop that gets killed straight away with a smash, a rush or a net shot",
    ],
    "lift-punished": [
        "a lift that gets hammered for a winner",
        "a loose lift put away with a smash",
    ],
    "marin-drop": [
        "Marin's drops that die for winners",
        "Carolina Marin wins with a drop the opponent cannot reach",
    ],
    "flat-exchange-server-wins": [
        "a flat exchange of three or more drives that the server wins",
        "drive battle, at least 3 in a row, server takes it",
        "the server wins after a flat drive exchange of three drives or more",
        "three-plus drives back and forth, point to the server",
        "which rallies with a run of three drives in a row go to the server?",
    ],
    "net-lift-kill": [
        "a tight net shot forces a lift, which is killed with a smash or a rush",
        "net shot, forced lift, then a smash or rush winner to finish",
        "the net shot draws a lift and the lift is put away by a smash or rush",
        "net, lift, kill (smash or rush), point over",
        "which rallies end with a net shot, a lift and a winning smash or rush?",
    ],
    "receiver-kills-server-lift": [
        "the receiver puts away a loose lift from the server",
        "the server lifts and the receiver smashes it for a winner",
        "a server's lift punished by the receiver's winning smash",
        "server lift, receiver smash winner",
        "which rallies end with the receiver smashing a winner off the server's lift?",
    ],
    "push-rear-winner": [
        "a push to the back court that wins the point outright",
        "pushes deep to the rear for winners",
        "the last shot is a push into the back court that nobody returns",
        "push winner, landing in the rear court",
        "which rallies are won by a push that lands in the back of the court?",
    ],
    "drive-rear-winner": [
        "a flat drive to the back court for a winner",
        "drive winners that land deep in the rear court",
        "the rally ends with a drive into the back of the court that is not returned",
        "drive winner, rear court",
        "which drive winners land in the back court?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
