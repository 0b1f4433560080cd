"""Write the 181th held-out search query set, ``search_heldout181.jsonl``, from the corpus.

Written in stop 58, after held-outs 176 to 179 and their fixes, to be run once and never
used to tune: a measure of that code on queries nobody had read. The nine development
intents come in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none
of these wordings is in an earlier split), and five new intents in five wordings each, in
the development set's own style, each placing a shot on the court (where it was hit from or
landed: front, mid or rear court, left or right as its player sees it). The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout181``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout181 [--root DATA] [--check]
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
    SMASH,
    Intent,
    depth,
    intent,
    last,
)

OUT = Path(__file__).with_name("search_heldout181.jsonl")
SPLIT = "heldout181"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("zone", into=INTENTS)
def smash_mid_to_front(r: Rally) -> bool:
    """Some smash (either kind) is hit from the mid court and lands in the front court."""
    return any(
        s.kind in SMASH and depth(s.hit_zone) == "mid" and depth(s.land_zone) == "front"
        for s in r.shots
    )


@intent("zone", into=INTENTS)
def lift_to_rear_right_receiver_wins_short(r: Rally) -> bool:
    """Some lift (either kind) lands in the rear right, the receiver won, and the rally lasted
    at most twelve shots."""
    lifted = any(s.kind in LIFT and s.land_zone == "rear-right" for s in r.shots)
    return lifted and r.winner == r.receiver and len(r.shots) <= 12


@intent("zone", into=INTENTS)
def clear_to_rear_left_server_wins(r: Rally) -> bool:
    """Some clear lands in the rear left, and the server won."""
    cleared = any(s.kind == "clear" and s.land_zone == "rear-left" for s in r.shots)
    return cleared and r.winner == r.server


@intent("zone", into=INTENTS)
def short_serve_deep_return_server_wins_quick(r: Rally) -> bool:
    """The serve is a short service, the return (shot 2) lands in the rear court, the server
    won, and the rally lasted at most six shots."""
    if r.shots[0].kind != "short service" or len(r.shots) < 2:
        return False
    deep = depth(r.shots[1].land_zone) == "rear"
    return deep and r.winner == r.server and len(r.shots) <= 6


@intent("zone", into=INTENTS)
def clear_from_rear_out(r: Rally) -> bool:
    """The final shot is a clear hit from the rear court, and the rally ended out."""
    return last(r).kind == "clear" and depth(last(r).hit_zone) == "rear" and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "rush killing the net shot before it, for the point",
        "net shot rushed for a winner by the player who takes the rally",
    ],
    "clear-out": [
        "clear or lob landing out of court to end it",
        "rallies finished by a clear or a lift beyond the lines",
    ],
    "drop-winner": [
        "drop that ends the rally unreturned",
        "winning drop shot as the final shot",
    ],
    "crossnet-winner": [
        "rallies won outright by a cross-court net shot at the end",
        "winning crosscourt net shot at the end",
    ],
    "netshot-into-net": [
        "net shot into the tape to end it",
        "final shot a net shot that fails to clear the net",
    ],
    "misjudged-leave": [
        "shuttle left alone that lands inside the court",
        "last shot let go, in",
    ],
    "passive-drop-punished": [
        "passive drop met straight away by a smash, rush or net shot winner",
        "smash, rush or net shot winner right after a passive drop",
    ],
    "lift-punished": [
        "lift smashed for a winner on the next shot",
        "smash winner off the last lift",
    ],
    "marin-drop": [
        "Marin drop winners to end the rally",
        "Carolina Marin wins the rally with a final drop",
    ],
    "smash-mid-to-front": [
        "smash from mid court landing in the front court",
        "smashes hit from the middle of the court into the forecourt",
        "mid-court smash landing short at the front",
        "a smash played from midcourt to the front of the court",
        "smash from the mid court to the front court",
    ],
    "lift-to-rear-right-receiver-wins-short": [
        "lift to the rear right, receiver wins in 12 shots or fewer",
        "a lob landing in the back right corner, rally of at most twelve shots won by the receiver",
        "receiver wins a rally of no more than 12 shots with a lift to the rear right in it",
        "lift deep to the right at the back, 12 shots max, receiver takes the point",
        "back-right lifts in rallies of up to twelve shots that the receiver wins",
    ],
    "clear-to-rear-left-server-wins": [
        "clear to the rear left, server wins",
        "a clear landing in the back left corner in a rally the server wins",
        "server wins a rally with a clear to the rear left",
        "clears deep to the left at the back, won by the server",
        "back-left clear, point to the server",
    ],
    "short-serve-deep-return-server-wins-quick": [
        "short serve returned deep to the rear court, server wins in six shots or fewer",
        "a short serve, the return lands at the back, and the server wins within 6 shots",
        "server wins a rally of at most six shots after a short serve and a deep return",
        "short serve, return to the back court, rally of no more than six shots won by the server",
        "deep return of a short serve, server takes the point in 6 shots or less",
    ],
    "clear-from-rear-out": [
        "clear from the rear court going out to end the rally",
        "final clear hit from the back court, out",
        "the last shot is a clear from the back that lands out",
        "rallies ending out on a clear played from the rear court",
        "clear out from deep in the court to finish",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
