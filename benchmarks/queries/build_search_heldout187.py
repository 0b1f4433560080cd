"""Write the 187th held-out search query set, ``search_heldout187.jsonl``, from the corpus.

Written in stop 58, after held-outs 184 and 185 and their fixes, to be run once and never
used to tune: a measure of that code on queries nobody had read. The nine development
intents come in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none
of these wordings is in an earlier split), and five new intents in five wordings each, each
saying what a player plays by what they play nothing but, or what nobody plays ("nothing
but", "other than", "apart from", "only ... and ..."). The serve is not counted where a
player's shots after it are meant. The relevant rallies come from the predicates, plain
Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout187``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout187 [--root DATA] [--check]
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
    none_of,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout187.jsonl")
SPLIT = "heldout187"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def winner_only_net_rush_push(r: Rally) -> bool:
    """After the serve, the rally's winner plays nothing but net-family shots, rushes and
    pushes, at least two of them; every type after the serve known."""
    if not known_after_serve(r) or r.winner is None:
        return False
    kinds = NET | {"rush", "push"}
    mine = [s for s in r.shots[1:] if s.hitter == r.winner]
    return all(s.kind in kinds for s in mine) and len(mine) >= 2


@intent("strategic", into=INTENTS)
def loser_only_lifts_and_clears(r: Rally) -> bool:
    """After the serve, the rally's loser plays nothing but lifts (either kind) and clears,
    at least two of them, in a rally of at least five shots; every type after the serve
    known."""
    if not known_after_serve(r) or r.loser is None or len(r.shots) < 5:
        return False
    mine = [s for s in r.shots[1:] if s.hitter == r.loser]
    return all(s.kind in LIFT | {"clear"} for s in mine) and len(mine) >= 2


@intent("negation", into=INTENTS)
def no_lift_six_ends_out(r: Rally) -> bool:
    """A rally of at least six shots with no lift (either kind), which ended out; every type
    after the serve known."""
    return none_of(r, LIFT, 6) and r.ending == "out"


@intent("strategic", into=INTENTS)
def receiver_only_smashes_and_drops(r: Rally) -> bool:
    """The receiver plays nothing but smashes and drops (each of either kind), at least two
    of them; every type after the serve known."""
    if not known_after_serve(r):
        return False
    mine = [s for s in r.shots if s.hitter == r.receiver]
    return all(s.kind in SMASH | DROP for s in mine) and len(mine) >= 2


@intent("strategic", into=INTENTS)
def receiver_only_net_shots_wins(r: Rally) -> bool:
    """The receiver plays nothing but net-family shots, at least two of them, and wins;
    every type after the serve known."""
    if not known_after_serve(r):
        return False
    mine = [s for s in r.shots if s.hitter == r.receiver]
    nets = all(s.kind in NET for s in mine) and len(mine) >= 2
    return nets and r.winner == r.receiver


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "nothing but a rush after the net shot, and it wins the rally",
        "the rally ends with a rush on a net shot, and the rusher gets the point",
    ],
    "clear-out": [
        "the last shot, nothing other than a clear or a lift, goes out",
        "a clear or lob out, and nothing after it",
    ],
    "drop-winner": [
        "the drop is the last shot, and nothing comes back",
        "a drop that the opponent can do nothing about, ending the rally",
    ],
    "crossnet-winner": [
        "a crosscourt net shot at the end that the opponent can do nothing with",
        "the cross-court net shot is the last shot and nothing comes back",
    ],
    "netshot-into-net": [
        "nothing but the tape for the final net shot",
        "the last shot is a net shot that ends up in the net",
    ],
    "misjudged-leave": [
        "the player does nothing with the last shuttle and it drops in",
        "the shuttle is left alone at the end, and it's good",
    ],
    "passive-drop-punished": [
        "a passive drop answered by nothing other than a winning smash, rush or net shot",
        "a passive drop followed by a smash, rush or net shot that wins outright",
    ],
    "lift-punished": [
        "a lift answered by nothing other than a smash winner",
        "a lift followed straight away by a smash that wins outright",
    ],
    "marin-drop": [
        "Marin's drop at the end, with nothing coming back",
        "Carolina Marin ends it with a drop the opponent can do nothing about",
    ],
    "winner-only-net-rush-push": [
        "the winner plays nothing but net shots, rushes and pushes after the serve",
        "after the serve, the winner hits only net shots, rushes or pushes, at least two",
        "no shot other than net shots, rushes and pushes from the winner, two or more of them",
        "the winner's shots after the serve are all net shots, rushes or pushes, two or more",
        "apart from the serve, the winner plays only at the net: net shots, rushes, pushes",
    ],
    "loser-only-lifts-and-clears": [
        "the loser plays nothing but lifts and clears, in a rally of five or more shots",
        "apart from the serve, only lifts and clears from the loser, at least two, rally of 5+",
        "the loser hits no shot other than lifts or clears, two or more, in a rally of at least "
        "five shots",
        "rallies of at least 5 shots where the loser only lifts and clears",
        "after the serve the loser's shots are all lifts or clears, in rallies of five shots or "
        "longer",
    ],
    "no-lift-six-ends-out": [
        "no lifts at all in a rally of six or more shots that ends out",
        "a rally of at least 6 shots with nobody lifting, ending out",
        "rallies ending out, six shots or longer, without a single lift",
        "nobody lifts in a 6+ shot rally, and the shuttle goes out at the end",
        "at least six shots, zero lifts, out at the end",
    ],
    "receiver-only-smashes-and-drops": [
        "the receiver plays nothing but smashes and drops",
        "the receiver hits only smashes or drops, at least two",
        "no shot other than smashes and drops from the receiver, two or more",
        "every shot of the receiver is a smash or a drop, two or more of them",
        "the receiver only smashes and drops, at least twice in all",
    ],
    "receiver-only-net-shots-wins": [
        "the receiver plays nothing but net shots and wins",
        "the receiver hits only net shots, at least two, and takes the point",
        "no shot other than net shots from the receiver, who wins the rally",
        "every shot the receiver plays is a net shot, two or more, and the receiver wins",
        "the receiver wins playing only net shots, twice or more",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
