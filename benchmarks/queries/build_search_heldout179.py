"""Write the 179th held-out search query set, ``search_heldout179.jsonl``, from the corpus.

Written in stop 58, after held-outs 172 to 175 and their fixes, to be run once and never
used to tune: a measure of that code on queries nobody had read. The nine development
intents come in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none
of these wordings is in an earlier split), and five new intents in five wordings each, with
a condition put as a condition: "only if", "as long as", "provided that", "but only when",
"if". The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout179``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout179 [--root DATA] [--check]
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
    consecutive,
    intent,
    last,
    shot_at,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout179.jsonl")
SPLIT = "heldout179"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def winner_3_net_shots_outright(r: Rally) -> bool:
    """The rally's winner plays at least three net-family shots, and the rally ended with a
    winner (the last shot landed in unreturned)."""
    nets = r.winner is not None and shots_by(r, r.winner, NET) >= 3
    return nets and r.ending == "winner"


@intent("sequence", into=INTENTS)
def lift_smash_lift_receiver_wins(r: Rally) -> bool:
    """A lift, a smash and a lift (each of either kind) in a row, and the receiver won."""
    return consecutive(r, LIFT, SMASH, LIFT) and r.winner == r.receiver


@intent("rally", into=INTENTS)
def drop_winner_long_rally(r: Rally) -> bool:
    """The final shot is a drop (either kind) that landed in unreturned, in a rally of at
    least fifteen shots."""
    return last(r).kind in DROP and r.ending == "winner" and len(r.shots) >= 15


@intent("anchor", into=INTENTS)
def return_pushed_receiver_wins_short(r: Rally) -> bool:
    """Shot 2 (the return of serve) is a push, the receiver won, and the rally lasted at
    most six shots."""
    return shot_at(r, 2, {"push"}) and r.winner == r.receiver and len(r.shots) <= 6


@intent("strategic", into=INTENTS)
def loser_clears_3_ends_out(r: Rally) -> bool:
    """The rally's loser plays at least three clears, and the rally ended out."""
    clears = r.loser is not None and shots_by(r, r.loser, {"clear"}) >= 3
    return clears and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush winner, but only if it comes straight after a net shot",
        "net shots rushed for the point, as long as the rush ends the rally",
    ],
    "clear-out": [
        "rallies that end out, provided the last shot is a clear or a lift",
        "a clear or lob at the end, only if it lands out",
    ],
    "drop-winner": [
        "drops, but only when they win the rally outright",
        "the last shot is a drop, provided it's a winner",
    ],
    "crossnet-winner": [
        "cross-court net shots, only if they end the rally as winners",
        "winners at the end, as long as they are crosscourt net shots",
    ],
    "netshot-into-net": [
        "net shots at the end of the rally, but only if they go into the net",
        "rallies ending in the net, provided the last shot is a net shot",
    ],
    "misjudged-leave": [
        "shuttles left by a player, only if they land in and end the rally",
        "a leave at the end, provided the shuttle is in",
    ],
    "passive-drop-punished": [
        "passive drops, but only when the next shot is a winning smash, rush or net shot",
        "a smash, rush or net shot winner, as long as it answers a passive drop",
    ],
    "lift-punished": [
        "smash winners, provided they come right after a lift",
        "lifts, only if the opponent smashes them for a winner",
    ],
    "marin-drop": [
        "drop winners, but only Marin's",
        "rallies ending on a drop winner, provided Carolina Marin hit it",
    ],
    "winner-3-net-shots-outright": [
        "rallies ending with a winner, but only if the winner played at least three net shots",
        "the winner plays three or more net shots, as long as the rally ends on an outright winner",
        "outright winners, provided the player who won hit 3+ net shots",
        "rallies where the winner has three or more net shots, only if the last shot goes "
        "unreturned",
        "points ended by a winner, if the winning player hit at least three net shots",
    ],
    "lift-smash-lift-receiver-wins": [
        "a lift, a smash and a lift in a row, but only when the receiver wins",
        "lift then smash then lift, as long as the receiver takes the point",
        "rallies the receiver wins, provided there's a lift, a smash and another lift back to back",
        "a lift answered by a smash that is lifted again, only if the receiver wins",
        "the receiver wins, if somewhere a lift is smashed and the smash is lifted",
    ],
    "drop-winner-long-rally": [
        "drop winners, but only in rallies of fifteen shots or more",
        "the rally ends on a winning drop, as long as it lasted at least 15 shots",
        "long rallies of 15+ shots, provided they end with an outright drop",
        "a drop that wins the point, only if the rally reached fifteen shots",
        "rallies of at least fifteen shots, if the last shot is a drop winner",
    ],
    "return-pushed-receiver-wins-short": [
        "a pushed return of serve, but only when the receiver wins within six shots",
        "the receiver pushes the serve back and wins, as long as the rally is six shots or fewer",
        "the return of serve is a push, provided the receiver wins a rally of at most 6 shots",
        "rallies of six shots or less won by the receiver, only if the return was a push",
        "the receiver wins in six shots or fewer, if the second shot is a push",
    ],
    "loser-clears-3-ends-out": [
        "rallies ending out, but only if the loser played at least three clears",
        "the loser clears three times or more, as long as the rally ends out",
        "the shuttle goes out at the end, provided the loser hit 3+ clears",
        "three or more clears by the loser, only in rallies that end out",
        "rallies that finish out, if the player who lost cleared at least three times",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
