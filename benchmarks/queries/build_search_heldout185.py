"""Write the 185th held-out search query set, ``search_heldout185.jsonl``, from the corpus.

Written in stop 58, after held-outs 180 to 183 and their fixes, to be run once and never
used to tune: a measure of that code on queries nobody had read. The nine development
intents come in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none
of these wordings is in an earlier split), and five new intents in five wordings each, in
the development set's own style, each about a shot that failed or one that was never played
("smashes that lose the point", "final clear that failed: out or into the net", "nobody
dropped"). The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout185``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout185 [--root DATA] [--check]
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
    SMASH,
    Intent,
    intent,
    known_after_serve,
    last,
    none_of,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout185.jsonl")
SPLIT = "heldout185"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("negation", into=INTENTS)
def clear_error_to_end(r: Rally) -> bool:
    """The final shot is a clear and the rally ended out or in the net."""
    return last(r).kind == "clear" and r.ending in ("out", "net")


@intent("negation", into=INTENTS)
def smash_error_to_end(r: Rally) -> bool:
    """The final shot is a smash (either kind) and the rally ended out or in the net."""
    return last(r).kind in SMASH and r.ending in ("out", "net")


@intent("negation", into=INTENTS)
def no_drop_in_twelve(r: Rally) -> bool:
    """A rally of at least twelve shots with no drop (either kind), every type after the serve
    known."""
    return none_of(r, DROP, 12)


@intent("negation", into=INTENTS)
def receiver_wins_without_clearing_8(r: Rally) -> bool:
    """A rally of at least eight shots won by the receiver, who plays no clear; every type
    after the serve known."""
    none = shots_by(r, r.receiver, {"clear"}) == 0
    return known_after_serve(r) and none and r.winner == r.receiver and len(r.shots) >= 8


@intent("negation", into=INTENTS)
def drive_error_to_end(r: Rally) -> bool:
    """The final shot is a drive-family shot and the rally ended out or in the net."""
    return last(r).kind in DRIVE and r.ending in ("out", "net")


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "rush winners that kill a net shot at the end",
        "the final rush, on a net shot, wins it for the rusher",
    ],
    "clear-out": [
        "clears or lobs that lose the point by landing out",
        "failed final clear or lift: out",
    ],
    "drop-winner": [
        "final drops that win the point outright",
        "successful final drop shots, unreturned",
    ],
    "crossnet-winner": [
        "cross-court net shots that win the point outright",
        "successful final crosscourt net shots",
    ],
    "netshot-into-net": [
        "net shots that lose the point in the net",
        "failed final net shot: into the tape",
    ],
    "misjudged-leave": [
        "leaves that lose the point because the shuttle is in",
        "failed leave at the end: the shuttle lands in",
    ],
    "passive-drop-punished": [
        "passive drops that lose the point to an immediate smash, rush or net shot winner",
        "failed passive drop, put away at once by a smash, rush or net shot",
    ],
    "lift-punished": [
        "lifts that lose the point to a smash winner straight after",
        "failed lift, smashed for the point",
    ],
    "marin-drop": [
        "Marin's drops that win the point outright",
        "successful final drops by Carolina Marin",
    ],
    "clear-error-to-end": [
        "clears that lose the point",
        "final clear that failed: out or into the net",
        "unsuccessful clears to end the rally",
        "the rally ends on a clear error, out or in the net",
        "clear errors: the last shot is a clear that goes out or into the net",
    ],
    "smash-error-to-end": [
        "smashes that lose the point",
        "final smash that failed: out or into the net",
        "unsuccessful smashes to end the rally",
        "the rally ends on a smash error, out or in the net",
        "smash errors: the last shot is a smash that goes out or into the net",
    ],
    "no-drop-in-twelve": [
        "rallies of twelve strokes or more where nobody dropped",
        "12+ shot rallies without any drop",
        "no drop in a rally of at least twelve shots",
        "extended rallies, 12 shots or longer, with zero drops",
        "at least twelve shots and not a single drop shot",
    ],
    "receiver-wins-without-clearing-8": [
        "the receiver wins a rally of 8+ shots without clearing",
        "no clears from the receiver, who wins a rally of at least eight shots",
        "receiver wins without a single clear in a rally of eight strokes or more",
        "rallies of at least 8 shots won by the receiver, who never clears",
        "the receiver takes a rally of eight or more shots and plays no clear",
    ],
    "drive-error-to-end": [
        "drives that lose the point",
        "final drive that failed: out or into the net",
        "unsuccessful drives to end the rally",
        "the rally ends on a drive error, out or in the net",
        "drive errors: the last shot is a drive that goes out or into the net",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
