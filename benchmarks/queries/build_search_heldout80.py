"""Write the eightieth held-out search query set, ``search_heldout80.jsonl``, from the corpus.

Written in stop 51, after held-out 79's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and eight new intents in
five wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout80``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout80 [--root DATA] [--check]
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
    NET,
    SMASH,
    Intent,
    depth,
    intent,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout80.jsonl")
SPLIT = "heldout80"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


def _later(r: Rally, first: set[str], then: set[str], same: bool | None = None) -> bool:
    """A shot of ``first`` and, any number of shots later, one of ``then`` (hit by the same
    player when ``same``, by the other when False, by either when None)."""
    s = r.shots
    for i, a in enumerate(s):
        if a.kind not in first:
            continue
        for b in s[i + 1 :]:
            if b.kind in then and (same is None or (b.hitter == a.hitter) == same):
                return True
    return False


@intent("anchor", into=INTENTS)
def net_third_lift_fourth(r: Rally) -> bool:
    """Shot 3 is a net-family shot and shot 4 a lift (either kind)."""
    s = r.shots
    return len(s) >= 4 and s[2].kind in NET and s[3].kind in LIFT


@intent("sequence", into=INTENTS)
def drive_before_smash_winner(r: Rally) -> bool:
    """The final shot is a smash (either kind) that lands in unreturned (ending: winner), and
    a drive (any drive) comes before it."""
    s = r.shots
    return s[-1].kind in SMASH and r.ending == "winner" and _later(r, DRIVE, SMASH)


@intent("sequence", into=INTENTS)
def short_serve_receiver_smashes_server_wins(r: Rally) -> bool:
    """Shot 1 is a short serve, the receiver plays a smash (either kind) at some point, and
    the server wins."""
    s = r.shots
    smashed = any(x.kind in SMASH and x.hitter == r.receiver for x in s)
    return s[0].kind == "short service" and smashed and r.winner == r.server


@intent("sequence", into=INTENTS)
def rush_later_own_net(r: Rally) -> bool:
    """A rush and, later, a net-family shot by the same player."""
    return _later(r, {"rush"}, NET, same=True)


@intent("sequence", into=INTENTS)
def last_three_drives(r: Rally) -> bool:
    """The last three shots are drives (any drive)."""
    s = r.shots
    return len(s) >= 3 and all(x.kind in DRIVE for x in s[-3:])


@intent("sequence", into=INTENTS)
def two_nets_before_winner(r: Rally) -> bool:
    """The two shots before the final one are net-family shots, and the final shot lands in
    unreturned (ending: winner)."""
    s = r.shots
    return len(s) >= 3 and s[-3].kind in NET and s[-2].kind in NET and r.ending == "winner"


@intent("shot", into=INTENTS)
def backhand_drive_smashed(r: Rally) -> bool:
    """A backhand drive (any drive) is followed at once by a smash (either kind)."""
    s = r.shots
    return any(
        a.kind in DRIVE and a.backhand and b.kind in SMASH for a, b in zip(s, s[1:], strict=False)
    )


@intent("zone", into=INTENTS)
def rear_smash_then_own_rear_drop(r: Rally) -> bool:
    """A smash (either kind) hit from the rear court, and the same player's next shot (two
    shots later) a drop (either kind) hit from the rear court."""
    s = r.shots
    return any(
        s[i].kind in SMASH
        and depth(s[i].hit_zone) == "rear"
        and s[i + 2].kind in DROP
        and depth(s[i + 2].hit_zone) == "rear"
        for i in range(len(s) - 2)
    )


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush at the net kills the opponent's net shot and wins",
        "the net shot gets rushed for the point",
    ],
    "clear-out": [
        "a clear or lift goes long and ends the rally",
        "rallies lost by a high shot, a clear or a lob, landing out behind the baseline",
    ],
    "drop-winner": [
        "unreturned drops",
        "the rally is won by a drop shot that is not returned",
    ],
    "crossnet-winner": [
        "a net shot hit across the court for a clean winner",
        "rallies won outright by a crosscourt net",
    ],
    "netshot-into-net": [
        "a net shot that ends up in the net",
        "the point is lost when a net shot fails to cross",
    ],
    "misjudged-leave": [
        "a shuttle left that turns out to be in",
        "the point goes to the hitter because the opponent let an in shuttle drop",
    ],
    "passive-drop-punished": [
        "a weak passive drop gets killed with a rush, smash or net shot",
        "passive drop, answered by a rush, smash or net shot that wins",
    ],
    "lift-punished": [
        "lobs that are smashed away for winners",
        "a lift, and the smash off it wins the point",
    ],
    "marin-drop": [
        "drop winners by Marin that nobody touches",
        "points won by Marin with an unreturned drop",
    ],
    "net-third-lift-fourth": [
        "3rd shot net, 4th shot lift",
        "rallies whose third shot is a net shot and fourth shot a lift",
        "the server plays a net shot with the third shot and the receiver lifts it",
        "a lift on the fourth shot, answering a net shot on the third",
        "which rallies have a net shot as shot three and a lift as shot four?",
    ],
    "drive-before-smash-winner": [
        "drive earlier, smash winner later",
        "rallies with a drive somewhere before a winning smash",
        "a player drives at some point and the rally ends with a smash winner",
        "smash winners that come after a drive earlier in the rally",
        "which rallies end in a smash winner after at least one drive earlier on?",
    ],
    "short-serve-receiver-smashes-server-wins": [
        "short serve, receiver smashes, server still wins",
        "rallies the server wins after a short serve despite a smash from the receiver",
        "the server serves short, the receiver smashes at some point, and the server wins",
        "points won by the server off a short serve even though the receiver smashed",
        "which rallies opened with a short serve does the server win although the receiver"
        " smashes?",
    ],
    "rush-later-own-net": [
        "rush, later a net shot by the same player",
        "rallies where a player rushes and later plays a net shot",
        "a player who rushes at some point goes on to play a net shot later in the rally",
        "a net shot played after an earlier rush by the same player",
        "which rallies have a rush followed later by a net shot from the same player?",
    ],
    "last-three-drives": [
        "last three shots all drives",
        "rallies whose final three shots are drives",
        "the rally ends with three drives in a row",
        "three straight drives to close the rally",
        "which rallies finish with a run of three drives?",
    ],
    "two-nets-before-winner": [
        "two net shots, then a winner",
        "rallies where two net shots in a row come right before the winning shot",
        "after two consecutive net shots, the next shot wins the rally outright",
        "a winner straight after a pair of net shots",
        "which rallies end with an outright winner following two net shots in a row?",
    ],
    "backhand-drive-smashed": [
        "backhand drive answered by a smash",
        "rallies where a backhand drive is smashed",
        "a player drives on the backhand and the opponent smashes it",
        "a smash in reply to a backhand drive",
        "which rallies have a backhand drive followed at once by a smash?",
    ],
    "rear-smash-then-own-rear-drop": [
        "rear-court smash, then a rear-court drop by the same player",
        "rallies where a player smashes from the back and then drops from the back with their"
        " next shot",
        "a smash from the rear court followed by the same player's drop from the rear court",
        "after smashing from deep, the player's next shot is a drop from deep",
        "which rallies have a player smash from the back court and drop from the back court on"
        " their next shot?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
