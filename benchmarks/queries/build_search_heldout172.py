"""Write the 172th held-out search query set, ``search_heldout172.jsonl``, from the corpus.

Written in stop 58, before any of that stop's changes, to be run once and never used to
tune: a measure of the code as stop 57 left it on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, said with a concession, as people say a result that went against the
run of play ("despite", "even though", "still", "in spite of"). The relevant rallies come
from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never
``rallyscope``).
Every line's split is ``heldout172``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout172 [--root DATA] [--check]
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
    named,
    shot_at,
    shots_by,
)

OUT = Path(__file__).with_name("search_heldout172.jsonl")
SPLIT = "heldout172"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("strategic", into=INTENTS)
def receiver_wins_despite_three_server_smashes_long(r: Rally) -> bool:
    """The server smashes (either kind) at least three times, the receiver won, and the rally
    lasted at least twelve shots."""
    smashes = shots_by(r, r.server, SMASH) >= 3
    return smashes and r.winner == r.receiver and len(r.shots) >= 12


@intent("strategic", into=INTENTS)
def winner_never_lifts_loser_lifts_3_outright(r: Rally) -> bool:
    """The rally's winner plays no lift (either kind), its loser plays at least three, and the
    rally ended with a winner (the last shot landed in unreturned); every type after the serve
    known."""
    if not known_after_serve(r) or r.winner is None or r.ending != "winner":
        return False
    return shots_by(r, r.winner, LIFT) == 0 and shots_by(r, r.loser, LIFT) >= 3


@intent("player", into=INTENTS)
def axelsen_smashes_3_loses(r: Rally) -> bool:
    """Viktor Axelsen plays at least three smashes (either kind) and loses the rally."""
    return named(r, "Viktor AXELSEN", SMASH, 3, "loser")


@intent("anchor", into=INTENTS)
def third_shot_smash_receiver_wins_short(r: Rally) -> bool:
    """Shot 3 is a smash (either kind), the receiver won, and the rally lasted at most six
    shots."""
    return shot_at(r, 3, SMASH) and r.winner == r.receiver and len(r.shots) <= 6


@intent("strategic", into=INTENTS)
def both_lift_twice_ends_out(r: Rally) -> bool:
    """Each player plays at least two lifts (either kind), and the rally ended out."""
    both = shots_by(r, "A", LIFT) >= 2 and shots_by(r, "B", LIFT) >= 2
    return both and r.ending == "out"


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "a rush winner despite the net shot before it being tight",
        "net shot still rushed and put away for the point",
    ],
    "clear-out": [
        "clears or lifts that end the rally out despite the height",
        "even with all that height the last clear sails out",
    ],
    "drop-winner": [
        "a drop winner in spite of the opponent's reach",
        "the rally still ends on a winning drop",
    ],
    "crossnet-winner": [
        "a cross-court net shot wins the rally even though it's the riskier shot",
        "cross net shot winners despite the opponent being at the net",
    ],
    "netshot-into-net": [
        "a net shot that still finds the tape to end the rally",
        "despite the touch, the last net shot goes into the net",
    ],
    "misjudged-leave": [
        "the shuttle is left even though it lands in",
        "a leave that ends the rally despite the shuttle being in",
    ],
    "passive-drop-punished": [
        "a passive drop still punished by a smash, rush or net shot winner",
        "despite the passive drop the opponent wins it at once with a smash, a rush or a net shot",
    ],
    "lift-punished": [
        "a lift smashed for a winner even though it was high",
        "despite lifting, the player gets smashed out of the rally",
    ],
    "marin-drop": [
        "Marin still wins it with a drop despite the pressure",
        "Carolina Marin drop winners in spite of a tough opponent",
    ],
    "receiver-wins-despite-three-server-smashes-long": [
        "the receiver wins a rally of 12+ shots despite three or more smashes from the server",
        "even though the server smashes at least three times, the receiver takes a rally of "
        "twelve shots or more",
        "rallies of at least twelve shots the receiver still wins after facing 3+ server smashes",
        "in spite of the server smashing three times or more, the receiver wins, 12 shots or "
        "longer",
        "the server smashes three times or more and still loses a rally of at least 12 shots",
    ],
    "winner-never-lifts-loser-lifts-3-outright": [
        "the winner never lifts while the loser lifts three times or more, and it ends on a winner",
        "despite lifting at least three times, the loser is beaten by an outright winner from a "
        "player who never lifted",
        "an outright winner by a player with no lifts, even though the opponent lifted 3+ times",
        "the loser lifts three or more times, the winner not once, and the rally ends with a "
        "winner",
        "no lifts from the winner, three or more from the loser, and the last shot is unreturned",
    ],
    "axelsen-smashes-3-loses": [
        "Axelsen loses despite smashing three times or more",
        "even with at least three smashes, Viktor Axelsen loses the rally",
        "rallies Axelsen loses although he smashed 3+ times",
        "Axelsen smashes three or more times and still loses the point",
        "in spite of three or more smashes, Axelsen doesn't win the rally",
    ],
    "third-shot-smash-receiver-wins-short": [
        "the third shot is a smash but the receiver still wins, in six shots or fewer",
        "despite a smash on the third shot, the receiver wins a rally of at most 6 shots",
        "a third-shot smash that the receiver survives to win within six shots",
        "rallies of no more than six shots the receiver wins even though shot three is a smash",
        "the server smashes with the third shot yet loses a rally of six shots or less",
    ],
    "both-lift-twice-ends-out": [
        "both players lift at least twice and the rally still ends out",
        "each player lifts two or more times, and then the shuttle goes out",
        "rallies ending out even though both sides lifted twice or more",
        "two or more lifts from each player, in a rally that ends with the shuttle out",
        "despite both players lifting twice at least, the point ends out",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
