"""Write the 171st held-out search query set, ``search_heldout171.jsonl``, from the corpus.

Written in stop 57, after held-out 169 and 170's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, said as a
coach talks through a rally: long sentences, several clauses, asides ("what I want is ...",
"you know, the ones where ..."). The relevant rallies come from the predicates, plain
Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout171``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout171 [--root DATA] [--check]
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
    SMASH,
    Intent,
    consecutive,
    depth,
    intent,
    known_after_serve,
    own_run,
    shots_by,
    then_own,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout171.jsonl")
SPLIT = "heldout171"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def server_smashes_twice_receiver_never_lifts(r: Rally) -> bool:
    """The server smashes (either kind) at least twice and the receiver plays no lift (either
    kind) (every type after the serve known)."""
    none = shots_by(r, r.receiver, LIFT) == 0
    return known_after_serve(r) and shots_by(r, r.server, SMASH) >= 2 and none


@intent("sequence", into=INTENTS)
def drive_drop_server_wins_short(r: Rally) -> bool:
    """A drive-family shot straight followed by a drop (either kind), in a rally of at most
    eight shots won by the server."""
    return consecutive(r, DRIVE, DROP) and r.winner == r.server and len(r.shots) <= 8


@intent("sequence", into=INTENTS)
def smash_then_own_drop_server_wins(r: Rally) -> bool:
    """A smash (either kind) whose hitter's next own shot is a drop (either kind), and the
    server won."""
    return then_own(r, SMASH, DROP) and r.winner == r.server


@intent("run", into=INTENTS)
def server_lifts_3_running_loses(r: Rally) -> bool:
    """The server plays lifts (either kind) on three consecutive own shots, and the receiver
    won."""
    return own_run(r, r.server, LIFT, 3) and r.winner == r.receiver


@intent("anchor", into=INTENTS)
def deep_return_out_end(r: Rally) -> bool:
    """The return of serve (shot 2) lands in the rear court, and the rally ended out."""
    return len(r.shots) >= 2 and depth(r.shots[1].land_zone) == "rear" and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "what I want is the rallies where someone plays a net shot and the other player "
        "rushes it and that rush wins the point",
        "you know, the ones where a net shot gets rushed straight away and the rush is the winner",
    ],
    "clear-out": [
        "I'm after rallies that end because somebody's clear or lift goes out, basically a "
        "high shot that's long",
        "so the rally finishes and it's because the last shot, a clear or a lob, landed out",
    ],
    "drop-winner": [
        "what I'm looking for is when a player finishes the rally with a drop and the "
        "opponent just can't get it",
        "you know, the rallies that end on a drop shot that wins outright",
    ],
    "crossnet-winner": [
        "show me where the rally ends with a crosscourt net shot, and it's a winner, the "
        "opponent doesn't get there",
        "I want the points that are won with a net shot played cross-court at the very end",
    ],
    "netshot-into-net": [
        "rallies where the last thing that happens is a net shot, and it goes into the net, "
        "so the point is lost",
        "I'm after the points where someone plays a net shot at the end and it just doesn't "
        "clear the tape",
    ],
    "misjudged-leave": [
        "what I want is the rallies where a player decides to leave the shuttle, thinking "
        "it's out, and it lands in",
        "you know, the ones where the shuttle is left alone but it actually lands inside",
    ],
    "passive-drop-punished": [
        "I'm interested in a passive drop that the opponent immediately punishes, with a "
        "smash, a rush or a net shot that wins the point",
        "so someone plays a passive drop, and straight away the other player wins it with a "
        "smash, rush or net shot",
    ],
    "lift-punished": [
        "what I'm after is a lift, and then the opponent smashes it and that smash wins the rally",
        "you know, when somebody lifts and gets smashed for a winner straight away",
    ],
    "marin-drop": [
        "I want the rallies where Marin wins the point with a drop at the end, one her "
        "opponent can't return",
        "show me Carolina Marin finishing rallies with a drop that wins",
    ],
    "server-smashes-twice-receiver-never-lifts": [
        "what I want is the rallies where the server smashes at least twice, and the "
        "receiver, interestingly, never lifts at all",
        "you know, the ones where the server hits two or more smashes but the receiver "
        "doesn't play a single lift",
        "I'm after rallies with the server smashing twice or more while the receiver never "
        "lifts the shuttle",
        "so the server smashes, twice at least, and through the whole rally the receiver has "
        "no lifts",
        "show me where the server is smashing at least two times and the receiver doesn't "
        "lift even once",
    ],
    "drive-drop-server-wins-short": [
        "what I want is a drive followed straight away by a drop, in a short rally of eight "
        "shots or fewer, and the server wins it",
        "you know, the quick rallies, eight shots at most, where a drive is answered by a "
        "drop and the server takes the point",
        "I'm after rallies of no more than 8 shots, won by the server, where somebody drives "
        "and the reply is a drop",
        "so there's a drive, then a drop right after it, the rally is eight shots or less, "
        "and it goes to the server",
        "show me the server winning a rally of at most eight shots that has a drive met by a drop",
    ],
    "smash-then-own-drop-server-wins": [
        "what I want is a player who smashes and then, with their next shot, plays a drop, "
        "and the server wins the rally",
        "you know, the ones where someone smashes and follows it up with a drop on their next"
        " shot, and the server takes it",
        "I'm after rallies the server wins where a player smashes and their very next shot is"
        " a drop",
        "so somebody smashes, then drops with their following shot, and in the end the server"
        " wins the point",
        "show me a smash followed by the same player's drop on their next shot, in rallies "
        "the server wins",
    ],
    "server-lifts-3-running-loses": [
        "what I want is the server lifting three times in a row, and then losing the rally",
        "you know, the ones where the server is forced to lift on three straight shots of "
        "their own and the receiver wins",
        "I'm after rallies where the server plays three lifts in a row and loses the point",
        "so the server lifts, lifts again, and lifts a third time in a row, and the receiver "
        "ends up winning",
        "show me the receiver winning after the server has lifted three consecutive times",
    ],
    "deep-return-out-end": [
        "what I want is a return of serve that goes deep to the back court, and then the "
        "rally ends with a shot out",
        "you know, the ones where the receiver returns the serve to the rear court and the "
        "point finishes out",
        "I'm after rallies where the return of serve lands at the back and in the end someone"
        " hits out",
        "so the serve is returned deep, into the back court, and the rally is over when the "
        "shuttle goes out",
        "show me deep returns of serve to the rear court in rallies that end out",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
