"""Write the 137th held-out search query set, ``search_heldout137.jsonl``, from the corpus.

Written in stop 55, after held-out 136's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, whose outcomes are said by denying the other ("the server doesn't
lose", "the receiver fails to win", "not won by", "never loses", "is unable to take the
point"), a label and a question. The reworded development queries deny too. The relevant rallies
come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never
``rallyscope``).
Every line's split is ``heldout137``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout137 [--root DATA] [--check]
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
    known_after_serve,
    last,
    shot_at,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout137.jsonl")
SPLIT = "heldout137"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


def _count(r: Rally, kinds: set[str]) -> int:
    """How many shots of ``kinds`` the rally holds, both players'."""
    return sum(1 for s in r.shots if s.kind in kinds)


@intent("strategic", into=INTENTS)
def receiver_three_smashes_wins(r: Rally) -> bool:
    """The receiver plays at least three smashes (either kind) and wins the rally."""
    return shots_by(r, r.receiver, SMASH) >= 3 and r.winner == r.receiver


@intent("sequence", into=INTENTS)
def drop_net_lift_server_wins(r: Rally) -> bool:
    """Somewhere a drop (either kind), a net-family shot and a lift (either kind) in a row,
    and the server won the rally."""
    return consecutive(r, DROP, NET, LIFT) and r.winner == r.server


@intent("negation", into=INTENTS)
def no_smash_10_server_wins(r: Rally) -> bool:
    """A rally of at least ten shots with no smash (either kind), won by the server (every
    type after the serve known)."""
    none = not any(s.kind in SMASH for s in r.shots)
    return known_after_serve(r) and len(r.shots) >= 10 and none and r.winner == r.server


@intent("sequence", into=INTENTS)
def receiver_smashes_last_lift_loses(r: Rally) -> bool:
    """The last two shots are a lift (either kind) and the receiver's smash (either kind),
    and the server won the rally."""
    shot = last(r)
    lifted = len(r.shots) >= 2 and r.shots[-2].kind in LIFT
    return lifted and shot.kind in SMASH and shot.hitter == r.receiver and r.winner == r.server


@intent("anchor", into=INTENTS)
def third_shot_smash_server_loses(r: Rally) -> bool:
    """The third shot is a smash (either kind), and the server lost the rally."""
    return shot_at(r, 3, SMASH) and r.winner != r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot rushed so hard the opponent can't return it, ending the rally",
        "a rush off a net shot that the opponent doesn't get back",
    ],
    "clear-out": [
        "the last clear or lob doesn't land in",
        "a clear or lift at the end that fails to stay inside the court",
    ],
    "drop-winner": [
        "a drop the opponent fails to return, ending the point",
        "the last shot is a drop that nobody gets back",
    ],
    "crossnet-winner": [
        "a cross-court net shot the opponent is unable to reach, for the point",
        "a crosscourt net shot that isn't returned and wins it",
    ],
    "netshot-into-net": [
        "a net shot at the end that fails to get over the net",
        "the final net shot doesn't make it over",
    ],
    "misjudged-leave": [
        "the player doesn't play the shuttle and it lands in",
        "a shuttle left unplayed that isn't out",
    ],
    "passive-drop-punished": [
        "a passive drop answered at once by a smash, rush or net shot the dropper can't return",
        "a passive drop that fails, punished at once by a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "a lift the opponent smashes and the lifter can't return",
        "the final lift is smashed and doesn't come back",
    ],
    "marin-drop": [
        "Marin's drop that her opponent fails to return",
        "a drop from Carolina Marin that isn't returned, winning the point",
    ],
    "receiver-three-smashes-wins": [
        "receiver 3+ smashes, receiver doesn't lose",
        "rallies where the receiver smashes at least three times and doesn't lose",
        "the receiver plays three or more smashes and the server fails to win the point",
        "three smashes or more from the receiver in a rally not won by the server",
        "which rallies does the server fail to win after the receiver smashes three times or more?",
    ],
    "drop-net-lift-server-wins": [
        "drop, net, lift, server doesn't lose",
        "rallies with a drop, a net shot and a lift in a row that the server doesn't lose",
        "a drop is answered at the net and then lifted, and the receiver fails to win",
        "a drop, then a net shot, then a lift, in a rally not won by the receiver",
        "which rallies with a drop, a net shot and a lift in a row does the receiver fail to win?",
    ],
    "no-smash-10-server-wins": [
        "10+ shots, no smashes, receiver doesn't win",
        "rallies of at least ten shots with no smash that the server doesn't lose",
        "nobody smashes in a rally of ten shots or more, and the receiver is unable to win it",
        "a rally of 10 or more shots without a smash, not won by the receiver",
        "which rallies of ten or more shots without a smash does the receiver fail to win?",
    ],
    "receiver-smashes-last-lift-loses": [
        "lift, receiver smash, receiver doesn't win",
        "rallies where the receiver smashes the last lift but doesn't win the point",
        "the receiver smashes the final lift and still fails to win the rally",
        "a lift and then a smash by the receiver to end the rally, not won by the receiver",
        "which rallies end with the receiver smashing a lift and not winning?",
    ],
    "third-shot-smash-server-loses": [
        "third shot smash, server doesn't win",
        "rallies where the third shot is a smash and the server fails to win",
        "the server smashes the third shot but doesn't take the point",
        "a smash as the third shot in a rally not won by the server",
        "which rallies with a third-shot smash does the server not win?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
