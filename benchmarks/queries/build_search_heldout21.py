"""Write the twenty-first held-out search query set, ``search_heldout21.jsonl``, from the corpus.

Written at the start of stop 37, before any planner change of that stop, to be run once and
never used to tune. It weighs consistency and wordings a coach types without thinking of a
parser: questions ("which rallies ...?"), requests ("show me ..."), the passive voice. The
nine development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and twelve new intents in
four wordings each, weighted to the categories the test split reads worst (sequence,
strategic, zone, anchor, negation). The relevant rallies come from the predicates, plain
Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``). Every line's split
is ``heldout21``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout21 [--root DATA] [--check]
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
    answered,
    consecutive,
    intent,
    known_after_serve,
    outright,
    own_run,
    plays,
    receiver,
    shots_by,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout21.jsonl")
SPLIT = "heldout21"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def smash_net_lift(r: Rally) -> bool:
    """A smash, then a net-family shot, then a lift, on consecutive shots."""
    return consecutive(r, SMASH, NET, LIFT)


@intent("sequence", into=INTENTS)
def lift_answered_drive(r: Rally) -> bool:
    """A lift (lob or defensive return lob) straight followed by the other player's
    drive-family shot."""
    return answered(r, LIFT, DRIVE)


@intent("strategic", into=INTENTS)
def receiver_more_net_wins(r: Rally) -> bool:
    """The receiver plays more net-family shots than the server, and the receiver wins."""
    more = shots_by(r, receiver(r), NET) > shots_by(r, r.server, NET)
    return more and r.winner == receiver(r)


@intent("strategic", into=INTENTS)
def winner_two_smashes_two_drops(r: Rally) -> bool:
    """The rally's winner plays at least two smashes and at least two drops (either kind)."""
    w = r.winner
    return w is not None and shots_by(r, w, SMASH) >= 2 and shots_by(r, w, DROP) >= 2


@intent("zone", into=INTENTS)
def smash_from_mid_right(r: Rally) -> bool:
    """A smash (either kind) hit from the mid-right zone."""
    return any(s.kind in SMASH and s.hit_zone == "mid-right" for s in r.shots)


@intent("zone", into=INTENTS)
def clear_to_mid_left(r: Rally) -> bool:
    """A clear that lands in the mid-left zone."""
    return any(s.kind == "clear" and s.land_zone == "mid-left" for s in r.shots)


@intent("anchor", into=INTENTS)
def penultimate_push(r: Rally) -> bool:
    """The shot before the final shot is a push."""
    return len(r.shots) >= 2 and r.shots[-2].kind == "push"


@intent("anchor", into=INTENTS)
def third_shot_push(r: Rally) -> bool:
    """The third shot is a push."""
    return len(r.shots) >= 3 and r.shots[2].kind == "push"


@intent("negation", into=INTENTS)
def twelve_plus_no_push(r: Rally) -> bool:
    """A rally of at least 12 shots with no push; only rallies whose shots after the serve
    all have a known type count."""
    no_push = all(s.kind != "push" for s in r.shots)
    return len(r.shots) >= 12 and known_after_serve(r) and no_push


@intent("run", into=INTENTS)
def own_two_clears(r: Rally) -> bool:
    """One player plays clears on two of their own consecutive shots."""
    return own_run(r, "A", {"clear"}, 2) or own_run(r, "B", {"clear"}, 2)


@intent("score", into=INTENTS)
def leader_wins_within_four(r: Rally) -> bool:
    """The player ahead in the score before the rally wins a rally of at most 4 shots."""
    w = r.winner
    return w is not None and len(r.shots) <= 4 and trailing_by(r, w) < 0


