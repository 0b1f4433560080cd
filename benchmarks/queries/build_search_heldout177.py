"""Write the 177th held-out search query set, ``search_heldout177.jsonl``, from the corpus.

Written in stop 58, after held-outs 172 to 175 and their fixes, to be run once and never
used to tune: a measure of that code on queries nobody had read. The nine development
intents come in two new wordings each (``truth.INTENTS``, category ``dev_reworded``; none
of these wordings is in an earlier split), and five new intents in five wordings each, in a
player's jargon: "high serve", "hairpin", "block", "net kill", "round-the-head", "kill",
"lob". The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout177``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout177 [--root DATA] [--check]
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
    last,
)

OUT = Path(__file__).with_name("search_heldout177.jsonl")
SPLIT = "heldout177"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def long_serve_net_winner(r: Rally) -> bool:
    """The serve is a long service and the final shot is a net-family shot that landed in
    unreturned (a winner)."""
    end = last(r).kind in NET and r.ending == "winner"
    return r.shots[0].kind == "long service" and end


@intent("sequence", into=INTENTS)
def block_lifted_blocker_wins(r: Rally) -> bool:
    """A return net straight followed by a lift (either kind), and the player who played the
    return net won the rally."""
    pairs = zip(r.shots, r.shots[1:], strict=False)
    return any(a.kind == "return net" and b.kind in LIFT and r.winner == a.hitter for a, b in pairs)


@intent("rally", into=INTENTS)
def final_block_wins(r: Rally) -> bool:
    """The final shot is a return net that landed in unreturned (a winner)."""
    return last(r).kind == "return net" and r.ending == "winner"


@intent("tactic", into=INTENTS)
def around_head_smash_receiver_wins(r: Rally) -> bool:
    """Some smash (either kind) is played around the head, and the receiver won."""
    return any(s.kind in SMASH and s.around_head for s in r.shots) and r.winner == r.receiver


@intent("sequence", into=INTENTS)
def net_then_rush_receiver_wins(r: Rally) -> bool:
    """A net-family shot straight followed by a rush, and the receiver won."""
    pairs = zip(r.shots, r.shots[1:], strict=False)
    return any(a.kind in NET and b.kind == "rush" for a, b in pairs) and r.winner == r.receiver


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a hairpin that the opponent net-kills to win the rally",
        "the point is won with a net kill off a tumbling net shot",
    ],
    "clear-out": [
        "a high clear or a lob that is long to end the rally",
        "the rally is over when a defensive lob or a clear flies long",
    ],
    "drop-winner": [
        "a slice or a dead drop to win the rally",
        "the opponent can't pick up the last drop",
    ],
    "crossnet-winner": [
        "a cross hairpin that wins the rally",
        "the point ends with a crosscourt spinner nobody gets to",
    ],
    "netshot-into-net": [
        "a hairpin that doesn't get over, ending the rally",
        "the last tumble net shot catches the tape",
    ],
    "misjudged-leave": [
        "the player lets the bird go and it's in",
        "a bad leave at the end of the point",
    ],
    "passive-drop-punished": [
        "a floaty passive drop, killed with a smash, net kill or net shot winner",
        "after a passive drop, the opponent finishes it with a smash, a net kill or a net shot "
        "winner",
    ],
    "lift-punished": [
        "a lob that gets killed with a smash winner",
        "the opponent puts away the lift with a winning smash",
    ],
    "marin-drop": [
        "Marin's drop finishes the point, unreturned",
        "Carolina Marin closes the point with a soft drop winner",
    ],
    "long-serve-net-winner": [
        "a high serve, and the rally ends with a hairpin winner",
        "rallies starting with a flick serve that end on a net shot nobody returns",
        "a long serve to start, a net winner to finish",
        "after a high serve, someone wins the point with a net shot",
        "the serve goes long and the last shot is a winning hairpin",
    ],
    "block-lifted-blocker-wins": [
        "a block that is lifted, and the player who blocked wins the rally",
        "the blocker's block gets lobbed and the blocker goes on to win",
        "a net block answered with a lob, won by whoever played the block",
        "a player blocks, the opponent lifts it, and the blocking player takes the point",
        "blocks met by a lift, in rallies the blocker wins",
    ],
    "final-block-wins": [
        "a block that wins the rally",
        "the rally ends with a block nobody returns",
        "winning blocks at the net",
        "the last shot is a block, and it's a winner",
        "points won with a net block",
    ],
    "around-head-smash-receiver-wins": [
        "a round-the-head smash, in rallies the receiver wins",
        "the receiver wins a rally with a smash played around the head somewhere in it",
        "rallies with an around-the-head smash that end in the receiver's favour",
        "someone smashes round the head, and the receiver takes the rally",
        "an around the head smash and the receiver wins the point",
    ],
    "net-then-rush-receiver-wins": [
        "a net shot killed by a rush, in rallies won by the receiver",
        "a hairpin answered straight away with a net kill, and the receiver wins",
        "the receiver wins a rally that has a net shot rushed at once",
        "a rush right after a net shot, in points the receiver takes",
        "net shot, then a rush, and the rally goes to the receiver",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
