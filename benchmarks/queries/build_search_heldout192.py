"""Write the 192nd held-out search query set, ``search_heldout192.jsonl``, from the corpus.

Written in stop 59, before any change of the stop, to be run once and never used to tune: a
measure of the code on queries nobody had read. The nine development intents come in two new
wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in an
earlier split), and five new intents in five wordings each, told with a commentator's
colour: adjectives and adverbs that say how good or bad a shot looked ("a delicate drop", "a
thunderous smash", "a lazy clear", "brutally punished"), which the data does not hold and a
search should neither need nor be thrown by. The relevant rallies come from the predicates,
plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``). Every line's
split is ``heldout192``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout192 [--root DATA] [--check]
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
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout192.jsonl")
SPLIT = "heldout192"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("player", into=INTENTS)
def receiver_rush_winner(r: Rally) -> bool:
    """The final shot is a rush by the receiver that landed in unreturned."""
    return F(r).kind == "rush" and F(r).hitter == r.receiver and outright(r)


@intent("player", into=INTENTS)
def ten_plus_server_drop_winner(r: Rally) -> bool:
    """A rally of at least ten shots whose final shot is a drop (either kind) by the server
    that landed in unreturned."""
    final = F(r).kind in DROP and F(r).hitter == r.server
    return len(r.shots) >= 10 and final and outright(r)


@intent("sequence", into=INTENTS)
def net_winner_after_drop(r: Rally) -> bool:
    """The second-to-last shot is a drop (either kind) and the final shot a net-family shot
    that landed in unreturned."""
    return len(r.shots) >= 2 and r.shots[-2].kind in DROP and F(r).kind in NET and outright(r)


@intent("sequence", into=INTENTS)
def server_smash_winner_after_lift(r: Rally) -> bool:
    """The second-to-last shot is a lift (either kind) and the final shot a smash (either
    kind) by the server that landed in unreturned."""
    if len(r.shots) < 2 or r.shots[-2].kind not in LIFT:
        return False
    return F(r).kind in SMASH and F(r).hitter == r.server and outright(r)


@intent("sequence", into=INTENTS)
def receiver_drop_winner_after_clear(r: Rally) -> bool:
    """The second-to-last shot is a clear and the final shot a drop (either kind) by the
    receiver that landed in unreturned."""
    if len(r.shots) < 2 or r.shots[-2].kind != "clear":
        return False
    return F(r).kind in DROP and F(r).hitter == r.receiver and outright(r)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a brutal rush off a tight net shot wins the rally at the end",
        "a lovely net shot punished by a ferocious winning rush to close it",
    ],
    "clear-out": [
        "a sloppy clear or a careless lift sails out to end the rally",
        "an overcooked clear or lift that lands out at the end",
    ],
    "drop-winner": [
        "a delicate drop at the end that the opponent has no chance to reach",
        "an exquisite drop that ends the rally untouched",
    ],
    "crossnet-winner": [
        "a gorgeous cross-court net shot for a clean winner at the end",
        "a cheeky crosscourt net shot that nobody gets to, ending the rally",
    ],
    "netshot-into-net": [
        "a tentative net shot at the end that fails to clear the tape",
        "an awkward final net shot into the net",
    ],
    "misjudged-leave": [
        "a bad misjudgement: the shuttle is left and lands in",
        "a painful leave at the end, the shuttle landing in",
    ],
    "passive-drop-punished": [
        "a weak passive drop, brutally punished with a winning smash, rush or net shot",
        "a lazy passive drop answered by a smash, rush or net shot winner at the end",
    ],
    "lift-punished": [
        "a feeble lift, then a thunderous smash winner to finish",
        "a defensive lift punished with a crushing smash winner at the end",
    ],
    "marin-drop": [
        "Marin's sublime drop winner to finish the rally",
        "a beautiful drop from Carolina Marin that wins it at the end, untouched",
    ],
    "receiver-rush-winner": [
        "a fierce rush winner from the receiver to end the rally",
        "the receiver finishes with a brilliant rush that goes unreturned",
        "a vicious rush by the receiver, unreturned, to close it out",
        "a sharp winning rush from the receiver as the last shot",
        "the receiver ends it with a lightning rush that nobody reaches",
    ],
    "ten-plus-server-drop-winner": [
        "after a gruelling rally of ten shots or more, the server wins with a perfect drop "
        "that goes unreturned",
        "a lovely drop winner from the server ends a rally of 10+ shots",
        "the server's delightful drop, untouched, ends a rally of at least ten shots",
        "at least ten hard-fought shots, then a clean drop winner by the server",
        "an exhausting rally of ten shots or more closed by the server's unreturned drop",
    ],
    "net-winner-after-drop": [
        "a clever drop, then a deft net shot winner to end the rally",
        "a soft drop answered by a gorgeous net shot that wins outright",
        "after a tidy drop, an unreturnable net shot finishes the rally",
        "a neat net shot winner straight off a drop",
        "a sneaky drop met by a brilliant net shot that goes unreturned at the end",
    ],
    "server-smash-winner-after-lift": [
        "the server pounces on a loose lift with a crushing smash winner",
        "a desperate lift, then a thunderous smash winner from the server",
        "the server hammers a weak lift for an outright smash winner",
        "a huge smash from the server, unreturned, off a hopeful lift at the end",
        "the server punishes a floated lift with a ferocious winning smash",
    ],
    "receiver-drop-winner-after-clear": [
        "a lazy clear, then a wonderful drop winner from the receiver",
        "the receiver answers an ambitious clear with a perfect drop that wins outright",
        "after a loose clear, the receiver's delicate drop goes unreturned to end it",
        "a sublime winning drop by the receiver straight off a clear",
        "the receiver wrong-foots the opponent with a drop winner after a clear",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
