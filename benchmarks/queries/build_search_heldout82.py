"""Write the eighty-second held-out search query set, ``search_heldout82.jsonl``, from the corpus.

Written in stop 51, after held-out 81's fixes, to be run once and never used to tune: a
measure of whether what the planner learnt from earlier wordings holds for new ones. The
nine development intents come in two new wordings each (``truth.INTENTS``, category
``dev_reworded``), and twenty intents of earlier held-out splits (42 to 75: three drawn at
random, seed 82, from each of eight categories, less four: one first asked in this stop and
three to keep the split near eighty queries) in three new wordings each
(category ``heldout_reworded``): each keeps its split's predicate, so its relevant rallies
are that split's, and none of these wordings is in an earlier split. The relevant rallies
come from the predicates, plain Python over the raw CSVs (never ``rallyscope``). Every
line's split is ``heldout82``.

    .venv/bin/python -m benchmarks.queries.build_search_heldout82 [--root DATA] [--check]
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_search_heldout import command, split_lines
from benchmarks.queries.truth import INTENTS as ALL_INTENTS
from benchmarks.queries.truth import Intent

OUT = Path(__file__).with_name("search_heldout82.jsonl")
SPLIT = "heldout82"
REWORDS = "dev_reworded"
AGAIN = "heldout_reworded"  # intents of earlier held-out splits, in new words
EARLIER = {  # intent: the held-out split that first asked it
    "return-drive-server-wins": 48,
    "loser-final-clear": 74,
    "fourth-shot-smash-receiver-wins": 75,
    "push-net-rush-win": 52,
    "short-serve-receiver-rushes-wins": 48,
    "smash-net-push": 48,
    "receiver-more-drops-than-lifts-loses": 56,
    "server-more-pushes-wins": 49,
    "server-more-lifts-than-drops-wins": 42,
    "lift-lands-front": 60,
    "smash-lands-rear": 68,
    "server-no-drive-15": 45,
    "receiver-wins-no-net-6": 48,
    "no-smash-no-clear-8": 54,
    "momota-drop-into-net": 68,
    "lee-zii-jia-net-into-net": 48,
    "server-lifts-twice-running": 59,
    "winner-drops-three-running": 65,
    "server-up-one-wins": 56,
    "level-fifteen-server-wins": 57,
}


def _earlier(name: str, split: int) -> Intent:
    """The intent ``name`` of held-out split ``split``, with its predicate, as asked again."""
    module = importlib.import_module(f"benchmarks.queries.build_search_heldout{split}")
    found = next(i for i in module.INTENTS if i.id == name)
    return Intent(found.id, AGAIN, found.definition, found.predicate)


INTENTS: list[Intent] = [i for i in ALL_INTENTS if i.category == REWORDS]
INTENTS += [_earlier(name, split) for name, split in EARLIER.items()]

WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "rushing a net shot for a winner",
        "the point ends when a net shot is rushed and not returned",
    ],
    "clear-out": [
        "a clear or a lob hit out of court ends the point",
        "rallies that finish with a lift or clear going out",
    ],
    "drop-winner": [
        "outright drop shot winners",
        "the last shot is a drop the opponent cannot get to",
    ],
    "crossnet-winner": [
        "a crosscourt net shot that wins the rally",
        "the rally is won with a net shot played across the court that nobody returns",
    ],
    "netshot-into-net": [
        "a net shot hit into the net to end the rally",
        "the rally is lost with a net shot that catches the net",
    ],
    "misjudged-leave": [
        "rallies lost by leaving a shuttle that lands in",
        "the shuttle is left but falls inside the court",
    ],
    "passive-drop-punished": [
        "a passive drop followed by a winning rush, smash or net shot",
        "the opponent punishes a passive drop with a rush, smash or net shot for the point",
    ],
    "lift-punished": [
        "a lift smashed for a winner that is not returned",
        "the rally ends with a smash winner off a lift",
    ],
    "marin-drop": [
        "Carolina Marin winning the point with a drop",
        "Marin drops that nobody returns",
    ],
    "return-drive-server-wins": [
        "server wins after a driven return",
        "rallies where the return of serve is a drive and the server takes the point",
        "the receiver drives the serve back but the server wins",
    ],
    "loser-final-clear": [
        "last shot a clear by the loser",
        "the rally ends on a clear played by the player who loses",
        "rallies whose final stroke is the losing player's clear",
    ],
    "fourth-shot-smash-receiver-wins": [
        "receiver wins, smash on shot 4",
        "the fourth shot is a smash and the receiver wins the rally",
        "rallies won by the receiver with a smash as the fourth stroke",
    ],
    "push-net-rush-win": [
        "push, net, rush winner",
        "rallies ending with a push, then a net shot, then a rush that wins the point",
        "a rush wins the rally right after a net shot that answered a push",
    ],
    "short-serve-receiver-rushes-wins": [
        "receiver rushes at some point after a short serve and wins",
        "rallies starting with a short serve in which the receiver rushes and wins",
        "the server serves short, the receiver rushes later on and takes the point",
    ],
    "smash-net-push": [
        "smash then net shot then push",
        "a smash answered by a net shot, which is then pushed",
        "rallies with a smash, a net shot and a push in a row",
    ],
    "receiver-more-drops-than-lifts-loses": [
        "receiver loses, more drops than lifts",
        "the receiver plays more drops than lifts and loses the rally",
        "rallies the receiver loses after dropping more often than lifting",
    ],
    "server-more-pushes-wins": [
        "server wins with more pushes than receiver",
        "rallies won by the server, who pushes more than the receiver",
        "the server plays more pushes than the receiver and wins the point",
    ],
    "server-more-lifts-than-drops-wins": [
        "server wins, more lifts than drops",
        "the server plays more lifts than drops and wins",
        "rallies the server takes while lifting more than dropping",
    ],
    "lift-lands-front": [
        "short lifts landing in the front court",
        "a lob that falls in the forecourt",
        "rallies where a lift lands near the net",
    ],
    "smash-lands-rear": [
        "smashes that land in the rear court",
        "a smash landing near the baseline",
        "rallies with a smash that falls in the back court",
    ],
    "server-no-drive-15": [
        "server plays no drives, 15+ shots",
        "rallies of 15 or more shots in which the server never drives",
        "a rally of at least fifteen shots with no drive from the server",
    ],
    "receiver-wins-no-net-6": [
        "receiver wins a 6+ shot rally with no net shots",
        "rallies of six or more shots the receiver wins without a net shot",
        "the receiver never plays a net shot and still wins a rally of 6 shots or more",
    ],
    "no-smash-no-clear-8": [
        "no smash and no clear in 8+ shots",
        "rallies of eight shots or more without smashes or clears",
        "a rally of at least 8 shots in which neither player smashes or clears",
    ],
    "momota-drop-into-net": [
        "Momota's drops into the net",
        "rallies that end with Kento Momota dropping into the tape",
        "Momota loses the point with a drop that does not get over",
    ],
    "lee-zii-jia-net-into-net": [
        "Lee Zii Jia nets a net shot",
        "rallies lost by Lee Zii Jia with a net shot into the net",
        "Lee Zii Jia's net shot hits the tape and ends the point",
    ],
    "server-lifts-twice-running": [
        "server lifts two times in a row",
        "rallies in which the server plays a lift and lifts again with the next shot",
        "the server lifts on two consecutive shots",
    ],
    "winner-drops-three-running": [
        "winner plays three drops in a row",
        "rallies where the winner drops with three straight shots",
        "the player who wins drops three times running",
    ],
    "server-up-one-wins": [
        "server one point ahead wins",
        "rallies won by the server when leading by one point",
        "the server, up by a single point, wins the rally",
    ],
    "level-fifteen-server-wins": [
        "tied at 15 or above, server wins",
        "rallies the server wins with the scores level at fifteen or more",
        "the server takes the point with both players on at least 15 and level",
    ],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out query line, in intent order, with its relevant rallies."""
    return split_lines(INTENTS, WORDINGS, SPLIT, root)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
