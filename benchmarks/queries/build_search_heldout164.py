"""Write the 164th held-out search query set, ``search_heldout164.jsonl``, from the corpus.

Written in stop 57, after held-out 158 to 161's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about runs of
one shot (in the rally, or one player's own shots), said many ways ("back-to-back", "a
string of", "on the trot", "straight", "one after another"). The relevant rallies come from
the predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never
``rallyscope``).
Every line's split is ``heldout164``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout164 [--root DATA] [--check]
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
    Intent,
    intent,
    own_run,
    rally_run,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout164.jsonl")
SPLIT = "heldout164"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("run", into=INTENTS)
def server_drops_twice_running_loses(r: Rally) -> bool:
    """The server plays drops (either kind) on two consecutive own shots, and the receiver
    won."""
    return own_run(r, r.server, DROP, 2) and r.winner == r.receiver


@intent("run", into=INTENTS)
def net_run_5_receiver_wins(r: Rally) -> bool:
    """At least five net-family shots in a row (either player), and the receiver won."""
    return rally_run(r, NET, 5) and r.winner == r.receiver


@intent("run", into=INTENTS)
def winner_clears_3_running(r: Rally) -> bool:
    """The winner plays clears on three consecutive own shots."""
    return r.winner is not None and own_run(r, r.winner, {"clear"}, 3)


@intent("run", into=INTENTS)
def loser_drives_3_running(r: Rally) -> bool:
    """The loser plays drive-family shots on three consecutive own shots."""
    return r.loser is not None and own_run(r, r.loser, DRIVE, 3)


@intent("run", into=INTENTS)
def drive_run_4_out(r: Rally) -> bool:
    """At least four drive-family shots in a row (either player), and the rally ended out."""
    return rally_run(r, DRIVE, 4) and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot and, one after the other, a winning rush",
        "back-to-back net shot and rush, and the rush wins",
    ],
    "clear-out": [
        "the last in a string of shots is a clear or lift that goes out",
        "it ends with a clear or a lob, hit out",
    ],
    "drop-winner": [
        "a drop, and that is the last shot: a winner",
        "the final drop of the rally goes unreturned",
    ],
    "crossnet-winner": [
        "the final shot, a crosscourt net shot, is unreturned",
        "the rally's last shot is a cross-court net shot that wins it",
    ],
    "netshot-into-net": [
        "the final net shot is put into the net",
        "a net shot hit into the net as the last shot",
    ],
    "misjudged-leave": [
        "a leave that lands in ends the rally",
        "the final shuttle is left and is in",
    ],
    "passive-drop-punished": [
        "a passive drop, then straight after it a smash, rush or net shot that wins",
        "back-to-back passive drop and a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "back-to-back lift and winning smash",
        "a lift and then, straight after, a smash that wins",
    ],
    "marin-drop": [
        "Marin's last shot is a drop that wins",
        "the final shot, a drop by Carolina Marin, is a winner",
    ],
    "server-drops-twice-running-loses": [
        "the server drops twice in a row and loses",
        "the server plays back-to-back drops and the receiver wins",
        "two straight drops from the server, who loses the rally",
        "the server drops on two consecutive shots of their own and loses the point",
        "the receiver wins after the server drops two times running",
    ],
    "net-run-5-receiver-wins": [
        "five or more net shots in a row, and the receiver wins",
        "a string of at least 5 net shots, won by the receiver",
        "net shots back and forth five times or more, point to the receiver",
        "the receiver wins after 5+ consecutive net shots",
        "rallies with a run of five net shots one after another, won by the receiver",
    ],
    "winner-clears-3-running": [
        "the winner clears three times in a row",
        "three straight clears from the player who wins",
        "the winner plays clears on three consecutive shots of their own",
        "a string of three clears by the eventual winner",
        "the player who takes the point clears three times on the trot",
    ],
    "loser-drives-3-running": [
        "the loser drives three times in a row",
        "three straight drives from the player who loses",
        "the loser plays drives on three consecutive shots of their own",
        "a string of three drives by the player who ends up losing",
        "the player who loses the point drives three times on the trot",
    ],
    "drive-run-4-out": [
        "four or more drives in a row, and the rally ends out",
        "a string of at least 4 drives, and the shuttle lands out at the end",
        "drives back and forth four times or more before the rally ends out",
        "rallies ending out with 4+ consecutive drives",
        "a run of four drives one after another in a rally that finishes out",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
