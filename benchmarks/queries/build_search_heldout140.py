"""Write the 140th held-out search query set, ``search_heldout140.jsonl``, from the corpus.

Written in stop 56, after stop 55's last change, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, said by exception ("except", "other than", "apart from", "but",
"besides", "aside from", "nobody but", "no ... save"), a label and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout140``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout140 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import (
    DROP,
    LIFT,
    SMASH,
    Intent,
    intent,
    known_after_serve,
    last,
    outright,
    shot_at,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout140.jsonl")
SPLIT = "heldout140"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


def _count(r: Rally, kinds: set[str]) -> int:
    """How many shots of ``kinds`` the rally holds, both players'."""
    return sum(1 for s in r.shots if s.kind in kinds)


@intent("negation", into=INTENTS)
def lone_lift_punished(r: Rally) -> bool:
    """The rally's only lift (either kind) is its second-last shot, and the last is a smash
    (either kind), an outright winner."""
    lifted = len(r.shots) >= 2 and r.shots[-2].kind in LIFT
    return _count(r, LIFT) == 1 and lifted and last(r).kind in SMASH and outright(r)


@intent("strategic", into=INTENTS)
def only_receiver_smashes_wins(r: Rally) -> bool:
    """The receiver plays at least one smash (either kind), the server none, and the receiver
    won."""
    smashes = shots_by(r, other(r.server), SMASH) >= 1 and shots_by(r, r.server, SMASH) == 0
    return smashes and r.winner == other(r.server)


@intent("negation", into=INTENTS)
def lone_drop_is_the_winner(r: Rally) -> bool:
    """The rally's only drop (either kind) is its final shot, an outright winner."""
    return _count(r, DROP) == 1 and last(r).kind in DROP and outright(r)


@intent("anchor", into=INTENTS)
def lift_return_only_lift(r: Rally) -> bool:
    """The return of serve is a lift (either kind) and the rally holds no other lift (every
    type after the serve known)."""
    return known_after_serve(r) and shot_at(r, 2, LIFT) and _count(r, LIFT) == 1


@intent("strategic", into=INTENTS)
def receiver_wins_only_server_lifts(r: Rally) -> bool:
    """The receiver won, the server lifts (either kind) at least once and the receiver never
    does (every type after the serve known)."""
    lifts = shots_by(r, r.server, LIFT) >= 1 and shots_by(r, other(r.server), LIFT) == 0
    return known_after_serve(r) and lifts and r.winner == other(r.server)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush off a net shot, with no return other than into thin air",
        "a net shot rushed for a winner, nothing else after it",
    ],
    "clear-out": [
        "a clear or a lob ending the rally out, rather than anywhere else",
        "the final shot, a lift or a clear and nothing else, lands out",
    ],
    "drop-winner": [
        "a drop ends the rally, and nobody but its hitter touches it",
        "a drop winner, with no return besides a miss",
    ],
    "crossnet-winner": [
        "a cross-court net shot that nobody except its hitter plays, winning the rally",
        "the rally ends on a crosscourt net shot and the opponent can't do anything but watch",
    ],
    "netshot-into-net": [
        "a net shot into the net, nothing else, to end it",
        "the rally ends on a net shot that goes nowhere but into the tape",
    ],
    "misjudged-leave": [
        "the shuttle is left and lands in, no shot played but the leave",
        "a player leaves the last shuttle, which lands in, and does nothing else",
    ],
    "passive-drop-punished": [
        "a passive drop answered by a winning smash, rush or net shot, with no shot in between",
        "nothing but one smash, rush or net shot after a passive drop, and it wins",
    ],
    "lift-punished": [
        "a lift smashed for a winner, with no reply besides",
        "the last lift is smashed and nobody but the smasher plays again",
    ],
    "marin-drop": [
        "drop winners by Marin and nobody else",
        "drops that win the point, played by no one but Carolina Marin",
    ],
    "lone-lift-punished": [
        "no lift except the last one, smashed for a winner",
        "rallies with no lifts apart from a final lift that is smashed for a winner",
        "nobody lifts until the end, when the one lift is smashed and not returned",
        "a lift punished by a winning smash, with no other lift in the rally",
        "which rallies have no lift other than one that gets smashed for a winner at the end?",
    ],
    "only-receiver-smashes-wins": [
        "smashes by nobody except the receiver, receiver wins",
        "rallies won by the receiver where no one but the receiver smashes",
        "the receiver smashes and wins, and the server plays anything but a smash",
        "points the receiver wins with smashes from the receiver and none other",
        "which rallies does the receiver win with smashes by the receiver alone, none by the "
        "server?",
    ],
    "lone-drop-is-the-winner": [
        "no drop except the winning one",
        "rallies with no drops apart from the final drop winner",
        "nobody drops until the end, when one drop wins the rally",
        "a drop winner, with no other drop in the rally",
        "which rallies have no drop other than the last one, a winner?",
    ],
    "lift-return-only-lift": [
        "no lift besides the return of serve",
        "rallies where the only lift is the return of serve",
        "the receiver lifts the serve and nobody lifts again",
        "a lifted return of serve and no lifts other than that",
        "which rallies have no lift except a lifted return of serve?",
    ],
    "receiver-wins-only-server-lifts": [
        "receiver wins, nobody but the server lifts",
        "rallies the receiver wins where nobody except the server lifts",
        "the receiver never lifts, the server does, and the receiver wins the point",
        "points won by the receiver with no lifts other than the server's",
        "which rallies does the receiver win with lifts from the server only?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
