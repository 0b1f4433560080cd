"""Write the held-out question set, ``questions_heldout.jsonl``, from the raw corpus.

The first set's test split was read after a run (stop 19), so it no longer measures what
the fast path does on wordings nobody tuned on. This set was written afterwards, before any
change to the asker, and is never used to tune: new templates and new instances (players,
matches, shots the first set does not ask about), each asked in two or three wordings
written by hand in the ways coaches phrase things (trailing questions, imperatives,
possessives, abbreviations). Answers come from plain Python over the raw CSVs, through the
same helpers as the first set (:mod:`benchmarks.queries.build_questions`), never
``rallyscope``. Every line's split is ``heldout``.

    .venv/bin/python -m benchmarks.queries.build_heldout_questions [--root DATA] [--check]
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from benchmarks.queries import corpus
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
    lost,
    match,
    matches_of,
    pct,
    played,
    shots_of,
    smash_winners,
    top,
    won,
)
from benchmarks.queries.corpus import Corpus, Rally
from benchmarks.queries.truth import DROP, NET, SMASH, game_point, side_of

OUT = Path(__file__).with_name("questions_heldout.jsonl")
SPLIT = "heldout"

MOMOTA, CHOU, AXELSEN, AN = "Kento MOMOTA", "CHOU Tien Chen", "Viktor AXELSEN", "An Se Young"
MARIN, LZJ, ANTONSEN, SEN = "Carolina MARIN", "LEE Zii Jia", "Anders ANTONSEN", "Lakshya SEN"
YUFEI, YAMAGUCHI, GINTING = "CHEN Yufei", "Akane YAMAGUCHI", "Anthony Sinisuka GINTING"
NG, CHRISTIE, SINDHU = "NG Ka Long Angus", "Jonatan CHRISTIE", "PUSARLA V. Sindhu"


def _ae22(d: Corpus) -> str:
    return match(d, "All England Open Badminton Championships 2022", "Semi-finals", LZJ, SEN)


def _my22(d: Corpus) -> str:
    return match(d, "Malaysia Open 2022", "Finals", AXELSEN, MOMOTA)


def _mean_length(rallies: list[Rally]) -> float:
    return avg(sum(len(r.shots) for r in rallies), len(rallies))


def received(d: Corpus, name: str) -> list[tuple[Rally, str]]:
    return [(r, s) for r, s in played(d, name) if r.receiver == s and r.winner is not None]


def own_finishes(d: Corpus, name: str) -> list[str]:
    """The final shot's type in the rallies ``name`` won with her or his own shot."""
    return [r.shots[-1].kind for r in won(d, name) if r.shots[-1].hitter == side_of(r, name)]


def own_finishes_with(r: Rally, name: str, kinds: set[str]) -> bool:
    """Whether the rally's final shot is one of ``kinds``, hit by ``name``."""
    return r.shots[-1].kind in kinds and r.shots[-1].hitter == side_of(r, name)


def drops_per_rally(d: Corpus, name: str) -> float:
    return sum(s.kind in DROP for s in shots_of(d, name)) / len(played(d, name))


def outs_per_match(d: Corpus, name: str) -> float:
    return sum(r.ending == "out" for r in lost(d, name)) / len(matches_of(d, name))


def smashes_total(d: Corpus, name: str) -> int:
    return sum(s.kind in SMASH for s in shots_of(d, name))


def game_points_lost(d: Corpus, name: str) -> list[Rally]:
    return [
        r for r, s in played(d, name) if game_point(r.score_before, s) and r.winner not in (None, s)
    ]


def _longest(rallies: list[Rally]) -> list[str]:
    most = max(len(r.shots) for r in rallies)
    return ids([r for r in rallies if len(r.shots) == most])


NET_SHOTS = "net-family shots (net shot, return net, cross-court net shot)"

