"""Write the fifty-seventh held-out search query set, ``search_heldout57.jsonl``, from the corpus.

Written in stop 48, after held-out 56's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and nine new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout57``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout57 [--root DATA] [--check]
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
    own_run,
    serve_third_attack,
    shots_by,
    then_own,
    won_by_last_hitter,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout57.jsonl")
SPLIT = "heldout57"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drive_then_own_drive(r: Rally) -> bool:
    """A drive-family shot, and the same player's next shot is a drive-family shot too."""
    return then_own(r, DRIVE, DRIVE)


@intent("anchor", into=INTENTS)
def server_pushes_last(r: Rally) -> bool:
    """The rally's final shot is a push by the server."""
    return r.shots[-1].kind == "push" and r.shots[-1].hitter == r.server


@intent("shot", into=INTENTS)
def backhand_drop_finish_won(r: Rally) -> bool:
    """The final shot is a backhand drop (either kind) and its hitter won the rally."""
    last = r.shots[-1]
    return last.kind in DROP and last.backhand and won_by_last_hitter(r)


@intent("strategic", into=INTENTS)
def receiver_no_lift_wins_6(r: Rally) -> bool:
    """A rally of at least six shots won by the receiver, who plays no lift (either kind);
    only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 6 or not known_after_serve(r):
        return False
    return shots_by(r, r.receiver, LIFT) == 0 and r.winner == r.receiver


@intent("negation", into=INTENTS)
def server_no_smash_wins_10(r: Rally) -> bool:
    """A rally of at least ten shots won by the server, who plays no smash (either kind);
    only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r):
        return False
    return shots_by(r, r.server, SMASH) == 0 and r.winner == r.server


@intent("zone", into=INTENTS)
def short_serve_front_right(r: Rally) -> bool:
    """The serve is a short service that lands in the front-right zone."""
    return r.shots[0].kind == "short service" and r.shots[0].land_zone == "front-right"


@intent("score", into=INTENTS)
def level_fifteen_server_wins(r: Rally) -> bool:
    """The score is level at fifteen or more before the rally, and the server wins it."""
    a, b = r.score_before
    return a == b >= 15 and r.winner == r.server


@intent("run", into=INTENTS)
def loser_clears_twice_running(r: Rally) -> bool:
    """The rally's loser plays clears on two consecutive own shots."""
    return r.winner is not None and own_run(r, r.loser, {"clear"}, 2)


@intent("tactic", into=INTENTS)
def serve_third_attack_short_serve(r: Rally) -> bool:
    """The server attacks on the third shot (``truth.serve_third_attack``) after a short
    service."""
    return serve_third_attack(r) and r.shots[0].kind == "short service"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "rush kills after net shots",
        "the winning shot is a rush, straight after a net shot",
    ],
    "clear-out": [
        "a clear or lift that goes out on the last shot",
        "the rally is lost by lifting the shuttle out of bounds",
    ],
    "drop-winner": [
        "winners with a drop",
        "a drop that is the final shot and lands in untouched",
    ],
    "crossnet-winner": [
        "an unreturned crosscourt net shot wins it",
        "points finished by a cross-court net shot that lands in",
    ],
    "netshot-into-net": [
        "the rally ends with a net shot hitting the net",
        "points thrown away by netting a net shot",
    ],
    "misjudged-leave": [
        "the shuttle is left but lands inside the court",
        "a player lets it go and it is in",
    ],
    "passive-drop-punished": [
        "a weak drop finished off for the point",
        "passive drops killed with a smash, rush or net shot",
    ],
    "lift-punished": [
        "a lift put away with a smash winner",
        "points won by smashing a lob for a winner",
    ],
    "marin-drop": [
        "Marin finishes with a drop that wins outright",
        "Carolina Marin takes the point with an unanswered drop",
    ],
    "drive-then-own-drive": [
        "drive, then the same player drives again",
        "rallies where a player drives and drives again with their next shot",
        "someone hits a drive and their following shot is another drive",
        "which rallies have a player play two drives on consecutive own shots?",
    ],
    "server-pushes-last": [
        "server's push is the last shot",
        "rallies ending with a push from the server",
        "the server plays a push as the final shot of the rally",
        "which rallies finish on a push by the server?",
    ],
    "backhand-drop-finish-won": [
        "backhand drop winners",
        "rallies won by a backhand drop as the final shot",
        "a player ends the rally with a backhand drop and wins the point",
        "which rallies does a player win with a final backhand drop?",
    ],
    "receiver-no-lift-wins-6": [
        "receiver never lifts and wins, 6+ shots",
        "rallies of at least six shots won by the receiver without a lift",
        "the receiver does not lift once and still takes the point in a rally of six shots or more",
        "which rallies of 6 or more shots does the receiver win without lifting?",
    ],
    "server-no-smash-wins-10": [
        "server wins without smashing, 10+ shots",
        "rallies of ten or more shots won by the server with no smashes",
        "the server never smashes in a rally of at least ten shots and still wins it",
        "which rallies of 10+ shots does the server win without a smash?",
    ],
    "short-serve-front-right": [
        "short serve to the front right",
        "rallies opening with a short serve that lands in the front-right zone",
        "the server serves short into the front right of the court",
        "which rallies have a short service landing front right?",
    ],
    "level-fifteen-server-wins": [
        "level at 15 or more, server wins",
        "rallies the server wins with the score tied at fifteen or higher",
        "the scores are level with both players on 15 or more and the server takes the point",
        "which rallies at a tied score of 15+ does the server win?",
    ],
    "loser-clears-twice-running": [
        "loser clears twice in a row",
        "rallies where the losing player plays two consecutive clears",
        "the player who loses the point clears with two straight shots",
        "which rallies are lost by a player who clears twice in a row?",
    ],
    "serve-third-attack-short-serve": [
        "short serve, third-shot attack",
        "rallies starting with a short serve where the server attacks with the third shot",
        "the server serves short and then attacks straight after the return",
        "which rallies with a short serve have a serve and third-shot attack?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
