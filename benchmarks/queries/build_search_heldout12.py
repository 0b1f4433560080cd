"""Write the twelfth held-out search query set, ``search_heldout12.jsonl``, from the raw corpus.

Written in stop 33, before any planner change of that stop and before this set was run, to
be run once and never used to tune: twenty intents none of the earlier splits holds, each
asked in three wordings written by hand (three, not two, so that intent consistency is
measured over more than one pair). The relevant rallies come from the predicates below,
plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``). Every
line's split is ``heldout12``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout12 [--root DATA] [--check]
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
    depth,
    intent,
    known_after_serve,
    last,
    lift_punished,
    outright,
    plays,
    receiver,
    shots_by,
    triples,
)

OUT = Path(__file__).with_name("search_heldout12.jsonl")
SPLIT = "heldout12"
INTENTS: list[Intent] = []  # filled by @intent(..., into=INTENTS) below, in order


@intent("anchor", into=INTENTS)
def third_shot_clear(r: Rally) -> bool:
    """Shot 3 (the server's second shot) is a clear."""
    return len(r.shots) >= 3 and r.shots[2].kind == "clear"


@intent("anchor", into=INTENTS)
def penultimate_net_then_net(r: Rally) -> bool:
    """The second-to-last shot is a net shot (net shot, return net or cross-court net
    shot), and the rally ends in the net (the last shot caught the tape)."""
    return len(r.shots) >= 2 and r.shots[-2].kind in NET and r.ending == "net"


@intent("anchor", into=INTENTS)
def return_net_server_wins(r: Rally) -> bool:
    """Shot 2 (the return of serve) is a net shot (any of the three kinds), and the server
    wins the rally."""
    return len(r.shots) >= 2 and r.shots[1].kind in NET and r.winner == r.server


@intent("zone", into=INTENTS)
def drop_to_front_right(r: Rally) -> bool:
    """A drop (either kind) that lands in the front-right zone."""
    return any(s.kind in DROP and s.land_zone == "front-right" for s in r.shots)


@intent("zone", into=INTENTS)
def final_clear_from_rear_left(r: Rally) -> bool:
    """The final shot is a clear hit from the rear-left zone."""
    return last(r).kind == "clear" and last(r).hit_zone == "rear-left"


@intent("zone", into=INTENTS)
def lift_lands_mid(r: Rally) -> bool:
    """A lift (lob or defensive return lob) that lands in the mid court (any side)."""
    return any(s.kind in LIFT and depth(s.land_zone) == "mid" for s in r.shots)


@intent("strategic", into=INTENTS)
def server_net_three_wins(r: Rally) -> bool:
    """The server plays at least three net shots (any of the three kinds) and wins."""
    return shots_by(r, r.server, NET) >= 3 and r.winner == r.server


@intent("strategic", into=INTENTS)
def both_lift_twice(r: Rally) -> bool:
    """Each player plays at least two lifts (lob or defensive return lob)."""
    return all(shots_by(r, side, LIFT) >= 2 for side in "AB")


@intent("strategic", into=INTENTS)
def receiver_never_clears_loses_8(r: Rally) -> bool:
    """A rally of at least eight shots in which the receiver plays no clear and loses;
    only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 8 or not known_after_serve(r) or r.winner != r.server:
        return False
    return shots_by(r, receiver(r), {"clear"}) == 0


@intent("sequence", into=INTENTS)
def push_then_drive(r: Rally) -> bool:
    """A push immediately answered by a drive (any drive)."""
    s = r.shots
    return any(a.kind == "push" and b.kind in DRIVE for a, b in zip(s, s[1:], strict=False))


@intent("sequence", into=INTENTS)
def smash_then_drop_winner(r: Rally) -> bool:
    """A smash (either kind) anywhere before the final shot, and the rally ends with an
    outright drop winner (either kind)."""
    s = r.shots
    return last(r).kind in DROP and outright(r) and any(x.kind in SMASH for x in s[:-1])


@intent("run", into=INTENTS)
def net_run_3_then_lift(r: Rally) -> bool:
    """Three net shots (any of the three kinds) in a row, immediately followed by a lift
    (lob or defensive return lob)."""
    s = r.shots
    return any(
        a.kind in NET and b.kind in NET and c.kind in NET and d.kind in LIFT
        for (a, b, c), d in zip(triples(r), s[3:], strict=False)
    )


@intent("negation", into=INTENTS)
def no_drive_no_clear_10(r: Rally) -> bool:
    """A rally of at least ten shots with no drive (any drive) and no clear; only rallies
    whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r):
        return False
    return not any(s.kind in DRIVE or s.kind == "clear" for s in r.shots)


@intent("negation", into=INTENTS)
def loser_no_net_8(r: Rally) -> bool:
    """A rally of at least eight shots in which the loser plays no net shot (any of the
    three kinds); only rallies whose shots after the serve all have a known type count."""
    if r.loser is None or len(r.shots) < 8 or not known_after_serve(r):
        return False
    return shots_by(r, r.loser, NET) == 0


@intent("score", into=INTENTS)
def second_set_deuce(r: Rally) -> bool:
    """A rally of set 2 whose score as it starts is level at 20-20 or beyond."""
    a, b = r.score_before
    return r.set_no == 2 and a == b and a >= 20


