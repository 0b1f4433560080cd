"""Write the 184th held-out search query set, ``search_heldout184.jsonl``, from the corpus.

Written in stop 58, after held-outs 180 to 183 and their fixes, to be run once and never
used to tune: a measure of that code on queries nobody had read. The nine development
intents come in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none
of these wordings is in an earlier split), and five new intents in five wordings each, in
the development set's own style (agents such as "the dropper", "forcing a lift with", "at
some point", "the very first return"), shots in a row and shots placed by number. The
relevant rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s
helpers, never ``rallyscope``).
Every line's split is ``heldout184``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout184 [--root DATA] [--check]
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
    intent,
    last,
    shot_at,
    triples,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout184.jsonl")
SPLIT = "heldout184"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def clear_drop_lift_clearer_wins(r: Rally) -> bool:
    """A clear, a drop (either kind) and a lift (either kind) in a row, and the player who
    played the clear (and the lift) won the rally."""
    return any(
        a.kind == "clear" and b.kind in DROP and c.kind in LIFT and a.hitter == r.winner
        for a, b, c in triples(r)
    )


@intent("sequence", into=INTENTS)
def net_lift_smash_receiver_wins(r: Rally) -> bool:
    """A net-family shot, a lift (either kind) and a smash (either kind) in a row, and the
    receiver won."""
    found = any(a.kind in NET and b.kind in LIFT and c.kind in SMASH for a, b, c in triples(r))
    return found and r.winner == r.receiver


@intent("anchor", into=INTENTS)
def long_serve_clear_then_drop(r: Rally) -> bool:
    """The serve is a long service, shot 2 a clear and shot 3 a drop (either kind)."""
    serve = r.shots[0].kind == "long service"
    return serve and shot_at(r, 2, {"clear"}) and shot_at(r, 3, DROP)


@intent("anchor", into=INTENTS)
def clear_then_drop_winner(r: Rally) -> bool:
    """The second-to-last shot is a clear and the final shot a drop (either kind) that landed
    in unreturned (a winner)."""
    if len(r.shots) < 2 or r.shots[-2].kind != "clear":
        return False
    return last(r).kind in DROP and r.ending == "winner"


@intent("anchor", into=INTENTS)
def drop_return_receiver_wins_quick(r: Rally) -> bool:
    """Shot 2 (the return of serve) is a drop (either kind), the receiver won, and the rally
    lasted at most six shots."""
    return shot_at(r, 2, DROP) and r.winner == r.receiver and len(r.shots) <= 6


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the net shot is rushed and the rusher takes the point with it",
        "points won by rushing the net shot that came just before",
    ],
    "clear-out": [
        "rallies lost by a final clear or lob going out",
        "clear or lift errors out of court to end the point",
    ],
    "drop-winner": [
        "points won outright with a drop as the last shot",
        "the dropper wins the rally with a drop nobody gets",
    ],
    "crossnet-winner": [
        "points won outright with a cross-court net shot as the last shot",
        "cross net winners at the end of the rally",
    ],
    "netshot-into-net": [
        "rallies lost by a final net shot into the tape",
        "net shot errors into the net to end the point",
    ],
    "misjudged-leave": [
        "points lost by leaving the last shuttle, which lands in",
        "the last shuttle is left and it is in",
    ],
    "passive-drop-punished": [
        "points won by punishing a passive drop at once with a smash, rush or net shot winner",
        "a passive drop, and the very next shot is a smash, rush or net shot nobody returns",
    ],
    "lift-punished": [
        "points won by a smash on the lift just before it",
        "the lift is smashed and the smasher wins with that smash",
    ],
    "marin-drop": [
        "points Marin wins outright with a final drop",
        "Carolina Marin as the dropper of an unreturned last shot",
    ],
    "clear-drop-lift-clearer-wins": [
        "a clear, a drop in reply, then a lift from the clearer, who wins the rally",
        "clear, drop, lift in a row, won by the player who cleared",
        "the clearer is drawn forward by a drop, lifts it, and still takes the point",
        "points won by the clearer after a clear answered by a drop and lifted",
        "a clear met by a drop, lifted back by the same player who cleared and who wins",
    ],
    "net-lift-smash-receiver-wins": [
        "a net shot forcing a lift that is smashed, in rallies the receiver wins",
        "net shot, lift, smash in a row, receiver wins",
        "the receiver wins after a net shot, a lift and a smash in sequence at some point",
        "forcing a lift with a net shot and then smashing it, receiver's rally",
        "rallies won by the receiver with a net shot, lift and smash one after another",
    ],
    "long-serve-clear-then-drop": [
        "long serve, clear return, drop on the third shot",
        "a high serve cleared back and then dropped",
        "the very first return of a long serve is a clear, and the third shot is a drop",
        "after a long serve, a cleared return answered by a drop",
        "long serve, then clear, then drop to open the rally",
    ],
    "clear-then-drop-winner": [
        "a drop winner right after a clear",
        "second-to-last shot a clear, then a winning drop",
        "points won by a drop on the clear just before it",
        "the clear is answered with a drop nobody returns",
        "clear, then drop winner to finish",
    ],
    "drop-return-receiver-wins-quick": [
        "a dropped return of serve, receiver wins within six shots",
        "the very first return is a drop and the receiver takes the point in 6 shots or fewer",
        "receiver drops the serve back and wins a rally of at most six shots",
        "return of serve drop, rally of no more than six shots won by the receiver",
        "the receiver answers the serve with a drop and wins in six shots or less",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
