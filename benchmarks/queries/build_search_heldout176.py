"""Write the 176th held-out search query set, ``search_heldout176.jsonl``, from the corpus.

Written in stop 58, after held-outs 172 to 175 and their fixes, to be run once and never
used to tune: a measure of that code on queries nobody had read. The nine development
intents come in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none
of these wordings is in an earlier split), and five new intents in five wordings each,
typed in a hurry: letters swapped, dropped or doubled ("recieve", "smsh", "rallly",
"dropps"), one or two slips a query. The relevant rallies come from the predicates, plain
Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout176``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout176 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DROP,
    NET,
    SMASH,
    Intent,
    consecutive,
    intent,
    last,
    own_run,
    shot_at,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout176.jsonl")
SPLIT = "heldout176"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("player", into=INTENTS)
def receiver_drops_twice_wins_outright(r: Rally) -> bool:
    """The receiver plays at least two drops (either kind) and wins the rally, which ended
    with a winner (the last shot landed in unreturned)."""
    drops = shots_by(r, r.receiver, DROP) >= 2
    return drops and r.winner == r.receiver and r.ending == "winner"


@intent("anchor", into=INTENTS)
def return_cleared_receiver_wins(r: Rally) -> bool:
    """Shot 2 (the return of serve) is a clear, and the receiver won."""
    return shot_at(r, 2, {"clear"}) and r.winner == r.receiver


@intent("sequence", into=INTENTS)
def smash_then_net_server_wins_short(r: Rally) -> bool:
    """A smash (either kind) straight followed by a net-family shot, in a rally of at most
    ten shots won by the server."""
    return consecutive(r, SMASH, NET) and r.winner == r.server and len(r.shots) <= 10


@intent("rally", into=INTENTS)
def clear_out_long_rally(r: Rally) -> bool:
    """The final shot is a clear, the rally ended out, and it lasted at least ten shots."""
    return last(r).kind == "clear" and r.ending == "out" and len(r.shots) >= 10


@intent("run", into=INTENTS)
def receiver_clears_twice_running_server_wins(r: Rally) -> bool:
    """The receiver plays clears on two consecutive own shots, and the server won."""
    return own_run(r, r.receiver, {"clear"}, 2) and r.winner == r.server


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot that gets rushhed for the winning point",
        "the rally ends wiht a rush that kills the net shot before it",
    ],
    "clear-out": [
        "the last shot is a clear or a lfit that goes out",
        "rallies ending with a clera or lob landing out",
    ],
    "drop-winner": [
        "the rally finishes with a winnning drop",
        "drop shots that end the rally unretrned",
    ],
    "crossnet-winner": [
        "a cross-court net shot wins the ralley",
        "crosscourt net shots that end the rally as winers",
    ],
    "netshot-into-net": [
        "the last net shot hits the tape and the rally is ovre",
        "a net shot ends teh rally in the net",
    ],
    "misjudged-leave": [
        "the shuttle is let go but it lands inn",
        "a player leaves the last shutle and it falls in",
    ],
    "passive-drop-punished": [
        "a pasive drop killed at once by a smash, rush or net shot winner",
        "the rally ends with a smash, rush or net shot winner right after a passive dorp",
    ],
    "lift-punished": [
        "a lift that is smahsed for a winner",
        "the last two shots are a lfit and a winning smash",
    ],
    "marin-drop": [
        "Marin ends the rally with a dorp winner",
        "drop winners by Carolina Marn",
    ],
    "receiver-drops-twice-wins-outright": [
        "the reciever drops at least twice and wins with an outright winner",
        "two or more drops from the receivr, who takes the point with a winner",
        "the receiver wins a rally ending in a winner after dropping twice or more",
        "at least 2 dropps by the receiver, and the receiver wins outright",
        "the reciever plays two or more drop shots and the rally ends with the receiver's winner",
    ],
    "return-cleared-receiver-wins": [
        "the return of serve is a clear and the reciever wins",
        "the receiver clears the serve back and wins the pointt",
        "a cleared retrun of serve, won by the receiver",
        "shot two is a clear and the receiver takes the rally",
        "the receiver answres the serve with a clear and goes on to win",
    ],
    "smash-then-net-server-wins-short": [
        "a smash followed straight away by a net shot, in a rally of ten shots or fewer won by "
        "the srever",
        "the server wins a short rally, at most 10 shots, with a smsh answered by a net shot",
        "a smash then immediately a net shot, the server winning, no more than ten shotts",
        "rallies of up to ten shots won by the server where a smash is met by a net shot",
        "smash, net shot, in a ralley of 10 shots or less that the server wins",
    ],
    "clear-out-long-rally": [
        "rallies of ten shots or more ending with a clear that goes out",
        "the last shot is a claer, out, after at least 10 shots",
        "a long rally, 10+ shots, finished by a clear landing out",
        "a clear hit out to end a rally of at least ten shotts",
        "rallies lastting ten shots or longer where the final clear is out",
    ],
    "receiver-clears-twice-running-server-wins": [
        "the receiver clears twice in a row and the server wins",
        "two consecutive clears by the reciever, and the server takes the point",
        "the receiver plays back-to-back clears and loses the rallly",
        "the server wins after the receiver clears two times in a rwo",
        "two clears in a row from the receiver, then the sever wins",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
