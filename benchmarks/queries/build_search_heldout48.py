"""Write the forty-eighth held-out search query set, ``search_heldout48.jsonl``, from the corpus.

Written at the start of stop 47, on stop 46's code, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and seventeen new intents in
four wordings each, every intent in a mix of the earlier splits' styles (a terse label,
a question, a request, a sentence about the players). The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout48``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout48 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DRIVE,
    LIFT,
    NET,
    SMASH,
    Intent,
    consecutive,
    intent,
    known_after_serve,
    own_run,
    plays,
    shots_by,
    smash_barrage,
    then_own,
    won_by_last_hitter,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout48.jsonl")
SPLIT = "heldout48"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def push_lift_smash_win(r: Rally) -> bool:
    """The last three shots are a push by P, a lift (either kind) by the opponent and a smash
    (either kind) by P, and P won the rally."""
    s = r.shots
    return (
        len(s) >= 3
        and s[-3].kind == "push"
        and s[-2].kind in LIFT
        and s[-1].kind in SMASH
        and s[-3].hitter == s[-1].hitter != s[-2].hitter
        and won_by_last_hitter(r)
    )


@intent("sequence", into=INTENTS)
def smash_net_push(r: Rally) -> bool:
    """A smash (either kind), a net-family shot and a push, on consecutive shots."""
    return consecutive(r, SMASH, NET, {"push"})


@intent("sequence", into=INTENTS)
def short_serve_receiver_rushes_wins(r: Rally) -> bool:
    """The serve is a short service, the receiver plays at least one rush later in the rally,
    and the receiver won the rally."""
    return (
        r.shots[0].kind == "short service"
        and shots_by(r, r.receiver, {"rush"}) >= 1
        and r.winner == r.receiver
    )


@intent("sequence", into=INTENTS)
def drive_then_own_lift(r: Rally) -> bool:
    """A drive-family shot, and the same player's next shot is a lift (either kind)."""
    return then_own(r, DRIVE, LIFT)


@intent("anchor", into=INTENTS)
def third_shot_smash_server_wins(r: Rally) -> bool:
    """The third shot is a smash (either kind) and the server won the rally."""
    return len(r.shots) >= 3 and r.shots[2].kind in SMASH and r.winner == r.server


@intent("anchor", into=INTENTS)
def return_drive_server_wins(r: Rally) -> bool:
    """The return of serve (the second shot) is a drive-family shot and the server won the
    rally."""
    return len(r.shots) >= 2 and r.shots[1].kind in DRIVE and r.winner == r.server


@intent("anchor", into=INTENTS)
def third_last_push(r: Rally) -> bool:
    """The third-to-last shot is a push."""
    return len(r.shots) >= 3 and r.shots[-3].kind == "push"


@intent("strategic", into=INTENTS)
def loser_outsmashes_winner_3(r: Rally) -> bool:
    """The rally's loser plays at least three smashes (either kind), and more than its
    winner."""
    if r.winner is None:
        return False
    lost = shots_by(r, r.loser, SMASH)
    return lost >= 3 and lost > shots_by(r, r.winner, SMASH)


@intent("strategic", into=INTENTS)
def both_smash_receiver_wins(r: Rally) -> bool:
    """Each player plays at least one smash (either kind), and the receiver won the rally."""
    both = shots_by(r, "A", SMASH) >= 1 and shots_by(r, "B", SMASH) >= 1
    return both and r.winner == r.receiver


@intent("strategic", into=INTENTS)
def server_never_lifts_wins_8(r: Rally) -> bool:
    """A rally of at least eight shots that the server wins without playing a lift (either
    kind); only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 8 or not known_after_serve(r):
        return False
    return shots_by(r, r.server, LIFT) == 0 and r.winner == r.server


@intent("negation", into=INTENTS)
def no_clear_9(r: Rally) -> bool:
    """A rally of at least nine shots with no clear; only rallies whose shots after the serve
    all have a known type count."""
    if len(r.shots) < 9 or not known_after_serve(r):
        return False
    return not any(s.kind == "clear" for s in r.shots)


@intent("negation", into=INTENTS)
def receiver_wins_no_net_6(r: Rally) -> bool:
    """A rally of at least six shots that the receiver wins without playing a net-family
    shot; only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 6 or not known_after_serve(r):
        return False
    return shots_by(r, r.receiver, NET) == 0 and r.winner == r.receiver


@intent("zone", into=INTENTS)
def drive_lands_rear_centre(r: Rally) -> bool:
    """A drive-family shot that lands in the rear-centre zone."""
    return any(s.kind in DRIVE and s.land_zone == "rear-centre" for s in r.shots)


@intent("zone", into=INTENTS)
def clear_from_rear_centre(r: Rally) -> bool:
    """A clear hit from the rear-centre zone."""
    return any(s.kind == "clear" and s.hit_zone == "rear-centre" for s in r.shots)


@intent("run", into=INTENTS)
def own_push_run_2(r: Rally) -> bool:
    """One player pushes on at least two of their own consecutive shots."""
    return own_run(r, "A", {"push"}, 2) or own_run(r, "B", {"push"}, 2)


@intent("player", into=INTENTS)
def lee_zii_jia_net_into_net(r: Rally) -> bool:
    """Lee Zii Jia loses the rally with a final net-family shot that ends in the net."""
    final = r.shots[-1]
    return plays(r, "LEE Zii Jia", "loser") and final.kind in NET and r.ending == "net"


