"""Write the 201st held-out search query set, ``search_heldout201.jsonl``, from the corpus.

Written in stop 62, after that stop's rule changes and before any run of it, to be run once
and never used to tune: a measure of the stop's code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, told as a coach would jot them down (fragments, "at most", "more than
once", "nobody reaches"). The relevant rallies come from the predicates, plain Python over the
raw CSVs (``truth.py``'s helpers, never ``rallyscope``). Every line's split is ``heldout201``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout201 [--root DATA] [--check]
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
    F,
    Intent,
    intent,
    shots_by,
    won_by_last_hitter,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout201.jsonl")
SPLIT = "heldout201"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("shot", into=INTENTS)
def receiver_backhand_drive_winner(r: Rally) -> bool:
    """The final shot is a drive (any of the drive family) played by the receiver on the
    backhand, and it landed in unreturned (a winner)."""
    receiver = r.shots[1].hitter if len(r.shots) > 1 else None
    last = F(r)
    return (
        last.kind in DRIVE and last.backhand and last.hitter == receiver and (r.ending == "winner")
    )


@intent("count", into=INTENTS)
def server_smashes_twice_ends_out(r: Rally) -> bool:
    """The server plays two or more smashes (either kind) and the rally ends with the shuttle
    out."""
    return shots_by(r, r.server, SMASH) >= 2 and r.ending == "out"


@intent("rally", into=INTENTS)
def receiver_rush_wins_within_five(r: Rally) -> bool:
    """A rally of at most five shots that the receiver wins with the final shot, a rush of
    theirs."""
    receiver = r.shots[1].hitter if len(r.shots) > 1 else None
    return (
        len(r.shots) <= 5 and F(r).kind == "rush" and r.winner == receiver and won_by_last_hitter(r)
    )


@intent("negation", into=INTENTS)
def no_lift_twelve_receiver_wins(r: Rally) -> bool:
    """A rally of twelve shots or more with no lift (lob, defensive return lob) from either
    player, won by the receiver."""
    receiver = r.shots[1].hitter if len(r.shots) > 1 else None
    return len(r.shots) >= 12 and not any(s.kind in LIFT for s in r.shots) and r.winner == receiver


@intent("shot", into=INTENTS)
def around_head_drop_server_wins(r: Rally) -> bool:
    """The server plays a drop (either kind) around the head, and the server wins the
    rally."""
    return r.winner == r.server and any(
        s.kind in DROP and s.around_head and s.hitter == r.server for s in r.shots
    )


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a net shot killed by a rush that wins the rally, and that is the last shot",
        "the last two shots: a net shot, then the winner's rush",
    ],
    "clear-out": [
        "the final shot, a clear or a lift, is hit beyond the lines",
        "clears and lobs that end the rally by landing out",
    ],
    "drop-winner": [
        "a drop that nobody returns ends the rally",
        "rallies won outright with a final drop",
    ],
    "crossnet-winner": [
        "an unreturned crosscourt net shot is the last shot of the rally",
        "the rally is won by a net shot played across the court that is not returned",
    ],
    "netshot-into-net": [
        "a net shot that fails to cross ends the rally",
        "rallies lost by putting a net shot into the tape at the end",
    ],
    "misjudged-leave": [
        "the player leaves the shuttle, but it lands inside the court and the rally is lost",
        "the point ends on a leave that was misjudged by the player",
    ],
    "passive-drop-punished": [
        "a passive drop punished straight away by a winning smash, rush or net shot",
        "the loser's passive drop is the second-last shot and the winner ends it with a smash, "
        "rush or net shot",
    ],
    "lift-punished": [
        "the last two shots are a lift and a smash winner",
        "a lift that gets smashed away for the point at once",
    ],
    "marin-drop": [
        "Carolina Marin ends the rally with a drop that is not returned and wins it",
        "Marin's unreturned drop wins her the point",
    ],
    "receiver-backhand-drive-winner": [
        "backhand drive winners by the receiver",
        "the receiver ends the rally with a backhand drive that is not returned",
        "a drive on the backhand from the receiving player wins the rally outright",
        "rallies finished by the receiver's unreturned backhand drive",
        "last shot: receiver, backhand drive, winner",
    ],
    "server-smashes-twice-ends-out": [
        "the server smashes at least twice and the rally ends with the shuttle out",
        "rallies ending out in which the server has smashed two or more times",
        "two or more smashes from the server, and the rally finishes out of court",
        "the serving player smashes more than once, and the point ends out",
        "server: 2+ smashes; ending: out",
    ],
    "receiver-rush-wins-within-five": [
        "the receiver wins a rally of five shots or fewer with a rush as the last shot",
        "short rallies, no more than five shots, that the receiver finishes with a winning rush",
        "within five shots the receiver rushes for the point",
        "a quick point to the receiver, five shots at most, won with the receiver's rush",
        "rallies of up to 5 shots that end with a rush winner by the receiver",
    ],
    "no-lift-twelve-receiver-wins": [
        "rallies of twelve shots or more without a single lift, won by the receiver",
        "the receiver wins a 12+ shot rally in which nobody lifts",
        "no lifts at all in a rally of at least twelve shots, and the receiver takes it",
        "long points, twelve shots plus, with no lift, won by the receiving player",
        "the receiver wins after twelve or more shots with neither player lifting",
    ],
    "around-head-drop-server-wins": [
        "the server plays a drop around the head and wins the rally",
        "round-the-head drops by the server in rallies the server wins",
        "rallies won by the server in which the server drops from around the head",
        "an around-the-head drop from the serving player, who takes the point",
        "the server wins, having played a drop round the head",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
