"""Write the 207th held-out search query set, ``search_heldout207.jsonl``, from the corpus.

Written in stop 66, after held-out 206 ran, the fixes that followed it and the bank's
rebuild, and before any run of it, to be run once and never used to tune: a measure of the
stop's final code on queries nobody had read. The nine development intents come in two new
wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in
an earlier split), and five new intents in five wordings each, told as a coach would say or
jot them down. The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``). Every line's split is ``heldout207``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout207 [--root DATA] [--check]
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
    depth,
    intent,
    named,
    own_run,
    receiver,
    shot_at,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout207.jsonl")
SPLIT = "heldout207"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("negation", into=INTENTS)
def no_drop_lifted_server_wins(r: Rally) -> bool:
    """The server wins a rally of ten shots or more in which no drop (drop, passive drop)
    is answered at once by a lift (lob, defensive return lob)."""
    if r.winner != r.server or len(r.shots) < 10:
        return False
    return next(windows(r, DROP, LIFT), None) is None


@intent("anchor", into=INTENTS)
def push_return_then_net(r: Rally) -> bool:
    """The return of serve (shot 2) is a push and shot 3 is a net-family shot (net shot,
    return net, cross-court net shot)."""
    return shot_at(r, 2, {"push"}) and shot_at(r, 3, NET)


@intent("zone", into=INTENTS)
def loser_three_rear_smashes(r: Rally) -> bool:
    """The loser of the rally plays three smashes or more (smash, wrist smash) hit from the
    rear court."""
    if r.loser is None:
        return False
    rear = [s for s in r.shots if s.kind in SMASH and depth(s.hit_zone) == "rear"]
    return sum(s.hitter == r.loser for s in rear) >= 3


@intent("player", into=INTENTS)
def momota_two_drops_wins_ten(r: Rally) -> bool:
    """Kento Momota wins a rally of ten shots or more in which he plays two drops or more
    (drop, passive drop)."""
    return len(r.shots) >= 10 and named(r, "Kento MOMOTA", DROP, 2, "winner")


@intent("run", into=INTENTS)
def receiver_two_drops_row_loses(r: Rally) -> bool:
    """The receiver drops (drop, passive drop) on two consecutive own shots or more and the
    server wins the rally."""
    return r.winner == r.server and own_run(r, receiver(r), DROP, 2)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush straight off the opponent's net shot, and nobody returns it",
        "a net shot gets rushed for the point",
    ],
    "clear-out": [
        "a lob or a clear that flies out of court to lose the rally",
        "the point ends with a clear or lift landing out",
    ],
    "drop-winner": [
        "a drop nobody returns, ending the point",
        "the rally finishes with a drop shot winner",
    ],
    "crossnet-winner": [
        "an outright winner with a cross-court net shot as the final shot",
        "point won by a crosscourt net shot the opponent never touches",
    ],
    "netshot-into-net": [
        "a rally ending with a net shot that fails to clear the tape",
        "the rally ends when a net shot catches the tape and falls back",
    ],
    "misjudged-leave": [
        "the player lets the shuttle fall, thinking it is out, but it is in",
        "rallies lost by leaving a shuttle that lands inside the lines",
    ],
    "passive-drop-punished": [
        "straight after a passive drop comes an unreturned smash, rush or net shot",
        "passive drop, then an outright smash, rush or net shot to end it",
    ],
    "lift-punished": [
        "the lift is answered with a smash that nobody returns",
        "a winning smash straight off a lift",
    ],
    "marin-drop": [
        "Marin plays a drop that ends the rally unreturned",
        "an unanswered drop shot wins Carolina Marin the point",
    ],
    "no-drop-lifted-server-wins": [
        "the server wins a rally of ten shots or more where no drop is answered with a lift",
        "10+ shots, won by the server, and no lift straight after a drop",
        "rallies of at least ten shots that the server wins without any drop being lifted",
        "no drop in the rally gets lifted, the rally lasts ten shots or more, and the server wins",
        "server's point, ten strokes or longer, never a lift right after a drop",
    ],
    "push-return-then-net": [
        "the return of serve is a push and the third shot is a net shot",
        "a pushed return of serve that the server answers at the net with a net shot",
        "shot two is a push, shot three a net shot",
        "the receiver pushes the serve and the server replies with a net shot",
        "serve, push return, then a net shot",
    ],
    "loser-three-rear-smashes": [
        "the loser smashes from the back court at least three times",
        "three or more smashes from the rear court by the player who loses the rally",
        "the player who loses plays three smashes or more from deep",
        "rallies in which the losing player smashes from the back of the court three times or more",
        "at least 3 rear-court smashes from the eventual loser",
    ],
    "momota-two-drops-wins-ten": [
        "Momota wins a rally of ten shots or more with at least two drops",
        "rallies of 10+ shots won by Kento Momota in which he plays two or more drops",
        "Momota drops at least twice and wins a rally lasting ten shots or longer",
        "two drops or more from Momota in a ten-plus shot rally that he wins",
        "Kento Momota takes a point of at least ten strokes after playing two drops or more",
    ],
    "receiver-two-drops-row-loses": [
        "the receiver drops twice in a row and loses the rally",
        "two consecutive drops by the receiver, but the server wins",
        "the server wins after the receiver plays two drops in a row",
        "back-to-back drops from the receiver in a rally the receiver loses",
        "the receiver hits a drop with two consecutive shots and still loses the point",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
