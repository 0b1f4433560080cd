"""Write the 191st held-out search query set, ``search_heldout191.jsonl``, from the corpus.

Written in stop 59, before any change of the stop, to be run once and never used to tune: a
measure of the code on queries nobody had read. The nine development intents come in two new
wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in an
earlier split), and five new intents in five wordings each, said with two players' shots
joined in one sentence, with words left out ("the server lifts, the receiver smashes",
"drops from both sides, smashes from neither", "each at least twice"). The relevant rallies
come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never
``rallyscope``). Every line's split is ``heldout191``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout191 [--root DATA] [--check]
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
    intent,
    known_after_serve,
    shots_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout191.jsonl")
SPLIT = "heldout191"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def server_lifts_receiver_smashes(r: Rally) -> bool:
    """The server plays at least two lifts (either kind) and the receiver at least two
    smashes (either kind)."""
    return shots_by(r, r.server, LIFT) >= 2 and shots_by(r, r.receiver, SMASH) >= 2


@intent("negation", into=INTENTS)
def both_drop_no_smash(r: Rally) -> bool:
    """Both players play at least one drop (either kind) and nobody smashes; every type
    after the serve known."""
    return (
        known_after_serve(r)
        and shots_by(r, r.server, DROP) >= 1
        and shots_by(r, r.receiver, DROP) >= 1
        and not any(s.kind in SMASH for s in r.shots)
    )


@intent("strategic", into=INTENTS)
def winner_clears_loser_drives(r: Rally) -> bool:
    """The rally's winner plays at least two clears and its loser at least two drive-family
    shots."""
    if r.winner is None or r.loser is None:
        return False
    return shots_by(r, r.winner, {"clear"}) >= 2 and shots_by(r, r.loser, DRIVE) >= 2


@intent("strategic", into=INTENTS)
def both_net_server_wins(r: Rally) -> bool:
    """The server and the receiver each play at least two net-family shots, and the server
    wins."""
    both = shots_by(r, r.server, NET) >= 2 and shots_by(r, r.receiver, NET) >= 2
    return both and r.winner == r.server


@intent("strategic", into=INTENTS)
def receiver_smashes_server_lifts_receiver_wins(r: Rally) -> bool:
    """The receiver plays at least one smash (either kind), the server at least one lift
    (either kind), and the receiver wins."""
    smashed = shots_by(r, r.receiver, SMASH) >= 1
    return smashed and shots_by(r, r.server, LIFT) >= 1 and r.winner == r.receiver


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "one player plays a net shot, the other rushes and wins the point with it",
        "a net shot from the loser and a winning rush from the winner to end it",
    ],
    "clear-out": [
        "the final shot is a clear or a lift, and it's out",
        "a clear or lob ends the rally, the shuttle out",
    ],
    "drop-winner": [
        "the last shot a drop, and no return",
        "the final shot is a drop and the opponent doesn't get it back",
    ],
    "crossnet-winner": [
        "the winner ends it with a cross-court net shot and the loser can't return it",
        "a cross-court net shot by the winner, the last shot, and no reply",
    ],
    "netshot-into-net": [
        "the last shot a net shot, and the shuttle in the net",
        "a net shot ends the rally and the tape stops it",
    ],
    "misjudged-leave": [
        "one player leaves the shuttle and it lands in, ending the rally",
        "the shuttle left, the shuttle in, the rally over",
    ],
    "passive-drop-punished": [
        "the loser plays a passive drop and the winner smashes, rushes or plays a net shot "
        "for a winner",
        "a passive drop by one, a winning smash, rush or net shot by the other to end it",
    ],
    "lift-punished": [
        "the loser lifts and the winner smashes it for a winner",
        "one player lifts, the other smashes a winner at the end",
    ],
    "marin-drop": [
        "Marin plays the last shot, a drop, and her opponent can't return it",
        "Marin drops at the end, the drop unreturned, the point hers",
    ],
    "server-lifts-receiver-smashes": [
        "the server lifts at least twice, the receiver smashes at least twice",
        "two or more lifts by the server, two or more smashes by the receiver",
        "the server lifts and the receiver smashes, each at least twice",
        "at least two lifts from the server and at least two smashes from the receiver",
        "the receiver smashes two times or more, the server lifts two times or more",
    ],
    "both-drop-no-smash": [
        "both players drop and neither smashes",
        "each player plays a drop; nobody smashes",
        "drops from both sides, smashes from neither",
        "the server and the receiver both drop, and there's no smash",
        "both drop at least once, with no smash from either",
    ],
    "winner-clears-loser-drives": [
        "the winner clears twice or more, the loser drives twice or more",
        "at least two clears by the winner and two drives by the loser",
        "two or more clears from the winner, two or more drives from the loser",
        "the loser drives at least two times, the winner clears at least two times",
        "the winner clears, the loser drives, each at least twice",
    ],
    "both-net-server-wins": [
        "both the server and the receiver play two or more net shots, and the server wins",
        "net shots from both server and receiver, at least two each; the server takes the point",
        "each side plays at least two net shots, and the point goes to the server",
        "the server and the receiver both hit at least two net shots, the server winning",
        "the receiver plays two net shots or more, so does the server, who wins",
    ],
    "receiver-smashes-server-lifts-receiver-wins": [
        "the server lifts, the receiver smashes and wins",
        "lifts from the server, smashes from the receiver, and the point to the receiver",
        "the receiver smashes and the server lifts; the receiver wins",
        "the receiver wins, having smashed, the server having lifted",
        "the server lifts and the receiver smashes, the receiver taking the point",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
