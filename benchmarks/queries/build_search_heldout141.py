"""Write the 141st held-out search query set, ``search_heldout141.jsonl``, from the corpus.

Written in stop 56, after stop 55's last change, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, whose roles are said in other words ("whoever served", "the serving
player", "the returner", "the player returning serve", "the non-server", "the side that
received", "the one on serve"), a label and a question. The reworded development queries
name their players in other words too. The relevant rallies come from the predicates, plain
Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout141``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout141 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import (
    DROP,
    LIFT,
    SMASH,
    Intent,
    answered,
    intent,
    last,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout141.jsonl")
SPLIT = "heldout141"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def receiver_smashes_2_server_none(r: Rally) -> bool:
    """The receiver plays at least two smashes (either kind) and the server none."""
    return shots_by(r, other(r.server), SMASH) >= 2 and shots_by(r, r.server, SMASH) == 0


@intent("anchor", into=INTENTS)
def short_serve_5_receiver_wins(r: Rally) -> bool:
    """A short serve, a rally of exactly five shots, and the receiver won."""
    short = r.shots[0].kind == "short service"
    return short and len(r.shots) == 5 and r.winner == other(r.server)


@intent("player", into=INTENTS)
def server_last_drop_loses(r: Rally) -> bool:
    """The final shot is the server's drop (either kind), and the receiver won."""
    shot = last(r)
    return shot.kind in DROP and shot.hitter == r.server and r.winner == other(r.server)


@intent("sequence", into=INTENTS)
def receiver_drop_server_lifts(r: Rally) -> bool:
    """A drop (either kind) by the receiver straight followed by the server's lift (either
    kind)."""
    return answered(r, DROP, LIFT, by=other(r.server))


@intent("rally", into=INTENTS)
def long_serve_3_shots(r: Rally) -> bool:
    """A long serve and a rally of exactly three shots."""
    return r.shots[0].kind == "long service" and len(r.shots) == 3


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the player at the net rushes a net shot and the other side can't get it back",
        "whoever is at the net kills a net shot with a rush that isn't returned",
    ],
    "clear-out": [
        "the player at the back sends a clear or lob out to end the rally",
        "whoever hits the final clear or lift puts it out",
    ],
    "drop-winner": [
        "whoever drops last wins the point outright",
        "the dropper's last drop isn't returned",
    ],
    "crossnet-winner": [
        "the player at the net wins with a cross-court net shot",
        "whoever plays the final cross net shot wins it outright",
    ],
    "netshot-into-net": [
        "the player at the net puts a net shot into the tape to end it",
        "whoever plays the last net shot hits the net",
    ],
    "misjudged-leave": [
        "whoever leaves the last shuttle sees it land in",
        "the player who lets the final shuttle go misjudges it, and it lands in",
    ],
    "passive-drop-punished": [
        "whoever plays a passive drop is punished at once by a winning smash, rush or net shot",
        "the player dropping passively loses to the next shot, a smash, rush or net shot",
    ],
    "lift-punished": [
        "whoever lifts last gets smashed for a winner",
        "the lifter's final lift is smashed and not returned",
    ],
    "marin-drop": [
        "the Spanish left-hander Carolina Marin wins the point with a drop",
        "Marin, as the one hitting the last shot, wins with a drop",
    ],
    "receiver-smashes-2-server-none": [
        "returner 2+ smashes, serving player none",
        "rallies where the returner smashes at least twice and whoever served never smashes",
        "the player receiving serve smashes two or more times and the serving player not once",
        "points where the side that received smashes twice or more and the one on serve never does",
        "in which rallies does the non-server smash at least twice while the server never does?",
    ],
    "short-serve-5-receiver-wins": [
        "short serve, 5 shots, returner wins",
        "rallies where whoever served serves short and the returner wins on the fifth shot",
        "the serving player serves short and the player returning serve wins a five-shot rally",
        "five-shot points after a short serve, won by the side that received",
        "which five-shot rallies opened with a short serve does the non-server win?",
    ],
    "server-last-drop-loses": [
        "serving player's last shot a drop, returner wins",
        "rallies where whoever served ends with a drop and loses",
        "the serving player plays the final shot, a drop, and the returner takes the point",
        "points lost by the one on serve with a drop as the last shot",
        "which rallies end with a drop by the player who served and a win for the other side?",
    ],
    "receiver-drop-server-lifts": [
        "returner drop, serving player lift",
        "rallies where a drop by the returner is lifted straight away by whoever served",
        "the player receiving serve drops and the serving player lifts the next shot",
        "points with a drop from the non-server answered by a lift from the one on serve",
        "which rallies have the returner's drop followed by the serving player's lift?",
    ],
    "long-serve-3-shots": [
        "serving player long serve, 3 shots",
        "rallies where whoever served serves long and the rally lasts three shots",
        "the player on serve serves long and the point is over after three shots",
        "three-shot points opened by a long serve from the serving side",
        "which rallies of three shots does the serving player start with a long serve?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
