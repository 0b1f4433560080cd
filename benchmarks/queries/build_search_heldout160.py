"""Write the 160th held-out search query set, ``search_heldout160.jsonl``, from the corpus.

Written in stop 57, after held-out 154 to 157's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about shots
nobody or one player never played, said as people say it ("not even one smash", "zero net
shots", "doesn't bother to lift", "keeps the smash in the bag", "the only one smashing").
The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout160``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout160 [--root DATA] [--check]
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

OUT = Path(__file__).with_name("search_heldout160.jsonl")
SPLIT = "heldout160"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


def _count(r: Rally, kinds: set[str]) -> int:
    return sum(s.kind in kinds for s in r.shots)


@intent("negation", into=INTENTS)
def no_smash_winner_drops_twice(r: Rally) -> bool:
    """No smash (either kind) in the rally, and the winner plays at least two drops (either
    kind) (every type after the serve known)."""
    if r.winner is None or not known_after_serve(r):
        return False
    return _count(r, SMASH) == 0 and shots_by(r, r.winner, DROP) >= 2


@intent("negation", into=INTENTS)
def no_net_receiver_wins_8(r: Rally) -> bool:
    """A rally of at least eight shots with no net-family shot, won by the receiver (every
    type after the serve known)."""
    none = known_after_serve(r) and _count(r, NET) == 0
    return none and r.winner == r.receiver and len(r.shots) >= 8


@intent("negation", into=INTENTS)
def no_clear_no_smash_15(r: Rally) -> bool:
    """A rally of at least fifteen shots with no clear and no smash (either kind) (every type
    after the serve known)."""
    return known_after_serve(r) and _count(r, SMASH | {"clear"}) == 0 and len(r.shots) >= 15


@intent("negation", into=INTENTS)
def only_server_smashes_loses(r: Rally) -> bool:
    """The server smashes (either kind) at least once, the receiver never does, and the
    receiver won (every type after the serve known)."""
    if not known_after_serve(r):
        return False
    only = shots_by(r, r.server, SMASH) >= 1 and shots_by(r, r.receiver, SMASH) == 0
    return only and r.winner == r.receiver


@intent("negation", into=INTENTS)
def winner_never_lifts_15(r: Rally) -> bool:
    """A rally of at least fifteen shots whose winner plays no lift (either kind) (every type
    after the serve known)."""
    if r.winner is None or not known_after_serve(r):
        return False
    return shots_by(r, r.winner, LIFT) == 0 and len(r.shots) >= 15


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot and then a rush the other player can't do a thing about",
        "the rush after the net shot isn't returned",
    ],
    "clear-out": [
        "the last clear or lift doesn't stay in",
        "a lob or clear that isn't in, and that ends it",
    ],
    "drop-winner": [
        "a drop that nobody gets to, ending the rally",
        "the drop isn't returned and the rally's over",
    ],
    "crossnet-winner": [
        "a cross-court net shot the opponent doesn't even reach",
        "nobody gets to the crosscourt net shot and that's the point",
    ],
    "netshot-into-net": [
        "the last net shot doesn't go over",
        "a net shot at the end that never gets across the net",
    ],
    "misjudged-leave": [
        "the player doesn't play the shuttle and it's in",
        "not playing a shuttle that turns out to land in",
    ],
    "passive-drop-punished": [
        "a passive drop that isn't survived: smash, rush or net shot winner straight after",
        "no way back after a passive drop, a smash, rush or net shot wins it at once",
    ],
    "lift-punished": [
        "the smash off a lift isn't returned",
        "a lift and then a smash nobody can get back",
    ],
    "marin-drop": [
        "Marin's drop, which her opponent doesn't get back, to end the rally",
        "Carolina Marin ends the rally with a drop that isn't returned",
    ],
    "no-smash-winner-drops-twice": [
        "not even one smash in the rally, and the winner drops at least twice",
        "zero smashes, and two or more drops from the winner",
        "nobody smashes, and the player who wins plays at least 2 drops",
        "the smash stays in the bag for both players, and the winner drops twice or more",
        "rallies with no smashing at all where the winner drops at least two times",
    ],
    "no-net-receiver-wins-8": [
        "zero net shots in a rally of eight or more shots that the receiver wins",
        "not a single net shot, at least 8 shots, and the receiver wins",
        "nobody plays a net shot, the rally lasts 8+ shots, and the receiver takes it",
        "the receiver wins an 8-shot-plus rally without anyone going to the net with a net shot",
        "rallies of eight shots or more won by the receiver with no net play at all",
    ],
    "no-clear-no-smash-15": [
        "not one clear and not one smash in a rally of fifteen shots or more",
        "zero clears and zero smashes, at least 15 shots",
        "nobody clears and nobody smashes in a rally that lasts 15+ shots",
        "rallies of at least fifteen shots without any clears or smashes",
        "a long rally, fifteen shots at least, with neither a clear nor a smash",
    ],
    "only-server-smashes-loses": [
        "the server is the only one smashing, and the server loses",
        "only the server smashes, and the receiver wins",
        "the receiver doesn't smash once, the server does, and the receiver still wins",
        "smashes from the server but not from the receiver, who takes the point",
        "the receiver never smashes but wins, while the server smashes at least once",
    ],
    "winner-never-lifts-15": [
        "the winner doesn't lift once in a rally of fifteen shots or more",
        "zero lifts from the winner, at least 15 shots",
        "the player who wins doesn't bother to lift, and the rally lasts 15+ shots",
        "rallies of at least fifteen shots where the winner never lifts",
        "no lifting from the winner in a rally fifteen shots or longer",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
