"""Write the 194th held-out search query set, ``search_heldout194.jsonl``, from the corpus.

Written in stop 59, before any change of the stop, to be run once and never used to tune: a
measure of the code on queries nobody had read. The nine development intents come in two new
wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in an
earlier split), and five new intents in five wordings each, told by what the player who
erred did ("nets a drop", "overhits a clear", "finds the tape", "dumps it into the net",
"sends it long", "can't reach"). The relevant rallies come from the predicates, plain Python
over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``). Every line's split is
``heldout194``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout194 [--root DATA] [--check]
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
    F,
    Intent,
    intent,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout194.jsonl")
SPLIT = "heldout194"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("player", into=INTENTS)
def receiver_drop_net(r: Rally) -> bool:
    """The final shot is a drop (either kind) by the receiver and the rally ended in the
    net."""
    return F(r).kind in DROP and F(r).hitter == r.receiver and r.ending == "net"


@intent("player", into=INTENTS)
def server_clear_out(r: Rally) -> bool:
    """The final shot is a clear by the server and the rally ended out."""
    return F(r).kind == "clear" and F(r).hitter == r.server and r.ending == "out"


@intent("player", into=INTENTS)
def server_smash_net(r: Rally) -> bool:
    """The final shot is a smash (either kind) by the server and the rally ended in the
    net."""
    return F(r).kind in SMASH and F(r).hitter == r.server and r.ending == "net"


@intent("rally", into=INTENTS)
def drive_net_12(r: Rally) -> bool:
    """A rally of at least twelve shots whose final shot is a drive-family shot that ended
    in the net."""
    return len(r.shots) >= 12 and F(r).kind in DRIVE and r.ending == "net"


@intent("rally", into=INTENTS)
def smash_out_10(r: Rally) -> bool:
    """A rally of at least ten shots whose final shot is a smash (either kind) that ended
    out."""
    return len(r.shots) >= 10 and F(r).kind in SMASH and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the loser's net shot gets rushed for the winning point at the end",
        "the net shot is rushed and the opponent can't get it back, ending the rally",
    ],
    "clear-out": [
        "a player hits the last clear or lift out",
        "someone overhits a clear or a lob at the end and it's out",
    ],
    "drop-winner": [
        "the loser can't reach the final drop",
        "the last shot, a drop, is missed by the opponent and lands in",
    ],
    "crossnet-winner": [
        "the opponent fails to reach a cross-court net shot at the end",
        "the loser is beaten by a final cross-court net shot",
    ],
    "netshot-into-net": [
        "a player nets the final net shot",
        "someone dumps the last net shot into the tape",
    ],
    "misjudged-leave": [
        "a player lets the last shuttle go and it drops in",
        "the loser leaves the shuttle, wrongly, and it lands in",
    ],
    "passive-drop-punished": [
        "the loser plays a passive drop and gets punished by a smash, rush or net shot winner",
        "a passive drop that the opponent kills with a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "the loser lifts and gets smashed for a winner",
        "a player lifts and the opponent smashes it away for the point at the end",
    ],
    "marin-drop": [
        "Marin's opponent can't return her final drop",
        "the opponent fails to get Marin's last drop back",
    ],
    "receiver-drop-net": [
        "the receiver nets a drop to end the rally",
        "the receiver's drop goes into the net and that's the rally",
        "the receiver dumps a drop into the tape at the end",
        "the rally ends when the receiver puts a drop in the net",
        "a drop from the receiver that fails to clear the net, ending it",
    ],
    "server-clear-out": [
        "the server hits a clear out to end the rally",
        "the server overhits a clear and it lands out at the end",
        "the server's final clear goes long",
        "the rally ends with the server sending a clear out",
        "the server loses the rally by clearing out",
    ],
    "server-smash-net": [
        "the server smashes into the net to end it",
        "the server nets a smash at the end",
        "the server's smash finds the tape and the rally is over",
        "the server puts the final smash into the net",
        "the rally ends with a smash from the server caught in the net",
    ],
    "drive-net-12": [
        "after 12 or more shots, someone drives into the net",
        "a drive dumped into the net ends a rally of at least twelve shots",
        "in a rally of twelve shots or more, the last shot is a drive that's netted",
        "a player nets a drive to end a rally of 12+ shots",
        "the final drive hits the tape after at least 12 shots",
    ],
    "smash-out-10": [
        "after ten or more shots, someone smashes out",
        "a smash hit out ends a rally of at least ten shots",
        "in a rally of ten shots or more, the last shot is a smash that lands out",
        "a player sends a smash wide to end a rally of 10+ shots",
        "the final smash misses the court after at least 10 shots",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
