"""Write the fifty-first held-out search query set, ``search_heldout51.jsonl``, from the corpus.

Written in stop 47, after held-out 50's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and thirteen new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout51``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout51 [--root DATA] [--check]
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
    plays,
    shots_by,
    won_by_last_hitter,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout51.jsonl")
SPLIT = "heldout51"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drive_drop_lift(r: Rally) -> bool:
    """A drive-family shot, a drop (either kind) and a lift (either kind), on consecutive
    shots."""
    return consecutive(r, DRIVE, DROP, LIFT)


@intent("sequence", into=INTENTS)
def short_serve_server_smashes_wins(r: Rally) -> bool:
    """The serve is a short service, the server plays at least one smash (either kind) later
    in the rally, and the server won the rally."""
    return (
        r.shots[0].kind == "short service"
        and shots_by(r, r.server, SMASH) >= 1
        and r.winner == r.server
    )


@intent("sequence", into=INTENTS)
def clear_drop_net_lift(r: Rally) -> bool:
    """A clear, a drop (either kind), a net-family shot and a lift (either kind), on
    consecutive shots."""
    return consecutive(r, {"clear"}, DROP, NET, LIFT)


@intent("sequence", into=INTENTS)
def lift_smash_block_win(r: Rally) -> bool:
    """The last three shots are a lift (either kind), a smash (either kind) and a net-family
    shot, and the net shot's hitter won the rally."""
    s = r.shots
    return (
        len(s) >= 3
        and s[-3].kind in LIFT
        and s[-2].kind in SMASH
        and s[-1].kind in NET
        and won_by_last_hitter(r)
    )


@intent("anchor", into=INTENTS)
def return_clear_server_wins(r: Rally) -> bool:
    """The return of serve (the second shot) is a clear and the server won the rally."""
    return len(r.shots) >= 2 and r.shots[1].kind == "clear" and r.winner == r.server


@intent("anchor", into=INTENTS)
def ninth_shot_drive(r: Rally) -> bool:
    """The ninth shot is a drive-family shot."""
    return len(r.shots) >= 9 and r.shots[8].kind in DRIVE


@intent("anchor", into=INTENTS)
def four_shot_smash_finish(r: Rally) -> bool:
    """A rally of exactly four shots whose final shot is a smash (either kind)."""
    return len(r.shots) == 4 and r.shots[-1].kind in SMASH


@intent("strategic", into=INTENTS)
def server_more_clears_loses(r: Rally) -> bool:
    """The server plays more clears than the receiver, and loses."""
    more = shots_by(r, r.server, {"clear"}) > shots_by(r, r.receiver, {"clear"})
    return more and r.winner == r.receiver


@intent("strategic", into=INTENTS)
def winner_two_clears_two_lifts(r: Rally) -> bool:
    """The rally's winner plays at least two clears and at least two lifts (either kind)."""
    if r.winner is None:
        return False
    return shots_by(r, r.winner, {"clear"}) >= 2 and shots_by(r, r.winner, LIFT) >= 2


