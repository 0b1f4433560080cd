"""Write the 195th held-out search query set, ``search_heldout195.jsonl``, from the corpus.

Written in stop 59, before any change of the stop, to be run once and never used to tune: a
measure of the code on queries nobody had read. The nine development intents come in two new
wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in an
earlier split), and five new intents in five wordings each, naming the players by what they
did, not by their role's name ("the non-server", "the player who didn't serve", "the
returner", "the server's opponent", "whoever served", "the point-winner", "whoever lifted").
The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``). Every line's split is ``heldout195``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout195 [--root DATA] [--check]
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
    F,
    Intent,
    intent,
    outright,
    own_run,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout195.jsonl")
SPLIT = "heldout195"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("player", into=INTENTS)
def receiver_two_drops_loses(r: Rally) -> bool:
    """The receiver plays at least two drops (either kind) and loses."""
    return shots_by(r, r.receiver, DROP) >= 2 and r.loser == r.receiver


@intent("player", into=INTENTS)
def receiver_clear_and_drop_wins(r: Rally) -> bool:
    """The receiver plays at least one clear and at least one drop (either kind), and
    wins."""
    both = shots_by(r, r.receiver, {"clear"}) >= 1 and shots_by(r, r.receiver, DROP) >= 1
    return both and r.winner == r.receiver


@intent("run", into=INTENTS)
def receiver_lift_run_2(r: Rally) -> bool:
    """The receiver plays lifts (either kind) on two consecutive own shots."""
    return own_run(r, r.receiver, LIFT, 2)


@intent("player", into=INTENTS)
def receiver_smash_winner_8(r: Rally) -> bool:
    """A rally of at most eight shots whose final shot is a smash (either kind) by the
    receiver that landed in unreturned."""
    final = F(r).kind in SMASH and F(r).hitter == r.receiver
    return len(r.shots) <= 8 and final and outright(r)


@intent("player", into=INTENTS)
def server_net_shot_out(r: Rally) -> bool:
    """The final shot is a net-family shot by the server and the rally ended out."""
    return F(r).kind in NET and F(r).hitter == r.server and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "whoever wins the rally does it with a rush off a net shot at the end",
        "the point-winner's last shot is a rush after a net shot",
    ],
    "clear-out": [
        "whoever played the last shot sent a clear or lift out",
        "the player who hit the final clear or lift put it out",
    ],
    "drop-winner": [
        "whoever played the last drop won with it, unreturned",
        "the point-winner's final drop was never returned",
    ],
    "crossnet-winner": [
        "whoever won finished with a crosscourt net shot nobody returned",
        "the point-winner's final cross-court net shot goes unreturned",
    ],
    "netshot-into-net": [
        "whoever played the last net shot put it into the net",
        "the player hitting the final net shot finds the tape",
    ],
    "misjudged-leave": [
        "whoever left the last shuttle saw it land in",
        "the player who let the shuttle go at the end watched it land in",
    ],
    "passive-drop-punished": [
        "whoever played a passive drop got punished by a smash, rush or net shot winner at the end",
        "the point-loser's passive drop, answered by a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "whoever lifted got smashed for a winner at the end",
        "the point-loser's lift is met by a smash that wins outright",
    ],
    "marin-drop": [
        "Marin, as the point-winner, ends with an unreturned drop",
        "whoever faced Marin couldn't return her final drop",
    ],
    "receiver-two-drops-loses": [
        "the non-server drops at least twice and loses",
        "the player who didn't serve plays two or more drops and loses the point",
        "the returner loses after dropping twice or more",
        "the server's opponent drops at least two times but doesn't win",
        "two drops or more from the receiving player, who loses",
    ],
    "receiver-clear-and-drop-wins": [
        "the non-server plays a clear and a drop and wins",
        "the player who didn't serve clears and drops at least once each and takes the point",
        "the returner wins, with at least one clear and one drop",
        "the server's opponent plays both a clear and a drop and wins the rally",
        "the receiving player clears, drops and wins",
    ],
    "receiver-lift-run-2": [
        "the non-server lifts on two straight shots of their own",
        "the player who didn't serve lifts twice in a row",
        "two lifts in a row by the returner",
        "the server's opponent plays lifts on two consecutive own shots",
        "the receiving side lifts, then lifts again with their next shot",
    ],
    "receiver-smash-winner-8": [
        "the non-server wins a rally of eight shots or fewer with an outright smash",
        "in at most 8 shots, the player who didn't serve finishes with an unreturned smash",
        "a smash winner by the returner in a rally of no more than eight shots",
        "the server's opponent smashes a winner to end a rally of 8 shots or less",
        "a rally of 8 shots at most, ended by the receiving player's winning smash",
    ],
    "server-net-shot-out": [
        "the serving player's final net shot goes out",
        "whoever served ends the rally with a net shot out",
        "the player who served hits the last shot, a net shot, out",
        "the receiver's opponent plays a net shot that lands out at the end",
        "a net shot from the serving side that ends the rally out",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
