"""Write the 188th held-out search query set, ``search_heldout188.jsonl``, from the corpus.

Written in stop 59, before any change of the stop, to be run once and never used to tune: a
measure of the code on queries nobody had read. The nine development intents come in two new
wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in an
earlier split), and five new intents in five wordings each, told as a match report in the
past tense, with the past perfect ("had lifted", "had been forced to", "by the time"). The
relevant rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s
helpers, never ``rallyscope``). Every line's split is ``heldout188``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout188 [--root DATA] [--check]
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
    SMASH,
    Intent,
    intent,
    known_after_serve,
    served_with,
    shots_by,
    then_own,
)

OUT = Path(__file__).with_name("search_heldout188.jsonl")
SPLIT = "heldout188"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("negation", into=INTENTS)
def loser_three_lifts_no_smash(r: Rally) -> bool:
    """The rally's loser plays at least three lifts (either kind) and no smash; every type
    after the serve known."""
    if not known_after_serve(r) or r.loser is None:
        return False
    return shots_by(r, r.loser, LIFT) >= 3 and shots_by(r, r.loser, SMASH) == 0


@intent("strategic", into=INTENTS)
def long_serve_server_smashes_loses(r: Rally) -> bool:
    """The serve is a long service, the server plays at least one smash (either kind) and
    the server loses the rally."""
    return served_with(r, "long service", r.server, SMASH) and r.loser == r.server


@intent("sequence", into=INTENTS)
def push_then_own_rush(r: Rally) -> bool:
    """A push, and the same player's next own shot is a rush."""
    return then_own(r, {"push"}, {"rush"})


@intent("player", into=INTENTS)
def receiver_two_clears_loses(r: Rally) -> bool:
    """The receiver plays at least two clears and loses the rally."""
    return shots_by(r, r.receiver, {"clear"}) >= 2 and r.loser == r.receiver


@intent("rally", into=INTENTS)
def fifteen_plus_ends_net(r: Rally) -> bool:
    """A rally of at least 15 shots that ended in the net."""
    return len(r.shots) >= 15 and r.ending == "net"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the winner had rushed the last shot after a net shot",
        "a net shot had been rushed for the winning point to end the rally",
    ],
    "clear-out": [
        "the last shot, a clear or a lift, had gone out",
        "the rally had ended with a lift or a clear landing out",
    ],
    "drop-winner": [
        "the final drop had landed in without a reply",
        "a drop had ended the rally, unreturned",
    ],
    "crossnet-winner": [
        "the last shot had been a crosscourt net shot that went unreturned",
        "a cross-court net shot had won the rally outright at the end",
    ],
    "netshot-into-net": [
        "the final net shot had caught the tape",
        "the rally had ended with a net shot into the net",
    ],
    "misjudged-leave": [
        "the player had left the shuttle, and it had landed in",
        "the last shuttle had been let go, but it was in",
    ],
    "passive-drop-punished": [
        "the passive drop had been killed with a smash, rush or net shot winner",
        "a passive drop had been answered by a winning smash, rush or net shot that ended it",
    ],
    "lift-punished": [
        "the lift had been smashed for an outright winner",
        "a lift had been punished by a smash that won the point at the end",
    ],
    "marin-drop": [
        "Marin had finished the rally with a drop winner",
        "Carolina Marin had won with a drop that went unreturned",
    ],
    "loser-three-lifts-no-smash": [
        "the player who lost had lifted at least three times and had not smashed once",
        "by the end of the rally the loser had played three or more lifts and no smash",
        "the eventual loser had been forced to lift three times or more, without ever smashing",
        "three lifts or more, and not a single smash, had come from the player who went on to lose",
        "before losing the point, the player had lifted at least three times but had never smashed",
    ],
    "long-serve-server-smashes-loses": [
        "the server had served long and smashed at least once, but lost the point",
        "after a long serve, the server had smashed yet still lost",
        "the server, who had opened with a long serve, smashed at least once and lost",
        "a long serve had started the rally; the server smashed but ended up losing",
        "the server lost even though they had served long and had smashed",
    ],
    "push-then-own-rush": [
        "a player had pushed and then rushed with their next shot",
        "after having pushed, the same player rushed on their next shot",
        "someone rushed with the shot after their own push",
        "the player who had just pushed followed it with a rush on their next shot",
        "a push by one player, whose next shot had been a rush",
    ],
    "receiver-two-clears-loses": [
        "the receiver had cleared at least twice and lost the point",
        "having played two or more clears, the receiver had lost",
        "the receiver lost after clearing two times or more",
        "by the time the receiver lost the rally, they had played at least two clears",
        "two clears or more had come from the receiver, who lost the point",
    ],
    "fifteen-plus-ends-net": [
        "the rally had lasted fifteen shots or more when the shuttle went into the net",
        "after fifteen or more shots had been played, the rally ended in the net",
        "a rally of at least 15 shots that had ended with the shuttle in the net",
        "the shuttle finally hit the net after a rally that had gone 15+ shots",
        "fifteen shots or more had been played before someone found the net",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
