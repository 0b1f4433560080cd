"""Write the forty-third held-out search query set, ``search_heldout43.jsonl``, from the corpus.

Written in stop 46 before any change of the stop (the code as stop 45 left it), to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and sixteen new intents in
four wordings each, across every category, the wordings as a match report or a scouting
note would put them: past tense, a player's view, "I'm looking for ...". The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout43``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout43 [--root DATA] [--check]
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
    game_point,
    intent,
    known_after_serve,
    plays,
    rally_run,
    rear_court_pinned,
    shots_by,
    then_own,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout43.jsonl")
SPLIT = "heldout43"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drive_smash_lift(r: Rally) -> bool:
    """A drive-family shot, a smash (either kind) and a lift (either kind), on consecutive
    shots."""
    return consecutive(r, DRIVE, SMASH, LIFT)


@intent("sequence", into=INTENTS)
def clear_then_own_drive(r: Rally) -> bool:
    """A clear, and the same player's next shot is a drive-family shot."""
    return then_own(r, {"clear"}, DRIVE)


@intent("strategic", into=INTENTS)
def receiver_outdrives_server_loses(r: Rally) -> bool:
    """The receiver plays more drive-family shots than the server, and the server wins."""
    return shots_by(r, r.receiver, DRIVE) > shots_by(r, r.server, DRIVE) and r.winner == r.server


@intent("strategic", into=INTENTS)
def receiver_more_drops_than_clears_wins(r: Rally) -> bool:
    """The receiver plays more drops (either kind) than clears, and wins."""
    return shots_by(r, r.receiver, DROP) > shots_by(r, r.receiver, {"clear"}) and (
        r.winner == r.receiver
    )


@intent("zone", into=INTENTS)
def lift_front_left_to_rear_left(r: Rally) -> bool:
    """A lift (either kind) hit from the front-left zone that lands in the rear-left zone."""
    return any(
        s.kind in LIFT and s.hit_zone == "front-left" and s.land_zone == "rear-left"
        for s in r.shots
    )


@intent("zone", into=INTENTS)
def smash_from_mid_left(r: Rally) -> bool:
    """A smash (either kind) hit from the mid-left zone."""
    return any(s.kind in SMASH and s.hit_zone == "mid-left" for s in r.shots)


@intent("anchor", into=INTENTS)
def third_last_drive(r: Rally) -> bool:
    """The third-to-last shot is a drive-family shot."""
    return len(r.shots) >= 3 and r.shots[-3].kind in DRIVE


@intent("anchor", into=INTENTS)
def sixth_shot_drive(r: Rally) -> bool:
    """The sixth shot is a drive-family shot."""
    return len(r.shots) >= 6 and r.shots[5].kind in DRIVE


@intent("negation", into=INTENTS)
def receiver_no_push_12(r: Rally) -> bool:
    """A rally of at least 12 shots in which the receiver plays no push; only rallies whose
    shots after the serve all have a known type count."""
    if len(r.shots) < 12 or not known_after_serve(r):
        return False
    return shots_by(r, r.receiver, {"push"}) == 0


@intent("run", into=INTENTS)
def net_run_4_receiver_wins(r: Rally) -> bool:
    """At least four net-family shots in a row (either player) in a rally the receiver
    wins."""
    return rally_run(r, NET, 4) and r.winner == r.receiver


@intent("rally", into=INTENTS)
def receiver_wins_17_to_22(r: Rally) -> bool:
    """A rally of seventeen to twenty-two shots that the receiver wins."""
    return 17 <= len(r.shots) <= 22 and r.winner == r.receiver


@intent("score", into=INTENTS)
def third_set_game_point(r: Rally) -> bool:
    """A rally of the third set played at game point for either player."""
    return r.set_no == 3 and (game_point(r.score_before, "A") or game_point(r.score_before, "B"))


@intent("tactic", into=INTENTS)
def rear_pinned_second_set(r: Rally) -> bool:
    """Pinned in the rear court, then escaped (``truth.rear_court_pinned``), in the second
    set."""
    return rear_court_pinned(r) and r.set_no == 2


@intent("player", into=INTENTS)
def momota_smash_into_net(r: Rally) -> bool:
    """Kento Momota loses the rally with a smash (either kind) into the net."""
    final = r.shots[-1]
    return plays(r, "Kento MOMOTA", "loser") and final.kind in SMASH and r.ending == "net"


@intent("shot", into=INTENTS)
def wrist_smash_out(r: Rally) -> bool:
    """The final shot is a wrist smash and the rally ended with the shuttle out."""
    return r.shots[-1].kind == "wrist smash" and r.ending == "out"


