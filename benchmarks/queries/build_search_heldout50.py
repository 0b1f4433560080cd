"""Write the fiftieth held-out search query set, ``search_heldout50.jsonl``, from the corpus.

Written in stop 47, after held-out 49's fixes, to be run once
and never used to tune: a measure of that code on queries nobody had read. The nine
development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``; none of these wordings is in an earlier split), and fourteen new intents in
four wordings each, in the development set's styles (a label, a phrase about rallies or
points, a sentence about the players) and a question. The relevant
rallies come from the predicates, plain Python over the raw CSVs (``truth.py``'s helpers,
never ``rallyscope``).
Every line's split is ``heldout50``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout50 [--root DATA] [--check]
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
    intent,
    known_after_serve,
    lift_punished,
    shots_by,
    won_by_last_hitter,
)
from benchmarks.queries.truth import INTENTS as ALL_INTENTS

OUT = Path(__file__).with_name("search_heldout50.jsonl")
SPLIT = "heldout50"
REWORDS = "dev_reworded"
INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
# the new intents follow, appended by @intent(..., into=INTENTS) in order


@intent("sequence", into=INTENTS)
def drop_net_rush_win(r: Rally) -> bool:
    """The last three shots are a drop (either kind) by P, a net-family shot by the
    opponent and a rush by P, and P won the rally."""
    s = r.shots
    return (
        len(s) >= 3
        and s[-3].kind in DROP
        and s[-2].kind in NET
        and s[-1].kind == "rush"
        and s[-3].hitter == s[-1].hitter
        and won_by_last_hitter(r)
    )


@intent("sequence", into=INTENTS)
def smash_block_winner(r: Rally) -> bool:
    """The second-to-last shot is a smash (either kind) and the final shot, a net-family
    shot, is played by the player who won the rally."""
    s = r.shots
    return len(s) >= 2 and s[-2].kind in SMASH and s[-1].kind in NET and won_by_last_hitter(r)


@intent("sequence", into=INTENTS)
def long_serve_server_drops_wins(r: Rally) -> bool:
    """The serve is a long service, the server plays at least one drop (either kind) later
    in the rally, and the server won the rally."""
    return (
        r.shots[0].kind == "long service"
        and shots_by(r, r.server, DROP) >= 1
        and r.winner == r.server
    )


@intent("sequence", into=INTENTS)
def net_push_winner(r: Rally) -> bool:
    """The second-to-last shot is a net-family shot and the final shot is a push by the
    player who won the rally."""
    s = r.shots
    return len(s) >= 2 and s[-2].kind in NET and s[-1].kind == "push" and won_by_last_hitter(r)


@intent("anchor", into=INTENTS)
def return_push_server_wins(r: Rally) -> bool:
    """The return of serve (the second shot) is a push and the server won the rally."""
    return len(r.shots) >= 2 and r.shots[1].kind == "push" and r.winner == r.server


@intent("anchor", into=INTENTS)
def seventh_shot_net(r: Rally) -> bool:
    """The seventh shot is a net-family shot."""
    return len(r.shots) >= 7 and r.shots[6].kind in NET


@intent("anchor", into=INTENTS)
def five_shots_server_wins(r: Rally) -> bool:
    """A rally of exactly five shots that the server wins."""
    return len(r.shots) == 5 and r.winner == r.server


@intent("anchor", into=INTENTS)
def penultimate_smash_smasher_loses(r: Rally) -> bool:
    """The second-to-last shot is a smash (either kind) and its hitter lost the rally."""
    s = r.shots
    return (
        len(s) >= 2 and s[-2].kind in SMASH and r.winner is not None and (r.winner != s[-2].hitter)
    )


@intent("strategic", into=INTENTS)
def server_more_drives_loses(r: Rally) -> bool:
    """The server plays more drive-family shots than the receiver, and loses."""
    more = shots_by(r, r.server, DRIVE) > shots_by(r, r.receiver, DRIVE)
    return more and r.winner == r.receiver


@intent("strategic", into=INTENTS)
def both_lift_twice_server_wins(r: Rally) -> bool:
    """Each player plays at least two lifts (either kind), and the server won the rally."""
    both = shots_by(r, "A", LIFT) >= 2 and shots_by(r, "B", LIFT) >= 2
    return both and r.winner == r.server


@intent("negation", into=INTENTS)
def no_smash_no_clear_receiver_wins_10(r: Rally) -> bool:
    """A rally of at least ten shots with no smash (either kind) and no clear, that the
    receiver wins; only rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r):
        return False
    return not any(s.kind in SMASH | {"clear"} for s in r.shots) and r.winner == r.receiver


@intent("negation", into=INTENTS)
def receiver_never_clears_wins_10(r: Rally) -> bool:
    """A rally of at least ten shots that the receiver wins without playing a clear; only
    rallies whose shots after the serve all have a known type count."""
    if len(r.shots) < 10 or not known_after_serve(r):
        return False
    return shots_by(r, r.receiver, {"clear"}) == 0 and r.winner == r.receiver


@intent("tactic", into=INTENTS)
def lift_punished_first_set(r: Rally) -> bool:
    """A lift punished (``truth.lift_punished``), in the first set."""
    return lift_punished(r) and r.set_no == 1


