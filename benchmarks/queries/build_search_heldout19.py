"""Write the nineteenth held-out search query set, ``search_heldout19.jsonl``, from the raw corpus.

Written at the start of stop 36, before any planner change of that stop, to be run once and
never used to tune. It weighs consistency (the share of an intent's wordings read the same
way): the nine development intents in three new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and nine new intents in
four wordings each, in the categories the test split reads least consistently (zone,
sequence, anchor, negation, strategic, tactic, score). The relevant rallies come from the
predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never ``rallyscope``).
Every line's split is ``heldout19``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout19 [--root DATA] [--check]
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
    four_corners,
    intent,
    known_after_serve,
    receiver,
    shots_by,
    trailing_by,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout19.jsonl")
SPLIT = "heldout19"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("zone", into=INTENTS)
def clear_mid_right(r: Rally) -> bool:
    """A clear hit from the mid-right zone."""
    return any(s.kind == "clear" and s.hit_zone == "mid-right" for s in r.shots)


@intent("zone", into=INTENTS)
def drop_mid_left_to_front_right(r: Rally) -> bool:
    """A drop (either kind) hit from the mid-left zone that lands in the front-right zone."""
    return any(
        s.kind in DROP and s.hit_zone == "mid-left" and s.land_zone == "front-right"
        for s in r.shots
    )


@intent("sequence", into=INTENTS)
def net_answered_drive(r: Rally) -> bool:
    """A net-family shot straight followed by the other player's drive-family shot."""
    return answered(r, NET, DRIVE)


@intent("sequence", into=INTENTS)
def push_lift_smash(r: Rally) -> bool:
    """A push, then a lift (lob or defensive return lob), then a smash (either kind), on
    consecutive shots."""
    return consecutive(r, {"push"}, LIFT, SMASH)


@intent("anchor", into=INTENTS)
def sixth_shot_drop(r: Rally) -> bool:
    """The sixth shot is a drop (either kind)."""
    return len(r.shots) >= 6 and r.shots[5].kind in DROP


@intent("negation", into=INTENTS)
def ten_plus_no_clear(r: Rally) -> bool:
    """A rally of at least 10 shots with no clear; only rallies whose shots after the serve all
    have a known type count."""
    no_clear = not any(s.kind == "clear" for s in r.shots)
    return len(r.shots) >= 10 and known_after_serve(r) and no_clear


@intent("strategic", into=INTENTS)
def server_four_drops(r: Rally) -> bool:
    """The server plays at least four drops (either kind)."""
    return shots_by(r, r.server, DROP) >= 4


@intent("tactic", into=INTENTS)
def four_corners_receiver_wins(r: Rally) -> bool:
    """The four-corners tag (one player hits from all four corner zones), and the receiver
    wins."""
    return four_corners(r) and r.winner == receiver(r)


@intent("score", into=INTENTS)
def trailing_wins_ten_plus(r: Rally) -> bool:
    """The player behind in the score as the rally starts wins a rally of at least 10 shots."""
    return r.winner is not None and trailing_by(r, r.winner) > 0 and len(r.shots) >= 10


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush off the net shot that wins the point",
        "the final shot is a rush winner after a net shot",
        "net shot, then a rush that takes the rally",
    ],
    "clear-out": [
        "the last clear goes out",
        "rallies that end with a lob hit out of court",
        "a long clear out at the back ends the point",
    ],
    "drop-winner": [
        "a winning drop",
        "the rally ends with a drop nobody reaches",
        "drops that land in for a winner to finish the rally",
    ],
    "crossnet-winner": [
        "a cross-court net shot winner",
        "the point ends with an unreturned crosscourt hairpin",
        "a cross net shot that the opponent can't return, ending the rally",
    ],
    "netshot-into-net": [
        "a net shot in the net ends the rally",
        "rallies where the last net shot doesn't get over",
        "the final shot is a net shot caught by the tape",
    ],
    "misjudged-leave": [
        "a misjudgement: the shuttle is left and lands in",
        "points lost by letting an in shuttle go",
        "the player leaves a shuttle that drops in",
    ],
    "passive-drop-punished": [
        "a passive drop that is killed for a winner",
        "the opponent puts away a soft drop for the point",
        "a passive drop punished with a smash, rush or net winner",
    ],
    "lift-punished": [
        "a lift punished with a smash winner",
        "a lob that's smashed for the point",
        "the final smash winner comes off a lift",
    ],
    "marin-drop": [
        "Marin drop winners",
        "Carolina Marin wins a rally with an unreturned drop shot",
        "rallies ending with Marin's winning drop",
    ],
    "clear-mid-right": [
        "a clear from the mid right",
        "clears hit from the right side of midcourt",
        "a clear played from the middle-right zone",
        "someone clears from mid-right",
    ],
    "drop-mid-left-to-front-right": [
        "a drop from the mid left to the front right",
        "drop shots played from the left of midcourt that land in the right of the forecourt",
        "a drop hit from the middle-left zone into the front right corner",
        "drops from mid-left to front-right",
    ],
    "net-answered-drive": [
        "a net shot answered by a drive",
        "a drive in reply to a net shot",
        "the opponent drives a net shot",
        "net shot, then the other player drives",
    ],
    "push-lift-smash": [
        "a push, a lift, then a smash",
        "push followed by lob followed by smash",
        "a push that is lifted, and the lift is smashed",
        "a push, then a lob in reply, then a smash",
    ],
    "sixth-shot-drop": [
        "the sixth shot is a drop",
        "a drop as the 6th shot of the rally",
        "the receiver drops with their third shot",
        "a drop on shot six",
    ],
    "ten-plus-no-clear": [
        "a rally of 10+ shots without a clear",
        "no clears in a rally of at least ten shots",
        "rallies of ten or more shots where nobody plays a clear",
        "10 shots or longer, and not a single clear",
    ],
    "server-four-drops": [
        "the server plays at least four drops",
        "rallies where the serving player hits 4 or more drop shots",
        "four drops or more from the server",
        "the player who served drops at least 4 times",
    ],
    "four-corners-receiver-wins": [
        "four corners, and the receiver wins",
        "the receiving player wins a four-corner rally",
        "rallies won by the receiver in which a player is moved to all four corners",
        "the receiver takes a rally that covers all four corners of the court",
    ],
    "trailing-wins-ten-plus": [
        "the trailing player wins a rally of 10+ shots",
        "a player who is behind in the score wins a rally of at least ten shots",
        "rallies of ten or more shots won by the player trailing",
        "down in the score, a player wins a 10-shot-plus rally",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
