"""Write the 117th held-out search query set, ``search_heldout117.jsonl``, from the corpus.

Written in stop 54, after held-out 116's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in an analyst's shorthand (arrows, "&", "w/", "pt", "srv", "rcv",
"x4", "GP") and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout117``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout117 [--root DATA] [--check]
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
    game_point,
    intent,
    last,
    outright,
    plays,
    rally_run,
    shot_at,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout117.jsonl")
SPLIT = "heldout117"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def push_lift_smash_smasher_wins(r: Rally) -> bool:
    """Somewhere a push is answered by a lift (either kind) and the pusher smashes (either
    kind) with the next shot, and the smasher won the rally."""
    return any(c.hitter == r.winner for _, _, c in windows(r, {"push"}, LIFT, SMASH))


@intent("anchor", into=INTENTS)
def net_return_third_lift_receiver_wins(r: Rally) -> bool:
    """The return of serve (shot 2) is a net-family shot, shot 3 a lift (either kind), and
    the receiver won the rally."""
    return shot_at(r, 2, NET) and shot_at(r, 3, LIFT) and r.winner == r.receiver


@intent("run", into=INTENTS)
def drives_4_into_net(r: Rally) -> bool:
    """At least four drive-family shots in a row (either player), and the rally ended in the
    net."""
    return rally_run(r, DRIVE, 4) and r.ending == "net"


@intent("score", into=INTENTS)
def server_game_point_smash_winner(r: Rally) -> bool:
    """The server had game point as the rally started and won it with an outright smash
    (either kind)."""
    opened = game_point(r.score_before, r.server) and r.winner == r.server
    return opened and last(r).kind in SMASH and outright(r)


@intent("player", into=INTENTS)
def an_se_young_loses_out(r: Rally) -> bool:
    """An Se Young lost the rally and it ended with the shuttle out."""
    return plays(r, "An Se Young", "loser") and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "net shot → rush, kill",
        "net -> rush winner (last 2 shots)",
    ],
    "clear-out": [
        "last shot: clear/lob, OUT",
        "clear or lob → out (end)",
    ],
    "drop-winner": [
        "drop = winner, unreturned",
        "final shot drop, no return",
    ],
    "crossnet-winner": [
        "x-court net shot winner",
        "cross net winner (last shot)",
    ],
    "netshot-into-net": [
        "net shot → net (error)",
        "last shot: net shot, into the tape",
    ],
    "misjudged-leave": [
        "leave, lands in, pt lost",
        "bad leave (shuttle in)",
    ],
    "passive-drop-punished": [
        "passive drop → smash/rush/net winner",
        "passive drop → killed w/ smash, rush or net shot",
    ],
    "lift-punished": [
        "lob → smash, unreturned",
        "lift -> smash = winner",
    ],
    "marin-drop": [
        "C. Marin: drop, unreturned, wins",
        "Marin wins w/ a drop nobody returns",
    ],
    "push-lift-smash-smasher-wins": [
        "push → lift → smash, smasher wins",
        "push -> lift -> smash & the pusher takes the pt",
        "push, lift, smash (same player pushes & smashes) + wins",
        "a push forces a lift, the pusher smashes it and wins the rally",
        "which rallies go push > lift > smash and are won by the smasher?",
    ],
    "net-return-third-lift-receiver-wins": [
        "rcv: net return, srv lifts shot 3, rcv wins",
        "R net return → S lift on 3rd → R wins",
        "net shot on the return, lift as shot 3, receiver's pt",
        "return of serve = net shot, 3rd shot = lift, receiver wins",
        "which rallies have a net return & a third-shot lift, won by the receiver?",
    ],
    "drives-4-into-net": [
        "4+ drives in a row → ends in the net",
        "drive x4 or more, then into the net",
        "drive exchange (4+ consecutive) finishing in the net",
        "at least 4 straight drives & the rally ends in the net",
        "which rallies have 4 or more drives in a row and end in the net?",
    ],
    "server-game-point-smash-winner": [
        "srv @ game pt, wins w/ a smash winner",
        "server on game point, ends it with an unreturned smash",
        "GP for the server, converted with a smash winner",
        "server's game point won by a smash that isn't returned",
        "which rallies does the server win at game point with a smash winner?",
    ],
    "an-se-young-loses-out": [
        "An Se Young loses the pt, shot out",
        "An Seyoung: lost rally, last shot out",
        "An Se-young loses w/ the shuttle out",
        "points An Se Young loses by hitting out",
        "which rallies does An Se Young lose with a shot out?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
