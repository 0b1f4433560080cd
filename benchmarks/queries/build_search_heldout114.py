"""Write the 114th held-out search query set, ``search_heldout114.jsonl``, from the corpus.

Written in stop 54, after stop 53's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, written with a concession or a subordinate clause ("but", "yet",
"although", "even though", "when ...", "in which ...") and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout114``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout114 [--root DATA] [--check]
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
    depth,
    intent,
    last,
    named,
    shot_at,
    shots_by,
    windows,
)

OUT = Path(__file__).with_name("search_heldout114.jsonl")
SPLIT = "heldout114"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def server_2_net_2_lifts_loses(r: Rally) -> bool:
    """The server plays at least two net-family shots and at least two lifts (either kind)
    and loses the rally."""
    nets, lifts = shots_by(r, r.server, NET), shots_by(r, r.server, LIFT)
    return r.winner == r.receiver and nets >= 2 and lifts >= 2


@intent("sequence", into=INTENTS)
def smash_lift_smash_smasher_loses(r: Rally) -> bool:
    """Somewhere a smash (either kind) is answered by a lift (either kind) and the smasher
    smashes again with the next shot, and the smasher lost the rally."""
    return r.loser is not None and any(
        a.hitter == r.loser for a, _, _ in windows(r, SMASH, LIFT, SMASH)
    )


@intent("anchor", into=INTENTS)
def push_return_server_wins_5(r: Rally) -> bool:
    """The return of serve (shot 2) is a push, the rally lasts at most five shots, and the
    server won it."""
    return shot_at(r, 2, {"push"}) and len(r.shots) <= 5 and r.winner == r.server


@intent("zone", into=INTENTS)
def rear_smash_error(r: Rally) -> bool:
    """The final shot is a smash (either kind) hit from the rear court, and the rally ended
    with it in the net or out."""
    shot = last(r)
    return shot.kind in SMASH and depth(shot.hit_zone) == "rear" and r.ending in {"net", "out"}


@intent("player", into=INTENTS)
def yamaguchi_3_net_wins(r: Rally) -> bool:
    """Akane Yamaguchi plays at least three net-family shots and wins the rally."""
    return named(r, "Akane YAMAGUCHI", NET, 3, "winner")


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "rallies in which a net shot is answered by a rush that wins",
        "the net shot is there, but the opponent rushes it and wins the point",
    ],
    "clear-out": [
        "the player clears or lifts at the end, but the shuttle goes out",
        "rallies that end when a clear or a lob lands beyond the baseline",
    ],
    "drop-winner": [
        "rallies in which the last shot is a drop that nobody reaches",
        "the opponent runs for the drop but it lands in for a winner",
    ],
    "crossnet-winner": [
        "when a cross-court net shot ends the rally and the opponent cannot get it",
        "rallies in which the final shot, a net shot played cross-court, is a winner",
    ],
    "netshot-into-net": [
        "the player tries a net shot at the end but it doesn't get over",
        "rallies in which the last net shot hits the tape and stays on the hitter's side",
    ],
    "misjudged-leave": [
        "the player lets the shuttle go, but it lands in",
        "rallies that end when someone leaves a shuttle that was in after all",
    ],
    "passive-drop-punished": [
        "someone plays a passive drop, but the reply, a smash, a rush or a net shot, is a winner",
        "rallies in which a passive drop is punished at once by a winning smash, rush or net shot",
    ],
    "lift-punished": [
        "the player lifts, but the opponent smashes a winner off it",
        "rallies in which the last lift is smashed away for a winner",
    ],
    "marin-drop": [
        "rallies in which Marin ends the point with a drop that is not returned",
        "the opponent can't reach it when Carolina Marin drops to win the rally",
    ],
    "server-2-net-2-lifts-loses": [
        "the server plays two or more net shots and two or more lifts but loses",
        "rallies in which the server, despite at least two net shots and two lifts, loses",
        "even though the server plays at least two net shots and at least two lifts, the "
        "receiver wins",
        "the server plays 2+ net shots and 2+ lifts, yet the receiver takes the rally",
        "which rallies does the server lose despite playing at least two net shots and at "
        "least two lifts?",
    ],
    "smash-lift-smash-smasher-loses": [
        "a smash, a lift, then another smash by the same player, but the smasher loses",
        "rallies where someone smashes, gets a lift back and smashes again, yet loses the point",
        "although a player smashes, is lifted to and smashes once more, the opponent wins",
        "the player who smashes, gets a lift and smashes again still loses the rally",
        "which rallies does a player lose even after smashing, getting a lift and smashing again?",
    ],
    "push-return-server-wins-5": [
        "the return of serve is a push, but the server wins within five shots",
        "rallies in which the receiver pushes the return and the server wins by shot five",
        "when the receiver returns the serve with a push, the server wins in five shots or fewer",
        "a pushed return, yet the server wins the rally by the fifth shot",
        "which rallies of at most five shots does the server win after a pushed return of serve?",
    ],
    "rear-smash-error": [
        "a smash from the back court ends the rally, but it goes out or into the net",
        "rallies in which the last shot, a smash from the rear court, misses",
        "when a player smashes from deep and the smash is out or in the net",
        "the final smash is hit from the rear court yet fails to land in",
        "which rallies end with a smash from the back of the court that is out or netted?",
    ],
    "yamaguchi-3-net-wins": [
        "Yamaguchi plays three or more net shots and wins the rally",
        "rallies in which Akane Yamaguchi plays at least three net shots and still wins",
        "when Yamaguchi plays at least three net shots, she wins the point",
        "Akane Yamaguchi's wins with three net shots or more of her own",
        "which rallies does Yamaguchi win after playing at least three net shots?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
