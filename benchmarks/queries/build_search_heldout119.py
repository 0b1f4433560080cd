"""Write the 119th held-out search query set, ``search_heldout119.jsonl``, from the corpus.

Written in stop 54, after held-out 118's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, as long queries stacking three or four conditions in varied order
(a player, a place, a length, an outcome, a score), a label and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout119``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout119 [--root DATA] [--check]
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
    depth,
    deuce,
    intent,
    known_after_serve,
    last,
    shot_at,
    shots_by,
    side_of,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout119.jsonl")
SPLIT = "heldout119"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("player", into=INTENTS)
def axelsen_rear_smash_wins_8(r: Rally) -> bool:
    """Viktor Axelsen won a rally of at least eight shots whose final shot is his smash
    (either kind) hit from the rear court."""
    me, shot = side_of(r, "Viktor AXELSEN"), last(r)
    won = me is not None and r.winner == me and shot.hitter == me and len(r.shots) >= 8
    return won and shot.kind in SMASH and depth(shot.hit_zone) == "rear"


@intent("anchor", into=INTENTS)
def long_serve_smash_return_server_wins(r: Rally) -> bool:
    """The serve is a long service, the return of serve a smash (either kind), and the
    server won the rally."""
    opened = shot_at(r, 1, {"long service"}) and shot_at(r, 2, SMASH)
    return opened and r.winner == r.server


@intent("strategic", into=INTENTS)
def winner_no_lift_loser_smash_12(r: Rally) -> bool:
    """A rally of at least twelve shots whose winner plays no lift (either kind) and whose
    loser smashes (either kind) at least once (every type after the serve known)."""
    if r.winner is None or len(r.shots) < 12 or not known_after_serve(r):
        return False
    return shots_by(r, r.winner, LIFT) == 0 and shots_by(r, r.loser, SMASH) >= 1


@intent("sequence", into=INTENTS)
def rear_drop_net_lift(r: Rally) -> bool:
    """Somewhere a drop (either kind) hit from the rear court is answered by a net-family
    shot, which is answered by a lift (either kind)."""
    return any(depth(a.hit_zone) == "rear" for a, _, _ in windows(r, DROP, NET, LIFT))


@intent("score", into=INTENTS)
def deuce_net_into_net(r: Rally) -> bool:
    """The score is level at 20-20 or beyond as the rally starts (deuce), and the final
    shot is a net-family shot that ended the rally in the net."""
    return deuce(r) and last(r).kind in NET and r.ending == "net"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the last two shots: a net shot and then a rush by the player who wins the rally",
        "a rush that kills a net shot and ends the rally as a winner",
    ],
    "clear-out": [
        "the rally ends with a clear or a lift that the player hits out over the lines",
        "a final clear or lob, hit too long or wide, which ends the rally",
    ],
    "drop-winner": [
        "the last shot is a drop or a passive drop that lands and is not returned",
        "a drop, as the rally's last shot, that wins it outright",
    ],
    "crossnet-winner": [
        "the final shot, a cross-court net shot, lands in and the opponent cannot return it",
        "a crosscourt net shot as the last shot that wins the rally outright",
    ],
    "netshot-into-net": [
        "the rally ends with a net shot, a net return or a cross-court net shot that goes "
        "into the net",
        "the last shot is a net-family shot that fails to get over",
    ],
    "misjudged-leave": [
        "the rally ends because a player leaves the shuttle, judging it out, and it lands in",
        "a leave at the end of the rally that turns out to be a misjudgement",
    ],
    "passive-drop-punished": [
        "the next-to-last shot is a passive drop and the last one a smash, rush or net shot "
        "that wins",
        "a passive drop followed by the rally's final shot, a smash, rush or net shot that "
        "wins outright",
    ],
    "lift-punished": [
        "the second-to-last shot is a lift and the final shot a smash that is not returned",
        "a lift followed by the last shot of the rally, an unreturned smash",
    ],
    "marin-drop": [
        "Carolina Marin wins the rally and her last shot is a drop that lands in unreturned",
        "the rally ends with Marin's drop, unreturned, and she wins",
    ],
    "axelsen-rear-smash-wins-8": [
        "Axelsen winning a rally of at least eight shots with a smash from the back court",
        "rallies of 8 or more shots that Viktor Axelsen ends with a rear-court smash and wins",
        "in rallies lasting eight shots or longer, Axelsen's final shot is a smash from deep "
        "and he wins",
        "8+ shots, Axelsen wins, last shot his smash from the rear",
        "which rallies of eight or more shots does Axelsen win with a smash hit from the back "
        "of the court?",
    ],
    "long-serve-smash-return-server-wins": [
        "the receiver smashes the long serve straight back but the server still wins the rally",
        "a long serve, a smashed return, and the point goes to the server",
        "rallies won by the server in which the return of a long serve is a smash",
        "long serve, receiver smashes the return, server wins",
        "which rallies does the server win after the receiver smashes the return of a long serve?",
    ],
    "winner-no-lift-loser-smash-12": [
        "rallies of twelve shots or more in which the winner never lifts and the loser smashes "
        "at least once",
        "at least 12 shots, no lifts from the winner, one or more smashes from the loser",
        "the loser smashes at least once, the winner does not lift at all, and the rally lasts "
        "12+ shots",
        "12+ shots, winner 0 lifts, loser 1+ smashes",
        "which rallies of at least twelve shots does the winner take without lifting while the "
        "loser smashes?",
    ],
    "rear-drop-net-lift": [
        "a drop from the back court is answered with a net shot, and then a lift follows",
        "drop from the rear court, net reply, lift",
        "a rear-court drop, met by a net shot, which is lifted",
        "someone drops from deep, the opponent plays a net shot, and the dropper lifts",
        "which rallies have a drop from the back court followed straight away by a net shot and "
        "a lift?",
    ],
    "deuce-net-into-net": [
        "at deuce, the rally ends with a net shot that goes into the net",
        "a net shot into the net to end a deuce rally",
        "rallies played at deuce where the last shot, a net shot, hits the tape and falls back",
        "deuce, last shot net shot into the net",
        "which deuce rallies end with a net shot in the net?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
