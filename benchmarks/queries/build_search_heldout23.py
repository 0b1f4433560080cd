"""Write the twenty-third held-out search query set, ``search_heldout23.jsonl``, from the corpus.

Written at the end of stop 37, after that stop's last planner change, to be run once and
never used to tune: a last measure of the stop's code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and fourteen new intents
in four wordings each, weighted to the categories the test split reads worst (strategic,
sequence, zone, anchor). The relevant rallies come from the predicates, plain Python over
the raw CSVs (``truth.py``'s helpers, never ``rallyscope``). Every line's split is
``heldout23``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout23 [--root DATA] [--check]
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
    NET,
    SMASH,
    Intent,
    consecutive,
    four_corners,
    intent,
    known_after_serve,
    plays,
    rally_run,
    shots_by,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout23.jsonl")
SPLIT = "heldout23"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drive_then_net(r: Rally) -> bool:
    """A drive-family shot straight followed by a net-family shot."""
    return consecutive(r, DRIVE, NET)


@intent("sequence", into=INTENTS)
def push_lift_drop(r: Rally) -> bool:
    """A push, a lift, then a drop (either kind), on consecutive shots."""
    return consecutive(r, {"push"}, LIFT, DROP)


@intent("strategic", into=INTENTS)
def winner_more_clears(r: Rally) -> bool:
    """The rally's winner plays more clears than its loser."""
    w = r.winner
    return w is not None and shots_by(r, w, {"clear"}) > shots_by(r, r.loser, {"clear"})


@intent("strategic", into=INTENTS)
def loser_two_lifts_two_clears(r: Rally) -> bool:
    """The rally's loser plays at least two lifts and at least two clears."""
    if r.winner is None:
        return False
    return shots_by(r, r.loser, LIFT) >= 2 and shots_by(r, r.loser, {"clear"}) >= 2


@intent("zone", into=INTENTS)
def drop_from_mid_right(r: Rally) -> bool:
    """A drop (either kind) hit from the mid-right zone."""
    return any(s.kind in DROP and s.hit_zone == "mid-right" for s in r.shots)


@intent("zone", into=INTENTS)
def smash_to_front_centre(r: Rally) -> bool:
    """A smash (either kind) that lands in the front-centre zone."""
    return any(s.kind in SMASH and s.land_zone == "front-centre" for s in r.shots)


@intent("zone", into=INTENTS)
def clear_to_rear_centre(r: Rally) -> bool:
    """A clear that lands in the rear-centre zone."""
    return any(s.kind == "clear" and s.land_zone == "rear-centre" for s in r.shots)


@intent("anchor", into=INTENTS)
def seventh_shot_smash(r: Rally) -> bool:
    """The seventh shot is a smash (either kind)."""
    return len(r.shots) >= 7 and r.shots[6].kind in SMASH


@intent("anchor", into=INTENTS)
def third_last_smash(r: Rally) -> bool:
    """The third shot from the end (two before the final shot) is a smash (either kind)."""
    return len(r.shots) >= 3 and r.shots[-3].kind in SMASH


@intent("negation", into=INTENTS)
def winner_no_drive_14(r: Rally) -> bool:
    """The winner of a rally of at least 14 shots plays no drive-family shot; only rallies
    whose shots after the serve all have a known type count."""
    if r.winner is None or len(r.shots) < 14 or not known_after_serve(r):
        return False
    return shots_by(r, r.winner, DRIVE) == 0


@intent("run", into=INTENTS)
def push_run_2(r: Rally) -> bool:
    """At least two pushes in a row (either player)."""
    return rally_run(r, {"push"}, 2)


@intent("score", into=INTENTS)
def server_leading_three_wins(r: Rally) -> bool:
    """The server, ahead by at least three points before the rally, wins it."""
    return r.winner == r.server and trailing_by(r, r.server) <= -3


@intent("tactic", into=INTENTS)
def four_corners_first_set(r: Rally) -> bool:
    """A four-corners rally (``truth.four_corners``) in the first set."""
    return r.set_no == 1 and four_corners(r)


