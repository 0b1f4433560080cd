"""Write the sixty-fifth held-out search query set, ``search_heldout65.jsonl``, from the corpus.

Written in stop 49, after held-out 64's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and ten new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout65``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout65 [--root DATA] [--check]
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
    intent,
    known_after_serve,
    own,
    own_run,
    shots_by,
    side_of,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout65.jsonl")
SPLIT = "heldout65"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("run", into=INTENTS)
def winner_drops_three_running(r: Rally) -> bool:
    """The player who won the rally plays drops (either kind) on three consecutive own
    shots."""
    return r.winner is not None and own_run(r, r.winner, DROP, 3)


@intent("zone", into=INTENTS)
def final_lift_to_rear_left(r: Rally) -> bool:
    """The final shot is a lift (either kind) that lands in the rear-left zone."""
    last = r.shots[-1]
    return last.kind in LIFT and last.land_zone == "rear-left"


@intent("score", into=INTENTS)
def level_at_15_plus(r: Rally) -> bool:
    """The score before the rally is level, each player on 15 or more."""
    a, b = r.score_before
    return a == b >= 15


@intent("anchor", into=INTENTS)
def smash_then_net_ending(r: Rally) -> bool:
    """The second-to-last shot is a smash (either kind) and the rally ended with the shuttle
    in the net."""
    return len(r.shots) >= 2 and r.shots[-2].kind in SMASH and r.ending == "net"


@intent("strategic", into=INTENTS)
def loser_last_shot_drive(r: Rally) -> bool:
    """The last shot played by the player who lost the rally is a drive (any drive)."""
    if r.loser is None:
        return False
    mine = own(r, r.loser)
    return bool(mine) and r.shots[mine[-1]].kind in DRIVE


@intent("anchor", into=INTENTS)
def three_shots_server_smash_wins(r: Rally) -> bool:
    """A rally of exactly three shots whose final shot is a smash (either kind), won by the
    server."""
    return len(r.shots) == 3 and r.shots[-1].kind in SMASH and r.winner == r.server


@intent("player", into=INTENTS)
def yamaguchi_no_lift_wins_6(r: Rally) -> bool:
    """Akane YAMAGUCHI wins a rally of at least six shots without playing a lift (either
    kind); only rallies whose shots after the serve all have a known type count."""
    me = side_of(r, "Akane YAMAGUCHI")
    if me is None or len(r.shots) < 6 or not known_after_serve(r):
        return False
    return r.winner == me and shots_by(r, me, LIFT) == 0


@intent("player", into=INTENTS)
def axelsen_smash_return(r: Rally) -> bool:
    """Viktor AXELSEN plays the return of serve (shot 2), and it is a smash (either kind)."""
    me = side_of(r, "Viktor AXELSEN")
    return (
        me is not None
        and len(r.shots) >= 2
        and r.shots[1].kind in SMASH
        and r.shots[1].hitter == me
    )


@intent("shot", into=INTENTS)
def rush_into_net(r: Rally) -> bool:
    """The final shot is a rush and the rally ended with the shuttle in the net."""
    return r.shots[-1].kind == "rush" and r.ending == "net"


@intent("strategic", into=INTENTS)
def four_drops(r: Rally) -> bool:
    """The rally holds at least four drops (either kind), by either player."""
    return sum(s.kind in DROP for s in r.shots) >= 4


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the rally's last two shots are a net shot and a winning rush",
        "a rush that kills a net shot and ends the point",
    ],
    "clear-out": [
        "the final lob or clear goes out the back",
        "rallies ending with a high shot that lands beyond the baseline",
    ],
    "drop-winner": [
        "a drop shot that lands untouched to end the rally",
        "the opponent fails to reach a drop and loses the point",
    ],
    "crossnet-winner": [
        "a crosscourt net shot the opponent cannot get to, ending the rally",
        "rallies won by a net shot played across the court",
    ],
    "netshot-into-net": [
        "the last shot: a net shot that stays on the hitter's side",
        "a net shot that finds the net and costs the point",
    ],
    "misjudged-leave": [
        "rallies where a player lets the shuttle go but it lands inside",
        "the shuttle is judged out, left, and lands in",
    ],
    "passive-drop-punished": [
        "a passive drop followed by a kill that ends the point",
        "the opponent punishes a passive drop with a winning shot",
    ],
    "lift-punished": [
        "a lift that the opponent smashes for a winner",
        "a smash right after a lift wins the point",
    ],
    "marin-drop": [
        "Marin ending points with unreturned drops",
        "drop shots by Carolina Marin that win outright",
    ],
    "winner-drops-three-running": [
        "winner drops three times in a row",
        "rallies where the player who wins plays three consecutive drops",
        "the eventual winner drops with three of their shots in a row",
        "which rallies have the winner playing three drops on consecutive shots?",
    ],
    "final-lift-to-rear-left": [
        "last shot a lift to the rear left",
        "rallies that end with a lift landing in the back left",
        "the final shot is a lift that goes to the rear left corner",
        "which rallies finish with a lift into the rear-left?",
    ],
    "level-at-15-plus": [
        "level at 15 or more",
        "rallies played with the score tied at 15-all or higher",
        "both players have the same score, at least 15 each",
        "which rallies start with the score level at 15 or above?",
    ],
    "smash-then-net-ending": [
        "smash, then into the net",
        "rallies where a smash is followed by a final shot into the net",
        "a player smashes and the next shot ends the rally in the net",
        "which rallies end in the net right after a smash?",
    ],
    "loser-last-shot-drive": [
        "loser's last shot is a drive",
        "rallies where the losing player's final shot is a drive",
        "the player who loses plays a drive as their last shot",
        "which rallies have a drive as the loser's final stroke?",
    ],
    "three-shots-server-smash-wins": [
        "three shots, server smash wins",
        "three-shot rallies won by the server with a smash",
        "the server wins the point with a smash on the third shot, which ends the rally",
        "which rallies of exactly three shots does the server win with a smash?",
    ],
    "yamaguchi-no-lift-wins-6": [
        "Yamaguchi wins without lifting, 6+ shots",
        "rallies of six or more shots won by Akane Yamaguchi with no lifts",
        "Yamaguchi never lifts and still wins a rally of at least six shots",
        "which rallies of 6+ shots does Yamaguchi win without a lift?",
    ],
    "axelsen-smash-return": [
        "Axelsen smashes the return of serve",
        "rallies where Viktor Axelsen returns serve with a smash",
        "Axelsen receives and smashes straight away",
        "which rallies have Axelsen smashing the second shot?",
    ],
    "rush-into-net": [
        "rush into the net",
        "rallies ending with a rush that hits the net",
        "a player rushes and the shuttle goes into the net to end the point",
        "which rallies end with a rush in the net?",
    ],
    "four-drops": [
        "4+ drops",
        "rallies with at least four drop shots",
        "the players hit four or more drops between them",
        "which rallies contain four or more drops?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
