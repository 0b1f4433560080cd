"""Write the 161st held-out search query set, ``search_heldout161.jsonl``, from the corpus.

Written in stop 57, after held-out 154 to 157's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about the
tactic tags with a second condition (the rally's length, its end, who won, the serve), the
tags said in a coach's words. The relevant rallies come from the predicates, plain Python
over the raw CSVs (``truth.py``'s tag definitions, never ``rallyscope``).
Every line's split is ``heldout161``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout161 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import INTENTS as ALL_INTENTS
from benchmarks.queries.truth import (
    Intent,
    defence_to_attack,
    four_corners,
    front_court_trap,
    intent,
    lift_punished,
    net_control,
)

OUT = Path(__file__).with_name("search_heldout161.jsonl")
SPLIT = "heldout161"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("tactic", into=INTENTS)
def lift_punished_12(r: Rally) -> bool:
    """A lift punished (``truth.lift_punished``) in a rally of at least twelve shots."""
    return lift_punished(r) and len(r.shots) >= 12


@intent("tactic", into=INTENTS)
def net_control_out_end(r: Rally) -> bool:
    """Net control (``truth.net_control``) in a rally that ended out."""
    return net_control(r) and r.ending == "out"


@intent("tactic", into=INTENTS)
def four_corners_receiver_wins_20(r: Rally) -> bool:
    """A four-corner rally (one player's own shots hit from all four corners) of at least 20
    shots, won by the receiver."""
    return four_corners(r) and r.winner == r.receiver and len(r.shots) >= 20


@intent("tactic", into=INTENTS)
def defence_to_attack_net_end(r: Rally) -> bool:
    """Defence turned into attack (``truth.defence_to_attack``) in a rally that ended in the
    net."""
    return defence_to_attack(r) and r.ending == "net"


@intent("tactic", into=INTENTS)
def front_court_trap_short_serve(r: Rally) -> bool:
    """A front-court trap (``truth.front_court_trap``) in a rally that began with a short
    serve."""
    return front_court_trap(r) and r.shots[0].kind == "short service"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "tight net play finished off with a winning rush",
        "the opponent's net shot is rushed down for the winner",
    ],
    "clear-out": [
        "defending with a clear or lift that goes out to lose the rally",
        "the rally is lost on a high defensive shot, a lift or clear, hit out",
    ],
    "drop-winner": [
        "a touch at the end: the drop wins the rally",
        "finishing the rally with a drop that is not returned",
    ],
    "crossnet-winner": [
        "a crosscourt net shot that beats the opponent at the net for the point",
        "winning the net exchange with a cross net shot that ends the rally",
    ],
    "netshot-into-net": [
        "a net shot error into the tape to end the rally",
        "losing the point at the net, the last net shot in the net",
    ],
    "misjudged-leave": [
        "a bad leave: the shuttle lands in",
        "misreading the length, leaving it, and it lands in",
    ],
    "passive-drop-punished": [
        "punishing a passive drop at once with a smash, rush or net shot winner",
        "a passive drop that gets attacked straight away with a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "the lift gets punished with a smash winner",
        "punishing a short lift with a winning smash",
    ],
    "marin-drop": [
        "Marin's touch at the end: a winning drop",
        "Carolina Marin finishes with a drop winner",
    ],
    "lift-punished-12": [
        "a lift punished with a smash winner in a rally of twelve shots or more",
        "rallies of at least 12 shots ending with a lift that gets smashed for the point",
        "a long exchange, 12+ shots, finished by punishing the lift with a smash",
        "the last lift is killed with a smash after twelve or more shots",
        "punishing a lift at the end of a rally of 12 shots or longer",
    ],
    "net-control-out-end": [
        "net control in a rally that ends out",
        "one player dominates the net, and the rally ends with the shuttle out",
        "winning the net battle in a rally finished by a shot out",
        "rallies ending out where a player controls the net exchange",
        "controlling the front court in the net play, and the point ends out",
    ],
    "four-corners-receiver-wins-20": [
        "moving the opponent to all four corners in a rally of 20+ shots won by the receiver",
        "a four-corner rally of at least twenty shots that the receiver wins",
        "the receiver wins a rally of twenty shots or more where a player covers all four corners",
        "running a player to every corner, at least 20 shots, point to the receiver",
        "four corners covered in a long rally, 20 shots or more, won by the receiver",
    ],
    "defence-to-attack-net-end": [
        "defence turned into attack in a rally that ends in the net",
        "a player defends, then counter-attacks, and the rally finishes in the net",
        "switching from defence to attack, then the shuttle ends up in the net",
        "rallies ending in the net where a player went from defending to attacking",
        "a counter-attack out of defence, and the point ends with a shot into the net",
    ],
    "front-court-trap-short-serve": [
        "a front court trap after a short serve",
        "rallies starting with a short serve where a player is trapped at the net and then killed",
        "a short serve, then a tight net shot forces a weak reply that gets killed",
        "trapping the opponent at the net after serving short at the start",
        "after a short serve, a front-court trap finishes the rally",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
