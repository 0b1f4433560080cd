"""Write the eighty-third held-out search query set, ``search_heldout83.jsonl``, from the corpus.

Written in stop 51, after held-out 82's run, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and seven new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout83``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout83 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import INTENTS as ALL_INTENTS
from benchmarks.queries.truth import (
    LIFT,
    NET,
    SMASH,
    Intent,
    intent,
    own_run,
    side_of,
)

OUT = Path(__file__).with_name("search_heldout83.jsonl")
SPLIT = "heldout83"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


def _final_by(r: Rally, name: str) -> str | None:
    """The named player's side when they hit the rally's final shot, else None."""
    side = side_of(r, name)
    return side if side is not None and r.shots[-1].hitter == side else None


@intent("player", into=INTENTS)
def axelsen_rear_right_smash_wins(r: Rally) -> bool:
    """Viktor AXELSEN hits the final shot, a smash (either kind) from the rear-right zone,
    and wins the rally."""
    side, f = _final_by(r, "Viktor AXELSEN"), r.shots[-1]
    return side is not None and f.kind in SMASH and f.hit_zone == "rear-right" and r.winner == side


@intent("player", into=INTENTS)
def ginting_backhand_net(r: Rally) -> bool:
    """Anthony Sinisuka GINTING plays a net-family shot on the backhand."""
    side = side_of(r, "Anthony Sinisuka GINTING")
    return side is not None and any(
        s.hitter == side and s.kind in NET and s.backhand for s in r.shots
    )


@intent("player", into=INTENTS)
def intanon_lift_out(r: Rally) -> bool:
    """Ratchanok INTANON hits the final shot, a lift (either kind), and the rally ends out."""
    side = _final_by(r, "Ratchanok INTANON")
    return side is not None and r.shots[-1].kind in LIFT and r.ending == "out"


@intent("player", into=INTENTS)
def naraoka_wins_20_plus(r: Rally) -> bool:
    """The rally has at least twenty shots and Kodai NARAOKA wins it."""
    side = side_of(r, "Kodai NARAOKA")
    return side is not None and len(r.shots) >= 20 and r.winner == side


@intent("player", into=INTENTS)
def sindhu_smash_into_net(r: Rally) -> bool:
    """PUSARLA V. Sindhu hits the final shot, a smash (either kind), and the rally ends in
    the net."""
    side = _final_by(r, "PUSARLA V. Sindhu")
    return side is not None and r.shots[-1].kind in SMASH and r.ending == "net"


@intent("player", into=INTENTS)
def antonsen_around_head_smash(r: Rally) -> bool:
    """Anders ANTONSEN plays a smash (either kind) around the head."""
    side = side_of(r, "Anders ANTONSEN")
    return side is not None and any(
        s.hitter == side and s.kind in SMASH and s.around_head for s in r.shots
    )


@intent("tactic", into=INTENTS)
def server_smash_barrage(r: Rally) -> bool:
    """The server plays smashes (either kind) on three consecutive own shots."""
    return own_run(r, r.server, SMASH, 3)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot answered with a winning rush",
        "the rally is won by rushing the net shot",
    ],
    "clear-out": [
        "rallies that end with a clear or a lob landing out",
        "a long clear or lift out of bounds finishes the point",
    ],
    "drop-winner": [
        "a drop wins the point outright",
        "the winning shot is a drop that is not reached",
    ],
    "crossnet-winner": [
        "points won by a crosscourt net shot",
        "an outright winner from a net shot sent cross-court",
    ],
    "netshot-into-net": [
        "net shots that go into the net",
        "the point is lost when a net shot drops into the tape",
    ],
    "misjudged-leave": [
        "a player lets the shuttle go and it lands in",
        "points lost to a shuttle that was left and landed in court",
    ],
    "passive-drop-punished": [
        "passive drop killed with a rush, smash or net shot",
        "a passive drop that the opponent finishes with a rush, smash or net shot",
    ],
    "lift-punished": [
        "the opponent lifts and gets smashed for a winner",
        "smashing a lift for a winner",
    ],
    "marin-drop": [
        "Marin's drops that win outright",
        "points Marin wins with a drop that is not returned",
    ],
    "axelsen-rear-right-smash-wins": [
        "Axelsen smash winners from the rear right",
        "rallies Viktor Axelsen wins with a smash hit from the back right corner",
        "Axelsen ends the point with a smash from the rear-right",
        "points won by Axelsen smashing from deep on the right",
        "which rallies does Axelsen win with a rear-right smash?",
    ],
    "ginting-backhand-net": [
        "Ginting backhand net shots",
        "rallies where Anthony Ginting plays a net shot on his backhand",
        "Ginting hits a backhand net shot",
        "net shots played backhand by Ginting",
        "which rallies have a backhand net shot from Ginting?",
    ],
    "intanon-lift-out": [
        "Intanon lifts out",
        "rallies Ratchanok Intanon loses by lifting out",
        "Intanon's lob goes out to end the point",
        "points ending with a lift from Ratchanok Intanon landing out",
        "which rallies does Intanon lose with a lift that goes out?",
    ],
    "naraoka-wins-20-plus": [
        "Naraoka wins 20+ shot rallies",
        "rallies of twenty shots or more won by Kodai Naraoka",
        "Naraoka takes a long rally of at least 20 shots",
        "points of 20 or more shots that Naraoka wins",
        "which rallies of at least twenty shots does Naraoka win?",
    ],
    "sindhu-smash-into-net": [
        "Sindhu smash into the net",
        "rallies ending with Pusarla Sindhu smashing into the net",
        "Sindhu's smash hits the net and she loses the point",
        "points lost by Sindhu on a smash into the net",
        "which rallies end with a Sindhu smash caught in the net?",
    ],
    "antonsen-around-head-smash": [
        "Antonsen round the head smashes",
        "rallies where Anders Antonsen smashes around the head",
        "Antonsen plays an around-the-head smash",
        "smashes hit round the head by Antonsen",
        "which rallies have Antonsen smashing around his head?",
    ],
    "server-smash-barrage": [
        "server smashes three times in a row",
        "rallies with a smash barrage from the server",
        "the server keeps smashing, three smashes running",
        "the server hits three consecutive smashes of their own",
        "which rallies have the server smashing on three straight shots?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
