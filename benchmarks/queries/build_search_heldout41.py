"""Write the forty-first held-out search query set, ``search_heldout41.jsonl``, from the corpus.

Written in stop 45 after held-out 40's fixes and the others of the stop so far, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and sixteen new intents in
four wordings each, across every category, the wordings in the development queries' style
(terse labels, descriptive phrases). The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout41``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout41 [--root DATA] [--check]
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
    answered,
    front_court_trap,
    intent,
    known_after_serve,
    outright,
    own_run,
    plays,
    shots_by,
    then_own,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout41.jsonl")
SPLIT = "heldout41"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


REAR_CORNERS = {"rear-left", "rear-right"}


@intent("sequence", into=INTENTS)
def net_answered_by_smash(r: Rally) -> bool:
    """A net-family shot, and the other player's next shot, straight after it, is a smash
    (either kind)."""
    return answered(r, NET, SMASH)


@intent("sequence", into=INTENTS)
def smash_then_own_drive(r: Rally) -> bool:
    """A smash (either kind), and the same player's next shot is a drive-family shot."""
    return then_own(r, SMASH, DRIVE)


@intent("strategic", into=INTENTS)
def receiver_more_drops_loses(r: Rally) -> bool:
    """The receiver plays more drops (either kind) than the server, and the server wins."""
    return shots_by(r, r.receiver, DROP) > shots_by(r, r.server, DROP) and r.winner == r.server


@intent("strategic", into=INTENTS)
def winner_two_smashes_no_lift(r: Rally) -> bool:
    """The winner plays at least two smashes (either kind) and no lift (either kind); only
    rallies whose shots after the serve all have a known type count."""
    if r.winner is None or not known_after_serve(r):
        return False
    return shots_by(r, r.winner, SMASH) >= 2 and shots_by(r, r.winner, LIFT) == 0


@intent("zone", into=INTENTS)
def drive_from_mid_winner(r: Rally) -> bool:
    """The final shot is a drive-family shot hit from the midcourt (mid-left, mid-centre or
    mid-right) that lands in unreturned, and its hitter wins."""
    final = r.shots[-1]
    return final.kind in DRIVE and (final.hit_zone or "").startswith("mid-") and outright(r)


@intent("zone", into=INTENTS)
def push_winner_rear_corner(r: Rally) -> bool:
    """The final shot is a push that lands in a rear corner (rear-left or rear-right)
    unreturned, and its hitter wins."""
    final = r.shots[-1]
    return final.kind == "push" and final.land_zone in REAR_CORNERS and outright(r)


@intent("anchor", into=INTENTS)
def eighth_shot_clear(r: Rally) -> bool:
    """The eighth shot is a clear."""
    return len(r.shots) >= 8 and r.shots[7].kind == "clear"


@intent("anchor", into=INTENTS)
def clear_then_final_smash(r: Rally) -> bool:
    """The second-to-last shot is a clear and the final shot a smash (either kind)."""
    return len(r.shots) >= 2 and r.shots[-2].kind == "clear" and r.shots[-1].kind in SMASH


@intent("negation", into=INTENTS)
def loser_no_push_14(r: Rally) -> bool:
    """A rally of at least 14 shots whose loser plays no push; only rallies whose shots
    after the serve all have a known type count."""
    if r.loser is None or len(r.shots) < 14 or not known_after_serve(r):
        return False
    return shots_by(r, r.loser, {"push"}) == 0


@intent("run", into=INTENTS)
def own_smash_pair_server_wins(r: Rally) -> bool:
    """One player smashes (either kind) on two consecutive own shots, in a rally the server
    wins."""
    return any(own_run(r, side, SMASH, 2) for side in ("A", "B")) and r.winner == r.server


@intent("rally", into=INTENTS)
def eight_to_ten_server_wins(r: Rally) -> bool:
    """A rally of eight to ten shots that the server wins."""
    return 8 <= len(r.shots) <= 10 and r.winner == r.server


@intent("score", into=INTENTS)
def winner_trailing_three_second_set(r: Rally) -> bool:
    """The rally winner trails by at least three points as the rally starts, in the second
    set."""
    return r.winner is not None and trailing_by(r, r.winner) >= 3 and r.set_no == 2


@intent("tactic", into=INTENTS)
def front_court_trap_first_set(r: Rally) -> bool:
    """A front-court trap (``truth.front_court_trap``), in the first set."""
    return front_court_trap(r) and r.set_no == 1


@intent("player", into=INTENTS)
def yamaguchi_clear_out(r: Rally) -> bool:
    """Akane Yamaguchi loses the rally with a clear that lands out."""
    return (
        plays(r, "Akane YAMAGUCHI", "loser") and r.shots[-1].kind == "clear" and r.ending == "out"
    )


@intent("shot", into=INTENTS)
def backhand_clear_out(r: Rally) -> bool:
    """The final shot is a clear played on the backhand that lands out."""
    final = r.shots[-1]
    return final.kind == "clear" and final.backhand and r.ending == "out"


