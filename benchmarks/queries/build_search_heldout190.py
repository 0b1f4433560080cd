"""Write the 190th held-out search query set, ``search_heldout190.jsonl``, from the corpus.

Written in stop 59, before any change of the stop, to be run once and never used to tune: a
measure of the code on queries nobody had read. The nine development intents come in two new
wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in an
earlier split), and five new intents in five wordings each, counted in everyday quantity
words ("a dozen", "half a dozen", "a couple of", "a pair of", "double figures", "a single").
The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``). Every line's split is ``heldout190``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout190 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DROP,
    SMASH,
    F,
    Intent,
    intent,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout190.jsonl")
SPLIT = "heldout190"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("rally", into=INTENTS)
def dozen_plus_ends_out(r: Rally) -> bool:
    """A rally of at least twelve shots that ended out."""
    return len(r.shots) >= 12 and r.ending == "out"


@intent("player", into=INTENTS)
def loser_two_smashes(r: Rally) -> bool:
    """The rally's loser plays at least two smashes (either kind)."""
    return r.loser is not None and shots_by(r, r.loser, SMASH) >= 2


@intent("anchor", into=INTENTS)
def six_or_fewer_server_wins(r: Rally) -> bool:
    """A rally of at most six shots that the server wins."""
    return len(r.shots) <= 6 and r.winner == r.server


@intent("player", into=INTENTS)
def winner_two_drops_and_smash(r: Rally) -> bool:
    """The rally's winner plays at least two drops (either kind) and at least one smash
    (either kind)."""
    if r.winner is None:
        return False
    return shots_by(r, r.winner, DROP) >= 2 and shots_by(r, r.winner, SMASH) >= 1


@intent("player", into=INTENTS)
def ten_plus_receiver_smash_wins(r: Rally) -> bool:
    """A rally of at least ten shots whose final shot is a smash (either kind) by the
    receiver, who wins it."""
    return (
        len(r.shots) >= 10
        and F(r).kind in SMASH
        and F(r).hitter == r.receiver
        and r.winner == r.receiver
    )


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a single rush after a net shot wins the point at the end",
        "the net shot is answered by one rush, which wins the rally",
    ],
    "clear-out": [
        "a single clear or lob, the last shot, lands out",
        "one last clear or lift that goes out to end it",
    ],
    "drop-winner": [
        "a single drop finishes it, unreturned",
        "one drop at the end that nobody reaches",
    ],
    "crossnet-winner": [
        "one crosscourt net shot ends the rally, unreturned",
        "a lone cross-court net shot wins it at the end",
    ],
    "netshot-into-net": [
        "a single net shot at the end finds the tape",
        "one final net shot into the net",
    ],
    "misjudged-leave": [
        "a single misjudged leave ends the rally",
        "one shuttle left alone at the end lands in",
    ],
    "passive-drop-punished": [
        "a single passive drop gets punished by a winning smash, rush or net shot",
        "one passive drop, then a smash, rush or net shot that wins it outright",
    ],
    "lift-punished": [
        "a single lift is smashed away for a winner",
        "one lift, then a smash that wins the point outright",
    ],
    "marin-drop": [
        "one Marin drop finishes the rally, unreturned",
        "Marin needs just one drop at the end to win it outright",
    ],
    "dozen-plus-ends-out": [
        "a rally of a dozen shots or more that ends out",
        "at least a dozen shots, and the last one goes out",
        "a dozen or more strokes before the shuttle lands out",
        "rallies that last a dozen shots or longer and end with the shuttle out",
        "the shuttle goes out after at least a dozen shots",
    ],
    "loser-two-smashes": [
        "the loser smashes a couple of times or more",
        "a couple of smashes, at least, from the player who loses",
        "the losing player hits at least a couple of smashes",
        "the player who loses the point smashes at least a couple of times",
        "a pair of smashes or more by the loser",
    ],
    "six-or-fewer-server-wins": [
        "the server wins a rally of half a dozen shots or fewer",
        "no more than half a dozen shots, won by the server",
        "the server wins inside half a dozen shots",
        "a short one, half a dozen strokes at most, going to the server",
        "half a dozen shots at most, and the point is the server's",
    ],
    "winner-two-drops-and-smash": [
        "the winner plays a couple of drops and a smash",
        "a couple of drops or more and at least a single smash from the winner",
        "the player who wins drops a couple of times and smashes at least once",
        "a pair of drops, at least, and one smash or more by the winning player",
        "the winner hits a couple of drops plus a smash",
    ],
    "ten-plus-receiver-smash-wins": [
        "a double-digit rally that the receiver wins with a smash",
        "ten shots or more, the receiver finishing with a smash to win",
        "in a rally in double figures, the receiver smashes the winning shot",
        "the receiver ends a double-digit rally with a winning smash",
        "double figures in shots, and the receiver wins it with a smash at the end",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
