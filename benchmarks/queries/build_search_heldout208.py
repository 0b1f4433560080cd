"""Write the 208th held-out search query set, ``search_heldout208.jsonl``, from the corpus.

Written in stop 67, after that stop's fixes (a bare "after" a numbered shot, the
rally a shot is said to be in, a player's full name in capitals, ...) and the bank's
rebuild, and before any run of it, to be run once and never used to tune: a measure of the
code as it stood on queries nobody had read. The nine development intents come in two new
wordings each (``truth.INTENTS``, category ``dev_reworded``; none of these wordings is in
an earlier split), and five new intents in five wordings each, told as a coach would say or
jot them down. The relevant rallies come from the predicates, plain Python over the raw CSVs
(``truth.py``'s helpers, never ``rallyscope``). Every line's split is ``heldout208``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout208 [--root DATA] [--check]
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
    NET,
    SMASH,
    Intent,
    consecutive,
    intent,
    last,
    none_of,
    shot_at,
    side_of,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout208.jsonl")
SPLIT = "heldout208"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("negation", into=INTENTS)
def no_smash_no_clear_server_wins_7(r: Rally) -> bool:
    """The server wins a rally of seven shots or more with neither a smash (smash, wrist
    smash) nor a clear in it, every type after the serve known."""
    return r.winner == r.server and none_of(r, SMASH | {"clear"}, 7)


@intent("sequence", into=INTENTS)
def server_drop_net_reply_server_wins(r: Rally) -> bool:
    """The server plays a drop (drop, passive drop) that the receiver answers at once with a
    net-family shot (net shot, return net, cross-court net shot), and the server wins."""
    replied = any(a.hitter == r.server for a, _ in windows(r, DROP, NET))
    return replied and r.winner == r.server


@intent("anchor", into=INTENTS)
def net_return_server_wins_within_6(r: Rally) -> bool:
    """The return of serve (shot 2) is a net-family shot (net shot, return net, cross-court
    net shot) and the server wins within six shots."""
    return shot_at(r, 2, NET) and r.winner == r.server and len(r.shots) <= 6


@intent("player", into=INTENTS)
def axelsen_backhand_into_net(r: Rally) -> bool:
    """Viktor Axelsen loses the rally with a backhand shot of his into the net (the final
    shot his, backhand, ending "net")."""
    me = side_of(r, "Viktor AXELSEN")
    end = last(r)
    return (
        me is not None
        and end.hitter == me
        and end.backhand
        and r.ending == "net"
        and r.winner != me
    )


@intent("run", into=INTENTS)
def three_drives_then_smash(r: Rally) -> bool:
    """Three drives in a row (drive, driven flight, back-court drive, defensive return
    drive; either player), the next shot a smash (smash, wrist smash)."""
    return consecutive(r, DRIVE, DRIVE, DRIVE, SMASH)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the net shot is rushed and the rush is not returned",
        "a rush off a net shot that wins the point outright",
    ],
    "clear-out": [
        "clears or lobs that go out of court",
        "a lift sent long over the baseline to finish the point",
    ],
    "drop-winner": [
        "the opponent cannot reach the drop and the point is over",
        "a drop shot that lands untouched for the winner",
    ],
    "crossnet-winner": [
        "a cross-court net shot nobody gets to, ending the rally",
        "winning the point with a crosscourt net shot that is not returned",
    ],
    "netshot-into-net": [
        "a net shot that doesn't make it over ends the point",
        "the last shot is a net shot that hits the tape and stays on that side",
    ],
    "misjudged-leave": [
        "the player leaves the shuttle and it lands on the line, in",
        "a player ducks out of the way of a shuttle that drops inside the court",
    ],
    "passive-drop-punished": [
        "a passive drop punished at once with a smash, rush or net kill that ends it",
        "the opponent kills a passive drop right away with a smash, rush or net shot winner",
    ],
    "lift-punished": [
        "a lift, then an unreturnable smash straight off it",
        "a lob answered immediately by a winning smash",
    ],
    "marin-drop": [
        "Carolina Marin finishes the rally with a drop that isn't returned",
        "Marin's drop ends the rally untouched",
    ],
    "no-smash-no-clear-server-wins-7": [
        "the server wins a rally of at least seven shots without a smash or a clear",
        "no smashes and no clears in a 7+ shot rally that the server wins",
        "rallies of seven strokes or more, won by the server, with neither a smash nor a clear",
        "the serving player takes a point of 7 shots or longer in which nobody smashes or clears",
        "server's point, seven shots plus, no smash, no clear",
    ],
    "server-drop-net-reply-server-wins": [
        "the server plays a drop, the receiver answers with a net shot, and the server wins",
        "a drop by the server met straight away by a net shot, in a rally the server wins",
        "the server wins a rally in which their drop is returned with a net shot",
        "server drops, receiver replies at the net, server takes the point",
        "rallies won by the server where a server's drop is answered by a net shot",
    ],
    "net-return-server-wins-within-6": [
        "the receiver returns the serve with a net shot and the server wins within six shots",
        "a net shot as the return of serve, and the server takes the point in six shots or fewer",
        "the second shot is a net shot and the server wins a rally of at most 6 shots",
        "short rallies (six shots at most) won by the server after a net return of serve",
        "net return, server wins by shot six",
    ],
    "axelsen-backhand-into-net": [
        "Axelsen loses the point with a backhand into the net",
        "Viktor Axelsen hits a backhand into the tape and loses the rally",
        "a backhand net error by Viktor Axelsen ends the rally",
        "rallies Axelsen loses on a backhand shot that doesn't get over the net",
        "the rally ends when Axelsen puts a backhand in the net",
    ],
    "three-drives-then-smash": [
        "three drives in a row followed by a smash",
        "a drive exchange of three shots, then someone smashes",
        "after three consecutive drives, a smash",
        "drive, drive, drive, smash",
        "a smash straight after a run of three drives",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