@intent("shot", into=INTENTS)
def around_head_clear_out(r: Rally) -> bool:
    """The final shot is a clear played around the head that lands out."""
    final = r.shots[-1]
    return final.kind == "clear" and final.around_head and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "net kills: a net shot met by a winning rush",
        "the point is won by rushing the other player's net shot",
    ],
    "clear-out": [
        "defensive clears or lobs hit out at the end of the rally",
        "the rally is lost when a clear sails past the baseline",
    ],
    "drop-winner": [
        "winning drop shots that nobody gets to",
        "points won with a drop the opponent cannot reach",
    ],
    "crossnet-winner": [
        "cross-court net shot winners",
        "points won by a crosscourt net shot that isn't returned",
    ],
    "netshot-into-net": [
        "net shots that end up in the tape to lose the point",
        "the final shot is a net shot that fails to cross",
    ],
    "misjudged-leave": [
        "misjudgements: a shuttle left that lands in",
        "the player lets the shuttle drop, thinking it is out, but it is in",
    ],
    "passive-drop-punished": [
        "passive drops punished with a winner",
        "a soft drop that gets killed for the point",
    ],
    "lift-punished": [
        "lifts punished by a smash winner",
        "a lob smashed away for the point",
    ],
    "marin-drop": [
        "Carolina Marin putting away drops for winners",
        "points Carolina Marin wins with a drop that isn't returned",
    ],
    "net-answered-by-smash": [
        "a net shot answered by a smash",
        "the opponent smashes a net shot straight away",
        "a net shot that gets smashed by the other player",
        "a smash played right after the opponent's net shot",
    ],
    "smash-then-own-drive": [
        "a player smashes and then drives with their next shot",
        "a smash followed by the same player's drive",
        "after a smash, the smasher's next shot is a drive",
        "someone smashes, then plays a drive on their next shot",
    ],
    "receiver-more-drops-loses": [
        "the receiver drops more than the server and loses",
        "more drop shots from the receiver than from the server, and the server wins",
        "rallies the server wins where the receiver played more drops",
        "the receiving player plays more drops than the server but loses the point",
    ],
    "winner-two-smashes-no-lift": [
        "the winner smashes at least twice and never lifts",
        "two or more smashes and no lifts from the winning player",
        "rallies where the winner hits 2+ smashes and no lobs",
        "attacking wins: the winner smashes twice or more and plays no lift",
    ],
    "drive-from-mid-winner": [
        "drive winners from the midcourt",
        "points won with a drive hit from the middle of the court",
        "the rally ends with an unreturned drive played from mid court",
        "winning drives from the midcourt",
    ],
    "push-winner-rear-corner": [
        "push winners into a back corner",
        "the rally ends with an unreturned push to one of the rear corners",
        "a push that lands in a corner at the back and wins the point outright",
        "points won by pushing into the back corners",
    ],
    "eighth-shot-clear": [
        "the eighth shot is a clear",
        "a clear as the 8th shot",
        "the receiver clears with their fourth shot",
        "a clear on shot eight",
    ],
    "clear-then-final-smash": [
        "the last two shots are a clear and a smash",
        "a clear answered by a smash that ends the rally",
        "the penultimate shot is a clear and the final shot a smash",
        "rallies ending with a smash straight after a clear",
    ],
    "loser-no-push-14": [
        "the loser never pushes in a rally of 14+ shots",
        "a rally of at least fourteen shots in which the losing player plays no push",
        "rallies of 14 or more shots where the loser hits no pushes",
        "no push from the loser in a fourteen-shot-or-longer rally",
    ],
    "own-smash-pair-server-wins": [
        "a player smashes twice in a row and the server wins",
        "back-to-back smashes from one player in a rally the server takes",
        "rallies won by the server where someone smashes on two consecutive shots of their own",
        "one side smashes twice running, and the serving player wins the point",
    ],
    "eight-to-ten-server-wins": [
        "a rally of eight to ten shots won by the server",
        "the server wins an 8-10 shot rally",
        "rallies between eight and ten shots long that the serving player wins",
        "the server takes the point in a rally lasting 8 to 10 shots",
    ],
    "winner-trailing-three-second-set": [
        "the rally winner was three or more points down, in the second set",
        "points won from at least three behind in set two",
        "in the second game, rallies won by a player trailing by 3+",
        "second-set rallies won by the player who was behind by three points or more",
    ],
    "front-court-trap-first-set": [
        "front court trap in the first set",
        "a player is trapped at the net and the point is killed, in the opening set",
        "rallies in set one where a net trap ends with a kill",
        "a front-court-trap rally in the first set",
    ],
    "yamaguchi-clear-out": [
        "Yamaguchi loses the rally with a clear that goes out",
        "Akane Yamaguchi hits a clear out",
        "rallies Yamaguchi loses by clearing the shuttle out",
        "a Yamaguchi clear that lands out of court",
    ],
    "backhand-clear-out": [
        "a backhand clear that goes out",
        "rallies lost with a backhand clear landing out",
        "the rally ends with a clear hit on the backhand that lands out",
        "backhand clears hit out",
    ],
    "around-head-clear-out": [
        "an around-the-head clear that goes out",
        "a clear played around the head that lands out",
        "the rally ends with a round-the-head clear out of court",
        "around the head clears hit long and out",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
