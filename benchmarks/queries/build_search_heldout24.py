"""Write the twenty-fourth held-out search query set, ``search_heldout24.jsonl``, from the corpus.

Written at the start of stop 38, before any change of that stop, to be run once and never
used to tune: a first measure of stop 37's code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and sixteen new intents
in four wordings each, weighted to the categories the test split reads worst (strategic,
sequence, zone, anchor). The relevant rallies come from the predicates, plain Python over
the raw CSVs (``truth.py``'s helpers, never ``rallyscope``). Every line's split is
``heldout24``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout24 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally, other
from benchmarks.queries.truth import (
    DRIVE,
    DROP,
    LIFT,
    NET,
    SMASH,
    Intent,
    consecutive,
    game_point,
    intent,
    known_after_serve,
    outright,
    plays,
    rally_run,
    shots_by,
    smash_barrage,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout24.jsonl")
SPLIT = "heldout24"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def lift_clear_drop(r: Rally) -> bool:
    """A lift, a clear, then a drop (either kind), on consecutive shots."""
    return consecutive(r, LIFT, {"clear"}, DROP)


@intent("sequence", into=INTENTS)
def clear_smashed_smasher_loses(r: Rally) -> bool:
    """A clear straight answered by the other player's smash (either kind), and that smasher
    loses the rally."""
    return r.winner is not None and any(
        a.kind == "clear" and b.kind in SMASH and a.hitter != b.hitter and b.hitter != r.winner
        for a, b in zip(r.shots, r.shots[1:], strict=False)
    )


@intent("strategic", into=INTENTS)
def winner_two_drives(r: Rally) -> bool:
    """The rally's winner plays at least two drive-family shots."""
    return r.winner is not None and shots_by(r, r.winner, DRIVE) >= 2


@intent("strategic", into=INTENTS)
def server_more_net(r: Rally) -> bool:
    """The server plays more net-family shots than the receiver."""
    return shots_by(r, r.server, NET) > shots_by(r, other(r.server), NET)


@intent("strategic", into=INTENTS)
def both_two_clears(r: Rally) -> bool:
    """Each player plays at least two clears."""
    return all(shots_by(r, side, {"clear"}) >= 2 for side in ("A", "B"))


@intent("strategic", into=INTENTS)
def winner_pushes_twice(r: Rally) -> bool:
    """The rally's winner plays at least two pushes."""
    return r.winner is not None and shots_by(r, r.winner, {"push"}) >= 2


@intent("zone", into=INTENTS)
def push_from_front_left(r: Rally) -> bool:
    """A push hit from the front-left zone."""
    return any(s.kind == "push" and s.hit_zone == "front-left" for s in r.shots)


@intent("zone", into=INTENTS)
def drive_from_front_right(r: Rally) -> bool:
    """A drive-family shot hit from the front-right zone."""
    return any(s.kind in DRIVE and s.hit_zone == "front-right" for s in r.shots)


@intent("zone", into=INTENTS)
def final_lift_from_front_left(r: Rally) -> bool:
    """The final shot is a lift (lob, defensive return lob) hit from the front-left zone."""
    return r.shots[-1].kind in LIFT and r.shots[-1].hit_zone == "front-left"


@intent("anchor", into=INTENTS)
def third_shot_drive(r: Rally) -> bool:
    """The third shot is a drive-family shot."""
    return len(r.shots) >= 3 and r.shots[2].kind in DRIVE


@intent("anchor", into=INTENTS)
def penultimate_rush(r: Rally) -> bool:
    """The second-to-last shot is a rush."""
    return len(r.shots) >= 2 and r.shots[-2].kind == "rush"


@intent("negation", into=INTENTS)
def winner_no_push_16(r: Rally) -> bool:
    """The winner of a rally of at least 16 shots plays no push; only rallies whose shots
    after the serve all have a known type count."""
    if r.winner is None or len(r.shots) < 16 or not known_after_serve(r):
        return False
    return shots_by(r, r.winner, {"push"}) == 0


@intent("run", into=INTENTS)
def lift_run_2(r: Rally) -> bool:
    """At least two lifts in a row (either player)."""
    return rally_run(r, LIFT, 2)


@intent("score", into=INTENTS)
def receiver_game_point_wins(r: Rally) -> bool:
    """The receiver is at game point before the rally and wins it."""
    receiver = other(r.server)
    return r.winner == receiver and game_point(r.score_before, receiver)


@intent("tactic", into=INTENTS)
def smash_barrage_second_set(r: Rally) -> bool:
    """A smash barrage (``truth.smash_barrage``) in the second set."""
    return r.set_no == 2 and smash_barrage(r)


