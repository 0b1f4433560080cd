"""Write the 206th held-out search query set, ``search_heldout206.jsonl``, from the corpus.

Written in stop 66, after that stop's last rule changes and the bank's rebuild, and before
any run of it, to be run once and never used to tune: a measure of the stop's code on queries
nobody had read. The nine development intents come in two new wordings each
(``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in an earlier
split), and five new intents in five wordings each, told as a coach would say or jot them
down. The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``). Every line's split is ``heldout206``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout206 [--root DATA] [--check]
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
    own_run,
    shot_at,
    shots_by,
    side_of,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout206.jsonl")
SPLIT = "heldout206"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("negation", into=INTENTS)
def lifts_never_smashed_ten(r: Rally) -> bool:
    """A rally of ten shots or more with two lifts or more (lob, defensive return lob), none
    of them answered at once by a smash (smash, wrist smash)."""
    lifts = sum(s.kind in LIFT for s in r.shots)
    return len(r.shots) >= 10 and lifts >= 2 and next(windows(r, LIFT, SMASH), None) is None


@intent("run", into=INTENTS)
def winner_two_drops_row(r: Rally) -> bool:
    """The winner of the rally plays drops (drop, passive drop) on two consecutive own shots
    or more."""
    return r.winner is not None and own_run(r, r.winner, DROP, 2)


@intent("player", into=INTENTS)
def chou_smashes_three_loses(r: Rally) -> bool:
    """Chou Tien Chen plays three smashes or more (smash, wrist smash) and loses the rally."""
    me = side_of(r, "CHOU Tien Chen")
    return me is not None and r.loser == me and shots_by(r, me, SMASH) >= 3


@intent("anchor", into=INTENTS)
def third_drop_short_rally(r: Rally) -> bool:
    """Shot 3 is a drop (drop, passive drop) and the rally lasts six shots or fewer."""
    return shot_at(r, 3, DROP) and len(r.shots) <= 6


@intent("sequence", into=INTENTS)
def drive_clear_drop(r: Rally) -> bool:
    """A drive (any kind), a clear straight after it, and then at once a drop (drop, passive
    drop)."""
    return next(windows(r, DRIVE, {"clear"}, DROP), None) is not None


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the opponent rushes a net shot and wins the rally with it",
        "the net shot is rushed and that rush takes the point",
    ],
    "clear-out": [
        "rally lost by a clear or lift hit beyond the baseline",
        "an overhit lob or clear ends the point out",
    ],
    "drop-winner": [
        "a drop the opponent cannot reach wins the rally",
        "points finished by an untouched drop",
    ],
    "crossnet-winner": [
        "an outright winner played crosscourt at the net",
        "the rally ends on a cross-court net shot that is never returned",
    ],
    "netshot-into-net": [
        "a net shot that hits the tape and stays on the hitter's side to end it",
        "the rally's last shot: a net shot into the net",
    ],
    "misjudged-leave": [
        "the player leaves a shuttle that lands in",
        "a shuttle judged out that actually lands in, ending the rally",
    ],
    "passive-drop-punished": [
        "a passive drop punished at once with a winning smash, rush or net shot",
        "after a passive drop, the opponent finishes the point with a smash, rush or net kill",
    ],
    "lift-punished": [
        "a lift smashed straight away for a winner",
        "the reply to a lift is a smash that wins the point outright",
    ],
    "marin-drop": [
        "Carolina Marin finishes the rally with a drop that is not returned",
        "Marin wins the point with an unreturned drop shot",
    ],
    "lifts-never-smashed-ten": [
        "a rally of ten shots or more with at least two lifts, none of them smashed",
        "10+ shots, two lifts or more, and no lift is answered with a smash",
        "at least ten shots and two or more lifts, but no smash ever follows a lift",
        "rallies of ten strokes or longer where lifts are played at least twice and never smashed",
        "two or more lifts in a rally of at least 10 shots, and not one lift gets smashed",
    ],
    "winner-two-drops-row": [
        "the winner plays two drops in a row",
        "the player who wins the rally drops with two consecutive shots",
        "two straight drops from the eventual winner of the point",
        "back-to-back drops by the rally winner",
        "the winning player hits a drop, and then another drop with the next shot",
    ],
    "chou-smashes-three-loses": [
        "Chou Tien Chen smashes at least three times and loses the rally",
        "rallies lost by Chou Tien Chen despite three or more smashes",
        "Chou plays three smashes or more but loses the point",
        "three or more smashes from Chou Tien Chen in a rally he loses",
        "Chou Tien Chen loses after smashing three times or more",
    ],
    "third-drop-short-rally": [
        "the third shot is a drop and the rally lasts six shots or fewer",
        "a drop as the third shot in a rally of at most six shots",
        "shot three is a drop, and the rally is over within six shots",
        "rallies of no more than six shots where the server's second shot is a drop",
        "a third-shot drop in a short rally of six shots or less",
    ],
    "drive-clear-drop": [
        "a drive answered by a clear, then a drop",
        "drive, clear, drop on consecutive shots",
        "a clear played off a drive, and the clear is dropped",
        "the sequence drive then clear then drop, each straight after the one before",
        "someone drives, the opponent clears it, and a drop comes next",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
