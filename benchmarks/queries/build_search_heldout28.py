"""Write the twenty-eighth held-out search query set, ``search_heldout28.jsonl``, from the corpus.

Written in stop 39 after the changes that held-out 27 and the stop's first probes led to, to
be run once and never used to tune: a measure of that code on queries nobody had read. The
nine development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and sixteen new intents in
four wordings each, across every category. The relevant rallies come from the predicates,
plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout28``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout28 [--root DATA] [--check]
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
    four_corners,
    intent,
    known_after_serve,
    outright,
    plays,
    rally_run,
    shots_by,
    then_own,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout28.jsonl")
SPLIT = "heldout28"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def clear_smash_lift(r: Rally) -> bool:
    """A clear, a smash (either kind), then a lift, on consecutive shots."""
    return consecutive(r, {"clear"}, SMASH, LIFT)


@intent("sequence", into=INTENTS)
def drive_then_own_smash(r: Rally) -> bool:
    """A drive-family shot, and the same player's next shot is a smash (either kind)."""
    return then_own(r, DRIVE, SMASH)


@intent("strategic", into=INTENTS)
def receiver_two_drops_wins(r: Rally) -> bool:
    """The receiver plays at least two drops (either kind) and wins the rally."""
    return shots_by(r, other(r.server), DROP) >= 2 and r.winner == other(r.server)


@intent("strategic", into=INTENTS)
def loser_more_smashes_than_lifts(r: Rally) -> bool:
    """The rally's loser plays more smashes (either kind) than lifts."""
    if r.winner is None:
        return False
    return shots_by(r, r.loser, SMASH) > shots_by(r, r.loser, LIFT)


@intent("zone", into=INTENTS)
def clear_to_mid_centre(r: Rally) -> bool:
    """A clear that lands in the mid-centre zone."""
    return any(s.kind == "clear" and s.land_zone == "mid-centre" for s in r.shots)


@intent("zone", into=INTENTS)
def drive_from_front_left(r: Rally) -> bool:
    """A drive-family shot hit from the front-left zone."""
    return any(s.kind in DRIVE and s.hit_zone == "front-left" for s in r.shots)


@intent("anchor", into=INTENTS)
def seventh_shot_drop(r: Rally) -> bool:
    """The seventh shot is a drop (either kind)."""
    return len(r.shots) >= 7 and r.shots[6].kind in DROP


@intent("anchor", into=INTENTS)
def return_push_receiver_wins(r: Rally) -> bool:
    """The return of serve (shot 2) is a push and the receiver wins the rally."""
    return len(r.shots) >= 2 and r.shots[1].kind == "push" and r.winner == other(r.server)


@intent("negation", into=INTENTS)
def no_lift_receiver_wins_8(r: Rally) -> bool:
    """A rally of at least 8 shots with no lift (either player) that the receiver wins; only
    rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 8 or not known_after_serve(r) or r.winner != other(r.server):
        return False
    return not any(s.kind in LIFT for s in r.shots)


@intent("negation", into=INTENTS)
def server_no_net_8(r: Rally) -> bool:
    """A rally of at least 8 shots in which the server plays no net-family shot; only
    rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 8 or not known_after_serve(r):
        return False
    return shots_by(r, r.server, NET) == 0


@intent("run", into=INTENTS)
def net_run_6(r: Rally) -> bool:
    """At least six net-family shots in a row (either player)."""
    return rally_run(r, NET, 6)


@intent("score", into=INTENTS)
def server_trailing_two_wins(r: Rally) -> bool:
    """The server, behind by at least two points before the rally, wins it."""
    return trailing_by(r, r.server) >= 2 and r.winner == r.server


@intent("tactic", into=INTENTS)
def four_corners_twenty(r: Rally) -> bool:
    """Four corners (``truth.four_corners``) in a rally of at least 20 shots."""
    return four_corners(r) and len(r.shots) >= 20


@intent("player", into=INTENTS)
def chen_yufei_drop_winner(r: Rally) -> bool:
    """Chen Yufei wins the rally with a drop (either kind) that lands in unreturned."""
    return plays(r, "CHEN Yufei", "winner") and r.shots[-1].kind in DROP and outright(r)


@intent("shot", into=INTENTS)
def backhand_rush(r: Rally) -> bool:
    """A rush played on the backhand."""
    return any(s.kind == "rush" and s.backhand for s in r.shots)


