"""Write the twenty-fifth held-out search query set, ``search_heldout25.jsonl``, from the corpus.

Written in stop 38 after the changes that held-out 24 led to, to be run once and never used
to tune: a measure of that code on queries nobody had read. The nine development intents
come in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and sixteen new intents in four wordings each, weighted to
the categories the test split reads worst (strategic, sequence, zone, anchor), with more
questions, requests and players said by role. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout25``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout25 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import (
    DRIVE,
    DROP,
    LIFT,
    NET,
    SMASH,
    Intent,
    consecutive,
    defence_to_attack,
    depth,
    intent,
    known_after_serve,
    outright,
    plays,
    rally_run,
    shots_by,
    then_own,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout25.jsonl")
SPLIT = "heldout25"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def smash_drive_lift(r: Rally) -> bool:
    """A smash (either kind), a drive-family shot, then a lift, on consecutive shots."""
    return consecutive(r, SMASH, DRIVE, LIFT)


@intent("sequence", into=INTENTS)
def lift_then_own_clear(r: Rally) -> bool:
    """A lift, and the same player's next shot is a clear."""
    return then_own(r, LIFT, {"clear"})


@intent("strategic", into=INTENTS)
def winner_no_lift_loser_two(r: Rally) -> bool:
    """The winner plays no lift and the loser at least two; only rallies whose shots after
    the serve all have a known type count."""
    if r.winner is None or not known_after_serve(r):
        return False
    return shots_by(r, r.winner, LIFT) == 0 and shots_by(r, r.loser, LIFT) >= 2


@intent("strategic", into=INTENTS)
def server_three_drives(r: Rally) -> bool:
    """The server plays at least three drive-family shots."""
    return shots_by(r, r.server, DRIVE) >= 3


@intent("strategic", into=INTENTS)
def both_two_drives(r: Rally) -> bool:
    """Each player plays at least two drive-family shots."""
    return all(shots_by(r, side, DRIVE) >= 2 for side in ("A", "B"))


@intent("zone", into=INTENTS)
def smash_rear_left_to_front(r: Rally) -> bool:
    """A smash (either kind) hit from the rear-left zone that lands in the front court."""
    return any(
        s.kind in SMASH and s.hit_zone == "rear-left" and depth(s.land_zone) == "front"
        for s in r.shots
    )


@intent("zone", into=INTENTS)
def final_clear_from_rear_right(r: Rally) -> bool:
    """The final shot is a clear hit from the rear-right zone."""
    return r.shots[-1].kind == "clear" and r.shots[-1].hit_zone == "rear-right"


@intent("zone", into=INTENTS)
def drop_lands_mid_right(r: Rally) -> bool:
    """A drop (either kind) that lands in the mid-right zone."""
    return any(s.kind in DROP and s.land_zone == "mid-right" for s in r.shots)


@intent("anchor", into=INTENTS)
def fourth_shot_net_server_wins(r: Rally) -> bool:
    """The fourth shot is a net-family shot and the server wins the rally."""
    return len(r.shots) >= 4 and r.shots[3].kind in NET and r.winner == r.server


@intent("anchor", into=INTENTS)
def third_shot_net_receiver_wins(r: Rally) -> bool:
    """The third shot is a net-family shot and the receiver wins the rally."""
    return len(r.shots) >= 3 and r.shots[2].kind in NET and r.winner == other(r.server)


@intent("negation", into=INTENTS)
def loser_no_smash_14(r: Rally) -> bool:
    """The loser of a rally of at least 14 shots plays no smash (either kind); only rallies
    whose shots after the serve all have a known type count."""
    if r.winner is None or len(r.shots) < 14 or not known_after_serve(r):
        return False
    return shots_by(r, r.loser, SMASH) == 0


@intent("run", into=INTENTS)
def drive_run_4(r: Rally) -> bool:
    """At least four drive-family shots in a row (either player)."""
    return rally_run(r, DRIVE, 4)


@intent("score", into=INTENTS)
def opening_point_receiver_wins(r: Rally) -> bool:
    """The first rally of a set (the score 0-0 before it), won by the receiver."""
    return r.score_before == (0, 0) and r.winner == other(r.server)


@intent("tactic", into=INTENTS)
def defence_to_attack_receiver_wins(r: Rally) -> bool:
    """Defence turned into attack (``truth.defence_to_attack``), and the receiver wins."""
    return defence_to_attack(r) and r.winner == other(r.server)


@intent("player", into=INTENTS)
def chochuwong_wins_ten_plus(r: Rally) -> bool:
    """Pornpawee Chochuwong wins a rally of at least 10 shots."""
    return plays(r, "Pornpawee CHOCHUWONG", "winner") and len(r.shots) >= 10