@intent("zone", into=INTENTS)
def smash_rear_left_to_mid_right(r: Rally) -> bool:
    """A smash (either kind) hit from the rear-left zone that lands in the mid-right zone."""
    return any(
        s.kind in SMASH and s.hit_zone == "rear-left" and s.land_zone == "mid-right"
        for s in r.shots
    )


WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "points won with a rush on a net shot",
        "the final rush kills the opponent's net reply",
    ],
    "clear-out": [
        "a lob or clear that flies over the baseline to end it",
        "rallies decided by a clear or lift going out",
    ],
    "drop-winner": [
        "a drop shot the other player cannot reach, for a winner",
        "drop-shot winners",
    ],
    "crossnet-winner": [
        "net winners played crosscourt",
        "points ended by a cross-court net shot that isn't returned",
    ],
    "netshot-into-net": [
        "net shots into the tape that lose the point",
        "rallies ending when a net shot doesn't cross",
    ],
    "misjudged-leave": [
        "a shuttle that was let go but landed in",
        "points decided by a misjudged leave",
    ],
    "passive-drop-punished": [
        "soft drops killed for winners",
        "a passive drop answered by a kill that wins",
    ],
    "lift-punished": [
        "a lift that gets smashed to win the point",
        "smashed lifts ending in a winner",
    ],
    "marin-drop": [
        "Marin wins the point with a drop winner",
        "drop winners hit by Carolina Marin",
    ],
    "drop-net-rush-win": [
        "drop, net reply, rush to win",
        "a player drops, the opponent replies at the net, and the dropper rushes for the point",
        "points won by a rush after drawing a net reply with a drop",
        "which rallies end with a drop, a net shot and a winning rush by the dropper?",
    ],
    "smash-block-winner": [
        "smash blocked for a winner",
        "points won by a net block off the opponent's smash",
        "a player smashes and the opponent's net reply wins the rally",
        "which rallies end with a smash answered by a winning net shot?",
    ],
    "long-serve-server-drops-wins": [
        "after a long serve the server drops at some point and wins",
        "rallies the server wins after serving long, with at least one drop from the server",
        "high serve rallies where the server eventually plays a drop and takes the point",
        "which rallies does the server win after a long serve, dropping at least once?",
    ],
    "net-push-winner": [
        "net shot, then a push winner",
        "points won by pushing a net shot",
        "a net reply pushed away for the point",
        "which rallies end with a winning push straight after a net shot?",
    ],
    "return-push-server-wins": [
        "pushed returns, server wins",
        "rallies the server wins after the receiver pushes the serve",
        "the return of serve is a push and the server takes the rally",
        "which rallies does the server win when the return of serve is a push?",
    ],
    "seventh-shot-net": [
        "net shot on shot 7",
        "rallies with a net shot as the seventh shot",
        "the server plays a net shot with their fourth shot",
        "which rallies have a net shot as the seventh stroke?",
    ],
    "five-shots-server-wins": [
        "five-shot rallies won by the server",
        "points of exactly five shots that the server takes",
        "the server wins a rally lasting five shots",
        "which rallies of five shots does the server win?",
    ],
    "penultimate-smash-smasher-loses": [
        "a smash answered by the final shot, smasher loses",
        "points lost by the smasher after their smash is returned with the last shot",
        "the smash before the last shot, and the smasher loses the rally",
        "which rallies have a smash as the second-to-last shot and the smasher losing?",
    ],
    "server-more-drives-loses": [
        "server drives more than receiver but loses",
        "rallies lost by the server despite more drives than the receiver",
        "the server plays more drives than the receiver and still loses the point",
        "which rallies does the receiver win while the server drives more?",
    ],
    "both-lift-twice-server-wins": [
        "both players lift twice or more, server wins",
        "rallies the server wins where each player lifts at least two times",
        "each player plays two or more lifts and the server takes the point",
        "which rallies won by the server have both players lifting at least twice?",
    ],
    "no-smash-no-clear-receiver-wins-10": [
        "10+ shot rallies without smashes or clears, won by the receiver",
        "no smash and no clear in a rally of at least ten shots the receiver wins",
        "the receiver wins a rally of ten shots or more in which nobody smashes or clears",
        "which rallies of 10+ shots with no smash and no clear does the receiver win?",
    ],
    "receiver-never-clears-wins-10": [
        "receiver wins 10+ shot rallies without clearing",
        "rallies of at least ten shots won by the receiver with no clear of their own",
        "the receiver never clears and still wins a rally of ten shots or more",
        "which rallies of ten or more shots does the receiver win without a clear?",
    ],
    "lift-punished-first-set": [
        "lift punished, first set",
        "first-set rallies where a lift gets punished",
        "in the first game a player lifts and the reply is a winning smash",
        "which rallies in set 1 end with a lift smashed for a winner?",
    ],
    "smash-rear-left-to-mid-right": [
        "smash from the rear left to the mid right",
        "rallies with a smash hit from the back left that lands in the middle right",
        "a player smashes from the rear-left corner into the mid-right zone",
        "which rallies have a smash from the rear left landing mid right?",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