@intent("rally", into=INTENTS)
def six_shots_receiver_wins(r: Rally) -> bool:
    """A rally of exactly six shots that the receiver wins."""
    return len(r.shots) == 6 and r.winner == other(r.server)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush off a net shot wins the rally",
        "the opponent's net shot is rushed for the point",
    ],
    "clear-out": [
        "rallies that finish with a clear landing out",
        "the final lob goes out over the baseline",
    ],
    "drop-winner": [
        "drop shots that win the point outright",
        "the point ends on a drop that is never returned",
    ],
    "crossnet-winner": [
        "points won outright with a crosscourt net shot",
        "a cross net shot that the other player cannot get to wins the point",
    ],
    "netshot-into-net": [
        "a net shot into the tape loses the point",
        "the rally ends when a net shot fails to cross",
    ],
    "misjudged-leave": [
        "a shuttle that is let go but lands inside",
        "points lost by leaving a shuttle that was in",
    ],
    "passive-drop-punished": [
        "a passive drop that the opponent kills",
        "passive drops killed straight away for the point",
    ],
    "lift-punished": [
        "a lift that is smashed for an outright winner",
        "smashing the opponent's lob for a winner",
    ],
    "marin-drop": [
        "drop shots from Marin that win the point outright",
        "Carolina Marin wins a rally with a drop nobody reaches",
    ],
    "clear-smash-lift": [
        "a clear, a smash, then a lift",
        "clear, smash, lob on consecutive shots",
        "a clear is smashed and the smash is lifted",
        "a lift off a smash that answered a clear",
    ],
    "drive-then-own-smash": [
        "a player drives and then smashes with their next shot",
        "a drive followed by the same player's smash",
        "after driving, the same player's next shot is a smash",
        "someone drives, then smashes on their next shot",
    ],
    "receiver-two-drops-wins": [
        "the receiver plays at least two drops and wins",
        "two or more drops from the receiver, who wins the rally",
        "rallies the receiver wins with 2+ drops played",
        "the receiving player drops twice or more and takes the point",
    ],
    "loser-more-smashes-than-lifts": [
        "the loser plays more smashes than lifts",
        "the losing player smashes more often than they lift",
        "rallies where the loser hits fewer lifts than smashes",
        "more smashes than lifts from the player who loses",
    ],
    "clear-to-mid-centre": [
        "a clear that lands in the mid centre",
        "clears into the middle of the midcourt",
        "a clear to the mid-centre zone",
        "clearing to the centre of the midcourt",
    ],
    "drive-from-front-left": [
        "a drive hit from the front left",
        "drives played from the left forecourt",
        "a drive from the front-left zone",
        "driving from the left front court",
    ],
    "seventh-shot-drop": [
        "the seventh shot is a drop",
        "a drop as the 7th shot",
        "the server drops with their fourth shot",
        "a drop on shot seven",
    ],
    "return-push-receiver-wins": [
        "the return of serve is a push and the receiver wins",
        "the receiver returns the serve with a push and wins the rally",
        "rallies the receiver wins after pushing the serve",
        "a push as the return of serve in a rally the receiver wins",
    ],
    "no-lift-receiver-wins-8": [
        "a rally of 8+ shots without a lift that the receiver wins",
        "the receiver wins an eight-shot-or-longer rally with no lifts",
        "no lifts in a rally of at least 8 shots won by the receiver",
        "rallies of eight or more shots, no lobs from either player, receiver wins",
    ],
    "server-no-net-8": [
        "the server never plays a net shot in a rally of 8+ shots",
        "a rally of at least eight shots in which the serving player plays no net shot",
        "rallies of 8 or more shots where the server hits no net shots",
        "the server avoids the net for a whole rally of eight shots or more",
    ],
    "net-run-6": [
        "six net shots in a row",
        "at least 6 consecutive net shots",
        "a net exchange of six shots or more",
        "six or more net shots back to back",
    ],
    "server-trailing-two-wins": [
        "the server is behind by two or more and wins",
        "rallies won by the server when trailing by at least 2",
        "the server wins while 2+ points down",
        "the serving player, down by two points or more, takes the rally",
    ],
    "four-corners-twenty": [
        "four corners in a rally of 20+ shots",
        "a rally of at least twenty shots that moves a player to all four corners",
        "rallies of 20 shots or more showing four-corner movement",
        "the opponent is run to all four corners in a twenty-shot-or-longer rally",
    ],
    "chen-yufei-drop-winner": [
        "Chen Yufei wins with a drop",
        "drop winners by Chen Yufei",
        "rallies Chen Yufei finishes with an unreturned drop",
        "Chen Yufei dropping for a winner",
    ],
    "backhand-rush": [
        "a backhand rush",
        "rushes played on the backhand",
        "a rush hit with the backhand",
        "backhand net kills",
    ],
    "six-shots-receiver-wins": [
        "a rally of exactly six shots that the receiver wins",
        "the receiver wins a six-shot rally",
        "six-shot rallies won by the receiver",
        "rallies of precisely 6 shots taken by the receiving player",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
