"""Write the 146th held-out search query set, ``search_heldout146.jsonl``, from the corpus.

Written in stop 56, after held-out 142 to 145's fixes, to be run once and never used to
tune: a measure of that code on queries nobody had read. The nine development intents come
in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these
wordings is in an earlier split), and five new intents in five wordings each, about where
in the rally a shot comes, said in many ways ("in the first three shots", "before the sixth
shot", "between shots three and six", "after the tenth shot", "in the opening exchanges",
"by the third shot"), a label and a question. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout146``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout146 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DRIVE,
    DROP,
    LIFT,
    SMASH,
    Intent,
    intent,
    known_after_serve,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout146.jsonl")
SPLIT = "heldout146"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def no_lift_first_5_long(r: Rally) -> bool:
    """A rally of at least ten shots with no lift (either kind) among its first five shots
    (every type after the serve known)."""
    early = any(s.kind in LIFT for s in r.shots[:5])
    return known_after_serve(r) and len(r.shots) >= 10 and not early


@intent("anchor", into=INTENTS)
def drop_shots_3_to_6_server_wins(r: Rally) -> bool:
    """A drop (either kind) among shots 3 to 6, and the server won."""
    return any(s.kind in DROP for s in r.shots[2:6]) and r.winner == r.server


@intent("anchor", into=INTENTS)
def clear_after_shot_10(r: Rally) -> bool:
    """A clear after the tenth shot (shot 11 or later)."""
    return any(s.kind == "clear" for s in r.shots[10:])


@intent("anchor", into=INTENTS)
def drive_first_3_net_end(r: Rally) -> bool:
    """A drive-family shot among the first three shots, and the rally ended in the net."""
    return any(s.kind in DRIVE for s in r.shots[:3]) and r.ending == "net"


@intent("anchor", into=INTENTS)
def smash_only_after_shot_8(r: Rally) -> bool:
    """No smash (either kind) among the first eight shots, and at least one after them
    (every type after the serve known)."""
    early = any(s.kind in SMASH for s in r.shots[:8])
    return known_after_serve(r) and not early and any(s.kind in SMASH for s in r.shots[8:])


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot and then, on the very next shot, a rush winner",
        "the shot after a net shot is a rush that ends the rally as a winner",
    ],
    "clear-out": [
        "on the last shot, a clear or a lob that goes out",
        "the rally's final shot is an out clear or lift",
    ],
    "drop-winner": [
        "a drop, the rally's last shot, that wins",
        "the final shot of the rally: an unreturned drop",
    ],
    "crossnet-winner": [
        "the rally's last shot is a crosscourt net shot that wins it",
        "a crosscourt net shot as the final, winning shot",
    ],
    "netshot-into-net": [
        "the final shot, a net shot, goes into the net",
        "a net shot on the last shot that fails to clear the net",
    ],
    "misjudged-leave": [
        "on the final shot, the shuttle is left and lands in",
        "the last shuttle is misjudged and lands in",
    ],
    "passive-drop-punished": [
        "a passive drop, then on the next shot a winning smash, rush or net shot",
        "the shot straight after a passive drop is a smash, rush or net shot that wins",
    ],
    "lift-punished": [
        "the second-to-last shot is a lift, the last a winning smash",
        "a lift followed on the final shot by a smash winner",
    ],
    "marin-drop": [
        "Marin's drop as the last shot, winning the rally",
        "on the final shot Carolina Marin wins with a drop",
    ],
    "no-lift-first-5-long": [
        "10+ shots, no lift in the first 5",
        "rallies of at least ten shots with no lift in the first five shots",
        "in a rally that goes to ten shots or more, nobody lifts before the sixth shot",
        "points of 10 or more shots without a lift in the opening five shots",
        "which rallies of ten shots or more have no lift among the first five?",
    ],
    "drop-shots-3-to-6-server-wins": [
        "drop between shots 3 and 6, server wins",
        "rallies with a drop between the third and sixth shots, won by the server",
        "somewhere from shot three to shot six there is a drop, and the server wins the rally",
        "points the server wins with a drop played between the 3rd and 6th shots",
        "which rallies won by the server have a drop between shots three and six?",
    ],
    "clear-after-shot-10": [
        "clear after shot 10",
        "rallies with a clear after the tenth shot",
        "a clear is played later than the tenth shot of the rally",
        "points with a clear from shot eleven onwards",
        "which rallies have a clear played after the 10th shot?",
    ],
    "drive-first-3-net-end": [
        "drive in the first 3 shots, ends in the net",
        "rallies with a drive in the first three shots that end in the net",
        "a drive comes early, by the third shot, and the rally finishes in the net",
        "points ending in the net with a drive among the opening three shots",
        "which rallies with a drive within the first three shots end in the net?",
    ],
    "smash-only-after-shot-8": [
        "no smash in the first 8 shots, smash later",
        "rallies with no smash in the first eight shots but a smash after that",
        "nobody smashes until after the eighth shot, and then someone does",
        "points whose first smash comes after shot eight",
        "which rallies have their first smash only after the eighth shot?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
