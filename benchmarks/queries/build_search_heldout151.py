"""Write the 151st held-out search query set, ``search_heldout151.jsonl``, from the corpus.

Written in stop 56, after held-out 146 to 149's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about named
players, their names said in full, by surname or by given name and surname in either order
("Lee Zii Jia", "Yamaguchi", "Anthony Ginting", "Christie", "Chen Yufei"), a label and a
question. The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout151``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout151 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import INTENTS as ALL_INTENTS
from benchmarks.queries.truth import (
    SMASH,
    Intent,
    intent,
    known_after_serve,
    lift_punished,
    shots_by,
    side_of,
)

OUT = Path(__file__).with_name("search_heldout151.jsonl")
SPLIT = "heldout151"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("player", into=INTENTS)
def lee_zii_jia_loses_20(r: Rally) -> bool:
    """Lee Zii Jia lost a rally of at least 20 shots."""
    me = side_of(r, "LEE Zii Jia")
    return me is not None and r.winner is not None and r.winner != me and len(r.shots) >= 20


@intent("player", into=INTENTS)
def yamaguchi_receives_wins_5(r: Rally) -> bool:
    """Akane Yamaguchi received and won a rally of at most five shots."""
    me = side_of(r, "Akane YAMAGUCHI")
    return me is not None and r.server != me and r.winner == me and len(r.shots) <= 5


@intent("player", into=INTENTS)
def ginting_serves_loses_3(r: Rally) -> bool:
    """Anthony Sinisuka Ginting served and lost a rally of at most three shots."""
    me = side_of(r, "Anthony Sinisuka GINTING")
    lost = r.winner is not None and r.winner != me
    return me is not None and r.server == me and lost and len(r.shots) <= 3


@intent("player", into=INTENTS)
def christie_lift_punished(r: Rally) -> bool:
    """Jonatan Christie's lift (either kind) is the rally's second-last shot, smashed for a
    winner by his opponent."""
    me = side_of(r, "Jonatan CHRISTIE")
    return me is not None and lift_punished(r) and r.shots[-2].hitter == me


@intent("player", into=INTENTS)
def chen_yufei_no_smash_wins_10(r: Rally) -> bool:
    """Chen Yufei won a rally of at least ten shots without a smash (either kind) of her own
    (every type after the serve known)."""
    me = side_of(r, "CHEN Yufei")
    if me is None or not known_after_serve(r) or len(r.shots) < 10:
        return False
    return r.winner == me and shots_by(r, me, SMASH) == 0


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot, rushed away by the other player for a winner",
        "a rushed winner straight off a net shot",
    ],
    "clear-out": [
        "a player's clear or lob goes long to end the point",
        "the point ends with a lift or a clear sent out",
    ],
    "drop-winner": [
        "a drop the opponent can't return, winning it",
        "a point-winning drop",
    ],
    "crossnet-winner": [
        "a crosscourt net shot for an outright winner",
        "a player wins with a net shot across the court that's never returned",
    ],
    "netshot-into-net": [
        "a player nets a net shot to end the rally",
        "the last net shot is caught in the tape",
    ],
    "misjudged-leave": [
        "a player leaves a shuttle that turns out to be in",
        "a leave that lands in to end the rally",
    ],
    "passive-drop-punished": [
        "a passive drop, then a smash, rush or net shot that wins",
        "the answer to a passive drop is a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "a lift, then a smash winner off it",
        "the opponent smashes a lift for a winner",
    ],
    "marin-drop": [
        "a drop winner for Carolina Marin",
        "drops by Carolina Marin that win the rally",
    ],
    "lee-zii-jia-loses-20": [
        "Lee Zii Jia loses, 20+ shots",
        "rallies of at least 20 shots that Lee Zii Jia loses",
        "Zii Jia Lee loses a rally of twenty shots or more",
        "points of 20 shots or longer lost by Lee",
        "which rallies of 20 or more shots does Lee Zii Jia lose?",
    ],
    "yamaguchi-receives-wins-5": [
        "Yamaguchi receiving, wins in 5 shots or fewer",
        "rallies Akane Yamaguchi wins on her opponent's serve in five shots or fewer",
        "Yamaguchi receives and wins the point within five shots",
        "points of at most five shots won by Yamaguchi Akane when receiving",
        "which rallies of five shots or fewer does Yamaguchi win when receiving?",
    ],
    "ginting-serves-loses-3": [
        "Ginting serves, loses within 3 shots",
        "rallies Anthony Ginting serves and loses in three shots or fewer",
        "Ginting serves and loses the point within the first three shots",
        "points of at most three shots lost by Anthony Sinisuka Ginting on his serve",
        "which rallies does Ginting lose on his own serve in three shots or fewer?",
    ],
    "christie-lift-punished": [
        "Christie lift, smashed for a winner",
        "rallies where Jonatan Christie's lift is smashed for a winner",
        "Christie lifts and his opponent smashes it for the point",
        "points where a lift by Christie gets punished with a smash winner",
        "which rallies end with Jonatan Christie's lift smashed for a winner?",
    ],
    "chen-yufei-no-smash-wins-10": [
        "Chen Yufei wins without smashing, 10+ shots",
        "rallies of at least ten shots Chen Yufei wins without a smash",
        "Chen Yufei wins a rally of ten shots or more without smashing once",
        "points of 10 or more shots won by Yufei Chen with no smash of her own",
        "which rallies of ten shots or more does Chen Yufei win without smashing?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
