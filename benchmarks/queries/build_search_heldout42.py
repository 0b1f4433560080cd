"""Write the forty-second held-out search query set, ``search_heldout42.jsonl``, from the corpus.

Written in stop 45 after held-out 41's fixes and the others of the stop so far, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and sixteen new intents in
four wordings each, across every category, the wordings as a coach would ask: questions
and requests ("which rallies ...?", "show me ..."). The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout42``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout42 [--root DATA] [--check]
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
    defence_to_attack,
    intent,
    known_after_serve,
    outright,
    plays,
    rally_run,
    shots_by,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout42.jsonl")
SPLIT = "heldout42"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def smash_drive_drive(r: Rally) -> bool:
    """A smash (either kind) and two drive-family shots, on consecutive shots."""
    return consecutive(r, SMASH, DRIVE, DRIVE)


@intent("sequence", into=INTENTS)
def net_push_lift(r: Rally) -> bool:
    """A net-family shot, a push and a lift (either kind), on consecutive shots."""
    return consecutive(r, NET, {"push"}, LIFT)


@intent("strategic", into=INTENTS)
def server_more_lifts_than_drops_wins(r: Rally) -> bool:
    """The server plays more lifts (either kind) than drops (either kind) and wins."""
    return shots_by(r, r.server, LIFT) > shots_by(r, r.server, DROP) and r.winner == r.server


@intent("strategic", into=INTENTS)
def receiver_three_drives(r: Rally) -> bool:
    """The receiver plays at least three drive-family shots."""
    return shots_by(r, r.receiver, DRIVE) >= 3


@intent("zone", into=INTENTS)
def clear_to_midcourt(r: Rally) -> bool:
    """A clear that lands in the midcourt (mid-left, mid-centre or mid-right)."""
    return any(s.kind == "clear" and (s.land_zone or "").startswith("mid-") for s in r.shots)


@intent("zone", into=INTENTS)
def smash_winner_front_left(r: Rally) -> bool:
    """The final shot is a smash (either kind) that lands in the front-left zone
    unreturned, and its hitter wins."""
    final = r.shots[-1]
    return final.kind in SMASH and final.land_zone == "front-left" and outright(r)


@intent("anchor", into=INTENTS)
def tenth_shot_lift(r: Rally) -> bool:
    """The tenth shot is a lift (either kind)."""
    return len(r.shots) >= 10 and r.shots[9].kind in LIFT


@intent("anchor", into=INTENTS)
def eleventh_shot_smash(r: Rally) -> bool:
    """The eleventh shot is a smash (either kind)."""
    return len(r.shots) >= 11 and r.shots[10].kind in SMASH


@intent("negation", into=INTENTS)
def server_no_smash_12(r: Rally) -> bool:
    """A rally of at least 12 shots in which the server plays no smash (either kind); only
    rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 12 or not known_after_serve(r):
        return False
    return shots_by(r, r.server, SMASH) == 0


@intent("run", into=INTENTS)
def clear_run_4_server_wins(r: Rally) -> bool:
    """At least four clears in a row (either player) in a rally the server wins."""
    return rally_run(r, {"clear"}, 4) and r.winner == r.server


@intent("rally", into=INTENTS)
def eleven_to_thirteen_server_wins(r: Rally) -> bool:
    """A rally of eleven to thirteen shots that the server wins."""
    return 11 <= len(r.shots) <= 13 and r.winner == r.server


@intent("score", into=INTENTS)
def server_leading_one_loses(r: Rally) -> bool:
    """The server leads by exactly one point before the rally and loses it."""
    return trailing_by(r, r.receiver) == 1 and r.winner == r.receiver


@intent("tactic", into=INTENTS)
def defence_to_attack_first_set(r: Rally) -> bool:
    """Defence turned into attack (``truth.defence_to_attack``), in the first set."""
    return defence_to_attack(r) and r.set_no == 1


@intent("player", into=INTENTS)
def an_smash_out(r: Rally) -> bool:
    """An Se Young loses the rally with a smash (either kind) that lands out."""
    final = r.shots[-1]
    return plays(r, "An Se Young", "loser") and final.kind in SMASH and r.ending == "out"


@intent("shot", into=INTENTS)
def around_head_drop_into_net(r: Rally) -> bool:
    """The final shot is a drop (either kind) played around the head that goes into the
    net."""
    final = r.shots[-1]
    return final.kind in DROP and final.around_head and r.ending == "net"


