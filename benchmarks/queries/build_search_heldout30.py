"""Write the thirtieth held-out search query set, ``search_heldout30.jsonl``, from the corpus.

Written in stop 39 after the changes that held-outs 27 to 29 and the stop's probes led to
(cross-court shots among them), to be run once and never used to tune: a measure of that code
on queries nobody had read. The nine development intents come in two new wordings each
(``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in an earlier split),
and sixteen new intents in four wordings each, across every category. The relevant rallies
come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never
``rallyscope``).
Every line's split is ``heldout30``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout30 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import (
    DRIVE,
    NET,
    SMASH,
    Intent,
    consecutive,
    cross_court,
    game_point,
    intent,
    known_after_serve,
    outright,
    plays,
    rally_run,
    rear_court_pinned,
    shots_by,
    then_own,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout30.jsonl")
SPLIT = "heldout30"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def net_push_smash(r: Rally) -> bool:
    """A net-family shot, a push, then a smash (either kind), on consecutive shots."""
    return consecutive(r, NET, {"push"}, SMASH)


@intent("sequence", into=INTENTS)
def clear_then_own_smash(r: Rally) -> bool:
    """A clear, and the same player's next shot is a smash (either kind)."""
    return then_own(r, {"clear"}, SMASH)


@intent("strategic", into=INTENTS)
def winner_more_pushes(r: Rally) -> bool:
    """The rally's winner plays more pushes than its loser."""
    push = {"push"}
    return r.winner is not None and shots_by(r, r.winner, push) > shots_by(r, r.loser, push)


@intent("strategic", into=INTENTS)
def receiver_three_clears_loses(r: Rally) -> bool:
    """The receiver plays at least three clears and loses the rally."""
    return shots_by(r, other(r.server), {"clear"}) >= 3 and r.winner == r.server


@intent("zone", into=INTENTS)
def cross_smash_winner(r: Rally) -> bool:
    """The final shot is a smash (either kind) played cross-court (``truth.cross_court``)
    that lands in unreturned, for its hitter's point."""
    return r.shots[-1].kind in SMASH and cross_court(r.shots[-1]) and outright(r)


@intent("zone", into=INTENTS)
def cross_clear(r: Rally) -> bool:
    """A clear played cross-court (``truth.cross_court``)."""
    return any(s.kind == "clear" and cross_court(s) for s in r.shots)


@intent("zone", into=INTENTS)
def cross_drive(r: Rally) -> bool:
    """A drive-family shot played cross-court (``truth.cross_court``)."""
    return any(s.kind in DRIVE and cross_court(s) for s in r.shots)


@intent("anchor", into=INTENTS)
def sixth_shot_push(r: Rally) -> bool:
    """The sixth shot is a push."""
    return len(r.shots) >= 6 and r.shots[5].kind == "push"


