"""Write the 178th held-out search query set, ``search_heldout178.jsonl``, from the corpus.

Written in stop 58, after held-outs 172 to 175 and their fixes, to be run once and never
used to tune: a measure of that code on queries nobody had read. The nine development
intents come in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none
of these wordings is in an earlier split), and five new intents in five wordings each, with
the outcome said in the negative: "doesn't win", "fails to win", "not won by", "no point
for", "comes away with nothing". The relevant rallies come from the predicates, plain
Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout178``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout178 [--root DATA] [--check]
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
    intent,
    known_after_serve,
    last,
    shot_at,
    shots_by,
    side_of,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout178.jsonl")
SPLIT = "heldout178"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("player", into=INTENTS)
def server_drops_3_loses_in_net(r: Rally) -> bool:
    """The server plays at least three drops (either kind), the receiver won, and the rally
    ended in the net."""
    drops = shots_by(r, r.server, DROP) >= 3
    return drops and r.winner == r.receiver and r.ending == "net"


@intent("anchor", into=INTENTS)
def third_shot_net_receiver_smash_finish(r: Rally) -> bool:
    """Shot 3 is a net-family shot, and the receiver won the rally with its final shot, a
    smash (either kind)."""
    end = last(r).kind in SMASH and last(r).hitter == r.receiver
    return shot_at(r, 3, NET) and r.winner == r.receiver and end


@intent("negation", into=INTENTS)
def long_rally_receiver_wins_without_smashing(r: Rally) -> bool:
    """A rally of at least fifteen shots won by the receiver, who plays no smash (either
    kind); every type after the serve known."""
    none = shots_by(r, r.receiver, SMASH) == 0
    return len(r.shots) >= 15 and r.winner == r.receiver and none and known_after_serve(r)


@intent("player", into=INTENTS)
def chou_beaten_by_smash(r: Rally) -> bool:
    """Chou Tien Chen lost the rally, whose final shot is a smash (either kind) that landed
    in unreturned (a winner)."""
    end = last(r).kind in SMASH and r.ending == "winner"
    return side_of(r, "CHOU Tien Chen") == r.loser and end


@intent("anchor", into=INTENTS)
def short_serve_receiver_wins_quick(r: Rally) -> bool:
    """The serve is a short service, the receiver won, and the rally lasted at most five
    shots."""
    short = r.shots[0].kind == "short service"
    return short and r.winner == r.receiver and len(r.shots) <= 5


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the net shot doesn't survive: it's rushed and the rusher wins the point",
        "a net shot the player can't keep away from a winning rush",
    ],
    "clear-out": [
        "the final clear or lift does not stay in the court",
        "a clear or a lob that fails to land inside and ends the rally",
    ],
    "drop-winner": [
        "a drop that doesn't come back, ending the rally",
        "the final drop shot is never returned",
    ],
    "crossnet-winner": [
        "a cross-court net shot the opponent fails to return, ending the point",
        "the opponent can't get to the last crosscourt net shot",
    ],
    "netshot-into-net": [
        "the final net shot doesn't make it over the net",
        "the last shot is a net shot that fails to cross the net",
    ],
    "misjudged-leave": [
        "a player doesn't play the last shuttle and it's in",
        "the shuttle isn't touched, and it lands in to end the rally",
    ],
    "passive-drop-punished": [
        "a passive drop the opponent doesn't let go unpunished: a smash, rush or net shot winner",
        "the player's passive drop fails, answered by a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "the lift doesn't survive: the next shot is a smash winner",
        "a lift that isn't high enough and gets smashed for a winner",
    ],
    "marin-drop": [
        "Marin's final drop, which her opponent doesn't return",
        "rallies that Carolina Marin's opponent can't finish because of her drop winner",
    ],
    "server-drops-3-loses-in-net": [
        "the server drops three times or more and doesn't win, the rally ending in the net",
        "no point for the server despite at least three drops, and it ends in the net",
        "rallies ending in the net that the server fails to win after dropping 3+ times",
        "the server, with three or more drops, comes away with nothing, the shuttle ending in "
        "the net",
        "not won by the server, who drops at least three times, in a rally that ends in the net",
    ],
    "third-shot-net-receiver-smash-finish": [
        "the third shot is a net shot, and the server doesn't win: the receiver smashes to "
        "finish it",
        "the server fails to win after a net shot on shot 3, losing to the receiver's final smash",
        "no point for the server when the third shot is a net shot and the receiver ends it "
        "with a smash",
        "a net shot as the third shot, and the receiver wins with a smash at the end",
        "the receiver's smash ends a rally whose third shot was a net shot, and the server loses",
    ],
    "long-rally-receiver-wins-without-smashing": [
        "the receiver wins a rally of 15+ shots without smashing",
        "in rallies of at least fifteen shots the server doesn't win, and the receiver never "
        "smashes",
        "the server fails to win a rally of fifteen shots or more in which the receiver plays "
        "no smash",
        "no smashes from the receiver, who still wins a rally of at least 15 shots",
        "not won by the server: a rally of fifteen or more shots, the receiver smashing not once",
    ],
    "chou-beaten-by-smash": [
        "Chou doesn't win: the rally ends with a smash winner",
        "rallies Chou Tien Chen fails to win because of a smash winner at the end",
        "a smash winner ends the rally and Chou doesn't get the point",
        "no point for Chou when the last shot is an unreturned smash",
        "Chou Tien Chen can't return the final smash and loses the rally",
    ],
    "short-serve-receiver-wins-quick": [
        "the server doesn't win after a short serve, in five shots or fewer",
        "a short serve, and the server fails to win a rally that lasts at most 5 shots",
        "no point for the server: short serve, rally of five shots or less",
        "rallies of at most five shots starting with a short serve that the server doesn't win",
        "a short serve, won by the receiver within five shots",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
