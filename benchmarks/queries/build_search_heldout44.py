"""Write the forty-fourth held-out search query set, ``search_heldout44.jsonl``, from the corpus.

Written in stop 46 after held-out 43's fixes and the exact lead margin, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and sixteen new intents in
four wordings each, across every category, the wordings as an analyst files a request:
"rallies in which ...", "any point where ...", a terse label, a player's view. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout44``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout44 [--root DATA] [--check]
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
    answered,
    consecutive,
    intent,
    known_after_serve,
    outright,
    plays,
    rally_run,
    serve_third_attack,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout44.jsonl")
SPLIT = "heldout44"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def clear_smash_drive(r: Rally) -> bool:
    """A clear, a smash (either kind) and a drive-family shot, on consecutive shots."""
    return consecutive(r, {"clear"}, SMASH, DRIVE)


@intent("sequence", into=INTENTS)
def drop_answered_by_rush(r: Rally) -> bool:
    """A drop (either kind) straight answered by the other player's rush."""
    return answered(r, DROP, {"rush"})


@intent("strategic", into=INTENTS)
def loser_more_drops_than_lifts(r: Rally) -> bool:
    """The rally's loser plays more drops (either kind) than lifts (either kind)."""
    if r.winner is None:
        return False
    loser = other(r.winner)
    return shots_by(r, loser, DROP) > shots_by(r, loser, LIFT)


@intent("strategic", into=INTENTS)
def server_four_clears(r: Rally) -> bool:
    """The server plays at least four clears."""
    return shots_by(r, r.server, {"clear"}) >= 4


@intent("zone", into=INTENTS)
def smash_winner_mid_right(r: Rally) -> bool:
    """The final shot is a smash (either kind) that lands in the mid-right zone unreturned,
    and its hitter wins."""
    final = r.shots[-1]
    return final.kind in SMASH and final.land_zone == "mid-right" and outright(r)


@intent("zone", into=INTENTS)
def push_lands_mid_left(r: Rally) -> bool:
    """A push that lands in the mid-left zone."""
    return any(s.kind == "push" and s.land_zone == "mid-left" for s in r.shots)


@intent("anchor", into=INTENTS)
def eighth_shot_push(r: Rally) -> bool:
    """The eighth shot is a push."""
    return len(r.shots) >= 8 and r.shots[7].kind == "push"


@intent("anchor", into=INTENTS)
def ninth_shot_clear(r: Rally) -> bool:
    """The ninth shot is a clear."""
    return len(r.shots) >= 9 and r.shots[8].kind == "clear"


