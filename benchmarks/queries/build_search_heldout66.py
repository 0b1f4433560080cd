"""Write the sixty-sixth held-out search query set, ``search_heldout66.jsonl``, from the corpus.

Written in stop 49, after held-out 65's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and ten new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout66``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout66 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DROP,
    LIFT,
    NET,
    SMASH,
    Intent,
    finished_by,
    four_corners,
    intent,
    known_after_serve,
    net_control,
    shots_by,
    side_of,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout66.jsonl")
SPLIT = "heldout66"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("tactic", into=INTENTS)
def net_control_10(r: Rally) -> bool:
    """Net control (``truth.net_control``) in a rally of at least ten shots."""
    return net_control(r) and len(r.shots) >= 10


@intent("negation", into=INTENTS)
def receiver_no_net_loses_6(r: Rally) -> bool:
    """A rally of at least six shots that the receiver loses without playing a net-family
    shot; only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 6 or not known_after_serve(r):
        return False
    return shots_by(r, r.receiver, NET) == 0 and r.winner == r.server


@intent("tactic", into=INTENTS)
def four_corners_within_12(r: Rally) -> bool:
    """Four corners (``truth.four_corners``) in a rally of at most twelve shots."""
    return four_corners(r) and len(r.shots) <= 12


@intent("player", into=INTENTS)
def ginting_net_loses(r: Rally) -> bool:
    """Anthony Sinisuka GINTING plays the final shot, a net-family shot, and loses the
    rally."""
    me, last = side_of(r, "Anthony Sinisuka GINTING"), r.shots[-1]
    return me is not None and last.hitter == me and last.kind in NET and r.loser == me


@intent("player", into=INTENTS)
def intanon_drop_winner(r: Rally) -> bool:
    """Ratchanok INTANON plays the final shot, a drop (either kind) that lands in unreturned
    (a winner)."""
    last = r.shots[-1]
    return finished_by(r, "Ratchanok INTANON") and last.kind in DROP and r.ending == "winner"


@intent("player", into=INTENTS)
def christie_three_smashes(r: Rally) -> bool:
    """Jonatan CHRISTIE plays at least three smashes (either kind)."""
    me = side_of(r, "Jonatan CHRISTIE")
    return me is not None and shots_by(r, me, SMASH) >= 3


@intent("player", into=INTENTS)
def he_bingjiao_lift_out(r: Rally) -> bool:
    """HE Bingjiao plays the final shot, a lift (either kind), and the rally ended with the
    shuttle out."""
    last = r.shots[-1]
    return finished_by(r, "HE Bingjiao") and last.kind in LIFT and r.ending == "out"


@intent("strategic", into=INTENTS)
def only_smash_wins(r: Rally) -> bool:
    """The rally holds exactly one smash (either kind), the final shot, which lands in
    unreturned (a winner)."""
    one = sum(s.kind in SMASH for s in r.shots) == 1
    return one and r.shots[-1].kind in SMASH and r.ending == "winner"


@intent("player", into=INTENTS)
def ng_ka_long_wins_receiving(r: Rally) -> bool:
    """NG Ka Long Angus receives serve and wins the rally."""
    me = side_of(r, "NG Ka Long Angus")
    return me is not None and r.receiver == me and r.winner == me


@intent("anchor", into=INTENTS)
def five_shots_smash_winner(r: Rally) -> bool:
    """A rally of exactly five shots whose fifth shot is a smash (either kind) that lands in
    unreturned (a winner)."""
    return len(r.shots) == 5 and r.shots[4].kind in SMASH and r.ending == "winner"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush straight after a net shot wins the rally",
        "points finished with a rush after a net shot",
    ],
    "clear-out": [
        "a clear that lands out behind the back line",
        "lifts and clears hit out at the end of the rally",
    ],
    "drop-winner": [
        "a drop too good for the opponent to return",
        "the rally ends with a drop shot winner",
    ],
    "crossnet-winner": [
        "a cross-court net shot wins the point outright",
        "an unreturnable crosscourt net shot",
    ],
    "netshot-into-net": [
        "the rally ends when a net shot fails to cross the net",
        "net shots into the tape that end the rally",
    ],
    "misjudged-leave": [
        "the opponent leaves the shuttle, but it's in",
        "a player leaves it and the shuttle lands inside the court",
    ],
    "passive-drop-punished": [
        "a passive drop punished with an immediate kill",
        "soft drops killed for the point",
    ],
    "lift-punished": [
        "lifts that are smashed away for winners",
        "a lift, punished by a smash winner",
    ],
    "marin-drop": [
        "Marin drops that the opponent never returns",
        "Carolina Marin winning the rally with a drop",
    ],
    "net-control-10": [
        "net control, 10+ shots",
        "rallies of at least ten shots with net control",
        "a player controls the net in a rally of ten or more shots",
        "which rallies of 10+ shots show net control?",
    ],
    "receiver-no-net-loses-6": [
        "receiver loses without a net shot, 6+ shots",
        "rallies of six or more shots lost by a receiver who plays no net shots",
        "the receiver never plays a net shot and loses a rally of at least six shots",
        "which rallies of 6+ shots does the receiver lose without playing at the net?",
    ],
    "four-corners-within-12": [
        "four corners in 12 shots or fewer",
        "rallies of at most twelve shots where a player is moved to all four corners",
        "one player runs the other to every corner in a rally of no more than 12 shots",
        "which rallies of 12 shots or less use all four corners?",
    ],
    "ginting-net-loses": [
        "Ginting loses on a net shot",
        "points Anthony Ginting loses with his own net shot as the last shot",
        "Ginting plays a net shot to end the rally and loses it",
        "which rallies does Ginting lose with a final net shot?",
    ],
    "intanon-drop-winner": [
        "Intanon drop winners",
        "points Ratchanok Intanon wins with an unreturned drop",
        "Intanon finishes the rally with a drop that nobody reaches",
        "which rallies does Ratchanok Intanon end with a winning drop?",
    ],
    "christie-three-smashes": [
        "Christie smashes 3+ times",
        "rallies where Jonatan Christie plays at least three smashes",
        "Christie smashes three times or more in the rally",
        "which rallies have Jonatan Christie hitting three or more smashes?",
    ],
    "he-bingjiao-lift-out": [
        "He Bingjiao lifts out",
        "rallies ending with He Bingjiao lifting the shuttle out",
        "He Bingjiao ends the point with a lift that goes out",
        "which rallies does He Bingjiao finish by lifting out?",
    ],
    "only-smash-wins": [
        "the only smash wins",
        "rallies whose single smash is an outright winner",
        "the one smash of the rally ends it as a winner",
        "which rallies are won by a smash winner that is the only smash played?",
    ],
    "ng-ka-long-wins-receiving": [
        "Ng Ka Long wins when receiving",
        "rallies won by Ng Ka Long Angus on the opponent's serve",
        "Ng Ka Long receives serve and takes the point",
        "which rallies does Angus Ng win as the receiver?",
    ],
    "five-shots-smash-winner": [
        "five shots, smash winner",
        "five-shot rallies ended by a smash winner",
        "the rally lasts five shots and the fifth is a winning smash",
        "which rallies of exactly five shots end with an unreturned smash?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
