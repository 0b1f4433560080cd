"""Write the 111th held-out search query set, ``search_heldout111.jsonl``, from the corpus.

Written in stop 53, after held-out AA and BB's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout111``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout111 [--root DATA] [--check]
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
    NET,
    SMASH,
    Intent,
    consecutive,
    intent,
    known_after_serve,
    own_run,
    shot_at,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout111.jsonl")
SPLIT = "heldout111"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drive_drop_net(r: Rally) -> bool:
    """Three shots in a row: a drive (any kind), a drop (either kind) and a net-family
    shot."""
    return consecutive(r, DRIVE, DROP, NET)


@intent("run", into=INTENTS)
def server_smashes_twice_running_wins(r: Rally) -> bool:
    """The server plays smashes (either kind) with two consecutive shots of theirs and wins
    the rally."""
    return own_run(r, r.server, SMASH, 2) and r.winner == r.server


@intent("negation", into=INTENTS)
def server_no_drop_no_smash_wins_8(r: Rally) -> bool:
    """The rally has at least eight shots, the server plays no drop and no smash (either
    kind) and wins (every type after the serve known)."""
    if len(r.shots) < 8 or not known_after_serve(r):
        return False
    return shots_by(r, r.server, DROP | SMASH) == 0 and r.winner == r.server


@intent("zone", into=INTENTS)
def smash_mid_right_to_mid_left(r: Rally) -> bool:
    """A smash (either kind) hit from the mid-right zone that lands in the mid-left zone."""
    return any(
        s.kind in SMASH and s.hit_zone == "mid-right" and s.land_zone == "mid-left" for s in r.shots
    )


@intent("anchor", into=INTENTS)
def sixth_shot_smash_server_wins(r: Rally) -> bool:
    """The sixth shot is a smash (either kind) and the server won the rally."""
    return shot_at(r, 6, SMASH) and r.winner == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot and then a rush that wins the point",
        "the player rushes a net shot and wins the rally with it",
    ],
    "clear-out": [
        "a clear or lob past the back line that ends the point",
        "the rally ends because a lift or clear went long",
    ],
    "drop-winner": [
        "a drop winner to end the rally",
        "drops that the opponent does not get back, ending the point",
    ],
    "crossnet-winner": [
        "net shots crosscourt that go unanswered and end the rally",
        "a crosscourt net shot as a clean winner",
    ],
    "netshot-into-net": [
        "a net shot that fails to cross, ending the rally",
        "the rally is lost when the final net shot goes into the net",
    ],
    "misjudged-leave": [
        "a shuttle left by mistake that lands in",
        "a wrong judgement on a leave ends the point",
    ],
    "passive-drop-punished": [
        "a passive drop, and the next shot is a smash, rush or net shot winner",
        "the opponent's passive drop is put away at once with a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "the point ends with a lift being smashed for a winner",
        "a lift is answered by a smash winner",
    ],
    "marin-drop": [
        "Carolina Marin winning rallies with her drop shot",
        "Marin ends the point with a drop nobody returns",
    ],
    "drive-drop-net": [
        "drive, drop, net shot",
        "rallies with a drive, then a drop, then a net shot",
        "a drive is dropped and the drop is answered at the net",
        "a drive followed by a drop and a net reply",
        "which rallies have a drive, a drop and a net shot in a row?",
    ],
    "server-smashes-twice-running-wins": [
        "server smashes twice in a row, server wins",
        "rallies where the server smashes twice in a row and wins",
        "the server plays two consecutive smashes and wins the point",
        "back-to-back smashes from the server in a rally the server wins",
        "which rallies does the server win after smashing twice running?",
    ],
    "server-no-drop-no-smash-wins-8": [
        "8+ shots, server never drops or smashes, server wins",
        "rallies of at least eight shots the server wins without a drop or a smash",
        "the server wins a rally of eight shots or more without dropping or smashing",
        "points of 8 or more shots won by the server with no drops and no smashes from the server",
        "which rallies of eight or more shots does the server win without dropping or smashing?",
    ],
    "smash-mid-right-to-mid-left": [
        "smash mid right to mid left",
        "rallies with a smash from the mid-right into the mid-left",
        "a player smashes from the right of the midcourt to the left of the midcourt",
        "smashes played from the right midcourt that land in the left midcourt",
        "which rallies have a smash hit from the mid right to the mid left?",
    ],
    "sixth-shot-smash-server-wins": [
        "smash on shot 6, server wins",
        "rallies where the sixth shot is a smash and the server wins",
        "the server takes the point after a smash as the sixth shot",
        "a smash played sixth in a rally won by the server",
        "which rallies won by the server have a smash as the sixth shot?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