@intent("player", into=INTENTS)
def yamaguchi_wins_fifteen_plus(r: Rally) -> bool:
    """Akane Yamaguchi wins a rally of at least 15 shots."""
    return plays(r, "Akane YAMAGUCHI", "winner") and len(r.shots) >= 15


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the rally ends when a net shot is rushed for a winner",
        "a net shot rushed away for the point",
    ],
    "clear-out": [
        "a lob that lands out ends the point",
        "the last clear of the rally sails out",
    ],
    "drop-winner": [
        "a drop that the opponent cannot return, ending the rally",
        "show me drop shot winners",
    ],
    "crossnet-winner": [
        "the last shot is a cross-court net shot that wins outright",
        "an unreturned cross net shot ends the rally",
    ],
    "netshot-into-net": [
        "a net shot caught by the net ends the rally",
        "the rally finishes with a net shot that doesn't get over",
    ],
    "misjudged-leave": [
        "the shuttle is let go and lands inside the court",
        "a leave that turns out to be in",
    ],
    "passive-drop-punished": [
        "a passive drop punished by an outright winner",
        "an outright winner right after a passive drop from the opponent",
    ],
    "lift-punished": [
        "a lob smashed for a winner to end the rally",
        "an outright smash winner after the opponent's lift",
    ],
    "marin-drop": [
        "Marin finishing points with unreturned drops",
        "which points does Carolina Marin win with a drop winner?",
    ],
    "drive-then-net": [
        "a drive followed by a net shot",
        "a net shot straight after a drive",
        "drive, then a net shot",
        "a drive answered with a net shot",
    ],
    "push-lift-drop": [
        "a push, a lift, then a drop",
        "push, lob, drop",
        "a push that is lifted and then dropped",
        "a drop off a lift that answered a push",
    ],
    "winner-more-clears": [
        "the winner clears more than the loser",
        "more clears from the winner than from the loser",
        "the winning player plays more clears than the losing player",
        "rallies where the player who wins hits more clears than the opponent",
    ],
    "loser-two-lifts-two-clears": [
        "the loser plays at least two lifts and two clears",
        "two or more lifts and two or more clears from the losing player",
        "the loser lifts at least twice and clears at least twice",
        "the player who loses hits 2+ lobs and 2+ clears",
    ],
    "drop-from-mid-right": [
        "a drop from the mid right",
        "drop shots hit from the middle right",
        "a drop played from the right side of midcourt",
        "dropping from the mid-court right",
    ],
    "smash-to-front-centre": [
        "a smash that lands in the front centre",
        "smashes landing in the middle of the forecourt",
        "a smash to the front-centre zone",
        "a smash hit into the centre of the front court",
    ],
    "clear-to-rear-centre": [
        "a clear to the rear centre",
        "clears landing in the middle of the back court",
        "a clear that lands deep in the centre",
        "clearing to the back centre",
    ],
    "seventh-shot-smash": [
        "the seventh shot is a smash",
        "a smash as the 7th shot",
        "the server smashes with their fourth shot",
        "a smash on shot seven",
    ],
    "third-last-smash": [
        "the third-to-last shot is a smash",
        "a smash two shots before the final shot",
        "the shot two before the last one is a smash",
        "a smash, and the rally ends two shots later",
    ],
    "winner-no-drive-14": [
        "the winner never drives in a rally of 14+ shots",
        "rallies of at least fourteen shots where the winning player plays no drives",
        "no drives from the winner in a rally of 14 shots or more",
        "a 14-plus-shot rally won without a single drive",
    ],
    "push-run-2": [
        "two pushes in a row",
        "back-to-back pushes",
        "consecutive pushes",
        "a push answered by a push",
    ],
    "server-leading-three-wins": [
        "the server wins while leading by three or more",
        "rallies won by the server when ahead by at least 3 points",
        "the server, up by 3+, takes the point",
        "the server is ahead by three or more points and wins the rally",
    ],
    "four-corners-first-set": [
        "four-corner rallies in the first set",
        "moving the opponent to all four corners in game one",
        "a four corners rally in the opening set",
        "first set rallies where a player is sent to all four corners",
    ],
    "yamaguchi-wins-fifteen-plus": [
        "Yamaguchi wins a rally of 15+ shots",
        "rallies of at least fifteen shots won by Akane Yamaguchi",
        "long points of 15 shots or more that Yamaguchi takes",
        "Akane Yamaguchi winning a 15-shot-plus rally",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
