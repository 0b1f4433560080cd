"""Write the 116th held-out search query set, ``search_heldout116.jsonl``, from the corpus.

Written in stop 54, after held-out 115's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, said with negatives ("nobody", "neither player", "not a single",
"never", "does not"), a label and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout116``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout116 [--root DATA] [--check]
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
    intent,
    known_after_serve,
    none_of,
    shots_by,
    side_of,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout116.jsonl")
SPLIT = "heldout116"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("negation", into=INTENTS)
def no_net_no_drop_8(r: Rally) -> bool:
    """A rally of at least eight shots with no net-family shot and no drop (either kind),
    every type after the serve known."""
    return none_of(r, NET | DROP, 8)


@intent("anchor", into=INTENTS)
def short_serve_no_smash_server_wins(r: Rally) -> bool:
    """The serve is a short service, no smash (either kind) is played, and the server won
    the rally (every type after the serve known)."""
    return r.shots[0].kind == "short service" and none_of(r, SMASH, 1) and r.winner == r.server


@intent("strategic", into=INTENTS)
def receiver_no_lift_server_wins_6(r: Rally) -> bool:
    """A rally of at least six shots, won by the server, in which the receiver plays no lift
    (either kind; every type after the serve known)."""
    long_enough = len(r.shots) >= 6 and known_after_serve(r)
    return long_enough and r.winner == r.server and shots_by(r, r.receiver, LIFT) == 0


@intent("player", into=INTENTS)
def axelsen_wins_no_net(r: Rally) -> bool:
    """Viktor Axelsen wins the rally and plays no net-family shot in it (every type after
    the serve known)."""
    me = side_of(r, "Viktor AXELSEN")
    won = me is not None and r.winner == me and known_after_serve(r)
    return won and shots_by(r, me, NET) == 0


@intent("sequence", into=INTENTS)
def smash_driven_smasher_loses(r: Rally) -> bool:
    """Somewhere a smash (either kind) is answered at once by a drive-family shot, and the
    smasher lost the rally."""
    pairs = zip(r.shots, r.shots[1:], strict=False)
    return any(a.kind in SMASH and b.kind in DRIVE and a.hitter == r.loser for a, b in pairs)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot that the opponent rushes, and nobody returns the rush",
        "a rush off a net shot that is never returned",
    ],
    "clear-out": [
        "a clear or a lob at the end that does not stay in",
        "the last shot is a lift or a clear that does not land inside the court",
    ],
    "drop-winner": [
        "a final drop that nobody gets back",
        "drops at the end that are never returned",
    ],
    "crossnet-winner": [
        "a cross-court net shot at the end that the opponent does not return",
        "no reply to a crosscourt net shot that ends the rally",
    ],
    "netshot-into-net": [
        "a final net shot that never crosses the net",
        "the last net shot does not make it over the net",
    ],
    "misjudged-leave": [
        "the player does not play the shuttle and it lands in",
        "points lost by not hitting a shuttle that was in",
    ],
    "passive-drop-punished": [
        "a passive drop that the opponent punishes with a smash, rush or net shot that is not "
        "returned",
        "the reply to a passive drop, a smash, a rush or a net shot, goes unanswered",
    ],
    "lift-punished": [
        "a lift that is smashed, and the smash is never returned",
        "no answer to the smash that follows a lift at the end",
    ],
    "marin-drop": [
        "Marin's final drop that nobody returns",
        "Carolina Marin drops at the end and it is not returned",
    ],
    "no-net-no-drop-8": [
        "a rally of eight or more shots in which nobody plays a net shot or a drop",
        "neither player drops or plays a net shot, and the rally lasts at least eight shots",
        "not a single net shot or drop in eight shots or more",
        "8+ shots, no net shots, no drops",
        "which rallies of at least eight shots have no net shot and no drop at all?",
    ],
    "short-serve-no-smash-server-wins": [
        "the server serves short, nobody smashes, and the server wins",
        "a short serve, not a single smash in the rally, and the point goes to the server",
        "rallies won by the server after a short serve without any smash from either player",
        "short serve, no smashes, server wins",
        "which short-serve rallies does the server win with neither player smashing?",
    ],
    "receiver-no-lift-server-wins-6": [
        "the receiver never lifts, yet the server wins a rally of six or more shots",
        "in a rally of at least six shots the receiver does not lift once and loses",
        "no lifts at all from the receiver, six shots or more, won by the server",
        "receiver 0 lifts, 6+ shots, server wins",
        "which rallies of six or more shots does the server win without the receiver ever lifting?",
    ],
    "axelsen-wins-no-net": [
        "Axelsen wins without playing a single net shot",
        "Viktor Axelsen never plays a net shot and still wins the rally",
        "rallies won by Axelsen in which he plays no net shots at all",
        "Axelsen: win, zero net shots",
        "which rallies does Axelsen win without ever going for a net shot?",
    ],
    "smash-driven-smasher-loses": [
        "a smash is not put away: the opponent drives it back and the smasher loses",
        "a smash answered by a drive, and the player who smashed does not win",
        "the smasher fails to win after the opponent drives the smash back",
        "smash, drive reply, smasher loses",
        "which rallies does a player lose after a smash of theirs is driven back?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
