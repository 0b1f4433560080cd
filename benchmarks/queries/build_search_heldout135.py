"""Write the 135th held-out search query set, ``search_heldout135.jsonl``, from the corpus.

Written in stop 55, after held-out 134's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, said by contrast with what did not happen ("a net shot, not a
smash", "rather than", "instead of", "as opposed to", "not ... but"), which adds nothing
that the shot said does not already fix, a label and a question. The reworded development
queries use contrasts too. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout135``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout135 [--root DATA] [--check]
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
    intent,
    last,
    outright,
    shot_at,
)

OUT = Path(__file__).with_name("search_heldout135.jsonl")
SPLIT = "heldout135"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


def _count(r: Rally, kinds: set[str]) -> int:
    """How many shots of ``kinds`` the rally holds, both players'."""
    return sum(1 for s in r.shots if s.kind in kinds)


@intent("shot", into=INTENTS)
def server_net_winner(r: Rally) -> bool:
    """The final shot is the server's net-family shot, an outright winner."""
    shot = last(r)
    return shot.kind in NET and shot.hitter == r.server and outright(r)


@intent("shot", into=INTENTS)
def receiver_push_winner(r: Rally) -> bool:
    """The final shot is the receiver's push, an outright winner."""
    shot = last(r)
    return shot.kind == "push" and shot.hitter == r.receiver and outright(r)


@intent("shot", into=INTENTS)
def receiver_smash_out(r: Rally) -> bool:
    """The final shot is the receiver's smash (either kind), and the rally ended out."""
    shot = last(r)
    return shot.kind in SMASH and shot.hitter == r.receiver and r.ending == "out"


@intent("anchor", into=INTENTS)
def third_shot_lift_server_wins(r: Rally) -> bool:
    """The third shot is a lift (either kind), and the server won the rally."""
    return shot_at(r, 3, LIFT) and r.winner == r.server


@intent("shot", into=INTENTS)
def server_lift_out(r: Rally) -> bool:
    """The final shot is the server's lift (either kind), and the rally ended out."""
    shot = last(r)
    return shot.kind in LIFT and shot.hitter == r.server and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush, not a smash, that wins the rally off a net shot",
        "net shots killed with a rush rather than lifted",
    ],
    "clear-out": [
        "the final clear or lift lands out instead of in",
        "a clear or lob that ends the rally out, not in the net",
    ],
    "drop-winner": [
        "a drop, not a smash, that wins the rally outright",
        "drop winners rather than smash winners",
    ],
    "crossnet-winner": [
        "a cross-court net shot, not a straight one, that wins the point",
        "net winners played crosscourt instead of straight",
    ],
    "netshot-into-net": [
        "a net shot that goes into the net rather than over it, ending the rally",
        "net shots that end the rally in the net, not out",
    ],
    "misjudged-leave": [
        "the player leaves the shuttle instead of playing it, and it lands in",
        "leaves that land in rather than out",
    ],
    "passive-drop-punished": [
        "a passive drop punished at once with a winning smash, rush or net shot rather than a lift",
        "passive drops killed straight away by a smash, rush or net shot winner instead of "
        "being returned",
    ],
    "lift-punished": [
        "a lift that gets smashed for a winner rather than returned",
        "lifts punished by a winning smash, not by a drop",
    ],
    "marin-drop": [
        "Marin winning with a drop, not a smash",
        "Carolina Marin's drop winners as opposed to her smash winners",
    ],
    "server-net-winner": [
        "server net winner",
        "the server wins with a net shot, not a smash",
        "net shot winners by the server rather than by the receiver",
        "the server finishes with a net shot winner instead of a smash",
        "which rallies does the server win with a net shot rather than a smash?",
    ],
    "receiver-push-winner": [
        "receiver push winner",
        "the receiver wins with a push, not a smash",
        "push winners from the receiver rather than from the server",
        "the receiver ends it with a push that isn't returned instead of a drive",
        "which rallies does the receiver win with a push as opposed to a smash?",
    ],
    "receiver-smash-out": [
        "receiver smash out",
        "the receiver's last smash goes out, not into the net",
        "rallies ending with a smash from the receiver that lands out rather than in",
        "the receiver smashes out instead of into the net to end the rally",
        "which rallies end with the receiver smashing out, not into the net?",
    ],
    "third-shot-lift-server-wins": [
        "third shot lift, server wins",
        "the third shot is a lift, not a smash, and the server wins",
        "rallies where the server lifts the third shot instead of attacking and still wins",
        "a lift rather than an attack on shot three, in a rally the server takes",
        "which rallies won by the server have a lift, not a smash, as the third shot?",
    ],
    "server-lift-out": [
        "server lift out",
        "the server's last lift goes out, not in",
        "rallies ending with a lift from the server that lands out rather than in",
        "the server lifts out instead of keeping it in, and the rally ends",
        "which rallies end with the server lifting out rather than into the court?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
