"""Write the frozen search query set (``search_dev.jsonl``, ``search_test.jsonl``) from the corpus.

Each intent (``truth.INTENTS``: its category, definition and predicate) is asked in the
wordings below, written by hand as coaches and analysts type. The relevant rallies are the
predicate's over the raw CSVs. Intents are split dev/test with a fixed seed, stratified by
category; every wording of an intent lands in the same split, and the reworded development
queries all go to test.

    .venv/bin/python -m benchmarks.queries.build_search_queries [--root DATA] [--check]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import defaultdict
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.corpus import Rally
from benchmarks.queries.truth import INTENTS, Intent

# one file per split, so that each stays small and a test run can read only its own
FILES = {split: Path(__file__).with_name(f"search_{split}.jsonl") for split in ("dev", "test")}
SEED = 20240610
DEV_SHARE = 0.4  # of all intents; the reworded development queries are all test
MIN_RELEVANT, MAX_RELEVANT = 3, 1700

WORDINGS: dict[str, list[str]] = {
    "net-rush-kill": [
        "rallies won by a net kill straight after a net shot",
        "winning rush at the net off the opponent's net shot",
        "player jumps on a loose net reply and rushes it down for the point",
    ],
    "clear-out": [
        "point lost by hitting a clear out at the back",
        "lob goes long and out, ending the rally",
        "rallies where the last shot, a high clear or a lift, landed out",
    ],
    "drop-winner": [
        "drop shot winners",
        "rallies finished with an unreturned drop",
        "the last shot was a drop the opponent couldn't get to",
    ],
    "crossnet-winner": [
        "cross net shot winners",
        "point ended by a crosscourt tumble at the net that wasn't returned",
        "rallies won outright with a net shot played across the court",
    ],
    "netshot-into-net": [
        "net shots that hit the tape and end the rally",
        "rally ends with a net shot that doesn't get over",
        "errors at the net: the final net shot went into the net",
    ],
    "misjudged-leave": [
        "rallies lost by letting the shuttle drop because they thought it was going out",
        "misjudged leaves",
        "the shuttle was left alone and landed in",
    ],
    "passive-drop-punished": [
        "the opponent kills a passive drop immediately for a winner",
        "after a slow defensive drop, the opponent kills it on the next shot for the point",
        "floaty passive drops that get punished on the very next shot",
    ],
    "lift-punished": [
        "smash winners off a lift",
        "a lob that is smashed for a winner right away",
        "the opponent lifts and gets smashed down for the point",
    ],
    "marin-drop": [
        "Marin drop shot winners",
        "points where Carolina Marín finishes with a drop",
        "unreturnable drops by Carolina Marin",
    ],
    "backhand-winner": [
        "backhand winners",
        "rallies ended by an unreturned backhand",
        "points won outright with a shot on the backhand side",
    ],
    "around-head-smash-winner": [
        "round the head smash winners",
        "winning smashes hit around the head",
        "an around-the-head smash that wasn't returned",
    ],
    "smash-into-net": [
        "smashes into the net",
        "points lost when the smash hits the tape",
        "rally ends with a smash that fails to clear the net",
    ],
    "backhand-clear": [
        "backhand clears",
        "rallies that include a clear played on the backhand",
        "clears hit with a backhand",
    ],
    "push-winner": [
        "push winners",
        "points won outright with a push",
        "a pushed shot that the opponent could not get back",
    ],
    "rear-smash-winner": [
        "smash winners from the back court",
        "winning smashes hit from deep in the court",
        "rallies finished by a smash from the rear court that was not returned",
    ],
    "rear-left-smash-winner": [
        "smash winners from the rear left corner",
        "points won with a smash hit from the back-left",
        "winning smash played from the left back corner of the court",
    ],
    "cross-drop-winner": [
        "cross-court drop winners from the back of the court",
        "drop from the rear court hit across into the opposite front corner that wins",
        "winning crosscourt drops from the baseline area into the forecourt",
    ],
    "long-serve-middle": [
        "long serves down the middle",
        "high serves that land in the centre of the back court",
        "long serve landing deep in the middle",
    ],
    "deep-winner": [
        "winners that land in the back court",
        "rallies ended by an unreturned shot to the rear of the court",
        "outright winners placed deep",
    ],
    "smash-block-rush": [
        "smash, block to the net, then the smasher rushes",
        "a smash blocked short followed immediately by a rush from the same player",
        "after smashing, the player follows in and rushes the net return",
    ],
    "smash-lift-smash": [
        "smash, lob, smash again by the same player",
        "the defender lifts a smash and gets smashed at again on the next shot",
        "a smash answered by a lift, then a second smash from the same attacker",
    ],
    "drop-lift-smash-win": [
        "drop, lift, smash to finish",
        "a player drops, the opponent lifts, and the dropper smashes for the point",
        "points won by a smash after forcing a lift with a drop shot",
    ],
    "long-serve-receiver-smashes-wins": [
        "after a high serve the receiver attacks with a smash at some point and wins",
        "rallies the receiver wins after a long serve, with at least one smash from the receiver",
        "long service rallies where the returner eventually smashes and takes the point",
    ],
    "net-run-4": [
        "four or more net shots in a row",
        "long net exchange of at least 4 consecutive net shots",
        "net battles with at least four shots at the net one after another",
    ],
    "clear-run-4": [
        "four clears in a row",
        "clear-to-clear exchange of at least 4 shots",
        "rallies with 4 or more consecutive clears",
    ],
    "drive-run-3": [
        "three drives in a row",
        "flat exchange of at least 3 consecutive drives",
        "a drive battle: drives back and forth three times or more",
    ],
    "lift-run-3": [
        "a player lifts three times in a row",
        "one side forced to lob on 3 consecutive shots",
        "rallies where the same player plays three straight lifts",
    ],
    "return-of-serve-wins": [
        "return of serve winners",
        "the receiver wins the point on the very first return",
        "rallies lasting two shots won by the receiver",
    ],
    "server-wins-in-three": [
        "the server wins the point by the third shot",
        "short rallies of three shots or fewer won by the server",
        "server takes the point in no more than 3 shots",
    ],
    "long-serve-smashed": [
        "long serve smashed straight back",
        "returns of a high serve that are smashes",
        "receiver smashes the long service immediately",
    ],
    "lifted-return-smashed": [
        "the return of serve is lifted and the server smashes it",
        "return lob then smash on the third shot",
        "third-shot smash off a lifted return",
    ],
    "net-start": [
        "the four shots after the serve are all net shots",
        "rally opens with 4 net shots after the serve",
        "net play right from the start: shots two to five at the net",
    ],
    "long-no-smash": [
        "long rallies of 15+ shots without any smash",
        "no smash in a rally of at least fifteen shots",
        "extended rallies of fifteen strokes or more where nobody smashed",
    ],
    "only-drives": [
        "rallies with nothing but drives after the serve",
        "only flat drives, no other shots after the serve",
        "every shot after the serve is a drive",
    ],
    "drop-not-winning": [
        "drops that lose the point",
        "final drop shot that failed: into the net or out",
        "unsuccessful drop shots to end the rally",
    ],
    "no-net-play": [
        "rallies of ten or more shots with no net shots",
        "long rallies of at least 10 shots played without a single shot at the net",
        "no net play in rallies of at least ten shots",
    ],
    "no-lift": [
        "rallies of 8+ shots without a lob",
        "no lifts at all in rallies of at least eight shots",
        "nobody lifted in a rally lasting eight shots or more",
    ],
    "very-long-rally": [
        "rallies of 30 shots or more",
        "marathon rallies, at least thirty shots",
        "longest rallies with 30+ strokes",
    ],
    "fault-ending": [
        "rallies ended by a fault",
        "points decided by a fault",
        "a fault call ends the rally",
    ],
    "receiver-wins-medium": [
        "receiver wins a rally of 10 to 15 shots",
        "medium-length rallies (ten to fifteen shots) won by the returner",
        "points of between 10 and 15 strokes that the receiving player won",
    ],
    "long-rally-out": [
        "rallies of 20+ shots that end with a shot out",
        "long rallies of at least twenty shots lost by hitting out",
        "after 20 or more shots, the shuttle lands out",
    ],
    "deuce": [
        "rallies at deuce",
        "points played at 20-all or later ties",
        "level at 20 all or beyond",
    ],
    "game-point-saved": [
        "game points saved",
        "rallies where a player facing game point wins the rally",
        "saving a game point",
    ],
    "game-point-converted": [
        "game point converted",
        "the rally that wins the game",
        "set-winning points",
    ],
    "comeback-points": [
        "points won while trailing by five or more",
        "rallies won by the player who was at least 5 points behind",
        "winning a point from 5 down or worse",
    ],
    "third-set-long": [
        "long rallies in the third game, 20 shots or more",
        "rallies of at least 20 shots in the deciding set",
        "third-set rallies lasting twenty-plus shots",
    ],
    "momota-smash-winner": [
        "Momota smash winners",
        "points Kento Momota wins with a smash",
        "rallies won by momota with a smash as the final shot",
    ],
    "chou-net-error": [
        "Chou Tien-chen loses the point into the net",
        "net errors by Chou Tien Chen",
        "rallies lost by CHOU Tien Chen with the shuttle ending in the net",
    ],
    "axelsen-long-rally-win": [
        "Axelsen wins long rallies of 20+ shots",
        "rallies of at least twenty shots won by Viktor Axelsen",
        "Viktor Axelsen winning rallies that last 20 strokes or more",
    ],
    "an-backhand-finish": [
        "An Seyoung wins the rally with a backhand",
        "points won by An Se-young with her backhand as the last shot",
        "An Se Young finishing rallies on the backhand and winning",
    ],
    "chen-yufei-long-serve": [
        "Chen Yufei long serves",
        "rallies where Chen Yu Fei serves long",
        "Chen Yufei's high serve",
    ],
    "marin-out": [
        "Marin hits out and loses the point",
        "points Carolina Marin lost with the shuttle landing out",
        "Carolina Marín out errors",
    ],
    "lee-zii-jia-smashes-loses": [
        "Lee Zii Jia smashes but still loses the rally",
        "rallies lost by LZJ in which he smashed",
        "points Lee Zii Jia lost despite attacking with at least one smash",
    ],
    "tag-defence-to-attack": [
        "turned defence into attack",
        "player under pressure defends and then counter-attacks",
        "switching from defending to attacking after the opponent's attack",
    ],
    "tag-rear-court-pinned": [
        "stuck at the back and got out",
        "pinned in the rear court for three shots, then escaped forward",
        "player kept deep in the back court for at least 3 shots who finally moves up",
    ],
    "tag-four-corners": [
        "ran her opponent to all four corners",
        "moving the opponent around all four corners of the court",
        "the opponent had to play from every corner: front left, front right, back left "
        "and back right",
    ],
    "tag-net-control": [
        "net control",
        "dominating the net exchange until the opponent has to lift",
        "winning the battle at the net after three or more net shots",
    ],
    "tag-smash-barrage": [
        "smash barrage",
        "player smashing on three consecutive shots",
        "sustained attack with 3+ straight smashes from one side",
    ],
    "tag-serve-third-attack-won": [
        "server attacks on the third shot and wins the rally",
        "the server goes on the attack with shot three and takes the point",
        "third-ball attack by the server, who wins",
    ],
    "tag-front-court-trap": [
        "front court trap",
        "tight net shot forces a weak net reply or lift, then the kill",
        "trapping the opponent at the net and finishing with a rush or smash",
    ],
    "withstands-smashes-wins": [
        "defending against three or more smashes and still winning the rally",
        "the winner survived at least 3 smashes from the opponent",
        "points won after absorbing an attack of three smashes or more",
    ],
    "wins-without-smashing": [
        "winning the rally without a single smash while the opponent smashed at least twice",
        "pure defence win: no smashes from the winner, two or more from the loser",
        "the player who never smashed won, despite facing 2+ smashes",
    ],
    "early-server-attack-wins": [
        "server smashes within the first five shots and wins",
        "early attack by the server: a smash in the first 5 shots and the point",
        "the server takes the initiative with a smash early in the rally, inside five "
        "shots, and wins it",
    ],
}


def splits(intents: list[Intent]) -> dict[str, str]:
    """Intent id -> "dev" or "test": seeded, stratified by category."""
    rng = random.Random(SEED)
    by_category: dict[str, list[str]] = defaultdict(list)
    for intent in intents:
        by_category[intent.category].append(intent.id)
    others = sum(len(v) for k, v in by_category.items() if k != "dev_reworded")
    share = DEV_SHARE * len(intents) / others
    out = {}
    for category in sorted(by_category):
        ids = sorted(by_category[category])
        rng.shuffle(ids)
        n_dev = 0 if category == "dev_reworded" else round(share * len(ids))
        out.update({i: "dev" if k < n_dev else "test" for k, i in enumerate(ids)})
    return out


def rally_key(rally_id: str) -> tuple[str, int, int]:
    match, set_no, rally = rally_id.split("|")
    return match, int(set_no), int(rally)


def query_lines(
    intents: list[Intent],
    wordings: dict[str, list[str]],
    split: dict[str, str],
    rallies: list[Rally],
) -> list[dict]:
    """One line per wording, in intent order, with the intent's relevant rallies."""
    if set(wordings) != {i.id for i in intents}:
        raise ValueError("every intent needs wordings, and every wording an intent")
    lines = []
    for intent in intents:
        relevant = sorted((r.id for r in rallies if intent.predicate(r)), key=rally_key)
        if not MIN_RELEVANT <= len(relevant) <= MAX_RELEVANT:
            raise ValueError(f"intent {intent.id}: {len(relevant)} relevant rallies")
        for k, query in enumerate(wordings[intent.id], start=1):
            lines.append(
                {
                    "id": f"{intent.id}.{k}",
                    "intent": intent.id,
                    "category": intent.category,
                    "split": split[intent.id],
                    "query": query,
                    "definition": intent.definition,
                    "relevant": relevant,
                }
            )
    return lines


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every query line, in intent order, with its relevant rallies from the raw corpus."""
    return query_lines(INTENTS, WORDINGS, splits(INTENTS), corpus.load(Path(root)).rallies)


def write(lines: list[dict], path: Path) -> None:
    path.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines))


def by_split(lines: list[dict]) -> dict[str, list[dict]]:
    return {split: [x for x in lines if x["split"] == split] for split in FILES}


def frozen() -> dict[str, list[dict]]:
    """The committed lines, per split."""
    return {
        split: [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]
        for split, path in FILES.items()
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", type=Path, default=corpus.DEFAULT_ROOT)
    parser.add_argument("--check", action="store_true", help="compare with the frozen file")
    args = parser.parse_args()
    lines = build(args.root)
    if args.check:
        same = frozen() == by_split(lines)
        print("frozen files match the raw corpus" if same else "frozen files DIFFER")
        return 0 if same else 1
    for split, part in by_split(lines).items():
        write(part, FILES[split])
        print(f"wrote {len(part)} {split} queries to {FILES[split]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
