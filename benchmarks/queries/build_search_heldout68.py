"""Write the sixty-eighth held-out search query set, ``search_heldout68.jsonl``, from the corpus.

Written in stop 49, after held-out 67's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and ten new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout68``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout68 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DRIVE,
    DROP,
    LIFT,
    SMASH,
    Intent,
    defence_to_attack,
    finished_by,
    front_court_trap,
    intent,
    known_after_serve,
    own_run,
    serve_third_attack,
    side_of,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout68.jsonl")
SPLIT = "heldout68"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("negation", into=INTENTS)
def no_lift_first_six(r: Rally) -> bool:
    """A rally of at least six shots with no lift (either kind) among its first six shots;
    only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 6 or not known_after_serve(r):
        return False
    return not any(s.kind in LIFT for s in r.shots[:6])


@intent("negation", into=INTENTS)
def no_clear_server_wins_8(r: Rally) -> bool:
    """A rally of at least eight shots with no clear, won by the server; only rallies whose
    shots after the serve all have a known type count."""
    if len(r.shots) < 8 or not known_after_serve(r):
        return False
    return not any(s.kind == "clear" for s in r.shots) and r.winner == r.server


@intent("zone", into=INTENTS)
def smash_lands_rear(r: Rally) -> bool:
    """A smash (either kind) that lands in the rear court (any side)."""
    return any(s.kind in SMASH and (s.land_zone or "").startswith("rear") for s in r.shots)


@intent("run", into=INTENTS)
def server_drives_three_running(r: Rally) -> bool:
    """The server plays drives (any drive) on three consecutive own shots."""
    return own_run(r, r.server, DRIVE, 3)


@intent("tactic", into=INTENTS)
def defence_to_attack_at_deuce(r: Rally) -> bool:
    """Defence turned into attack (``truth.defence_to_attack``) in a rally played at deuce
    (the score level at 20 or more)."""
    a, b = r.score_before
    return defence_to_attack(r) and a == b >= 20


@intent("tactic", into=INTENTS)
def front_court_trap_10(r: Rally) -> bool:
    """A front-court trap (``truth.front_court_trap``) in a rally of at least ten shots."""
    return front_court_trap(r) and len(r.shots) >= 10


@intent("tactic", into=INTENTS)
def serve_third_attack_within_5(r: Rally) -> bool:
    """Serve and third-shot attack (``truth.serve_third_attack``) in a rally of at most five
    shots."""
    return serve_third_attack(r) and len(r.shots) <= 5


@intent("player", into=INTENTS)
def momota_drop_into_net(r: Rally) -> bool:
    """Kento MOMOTA plays the final shot, a drop (either kind), and the rally ended with the
    shuttle in the net."""
    last = r.shots[-1]
    return finished_by(r, "Kento MOMOTA") and last.kind in DROP and r.ending == "net"


@intent("player", into=INTENTS)
def srikanth_smash_winner(r: Rally) -> bool:
    """KIDAMBI Srikanth plays the final shot, a smash (either kind) that lands in unreturned (a
    winner)."""
    last = r.shots[-1]
    return finished_by(r, "KIDAMBI Srikanth") and last.kind in SMASH and r.ending == "winner"


@intent("player", into=INTENTS)
def sindhu_loses_15(r: Rally) -> bool:
    """PUSARLA V. Sindhu loses a rally of at least fifteen shots."""
    me = side_of(r, "PUSARLA V. Sindhu")
    return me is not None and r.loser == me and len(r.shots) >= 15


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a winning rush on the last shot after a net shot",
        "net shot, then a rush to win it",
    ],
    "clear-out": [
        "a last-shot lift or clear that flies long",
        "the shuttle goes out long off a clear or lift to finish the rally",
    ],
    "drop-winner": [
        "drops that land in for a clean winner",
        "the point is won by a drop that is never touched",
    ],
    "crossnet-winner": [
        "crosscourt net shots that end the rally as winners",
        "a net shot across the court that wins the point with no reply",
    ],
    "netshot-into-net": [
        "the final shot is a net shot that goes into the net",
        "rallies lost by hitting a net shot into the net",
    ],
    "misjudged-leave": [
        "a shot the player leaves that turns out to be in",
        "rallies ending with a misjudged shuttle that was left",
    ],
    "passive-drop-punished": [
        "a passive drop that the opponent punishes for the point",
        "after a passive drop, the opponent wins the point with a kill",
    ],
    "lift-punished": [
        "the opponent's lift is smashed for a winner",
        "a lift followed by a point-winning smash",
    ],
    "marin-drop": [
        "points won by Marin with a drop that lands untouched",
        "Marin puts a drop out of the opponent's reach to win the point",
    ],
    "no-lift-first-six": [
        "no lifts in the first six shots",
        "rallies with no lift among their first 6 shots",
        "neither player lifts during the first six shots of the rally",
        "which rallies have no lifts in shots 1 to 6?",
    ],
    "no-clear-server-wins-8": [
        "server wins, no clears, 8+ shots",
        "rallies of at least eight shots won by the server without a single clear",
        "nobody clears and the server takes a rally of eight or more shots",
        "which rallies of 8+ shots with no clears does the server win?",
    ],
    "smash-lands-rear": [
        "smash landing deep",
        "rallies with a smash that lands in the rear court",
        "a player smashes and the shuttle lands at the back of the court",
        "which rallies have a smash landing in the back court?",
    ],
    "server-drives-three-running": [
        "server drives three times in a row",
        "rallies where the server plays three consecutive drives",
        "the server drives with three of their shots in a row",
        "which rallies have the server driving on three straight shots?",
    ],
    "defence-to-attack-at-deuce": [
        "defence to attack at deuce",
        "rallies at deuce where a player turns defence into attack",
        "at 20-all or later, a player goes from defending to attacking",
        "which deuce rallies show defence turned into attack?",
    ],
    "front-court-trap-10": [
        "front-court trap, 10+ shots",
        "rallies of at least ten shots with a front-court trap",
        "a player traps the opponent at the net in a rally of ten or more shots",
        "which rallies of 10+ shots have a front court trap?",
    ],
    "serve-third-attack-within-5": [
        "serve and third-shot attack, 5 shots or fewer",
        "rallies of at most five shots where the server attacks on the third shot",
        "the server attacks with the third shot and the rally lasts no more than five shots",
        "which rallies of five shots or less have a serve and third-shot attack?",
    ],
    "momota-drop-into-net": [
        "Momota drop into the net",
        "points ending with Kento Momota's drop in the net",
        "Momota plays a drop that hits the net to end the rally",
        "which rallies end with Momota dropping into the net?",
    ],
    "srikanth-smash-winner": [
        "Srikanth smash winners",
        "points Kidambi Srikanth wins with an unreturned smash",
        "Srikanth ends the rally with a smash nobody returns",
        "which rallies does Srikanth finish with a winning smash?",
    ],
    "sindhu-loses-15": [
        "Sindhu loses, 15+ shots",
        "rallies of fifteen or more shots lost by PV Sindhu",
        "Sindhu loses a rally that lasts at least fifteen shots",
        "which rallies of 15+ shots does Sindhu lose?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