@intent("negation", into=INTENTS)
def no_push_server_wins_10(r: Rally) -> bool:
    """A rally of at least 10 shots with no push (either player) that the server wins; only
    rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r) or r.winner != r.server:
        return False
    return not any(s.kind == "push" for s in r.shots)


@intent("negation", into=INTENTS)
def loser_no_clear_12(r: Rally) -> bool:
    """A rally of at least 12 shots in which the loser plays no clear; only rallies whose
    shots after the serve all have a known type count."""
    if len(r.shots) < 12 or not known_after_serve(r) or r.winner is None:
        return False
    return shots_by(r, r.loser, {"clear"}) == 0


@intent("run", into=INTENTS)
def drive_run_3_receiver_wins(r: Rally) -> bool:
    """At least three drive-family shots in a row (either player) in a rally the receiver
    wins."""
    return rally_run(r, DRIVE, 3) and r.winner == other(r.server)


@intent("score", into=INTENTS)
def server_game_point_wins(r: Rally) -> bool:
    """The server has game point before the rally and wins it."""
    return game_point(r.score_before, r.server) and r.winner == r.server


@intent("tactic", into=INTENTS)
def rear_pinned_receiver_wins(r: Rally) -> bool:
    """Pinned in the rear court, then escaped (``truth.rear_court_pinned``), in a rally the
    receiver wins."""
    return rear_court_pinned(r) and r.winner == other(r.server)


@intent("player", into=INTENTS)
def axelsen_smash_winner(r: Rally) -> bool:
    """Viktor Axelsen wins the rally with a smash (either kind) that lands in unreturned."""
    return plays(r, "Viktor AXELSEN", "winner") and r.shots[-1].kind in SMASH and outright(r)


@intent("shot", into=INTENTS)
def backhand_drive(r: Rally) -> bool:
    """A drive-family shot played on the backhand."""
    return any(s.kind in DRIVE and s.backhand for s in r.shots)


@intent("rally", into=INTENTS)
def server_wins_nine_to_twelve(r: Rally) -> bool:
    """A rally of nine to twelve shots that the server wins."""
    return 9 <= len(r.shots) <= 12 and r.winner == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the opponent answers a net shot with a rush that wins the point",
        "a winning rush straight after a net shot",
    ],
    "clear-out": [
        "the last clear lands outside the court",
        "a lob out of court ends the rally",
    ],
    "drop-winner": [
        "rallies won with an outright drop",
        "a drop nobody gets to wins the rally",
    ],
    "crossnet-winner": [
        "a cross-court net shot that the opponent never reaches",
        "rallies that end with a winning crosscourt net shot",
    ],
    "netshot-into-net": [
        "a net shot that does not get over ends the rally",
        "the last shot, a net shot, is caught in the net",
    ],
    "misjudged-leave": [
        "the shuttle is left but lands in to end the rally",
        "a leave that lands in costs the point",
    ],
    "passive-drop-punished": [
        "a passive drop is killed on the next shot",
        "passive drops that get put away for a winner",
    ],
    "lift-punished": [
        "a lob that gets smashed away for a winner",
        "a smash off a lift that nobody returns",
    ],
    "marin-drop": [
        "unreturned drops from Carolina Marin",
        "Marin ends the rally with a winning drop shot",
    ],
    "net-push-smash": [
        "a net shot, a push, then a smash",
        "net shot, push, smash on consecutive shots",
        "a net shot is pushed and the push is smashed",
        "a smash off a push that answered a net shot",
    ],
    "clear-then-own-smash": [
        "a player clears and then smashes with their next shot",
        "a clear followed by the same player's smash",
        "after clearing, the same player's next shot is a smash",
        "someone clears, then smashes on their next shot",
    ],
    "winner-more-pushes": [
        "the winner pushes more than the loser",
        "more pushes from the winner than from the loser",
        "the winning player plays more pushes than the losing player",
        "rallies where the player who wins hits more pushes than the opponent",
    ],
    "receiver-three-clears-loses": [
        "the receiver plays at least three clears and loses",
        "three or more clears from the receiver, who loses the rally",
        "rallies the receiver loses despite playing 3+ clears",
        "the receiving player clears three times or more but the server wins",
    ],
    "cross-smash-winner": [
        "a cross-court smash winner",
        "the rally is won by a smash hit across the court",
        "an outright crosscourt smash",
        "points won with a cross-court smash that is not returned",
    ],
    "cross-clear": [
        "a cross-court clear",
        "clears hit crosscourt",
        "a clear played across the court",
        "crosscourt clears",
    ],
    "cross-drive": [
        "a cross-court drive",
        "drives hit crosscourt",
        "a drive played across the court",
        "crosscourt drives",
    ],
    "sixth-shot-push": [
        "the sixth shot is a push",
        "a push as the 6th shot",
        "the receiver pushes with their third shot",
        "a push on shot six",
    ],
    "no-push-server-wins-10": [
        "a rally of 10+ shots without a push that the server wins",
        "the server wins a ten-shot-or-longer rally with no pushes",
        "no pushes in a rally of at least 10 shots won by the server",
        "rallies of ten or more shots, no pushes from either player, server wins",
    ],
    "loser-no-clear-12": [
        "the loser never clears in a rally of 12+ shots",
        "a rally of at least twelve shots in which the losing player plays no clear",
        "rallies of 12 or more shots where the loser hits no clears",
        "the player who loses a twelve-shot-or-longer rally never plays a clear",
    ],
    "drive-run-3-receiver-wins": [
        "three drives in a row in a rally the receiver wins",
        "the receiver wins a rally with at least 3 consecutive drives",
        "rallies won by the receiver that contain three or more drives back to back",
        "a run of three drives, and the receiving player takes the point",
    ],
    "server-game-point-wins": [
        "the server has game point and wins the rally",
        "the server converts a game point",
        "rallies won by the server at game point",
        "the serving player is one point from the game and wins it",
    ],
    "rear-pinned-receiver-wins": [
        "pinned in the rear court in a rally the receiver wins",
        "the receiver wins a rally in which a player is stuck at the back and escapes",
        "rallies won by the receiver that show a player pinned at the back",
        "a player trapped in the back court, and the receiver takes the point",
    ],
    "axelsen-smash-winner": [
        "Axelsen wins with a smash",
        "smash winners by Viktor Axelsen",
        "rallies Axelsen finishes with an unreturned smash",
        "Viktor Axelsen smashing for a winner",
    ],
    "backhand-drive": [
        "a backhand drive",
        "drives played on the backhand",
        "a drive hit with the backhand",
        "backhand drives",
    ],
    "server-wins-nine-to-twelve": [
        "the server wins a rally of nine to twelve shots",
        "rallies of 9-12 shots won by the server",
        "the serving player takes a rally lasting between nine and twelve shots",
        "nine, ten, eleven or twelve shot rallies that the server wins",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
