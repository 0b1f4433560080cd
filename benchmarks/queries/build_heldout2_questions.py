"""Write the second held-out question set, ``questions_heldout2.jsonl``, from the raw corpus.

The first held-out set's builder was read in stop 22 while choosing what to build next, so
its rows no longer measure wordings nobody looked at. This set was written then, before
any change to the asker that stop, and is never used to tune: players and matches neither
earlier set asks about (Shi Yuqi, Kunlavut Vitidsarn, Ratchanok Intanon, He Bingjiao, Chen
Long, Loh Kean Yew, Pornpawee Chochuwong), each fact in two wordings written by hand.
Answers come from plain Python over the raw CSVs through the first set's helpers, never
``rallyscope``. Every line's split is ``heldout2``.

    .venv/bin/python -m benchmarks.queries.build_heldout2_questions [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_heldout_questions import (
    _longest,
    _mean_length,
    own_finishes,
    smashes_total,
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
    avg,
    command,
    compare,
    ids,
    in_match,
    long_win_share,
    lost,
    match,
    matches_of,
    pct,
    played,
    serve_share,
    share_of,
    shots_of,
    smashes_per_rally,
    top,
    won,
)
from benchmarks.queries.corpus import Corpus
from benchmarks.queries.truth import DROP, SMASH, side_of

OUT = Path(__file__).with_name("questions_heldout2.jsonl")
SPLIT = "heldout2"

SHI, VITIDSARN, INTANON = "SHI Yuqi", "Kunlavut VITIDSARN", "Ratchanok INTANON"
HE, CHEN_LONG, LOH, SEN = "HE Bingjiao", "CHEN Long", "LOH Kean Yew", "Lakshya SEN"
LZJ, YUFEI, CHOCHUWONG = "LEE Zii Jia", "CHEN Yufei", "Pornpawee CHOCHUWONG"


def _india22(d: Corpus) -> str:
    return match(d, "India Open 2022", "Finals", SEN, LOH)


def _dk22_men(d: Corpus) -> str:
    return match(d, "Denmark Open 2022", "Finals", SHI, LZJ)


def _dk22_women(d: Corpus) -> str:
    return match(d, "Denmark Open 2022", "Finals", HE, YUFEI)


def win_share(d: Corpus, name: str) -> float:
    """Percent of the rallies ``name`` played, with a winner named, that she or he won."""
    rallies = [(r, s) for r, s in played(d, name) if r.winner is not None]
    return pct(sum(r.winner == s for r, s in rallies), len(rallies))


FACTS: list[Fact] = [
    # counts
    Fact(
        "h2-count-won-india22-loh",
        "h2_count_won_in_match",
        "count",
        "How many rallies did Loh Kean Yew win in the 2022 India Open final?",
        "Rallies of the India Open 2022 final (Lakshya Sen v Loh Kean Yew) won by Loh.",
        lambda d: sum(r.winner == side_of(r, LOH) for r in in_match(d, _india22(d))),
    ),
    Fact(
        "h2-count-smashes-vitidsarn",
        "h2_count_player_smashes",
        "count",
        "How many smashes did Kunlavut Vitidsarn hit?",
        f"Vitidsarn's {SMASHES} over every rally he played.",
        lambda d: smashes_total(d, VITIDSARN),
    ),
    Fact(
        "h2-count-net-lost-intanon",
        "h2_count_lost_net",
        "count",
        "How many rallies did Ratchanok Intanon lose with a shot into the net?",
        "Rallies Intanon lost that ended in the net.",
        lambda d: sum(r.ending == "net" for r in lost(d, INTANON)),
    ),
    Fact(
        "h2-count-over-30",
        "h2_count_long_rallies",
        "count",
        "How many rallies lasted more than 30 shots?",
        "Rallies of 31 shots or more.",
        lambda d: sum(len(r.shots) > 30 for r in d.rallies),
    ),
    Fact(
        "h2-count-matches-he",
        "h2_count_matches",
        "count",
        "How many matches of He Bingjiao are in the archive?",
        "Matches He Bingjiao played.",
        lambda d: len(matches_of(d, HE)),
    ),
    # shares
    Fact(
        "h2-share-won-shi",
        "h2_share_won",
        "share",
        "What percentage of his rallies did Shi Yuqi win?",
        "Percent of the rallies Shi Yuqi played (a winner named) that he won.",
        lambda d: win_share(d, SHI),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h2-share-backhand-chen-long",
        "h2_share_backhand",
        "share",
        "What share of Chen Long's shots were backhands?",
        f"Percent of Chen Long's {KNOWN} played on the backhand.",
        lambda d: pct(sum(s.backhand for s in shots_of(d, CHEN_LONG)), len(shots_of(d, CHEN_LONG))),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h2-share-lost-out-he",
        "h2_share_lost_out",
        "share",
        "Of the rallies He Bingjiao lost, what percentage ended out?",
        "Percent of the rallies He Bingjiao lost that ended out.",
        lambda d: share_of(lost(d, HE), lambda r: r.ending == "out"),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h2-share-served-won-intanon",
        "h2_share_serve_won",
        "share",
        "What percentage of the rallies she served did Ratchanok Intanon win?",
        "Percent of the rallies Intanon served (a winner named) that she won.",
        lambda d: serve_share(d, INTANON),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h2-share-drop-endings",
        "h2_share_final_drop",
        "share",
        "What percentage of all rallies finished with a drop shot?",
        "Percent of every rally whose final shot is a drop or a passive drop.",
        lambda d: share_of(d.rallies, lambda r: r.shots[-1].kind in DROP),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h2-share-long-won-vitidsarn",
        "h2_share_long_won",
        "share",
        "What share of rallies of 20 or more shots did Kunlavut Vitidsarn win?",
        "Percent of the rallies of 20+ shots Vitidsarn played (a winner named) that he won.",
        lambda d: long_win_share(d, VITIDSARN),
        tolerance=SHARE_TOL,
    ),
    # averages
    Fact(
        "h2-avg-len-intanon",
        "h2_avg_len_player",
        "average",
        "What is the average length, in shots, of Ratchanok Intanon's rallies?",
        "Mean shots per rally over every rally Intanon played.",
        lambda d: _mean_length([r for r, _ in played(d, INTANON)]),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "h2-avg-smashes-per-match-shi",
        "h2_avg_smashes_per_match",
        "average",
        "On average, how many smashes does Shi Yuqi hit per match?",
        f"Shi Yuqi's {SMASHES} divided by his matches.",
        lambda d: avg(smashes_total(d, SHI), len(matches_of(d, SHI))),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "h2-avg-len-won-chen-long",
        "h2_avg_len_won",
        "average",
        "What is the average length of the rallies Chen Long won?",
        "Mean shots per rally over the rallies Chen Long won.",
        lambda d: _mean_length(won(d, CHEN_LONG)),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "h2-avg-len-dk22-final",
        "h2_avg_len_match",
        "average",
        "What was the average rally length in the 2022 Denmark Open final between Shi Yuqi and "
        "Lee Zii Jia?",
        "Mean shots per rally in that match.",
        lambda d: _mean_length(in_match(d, _dk22_men(d))),
        tolerance=AVERAGE_TOL,
    ),
    # which most
    Fact(
        "h2-most-shot-he",
        "h2_most_shot",
        "which_most",
        "Which shot does He Bingjiao play most often?",
        "He Bingjiao's most common known shot type.",
        lambda d: top(Counter(s.kind for s in shots_of(d, HE))),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "h2-most-finish-vitidsarn",
        "h2_most_finish",
        "which_most",
        "With which shot does Kunlavut Vitidsarn win the most rallies?",
        "The most common type of the final shot in the rallies Vitidsarn won with his own shot.",
        lambda d: top(Counter(own_finishes(d, VITIDSARN))),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "h2-most-out-losses",
        "h2_most_out",
        "which_most",
        "Who lost the most rallies by hitting the shuttle out?",
        "The player who lost the most rallies that ended out.",
        lambda d: top(Counter(r.name(r.loser) for r in d.rallies if r.ending == "out" and r.loser)),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "h2-most-final-shot",
        "h2_most_final_shot",
        "which_most",
        "Which shot type ends the most rallies?",
        "The most common known type of a rally's final shot.",
        lambda d: top(Counter(r.shots[-1].kind for r in d.rallies) - Counter({"unknown": 10**6})),
        kind="name",
        tolerance=None,
    ),
    # comparisons
    Fact(
        "h2-cmp-smashes-per-rally-shi-vitidsarn",
        "h2_compare_smashes_per_rally",
        "compare",
        "Who smashes more per rally, Shi Yuqi or Kunlavut Vitidsarn, and by how much?",
        f"{SMASHES} per rally played, for each; margin per rally, two decimals.",
        lambda d: compare(d, smashes_per_rally, SHI, VITIDSARN, 2),
        kind="name",
        tolerance=0.01,
    ),
    Fact(
        "h2-cmp-serve-share-intanon-chochuwong",
        "h2_compare_serve_share",
        "compare",
        "Who wins a larger share of the rallies she serves, Ratchanok Intanon or Pornpawee "
        "Chochuwong?",
        "Percent of served rallies won (a winner named), for each; margin in points, one decimal.",
        lambda d: compare(d, serve_share, INTANON, CHOCHUWONG, 1),
        kind="name",
        tolerance=0.1,
    ),
    Fact(
        "h2-cmp-win-share-chen-long-shi",
        "h2_compare_win_share",
        "compare",
        "Who has the higher win percentage, Chen Long or Shi Yuqi?",
        "Percent of rallies played (a winner named) won, for each; margin in points, one decimal.",
        lambda d: compare(d, win_share, CHEN_LONG, SHI, 1),
        kind="name",
        tolerance=0.1,
    ),
    # show me
    Fact(
        "h2-show-smash-wins-india22-loh",
        "h2_show_smash_wins_in_match",
        "show_me",
        "Show me the rallies Loh Kean Yew won with a smash in the 2022 India Open final.",
        f"Rallies of that match Loh won whose final shot is his, one of the {SMASHES}.",
        lambda d: ids(
            [
                r
                for r in in_match(d, _india22(d))
                if r.winner == side_of(r, LOH)
                and r.shots[-1].kind in SMASH
                and r.shots[-1].hitter == side_of(r, LOH)
            ]
        ),
        kind="rallies",
        tolerance=None,
    ),
    Fact(
        "h2-show-long-net",
        "h2_show_long_net",
        "show_me",
        "Show me rallies of more than 45 shots that ended in the net.",
        "Rallies of 46+ shots whose ending is net.",
        lambda d: ids([r for r in d.rallies if len(r.shots) > 45 and r.ending == "net"]),
        kind="rallies",
        tolerance=None,
    ),
    Fact(
        "h2-show-longest-dk22-women",
        "h2_show_longest_in_match",
        "show_me",
        "Show me the longest rally of the 2022 Denmark Open final between He Bingjiao and Chen "
        "Yufei.",
        "The rally (or rallies, if tied) with the most shots in that match.",
        lambda d: _longest(in_match(d, _dk22_women(d))),
        kind="rallies",
        tolerance=None,
    ),
    # not in the corpus; cannot be answered
    Fact(
        "h2-nf-lin-dan",
        "h2_not_found_player",
        "not_found",
        "How many smashes did Lin Dan hit?",
        NOT_FOUND,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "h2-nf-tai-tzu-ying",
        "h2_not_found_share",
        "not_found",
        "What share of her rallies did Tai Tzu Ying win?",
        NOT_FOUND,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "h2-ca-racket",
        "h2_cannot_answer_equipment",
        "cannot_answer",
        "What string tension does Shi Yuqi use?",
        NO_DATA,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "h2-ca-heart-rate",
        "h2_cannot_answer_body",
        "cannot_answer",
        "What was Chen Long's average heart rate during rallies?",
        NO_DATA,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
]

WORDINGS: dict[str, list[str]] = {
    "h2-count-won-india22-loh": [
        "Lakshya Sen v Loh Kean Yew, India Open 2022 final: rallies won by Loh - how many?",
    ],
    "h2-count-smashes-vitidsarn": ["Total number of smashes played by Kunlavut Vitidsarn?"],
    "h2-count-net-lost-intanon": [
        "Count the points Ratchanok Intanon lost by putting the shuttle into the net.",
    ],
    "h2-count-over-30": ["Number of rallies longer than 30 shots?"],
    "h2-count-matches-he": ["He Bingjiao: how many of her matches does the corpus hold?"],
    "h2-share-won-shi": ["Shi Yuqi's win percentage over all his rallies?"],
    "h2-share-backhand-chen-long": ["What percentage of Chen Long's shots are backhand shots?"],
    "h2-share-lost-out-he": [
        "What share of He Bingjiao's lost rallies ended with the shuttle out?",
    ],
    "h2-share-served-won-intanon": [
        "When Ratchanok Intanon serves, what share of the rallies does she win?",
    ],
    "h2-share-drop-endings": ["Share of rallies whose last shot was a drop?"],
    "h2-share-long-won-vitidsarn": [
        "In rallies of at least 20 shots, what percentage did Kunlavut Vitidsarn win?",
    ],
    "h2-avg-len-intanon": ["On average, how many shots do Ratchanok Intanon's rallies last?"],
    "h2-avg-smashes-per-match-shi": ["Average number of smashes per match by Shi Yuqi?"],
    "h2-avg-len-won-chen-long": ["How long, on average, are the rallies Chen Long wins?"],
    "h2-avg-len-dk22-final": [
        "Denmark Open 2022 final, Shi Yuqi vs Lee Zii Jia: the average rally length?",
    ],
    "h2-most-shot-he": ["He Bingjiao's most frequent shot: which is it?"],
    "h2-most-finish-vitidsarn": ["Which shot wins Kunlavut Vitidsarn the most points?"],
    "h2-most-out-losses": ["Which player lost the most rallies with shots that went out?"],
    "h2-most-final-shot": ["What is the most common final shot of a rally?"],
    "h2-cmp-smashes-per-rally-shi-vitidsarn": [
        "Between Shi Yuqi and Kunlavut Vitidsarn, who hits more smashes per rally?",
    ],
    "h2-cmp-serve-share-intanon-chochuwong": [
        "Whose serve-win percentage is higher, Intanon's or Chochuwong's?",
    ],
    "h2-cmp-win-share-chen-long-shi": [
        "Chen Long or Shi Yuqi: who wins a bigger share of his rallies?",
    ],
    "h2-show-smash-wins-india22-loh": [
        "List Loh Kean Yew's smash winners in the India Open 2022 final against Lakshya Sen.",
    ],
    "h2-show-long-net": ["Find the rallies over 45 shots that ended in the net."],
    "h2-show-longest-dk22-women": [
        "Find the longest rally of He Bingjiao v Chen Yufei, Denmark Open 2022 final.",
    ],
    "h2-nf-lin-dan": ["What share of his rallies did Lin Dan win?"],
    "h2-nf-tai-tzu-ying": ["How many rallies did Tai Tzu Ying play in the archive?"],
    "h2-ca-racket": ["Which racket does Shi Yuqi play with?"],
    "h2-ca-heart-rate": ["How fast was Chen Long's pulse in his longest rally?"],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every line of the second held-out set, in fact order, answered from the raw corpus."""
    return answered(corpus.load(Path(root)), FACTS, WORDINGS, lambda _: SPLIT)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