@intent("negation", into=INTENTS)
def no_net_no_drive_10(r: Rally) -> bool:
    """A rally of at least ten shots with no net-family shot and no drive-family shot; only
    rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r):
        return False
    return not any(s.kind in NET | DRIVE for s in r.shots)


@intent("run", into=INTENTS)
def clear_run_3_receiver_wins(r: Rally) -> bool:
    """At least three clears in a row (either player) in a rally the receiver wins."""
    return rally_run(r, {"clear"}, 3) and r.winner == r.receiver


@intent("rally", into=INTENTS)
def receiver_wins_8_to_10(r: Rally) -> bool:
    """A rally of eight to ten shots that the receiver wins."""
    return 8 <= len(r.shots) <= 10 and r.winner == r.receiver


@intent("score", into=INTENTS)
def level_second_set_server_wins(r: Rally) -> bool:
    """A rally of the second set that starts with the score level and that the server wins."""
    a, b = r.score_before
    return r.set_no == 2 and a == b and r.winner == r.server


@intent("tactic", into=INTENTS)
def serve_third_attack_first_set(r: Rally) -> bool:
    """Serve and third-shot attack (``truth.serve_third_attack``), in the first set."""
    return serve_third_attack(r) and r.set_no == 1


@intent("player", into=INTENTS)
def ginting_smash_out(r: Rally) -> bool:
    """Anthony Sinisuka Ginting loses the rally with a smash (either kind) that lands out."""
    final = r.shots[-1]
    return (
        plays(r, "Anthony Sinisuka GINTING", "loser")
        and final.kind in SMASH
        and (r.ending == "out")
    )


@intent("shot", into=INTENTS)
def backhand_drive_out(r: Rally) -> bool:
    """The final shot is a drive-family shot played on the backhand, and the rally ended
    with the shuttle out."""
    final = r.shots[-1]
    return final.kind in DRIVE and final.backhand and r.ending == "out"


@intent("shot", into=INTENTS)
def around_head_smash_out(r: Rally) -> bool:
    """The final shot is a smash (either kind) played around the head, and the rally ended
    with the shuttle out."""
    final = r.shots[-1]
    return final.kind in SMASH and final.around_head and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "rallies in which a net shot is rushed for the winning point",
        "any point where the winner finishes by rushing the opponent's net shot",
    ],
    "clear-out": [
        "rallies in which the last shot, a clear or a lift, lands out",
        "any point where a clear or lob goes out to end it",
    ],
    "drop-winner": [
        "rallies in which a drop is the winning shot and nobody reaches it",
        "any point where a drop lands untouched to end it",
    ],
    "crossnet-winner": [
        "rallies in which a cross-court net shot lands untouched to end the point",
        "any point won with a cross net shot that is not reached",
    ],
    "netshot-into-net": [
        "rallies in which the last shot is a net shot that goes into the net",
        "any point that ends on a net shot caught in the tape",
    ],
    "misjudged-leave": [
        "rallies in which a player leaves the shuttle and it lands in",
        "any point lost on a misjudged leave",
    ],
    "passive-drop-punished": [
        "rallies in which a passive drop is answered with a winner",
        "any point where the opponent kills a passive drop to end it",
    ],
    "lift-punished": [
        "rallies in which a lift is smashed for a winner to end the point",
        "any point where a lob is punished by a winning smash",
    ],
    "marin-drop": [
        "rallies in which Marin wins with a drop that is not returned",
        "any point Carolina Marin ends with a winning drop",
    ],
    "clear-smash-drive": [
        "rallies in which a clear is smashed and the smash is driven back",
        "clear, smash, drive in a row",
        "any point where a clear, a smash and a drive come one after another",
        "the receiver of a clear smashes it and the smash comes back as a drive",
    ],
    "drop-answered-by-rush": [
        "rallies in which a drop is rushed straight away",
        "drop answered by a rush",
        "any point where the opponent rushes a drop shot",
        "a player drops and the other player replies with a rush",
    ],
    "loser-more-drops-than-lifts": [
        "rallies in which the loser plays more drops than lifts",
        "loser: more drops than lifts",
        "any point where the player who loses drops more often than they lift",
        "the losing player uses the drop more than the lob",
    ],
    "server-four-clears": [
        "rallies in which the server plays at least four clears",
        "server clears 4+ times",
        "any point where the serving player hits four or more clears",
        "the server clears four times or more",
    ],
    "smash-winner-mid-right": [
        "rallies in which a smash winner lands in the mid right",
        "smash winners to the mid-right zone",
        "any point won by a smash that lands untouched in the middle right of the court",
        "the winner smashes into the right midcourt and it is not returned",
    ],
    "push-lands-mid-left": [
        "rallies in which a push lands in the mid left",
        "pushes to the mid-left zone",
        "any point with a push that comes down in the left midcourt",
        "a player pushes the shuttle into the middle of the court on the left",
    ],
    "eighth-shot-push": [
        "rallies in which the eighth shot is a push",
        "shot 8: push",
        "any point where the 8th stroke is a push",
        "the receiver pushes with their fourth shot",
    ],
    "ninth-shot-clear": [
        "rallies in which the ninth shot is a clear",
        "shot 9: clear",
        "any point where the 9th stroke is a clear",
        "the server clears with their fifth shot",
    ],
    "no-net-no-drive-10": [
        "rallies of ten or more shots in which nobody plays a net shot or a drive",
        "10+ shots, no net shots, no drives",
        "any point of at least ten shots without a single net shot or drive",
        "a rally of 10 shots or longer with neither net play nor drives",
    ],
    "clear-run-3-receiver-wins": [
        "rallies in which there are three clears in a row and the receiver wins",
        "3+ consecutive clears, receiver wins",
        "any point won by the receiving player that has at least three clears back to back",
        "the receiver wins after a run of three or more clears",
    ],
    "receiver-wins-8-to-10": [
        "rallies of eight to ten shots in which the receiver wins",
        "receiver wins, 8-10 shots",
        "any point of between eight and ten shots won by the receiving player",
        "the receiver takes a rally lasting 8 to 10 shots",
    ],
    "level-second-set-server-wins": [
        "rallies in the second set in which the score is level and the server wins",
        "set 2, scores tied, server wins",
        "any point in the second game played with the scores level that the serving player wins",
        "the server wins a rally with the score all square in set two",
    ],
    "serve-third-attack-first-set": [
        "rallies in the first set in which the server attacks on the third shot",
        "serve plus third-shot attack, set 1",
        "any point in the opening set where the server attacks with the third shot",
        "the server serves and attacks on shot three in the first game",
    ],
    "ginting-smash-out": [
        "rallies in which Ginting loses with a smash that goes out",
        "Ginting smashes out",
        "any point Anthony Ginting loses by smashing the shuttle out",
        "Ginting's smash lands out and he loses the rally",
    ],
    "backhand-drive-out": [
        "rallies in which the last shot is a backhand drive that goes out",
        "backhand drives out",
        "any point that ends with a drive hit out on the backhand",
        "a player drives out with the backhand to lose the point",
    ],
    "around-head-smash-out": [
        "rallies in which an around-the-head smash goes out to end the point",
        "round-the-head smashes out",
        "any point that ends with a smash hit around the head landing out",
        "a player smashes out from around the head",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
