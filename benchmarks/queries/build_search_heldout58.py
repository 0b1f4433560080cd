"""Write the fifty-eighth held-out search query set, ``search_heldout58.jsonl``, from the corpus.

Written in stop 48, after held-out 57's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and seven new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout58``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout58 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import INTENTS as ALL_INTENTS
from benchmarks.queries.truth import (
    LIFT,
    NET,
    SMASH,
    Intent,
    consecutive,
    intent,
    side_of,
    won_by_last_hitter,
)

OUT = Path(__file__).with_name("search_heldout58.jsonl")
SPLIT = "heldout58"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def smash_block_lift(r: Rally) -> bool:
    """A smash (either kind), a return net (a block) and a lift (either kind), on
    consecutive shots."""
    return consecutive(r, SMASH, {"return net"}, LIFT)


@intent("anchor", into=INTENTS)
def winner_lifts_penultimate(r: Rally) -> bool:
    """The second-to-last shot is a lift (either kind) by the rally's winner."""
    s = r.shots
    return len(s) >= 2 and s[-2].kind in LIFT and s[-2].hitter == r.winner


@intent("anchor", into=INTENTS)
def net_return_receiver_wins_short(r: Rally) -> bool:
    """A rally of two to five shots whose return of serve is a net-family shot, won by the
    receiver."""
    s = r.shots
    return 2 <= len(s) <= 5 and s[1].kind in NET and r.winner == r.receiver


@intent("player", into=INTENTS)
def sindhu_serves_wins_long(r: Rally) -> bool:
    """PUSARLA V. Sindhu serves and wins a rally of at least ten shots."""
    me = side_of(r, "PUSARLA V. Sindhu")
    return me is not None and r.server == me and r.winner == me and len(r.shots) >= 10


@intent("player", into=INTENTS)
def lee_zii_jia_rush_finish(r: Rally) -> bool:
    """LEE Zii Jia plays the final shot, a rush, and wins the rally."""
    me = side_of(r, "LEE Zii Jia")
    last = r.shots[-1]
    return me is not None and last.kind == "rush" and last.hitter == me and won_by_last_hitter(r)


@intent("player", into=INTENTS)
def intanon_net_shot_into_net(r: Rally) -> bool:
    """Ratchanok INTANON plays the final shot, a net-family shot, and the rally ends in the
    net."""
    me = side_of(r, "Ratchanok INTANON")
    last = r.shots[-1]
    return me is not None and last.kind in NET and last.hitter == me and r.ending == "net"


@intent("player", into=INTENTS)
def christie_three_backhands_wins(r: Rally) -> bool:
    """Jonatan CHRISTIE plays at least three backhand shots and wins the rally."""
    me = side_of(r, "Jonatan CHRISTIE")
    if me is None:
        return False
    return sum(s.backhand and s.hitter == me for s in r.shots) >= 3 and r.winner == me


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "rallies where a rush right after a net shot wins it",
        "the opponent rushes a net shot and takes the point",
    ],
    "clear-out": [
        "clears and lifts hit long to end the rally",
        "the rally's last shot is a lob that lands outside",
    ],
    "drop-winner": [
        "unreturned drops winning the point",
        "a drop finishes the rally as a clean winner",
    ],
    "crossnet-winner": [
        "a cross-court net shot that nobody returns",
        "rallies won outright by a cross net shot",
    ],
    "netshot-into-net": [
        "net shots netted to end the point",
        "the final shot, a net shot, catches the net",
    ],
    "misjudged-leave": [
        "a shuttle judged out that drops in",
        "a leave that lands in and loses the rally",
    ],
    "passive-drop-punished": [
        "a passive drop gets killed",
        "the opponent punishes a soft drop with a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "lift, then a winning smash",
        "a player's lift is smashed for the point",
    ],
    "marin-drop": [
        "drop winners by Marin",
        "Carolina Marin's drop shot goes unreturned and wins the point",
    ],
    "smash-block-lift": [
        "smash, block, lift",
        "a smash blocked at the net and then lifted",
        "a player smashes, the opponent blocks it, and the smasher lifts",
        "which rallies have a smash, then a block, then a lift?",
    ],
    "winner-lifts-penultimate": [
        "winner lifts second to last",
        "rallies where the winner plays a lift as the second-to-last shot",
        "the player who wins lifts with the shot before the last one",
        "which rallies have a lift by the winner as the penultimate shot?",
    ],
    "net-return-receiver-wins-short": [
        "net return, receiver wins within five shots",
        "rallies of at most five shots where the receiver returns serve with a net shot and wins",
        "the receiver plays a net shot off the serve and wins the point in five shots or fewer",
        "which rallies of 5 shots or less does the receiver win after a net-shot return?",
    ],
    "sindhu-serves-wins-long": [
        "Sindhu serves and wins, 10+ shots",
        "rallies of ten shots or more won by Sindhu on her serve",
        "PV Sindhu serves and takes a rally that lasts at least ten shots",
        "which rallies of 10 or more shots does Sindhu win on her own serve?",
    ],
    "lee-zii-jia-rush-finish": [
        "Lee Zii Jia rush winners",
        "points Lee Zii Jia wins with a rush as the final shot",
        "Lee Zii Jia finishes the rally with a rush and takes the point",
        "which rallies does Lee Zii Jia end with a winning rush?",
    ],
    "intanon-net-shot-into-net": [
        "Intanon net shots into the net",
        "rallies ending when Ratchanok Intanon's net shot hits the net",
        "Intanon plays a net shot that fails to cross and loses the point",
        "which rallies does Intanon lose by netting a net shot?",
    ],
    "christie-three-backhands-wins": [
        "Christie wins with 3+ backhands",
        "rallies won by Jonatan Christie in which he plays at least three backhands",
        "Christie hits three or more backhand shots and takes the point",
        "which rallies does Christie win after playing at least 3 backhand shots?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
