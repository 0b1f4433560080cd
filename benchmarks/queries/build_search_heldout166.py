"""Write the 166th held-out search query set, ``search_heldout166.jsonl``, from the corpus.

Written in stop 57, after held-out 162 to 165's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, in the
development set's own style, about one shot answering another with who played it or where
from, and about the first shots of a rally holding no smash or lift. The relevant rallies
come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never
``rallyscope``).
Every line's split is ``heldout166``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout166 [--root DATA] [--check]
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
    intent,
    known_after_serve,
    last,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout166.jsonl")
SPLIT = "heldout166"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


def _count(shots: list, kinds: set[str]) -> int:
    return sum(s.kind in kinds for s in shots)


@intent("sequence", into=INTENTS)
def receiver_drop_lifted_server_wins(r: Rally) -> bool:
    """A drop (either kind) by the receiver, straight followed by a lift (either kind), and
    the server won."""
    pairs = windows(r, DROP, LIFT)
    return any(a.hitter == r.receiver for a, _ in pairs) and r.winner == r.server


@intent("sequence", into=INTENTS)
def rear_drop_net_reply_receiver_wins(r: Rally) -> bool:
    """A drop (either kind) hit from the rear court, straight followed by a net-family shot,
    and the receiver won."""
    rear = any(depth(a.hit_zone) == "rear" for a, _ in windows(r, DROP, NET))
    return rear and r.winner == r.receiver


@intent("sequence", into=INTENTS)
def clear_rear_smash_winner(r: Rally) -> bool:
    """The second-to-last shot is a clear and the final shot a smash (either kind) hit from
    the rear court, a winner."""
    s = r.shots
    rear = depth(last(r).hit_zone) == "rear"
    return (
        len(s) >= 2
        and s[-2].kind == "clear"
        and last(r).kind in SMASH
        and rear
        and r.ending == "winner"
    )


@intent("anchor", into=INTENTS)
def first_smash_after_five_server_wins(r: Rally) -> bool:
    """No smash (either kind) among the first five shots, a smash later, and the server won
    (every type after the serve known)."""
    later = _count(r.shots[5:], SMASH) >= 1
    return (
        known_after_serve(r) and _count(r.shots[:5], SMASH) == 0 and later and r.winner == r.server
    )


@intent("anchor", into=INTENTS)
def no_lift_first_8_long(r: Rally) -> bool:
    """A rally of at least twelve shots with no lift (either kind) among its first eight shots
    (every type after the serve known)."""
    return known_after_serve(r) and len(r.shots) >= 12 and _count(r.shots[:8], LIFT) == 0


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the winning shot is a rush that follows a net shot",
        "a rush winner in reply to a net shot",
    ],
    "clear-out": [
        "a clear or a lift that ends the rally by going out",
        "rallies lost by a lob or clear that lands out",
    ],
    "drop-winner": [
        "a winning drop at the end of the rally",
        "the last shot is a drop that the opponent does not return",
    ],
    "crossnet-winner": [
        "a cross-court net shot wins the rally",
        "rallies ending with a winning net shot played crosscourt",
    ],
    "netshot-into-net": [
        "a net shot that finishes the rally in the net",
        "rallies lost when the last net shot hits the net",
    ],
    "misjudged-leave": [
        "a shuttle left by a player that lands in and ends the rally",
        "rallies lost by letting a shuttle that was in go by",
    ],
    "passive-drop-punished": [
        "a smash, rush or net shot winner that comes right after a passive drop",
        "rallies where a passive drop is immediately punished with a winning smash, rush or "
        "net shot",
    ],
    "lift-punished": [
        "a smash winner right after a lift",
        "lifts that are answered by a winning smash",
    ],
    "marin-drop": [
        "a winning drop by Carolina Marin to end the rally",
        "Marin wins the point with a drop the opponent cannot return",
    ],
    "receiver-drop-lifted-server-wins": [
        "the receiver drops, the reply is a lift, and the server wins",
        "rallies won by the server where a drop by the receiver is answered with a lift",
        "a receiver's drop followed by a lift, in a rally the server takes",
        "the server wins after lifting a drop from the receiver",
        "a lift in reply to the receiver's drop, server wins the rally",
    ],
    "rear-drop-net-reply-receiver-wins": [
        "a drop from the rear court answered with a net shot, and the receiver wins",
        "rallies won by the receiver where a drop from the back court is followed by a net shot",
        "a net shot in reply to a drop hit from the back, receiver wins",
        "the receiver wins a rally in which a drop from deep is met with a net shot",
        "a rear-court drop, then a net shot, in a rally won by the receiver",
    ],
    "clear-rear-smash-winner": [
        "a clear answered by a winning smash from the rear court",
        "rallies ending with a smash winner from the back court straight after a clear",
        "the last shot is a smash winner hit from deep, in reply to a clear",
        "a clear, then a winning smash from the back of the court",
        "smash winners from the rear court off a clear",
    ],
    "first-smash-after-five-server-wins": [
        "no smash in the first five shots, a smash later, and the server wins",
        "rallies won by the server where the first smash comes after shot five",
        "the server wins a rally with no smash before the sixth shot but at least one after",
        "a smash, but none among the first 5 shots, in a rally the server takes",
        "the first five shots hold no smash, someone smashes later, and the server wins",
    ],
    "no-lift-first-8-long": [
        "no lift in the first eight shots of a rally of twelve or more shots",
        "rallies of at least 12 shots with no lift before the ninth shot",
        "the first 8 shots hold no lift, and the rally lasts 12+ shots",
        "long rallies, twelve shots or more, with no lift among the first eight shots",
        "nobody lifts in the first eight shots of a rally lasting at least 12 shots",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
