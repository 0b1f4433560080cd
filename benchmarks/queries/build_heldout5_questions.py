"""Write the fifth held-out question set, ``questions_heldout5.jsonl``, from the raw corpus.

The fourth held-out set was run once in stop 23 and then its failing rows were read and
fixed. This set was written at the start of stop 24, before any change to the asker, to be
run once and never used to tune. Every player of the corpus is asked about by some earlier
set, so this one is new in its facts, its matches (the 2022 Thailand Open and Korea Open
finals, the 2020 World Tour Finals final, the 2019 Sudirman Cup and Fuzhou Open) and its
wordings: two per fact, written by hand. Answers come from plain Python over the raw CSVs
through the earlier sets' helpers, never ``rallyscope``. Every line's split is ``heldout5``.

    .venv/bin/python -m benchmarks.queries.build_heldout5_questions [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_heldout2_questions import win_share
from benchmarks.queries.build_heldout3_questions import mean_length
from benchmarks.queries.build_heldout4_questions import lost_share
from benchmarks.queries.build_heldout_questions import (
    _longest,
    _mean_length,
    own_finishes_with,
    received,
)
from benchmarks.queries.build_questions import (
    AVERAGE_TOL,
    KNOWN,
    NO_DATA,
    NOT_FOUND,
    SHARE_TOL,
    SMASHES,
    Fact,
    answered,
    command,
    compare,
    ids,
    in_match,
    lost,
    match,
    matches_of,
    pct,
    played,
    serve_share,
    share_of,
    shots_of,
    smash_winners,
    smashes_per_rally,
    top,
    won,
)
from benchmarks.queries.corpus import Corpus
from benchmarks.queries.truth import SMASH, side_of

OUT = Path(__file__).with_name("questions_heldout5.jsonl")
SPLIT = "heldout5"

LZJ, LSF, SEN, MARIN = "LEE Zii Jia", "LI Shi Feng", "Lakshya SEN", "Carolina MARIN"
GEMKE, GINTING, CHEN_LONG = "Rasmus GEMKE", "Anthony Sinisuka GINTING", "CHEN Long"
KATETHONG, ANTONSEN, AXELSEN = "Supanida KATETHONG", "Anders ANTONSEN", "Viktor AXELSEN"
YAMAGUCHI, NARAOKA, MOMOTA = "Akane YAMAGUCHI", "Kodai NARAOKA", "Kento MOMOTA"
VITTINGHUS, CHOU, SINDHU = "Hans-Kristian Solberg VITTINGHUS", "CHOU Tien Chen", "PUSARLA V. Sindhu"
YUFEI, HE, LCY, SHI = "CHEN Yufei", "HE Bingjiao", "LEE Cheuk Yiu", "SHI Yuqi"
LOH, INTANON, WANG, NG = "LOH Kean Yew", "Ratchanok INTANON", "WANG Zhi Yi", "NG Ka Long Angus"
AN, CHOCHUWONG = "An Se Young", "Pornpawee CHOCHUWONG"


def _th22_final(d: Corpus) -> str:
    return match(d, "Thailand Open 2022", "Finals", LZJ, LSF)


def _wtf20_final(d: Corpus) -> str:
    return match(d, "WORLD TOUR FINALS 2020", "Finals", ANTONSEN, AXELSEN)


def _korea22_final(d: Corpus) -> str:
    return match(d, "Korea Open Badminton Championships 2022", "Finals", AN, CHOCHUWONG)


def _sudirman19_group(d: Corpus) -> str:
    return match(d, "Sudirman Cup 2019", "Group-Stage", CHOU, NG)


def _fuzhou19_semi(d: Corpus) -> str:
    return match(d, "Fuzhou Open 2019", "Semi-finals", CHOU, ANTONSEN)


def net_errors(d: Corpus, name: str) -> int:
    """Rallies ``name`` lost that ended in the net."""
    return sum(r.ending == "net" for r in lost(d, name))


def clears_per_rally(d: Corpus, name: str) -> float:
    return sum(s.kind == "clear" for s in shots_of(d, name)) / len(played(d, name))


def opponents(d: Corpus, name: str) -> Counter:
    """How many matches ``name`` played against each opponent."""
    found = Counter()
    for folder in matches_of(d, name):
        names = next(r.match.names for r in d.rallies if r.match.folder == folder)
        found.update(n for n in names.values() if n != name)
    return found


FACTS: list[Fact] = [
    # counts
    Fact(
        "h5-count-lost-th22-lsf",
        "h5_count_lost_in_match",
        "count",
        "How many rallies did Li Shi Feng lose in the 2022 Thailand Open final?",
        "Rallies of the Thailand Open 2022 final (Lee Zii Jia v Li Shi Feng) that he lost.",
        lambda d: sum(r.winner not in (None, side_of(r, LSF)) for r in in_match(d, _th22_final(d))),
    ),
    Fact(
        "h5-count-rush-sen",
        "h5_count_player_rushes",
        "count",
        "How many rushes did Lakshya Sen play?",
        f"Sen's {KNOWN} of type rush.",
        lambda d: sum(s.kind == "rush" for s in shots_of(d, SEN)),
    ),
    Fact(
        "h5-count-won-misjudged-marin",
        "h5_count_won_misjudged",
        "count",
        "How many rallies did Carolina Marin win because her opponent misjudged the shuttle?",
        "Rallies Marin won whose ending is misjudged.",
        lambda d: sum(r.ending == "misjudged" for r in won(d, MARIN)),
    ),
    Fact(
        "h5-count-short",
        "h5_count_at_most_three",
        "count",
        "How many rallies lasted three shots or fewer?",
        "Rallies of 1 to 3 shots.",
        lambda d: sum(len(r.shots) <= 3 for r in d.rallies),
    ),
    Fact(
        "h5-count-fault",
        "h5_count_fault_endings",
        "count",
        "How many rallies ended in a fault?",
        "Rallies whose ending is fault.",
        lambda d: sum(r.ending == "fault" for r in d.rallies),
    ),
    Fact(
        "h5-count-served-won-gemke",
        "h5_count_served_won",
        "count",
        "How many rallies did Rasmus Gemke win on his own serve?",
        "Rallies Gemke served and won.",
        lambda d: sum(r.server == s and r.winner == s for r, s in played(d, GEMKE)),
    ),
    # shares
    Fact(
        "h5-share-received-won-ginting",
        "h5_share_received_won",
        "share",
        "What share of the rallies he received did Anthony Sinisuka Ginting win?",
        "Percent of the rallies Ginting received (a winner named) that he won.",
        lambda d: pct(
            sum(r.winner == s for r, s in received(d, GINTING)), len(received(d, GINTING))
        ),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h5-share-lost-out-chen-long",
        "h5_share_lost_out",
        "share",
        "What percentage of Chen Long's lost rallies ended with the shuttle out?",
        "Percent of the rallies Chen Long lost that ended out.",
        lambda d: share_of(lost(d, CHEN_LONG), lambda r: r.ending == "out"),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h5-share-smashes-katethong",
        "h5_share_smashes",
        "share",
        "What share of Supanida Katethong's shots were smashes?",
        f"Percent of Katethong's {KNOWN} that are {SMASHES}.",
        lambda d: pct(
            sum(s.kind in SMASH for s in shots_of(d, KATETHONG)), len(shots_of(d, KATETHONG))
        ),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h5-share-twenty-plus",
        "h5_share_twenty_plus",
        "share",
        "What percentage of rallies lasted 20 shots or more?",
        "Percent of every rally with at least 20 shots.",
        lambda d: share_of(d.rallies, lambda r: len(r.shots) >= 20),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h5-share-won-wtf20-antonsen",
        "h5_share_won_in_match",
        "share",
        "What share of the rallies in the 2020 World Tour Finals final did Anders Antonsen win?",
        "Percent of the rallies of that match (a winner named) that Antonsen won.",
        lambda d: pct(
            sum(r.winner == side_of(r, ANTONSEN) for r in in_match(d, _wtf20_final(d))),
            sum(r.winner is not None for r in in_match(d, _wtf20_final(d))),
        ),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h5-share-smash-finish-yamaguchi",
        "h5_share_won_with_smash",
        "share",
        "What percentage of the rallies Akane Yamaguchi won did she finish with a smash?",
        "Percent of Yamaguchi's won rallies whose final shot is her smash.",
        lambda d: pct(len(smash_winners(d, YAMAGUCHI)), len(won(d, YAMAGUCHI))),
        tolerance=SHARE_TOL,
    ),
    # averages
    Fact(
        "h5-avg-len-lost-naraoka",
        "h5_avg_len_lost",
        "average",
        "What is the average length of the rallies Kodai Naraoka lost?",
        "Mean shots per rally over the rallies Naraoka lost.",
        lambda d: _mean_length(lost(d, NARAOKA)),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "h5-avg-len-korea22-final",
        "h5_avg_len_match",
        "average",
        "What was the average rally length in the 2022 Korea Open final?",
        "Mean shots per rally in the Korea Open 2022 final (An Se Young v Chochuwong).",
        lambda d: _mean_length(in_match(d, _korea22_final(d))),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "h5-avg-clears-momota",
        "h5_avg_clears_per_rally",
        "average",
        "How many clears does Kento Momota play per rally on average?",
        "Momota's clears divided by the rallies he played.",
        lambda d: round(clears_per_rally(d, MOMOTA), 2),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "h5-avg-len-served-vittinghus",
        "h5_avg_len_served",
        "average",
        "What is the average length of the rallies served by Hans-Kristian Solberg Vittinghus?",
        "Mean shots per rally over every rally Vittinghus served.",
        lambda d: _mean_length([r for r, s in played(d, VITTINGHUS) if r.server == s]),
        tolerance=AVERAGE_TOL,
    ),
    # which most
    Fact(
        "h5-most-shot-lsf",
        "h5_most_shot",
        "which_most",
        "Which shot did Li Shi Feng play most?",
        "Li Shi Feng's most common known shot type.",
        lambda d: top(Counter(s.kind for s in shots_of(d, LSF))),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "h5-most-final-won-sindhu",
        "h5_most_final_won",
        "which_most",
        "Which shot ended the most rallies Pusarla V. Sindhu won?",
        "The most common known type of the final shot (either player's) in the rallies she won.",
        lambda d: top(
            Counter(r.shots[-1].kind for r in won(d, SINDHU)) - Counter({"unknown": 10**6})
        ),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "h5-most-net-errors-player",
        "h5_most_net_errors",
        "which_most",
        "Which player lost the most rallies with the shuttle in the net?",
        "The player with the most lost rallies ending in the net.",
        lambda d: top(Counter(r.name(r.loser) for r in d.rallies if r.loser and r.ending == "net")),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "h5-most-opponent-chou",
        "h5_most_opponent",
        "which_most",
        "Which opponent did Chou Tien Chen play most often?",
        "The player Chou Tien Chen met in the most matches.",
        lambda d: top(opponents(d, CHOU)),
        kind="name",
        tolerance=None,
    ),
    # comparisons
    Fact(
        "h5-cmp-win-share-lzj-sen",
        "h5_compare_win_share",
        "compare",
        "Who wins more of his rallies, Lee Zii Jia or Lakshya Sen?",
        "Percent of rallies played (a winner named) won, for each; margin in points, one decimal.",
        lambda d: compare(d, win_share, LZJ, SEN, 1),
        kind="name",
        tolerance=0.1,
    ),
    Fact(
        "h5-cmp-smashes-per-rally-yamaguchi-yufei",
        "h5_compare_smashes_per_rally",
        "compare",
        "Who smashes more per rally, Akane Yamaguchi or Chen Yufei?",
        f"{SMASHES} per rally played, for each; margin per rally, two decimals.",
        lambda d: compare(d, smashes_per_rally, YAMAGUCHI, YUFEI, 2),
        kind="name",
        tolerance=0.01,
    ),
    Fact(
        "h5-cmp-net-errors-marin-he",
        "h5_compare_net_errors",
        "compare",
        "Who lost more rallies in the net, Carolina Marin or He Bingjiao?",
        "Lost rallies ending in the net, for each; margin in rallies.",
        lambda d: compare(d, net_errors, MARIN, HE, 0),
        kind="name",
        tolerance=0,
    ),
    Fact(
        "h5-cmp-mean-length-naraoka-lcy",
        "h5_compare_mean_length",
        "compare",
        "Whose rallies last longer on average, Kodai Naraoka's or Lee Cheuk Yiu's?",
        "Mean shots per rally played, for each; margin in shots, two decimals.",
        lambda d: compare(d, mean_length, NARAOKA, LCY, 2),
        kind="name",
        tolerance=0.01,
    ),
    Fact(
        "h5-cmp-serve-share-shi-loh",
        "h5_compare_serve_share",
        "compare",
        "Who wins a bigger share of the rallies he serves, Shi Yuqi or Loh Kean Yew?",
        "Percent of served rallies won (a winner named), for each; margin in points, one decimal.",
        lambda d: compare(d, serve_share, SHI, LOH, 1),
        kind="name",
        tolerance=0.1,
    ),
    Fact(
        "h5-cmp-lost-share-intanon-wang",
        "h5_compare_lost_share",
        "compare",
        "Who loses a smaller share of her rallies, Ratchanok Intanon or Wang Zhi Yi?",
        "Percent of rallies played (a winner named) lost, the smaller wins; margin, one decimal.",
        lambda d: compare(d, lambda dd, n: -lost_share(dd, n), INTANON, WANG, 1),
        kind="name",
        tolerance=0.1,
    ),
    # show me
    Fact(
        "h5-show-smash-winners-wtf20-axelsen",
        "h5_show_smash_winners_in_match",
        "show_me",
        "Show me the rallies Viktor Axelsen won with a smash in the 2020 World Tour Finals final.",
        "Rallies of that match Axelsen won whose final shot is his smash.",
        lambda d: ids(
            [
                r
                for r in in_match(d, _wtf20_final(d))
                if r.winner == side_of(r, AXELSEN) and own_finishes_with(r, AXELSEN, SMASH)
            ]
        ),
        kind="rallies",
        tolerance=None,
    ),
    Fact(
        "h5-show-long-sudirman19",
        "h5_show_long_in_match",
        "show_me",
        "Show me the rallies of 25 shots or more from the 2019 Sudirman Cup group match between "
        "Chou Tien Chen and Ng Ka Long Angus.",
        "Rallies of that match with at least 25 shots.",
        lambda d: ids([r for r in in_match(d, _sudirman19_group(d)) if len(r.shots) >= 25]),
        kind="rallies",
        tolerance=None,
    ),
    Fact(
        "h5-show-longest-fuzhou19-semi",
        "h5_show_longest_in_match",
        "show_me",
        "Show me the longest rally of the 2019 Fuzhou Open semi-final.",
        "The rally (or rallies, if tied) with the most shots in Chou Tien Chen v Antonsen.",
        lambda d: _longest(in_match(d, _fuzhou19_semi(d))),
        kind="rallies",
        tolerance=None,
    ),
    # not in the corpus; cannot be answered
    Fact(
        "h5-nf-lin-dan",
        "h5_not_found_player",
        "not_found",
        "What percentage of his rallies did Lin Dan win?",
        NOT_FOUND,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "h5-ca-smash-speed",
        "h5_cannot_answer_speed",
        "cannot_answer",
        "What was the fastest smash Viktor Axelsen hit, in km/h?",
        NO_DATA,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "h5-ca-prize",
        "h5_cannot_answer_prize",
        "cannot_answer",
        "How much prize money did Akane Yamaguchi win at the 2022 World Championships?",
        NO_DATA,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
]

WORDINGS: dict[str, list[str]] = {
    "h5-count-lost-th22-lsf": [
        "Thailand Open 2022 final, Lee Zii Jia against Li Shi Feng: how many points did Li Shi "
        "Feng concede?",
    ],
    "h5-count-rush-sen": ["Number of net rushes by Lakshya Sen?"],
    "h5-count-won-misjudged-marin": [
        "How often did Carolina Marin win a point because the opponent misjudged it?",
    ],
    "h5-count-short": ["Count the rallies that were over within three shots."],
    "h5-count-fault": ["How many points were lost to faults?"],
    "h5-count-served-won-gemke": ["Rasmus Gemke: points won while serving?"],
    "h5-share-received-won-ginting": [
        "When receiving serve, how often in percent does Ginting win the rally?",
    ],
    "h5-share-lost-out-chen-long": ["Of the points Chen Long lost, what share went out of court?"],
    "h5-share-smashes-katethong": ["Smashes make up what percentage of Katethong's strokes?"],
    "h5-share-twenty-plus": ["How often, in percent, does a rally reach 20 shots?"],
    "h5-share-won-wtf20-antonsen": [
        "World Tour Finals 2020 final, Antonsen v Axelsen: Antonsen's percentage of rallies won?",
    ],
    "h5-share-smash-finish-yamaguchi": [
        "Of the rallies Yamaguchi won, what share did she end with her own smash?",
    ],
    "h5-avg-len-lost-naraoka": [
        "On average, how many shots were there in rallies lost by Naraoka?"
    ],
    "h5-avg-len-korea22-final": [
        "Korea Open 2022 final between An Se Young and Pornpawee Chochuwong: mean shots per rally?",
    ],
    "h5-avg-clears-momota": ["Average number of clears per rally for Momota?"],
    "h5-avg-len-served-vittinghus": ["Vittinghus on serve: average rally length in shots?"],
    "h5-most-shot-lsf": ["Li Shi Feng's favourite stroke?"],
    "h5-most-final-won-sindhu": [
        "In the rallies Sindhu won, what was the most frequent last shot?",
    ],
    "h5-most-net-errors-player": ["Who made the most net errors?"],
    "h5-most-opponent-chou": ["Who did Chou Tien Chen face most often?"],
    "h5-cmp-win-share-lzj-sen": ["Lee Zii Jia or Lakshya Sen: whose rally win rate is better?"],
    "h5-cmp-smashes-per-rally-yamaguchi-yufei": [
        "Per rally, does Yamaguchi or Chen Yufei hit more smashes?",
    ],
    "h5-cmp-net-errors-marin-he": ["Net errors: Marin or He Bingjiao, who made more?"],
    "h5-cmp-mean-length-naraoka-lcy": [
        "Naraoka or Lee Cheuk Yiu: who plays the longer rallies on average?",
    ],
    "h5-cmp-serve-share-shi-loh": ["On serve, who is more successful: Shi Yuqi or Loh Kean Yew?"],
    "h5-cmp-lost-share-intanon-wang": [
        "Intanon or Wang Zhi Yi: whose share of rallies lost is lower?",
    ],
    "h5-show-smash-winners-wtf20-axelsen": [
        "List the points Axelsen won with a smash against Antonsen in the World Tour Finals 2020 "
        "final.",
    ],
    "h5-show-long-sudirman19": [
        "Find rallies with at least 25 shots in Chou Tien Chen v Ng Ka Long Angus, Sudirman Cup "
        "2019 group stage.",
    ],
    "h5-show-longest-fuzhou19-semi": [
        "Which was the longest rally between Chou Tien Chen and Anders Antonsen at the Fuzhou "
        "Open 2019?",
    ],
    "h5-nf-lin-dan": ["How many rallies did Lin Dan win?"],
    "h5-ca-smash-speed": ["How fast are Axelsen's smashes?"],
    "h5-ca-prize": ["What did Yamaguchi earn for winning the World Championships 2022?"],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every line of the fifth held-out set, in fact order, answered from the raw corpus."""
    return answered(corpus.load(Path(root)), FACTS, WORDINGS, lambda _: SPLIT)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
