"""Write the 118th held-out search query set, ``search_heldout118.jsonl``, from the corpus.

Written in stop 54, after held-out 117's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, in the English of a coach for whom it is a second language (articles
left out, verbs unagreed: "server make short serve, receiver lift") and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout118``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout118 [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import (
    DROP,
    LIFT,
    NET,
    SMASH,
    Intent,
    depth,
    intent,
    known_after_serve,
    last,
    outright,
    shot_at,
    shots_by,
    smash_barrage,
    windows,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout118.jsonl")
SPLIT = "heldout118"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("anchor", into=INTENTS)
def short_serve_lift_return_over_10(r: Rally) -> bool:
    """The serve is a short service, the return of serve a lift (either kind), and the rally
    lasts more than ten shots."""
    opened = shot_at(r, 1, {"short service"}) and shot_at(r, 2, LIFT)
    return opened and len(r.shots) > 10


@intent("strategic", into=INTENTS)
def winner_more_drops(r: Rally) -> bool:
    """The rally winner plays more drops (either kind) than the loser (every type after the
    serve known)."""
    if r.winner is None or not known_after_serve(r):
        return False
    return shots_by(r, r.winner, DROP) > shots_by(r, r.loser, DROP)


@intent("sequence", into=INTENTS)
def net_3_lift_lifter_loses(r: Rally) -> bool:
    """Somewhere three net-family shots in a row are followed at once by a lift (either
    kind), and the lifter lost the rally."""
    lifts = (d for _, _, _, d in windows(r, NET, NET, NET, LIFT))
    return r.loser is not None and any(d.hitter == r.loser for d in lifts)


@intent("tactic", into=INTENTS)
def smash_barrage_error(r: Rally) -> bool:
    """A player smashes (either kind) on at least three consecutive own shots (the smash
    barrage tag's definition), and the rally ended with the shuttle in the net or out."""
    return smash_barrage(r) and r.ending in {"net", "out"}


@intent("zone", into=INTENTS)
def mid_smash_mid_winner(r: Rally) -> bool:
    """The final shot is a smash (either kind) hit from the mid court that lands in the mid
    court and is an outright winner."""
    shot = last(r)
    placed = depth(shot.hit_zone) == "mid" and depth(shot.land_zone) == "mid"
    return shot.kind in SMASH and placed and outright(r)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "net shot then rush and rush win the point",
        "opponent rush the net shot for winning the rally",
    ],
    "clear-out": [
        "last shot clear or lob and it go out",
        "the rally finish because clear or lift is out",
    ],
    "drop-winner": [
        "drop shot win the point, nobody return it",
        "last shot is drop and is winner",
    ],
    "crossnet-winner": [
        "cross court net shot make the winner",
        "rally finish by cross net shot, not returned",
    ],
    "netshot-into-net": [
        "net shot go in the net for finish rally",
        "last shot net shot and it hit net",
    ],
    "misjudged-leave": [
        "player leave shuttle but it is in",
        "player think shuttle go out and leave it, but in",
    ],
    "passive-drop-punished": [
        "passive drop and opponent kill it with smash, rush or net shot",
        "after passive drop come smash, rush or net shot winner",
    ],
    "lift-punished": [
        "lift and then smash winner from opponent",
        "opponent smash the lift for winning point",
    ],
    "marin-drop": [
        "Marin win the point with drop, no return",
        "Carolina Marin drop winner shot",
    ],
    "short-serve-lift-return-over-10": [
        "server make short serve, receiver lift, rally more than 10 shot",
        "short service, then return is lift, and rally is longer than ten shots",
        "rally start with short serve and lifted return, over ten shots long",
        "after short serve the receiver do a lift, the rally go more than ten shots",
        "which rally have short serve, lift return and more than ten shots?",
    ],
    "winner-more-drops": [
        "winner play more drop shots than loser",
        "the player who win the rally do more drops than other player",
        "rallies where winner drop more times than the loser",
        "winner have more drops compare to loser",
        "in which rallies the winner make more drops than loser?",
    ],
    "net-3-lift-lifter-loses": [
        "three net shot in row, then lift, and who lift lose the rally",
        "net, net, net, lift, lifter lose point",
        "net shot, net shot, net shot, then lift, the one who lift lose",
        "player lift after three net shots in row and lose rally",
        "which rallies has three net shot then lift and the lifter is losing?",
    ],
    "smash-barrage-error": [
        "smash attack of three smash or more by one player, then end in net or out",
        "one player smash three time in row and rally finish with error in net or out",
        "sustained smash attack but the rally end with shuttle out or in the net",
        "smash barrage, finish by mistake out or net",
        "which rallies have smash barrage and end with shuttle in net or out?",
    ],
    "mid-smash-mid-winner": [
        "smash from mid court land in mid court and win point",
        "winner smash hit from middle of court, landing middle court",
        "the last shot is smash from midcourt to midcourt, no return",
        "mid court smash to the mid court for winner",
        "which rally finish with smash from mid court that land in mid and not returned?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
