"""Write the 121st held-out search query set, ``search_heldout121.jsonl``, from the corpus.

Written in stop 54, after held-out 120's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, typed in a hurry: most wordings carry a typing slip (a letter
dropped, doubled or swapped: "reciever", "smsh", "rallys"), and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout121``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout121 [--root DATA] [--check]
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
    depth,
    intent,
    none_of,
    shot_at,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout121.jsonl")
SPLIT = "heldout121"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("zone", into=INTENTS)
def around_head_smash_to_front(r: Rally) -> bool:
    """Somewhere a smash (either kind) hit around the head lands in the front court."""
    return any(s.kind in SMASH and s.around_head and depth(s.land_zone) == "front" for s in r.shots)


@intent("negation", into=INTENTS)
def no_drop_no_smash_8(r: Rally) -> bool:
    """A rally of at least eight shots with no drop and no smash (either kind of each), every
    type after the serve known."""
    return none_of(r, DROP | SMASH, 8)


@intent("anchor", into=INTENTS)
def long_serve_receiver_wins_4(r: Rally) -> bool:
    """The serve is a long service and the receiver won the rally within four shots."""
    return shot_at(r, 1, {"long service"}) and len(r.shots) <= 4 and r.winner == r.receiver


@intent("rally", into=INTENTS)
def six_shots_into_net(r: Rally) -> bool:
    """A rally of exactly six shots that ended in the net."""
    return len(r.shots) == 6 and r.ending == "net"


@intent("sequence", into=INTENTS)
def smash_block_net_blocker_wins(r: Rally) -> bool:
    """Somewhere a smash (either kind) is blocked (a return net) and the smasher plays a
    net-family shot at once, and the blocker won the rally."""
    blocks = (b for _, b, _ in windows(r, SMASH, {"return net"}, NET))
    return any(b.hitter == r.winner for b in blocks)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "net shot killd by a rush",
        "rush winnners off a net shot",
    ],
    "clear-out": [
        "clears or lobs that go out at the end of the raly",
        "last shot a lob or cleer that lands out",
    ],
    "drop-winner": [
        "drop shot winers",
        "drops that nobody retuns at the end",
    ],
    "crossnet-winner": [
        "cross-court net shot winnner",
        "crosscourt net shots that win the piont",
    ],
    "netshot-into-net": [
        "net shots that end in the net at the end of the rallly",
        "final net shot into the net",
    ],
    "misjudged-leave": [
        "misjudeged leaves",
        "the shutle is left and it lands in",
    ],
    "passive-drop-punished": [
        "passive drop punishd by a smash, rush or net shot winner",
        "pasive drops killed at once with a smash, rush or net winner",
    ],
    "lift-punished": [
        "lifts smashed for a winnr",
        "a lob thats smashed and not returned",
    ],
    "marin-drop": [
        "Marin drop winers",
        "Carolina Marn winning with a drop",
    ],
    "around-head-smash-to-front": [
        "aroud the head smash landing in the frnt court",
        "round-the-haed smashes that land in the forecourt",
        "around the head smahs to the front of the court",
        "smash arond the head into the front court",
        "which around-the-head smashes land in the fornt court?",
    ],
    "no-drop-no-smash-8": [
        "rallys of eight or more shots with no drops and no smashes",
        "no smsh and no drop in a rally of at least 8 shots",
        "8+ shot ralies without a drop or a smash",
        "at least eight shots and neither player drops or smashes",
        "which rallies of eigth shots or more have no drop and no smash?",
    ],
    "long-serve-receiver-wins-4": [
        "reciever wins within four shots after a long serve",
        "long serive, and the receiver wins by shot four",
        "high serve, reciever takes the point in four shots or less",
        "the recevier wins a rally of at most four shots that starts with a long serve",
        "which long-serve rallies does the receiver win in no more than fuor shots?",
    ],
    "six-shots-into-net": [
        "rallies of exacly six shots that end in the net",
        "six-shot rallys ending in the net",
        "the rally lasts exactly 6 shots and finishes in the net",
        "exactly six shots, last one into the nte",
        "which rallies are exactly six shots long and end with the shuttle in the net?",
    ],
    "smash-block-net-blocker-wins": [
        "smash, block, net shot, blocker wins",
        "a smsh gets blocked, the smasher answers with a net shot and the blocker wins",
        "smash, block to the net, net shot, and the player who blocked wins the rally",
        "smash blokced, then a net shot, won by the blocker",
        "which rallies does the blocker win after a smash, a block and a net shot in a row?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