@intent("tactic", into=INTENTS)
def smash_barrage_first_set(r: Rally) -> bool:
    """A smash barrage (``truth.smash_barrage``), in the first set."""
    return smash_barrage(r) and r.set_no == 1


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "rushed kills off a net shot to end rallies",
        "points where the last shot is a rush, after a net shot, and it wins",
    ],
    "clear-out": [
        "overhit clears or lobs ending the rally",
        "rallies lost by a high shot to the back that lands beyond the baseline",
    ],
    "drop-winner": [
        "drop shots that are outright winners",
        "points finished by a drop shot nobody reaches",
    ],
    "crossnet-winner": [
        "cross-court net shots that nobody returns",
        "points won with a net shot played across the court and not returned",
    ],
    "netshot-into-net": [
        "net shots that end in the net",
        "rallies where the last shot is a net shot that doesn't clear the tape",
    ],
    "misjudged-leave": [
        "leaves that land in",
        "points lost by a player who left the shuttle thinking it was out",
    ],
    "passive-drop-punished": [
        "passive drops punished",
        "a weak passive drop, put away for a winner on the next shot",
    ],
    "lift-punished": [
        "lifts that end up smashed for a winner",
        "a lob smashed for an outright winner to end the point",
    ],
    "marin-drop": [
        "Carolina Marin finishing with a drop winner",
        "points Marin wins with a drop shot at the end",
    ],
    "push-lift-smash-win": [
        "push, lift, smash to win",
        "which rallies end with a push, a lift, and the pusher smashing for the point?",
        "points won by a smash after forcing a lift with a push",
        "a player pushes, the opponent lifts, and the pusher smashes to win",
    ],
    "smash-net-push": [
        "smash, net shot, push",
        "which rallies have a smash, then a net shot, then a push?",
        "show me a smash blocked to the net and then pushed",
        "a player smashes, the reply is a net shot, and the next shot is a push",
    ],
    "short-serve-receiver-rushes-wins": [
        "short serve, receiver rushes at some point and wins",
        "after a short serve, which rallies does the receiver win with at least one rush?",
        "rallies the receiver wins after a low serve, rushing at least once",
        "after a short service the returner eventually rushes and takes the point",
    ],
    "drive-then-own-lift": [
        "drive, then the same player's lift",
        "which rallies have a player driving and then lifting with their next shot?",
        "show me a drive followed by a lift from the same player",
        "a player drives and lifts on their next shot",
    ],
    "third-shot-smash-server-wins": [
        "3rd shot smash, server wins",
        "which rallies have a smash as the third shot and are won by the server?",
        "show me the server winning after smashing on shot three",
        "the server smashes with their second shot and wins the rally",
    ],
    "return-drive-server-wins": [
        "drive return of serve, server wins",
        "which rallies does the server win after a drive as the return of serve?",
        "show me the receiver driving the return and losing the rally",
        "the receiver returns serve with a drive and loses the point",
    ],
    "third-last-push": [
        "third-to-last shot a push",
        "which rallies have a push as the third-last shot?",
        "show me rallies where the shot two before the end is a push",
        "a player pushes, and the rally ends two shots later",
    ],
    "loser-outsmashes-winner-3": [
        "loser smashes 3+ times, more than the winner",
        "which rallies are lost by a player who smashed 3 times or more, more than the other?",
        "show me the loser hitting three or more smashes, more than the winner",
        "the player who smashes at least three times, and more often than the other, still loses",
    ],
    "both-smash-receiver-wins": [
        "both players smash, receiver wins",
        "which rallies have each player smashing at least once and are won by the receiver?",
        "show me rallies where both sides smash and the receiver takes the point",
        "each player hits a smash and the receiver wins the rally",
    ],
    "server-never-lifts-wins-8": [
        "8+ shots, server never lifts and wins",
        "which rallies of at least eight shots does the server win without lifting?",
        "show me the server winning an 8+ shot rally with no lift of their own",
        "the server plays no lift in a rally of eight shots or more and wins it",
    ],
    "no-clear-9": [
        "9+ shots, no clears",
        "which rallies of at least nine shots have no clear?",
        "show me rallies of 9 or more shots without any clears",
        "nobody clears in a rally of nine shots or more",
    ],
    "receiver-wins-no-net-6": [
        "6+ shots, receiver wins without a net shot",
        "which rallies of at least six shots does the receiver win without playing a net shot?",
        "show me the receiver winning a 6+ shot rally with no net shot of their own",
        "the receiver plays no net shot in a rally of six shots or more and wins it",
    ],
    "drive-lands-rear-centre": [
        "drive to the rear centre",
        "which rallies have a drive that lands in the back centre of the court?",
        "show me drives landing in the rear-centre zone",
        "a player drives it deep into the middle of the back court",
    ],
    "clear-from-rear-centre": [
        "clear from the rear centre",
        "which rallies have a clear hit from the back centre of the court?",
        "show me clears played from the rear-centre zone",
        "a player clears from the middle of the back court",
    ],
    "own-push-run-2": [
        "same player pushes twice in a row",
        "which rallies have a player pushing on two consecutive shots of their own?",
        "show me back-to-back pushes from one player",
        "a player pushes and pushes again with their next shot",
    ],
    "lee-zii-jia-net-into-net": [
        "Lee Zii Jia net shot into the net",
        "which rallies does Lee Zii Jia lose with a net shot into the net?",
        "show me Lee Zii Jia losing the point on a net shot that hits the tape",
        "Lee Zii Jia loses the rally by netting a net shot",
    ],
    "smash-barrage-first-set": [
        "smash barrage, set 1",
        "which first-set rallies have a smash barrage?",
        "show me sustained smash attacks in the first game",
        "in set one, a player smashes again and again",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
