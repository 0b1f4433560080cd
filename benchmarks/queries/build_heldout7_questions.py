"""Write the seventh held-out question set, ``questions_heldout7.jsonl``, from the raw corpus.

The sixth held-out set was run once in stop 24 and its failing rows were then read and fixed,
and stop 24 went on changing the asker after that run. This set was written in stop 25, after
that stop's search-planner changes (which the fast path shares) and before any change made
for the asker, to measure all of them on questions nobody looked at: new facts (rallies
lost, backhands, misjudged endings, net shots, service wins, error endings, second sets,
clears per match...) over every kind of question, each fact in two wordings written by hand.
Answers come from plain Python over the raw CSVs through the earlier sets' helpers, never
``rallyscope``. Every line's split is ``heldout7``.

    .venv/bin/python -m benchmarks.queries.build_heldout7_questions [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_heldout2_questions import win_share
from benchmarks.queries.build_heldout3_questions import mean_length
from benchmarks.queries.build_heldout_questions import _longest, _mean_length
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
    matches_of,
    played,
    share_of,
    shots_of,
    smashes_per_rally,
    top,
    won,
)
from benchmarks.queries.corpus import Corpus, Rally
from benchmarks.queries.truth import NET, SMASH, side_of

OUT = Path(__file__).with_name("questions_heldout7.jsonl")
SPLIT = "heldout7"

SEN, MOMOTA, AN, ANTONSEN = "Lakshya SEN", "Kento MOMOTA", "An Se Young", "Anders ANTONSEN"
CHEN_LONG, GINTING, VITIDSARN, MARIN = (
    "CHEN Long",
    "Anthony Sinisuka GINTING",
    "Kunlavut VITIDSARN",
    "Carolina MARIN",
)
LZJ, SHI, YAMAGUCHI = "LEE Zii Jia", "SHI Yuqi", "Akane YAMAGUCHI"
INTANON, CHOU, AXELSEN = "Ratchanok INTANON", "CHOU Tien Chen", "Viktor AXELSEN"
ERRORS = ("out", "net", "fault")


def lost(d: Corpus, name: str) -> list[Rally]:
    return [r for r, side in played(d, name) if r.winner is not None and r.winner != side]


def served_and_won(d: Corpus, name: str) -> list[Rally]:
    return [r for r, side in played(d, name) if r.server == side and r.winner == side]


def clears_per_match(d: Corpus, name: str) -> float:
    return sum(s.kind == "clear" for s in shots_of(d, name)) / len(matches_of(d, name))


def long_serve_share(d: Corpus, name: str) -> float:
    """Percent of ``name``'s serves (first shots of a serve type) that are long serves."""
    serves = [
        r.shots[0].kind
        for r, s in played(d, name)
        if r.server == s and r.shots[0].kind in ("short service", "long service")
    ]
    return share_of(serves, lambda kind: kind == "long service")


