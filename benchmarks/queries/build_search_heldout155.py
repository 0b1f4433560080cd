"""Write the 155th held-out search query set, ``search_heldout155.jsonl``, from the corpus.

Written in stop 57, before any change of that stop, to be run once and never used to tune:
a measure of stop 56's code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about shots
at fixed places in the rally said in a commentator's words ("the third ball", "off the
serve", "the penultimate shot", "shot number eight"). The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout155``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout155 [--root DATA] [--check]
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
    Intent,
    intent,
    shot_at,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout155.jsonl")
SPLIT = "heldout155"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def third_clear_server_wins(r: Rally) -> bool:
    """Shot 3 is a clear, and the server won the rally."""
    return shot_at(r, 3, {"clear"}) and r.winner == r.server


@intent("anchor", into=INTENTS)
def return_push_out_end(r: Rally) -> bool:
    """The return of serve (shot 2) is a push, and the rally ended out."""
    return shot_at(r, 2, {"push"}) and r.ending == "out"


@intent("anchor", into=INTENTS)
def penultimate_drop_server_wins(r: Rally) -> bool:
    """The second-to-last shot (not the serve) is a drop (either kind), and the server won."""
    return len(r.shots) >= 3 and r.shots[-2].kind in DROP and r.winner == r.server


@intent("anchor", into=INTENTS)
def eighth_lift_net_end(r: Rally) -> bool:
    """Shot 8 is a lift (either kind), and the rally ended in the net."""
    return shot_at(r, 8, LIFT) and r.ending == "net"


@intent("anchor", into=INTENTS)
def third_lift_fifteen(r: Rally) -> bool:
    """Shot 3 is a lift (either kind), in a rally of at least fifteen shots."""
    return shot_at(r, 3, LIFT) and len(r.shots) >= 15


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "net shot, and the rush that follows puts it away",
        "the net shot is rushed away for a winner",
    ],
    "clear-out": [
        "the last clear sails long",
        "a lob goes out to end the rally",
    ],
    "drop-winner": [
        "drops it in for a winner",
        "a drop shot that nobody reaches, end of the point",
    ],
    "crossnet-winner": [
        "a crosscourt net shot that dies for a winner",
        "wins it with a cross net at the front",
    ],
    "netshot-into-net": [
        "the net shot clips the tape and stays on that side, point over",
        "a net shot fails to get over to finish the point",
    ],
    "misjudged-leave": [
        "lets it go and it drops in",
        "leaves the shuttle, which lands on the line",
    ],
    "passive-drop-punished": [
        "a passive drop, put away at once with a smash, rush or net shot",
        "the opponent pounces on a passive drop with a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "the lift is smashed for a winner",
        "lifts it and gets punished by a smash winner",
    ],
    "marin-drop": [
        "Marin drops it in for the point",
        "Carolina Marin's drop goes in untouched for the point",
    ],
    "third-clear-server-wins": [
        "the server clears on the third ball and goes on to win the point",
        "third ball clear, and the point goes to the server",
        "the server's first shot after the serve is a clear, and the server wins",
        "the server takes the point having cleared on the third stroke",
        "clear on shot three, rally goes the server's way",
    ],
    "return-push-out-end": [
        "the return of serve is pushed and the rally ends with the shuttle out",
        "a pushed return, and the point finishes out",
        "off the serve the receiver pushes, and in the end someone hits out",
        "push on the return, rally ends long or wide",
        "pushing the reply to the serve in a rally that ends out",
    ],
    "penultimate-drop-server-wins": [
        "the penultimate shot is a drop and the server wins",
        "a drop one shot before the end, point to the server",
        "the second-last stroke is a drop in a rally the server wins",
        "the server wins a rally whose next-to-last shot is a drop",
        "a drop just before the final shot, and the server takes it",
    ],
    "eighth-lift-net-end": [
        "a lift on the eighth shot in a rally that ends in the net",
        "shot eight is a lob, and the rally finishes in the net",
        "the eighth stroke is lifted, then the point ends in the tape",
        "lift as the 8th ball, net error to close the rally",
        "rallies ending in the net with a lift as shot number eight",
    ],
    "third-lift-fifteen": [
        "the third ball is lifted in a rally of fifteen shots or more",
        "a lift on shot three, and the rally lasts at least 15 shots",
        "the server lifts on the third stroke and the exchange runs to 15+ shots",
        "long rallies of 15 or more shots with a third-shot lift",
        "third-ball lifts that lead into rallies of at least fifteen shots",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