@intent("score", into=INTENTS)
def level_score_server_wins(r: Rally) -> bool:
    """The score is level as the rally starts (0-0 included), and the server wins."""
    a, b = r.score_before
    return a == b and r.winner == r.server


@intent("player", into=INTENTS)
def sindhu_smash_winner(r: Rally) -> bool:
    """Pusarla V. Sindhu won the rally with an outright smash (either kind) of her own."""
    return plays(r, "PUSARLA V. Sindhu", "winner") and last(r).kind in SMASH and outright(r)


@intent("player", into=INTENTS)
def an_wins_long(r: Rally) -> bool:
    """An Se Young wins a rally of at least fifteen shots."""
    return plays(r, "AN Se Young", "winner") and len(r.shots) >= 15


@intent("rally", into=INTENTS)
def server_wins_5_to_7(r: Rally) -> bool:
    """A rally of five to seven shots won by the server."""
    return 5 <= len(r.shots) <= 7 and r.winner == r.server


@intent("tactic", into=INTENTS)
def lift_punished_third_set(r: Rally) -> bool:
    """A rally of set 3 with the lift-punished tag's definition (the second-to-last shot a
    lift by one player, the final shot a smash by the other, who wins)."""
    return r.set_no == 3 and lift_punished(r)


WORDINGS: dict[str, list[str]] = {
    "third-shot-clear": [
        "the third shot of the rally is a clear",
        "the server clears with their second shot",
        "a clear played as shot number three",
    ],
    "penultimate-net-then-net": [
        "the second to last shot is a net shot and the rally ends in the net",
        "a net shot that the opponent then hits into the net",
        "the rally finishes with a shot into the tape right after a net shot",
    ],
    "return-net-server-wins": [
        "the receiver returns the serve with a net shot and the server wins",
        "the server wins after a net shot return of serve",
        (
            "rallies where the return of serve is played at the net and the serving"
            " player takes the point"
        ),
    ],
    "drop-to-front-right": [
        "a drop shot landing in the front right",
        "drops to the right side of the forecourt",
        "a drop that falls short on the right",
    ],
    "final-clear-from-rear-left": [
        "the rally ends with a clear from the back left",
        "the last shot is a clear played from the rear left corner",
        "a clear hit from deep on the left finishes the rally",
    ],
    "lift-lands-mid": [
        "a lift that lands in mid court",
        "a lob that only reaches the middle of the court",
        "lifting to the midcourt",
    ],
    "server-net-three-wins": [
        "the server plays three or more net shots and wins the rally",
        "a rally won by the server with at least 3 net shots of their own",
        "the serving player wins after hitting at least three net shots",
    ],
    "both-lift-twice": [
        "both players lift at least twice",
        "each player plays two or more lobs",
        "a rally in which both sides lift the shuttle at least two times",
    ],
    "receiver-never-clears-loses-8": [
        "the receiver never clears and loses a rally of eight or more shots",
        "in a rally of at least 8 shots the receiving player plays no clear and loses",
        "losing as the receiver without a single clear in a rally of 8+ shots",
    ],
    "push-then-drive": [
        "a push answered by a drive",
        "driving back the opponent's push",
        "a push followed straight away by a drive",
    ],
    "smash-then-drop-winner": [
        "a smash earlier in the rally and then a drop winner",
        "the rally ends with a drop winner after at least one smash",
        "a drop that wins outright at some point after a smash",
    ],
    "net-run-3-then-lift": [
        "three net shots in a row followed by a lift",
        "lifting after three consecutive net shots",
        "a lob straight after a run of three net shots",
    ],
    "no-drive-no-clear-10": [
        "a rally of ten or more shots with no drives and no clears",
        "long rallies of at least 10 shots without a single drive or clear",
        "no clears and no drives in a rally of 10+ shots",
    ],
    "loser-no-net-8": [
        "the losing player never plays a net shot in a rally of at least eight shots",
        "a rally of 8+ shots where the loser hits no net shots",
        "in a rally of eight shots or more the player who loses plays no net shot",
    ],
    "second-set-deuce": [
        "deuce in the second set",
        "a rally at 20-all or later in set two",
        "second game deuce points",
    ],
    "level-score-server-wins": [
        "the server wins a rally with the scores level",
        "the score is tied and the serving side wins the point",
        "rallies won by the server when the score is even",
    ],
    "sindhu-smash-winner": [
        "Sindhu wins the rally with a smash",
        "a smash winner by Pusarla Sindhu",
        "PV Sindhu finishes the point with a smash",
    ],
    "an-wins-long": [
        "An Se Young wins a rally of 15 or more shots",
        "long rallies of at least fifteen shots won by An Se Young",
        "An Seyoung winning a 15+ shot rally",
    ],
    "server-wins-5-to-7": [
        "the server wins a rally of five to seven shots",
        "rallies between 5 and 7 shots long won by the serving player",
        "a 5-7 shot rally that the server wins",
    ],
    "lift-punished-third-set": [
        "a lift punished with a smash winner in the third set",
        "in the deciding game, a lob that gets smashed away for the point",
        "third set rallies ending with a smash winner off the opponent's lift",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
