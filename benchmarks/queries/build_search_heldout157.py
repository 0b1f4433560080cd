"""Write the 157th held-out search query set, ``search_heldout157.jsonl``, from the corpus.

Written in stop 57, before any change of that stop, to be run once and never used to tune:
a measure of stop 56's code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about what
one player did and how the rally went for them, the player named once and then by a pronoun
("the server smashes twice and she wins", "he lifts three times and loses it", "their
opponent"). The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout157``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout157 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DRIVE,
    LIFT,
    SMASH,
    Intent,
    intent,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout157.jsonl")
SPLIT = "heldout157"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("player", into=INTENTS)
def server_smashes_twice_wins(r: Rally) -> bool:
    """The server plays at least two smashes (either kind), and the server won."""
    return shots_by(r, r.server, SMASH) >= 2 and r.winner == r.server


@intent("player", into=INTENTS)
def receiver_lifts_thrice_loses(r: Rally) -> bool:
    """The receiver plays at least three lifts (either kind), and the server won."""
    return shots_by(r, r.receiver, LIFT) >= 3 and r.winner == r.server


@intent("player", into=INTENTS)
def server_clears_twice_wins(r: Rally) -> bool:
    """The server plays at least two clears, and the server won."""
    return shots_by(r, r.server, {"clear"}) >= 2 and r.winner == r.server


@intent("player", into=INTENTS)
def receiver_drives_twice_loses(r: Rally) -> bool:
    """The receiver plays at least two drive-family shots, and the server won."""
    return shots_by(r, r.receiver, DRIVE) >= 2 and r.winner == r.server


@intent("player", into=INTENTS)
def loser_smashes_twice_winner_end(r: Rally) -> bool:
    """The player who lost the rally played at least two smashes (either kind), and the rally
    ended with a winner (the last shot landed in unreturned)."""
    return r.loser is not None and shots_by(r, r.loser, SMASH) >= 2 and r.ending == "winner"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a player plays a net shot and their opponent rushes it for a winner",
        "she rushes the net shot and wins the point with it",
    ],
    "clear-out": [
        "he clears or lifts and it goes out, ending the rally",
        "the player lobs it long and that is the end of their rally",
    ],
    "drop-winner": [
        "a player drops and their opponent cannot return it",
        "she plays a drop and it wins her the point outright",
    ],
    "crossnet-winner": [
        "he plays a cross-court net shot and his opponent never reaches it",
        "a player wins the rally with their crosscourt net shot",
    ],
    "netshot-into-net": [
        "a player plays a net shot at the end and puts it into the net",
        "she hits her last net shot into the tape",
    ],
    "misjudged-leave": [
        "a player leaves the shuttle and it lands in on them",
        "he lets the shuttle go, thinking it's out, but it lands in",
    ],
    "passive-drop-punished": [
        "a player drops passively and their opponent wins with a smash, rush or net shot",
        "he plays a passive drop and she punishes it with a smash, rush or net shot winner",
    ],
    "lift-punished": [
        "a player lifts and their opponent smashes it for a winner",
        "she lifts and he smashes it away to win the rally",
    ],
    "marin-drop": [
        "Marin plays a drop and it wins her the rally",
        "Carolina Marin drops and her opponent can't return it",
    ],
    "server-smashes-twice-wins": [
        "the server smashes twice and she wins",
        "the server hits at least two smashes and he takes the point",
        "a player serves, smashes two or more times, and they win the rally",
        "the server smashes at least twice and goes on to win it herself",
        "the player on serve smashes two times or more and their opponent loses",
    ],
    "receiver-lifts-thrice-loses": [
        "the receiver lifts three times and she loses",
        "the receiver plays at least three lifts and he loses the point",
        "a player receives, lifts three or more times, and they lose the rally",
        "the receiver lobs three times or more and the point goes to his opponent",
        "the player receiving lifts at least 3 times and her opponent wins",
    ],
    "server-clears-twice-wins": [
        "the server clears twice and she wins",
        "the server plays at least two clears and he wins the point",
        "a player serves, clears two or more times, and they win the rally",
        "the server clears at least twice and takes the point himself",
        "the player on serve hits two clears or more and wins it",
    ],
    "receiver-drives-twice-loses": [
        "the receiver drives twice and she loses",
        "the receiver plays at least two drives and he loses the rally",
        "a player receives, drives two or more times, and they lose the point",
        "the receiver hits at least 2 drives and her opponent wins",
        "the player receiving drives two times or more and loses it",
    ],
    "loser-smashes-twice-winner-end": [
        "a player smashes twice but his opponent wins with a winner",
        "the loser smashes at least two times and the rally ends with a winner",
        "she smashes two or more times and still loses to an outright winner",
        "the player who loses hits at least 2 smashes, and the last shot is a winner",
        "he smashes twice or more, yet his opponent wins it with a shot he cannot return",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
