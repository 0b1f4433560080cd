"""Write the 180th held-out search query set, ``search_heldout180.jsonl``, from the corpus.

Written in stop 58, after held-outs 176 to 179 and their fixes, to be run once and never
used to tune: a measure of that code on queries nobody had read. The nine development
intents come in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none
of these wordings is in an earlier split), and five new intents in five wordings each, in
the development set's own style (short phrases, figures like "2+"), each intent setting
what one player plays against what the other plays. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout180``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout180 [--root DATA] [--check]
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
    intent,
    known_after_serve,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout180.jsonl")
SPLIT = "heldout180"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def winner_clears_never_smashes_loser_smashes(r: Rally) -> bool:
    """The rally's winner plays at least two clears and no smash (either kind), and its loser
    at least two smashes; every type after the serve known."""
    if not known_after_serve(r) or r.winner is None:
        return False
    winner = shots_by(r, r.winner, {"clear"}) >= 2 and shots_by(r, r.winner, SMASH) == 0
    return winner and shots_by(r, r.loser, SMASH) >= 2


@intent("strategic", into=INTENTS)
def winner_drops_twice_loser_never(r: Rally) -> bool:
    """The rally's winner plays at least two drops (either kind) and its loser none; every
    type after the serve known."""
    if not known_after_serve(r) or r.winner is None:
        return False
    return shots_by(r, r.winner, DROP) >= 2 and shots_by(r, r.loser, DROP) == 0


@intent("strategic", into=INTENTS)
def receiver_3_net_shots_server_none(r: Rally) -> bool:
    """The receiver plays at least three net-family shots and the server none; every type
    after the serve known."""
    if not known_after_serve(r):
        return False
    return shots_by(r, r.receiver, NET) >= 3 and shots_by(r, r.server, NET) == 0


@intent("strategic", into=INTENTS)
def loser_rushes_winner_never(r: Rally) -> bool:
    """The rally's loser plays at least one rush and its winner none; every type after the
    serve known."""
    if not known_after_serve(r) or r.winner is None:
        return False
    return shots_by(r, r.loser, {"rush"}) >= 1 and shots_by(r, r.winner, {"rush"}) == 0


@intent("strategic", into=INTENTS)
def server_never_lifts_receiver_wins_10(r: Rally) -> bool:
    """A rally of at least ten shots won by the receiver in which the server plays no lift
    (either kind); every type after the serve known."""
    none = shots_by(r, r.server, LIFT) == 0
    return known_after_serve(r) and len(r.shots) >= 10 and none and r.winner == r.receiver


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "net shot punished by a rush winner from the point winner",
        "rallies closed by a rush on the opponent's net shot",
    ],
    "clear-out": [
        "clear or lob out to finish",
        "final shot a clear or lift, ruled out",
    ],
    "drop-winner": [
        "drop shot winners to close the rally",
        "unreturned drops at the end",
    ],
    "crossnet-winner": [
        "crosscourt net shot winners to close the rally",
        "rally-ending cross-court net shots, unreturned",
    ],
    "netshot-into-net": [
        "net shot errors into the net at the end",
        "final net shots caught in the tape",
    ],
    "misjudged-leave": [
        "leave errors: shuttle left, lands in",
        "last shuttle misjudged and left to fall in",
    ],
    "passive-drop-punished": [
        "passive drop killed by a smash, rush or net shot winner",
        "passive drop answered by an outright smash, rush or net shot",
    ],
    "lift-punished": [
        "lifts the opponent smashes away for outright winners",
        "winning smash straight off a lift",
    ],
    "marin-drop": [
        "Carolina Marin: rallies closed by her drop shot winners",
        "Marin closing rallies with unreturned drops",
    ],
    "winner-clears-never-smashes-loser-smashes": [
        "winner clears 2+ times and never smashes, loser smashes 2+ times",
        "two or more clears and no smash from the winner, at least two smashes from the loser",
        "defence wins: the winner clears twice or more without smashing while the loser smashes "
        "twice or more",
        "no smashes and 2+ clears by the winner, 2+ smashes by the loser",
        "the loser smashes at least twice but the winner, who never smashes, clears at least twice",
    ],
    "winner-drops-twice-loser-never": [
        "winner drops 2+ times, loser never drops",
        "two or more drops from the winner and none from the loser",
        "the loser plays no drop while the winner plays at least two",
        "drop battle won: at least two drops by the winner, zero by the loser",
        "only the winner drops, twice or more",
    ],
    "receiver-3-net-shots-server-none": [
        "receiver plays 3+ net shots, server none",
        "three or more net shots from the receiver and none from the server",
        "the server never plays a net shot while the receiver plays at least three",
        "net play all from the receiver: at least three net shots, zero by the server",
        "only the receiver plays net shots, three or more",
    ],
    "loser-rushes-winner-never": [
        "loser rushes at least once, winner never rushes",
        "a rush from the loser and none from the winner",
        "the winner plays no rush while the loser rushes",
        "rushes by the loser only, not by the winner",
        "only the loser rushes",
    ],
    "server-never-lifts-receiver-wins-10": [
        "receiver wins a 10+ shot rally in which the server never lifts",
        "no lifts from the server in rallies of ten shots or more won by the receiver",
        "the server plays no lift and loses a rally of at least 10 shots",
        "rallies of ten or more shots, zero lifts by the server, receiver wins",
        "at least ten shots, the server never lifting, and the receiver takes the point",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
