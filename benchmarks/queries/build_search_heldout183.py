"""Write the 183th held-out search query set, ``search_heldout183.jsonl``, from the corpus.

Written in stop 58, after held-outs 176 to 179 and their fixes, to be run once and never
used to tune: a measure of that code on queries nobody had read. The nine development
intents come in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none
of these wordings is in an earlier split), and five new intents in five wordings each,
written as a newspaper's headlines ("Receiver's smashes in vain", "Drop seals 20-shot epic
for server", "Push punished"). The relevant rallies come from the predicates, plain Python
over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout183``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout183 [--root DATA] [--check]
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
    intent,
    last,
    rally_run,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout183.jsonl")
SPLIT = "heldout183"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("player", into=INTENTS)
def receiver_smashes_3_loses_out(r: Rally) -> bool:
    """The receiver plays at least three smashes (either kind), the server won, and the rally
    ended out."""
    smashes = shots_by(r, r.receiver, SMASH) >= 3
    return smashes and r.winner == r.server and r.ending == "out"


@intent("rally", into=INTENTS)
def server_wins_20_with_drop(r: Rally) -> bool:
    """A rally of at least twenty shots won by the server, whose drop (either kind) is the
    final shot."""
    end = last(r).kind in DROP and last(r).hitter == r.server
    return len(r.shots) >= 20 and r.winner == r.server and end


@intent("sequence", into=INTENTS)
def push_then_smash_winner(r: Rally) -> bool:
    """The second-to-last shot is a push and the final shot a smash (either kind) that landed
    in unreturned (a winner)."""
    if len(r.shots) < 2 or r.shots[-2].kind != "push":
        return False
    return last(r).kind in SMASH and r.ending == "winner"


@intent("run", into=INTENTS)
def net_run_4_ends_out(r: Rally) -> bool:
    """Four net-family shots in a row (by either player), and the rally ended out."""
    return rally_run(r, NET, 4) and r.ending == "out"


@intent("run", into=INTENTS)
def drive_run_3_long_rally(r: Rally) -> bool:
    """Three drive-family shots in a row (by either player), in a rally of at least fifteen
    shots."""
    return rally_run(r, DRIVE, 3) and len(r.shots) >= 15


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "Net shot pounced on: rush wins the point",
        "Rusher punishes net shot to take the rally",
    ],
    "clear-out": [
        "Clear sails out, rally over",
        "Lob goes long, point lost",
    ],
    "drop-winner": [
        "Drop shot wins it",
        "Deft drop ends the rally",
    ],
    "crossnet-winner": [
        "Cross-court net shot wins the point",
        "Crosscourt net winner settles the rally",
    ],
    "netshot-into-net": [
        "Net shot finds the tape, rally over",
        "Final net shot falls into the net",
    ],
    "misjudged-leave": [
        "Costly leave: shuttle lands in",
        "Player leaves it, shuttle drops in, point gone",
    ],
    "passive-drop-punished": [
        "Passive drop costs the point: smash, rush or net shot winner follows",
        "Passive drop pays the price: smash, rush or net shot winner",
    ],
    "lift-punished": [
        "Lift punished: smash winner",
        "Lift gets smashed for the point",
    ],
    "marin-drop": [
        "Marin's drop wins the point",
        "Carolina Marin drop seals the rally",
    ],
    "receiver-smashes-3-loses-out": [
        "Receiver's three smashes in vain as rally ends out",
        "Receiver smashes 3+ times, still loses the point out",
        "Server wins out after receiver's triple smash",
        "Rally ends out: server beats receiver despite three or more smashes",
        "Three smashes not enough for receiver as shuttle goes out",
    ],
    "server-wins-20-with-drop": [
        "Drop seals 20-shot epic for server",
        "Server wins 20+ shot rally with final drop",
        "Server's drop ends marathon rally of at least 20 shots",
        "Twenty-shot battle goes to server, finished with a drop",
        "Server drops to win rally of twenty or more shots",
    ],
    "push-then-smash-winner": [
        "Push punished: smash winner",
        "Smash winner off a push ends rally",
        "Push answered by a winning smash",
        "Winning smash straight after a push",
        "Push gets smashed for the point",
    ],
    "net-run-4-ends-out": [
        "Four net shots in a row, then the shuttle goes out",
        "Net battle of 4+ shots, rally ends out",
        "Four straight net shots before an out",
        "Rally ends out after four consecutive net shots",
        "Net exchange of four, shuttle out",
    ],
    "drive-run-3-long-rally": [
        "Three drives in a row in 15+ shot rally",
        "Drive exchange of three in rally of at least fifteen shots",
        "Long rally of 15 shots or more features three straight drives",
        "Three consecutive drives, rally lasts fifteen-plus shots",
        "Fifteen-shot-plus rally with a run of three drives",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