@intent("shot", into=INTENTS)
def backhand_net_winner(r: Rally) -> bool:
    """The final shot is a backhand net-family shot that lands in unreturned, for its
    hitter's point."""
    return r.shots[-1].kind in NET and r.shots[-1].backhand and outright(r)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "show me net shots that get rushed for the winning point",
        "a rush kill straight off a net shot to take the rally",
    ],
    "clear-out": [
        "which rallies end with a clear or a lift hit out?",
        "the last shot, a high clear or lob, lands outside the court",
    ],
    "drop-winner": [
        "a drop that the other player never gets to, ending the point",
        "find rallies won outright by a drop shot",
    ],
    "crossnet-winner": [
        "a cross-court net shot that the opponent cannot reach, ending the rally",
        "which points finish with a crosscourt net winner?",
    ],
    "netshot-into-net": [
        "the rally ends when a net shot hits the tape and stays on that side",
        "a net shot that does not make it over ends the point",
    ],
    "misjudged-leave": [
        "a player leaves a shuttle that lands on the line",
        "which points are lost by leaving a shuttle that was in?",
    ],
    "passive-drop-punished": [
        "the opponent kills a passive drop to win the point",
        "show me passive drops punished with a winner",
    ],
    "lift-punished": [
        "a lob is answered by a smash that wins the rally",
        "points won by smashing a lift",
    ],
    "marin-drop": [
        "which rallies does Marin end with an unreturned drop?",
        "Carolina Marin wins points with drops that are never returned",
    ],
    "smash-drive-lift": [
        "a smash, a drive, then a lift",
        "smash, drive, lob in consecutive shots",
        "a smash is driven back and the drive is lifted",
        "a lift off a drive that answered a smash",
    ],
    "lift-then-own-clear": [
        "a player lifts and then clears with their next shot",
        "a lift followed by the same player's clear",
        "after lifting, the same player's next shot is a clear",
        "someone lifts, then clears on their next shot",
    ],
    "winner-no-lift-loser-two": [
        "the winner never lifts while the loser lifts at least twice",
        "no lifts from the winner and two or more from the loser",
        "rallies where the player who wins plays no lifts but the loser plays 2+",
        "the losing player lifts twice or more and the winning player never does",
    ],
    "server-three-drives": [
        "the server plays at least three drives",
        "three or more drives from the serving player",
        "rallies where the server drives three times or more",
        "the server hits 3+ drives",
    ],
    "both-two-drives": [
        "both players drive at least twice",
        "each player hits two or more drives",
        "two drives or more from both sides",
        "rallies where each side plays at least 2 drives",
    ],
    "smash-rear-left-to-front": [
        "a smash from the rear left that lands in the front court",
        "smashes hit from the back left corner into the forecourt",
        "a smash played from the rear-left to the front",
        "smashing from the left back corner down to the front of the court",
    ],
    "final-clear-from-rear-right": [
        "the rally ends with a clear from the rear right",
        "the final shot is a clear from the right back corner",
        "a last-shot clear hit from the rear-right",
        "the rally's last shot is a clear played from the back right",
    ],
    "drop-lands-mid-right": [
        "a drop that lands in the mid right",
        "drops into the right midcourt",
        "a drop to the mid-right zone",
        "dropping to the middle right",
    ],
    "fourth-shot-net-server-wins": [
        "the fourth shot is a net shot and the server wins",
        "a net shot as the 4th shot in a rally the server takes",
        "rallies won by the server where shot four is a net shot",
        "the receiver plays a net shot with their second shot and the server wins the point",
    ],
    "third-shot-net-receiver-wins": [
        "the third shot is a net shot and the receiver wins",
        "a net shot on shot three in a rally won by the receiver",
        "the server plays a net shot with their second shot but the receiver wins",
        "rallies the receiver wins where the third shot is a net shot",
    ],
    "loser-no-smash-14": [
        "the loser never smashes in a rally of 14+ shots",
        "rallies of at least fourteen shots where the losing player plays no smashes",
        "no smashes from the loser in a 14-shot-or-longer rally",
        "a rally of fourteen or more shots lost without a single smash",
    ],
    "drive-run-4": [
        "four drives in a row",
        "a run of 4 consecutive drives",
        "at least four drives back to back",
        "a drive exchange of four or more shots",
    ],
    "opening-point-receiver-wins": [
        "the receiver wins the first point of a set",
        "the opening rally of a game won by the receiver",
        "rallies at 0-0 that the receiver takes",
        "the first rally of each set, won by the receiving player",
    ],
    "defence-to-attack-receiver-wins": [
        "defence turned into attack, and the receiver wins",
        "the receiver wins a rally with a counterattack from defence",
        "a switch from defence to attack in a rally won by the receiver",
        "rallies the receiver wins after turning defence into attack",
    ],
    "chochuwong-wins-ten-plus": [
        "Chochuwong wins a rally of 10+ shots",
        "rallies of at least ten shots won by Pornpawee Chochuwong",
        "long points of 10 shots or more that Chochuwong takes",
        "Pornpawee Chochuwong winning a 10-shot-plus rally",
    ],
    "backhand-net-winner": [
        "a backhand net shot winner",
        "the rally ends with a backhand net shot that wins",
        "points won by a backhand net shot",
        "an unreturned backhand net shot ends the point",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
