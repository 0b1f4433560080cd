"""Write the 189th held-out search query set, ``search_heldout189.jsonl``, from the corpus.

Written in stop 59, before any change of the stop, to be run once and never used to tune: a
measure of the code on queries nobody had read. The nine development intents come in two new
wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in an
earlier split), and five new intents in five wordings each, written with the punctuation of
quick notes: dashes, parentheses, slashes, semicolons, colons and arrows ("drive - then a
drop", "(receiver loses)", "clear/lift", "2nd shot ="). The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout189``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout189 [--root DATA] [--check]
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
    F,
    Intent,
    consecutive,
    intent,
    none_of,
    shot_at,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout189.jsonl")
SPLIT = "heldout189"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drive_then_drop_server_wins(r: Rally) -> bool:
    """A drive-family shot straight followed by a drop (either kind), and the server wins."""
    return consecutive(r, DRIVE, DROP) and r.winner == r.server


@intent("player", into=INTENTS)
def server_push_wins(r: Rally) -> bool:
    """The final shot is a push by the server, and the server wins the rally."""
    return F(r).kind == "push" and F(r).hitter == r.server and r.winner == r.server


@intent("sequence", into=INTENTS)
def clear_clear_drop_server_wins(r: Rally) -> bool:
    """A clear, another clear and a drop (either kind), on consecutive shots, and the server
    wins."""
    return consecutive(r, {"clear"}, {"clear"}, DROP) and r.winner == r.server


@intent("anchor", into=INTENTS)
def net_net_server_wins(r: Rally) -> bool:
    """The second and third shots are both net-family shots, and the server wins."""
    return shot_at(r, 2, NET) and shot_at(r, 3, NET) and r.winner == r.server


@intent("negation", into=INTENTS)
def nine_no_lift(r: Rally) -> bool:
    """A rally of at least nine shots with no lift (either kind); every type after the serve
    known."""
    return none_of(r, LIFT, 9)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "net shot -> rush (point to the rusher, rally over)",
        "rush - off a net shot - wins the point at the end",
    ],
    "clear-out": [
        "clear/lift out - end of rally",
        "final shot (clear or lob): out",
    ],
    "drop-winner": [
        "drop - unreturned - ends it",
        "final drop; no return",
    ],
    "crossnet-winner": [
        "cross-court net shot (last shot) - winner",
        "crosscourt net: outright winner to finish",
    ],
    "netshot-into-net": [
        "last shot: net shot - into the tape",
        "net shot -> net (rally over)",
    ],
    "misjudged-leave": [
        "shuttle left - lands in (end of rally)",
        "a leave (misjudged) ends it",
    ],
    "passive-drop-punished": [
        "passive drop -> winner (smash/rush/net shot)",
        "passive drop; punished (smash, rush or net shot winner) to end it",
    ],
    "lift-punished": [
        "lift -> smash (winner, rally over)",
        "lob - then a smash winner to end it",
    ],
    "marin-drop": [
        "Marin - drop winner",
        "C. Marin: final drop, unreturned",
    ],
    "drive-then-drop-server-wins": [
        "drive -> drop (straight after); server wins",
        "a drive - then, right away, a drop (point: server)",
        "drive; next shot: drop; winner: the server",
        "drive/drop, back to back - the server takes the rally",
        "a drive (then immediately a drop), and the server wins",
    ],
    "server-push-wins": [
        "server wins - with a push as the last shot",
        "point to the server (final shot: a push by the server)",
        "a push - by the server - ends it, and the server wins",
        "last shot = server's push; server takes the point",
        "server: push to finish (and win)",
    ],
    "clear-clear-drop-server-wins": [
        "clear, clear, drop - in that order, one after another; the server wins",
        "a clear; then another clear; then a drop; point to the server",
        "clear -> clear -> drop (consecutive) -> server wins",
        "(clear) then (clear) then (drop), in a row - won by the server",
        "the server wins; somewhere: a clear answered by a clear - which is dropped",
    ],
    "net-net-server-wins": [
        "return of serve: a net shot; third shot: a net shot (server wins)",
        "the receiver - net shot on shot 2 - then the server's net shot (shot 3); server wins",
        "2nd shot = net shot, 3rd shot = net shot; point to server",
        "shots 2 and 3: net shots; the server wins",
        "net-shot return, net shot back (shot 3) - rally won by the server",
    ],
    "nine-no-lift": [
        "9+ shots - no lifts at all",
        "a rally (nine shots or more) without a lift",
        "no lift; rally length 9 or more",
        "rallies of at least 9 shots - not one lift",
        "lift-free rallies (9 shots or longer)",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