@intent("shot", into=INTENTS)
def backhand_rush_winner(r: Rally) -> bool:
    """The final shot is a rush played on the backhand that lands in unreturned, and its
    hitter wins."""
    final = r.shots[-1]
    return final.kind == "rush" and final.backhand and outright(r)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "which rallies end with a net shot that gets rushed for the winner?",
        "show me points won by rushing a net shot",
    ],
    "clear-out": [
        "which rallies end with a clear or a lob landing out?",
        "show me clears hit out to lose the point",
    ],
    "drop-winner": [
        "which rallies are won with a drop that isn't reached?",
        "show me drops that win the point outright",
    ],
    "crossnet-winner": [
        "which rallies end with an unreturned cross-court net shot?",
        "show me crosscourt net shots that win the point",
    ],
    "netshot-into-net": [
        "which rallies end with a net shot that doesn't get over?",
        "show me net shots that go into the net at the end of the rally",
    ],
    "misjudged-leave": [
        "which rallies end with a shuttle left that lands in?",
        "show me misjudged leaves",
    ],
    "passive-drop-punished": [
        "which rallies end with a passive drop being punished for a winner?",
        "show me passive drops that the opponent kills",
    ],
    "lift-punished": [
        "which rallies end with a lift smashed for a winner?",
        "show me lobs that get smashed away for the point",
    ],
    "marin-drop": [
        "which rallies does Marin win with a drop that isn't returned?",
        "show me Carolina Marin winning points with drops",
    ],
    "smash-drive-drive": [
        "which rallies have a smash followed by two drives?",
        "show me a smash, then a drive, then another drive",
        "find a smash driven back and the drive driven again",
        "can I see two drives in a row straight after a smash?",
    ],
    "net-push-lift": [
        "which rallies have a net shot, then a push, then a lift?",
        "show me net shot, push, lift on consecutive shots",
        "find a net shot pushed and the push lifted",
        "can I see a push straight after a net shot, followed at once by a lift?",
    ],
    "server-more-lifts-than-drops-wins": [
        "which rallies does the server win while lifting more than dropping?",
        "show me rallies the server wins with more lifts than drops",
        "find points won by the server where the server played more lobs than drop shots",
        "can I see the serving player win after playing more lifts than drops?",
    ],
    "receiver-three-drives": [
        "which rallies have at least three drives from the receiver?",
        "show me the receiver driving three times or more",
        "find rallies where the receiving player hits 3+ drives",
        "can I see rallies in which the receiver plays three or more drives?",
    ],
    "clear-to-midcourt": [
        "which rallies have a clear that lands in the midcourt?",
        "show me clears landing in the middle of the court",
        "find short clears that come down in mid court",
        "can I see clears to the midcourt?",
    ],
    "smash-winner-front-left": [
        "which rallies end with a smash winner to the front left?",
        "show me unreturned smashes landing in the front left",
        "find smashes into the left forecourt that win outright",
        "can I see smash winners to the front left corner?",
    ],
    "tenth-shot-lift": [
        "which rallies have a lift as the tenth shot?",
        "show me rallies where the 10th shot is a lift",
        "find the receiver lifting with their fifth shot",
        "can I see a lob on shot ten?",
    ],
    "eleventh-shot-smash": [
        "which rallies have a smash as the eleventh shot?",
        "show me rallies where the 11th shot is a smash",
        "find the server smashing with their sixth shot",
        "can I see a smash on shot eleven?",
    ],
    "server-no-smash-12": [
        "which rallies of 12+ shots have no smash from the server?",
        "show me rallies of at least twelve shots in which the serving player never smashes",
        "find rallies of 12 or more shots where the server hits no smashes",
        "can I see twelve-shot-or-longer rallies without a smash from the server?",
    ],
    "clear-run-4-server-wins": [
        "which rallies won by the server have four clears in a row?",
        "show me the server winning a rally with at least 4 consecutive clears",
        "find rallies the server wins that contain four or more clears back to back",
        "can I see a run of four clears in a rally the serving player wins?",
    ],
    "eleven-to-thirteen-server-wins": [
        "which rallies of eleven to thirteen shots does the server win?",
        "show me the server winning an 11-13 shot rally",
        "find rallies between eleven and thirteen shots long that the serving player wins",
        "can I see the server take the point in a rally lasting 11 to 13 shots?",
    ],
    "server-leading-one-loses": [
        "which rallies does the server lose while leading by exactly one point?",
        "show me the server losing the rally when one point ahead",
        "find rallies lost by the server with a one-point lead",
        "can I see the serving player, up by a single point, lose the rally?",
    ],
    "defence-to-attack-first-set": [
        "which first-set rallies turn defence into attack?",
        "show me a player switching from defending to attacking in the opening set",
        "find rallies in set one where a defender counterattacks",
        "can I see defence-to-attack rallies from the first set?",
    ],
    "an-smash-out": [
        "which rallies does An Se Young lose with a smash out?",
        "show me An Se Young smashing out",
        "find rallies An Seyoung loses by hitting a smash long or wide",
        "can I see An Se Young smashes that land out?",
    ],
    "around-head-drop-into-net": [
        "which rallies end with an around-the-head drop into the net?",
        "show me drops played around the head that end in the net",
        "find round-the-head drops caught in the tape at the end of the rally",
        "can I see around the head drops that fail to clear the net?",
    ],
    "backhand-rush-winner": [
        "which rallies end with a backhand rush winner?",
        "show me rushes played on the backhand that win the rally outright",
        "find rallies ending with an unreturned backhand rush",
        "can I see winning rushes hit with the backhand?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
