"""Write the 133rd held-out search query set, ``search_heldout133.jsonl``, from the corpus.

Written in stop 55, after held-out 132's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, said the way a coach talks aloud, with hedges and fillers ("so,
um, I'm kind of looking for", "I guess", "maybe", "you know"), a label and a question.
The reworded development queries are chatty too. The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout133``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout133 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DRIVE,
    LIFT,
    NET,
    SMASH,
    Intent,
    consecutive,
    intent,
    last,
    outright,
    shot_at,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout133.jsonl")
SPLIT = "heldout133"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


def _count(r: Rally, kinds: set[str]) -> int:
    """How many shots of ``kinds`` the rally holds, both players'."""
    return sum(1 for s in r.shots if s.kind in kinds)


@intent("shot", into=INTENTS)
def receiver_backhand_net_winner(r: Rally) -> bool:
    """The final shot is the receiver's backhand net-family shot, an outright winner."""
    shot = last(r)
    mine = shot.kind in NET and shot.backhand and shot.hitter == r.receiver
    return mine and outright(r)


@intent("shot", into=INTENTS)
def server_around_head_smash_wins(r: Rally) -> bool:
    """The server plays a smash (either kind) around the head, and the server won the
    rally."""
    smashed = any(s.kind in SMASH and s.around_head and s.hitter == r.server for s in r.shots)
    return smashed and r.winner == r.server


@intent("anchor", into=INTENTS)
def long_serve_short_rally_server_loses(r: Rally) -> bool:
    """A long service, a rally of at most five shots, and the server lost it."""
    return shot_at(r, 1, {"long service"}) and len(r.shots) <= 5 and r.winner != r.server


@intent("shot", into=INTENTS)
def server_backhand_drive_winner(r: Rally) -> bool:
    """The final shot is the server's backhand drive-family shot, an outright winner."""
    shot = last(r)
    mine = shot.kind in DRIVE and shot.backhand and shot.hitter == r.server
    return mine and outright(r)


@intent("sequence", into=INTENTS)
def smash_lift_smash_receiver_wins(r: Rally) -> bool:
    """Somewhere a smash (either kind), a lift (either kind) and a smash (either kind) in a
    row, and the receiver won the rally."""
    return consecutive(r, SMASH, LIFT, SMASH) and r.winner == r.receiver


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "so, um, the ones where a net shot gets rushed and that wins it",
        "I guess I'm after rush winners that come straight off a net shot",
    ],
    "clear-out": [
        "uh, maybe the rallies where someone's last clear or lift just goes out",
        "you know, points that end with a clear or a lob hit out",
    ],
    "drop-winner": [
        "so I'm kind of looking for drops that win the point outright",
        "hmm, rallies that a drop finishes, like, with no return",
    ],
    "crossnet-winner": [
        "maybe show me, um, cross-court net shots that win it",
        "I think I want net winners played crosscourt",
    ],
    "netshot-into-net": [
        "so, the ones where a net shot goes into the net at the end, I guess",
        "uh, rallies lost with a net shot that doesn't get over",
    ],
    "misjudged-leave": [
        "you know when a player leaves it and it's actually in? those",
        "um, leaves that go wrong because the shuttle lands in",
    ],
    "passive-drop-punished": [
        "so a passive drop and then, like, a smash, rush or net shot that wins right away",
        "I guess passive drops that get punished straight away by a smash, rush or net shot winner",
    ],
    "lift-punished": [
        "um, lifts that get smashed for winners, basically",
        "so like a lift and then the other player smashes it for the point",
    ],
    "marin-drop": [
        "I'm kind of after Marin's drop winners",
        "maybe the rallies where Carolina Marin wins it with a drop, I guess",
    ],
    "receiver-backhand-net-winner": [
        "receiver backhand net winner",
        "so, um, the rallies where the receiver wins it with a backhand net shot",
        "I'm kind of looking for backhand net shots by the receiver that win outright",
        "you know, a backhand net winner from the receiver, I guess",
        "which rallies does the receiver win with a backhand net shot?",
    ],
    "server-around-head-smash-wins": [
        "server around-the-head smash, server wins",
        "so, like, the server smashes around the head at some point and wins the rally",
        "I guess rallies the server wins where they hit an around-the-head smash",
        "um, an around the head smash from the server in a point the server takes",
        "which rallies does the server win with an around-the-head smash somewhere?",
    ],
    "long-serve-short-rally-server-loses": [
        "long serve, 5 shots max, server loses",
        "so, um, the server serves long and loses within five shots",
        "I'm kind of looking for long serves where the rally lasts five shots or fewer and "
        "the server loses",
        "you know, a long serve, a short rally of at most five shots, and the receiver wins",
        "which rallies of five shots or fewer after a long serve does the server lose?",
    ],
    "server-backhand-drive-winner": [
        "server backhand drive winner",
        "so, like, the server finishes the rally with a backhand drive that isn't returned",
        "I guess backhand drive winners by the server",
        "um, the server wins the point with a backhand drive, outright",
        "which rallies does the server win with a backhand drive winner?",
    ],
    "smash-lift-smash-receiver-wins": [
        "smash, lift, smash, receiver wins",
        "so, um, a smash, then a lift, then another smash, and the receiver wins",
        "I'm kind of after rallies with smash, lift, smash in a row that the receiver takes",
        "you know, a smash gets lifted and smashed again, and the receiver wins the point",
        "which rallies won by the receiver have a smash, a lift and a smash in a row?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
