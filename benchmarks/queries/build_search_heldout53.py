"""Write the fifty-third held-out search query set, ``search_heldout53.jsonl``, from the corpus.

Written in stop 48, after held-out 52's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eleven new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout53``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout53 [--root DATA] [--check]
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
    intent,
    known_after_serve,
    own_run,
    serve_third_attack,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout53.jsonl")
SPLIT = "heldout53"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def smash_crossblocked_smasher_loses(r: Rally) -> bool:
    """A smash (either kind) answered straight away by the other player with a cross-court
    net shot, and that smasher lost the rally."""
    return any(
        a.kind in SMASH
        and b.kind == "cross-court net shot"
        and a.hitter != b.hitter
        and r.loser == a.hitter
        for a, b in zip(r.shots, r.shots[1:], strict=False)
    )


@intent("sequence", into=INTENTS)
def three_drives_then_lift(r: Rally) -> bool:
    """Three drive-family shots in a row, then a lift (either kind), on consecutive shots."""
    return consecutive(r, DRIVE, DRIVE, DRIVE, LIFT)


@intent("anchor", into=INTENTS)
def fourth_shot_smash_server_wins(r: Rally) -> bool:
    """The fourth shot is a smash (either kind) and the server won the rally."""
    return len(r.shots) >= 4 and r.shots[3].kind in SMASH and r.winner == r.server


@intent("anchor", into=INTENTS)
def lifted_return_long_rally(r: Rally) -> bool:
    """The return of serve (the second shot) is a lift (either kind) and the rally has more
    than eight shots."""
    return len(r.shots) > 8 and r.shots[1].kind in LIFT


@intent("strategic", into=INTENTS)
def loser_no_clear_10(r: Rally) -> bool:
    """A rally of at least ten shots whose loser plays no clear; only rallies whose shots
    after the serve all have a known type count."""
    if r.winner is None or len(r.shots) < 10 or not known_after_serve(r):
        return False
    return shots_by(r, r.loser, {"clear"}) == 0


@intent("strategic", into=INTENTS)
def receiver_drops_three_wins(r: Rally) -> bool:
    """The receiver plays at least three drops (either kind) and wins the rally."""
    return shots_by(r, r.receiver, DROP) >= 3 and r.winner == r.receiver


@intent("negation", into=INTENTS)
def no_net_shot_8(r: Rally) -> bool:
    """A rally of at least eight shots with no net-family shot; only rallies whose shots
    after the serve all have a known type count."""
    if len(r.shots) < 8 or not known_after_serve(r):
        return False
    return not any(s.kind in NET for s in r.shots)


@intent("zone", into=INTENTS)
def clear_from_mid_left(r: Rally) -> bool:
    """A clear hit from the mid-left zone."""
    return any(s.kind == "clear" and s.hit_zone == "mid-left" for s in r.shots)


@intent("score", into=INTENTS)
def tied_ten_receiver_wins(r: Rally) -> bool:
    """The score is level at ten or more before the rally, and the receiver wins it."""
    a, b = r.score_before
    return a == b >= 10 and r.winner == r.receiver


@intent("run", into=INTENTS)
def loser_lifts_three_running(r: Rally) -> bool:
    """The rally's loser plays lifts (either kind) on three consecutive own shots."""
    return r.winner is not None and own_run(r, r.loser, LIFT, 3)


@intent("tactic", into=INTENTS)
def serve_third_attack_third_set(r: Rally) -> bool:
    """The server attacks on the third shot (``truth.serve_third_attack``), in the third
    set."""
    return serve_third_attack(r) and r.set_no == 3


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "net shot, then a rush that wins it",
        "the point ends with a rush straight after a net shot, and the rusher wins",
    ],
    "clear-out": [
        "a clear that flies out to end the rally",
        "rallies finished by a lob hit beyond the lines",
    ],
    "drop-winner": [
        "a drop wins the point and never comes back",
        "the last shot is a drop the opponent cannot reach",
    ],
    "crossnet-winner": [
        "cross-court net shot that wins the point outright",
        "a crosscourt net shot nobody gets to",
    ],
    "netshot-into-net": [
        "net shot errors into the tape",
        "a net shot that does not get over, ending the point",
    ],
    "misjudged-leave": [
        "shuttles left by a player that fall inside the court",
        "misjudged shuttles that land inside the line",
    ],
    "passive-drop-punished": [
        "weak drops that the opponent punishes for the point",
        "the opponent finishes off a weak drop with a rush, smash or net shot",
    ],
    "lift-punished": [
        "smash winner off a lift",
        "a player lifts and the opponent smashes it away for the point",
    ],
    "marin-drop": [
        "Marin's unreturned drops",
        "Carolina Marin wins the rally with a drop",
    ],
    "smash-crossblocked-smasher-loses": [
        "smash blocked cross-court at the net, smasher loses",
        "rallies lost by a player whose smash is answered with a cross-court net shot",
        "a player smashes, the opponent blocks it short across the court and the smasher loses",
        "which rallies does a smasher lose when the smash comes back as a crosscourt net shot?",
    ],
    "three-drives-then-lift": [
        "three drives in a row, then a lift",
        "rallies with a drive exchange of three shots that ends in a lob",
        "the players drive three times running and then one of them lifts",
        "which rallies have three consecutive drives followed by a lift?",
    ],
    "fourth-shot-smash-server-wins": [
        "smash on shot 4, server wins",
        "rallies the server wins with a smash as the fourth shot",
        "the receiver smashes with their second shot and the server still wins the point",
        "which rallies have a smash as the fourth shot and are won by the server?",
    ],
    "lifted-return-long-rally": [
        "lifted return, more than eight shots",
        "rallies over eight shots long that start with a lifted return of serve",
        "the receiver lifts the serve and the rally goes past eight shots",
        "which rallies of more than 8 shots have a lob as the return of serve?",
    ],
    "loser-no-clear-10": [
        "loser never clears, 10+ shots",
        "rallies of ten or more shots in which the loser plays no clears",
        "the player who loses the point does not clear once in a rally of at least ten shots",
        "which rallies of at least 10 shots are lost by a player who never clears?",
    ],
    "receiver-drops-three-wins": [
        "receiver drops three times and wins",
        "rallies won by the receiver with at least three drops",
        "the receiver plays three or more drop shots and takes the point",
        "which rallies does the receiver win after dropping at least 3 times?",
    ],
    "no-net-shot-8": [
        "no net shots, 8 or more shots",
        "rallies of at least eight shots without a single net shot",
        "nobody plays a net shot in a rally of eight shots or more",
        "which rallies of 8+ shots have no net shots?",
    ],
    "clear-from-mid-left": [
        "clear from the mid left",
        "rallies with a clear hit from the mid-left zone",
        "a player clears from the left side of the midcourt",
        "which rallies have a clear played from mid left?",
    ],
    "tied-ten-receiver-wins": [
        "level at 10 or more, receiver wins",
        "rallies the receiver wins with the score tied at ten or higher",
        "the scores are level, both on at least ten points, and the receiver takes the rally",
        "which rallies played at a tied score of 10 or more does the receiver win?",
    ],
    "loser-lifts-three-running": [
        "loser lifts three times in a row",
        "rallies where the losing player lifts on three straight shots",
        "the player who loses the point keeps lifting, three of their shots in a row",
        "which rallies are lost by a player who plays three consecutive lifts?",
    ],
    "serve-third-attack-third-set": [
        "serve and third-shot attack, third set",
        "third-set rallies where the server attacks with the third shot",
        "in the deciding game the server goes on the attack straight after the return",
        "which rallies in set 3 have the server attacking on shot three?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