@intent("shot", into=INTENTS)
def passive_drop_out(r: Rally) -> bool:
    """The final shot is a passive drop and the rally ended with the shuttle out."""
    return r.shots[-1].kind == "passive drop" and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the winner rushed a net shot to end the rally",
        "I'm looking for net shots that were rushed away for the point",
    ],
    "clear-out": [
        "a clear or lob that went out and ended the rally",
        "I'm looking for rallies lost by lifting or clearing out",
    ],
    "drop-winner": [
        "a drop that the opponent never reached, ending the rally",
        "I'm looking for drop shots that won the point outright",
    ],
    "crossnet-winner": [
        "a cross-court net shot that was not returned at the end",
        "I'm looking for rallies won by a crosscourt net shot",
    ],
    "netshot-into-net": [
        "the rally ended when a net shot caught the tape",
        "I'm looking for rallies that finished with a net shot in the net",
    ],
    "misjudged-leave": [
        "the player let the shuttle go and it dropped in",
        "I'm looking for rallies lost by misjudging a shuttle that landed in",
    ],
    "passive-drop-punished": [
        "a passive drop was killed for a winner at the end of the rally",
        "I'm looking for passive drops that got punished",
    ],
    "lift-punished": [
        "a lift was smashed down for a winner to end the rally",
        "I'm looking for lifts punished with a winning smash",
    ],
    "marin-drop": [
        "Marin ended the rally with a drop winner",
        "I'm looking for Carolina Marin's winning drop shots",
    ],
    "drive-smash-lift": [
        "a drive was smashed and the smash was lifted",
        "a drive, then a smash, then a lift, one after another",
        "I'm looking for drive, smash, lift on consecutive shots",
        "the drive came back as a smash, which was met with a lob",
    ],
    "clear-then-own-drive": [
        "a player cleared and played a drive with their next shot",
        "a clear, then a drive by the same player",
        "I'm looking for players who cleared and then drove on their following shot",
        "after clearing, the player's next shot was a drive",
    ],
    "receiver-outdrives-server-loses": [
        "the receiver drove more than the server did but the server won",
        "the receiving player hit more drives than the serving player and still lost",
        "I'm looking for rallies the server won despite more drives from the receiver",
        "the server was out-driven by the receiver yet took the point",
    ],
    "receiver-more-drops-than-clears-wins": [
        "the receiver dropped more than they cleared and won",
        "the receiving player played more drops than clears and took the point",
        "I'm looking for rallies won by the receiver with more drop shots than clears",
        "the rally was won by the receiver, who used the drop more often than the clear",
    ],
    "lift-front-left-to-rear-left": [
        "a lift from the front left landed in the rear left",
        "a lob went from the left forecourt deep to the back left corner",
        "I'm looking for lifts from the front-left zone into the rear-left zone",
        "the shuttle was lifted from the front left to the left rear court",
    ],
    "smash-from-mid-left": [
        "a smash was hit from the mid left",
        "a player smashed from the left midcourt",
        "I'm looking for smashes played from the mid-left zone",
        "the smash came from the middle of the court on the left",
    ],
    "third-last-drive": [
        "the third-to-last shot was a drive",
        "a drive came two shots before the final shot",
        "I'm looking for rallies whose antepenultimate shot is a drive",
        "the shot before the last two was driven",
    ],
    "sixth-shot-drive": [
        "the sixth shot was a drive",
        "shot six was driven",
        "I'm looking for a drive as the 6th shot",
        "the receiver's third shot was a drive",
    ],
    "receiver-no-push-12": [
        "the receiver never pushed in a rally of at least twelve shots",
        "a 12+ shot rally without a single push from the receiving player",
        "I'm looking for rallies of 12 or more shots with no push by the receiver",
        "twelve shots or more, and the receiver did not push once",
    ],
    "net-run-4-receiver-wins": [
        "four net shots in a row in a rally the receiver won",
        "the receiver won a rally that had at least 4 consecutive net shots",
        "I'm looking for a run of four or more net shots, won by the receiving player",
        "a net exchange of four shots or more, and the receiver took the point",
    ],
    "receiver-wins-17-to-22": [
        "the receiver won a rally of 17 to 22 shots",
        "a rally lasting between seventeen and twenty-two shots, won by the receiver",
        "I'm looking for 17-22 shot rallies that the receiving player won",
        "the receiving player took a rally of seventeen to twenty-two shots",
    ],
    "third-set-game-point": [
        "a game point in the third set",
        "a rally played at game point in the deciding set",
        "I'm looking for third-set rallies where one player needed one point to win the game",
        "in set three, a player was one point away from winning the game",
    ],
    "rear-pinned-second-set": [
        "a player was pinned in the rear court and escaped, in the second set",
        "in set two, someone was stuck at the back and got out",
        "I'm looking for rear-court pinned rallies from the second set",
        "held in the back court then escaped, during the second game",
    ],
    "momota-smash-into-net": [
        "Momota lost the rally by smashing into the net",
        "Kento Momota's smash hit the net and he lost the point",
        "I'm looking for rallies Momota lost with a smash into the tape",
        "Momota smashed into the net to lose",
    ],
    "wrist-smash-out": [
        "the rally ended with a wrist smash that went out",
        "a stick smash landed out at the end",
        "I'm looking for wrist smashes hit out",
        "the final shot was a wrist smash, and it was out",
    ],
    "passive-drop-out": [
        "the rally ended with a passive drop that went out",
        "a passive drop landed out to end the point",
        "I'm looking for passive drops hit out",
        "the last shot was a passive drop, and it was out",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