FACTS: list[Fact] = [
    # counts
    Fact(
        "h7-count-lost-sen",
        "h7_count_lost",
        "count",
        "How many rallies did Lakshya Sen lose?",
        "Rallies Sen played whose winner is his opponent.",
        lambda d: len(lost(d, SEN)),
    ),
    Fact(
        "h7-count-backhands-momota",
        "h7_count_backhands",
        "count",
        "How many backhand shots did Kento Momota play?",
        f"Momota's {KNOWN} played on the backhand.",
        lambda d: sum(s.backhand for s in shots_of(d, MOMOTA)),
    ),
    Fact(
        "h7-count-misjudged",
        "h7_count_misjudged",
        "count",
        "How many rallies ended with a misjudged shuttle?",
        "Rallies whose ending is misjudged (the loser let it land in).",
        lambda d: sum(r.ending == "misjudged" for r in d.rallies),
    ),
    Fact(
        "h7-count-over-40",
        "h7_count_over_40",
        "count",
        "How many rallies lasted more than 40 shots?",
        "Rallies of 41 shots or more.",
        lambda d: sum(len(r.shots) > 40 for r in d.rallies),
    ),
    Fact(
        "h7-count-net-shots-an",
        "h7_count_net_shots",
        "count",
        "How many net shots did An Se Young play?",
        f"An Se Young's {KNOWN} that are net-family shots (net shot, return net, cross-court"
        " net shot).",
        lambda d: sum(s.kind in NET for s in shots_of(d, AN)),
    ),
    Fact(
        "h7-count-serve-won-antonsen",
        "h7_count_served_won",
        "count",
        "How many rallies did Anders Antonsen win on his own serve?",
        "Rallies Antonsen served and won.",
        lambda d: len(served_and_won(d, ANTONSEN)),
    ),
    Fact(
        "h7-count-third-set-won-marin",
        "h7_count_won_third_set",
        "count",
        "How many third-set rallies did Carolina Marin win?",
        "Rallies of a third set that Marin won.",
        lambda d: sum(r.set_no == 3 for r in won(d, MARIN)),
    ),
    # shares
    Fact(
        "h7-share-lost-out-momota",
        "h7_share_lost_out",
        "share",
        "What percentage of the rallies Kento Momota lost ended out?",
        "Percent of the rallies Momota lost whose ending is out.",
        lambda d: share_of(lost(d, MOMOTA), lambda r: r.ending == "out"),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h7-share-out-chen-long",
        "h7_share_played_out",
        "share",
        "What share of Chen Long's rallies ended out?",
        "Percent of the rallies Chen Long played whose ending is out (either player's).",
        lambda d: share_of(played(d, CHEN_LONG), lambda rs: rs[0].ending == "out"),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h7-share-smashes-ginting",
        "h7_share_shots_smash",
        "share",
        "What percentage of Anthony Sinisuka Ginting's shots were smashes?",
        f"Percent of Ginting's {KNOWN} that are {SMASHES}.",
        lambda d: share_of(shots_of(d, GINTING), lambda s: s.kind in SMASH),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h7-share-lost-net-vitidsarn",
        "h7_share_lost_net",
        "share",
        "What share of the rallies Kunlavut Vitidsarn lost ended in the net?",
        "Percent of the rallies Vitidsarn lost whose ending is net.",
        lambda d: share_of(lost(d, VITIDSARN), lambda r: r.ending == "net"),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h7-share-server-won",
        "h7_share_server_won",
        "share",
        "What percentage of all rallies did the server win?",
        "Percent of the rallies with a winner named that the server won.",
        lambda d: share_of([r for r in d.rallies if r.winner], lambda r: r.winner == r.server),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h7-share-long-serves-marin",
        "h7_share_long_serves",
        "share",
        "What share of Carolina Marin's serves were long serves?",
        "Percent of Marin's serves (short or long service as shot 1) that are long services.",
        lambda d: long_serve_share(d, MARIN),
        tolerance=SHARE_TOL,
    ),
    # averages
    Fact(
        "h7-avg-len-lost-lzj",
        "h7_avg_len_lost",
        "average",
        "What is the average length of the rallies Lee Zii Jia lost?",
        "Mean shots per rally over the rallies Lee Zii Jia lost.",
        lambda d: _mean_length(lost(d, LZJ)),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "h7-avg-len-second-sets",
        "h7_avg_len_second_set",
        "average",
        "What is the average rally length in second sets?",
        "Mean shots per rally over every rally of a second set.",
        lambda d: _mean_length([r for r in d.rallies if r.set_no == 2]),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "h7-avg-clears-per-match-shi",
        "h7_avg_clears_per_match",
        "average",
        "How many clears per match does Shi Yuqi hit on average?",
        "Shi Yuqi's clears divided by his matches.",
        lambda d: round(clears_per_match(d, SHI), 2),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "h7-avg-len-net-endings",
        "h7_avg_len_net_ending",
        "average",
        "What is the average length of rallies that ended in the net?",
        "Mean shots per rally over the rallies whose ending is net.",
        lambda d: _mean_length([r for r in d.rallies if r.ending == "net"]),
        tolerance=AVERAGE_TOL,
    ),
    # which most
    Fact(
        "h7-most-clears-player",
        "h7_most_clears",
        "which_most",
        "Which player hit the most clears?",
        "The player with the most clears over every rally.",
        lambda d: top(
            Counter(r.name(s.hitter) for r in d.rallies for s in r.shots if s.kind == "clear")
        ),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "h7-most-error-shot",
        "h7_most_error_final_shot",
        "which_most",
        "Which shot type ends the most rallies as an error?",
        "The most common known type of the final shot of rallies ending out, net or fault.",
        lambda d: top(
            Counter(
                r.shots[-1].kind
                for r in d.rallies
                if r.ending in ERRORS and r.shots[-1].kind != "unknown"
            )
        ),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "h7-most-lost-player",
        "h7_most_rallies_lost",
        "which_most",
        "Which player lost the most rallies?",
        "The player with the most rallies lost over the corpus.",
        lambda d: top(Counter(r.name(r.loser) for r in d.rallies if r.winner)),
        kind="name",
        tolerance=None,
    ),
    # comparisons
    Fact(
        "h7-cmp-smashes-per-rally-sen-lzj",
        "h7_compare_smashes_per_rally",
        "compare",
        "Who hits more smashes per rally, Lakshya Sen or Lee Zii Jia?",
        "Smashes per rally played, for each; margin per rally, two decimals.",
        lambda d: compare(d, smashes_per_rally, SEN, LZJ, 2),
        kind="name",
        tolerance=0.01,
    ),
    Fact(
        "h7-cmp-win-share-yamaguchi-intanon",
        "h7_compare_win_share",
        "compare",
        "Who wins a bigger share of her rallies, Akane Yamaguchi or Ratchanok Intanon?",
        "Percent of rallies played (a winner named) won, for each; margin, one decimal.",
        lambda d: compare(d, win_share, YAMAGUCHI, INTANON, 1),
        kind="name",
        tolerance=0.1,
    ),
    Fact(
        "h7-cmp-mean-length-chou-ginting",
        "h7_compare_mean_length",
        "compare",
        "Who plays longer rallies on average, Chou Tien Chen or Anthony Sinisuka Ginting?",
        "Mean shots per rally played, for each; margin in shots, two decimals.",
        lambda d: compare(d, mean_length, CHOU, GINTING, 2),
        kind="name",
        tolerance=0.01,
    ),
    # show me
    Fact(
        "h7-show-smash-won-sen",
        "h7_show_won_with_smash",
        "show_me",
        "Show me the rallies Lakshya Sen won with a smash.",
        "Rallies Sen won whose final shot is his own smash or wrist smash.",
        lambda d: ids(
            [
                r
                for r in won(d, SEN)
                if r.shots[-1].kind in SMASH and r.shots[-1].hitter == side_of(r, SEN)
            ]
        ),
        kind="rallies",
        tolerance=None,
    ),
    Fact(
        "h7-show-over-60",
        "h7_show_over_60",
        "show_me",
        "Show me the rallies of more than 60 shots.",
        "Rallies of 61 shots or more.",
        lambda d: ids([r for r in d.rallies if len(r.shots) > 60]),
        kind="rallies",
        tolerance=None,
    ),
    Fact(
        "h7-show-longest-lost-axelsen",
        "h7_show_longest_lost",
        "show_me",
        "Show me the longest rally Viktor Axelsen lost.",
        "The rally (or rallies, if tied) with the most shots among those Axelsen lost.",
        lambda d: _longest(lost(d, AXELSEN)),
        kind="rallies",
        tolerance=None,
    ),
    # not in the corpus; cannot be answered
    Fact(
        "h7-nf-hidayat",
        "h7_not_found_player",
        "not_found",
        "How many smashes did Taufik Hidayat hit?",
        NOT_FOUND,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "h7-ca-attendance",
        "h7_cannot_answer_attendance",
        "cannot_answer",
        "How many spectators watched the 2022 Indonesia Open final?",
        NO_DATA,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
]

WORDINGS: dict[str, list[str]] = {
    "h7-count-lost-sen": ["Lakshya Sen: number of points lost?"],
    "h7-count-backhands-momota": ["Count Momota's backhands."],
    "h7-count-misjudged": ["In how many rallies did a player misjudge the shuttle?"],
    "h7-count-over-40": ["Number of rallies longer than 40 shots?"],
    "h7-count-net-shots-an": ["An Se Young's net shot count?"],
    "h7-count-serve-won-antonsen": ["Points Anders Antonsen won while serving: how many?"],
    "h7-count-third-set-won-marin": ["Marin's rallies won in deciding games: how many?"],
    "h7-share-lost-out-momota": ["Of Momota's lost points, what share went out?"],
    "h7-avg-len-net-endings": ["Mean number of shots in rallies finished in the net?"],
    "h7-share-out-chen-long": [
        "In Chen Long's rallies, how often (in percent) did the shuttle go out?"
    ],
    "h7-share-smashes-ginting": ["Smashes as a share of Ginting's shots?"],
    "h7-share-lost-net-vitidsarn": [
        "Of Vitidsarn's lost rallies, what percentage ended in the net?"
    ],
    "h7-share-server-won": ["How often does the serving player win the rally, in percent?"],
    "h7-share-long-serves-marin": ["Marin: percentage of her serves that are long?"],
    "h7-avg-len-lost-lzj": ["Lee Zii Jia's losing rallies: mean number of shots?"],
    "h7-avg-len-second-sets": ["Mean rally length in game two?"],
    "h7-avg-clears-per-match-shi": ["Shi Yuqi's average number of clears per match?"],
    "h7-most-clears-player": ["Who played the largest number of clears?"],
    "h7-most-error-shot": ["Which shot produces the most errors?"],
    "h7-most-lost-player": ["Who lost the most points?"],
    "h7-cmp-smashes-per-rally-sen-lzj": ["Smashes per rally: Sen or Lee Zii Jia, who has more?"],
    "h7-cmp-win-share-yamaguchi-intanon": [
        "Yamaguchi or Intanon: whose rally win rate is higher?",
    ],
    "h7-cmp-mean-length-chou-ginting": ["Chou or Ginting: whose average rally is longer?"],
    "h7-show-smash-won-sen": ["List Lakshya Sen's points won with a smash."],
    "h7-show-over-60": ["Find every rally longer than 60 shots."],
    "h7-show-longest-lost-axelsen": ["Find Axelsen's longest losing rally."],
    "h7-nf-hidayat": ["Taufik Hidayat: percentage of points won?"],
    "h7-ca-attendance": ["What was the crowd size at the 2022 Indonesia Open final?"],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every line of the seventh held-out set, in fact order, answered from the raw corpus."""
    return answered(corpus.load(Path(root)), FACTS, WORDINGS, lambda _: SPLIT)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