@intent("negation", into=INTENTS)
def server_never_drops_wins_10(r: Rally) -> bool:
    """A rally of at least ten shots that the server wins without playing a drop (either
    kind); only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r):
        return False
    return shots_by(r, r.server, DROP) == 0 and r.winner == r.server


@intent("tactic", into=INTENTS)
def defence_to_attack_second_set(r: Rally) -> bool:
    """Defence turned into attack (``truth.defence_to_attack``), in the second set."""
    return defence_to_attack(r) and r.set_no == 2


@intent("player", into=INTENTS)
def momota_net_winner(r: Rally) -> bool:
    """Kento Momota wins the rally with a final net-family shot that lands in unreturned."""
    final = r.shots[-1]
    return plays(r, "Kento MOMOTA", "winner") and final.kind in NET and r.ending == "winner"


@intent("zone", into=INTENTS)
def drop_rear_right_to_front_centre(r: Rally) -> bool:
    """A drop (either kind) hit from the rear-right zone that lands in the front-centre
    zone."""
    return any(
        s.kind in DROP and s.hit_zone == "rear-right" and s.land_zone == "front-centre"
        for s in r.shots
    )


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush that puts away a net shot to win the point",
        "net shot then rush winner",
    ],
    "clear-out": [
        "clears and lifts hit long, out of the court",
        "the rally ends with a lob landing behind the baseline",
    ],
    "drop-winner": [
        "rallies won with an untouched drop",
        "the final shot is a drop that wins outright",
    ],
    "crossnet-winner": [
        "a winning net shot across the court",
        "rallies finished by an unreachable cross-court net shot",
    ],
    "netshot-into-net": [
        "net shots caught in the net at the end of the rally",
        "points lost on a net shot that stays on the hitter's side",
    ],
    "misjudged-leave": [
        "the player leaves the shuttle and it lands in",
        "misjudged shuttles at the end of the rally",
    ],
    "passive-drop-punished": [
        "a passive drop killed by the next shot for the point",
        "weak drops that get punished",
    ],
    "lift-punished": [
        "a lob the opponent smashes for a winner",
        "winning smashes straight off lifts",
    ],
    "marin-drop": [
        "Carolina Marin's drop winners",
        "rallies Marin ends with an unreturned drop",
    ],
    "drive-drop-lift": [
        "drive, drop, lift",
        "a drive answered by a drop that gets lifted",
        "a player drives, the opponent drops, and the driver lifts the drop",
        "which rallies have a drive, then a drop, then a lift?",
    ],
    "short-serve-server-smashes-wins": [
        "after a short serve the server smashes at some point and wins",
        "rallies the server wins after serving short, with at least one smash from the server",
        "low serve rallies where the server eventually smashes and takes the point",
        "which rallies does the server win after a short serve, smashing at least once?",
    ],
    "clear-drop-net-lift": [
        "clear, drop, net shot, lift",
        "a clear answered by a drop, then a net reply and a lift",
        "a player clears, the opponent drops, a net shot follows and then a lift",
        "which rallies have a clear, a drop, a net shot and a lift in a row?",
    ],
    "lift-smash-block-win": [
        "lift, smash, winning block",
        "points won by blocking a smash that came off a lift",
        "a player lifts, the opponent smashes, and the lifter's net reply wins the point",
        "which rallies end with a lift, a smash and a net shot that wins?",
    ],
    "return-clear-server-wins": [
        "cleared returns, server wins",
        "rallies the server wins after the receiver clears the serve",
        "the return of serve is a clear and the server takes the rally",
        "which rallies does the server win when the return of serve is a clear?",
    ],
    "ninth-shot-drive": [
        "drive on shot 9",
        "rallies with a drive as the ninth shot",
        "the server plays a drive with their fifth shot",
        "which rallies have a drive as the ninth stroke?",
    ],
    "four-shot-smash-finish": [
        "four-shot rallies ending in a smash",
        "points of exactly four shots with a smash as the last shot",
        "the rally lasts four shots and the receiver's smash ends it",
        "which rallies of four shots end on a smash?",
    ],
    "server-more-clears-loses": [
        "server clears more than receiver but loses",
        "rallies lost by the server despite more clears than the receiver",
        "the server plays more clears than the receiver and still loses the point",
        "which rallies does the receiver win while the server clears more?",
    ],
    "winner-two-clears-two-lifts": [
        "winner clears twice and lifts twice",
        "rallies where the winner plays at least two clears and two lifts",
        "the player who wins hits two or more clears and two or more lifts",
        "which rallies are won by a player with at least two clears and two lifts?",
    ],
    "server-never-drops-wins-10": [
        "server wins 10+ shot rallies without dropping",
        "rallies of at least ten shots won by the server with no drop of their own",
        "the server never drops and still wins a rally of ten shots or more",
        "which rallies of ten or more shots does the server win without a drop?",
    ],
    "defence-to-attack-second-set": [
        "defence to attack, second set",
        "second-set rallies where a player turns defence into attack",
        "in the second game a player under pressure defends and then counter-attacks",
        "which rallies in set 2 have a switch from defending to attacking?",
    ],
    "momota-net-winner": [
        "Momota net shot winners",
        "points Kento Momota wins with a net shot",
        "rallies won by Momota with an unreturned net shot as the final shot",
        "which rallies does Momota finish with a winning net shot?",
    ],
    "drop-rear-right-to-front-centre": [
        "drop from the rear right to the front centre",
        "rallies with a drop hit from the back right that lands in the front middle",
        "a player drops from the rear-right corner into the front-centre zone",
        "which rallies have a drop from the rear right landing front centre?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
