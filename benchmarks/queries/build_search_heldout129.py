"""Write the 129th held-out search query set, ``search_heldout129.jsonl``, from the corpus.

Written in stop 55, after held-out 128's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, counted in words ("half a dozen smashes", "a couple of drops",
"a pair of clears", "a trio of clears", "a dozen shots", "no fewer than", "not more than"),
a label and a question. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout129``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout129 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DROP,
    SMASH,
    Intent,
    intent,
    known_after_serve,
    named,
    shots_by,
    smashes_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout129.jsonl")
SPLIT = "heldout129"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


def _count(r: Rally, kinds: set[str]) -> int:
    """How many shots of ``kinds`` the rally holds, both players'."""
    return sum(1 for s in r.shots if s.kind in kinds)


@intent("shot", into=INTENTS)
def six_smashes(r: Rally) -> bool:
    """At least six smashes (either kind) in the rally, both players' together."""
    return _count(r, SMASH) >= 6


@intent("strategic", into=INTENTS)
def server_two_drops_one_smash_wins(r: Rally) -> bool:
    """The server plays at least two drops (either kind) and at most one smash (either
    kind), and wins the rally (every type after the serve known)."""
    drops = shots_by(r, r.server, DROP) >= 2 and smashes_by(r, r.server) <= 1
    return known_after_serve(r) and drops and r.winner == r.server


@intent("score", into=INTENTS)
def second_set_12_receiver_wins(r: Rally) -> bool:
    """A rally of at least twelve shots in the second set, won by the receiver."""
    return r.set_no == 2 and len(r.shots) >= 12 and r.winner == r.receiver


@intent("shot", into=INTENTS)
def exactly_two_clears_server_wins(r: Rally) -> bool:
    """Exactly two clears in the rally (both players' together), and the server won it
    (every type after the serve known)."""
    return known_after_serve(r) and _count(r, {"clear"}) == 2 and r.winner == r.server


@intent("player", into=INTENTS)
def momota_three_clears_loses(r: Rally) -> bool:
    """Kento MOMOTA plays at least three clears and loses the rally."""
    return named(r, "Kento MOMOTA", {"clear"}, 3, "loser")


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a single rush off a net shot that ends the rally as a winner",
        "the last pair of shots: a net shot, then a rush that wins",
    ],
    "clear-out": [
        "one last clear or lob, and it's out",
        "the final one of the clears or lifts lands out of court",
    ],
    "drop-winner": [
        "one drop and it's over: a winner",
        "one drop shot that wins the point with no reply",
    ],
    "crossnet-winner": [
        "a single crosscourt net shot winning it",
        "one cross-court net shot that the other player never reaches",
    ],
    "netshot-into-net": [
        "one net shot too many, into the net to end it",
        "the final net shot of the rally goes into the net",
    ],
    "misjudged-leave": [
        "a single misjudged leave that lands in",
        "one shuttle let go that drops inside the line",
    ],
    "passive-drop-punished": [
        "one passive drop, then a smash, rush or net shot winner straight after",
        "a passive drop met by a single winning smash, rush or net shot",
    ],
    "lift-punished": [
        "one lift and one smash, and the smash wins",
        "a lift, and then one smash from the opponent that wins it",
    ],
    "marin-drop": [
        "a single drop from Marin that wins the rally",
        "Marin wins the point with one drop that is not returned",
    ],
    "six-smashes": [
        "6+ smashes in the rally",
        "rallies with half a dozen smashes or more",
        "no fewer than six smashes between the two players",
        "the players smash at least half a dozen times in total",
        "which rallies have six or more smashes altogether?",
    ],
    "server-two-drops-one-smash-wins": [
        "server: 2+ drops, at most 1 smash, wins",
        "rallies where the server plays a couple of drops or more and not more than one smash, "
        "and wins",
        "the server drops at least twice, smashes no more than once, and takes the point",
        "a pair of drops or more but a single smash at most from the server, who wins",
        "which rallies does the server win with at least two drops and one smash at most?",
    ],
    "second-set-12-receiver-wins": [
        "second set, 12+ shots, receiver wins",
        "rallies of a dozen shots or more in the second set, won by the receiver",
        "in game two, the receiver wins a rally lasting no fewer than twelve shots",
        "a rally of at least a dozen shots in the second game that the receiver takes",
        "which rallies of twelve or more shots in the second set does the receiver win?",
    ],
    "exactly-two-clears-server-wins": [
        "exactly 2 clears, server wins",
        "rallies with exactly a pair of clears, won by the server",
        "the players hit two clears between them, no more and no fewer, and the server wins",
        "precisely two clears in the whole rally, and the server takes it",
        "which rallies won by the server have exactly two clears?",
    ],
    "momota-three-clears-loses": [
        "Momota 3+ clears, Momota loses",
        "rallies where Momota plays a trio of clears or more and loses",
        "Kento Momota clears no fewer than three times and loses the point",
        "at least three clears from Momota in a rally he loses",
        "which rallies does Momota lose after clearing three times or more?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