@intent("player", into=INTENTS)
def ng_smash_winner(r: Rally) -> bool:
    """NG Ka Long Angus wins the rally with a smash (either kind) that lands in unreturned."""
    return plays(r, "NG Ka Long Angus", "winner") and r.shots[-1].kind in SMASH and outright(r)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "which rallies end with a rush winner off a net shot?",
        "the opponent's net shot is pounced on with a rush that wins the rally",
    ],
    "clear-out": [
        "the final shot is a clear or a lob that goes long",
        "points lost by lifting or clearing out over the back line",
    ],
    "drop-winner": [
        "rallies that finish with a drop nobody gets to",
        "a drop shot that wins the rally outright",
    ],
    "crossnet-winner": [
        "a crosscourt net shot for a clean winner",
        "points ended by a cross net that is never returned",
    ],
    "netshot-into-net": [
        "a net shot into the tape to finish the rally",
        "rallies lost by putting a net shot into the net",
    ],
    "misjudged-leave": [
        "the player leaves the shuttle but it drops in",
        "a misjudged leave ends the point",
    ],
    "passive-drop-punished": [
        "a passive drop is punished with a kill that ends the rally",
        "which rallies end with a winner off a passive drop?",
    ],
    "lift-punished": [
        "a lift that is smashed away for the point",
        "the final shot is a smash winner off a lob",
    ],
    "marin-drop": [
        "Carolina Marin's drop shots that win outright",
        "Marin wins the point with a drop nobody returns",
    ],
    "lift-clear-drop": [
        "a lift, a clear, then a drop",
        "lob, clear, drop on consecutive shots",
        "a lift is cleared and the clear is dropped",
        "a drop off a clear that answered a lift",
    ],
    "clear-smashed-smasher-loses": [
        "a clear smashed by the opponent, who then loses the rally",
        "the player who smashes a clear goes on to lose the point",
        "a clear is answered by a smash but the smasher loses",
        "smashing a clear and still losing the rally",
    ],
    "winner-two-drives": [
        "the winner plays at least two drives",
        "two or more drives from the winning player",
        "rallies where the player who wins drives at least twice",
        "the rally winner hits 2+ drives",
    ],
    "server-more-net": [
        "the server plays more net shots than the receiver",
        "more net shots from the server than from the receiver",
        "the serving player hits more net shots than the returner",
        "rallies where the receiver plays fewer net shots than the server",
    ],
    "both-two-clears": [
        "both players clear at least twice",
        "each player hits two or more clears",
        "two clears or more from each side",
        "rallies where both players play at least 2 clears",
    ],
    "winner-pushes-twice": [
        "the winner pushes at least twice",
        "two or more pushes by the winning player",
        "rallies where the player who wins plays 2+ pushes",
        "at least two pushes from the rally winner",
    ],
    "push-from-front-left": [
        "a push from the front left",
        "pushes hit from the left forecourt",
        "a push played from the front-left corner",
        "pushing from the front left of the court",
    ],
    "drive-from-front-right": [
        "a drive from the front right",
        "drives played from the right side of the forecourt",
        "a drive hit in the front-right zone",
        "driving from the front right",
    ],
    "final-lift-from-front-left": [
        "the rally ends with a lift from the front left",
        "the final shot is a lob from the left forecourt",
        "a last-shot lift hit from the front-left",
        "the rally's last shot is a lift played from the front left",
    ],
    "third-shot-drive": [
        "the third shot is a drive",
        "a drive as the 3rd shot",
        "the server drives with their second shot",
        "a drive on shot three",
    ],
    "penultimate-rush": [
        "the second-to-last shot is a rush",
        "a rush one shot before the end",
        "the shot before the final one is a rush",
        "a rush, and the rally ends on the next shot",
    ],
    "winner-no-push-16": [
        "the winner never pushes in a rally of 16+ shots",
        "rallies of at least sixteen shots where the winning player plays no pushes",
        "no pushes from the winner in a 16-shot-or-longer rally",
        "a rally of sixteen or more shots won without a single push",
    ],
    "lift-run-2": [
        "two lifts in a row",
        "back-to-back lobs",
        "consecutive lifts",
        "a lift answered by a lift",
    ],
    "receiver-game-point-wins": [
        "the receiver converts a game point",
        "the receiver has game point and wins the rally",
        "rallies where the receiving player is at game point and wins",
        "game point for the receiver, who takes the rally",
    ],
    "smash-barrage-second-set": [
        "a smash barrage in the second set",
        "sustained smashing in game two",
        "one player smashes three or more times in a row in set 2",
        "second-set rallies with a barrage of smashes",
    ],
    "ng-smash-winner": [
        "Ng Ka Long hits a smash winner",
        "smash winners by Angus Ng",
        "rallies Ng Ka Long Angus finishes with an unreturned smash",
        "Angus Ng smashing for a winner",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
