"""Write the 173th held-out search query set, ``search_heldout173.jsonl``, from the corpus.

Written in stop 58, before any of that stop's changes, to be run once and never used to
tune: a measure of the code as stop 57 left it on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, most of them placed in the rally by a shot's number ("shot four", "the
3rd stroke", "the reply to the serve", "third from last"). The relevant rallies come from
the predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never
``rallyscope``).
Every line's split is ``heldout173``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout173 [--root DATA] [--check]
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
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout173.jsonl")
SPLIT = "heldout173"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def return_lifted_server_smash_finish(r: Rally) -> bool:
    """Shot 2 (the return of serve) is a lift (either kind), and the server won the rally
    with its final shot, a smash (either kind)."""
    end = last(r).kind in SMASH and last(r).hitter == r.server
    return shot_at(r, 2, LIFT) and r.winner == r.server and end


@intent("anchor", into=INTENTS)
def penultimate_drop_rush_winner(r: Rally) -> bool:
    """The second-to-last shot is a drop (either kind) and the final shot is a rush that
    landed in unreturned (a winner)."""
    if len(r.shots) < 2 or r.shots[-2].kind not in DROP:
        return False
    return last(r).kind == "rush" and r.ending == "winner"


@intent("anchor", into=INTENTS)
def fourth_shot_drop_long_rally(r: Rally) -> bool:
    """Shot 4 is a drop (either kind), in a rally of at least ten shots."""
    return shot_at(r, 4, DROP) and len(r.shots) >= 10


@intent("anchor", into=INTENTS)
def net_return_then_lift(r: Rally) -> bool:
    """Shot 2 is a net-family shot and shot 3 is a lift (either kind)."""
    return shot_at(r, 2, NET) and shot_at(r, 3, LIFT)


@intent("anchor", into=INTENTS)
def third_from_last_smash_ends_net(r: Rally) -> bool:
    """The third-to-last shot is a smash (either kind), and the rally ended in the net."""
    return len(r.shots) >= 3 and r.shots[-3].kind in SMASH and r.ending == "net"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the final stroke is a rush that wins, and the stroke before it a net shot",
        "second-last shot a net shot, last shot a winning rush by the one who takes the point",
    ],
    "clear-out": [
        "the final stroke, a clear or a lift, is out",
        "last shot of the rally: a clear or lob landing out",
    ],
    "drop-winner": [
        "the final stroke is a drop that is not returned",
        "last shot a drop, and a winner",
    ],
    "crossnet-winner": [
        "the final stroke is a crosscourt net shot that wins",
        "last shot: a cross-court net shot, unreturned",
    ],
    "netshot-into-net": [
        "the final stroke is a net shot into the net",
        "last shot a net shot, ending in the net",
    ],
    "misjudged-leave": [
        "the final shuttle is left and lands in",
        "the last stroke is left alone by the opponent but it's in",
    ],
    "passive-drop-punished": [
        "second-last stroke a passive drop, final stroke a winning smash, rush or net shot",
        "the stroke before last is a passive drop, then a smash, rush or net shot winner",
    ],
    "lift-punished": [
        "second-last stroke a lift, final stroke a smash winner",
        "the shot before last is a lift and the last one a smash nobody returns",
    ],
    "marin-drop": [
        "Marin's final stroke is a winning drop",
        "last shot a drop winner by Carolina Marin",
    ],
    "return-lifted-server-smash-finish": [
        "shot 2 is a lift and the server wins with a smash as the final shot",
        "the reply to the serve is a lob, and the server finishes the rally with a smash",
        "the second stroke is lifted and the last stroke is the server's winning smash",
        "a lifted return of serve, then the server takes the point with a smash at the end",
        "the server wins on a final smash after the 2nd shot was a lift",
    ],
    "penultimate-drop-rush-winner": [
        "second-last shot a drop, last shot a rush winner",
        "the stroke before last is a drop and the final stroke is a winning rush",
        "a drop then a rush that is not returned to end the rally",
        "the penultimate shot is a drop, rushed for a winner",
        "the rally's final two shots: a drop and an unreturned rush",
    ],
    "fourth-shot-drop-long-rally": [
        "shot four is a drop in a rally of ten shots or more",
        "the 4th stroke is a drop, and the rally lasts at least 10 shots",
        "rallies of 10+ shots where the fourth shot is a drop",
        "a drop as the fourth shot of a rally that goes to ten shots or longer",
        "at least ten shots, with a drop played as shot 4",
    ],
    "net-return-then-lift": [
        "the reply to the serve is a net shot and shot 3 is a lift",
        "shot 2 a net shot, shot 3 a lift",
        "the second stroke is played at the net and the third stroke is lifted",
        "a net shot return of serve answered by a lob",
        "the return is a net shot, then the 3rd shot is a lift",
    ],
    "third-from-last-smash-ends-net": [
        "the third-from-last shot is a smash and the rally ends in the net",
        "a smash three shots from the end, in a rally that finishes in the net",
        "the antepenultimate stroke is a smash, and the last shot goes into the net",
        "rallies ending in the net where the shot two before the last is a smash",
        "third-last shot a smash, final shot into the net",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