@intent("player", into=INTENTS)
def ginting_net_winner(r: Rally) -> bool:
    """Anthony Sinisuka Ginting wins outright with a final net-family shot."""
    ginting = plays(r, "Anthony Sinisuka GINTING", "winner")
    return ginting and outright(r) and r.shots[-1].kind in NET


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "which rallies end with a rush that kills a net shot?",
        "the player at the net rushes the opponent's hairpin and wins the point",
    ],
    "clear-out": [
        "show me rallies where the final clear is hit out",
        "the last shot is a lob that goes beyond the back line",
    ],
    "drop-winner": [
        "drop shots that win the rally outright",
        "which points finish with a drop the opponent never touches?",
    ],
    "crossnet-winner": [
        "a winner played with a cross-court net shot",
        "points that end with a crosscourt hairpin winner",
    ],
    "netshot-into-net": [
        "the rally is lost when a net shot hits the net",
        "find net shots that end up in the net on the final shot",
    ],
    "misjudged-leave": [
        "a player misjudges the shuttle, leaves it, and it's in",
        "rallies ending with a shuttle that was left but landed inside",
    ],
    "passive-drop-punished": [
        "after a weak passive drop, the other player hits a winner",
        "passive drop, then an outright winner from the opponent",
    ],
    "lift-punished": [
        "a smash winner against a lift",
        "the player lifts and the opponent smashes it for a winner",
    ],
    "marin-drop": [
        "Carolina Marin wins points with drops that aren't returned",
        "which rallies does Marin finish with a drop winner?",
    ],
    "smash-net-lift": [
        "a smash, a net shot, then a lift",
        "a smash returned to the net and then lifted",
        "smash, block to the net, lob",
        "a net reply to a smash, followed by a lift",
    ],
    "lift-answered-drive": [
        "a lift answered with a drive",
        "the opponent drives a lob back",
        "lob, then a drive from the other player",
        "drives played in reply to a lift",
    ],
    "receiver-more-net-wins": [
        "the receiver plays more net shots than the server and wins",
        "rallies won by the receiver, who hit more net shots than the server",
        "more net shots from the receiver than the server, receiver wins",
        "the receiver out-nets the server and takes the point",
    ],
    "winner-two-smashes-two-drops": [
        "the winner plays at least two smashes and two drops",
        "rallies won by a player who smashes twice or more and drops twice or more",
        "the winning player mixes 2+ smashes with 2+ drops",
        "at least two smashes and at least two drop shots from the player who wins",
    ],
    "smash-from-mid-right": [
        "smashes from the mid right",
        "a smash hit from the right side of midcourt",
        "someone smashing from the middle of the court on the right",
        "mid-court right smashes",
    ],
    "clear-to-mid-left": [
        "a clear that lands in the middle left",
        "clears landing mid-court on the left",
        "a clear to the left side of the midcourt",
        "clearing into the mid-left zone",
    ],
    "penultimate-push": [
        "the second-to-last shot is a push",
        "a push just before the final shot",
        "the shot before the last one is a push",
        "the penultimate shot of the rally is a push",
    ],
    "third-shot-push": [
        "the third shot is a push",
        "a push on the third shot",
        "the server's second shot is a push",
        "push as the 3rd shot of the rally",
    ],
    "twelve-plus-no-push": [
        "rallies of 12 or more shots without a push",
        "no pushes in a rally of at least twelve shots",
        "a 12+ shot rally where nobody pushes",
        "twelve-shot-or-longer rallies with zero pushes",
    ],
    "own-two-clears": [
        "one player plays two clears in a row",
        "back-to-back clears from the same player",
        "the same player clears twice running",
        "a player hits a clear with two consecutive shots",
    ],
    "leader-wins-within-four": [
        "the leading player wins a rally of at most 4 shots",
        "a rally of 4 shots or fewer won by the player who was ahead",
        "the player ahead in the score wins within four shots",
        "rallies of no more than four shots won by whoever was leading",
    ],
    "ginting-net-winner": [
        "Ginting's net shot winners",
        "Anthony Ginting wins a rally with an unreturned net shot",
        "rallies Ginting finishes with a winning net shot",
        "net shot winners by Anthony Sinisuka Ginting",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
