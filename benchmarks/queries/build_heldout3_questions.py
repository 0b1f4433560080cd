"""Write the third held-out question set, ``questions_heldout3.jsonl``, from the raw corpus.

The second held-out set was run as a whole three times in stop 22 and its rows were read at
the start of stop 23, so it no longer measures wordings nobody looked at. This set was
written at the start of stop 23, before any change to the asker that stop, and is never used
to tune: players and matches no earlier set asks about (Busanan Ongbamrungphan, Rasmus Gemke,
Zhao Jun Peng, Wang Zhi Yi, Kodai Naraoka, Supanida Katethong, Lee Cheuk Yiu, Kidambi
Srikanth, Hans-Kristian Vittinghus, Li Shi Feng), six comparisons (the weakest form so far),
each fact in two wordings written by hand. Answers come from plain Python over the raw CSVs
through the earlier sets' helpers, never ``rallyscope``. Every line's split is ``heldout3``.

    .venv/bin/python -m benchmarks.queries.build_heldout3_questions [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.build_heldout2_questions import win_share
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
    net_errors_per_match,
    pct,
    played,
    serve_share,
    share_of,
    shots_of,
    smash_winners,
    smashes_per_rally,
    top,
)
from benchmarks.queries.corpus import Corpus
from benchmarks.queries.truth import side_of

OUT = Path(__file__).with_name("questions_heldout3.jsonl")
SPLIT = "heldout3"

BUSANAN, GEMKE, ZHAO = "Busanan ONGBAMRUNGPHAN", "Rasmus GEMKE", "ZHAO Jun Peng"
WANG, NARAOKA, KATETHONG = "WANG Zhi Yi", "Kodai NARAOKA", "Supanida KATETHONG"
LCY, SRIKANTH, VITTINGHUS = "LEE Cheuk Yiu", "KIDAMBI Srikanth", "Hans-Kristian Solberg VITTINGHUS"
LSF, AXELSEN, SHI = "LI Shi Feng", "Viktor AXELSEN", "SHI Yuqi"


def _french22(d: Corpus) -> str:
    return match(d, "French Open 2022", "Finals", AXELSEN, GEMKE)


def _india22_women(d: Corpus) -> str:
    return match(d, "India Open 2022", "Finals", BUSANAN, KATETHONG)


def _dk22_semi(d: Corpus) -> str:
    return match(d, "Denmark Open 2022", "Semi-finals", SHI, NARAOKA)


def mean_length(d: Corpus, name: str) -> float:
    """Mean shots per rally over every rally ``name`` played."""
    return _mean_length([r for r, _ in played(d, name)])


FACTS: list[Fact] = [
    # counts
    Fact(
        "h3-count-won-french22-gemke",
        "h3_count_won_in_match",
        "count",
        "How many rallies did Rasmus Gemke win in the 2022 French Open final?",
        "Rallies of the French Open 2022 final (Viktor Axelsen v Rasmus Gemke) won by Gemke.",
        lambda d: sum(r.winner == side_of(r, GEMKE) for r in in_match(d, _french22(d))),
    ),
    Fact(
        "h3-count-smashes-zhao",
        "h3_count_player_smashes",
        "count",
        "How many smashes has Zhao Jun Peng hit in total?",
        f"Zhao Jun Peng's {SMASHES} over every rally he played.",
        lambda d: smashes_total(d, ZHAO),
    ),
    Fact(
        "h3-count-net-lost-naraoka",
        "h3_count_lost_net",
        "count",
        "How many points did Kodai Naraoka lose by hitting into the net?",
        "Rallies Naraoka lost that ended in the net.",
        lambda d: sum(r.ending == "net" for r in lost(d, NARAOKA)),
    ),
    Fact(
        "h3-count-short",
        "h3_count_short_rallies",
        "count",
        "How many rallies needed no more than three shots?",
        "Rallies of 3 shots or fewer.",
        lambda d: sum(len(r.shots) <= 3 for r in d.rallies),
    ),
    Fact(
        "h3-count-matches-srikanth",
        "h3_count_matches",
        "count",
        "How many matches of Kidambi Srikanth are in the corpus?",
        "Matches Kidambi Srikanth played.",
        lambda d: len(matches_of(d, SRIKANTH)),
    ),
    Fact(
        "h3-count-smash-wins-busanan",
        "h3_count_smash_wins",
        "count",
        "How many rallies did Busanan Ongbamrungphan win with a smash?",
        f"Rallies Busanan won whose final shot is hers, one of the {SMASHES}.",
        lambda d: len(smash_winners(d, BUSANAN)),
    ),
    # shares
    Fact(
        "h3-share-won-wang",
        "h3_share_won",
        "share",
        "What percentage of her rallies did Wang Zhi Yi win?",
        "Percent of the rallies Wang Zhi Yi played (a winner named) that she won.",
        lambda d: win_share(d, WANG),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h3-share-backhand-lsf",
        "h3_share_backhand",
        "share",
        "What percentage of Li Shi Feng's shots were played on the backhand?",
        f"Percent of Li Shi Feng's {KNOWN} played on the backhand.",
        lambda d: pct(sum(s.backhand for s in shots_of(d, LSF)), len(shots_of(d, LSF))),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h3-share-lost-out-katethong",
        "h3_share_lost_out",
        "share",
        "Of the rallies Supanida Katethong lost, what share went out?",
        "Percent of the rallies Katethong lost that ended out.",
        lambda d: share_of(lost(d, KATETHONG), lambda r: r.ending == "out"),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h3-share-served-won-vittinghus",
        "h3_share_serve_won",
        "share",
        "What percentage of the rallies he served did Hans-Kristian Vittinghus win?",
        "Percent of the rallies Vittinghus served (a winner named) that he won.",
        lambda d: serve_share(d, VITTINGHUS),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h3-share-net-endings",
        "h3_share_net_endings",
        "share",
        "What percentage of all rallies ended in the net?",
        "Percent of every rally whose ending is net.",
        lambda d: share_of(d.rallies, lambda r: r.ending == "net"),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h3-share-long-won-lcy",
        "h3_share_long_won",
        "share",
        "What share of rallies of 20 shots or more did Lee Cheuk Yiu win?",
        "Percent of the rallies of 20+ shots Lee Cheuk Yiu played (a winner named) that he won.",
        lambda d: long_win_share(d, LCY),
        tolerance=SHARE_TOL,
    ),
    # averages
    Fact(
        "h3-avg-len-busanan",
        "h3_avg_len_player",
        "average",
        "What is the average length, in shots, of Busanan Ongbamrungphan's rallies?",
        "Mean shots per rally over every rally Busanan played.",
        lambda d: mean_length(d, BUSANAN),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "h3-avg-smashes-per-match-naraoka",
        "h3_avg_smashes_per_match",
        "average",
        "How many smashes per match does Kodai Naraoka average?",
        f"Naraoka's {SMASHES} divided by his matches.",
        lambda d: avg(smashes_total(d, NARAOKA), len(matches_of(d, NARAOKA))),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "h3-avg-len-lost-zhao",
        "h3_avg_len_lost",
        "average",
        "How long, on average, are the rallies Zhao Jun Peng loses?",
        "Mean shots per rally over the rallies Zhao Jun Peng lost.",
        lambda d: _mean_length(lost(d, ZHAO)),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "h3-avg-len-india22-women",
        "h3_avg_len_match",
        "average",
        "What was the average rally length in the 2022 India Open final between Busanan "
        "Ongbamrungphan and Supanida Katethong?",
        "Mean shots per rally in that match.",
        lambda d: _mean_length(in_match(d, _india22_women(d))),
        tolerance=AVERAGE_TOL,
    ),
    # which most
    Fact(
        "h3-most-shot-srikanth",
        "h3_most_shot",
        "which_most",
        "Which shot does Kidambi Srikanth play most often?",
        "Srikanth's most common known shot type.",
        lambda d: top(Counter(s.kind for s in shots_of(d, SRIKANTH))),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "h3-most-finish-gemke",
        "h3_most_finish",
        "which_most",
        "With which shot does Rasmus Gemke win the most rallies?",
        "The most common type of the final shot in the rallies Gemke won with his own shot.",
        lambda d: top(Counter(own_finishes(d, GEMKE))),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "h3-most-net-losses",
        "h3_most_net",
        "which_most",
        "Which player lost the most rallies in the net?",
        "The player who lost the most rallies that ended in the net.",
        lambda d: top(Counter(r.name(r.loser) for r in d.rallies if r.ending == "net" and r.loser)),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "h3-most-shot-overall",
        "h3_most_shot_overall",
        "which_most",
        "Which shot type is played most often in the archive?",
        "The most common known type over every shot of every rally.",
        lambda d: top(Counter(s.kind for r in d.rallies for s in r.shots if s.kind != "unknown")),
        kind="name",
        tolerance=None,
    ),
    # comparisons
    Fact(
        "h3-cmp-win-share-naraoka-lsf",
        "h3_compare_win_share",
        "compare",
        "Who wins a higher percentage of his rallies, Kodai Naraoka or Li Shi Feng?",
        "Percent of rallies played (a winner named) won, for each; margin in points, one decimal.",
        lambda d: compare(d, win_share, NARAOKA, LSF, 1),
        kind="name",
        tolerance=0.1,
    ),
    Fact(
        "h3-cmp-smashes-per-rally-zhao-srikanth",
        "h3_compare_smashes_per_rally",
        "compare",
        "Who smashes more per rally, Zhao Jun Peng or Kidambi Srikanth?",
        f"{SMASHES} per rally played, for each; margin per rally, two decimals.",
        lambda d: compare(d, smashes_per_rally, ZHAO, SRIKANTH, 2),
        kind="name",
        tolerance=0.01,
    ),
    Fact(
        "h3-cmp-serve-share-wang-busanan",
        "h3_compare_serve_share",
        "compare",
        "Who wins a larger share of the rallies she serves, Wang Zhi Yi or Busanan Ongbamrungphan?",
        "Percent of served rallies won (a winner named), for each; margin in points, one decimal.",
        lambda d: compare(d, serve_share, WANG, BUSANAN, 1),
        kind="name",
        tolerance=0.1,
    ),
    Fact(
        "h3-cmp-net-errors-gemke-lcy",
        "h3_compare_net_errors_per_match",
        "compare",
        "Who loses more rallies into the net per match, Rasmus Gemke or Lee Cheuk Yiu?",
        "Lost rallies ending in the net per match played, for each; margin, two decimals.",
        lambda d: compare(d, net_errors_per_match, GEMKE, LCY, 2),
        kind="name",
        tolerance=0.01,
    ),
    Fact(
        "h3-cmp-mean-length-katethong-busanan",
        "h3_compare_mean_length",
        "compare",
        "Whose rallies are longer on average, Supanida Katethong's or Busanan Ongbamrungphan's?",
        "Mean shots per rally played, for each; margin in shots, two decimals.",
        lambda d: compare(d, mean_length, KATETHONG, BUSANAN, 2),
        kind="name",
        tolerance=0.01,
    ),
    Fact(
        "h3-cmp-long-win-share-vittinghus-lcy",
        "h3_compare_long_win_share",
        "compare",
        "In rallies of 20 or more shots, who wins a bigger share, Hans-Kristian Vittinghus or "
        "Lee Cheuk Yiu?",
        "Percent of 20+ shot rallies played (a winner named) won, for each; margin in points, "
        "one decimal.",
        lambda d: compare(d, long_win_share, VITTINGHUS, LCY, 1),
        kind="name",
        tolerance=0.1,
    ),
    # show me
    Fact(
        "h3-show-smash-wins-french22-gemke",
        "h3_show_smash_wins_in_match",
        "show_me",
        "Show me the rallies Rasmus Gemke won with a smash in the 2022 French Open final.",
        f"Rallies of that match Gemke won whose final shot is his, one of the {SMASHES}.",
        lambda d: ids([r for r in smash_winners(d, GEMKE) if r.match.folder == _french22(d)]),
        kind="rallies",
        tolerance=None,
    ),
    Fact(
        "h3-show-long-out",
        "h3_show_long_out",
        "show_me",
        "Show me rallies of more than 40 shots that ended with the shuttle out.",
        "Rallies of 41+ shots whose ending is out.",
        lambda d: ids([r for r in d.rallies if len(r.shots) > 40 and r.ending == "out"]),
        kind="rallies",
        tolerance=None,
    ),
    Fact(
        "h3-show-longest-dk22-semi",
        "h3_show_longest_in_match",
        "show_me",
        "Show me the longest rally of the 2022 Denmark Open semi-final between Shi Yuqi and "
        "Kodai Naraoka.",
        "The rally (or rallies, if tied) with the most shots in that match.",
        lambda d: _longest(in_match(d, _dk22_semi(d))),
        kind="rallies",
        tolerance=None,
    ),
    # not in the corpus; cannot be answered
    Fact(
        "h3-nf-lee-chong-wei",
        "h3_not_found_player",
        "not_found",
        "How many rallies did Lee Chong Wei win?",
        NOT_FOUND,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "h3-ca-height",
        "h3_cannot_answer_height",
        "cannot_answer",
        "How tall is Kodai Naraoka?",
        NO_DATA,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "h3-ca-smash-speed",
        "h3_cannot_answer_speed",
        "cannot_answer",
        "What was the speed of Zhao Jun Peng's fastest smash in km/h?",
        NO_DATA,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
]

WORDINGS: dict[str, list[str]] = {
    "h3-count-won-french22-gemke": [
        "French Open 2022 final against Axelsen: number of rallies Rasmus Gemke took?",
    ],
    "h3-count-smashes-zhao": ["Zhao Jun Peng's smash count, all matches together?"],
    "h3-count-net-lost-naraoka": ["Count the rallies Naraoka lost with a shot into the net."],
    "h3-count-short": ["Number of rallies that lasted three shots or fewer?"],
    "h3-count-matches-srikanth": ["In how many matches in the archive does Srikanth appear?"],
    "h3-count-smash-wins-busanan": [
        "How many points has Busanan Ongbamrungphan won with her own smash?",
    ],
    "h3-share-won-wang": ["Wang Zhi Yi wins what share of the rallies she plays?"],
    "h3-share-backhand-lsf": ["Li Shi Feng: backhand shots as a percentage of all his shots?"],
    "h3-share-lost-out-katethong": [
        "What percentage of Katethong's lost rallies ended with her shot landing out?",
    ],
    "h3-share-served-won-vittinghus": [
        "When Vittinghus is serving, how often does he win the rally, in percent?",
    ],
    "h3-share-net-endings": ["Share of rallies that finished in the net?"],
    "h3-share-long-won-lcy": [
        "In long rallies of at least 20 shots, what is Lee Cheuk Yiu's win percentage?",
    ],
    "h3-avg-len-busanan": ["How many shots does a Busanan Ongbamrungphan rally last on average?"],
    "h3-avg-smashes-per-match-naraoka": ["Average number of smashes Naraoka hits in a match?"],
    "h3-avg-len-lost-zhao": ["Mean length of the rallies lost by Zhao Jun Peng?"],
    "h3-avg-len-india22-women": [
        "Busanan Ongbamrungphan v Supanida Katethong, India Open 2022 final: shots per rally on "
        "average?",
    ],
    "h3-most-shot-srikanth": ["Kidambi Srikanth's most used shot?"],
    "h3-most-finish-gemke": ["Which shot brings Rasmus Gemke the most winning rallies?"],
    "h3-most-net-losses": ["Who lost the most rallies by hitting the net?"],
    "h3-most-shot-overall": ["What is the most common shot across all rallies?"],
    "h3-cmp-win-share-naraoka-lsf": [
        "Naraoka or Li Shi Feng: whose rally win percentage is better?",
    ],
    "h3-cmp-smashes-per-rally-zhao-srikanth": [
        "Between Zhao Jun Peng and Srikanth, who hits more smashes per rally?",
    ],
    "h3-cmp-serve-share-wang-busanan": [
        "Wang Zhi Yi or Busanan Ongbamrungphan: who wins more of her service rallies, in percent?",
    ],
    "h3-cmp-net-errors-gemke-lcy": [
        "Net errors per match: does Rasmus Gemke or Lee Cheuk Yiu make more?",
    ],
    "h3-cmp-mean-length-katethong-busanan": [
        "Who plays longer rallies on average, Katethong or Busanan Ongbamrungphan?",
    ],
    "h3-cmp-long-win-share-vittinghus-lcy": [
        "Vittinghus or Lee Cheuk Yiu: who has the better win percentage in rallies of 20+ shots?",
    ],
    "h3-show-smash-wins-french22-gemke": [
        "List Gemke's smash winners in the French Open 2022 final against Viktor Axelsen.",
    ],
    "h3-show-long-out": ["Find the rallies over 40 shots that ended out."],
    "h3-show-longest-dk22-semi": [
        "Find the longest rally of Shi Yuqi v Kodai Naraoka, Denmark Open 2022 semi-final.",
    ],
    "h3-nf-lee-chong-wei": ["What percentage of his rallies did Lee Chong Wei win?"],
    "h3-ca-height": ["What is Kodai Naraoka's height in centimetres?"],
    "h3-ca-smash-speed": ["How fast, in km/h, was Zhao Jun Peng's quickest smash?"],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every line of the third held-out set, in fact order, answered from the raw corpus."""
    return answered(corpus.load(Path(root)), FACTS, WORDINGS, lambda _: SPLIT)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