FACTS: list[Fact] = [
    # counts
    Fact(
        "h-count-won-ae22-sen",
        "h_count_won_in_match",
        "count",
        "How many rallies did Lakshya Sen win in the 2022 All England semi-final against Lee "
        "Zii Jia?",
        "Rallies of that match won by Lakshya Sen.",
        lambda d: sum(r.winner == side_of(r, SEN) for r in in_match(d, _ae22(d))),
    ),
    Fact(
        "h-count-backhand-nets-chou",
        "h_count_player_backhand",
        "count",
        "How many backhand net shots did Chou Tien Chen play?",
        f"Chou Tien Chen's backhand {NET_SHOTS}, over every rally he played.",
        lambda d: sum(s.kind in NET and s.backhand for s in shots_of(d, CHOU)),
    ),
    Fact(
        "h-count-out-lost-antonsen",
        "h_count_lost_out",
        "count",
        "How many rallies did Anders Antonsen lose by hitting the shuttle out?",
        "Rallies Antonsen lost that ended out (the loser hit the final shot out).",
        lambda d: sum(r.ending == "out" for r in lost(d, ANTONSEN)),
    ),
    Fact(
        "h-count-long-serves-ginting",
        "h_count_player_serves",
        "count",
        "How many long serves did Anthony Ginting hit?",
        "Ginting's long services over every rally he played.",
        lambda d: sum(s.kind == "long service" for s in shots_of(d, GINTING)),
    ),
    Fact(
        "h-count-short-rallies",
        "h_count_short_rallies",
        "count",
        "How many rallies were over within three shots?",
        "Rallies of at most 3 shots.",
        lambda d: sum(len(r.shots) <= 3 for r in d.rallies),
    ),
    Fact(
        "h-count-third-set",
        "h_count_set",
        "count",
        "How many rallies were played in a third set?",
        "Rallies of set 3, over every match.",
        lambda d: sum(r.set_no == 3 for r in d.rallies),
    ),
    # shares
    Fact(
        "h-share-clears-an",
        "h_share_player_shot",
        "share",
        "What share of An Se Young's shots are clears?",
        f"Percent of An Se Young's {KNOWN} that are clears.",
        lambda d: pct(sum(s.kind == "clear" for s in shots_of(d, AN)), len(shots_of(d, AN))),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h-share-out-endings",
        "h_share_ending",
        "share",
        "What percentage of all rallies end with the shuttle out?",
        "Percent of every rally whose ending is out.",
        lambda d: pct(sum(r.ending == "out" for r in d.rallies), len(d.rallies)),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h-share-receive-won-yufei",
        "h_share_receive_won",
        "share",
        "What share of the rallies Chen Yufei received did she win?",
        "Percent of the rallies Chen Yufei received (her opponent hit shot 1; a winner named) "
        "that she won.",
        lambda d: (lambda rs: pct(sum(r.winner == s for r, s in rs), len(rs)))(received(d, YUFEI)),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "h-share-smash-wins-axelsen",
        "h_share_won_by_smash",
        "share",
        "What percentage of the rallies Viktor Axelsen won did he finish with a smash?",
        f"Percent of the rallies Axelsen won whose final shot is his, one of the {SMASHES}.",
        lambda d: pct(len(smash_winners(d, AXELSEN)), len(won(d, AXELSEN))),
        tolerance=SHARE_TOL,
    ),
    # averages
    Fact(
        "h-avg-len-momota-matches",
        "h_avg_len_player_matches",
        "average",
        "What is the average rally length in Kento Momota's matches?",
        "Mean number of shots over every rally Momota played.",
        lambda d: _mean_length([r for r, _ in played(d, MOMOTA)]),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "h-avg-len-lost-chou",
        "h_avg_len_lost",
        "average",
        "How long, on average, are the rallies Chou Tien Chen loses?",
        "Mean number of shots of the rallies Chou lost.",
        lambda d: _mean_length(lost(d, CHOU)),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "h-avg-len-set3",
        "h_avg_len_set",
        "average",
        "What is the average rally length in the third set?",
        "Mean number of shots of the rallies of set 3, over every match.",
        lambda d: _mean_length([r for r in d.rallies if r.set_no == 3]),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "h-avg-drops-per-match-marin",
        "h_avg_player_shot_per_match",
        "average",
        "How many drop shots per match does Carolina Marin play on average?",
        "Marin's drops and passive drops divided by the number of her matches.",
        lambda d: avg(sum(s.kind in DROP for s in shots_of(d, MARIN)), len(matches_of(d, MARIN))),
        tolerance=AVERAGE_TOL,
    ),
    # which most
    Fact(
        "h-most-finish-momota",
        "h_most_player_finish",
        "which_most",
        "Which shot does Kento Momota win the most rallies with?",
        "The most common type of the final shot in the rallies Momota won with his own shot.",
        lambda d: top(Counter(own_finishes(d, MOMOTA))),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "h-most-smashes-player",
        "h_most_shot_hitter",
        "which_most",
        "Which player hits the most smashes?",
        f"The player who hit the most {SMASHES}, over every rally.",
        lambda d: top(
            Counter(r.name(s.hitter) for r in d.rallies for s in r.shots if s.kind in SMASH)
        ),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "h-most-wins-player",
        "h_most_rally_wins",
        "which_most",
        "Who won the most rallies?",
        "The player who won the most rallies.",
        lambda d: top(Counter(r.name(r.winner) for r in d.rallies if r.winner)),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "h-most-net-errors",
        "h_most_net_errors",
        "which_most",
        "Which player made the most net errors?",
        "The player who lost the most rallies that ended in the net.",
        lambda d: top(Counter(r.name(r.loser) for r in d.rallies if r.ending == "net" and r.loser)),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "h-most-return-of-serve",
        "h_most_return",
        "which_most",
        "What is the most common return of serve?",
        "The most common known type of shot 2.",
        lambda d: top(
            Counter(r.shots[1].kind for r in d.rallies if len(r.shots) > 1)
            - Counter({"unknown": 10**6})
        ),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "h-most-drop-landing-chou",
        "h_most_landing_zone",
        "which_most",
        "Where do most of Chou Tien Chen's drops land?",
        "The most common landing zone (depth-side, as the player of that half sees it) of "
        "Chou's drops and passive drops with a known landing.",
        lambda d: top(
            Counter(s.land_zone for s in shots_of(d, CHOU) if s.kind in DROP and s.land_zone)
        ),
        kind="name",
        tolerance=None,
    ),
    # comparisons
    Fact(
        "h-cmp-drops-per-rally-momota-chou",
        "h_compare_drops_per_rally",
        "compare",
        "Who plays more drops per rally, Kento Momota or Chou Tien Chen, and by how much?",
        "Drops and passive drops per rally played, for each; margin in drops per rally, two "
        "decimals.",
        lambda d: compare(d, drops_per_rally, MOMOTA, CHOU, 2),
        kind="name",
        tolerance=0.01,
    ),
    Fact(
        "h-cmp-outs-per-match-axelsen-ng",
        "h_compare_outs_per_match",
        "compare",
        "Who loses more rallies per match by hitting out, Viktor Axelsen or Ng Ka Long Angus?",
        "Rallies lost that ended out, divided by the player's matches; margin per match, two "
        "decimals.",
        lambda d: compare(d, outs_per_match, AXELSEN, NG, 2),
        kind="name",
        tolerance=0.01,
    ),
    Fact(
        "h-cmp-smashes-total-lzj-christie",
        "h_compare_smash_totals",
        "compare",
        "Who hit more smashes in total, Lee Zii Jia or Jonatan Christie, and how many more?",
        f"Each player's {SMASHES} over every rally played; margin in smashes.",
        lambda d: compare(d, smashes_total, LZJ, CHRISTIE, 0),
        kind="name",
        tolerance=0,
    ),
    # show me
    Fact(
        "h-show-gp-lost-axelsen",
        "h_show_game_points_lost",
        "show_me",
        "Show me the rallies where Viktor Axelsen had game point and lost the rally.",
        "Rallies that started with Axelsen at game point and that his opponent won.",
        lambda d: ids(game_points_lost(d, AXELSEN)),
        kind="rallies",
        tolerance=None,
    ),
    Fact(
        "h-show-50-shots",
        "h_show_very_long",
        "show_me",
        "Show me every rally of 50 shots or more.",
        "Rallies with at least 50 shots.",
        lambda d: ids([r for r in d.rallies if len(r.shots) >= 50]),
        kind="rallies",
        tolerance=None,
    ),
    Fact(
        "h-show-drop-wins-sindhu",
        "h_show_player_shot_finish",
        "show_me",
        "Show me the rallies Pusarla Sindhu won with a drop shot.",
        "Rallies Sindhu won whose final shot is her drop or passive drop.",
        lambda d: ids([r for r in won(d, SINDHU) if own_finishes_with(r, SINDHU, DROP)]),
        kind="rallies",
        tolerance=None,
    ),
    Fact(
        "h-show-longest-my22",
        "h_show_longest_in_match",
        "show_me",
        "Show me the longest rally of the 2022 Malaysia Open final between Axelsen and Momota.",
        "The rally (or rallies, if tied) with the most shots in that match.",
        lambda d: _longest(in_match(d, _my22(d))),
        kind="rallies",
        tolerance=None,
    ),
    # not in the corpus
    Fact(
        "h-nf-lee-yong-dae",
        "h_not_found_player",
        "not_found",
        "How many smashes did Lee Yong Dae hit?",
        NOT_FOUND,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "h-nf-peter-gade",
        "h_not_found_player",
        "not_found",
        "Show me the rallies Peter Gade won at the net.",
        NOT_FOUND,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "h-nf-rio-final",
        "h_not_found_match",
        "not_found",
        "What was the average rally length in the 2016 Rio Olympics final?",
        NOT_FOUND,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    # nothing in the annotations answers these
    Fact(
        "h-ca-height",
        "h_cannot_answer_body",
        "cannot_answer",
        "How tall is Viktor Axelsen?",
        NO_DATA,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "h-ca-shoes",
        "h_cannot_answer_equipment",
        "cannot_answer",
        "What shoes does Lee Zii Jia wear?",
        NO_DATA,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "h-ca-shuttle-speed",
        "h_cannot_answer_speed",
        "cannot_answer",
        "What was the shuttle speed of An Se Young's fastest clear?",
        NO_DATA,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
]

# Further wordings, written by hand with the base ones, before any run of the asker on them.
WORDINGS: dict[str, list[str]] = {
    "h-count-won-ae22-sen": [
        "Lakshya Sen vs Lee Zii Jia, All England 2022 semis: how many points did Sen win?",
        "Count the rallies won by Lakshya Sen in his 2022 All England semi-final with Lee Zii Jia.",
    ],
    "h-count-backhand-nets-chou": [
        "Number of net shots Chou Tien Chen hit on his backhand?",
        "How often did Chou Tien Chen play a backhand net shot?",
    ],
    "h-count-out-lost-antonsen": [
        "Anders Antonsen: how many points did he lose on shots that went out?",
        "How many of Antonsen's lost rallies ended with the shuttle out?",
    ],
    "h-count-long-serves-ginting": [
        "Anthony Sinisuka Ginting's long serves - how many are there?",
        "Count Ginting's long services.",
    ],
    "h-count-short-rallies": [
        "How many rallies lasted 3 shots or fewer?",
        "Number of rallies with no more than three shots?",
    ],
    "h-count-third-set": [
        "Count the rallies from third sets.",
        "How many rallies happened in set 3?",
    ],
    "h-share-clears-an": [
        "What percentage of the strokes An Se Young plays are clears?",
        "An Se Young: what proportion of her shots are clears?",
    ],
    "h-share-out-endings": [
        "What share of rallies ended out?",
        "How often, in percent, does a rally end with the shuttle landing out?",
    ],
    "h-share-receive-won-yufei": [
        "When Chen Yufei is receiving, what percentage of rallies does she win?",
        "What is Chen Yufei's win rate on the opponent's serve?",
    ],
    "h-share-smash-wins-axelsen": [
        "Of the points Axelsen won, what share did he finish with a smash?",
        "What percentage of Viktor Axelsen's won rallies ended with his smash?",
    ],
    "h-avg-len-momota-matches": [
        "On average, how many shots per rally are played in matches involving Momota?",
        "Mean rally length in Kento Momota's matches?",
    ],
    "h-avg-len-lost-chou": [
        "What's the mean number of shots in rallies lost by Chou Tien Chen?",
        "Average length of the rallies Chou Tien Chen lost?",
    ],
    "h-avg-len-set3": [
        "Mean shots per rally in third sets?",
        "How long is the average rally in set 3?",
    ],
    "h-avg-drops-per-match-marin": [
        "On average, how many drops does Carolina Marin hit in a match?",
        "Marin's average number of drop shots per match?",
    ],
    "h-most-finish-momota": [
        "What's Kento Momota's most common winning shot?",
        "With which shot does Momota most often win a rally?",
    ],
    "h-most-smashes-player": [
        "Who smashed the most in the archive?",
        "Which player played the most smashes?",
    ],
    "h-most-wins-player": [
        "Which player has won the most points in the data?",
        "Who wins the most rallies overall?",
    ],
    "h-most-net-errors": [
        "Who lost the most rallies in the net?",
        "Which player hits the shuttle into the net the most?",
    ],
    "h-most-return-of-serve": [
        "Which shot is played most often as the return of serve?",
        "What do players most often return the serve with?",
    ],
    "h-most-drop-landing-chou": [
        "Which zone do Chou Tien Chen's drop shots land in most often?",
        "Where does Chou Tien Chen drop the shuttle most often?",
    ],
    "h-cmp-drops-per-rally-momota-chou": [
        "Momota or Chou Tien Chen: which of them drops more per rally?",
        "Between Kento Momota and Chou Tien Chen, who hits more drop shots per rally?",
    ],
    "h-cmp-outs-per-match-axelsen-ng": [
        "Between Axelsen and Ng Ka Long Angus, who hits more rallies out per match?",
        "Who makes more out errors per match, Viktor Axelsen or Ng Ka Long Angus?",
    ],
    "h-cmp-smashes-total-lzj-christie": [
        "Lee Zii Jia or Jonatan Christie: who has more smashes overall?",
        "Between Jonatan Christie and Lee Zii Jia, who smashed more times in total?",
    ],
    "h-show-gp-lost-axelsen": [
        "List the game points Viktor Axelsen failed to convert.",
        "Show me Axelsen's lost game points.",
    ],
    "h-show-50-shots": [
        "List the rallies that lasted at least 50 shots.",
        "Find all rallies with 50+ shots.",
    ],
    "h-show-drop-wins-sindhu": [
        "Find the rallies PV Sindhu won with a drop.",
        "List Pusarla V. Sindhu's rallies won by her drop shot.",
    ],
    "h-show-longest-my22": [
        "Find the longest rally in the Malaysia Open 2022 final, Axelsen v Momota.",
    ],
    "h-nf-lee-yong-dae": ["How many rallies did Lee Yong Dae win in the archive?"],
    "h-nf-peter-gade": ["What share of his rallies did Peter Gade win?"],
    "h-nf-rio-final": ["Show me the longest rally of the 2016 Rio Olympic final."],
    "h-ca-height": ["What is Viktor Axelsen's height?"],
    "h-ca-shoes": ["Which shoe brand does Lee Zii Jia play in?"],
    "h-ca-shuttle-speed": ["How fast was An Se Young's fastest clear, in km/h?"],
}


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every held-out question line, in fact order, answered from the raw corpus."""
    return answered(corpus.load(Path(root)), FACTS, WORDINGS, lambda _: SPLIT)


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
