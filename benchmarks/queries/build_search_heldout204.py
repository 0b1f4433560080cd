"""Write the 204th held-out search query set, ``search_heldout204.jsonl``, from the corpus.

Written in stop 64, after that stop's last rule changes (held-out 203 had run) and before
any run of it, to be run once and never used to tune: a measure of the stop's code on queries
nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and five new intents in
five wordings each, told as a coach would say or jot them down. The relevant rallies come
from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers, never
``rallyscope``). Every line's split is ``heldout204``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout204 [--root DATA] [--check]
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
    SMASH,
    F,
    Intent,
    answered,
    intent,
    known_after_serve,
    outright,
    shots_by,
    side_of,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout204.jsonl")
SPLIT = "heldout204"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("player", into=INTENTS)
def momota_beaten_by_a_smash(r: Rally) -> bool:
    """A rally of Kento Momota's that his opponent wins outright with a smash (smash, wrist
    smash) as the final shot."""
    me = side_of(r, "Kento MOMOTA")
    return me is not None and r.winner not in (None, me) and F(r).kind in SMASH and outright(r)


@intent("sequence", into=INTENTS)
def push_lifted_server_wins(r: Rally) -> bool:
    """A push answered at once by the other player's lift (lob, defensive return lob), in a
    rally the server wins."""
    return r.winner == r.server and answered(r, {"push"}, LIFT)


@intent("score", into=INTENTS)
def late_game_long_rally(r: Rally) -> bool:
    """Late in a game (one player already on 18 points or more before the rally), a rally of
    fifteen shots or more."""
    return max(r.score_before) >= 18 and len(r.shots) >= 15


@intent("negation", into=INTENTS)
def receiver_no_clear_twelve_plus_wins(r: Rally) -> bool:
    """The receiver wins a rally of twelve shots or more without playing a single clear
    (every shot type after the serve known)."""
    if r.winner is None or r.winner == r.server or len(r.shots) < 12:
        return False
    return known_after_serve(r) and shots_by(r, r.winner, {"clear"}) == 0


@intent("strategic", into=INTENTS)
def winner_more_drops_than_smashes(r: Rally) -> bool:
    """The winner plays two or more drops (drop, passive drop), and more drops than smashes
    (smash, wrist smash)."""
    if r.winner is None:
        return False
    drops = shots_by(r, r.winner, DROP)
    return drops >= 2 and drops > shots_by(r, r.winner, SMASH)


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "the net shot is rushed and that wins the point",
        "a rally finished by a rush off a net shot",
    ],
    "clear-out": [
        "the last clear or lift lands out of court",
        "points lost by hitting a lift or clear out",
    ],
    "drop-winner": [
        "the point ends with a drop the opponent cannot reach",
        "a winning drop ends the rally",
    ],
    "crossnet-winner": [
        "an untouched crosscourt net shot closes out the rally",
        "the rally is won by a crosscourt net shot that is never returned",
    ],
    "netshot-into-net": [
        "the rally ends when a net shot goes into the net",
        "a net shot that hits the tape and stays on the hitter's side",
    ],
    "misjudged-leave": [
        "the rally ends with a leave that lands in",
        "the player leaves the shuttle, thinking it is out, but it is in",
    ],
    "passive-drop-punished": [
        "a passive drop punished by the opponent for a winner",
        "the opponent kills a soft drop to end the rally",
    ],
    "lift-punished": [
        "the opponent answers a lob with a smash that nobody returns",
        "the opponent smashes a lift and wins the point outright",
    ],
    "marin-drop": [
        "Marin ends the point with a winning drop",
        "a drop from Carolina Marin that her opponent never reaches, ending the point",
    ],
    "momota-beaten-by-a-smash": [
        "Momota's opponent wins the rally with a smash",
        "rallies Kento Momota loses to a smash winner",
        "a smash winner by the player facing Momota",
        "Momota is beaten by his opponent's smash",
        "points won against Momota with an outright smash",
    ],
    "push-lifted-server-wins": [
        "a push answered by a lift, and the server wins",
        "the server wins a rally where a push is lifted straight away",
        "a push, then a lift in reply, in a point won by the server",
        "server's point: somewhere a push is followed at once by a lift",
        "rallies won by the server in which the reply to a push is a lift",
    ],
    "late-game-long-rally": [
        "late in the game, a rally of fifteen shots or more",
        "long rallies of 15+ shots once a player has reached 18 points",
        "a 15-shot rally or longer in the closing stages of a game",
        "with one player on 18 or more, a rally lasting at least fifteen shots",
        "at the end of a game, a rally of at least 15 strokes",
    ],
    "receiver-no-clear-twelve-plus-wins": [
        "the receiver wins a rally of twelve or more shots without clearing once",
        "rallies of at least 12 shots won by the receiver, who plays no clears",
        "a 12+ shot rally the receiver wins without a single clear of their own",
        "the receiver never clears and wins a rally of twelve shots or longer",
        "no clears from the receiver in a point of twelve or more shots that the receiver takes",
    ],
    "winner-more-drops-than-smashes": [
        "the winner plays at least two drops and more drops than smashes",
        "the winner drops more often than they smash, two drops or more",
        "two or more drops from the winner, who smashes less than they drop",
        "the player who wins hits more drop shots than smashes, at least two drops",
        "the rally winner's drops outnumber their smashes, with 2+ drops",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
