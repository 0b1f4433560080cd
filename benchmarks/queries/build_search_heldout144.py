"""Write the 144th held-out search query set, ``search_heldout144.jsonl``, from the corpus.

Written in stop 56, after held-out 138 to 141's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, about the tactic tags said in a coach's words ("turns defence into
attack", "counterattacks", "stuck at the back then gets out", "runs her all over the
court", "attacks off the serve"), with an outcome, a length or an ending, a label and a
question. The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout144``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout144 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DROP,
    Intent,
    defence_to_attack,
    four_corners,
    intent,
    last,
    lift_punished,
    outright,
    rear_court_pinned,
    serve_third_attack,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout144.jsonl")
SPLIT = "heldout144"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("tactic", into=INTENTS)
def four_corners_lift_punished(r: Rally) -> bool:
    """A four-corner rally (one player's own shots hit from all four corners) that ends with
    a lift punished (a lift, then the other player's smash, who won)."""
    return four_corners(r) and lift_punished(r)


@intent("tactic", into=INTENTS)
def defence_to_attack_20(r: Rally) -> bool:
    """Defence turned into attack in a rally of at least 20 shots."""
    return defence_to_attack(r) and len(r.shots) >= 20


@intent("tactic", into=INTENTS)
def rear_pinned_out_end(r: Rally) -> bool:
    """A player pinned in the rear court for three own shots or more escapes, and the rally
    ended out."""
    return rear_court_pinned(r) and r.ending == "out"


@intent("tactic", into=INTENTS)
def third_shot_attack_net_end(r: Rally) -> bool:
    """The server attacks with the third shot, and the rally ended in the net."""
    return serve_third_attack(r) and r.ending == "net"


@intent("tactic", into=INTENTS)
def defence_to_attack_drop_winner(r: Rally) -> bool:
    """Defence turned into attack, and the final shot is a drop (either kind), an outright
    winner."""
    return defence_to_attack(r) and last(r).kind in DROP and outright(r)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a tight net shot, and the opponent pounces with a rush for the point",
        "jumping on a net shot with a rush that wins the rally",
    ],
    "clear-out": [
        "overhitting a clear or lift so it goes out at the end",
        "a clear or a lob that goes long and loses the rally",
    ],
    "drop-winner": [
        "a drop that wrong-foots the opponent and wins the rally",
        "a winning drop, nobody gets to it",
    ],
    "crossnet-winner": [
        "a cross-court net shot that wrong-foots the opponent for the point",
        "tumbling a net shot crosscourt for a winner",
    ],
    "netshot-into-net": [
        "a net shot that ends up in the net, losing the rally",
        "missing a net shot into the tape at the end",
    ],
    "misjudged-leave": [
        "a bad call, leaving a shuttle that lands in",
        "the player lets it go, but it's in",
    ],
    "passive-drop-punished": [
        "a passive drop gets attacked straight away with a smash, rush or net shot that wins",
        "a passive drop is killed immediately by a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "a weak lift punished with a smash winner",
        "lifting and getting smashed for the point",
    ],
    "marin-drop": [
        "Marin finishing a rally with a drop",
        "Carolina Marin's drops that win the rally outright",
    ],
    "four-corners-lift-punished": [
        "four corners, lift punished",
        "rallies where a player is run to all four corners and a lift is then smashed for a winner",
        "one player gets moved around all four corners, and the rally ends with a lift "
        "punished by a smash",
        "points finished by punishing a lift with a smash after a player covers all four corners",
        "which four-corner rallies end with a lift smashed for a winner?",
    ],
    "defence-to-attack-20": [
        "defence to attack, 20+ shots",
        "rallies of at least 20 shots where a player turns defence into attack",
        "in a rally of twenty shots or more, someone defends and then counterattacks",
        "long points of 20 or more shots with a switch from defence to attack",
        "which rallies of 20 shots or more have defence turned into attack?",
    ],
    "rear-pinned-out-end": [
        "pinned at the back then escapes, ends out",
        "rallies where a player is stuck in the rear court and then gets out, ending out",
        "someone is kept in the back court for three shots or more, escapes, and the rally "
        "ends with a shot out",
        "points where a player pinned in the rear court breaks free and the rally finishes out",
        "which rallies with a player pinned at the back who escapes end out?",
    ],
    "third-shot-attack-net-end": [
        "server attacks the third shot, ends in the net",
        "rallies where the server attacks off the serve with the third shot and the rally "
        "ends in the net",
        "the server goes on the attack with the third shot, and the point finishes in the net",
        "points with an attacking third shot by the server that end in the net",
        "which rallies with a third-shot attack from the server end in the net?",
    ],
    "defence-to-attack-drop-winner": [
        "defence to attack, drop winner",
        "rallies where a player turns defence into attack and the rally ends with a drop winner",
        "someone counterattacks from defence, and the point is won outright with a drop",
        "points won by a drop winner in a rally with defence turned into attack",
        "which rallies turning defence into attack end with a winning drop?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
