"""Write the frozen question set for the agent, ``questions.jsonl``, from the raw corpus.

Each template is a kind of fact checked by plain Python over the raw CSVs (through
:mod:`benchmarks.queries.corpus`, never ``rallyscope``); its instances name players, matches
or shots. Every fact is asked in its base wording and in the rewordings kept after review
(``question_wordings.json``: written by a local LLM, picked by MMR, each checked by hand).
Templates are split dev/test with a fixed seed, stratified by question type, so all wordings
of a fact and all facts of a template share a split.

    .venv/bin/python -m benchmarks.queries.build_questions [--root DATA] [--check]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from benchmarks.queries import corpus
from benchmarks.queries.corpus import Corpus, Rally, Shot
from benchmarks.queries.truth import DROP, SMASH, game_point, other, side_of

OUT = Path(__file__).with_name("questions.jsonl")
WORDINGS = Path(__file__).with_name("question_wordings.json")
SEED = 20240611
DEV_SHARE = 0.4

# answer conventions: shares are percent with one decimal, averages two decimals
SHARE_TOL, AVERAGE_TOL = 0.1, 0.05


@dataclass(frozen=True)
class Fact:
    id: str
    template: str
    type: str  # count, share, average, which_most, compare, show_me, not_found, cannot_answer
    question: str  # the base wording
    definition: str
    answer: Callable[[Corpus], object]  # -> number, name, rally ids, or (name, margin)
    kind: str = "number"  # number, name, rallies, none
    tolerance: float | None = 0


# --- plain-Python statistics over the raw rallies ------------------------------------------


def played(data: Corpus, name: str) -> list[tuple[Rally, str]]:
    """(rally, the player's side) for every rally the named player played."""
    return [(r, s) for r in data.rallies if (s := side_of(r, name)) is not None]


def shots_of(data: Corpus, name: str) -> list[Shot]:
    """The named player's shots of a known type."""
    return [
        s
        for r, side in played(data, name)
        for s in r.shots
        if s.hitter == side and s.kind != "unknown"
    ]


def lost(data: Corpus, name: str) -> list[Rally]:
    return [r for r, side in played(data, name) if r.winner is not None and r.winner != side]


def won(data: Corpus, name: str) -> list[Rally]:
    return [r for r, side in played(data, name) if r.winner == side]


def served(data: Corpus, name: str) -> list[tuple[Rally, str]]:
    return [(r, s) for r, s in played(data, name) if r.server == s and r.winner is not None]


def matches_of(data: Corpus, name: str) -> list[str]:
    return sorted({r.match.folder for r, _ in played(data, name)})


def match(data: Corpus, tournament: str, round_: str, a: str, b: str) -> str:
    """The one match folder of that tournament (a substring, any case) and round between the
    two named players."""
    found = [
        m.folder
        for m in data.matches
        if tournament.lower() in m.tournament.lower()
        and m.round.lower() == round_.lower()
        and {a.lower(), b.lower()} == {n.lower() for n in m.names.values()}
    ]
    if len(found) != 1:
        raise ValueError(f"{tournament} {round_} {a} v {b}: {len(found)} matches")
    return found[0]


def in_match(data: Corpus, folder: str) -> list[Rally]:
    return [r for r in data.rallies if r.match.folder == folder]


def pct(part: int, whole: int) -> float:
    return round(100 * part / whole, 1)


def share_of(items: list, keep: Callable[[object], bool]) -> float:
    """Percent of ``items`` (rallies, shots, or pairs of them) for which ``keep`` holds."""
    return pct(sum(keep(x) for x in items), len(items))


def avg(total: float, n: int) -> float:
    return round(total / n, 2)


def top(counts: Counter) -> str:
    """The most common key; refuses a tie, which would make the answer ambiguous."""
    (first, n1), (_, n2) = counts.most_common(2)
    if n1 == n2:
        raise ValueError(f"tie at the top: {counts.most_common(3)}")
    return first


def ids(rallies: list[Rally]) -> list[str]:
    return sorted(
        (r.id for r in rallies), key=lambda i: (i.split("|")[0], *map(int, i.split("|")[1:]))
    )


def smash_winners(data: Corpus, name: str) -> list[Rally]:
    return [
        r
        for r in won(data, name)
        if r.shots[-1].kind in SMASH and r.shots[-1].hitter == side_of(r, name)
    ]


def serve_share(data: Corpus, name: str) -> float:
    rallies = served(data, name)
    return pct(sum(r.winner == s for r, s in rallies), len(rallies))


def long_win_share(data: Corpus, name: str) -> float:
    rallies = [(r, s) for r, s in played(data, name) if len(r.shots) >= 20 and r.winner]
    return pct(sum(r.winner == s for r, s in rallies), len(rallies))


def smashes_per_rally(data: Corpus, name: str) -> float:
    n_smash = sum(s.kind in SMASH for s in shots_of(data, name))
    return n_smash / len(played(data, name))


def net_errors_per_match(data: Corpus, name: str) -> float:
    return sum(r.ending == "net" for r in lost(data, name)) / len(matches_of(data, name))


def compare(data: Corpus, measure, a: str, b: str, digits: int) -> tuple[str, float]:
    """(the player with the larger measure, by how much, rounded)."""
    va, vb = measure(data, a), measure(data, b)
    if round(va, digits) == round(vb, digits):
        raise ValueError(f"{a} and {b} tie on {measure.__name__}")
    return (a, round(va - vb, digits)) if va > vb else (b, round(vb - va, digits))


def gp_saved_by(data: Corpus, name: str) -> list[Rally]:
    return [
        r
        for r, side in played(data, name)
        if r.winner == side and game_point(r.score_before, other(side))
    ]


# --- the facts -----------------------------------------------------------------------------

MOMOTA, CHOU, AXELSEN, AN = "Kento MOMOTA", "CHOU Tien Chen", "Viktor AXELSEN", "An Se Young"
MARIN, LZJ, ANTONSEN = "Carolina MARIN", "LEE Zii Jia", "Anders ANTONSEN"
YUFEI, YAMAGUCHI, SEN = "CHEN Yufei", "Akane YAMAGUCHI", "Lakshya SEN"


def _dk18(d: Corpus) -> str:
    return match(d, "Denmark Open 2018", "Finals", MOMOTA, CHOU)


def _wc22(d: Corpus) -> str:
    return match(d, "BWF World Championships 2022", "Finals", YAMAGUCHI, YUFEI)


def _ae22(d: Corpus) -> str:
    return match(d, "All England Open Badminton Championships 2022", "Semi-finals", LZJ, SEN)


SMASHES = "smashes (smash or wrist smash)"
KNOWN = "her or his shots of a known type"
NOT_FOUND = "The player or match is not in the corpus: the answer is null."
NO_DATA = "The annotations hold nothing that answers this: the answer is null."

FACTS: list[Fact] = [
    # counts
    Fact(
        "count-smash-winners-momota",
        "count_smash_winners",
        "count",
        "How many rallies did Kento Momota win with a smash as the last shot?",
        f"Rallies Momota won whose final shot is his, one of the {SMASHES}.",
        lambda d: len(smash_winners(d, MOMOTA)),
    ),
    Fact(
        "count-smash-winners-axelsen",
        "count_smash_winners",
        "count",
        "How many points did Viktor Axelsen finish with a smash that won him the rally?",
        f"Rallies Axelsen won whose final shot is his, one of the {SMASHES}.",
        lambda d: len(smash_winners(d, AXELSEN)),
    ),
    Fact(
        "count-rallies-40",
        "count_long_rallies",
        "count",
        "How many rallies in the archive last 40 shots or more?",
        "Rallies with at least 40 shots (after dropping repeated rows).",
        lambda d: sum(len(r.shots) >= 40 for r in d.rallies),
    ),
    Fact(
        "count-matches-axelsen",
        "count_player_matches",
        "count",
        "How many of Viktor Axelsen's matches are in the archive?",
        "Distinct matches (after de-duplicating ShuttleSet22) in which Axelsen plays.",
        lambda d: len(matches_of(d, AXELSEN)),
    ),
    Fact(
        "count-matches-yufei",
        "count_player_matches",
        "count",
        "How many Chen Yufei matches does the corpus hold?",
        "Distinct matches (after de-duplicating ShuttleSet22) in which Chen Yufei plays.",
        lambda d: len(matches_of(d, YUFEI)),
    ),
    Fact(
        "count-chou-net-dk18",
        "count_match_endings",
        "count",
        "In the 2018 Denmark Open final against Kento Momota, how many rallies did Chou Tien "
        "Chen lose in the net?",
        "Rallies of that match that Chou lost and that ended in the net (tape or not over).",
        lambda d: sum(
            r.ending == "net" and side_of(r, CHOU) == r.loser for r in in_match(d, _dk18(d))
        ),
    ),
    Fact(
        "count-an-smashes",
        "count_player_shots",
        "count",
        "How many smashes did An Se Young hit across all her matches?",
        f"An Se Young's {SMASHES} over every rally she played.",
        lambda d: sum(s.kind in SMASH for s in shots_of(d, AN)),
    ),
    Fact(
        "count-yamaguchi-drops",
        "count_player_shots",
        "count",
        "How many drop shots did Akane Yamaguchi play in the archive?",
        "Akane Yamaguchi's drops and passive drops over every rally she played.",
        lambda d: sum(s.kind in DROP for s in shots_of(d, YAMAGUCHI)),
    ),
    Fact(
        "count-deuce",
        "count_deuce",
        "count",
        "How many rallies were played at deuce?",
        "Rallies starting level at 20-20 or beyond (21-21, ...).",
        lambda d: sum(r.score_before[0] == r.score_before[1] >= 20 for r in d.rallies),
    ),
    # shares, in percent with one decimal
    Fact(
        "share-net-lost-momota",
        "share_lost_in_net",
        "share",
        "What share of Momota's lost points are net errors?",
        "Percent of the rallies Momota lost (a winner named) that ended in the net.",
        lambda d: pct(sum(r.ending == "net" for r in lost(d, MOMOTA)), len(lost(d, MOMOTA))),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "share-net-lost-chou",
        "share_lost_in_net",
        "share",
        "What percentage of the rallies Chou Tien Chen lost ended with the shuttle in the net?",
        "Percent of the rallies Chou lost (a winner named) that ended in the net.",
        lambda d: pct(sum(r.ending == "net" for r in lost(d, CHOU)), len(lost(d, CHOU))),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "share-serve-won-axelsen",
        "share_serve_won",
        "share",
        "What percentage of the rallies Viktor Axelsen served did he win?",
        "Percent of the rallies Axelsen served (hit shot 1; a winner named) that he won.",
        lambda d: serve_share(d, AXELSEN),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "share-smash-lzj",
        "share_player_shot",
        "share",
        "What share of Lee Zii Jia's shots are smashes?",
        f"Percent of Lee Zii Jia's {KNOWN} that are {SMASHES}.",
        lambda d: pct(sum(s.kind in SMASH for s in shots_of(d, LZJ)), len(shots_of(d, LZJ))),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "share-server-wins",
        "share_server_wins",
        "share",
        "What share of all rallies does the server win?",
        "Percent of rallies (a winner named) won by the player who hit shot 1.",
        lambda d: pct(
            sum(r.winner == r.server for r in d.rallies if r.winner),
            sum(r.winner is not None for r in d.rallies),
        ),
        tolerance=SHARE_TOL,
    ),
    Fact(
        "share-momota-v-chou",
        "share_head_to_head",
        "share",
        "Across their matches against each other, what share of the rallies did Kento Momota "
        "win against Chou Tien Chen?",
        "Percent of the rallies (a winner named) of all Momota v Chou matches that Momota won.",
        lambda d: (lambda rs: pct(sum(r.winner == side_of(r, MOMOTA) for r in rs), len(rs)))(
            [r for r, _ in played(d, MOMOTA) if side_of(r, CHOU) and r.winner]
        ),
        tolerance=SHARE_TOL,
    ),
    # averages, two decimals
    Fact(
        "avg-rally-length",
        "avg_rally_length",
        "average",
        "What is the average rally length, in shots, across the whole archive?",
        "Mean number of shots per rally over every rally.",
        lambda d: avg(sum(len(r.shots) for r in d.rallies), len(d.rallies)),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "avg-len-won-marin",
        "avg_len_won",
        "average",
        "How long, on average, are the rallies that Carolina Marin wins?",
        "Mean number of shots of the rallies Marin won.",
        lambda d: avg(sum(len(r.shots) for r in won(d, MARIN)), len(won(d, MARIN))),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "avg-len-won-momota",
        "avg_len_won",
        "average",
        "On average, how many shots are there in the rallies Kento Momota wins?",
        "Mean number of shots of the rallies Momota won.",
        lambda d: avg(sum(len(r.shots) for r in won(d, MOMOTA)), len(won(d, MOMOTA))),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "avg-len-wc22-final",
        "avg_len_match",
        "average",
        "What is the average number of shots per rally in the 2022 World Championships final "
        "between Akane Yamaguchi and Chen Yufei?",
        "Mean number of shots per rally over every rally of that match.",
        lambda d: (lambda rs: avg(sum(len(r.shots) for r in rs), len(rs)))(in_match(d, _wc22(d))),
        tolerance=AVERAGE_TOL,
    ),
    Fact(
        "avg-smashes-per-match-antonsen",
        "avg_player_per_match",
        "average",
        "How many smashes per match does Anders Antonsen hit on average?",
        f"Antonsen's {SMASHES} divided by the number of his matches.",
        lambda d: avg(
            sum(s.kind in SMASH for s in shots_of(d, ANTONSEN)), len(matches_of(d, ANTONSEN))
        ),
        tolerance=AVERAGE_TOL,
    ),
    # which most
    Fact(
        "most-winning-shot",
        "most_winning_shot",
        "which_most",
        "Which shot ends the most rallies as a winner?",
        "The shot type (smash and wrist smash apart) most often final in rallies that ended "
        "with the shot landing in unreturned.",
        lambda d: top(Counter(r.shots[-1].kind for r in d.rallies if r.ending == "winner")),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "most-rallies-player",
        "most_rallies_player",
        "which_most",
        "Which player appears in the most rallies?",
        "The player (match.csv spelling) who plays the most rallies.",
        lambda d: top(Counter(r.match.names[s] for r in d.rallies for s in ("A", "B"))),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "most-shot-chou",
        "most_player_shot",
        "which_most",
        "Which shot does Chou Tien Chen play most often?",
        f"The most common type among Chou's {KNOWN}.",
        lambda d: top(Counter(s.kind for s in shots_of(d, CHOU))),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "most-shot-an",
        "most_player_shot",
        "which_most",
        "What is An Se Young's most frequent stroke?",
        f"The most common type among An Se Young's {KNOWN}.",
        lambda d: top(Counter(s.kind for s in shots_of(d, AN))),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "most-smash-zone-axelsen",
        "most_smash_zone",
        "which_most",
        "From which zone of the court does Viktor Axelsen hit most of his smashes?",
        f"The most common hit-from zone (depth-side, as the hitter sees it) of Axelsen's "
        f"{SMASHES} with a known zone.",
        lambda d: top(
            Counter(s.hit_zone for s in shots_of(d, AXELSEN) if s.kind in SMASH and s.hit_zone)
        ),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "most-smash-zone-marin",
        "most_smash_zone",
        "which_most",
        "Where on court is Carolina Marin when she smashes most often?",
        f"The most common hit-from zone (depth-side, as the hitter sees it) of Marin's "
        f"{SMASHES} with a known zone.",
        lambda d: top(
            Counter(s.hit_zone for s in shots_of(d, MARIN) if s.kind in SMASH and s.hit_zone)
        ),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "most-out-losses",
        "most_out_losses",
        "which_most",
        "Which player lost the most rallies by hitting the shuttle out?",
        "The player who lost the most rallies that ended out.",
        lambda d: top(Counter(r.name(r.loser) for r in d.rallies if r.ending == "out" and r.loser)),
        kind="name",
        tolerance=None,
    ),
    Fact(
        "most-setup-of-smash-winner",
        "most_setup_shot",
        "which_most",
        "Which shot most often comes right before a winning smash?",
        f"The most common type of the second-to-last shot in rallies whose final shot is one "
        f"of the {SMASHES}, landed in unreturned, by the rally winner.",
        lambda d: top(
            Counter(
                r.shots[-2].kind
                for r in d.rallies
                if len(r.shots) >= 2
                and r.shots[-1].kind in SMASH
                and r.ending == "winner"
                and r.winner == r.shots[-1].hitter
            )
        ),
        kind="name",
        tolerance=None,
    ),
]

FACTS += [
    # comparisons: the answer names the player, "margin" says by how much
    Fact(
        "cmp-smashes-per-rally-an-marin",
        "compare_smashes_per_rally",
        "compare",
        "Who smashes more per rally, An Se Young or Carolina Marin, and by how much?",
        f"{SMASHES.capitalize()} per rally played, for each; margin in smashes per rally, two "
        "decimals.",
        lambda d: compare(d, smashes_per_rally, AN, MARIN, 2),
        kind="name",
        tolerance=0.01,
    ),
    Fact(
        "cmp-serve-won-axelsen-momota",
        "compare_serve_won",
        "compare",
        "Who wins a bigger share of the rallies they serve, Viktor Axelsen or Kento Momota, and "
        "by how many percentage points?",
        "Percent of own-serve rallies won (a winner named), each to one decimal; margin in "
        "percentage points.",
        lambda d: compare(d, serve_share, AXELSEN, MOMOTA, 1),
        kind="name",
        tolerance=SHARE_TOL,
    ),
    Fact(
        "cmp-net-errors-chou-antonsen",
        "compare_net_errors",
        "compare",
        "Who makes more net errors per match, Chou Tien Chen or Anders Antonsen, and how many "
        "more?",
        "Rallies lost that ended in the net, divided by the player's matches; margin in net "
        "errors per match, two decimals.",
        lambda d: compare(d, net_errors_per_match, CHOU, ANTONSEN, 2),
        kind="name",
        tolerance=0.01,
    ),
    Fact(
        "cmp-long-rallies-axelsen-an",
        "compare_long_rally_wins",
        "compare",
        "Who wins a larger share of their rallies of 20 shots or more, Viktor Axelsen or An Se "
        "Young, and by how much?",
        "Percent of own rallies of at least 20 shots won (a winner named), each to one "
        "decimal; margin in percentage points.",
        lambda d: compare(d, long_win_share, AXELSEN, AN, 1),
        kind="name",
        tolerance=SHARE_TOL,
    ),
    # show me: the answer is the set of rallies
    Fact(
        "show-an-backhand-wins",
        "show_player_finish",
        "show_me",
        "Show me the rallies An Se Young won with a backhand as the final shot.",
        "Rallies An Se Young won whose final shot is her backhand.",
        lambda d: ids(
            [r for r in won(d, AN) if r.shots[-1].backhand and r.shots[-1].hitter == side_of(r, AN)]
        ),
        kind="rallies",
        tolerance=None,
    ),
    Fact(
        "show-deuce-momota",
        "show_deuce_player",
        "show_me",
        "Show me the deuce rallies in Kento Momota's matches.",
        "Rallies of Momota's matches starting level at 20-20 or beyond.",
        lambda d: ids(
            [r for r, _ in played(d, MOMOTA) if r.score_before[0] == r.score_before[1] >= 20]
        ),
        kind="rallies",
        tolerance=None,
    ),
    Fact(
        "show-longest-dk18",
        "show_longest_in_match",
        "show_me",
        "Show me the longest rally of the 2018 Denmark Open final between Momota and Chou Tien "
        "Chen.",
        "The rally (or rallies, if tied) with the most shots in that match.",
        lambda d: (
            lambda rs: ids([r for r in rs if len(r.shots) == max(len(x.shots) for x in rs)])
        )(in_match(d, _dk18(d))),
        kind="rallies",
        tolerance=None,
    ),
    Fact(
        "show-gp-saved-chou",
        "show_gp_saved",
        "show_me",
        "Show me the game points Chou Tien Chen saved.",
        "Rallies where Chou's opponent had game point as the rally started and Chou won.",
        lambda d: ids(gp_saved_by(d, CHOU)),
        kind="rallies",
        tolerance=None,
    ),
    Fact(
        "show-lzj-smash-wins-ae22",
        "show_smash_wins_in_match",
        "show_me",
        "Show me the rallies Lee Zii Jia won with a smash in the 2022 All England semi-final "
        "against Lakshya Sen.",
        f"Rallies of that match Lee Zii Jia won whose final shot is his, one of the {SMASHES}.",
        lambda d: ids([r for r in smash_winners(d, LZJ) if r.match.folder == _ae22(d)]),
        kind="rallies",
        tolerance=None,
    ),
    # players and matches the corpus does not hold
    Fact(
        "nf-tai-tzu-ying",
        "not_found_player_count",
        "not_found",
        "How many smashes did Tai Tzu Ying hit in the archive?",
        NOT_FOUND,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "nf-lin-dan",
        "not_found_player_show",
        "not_found",
        "Show me Lin Dan's net kills.",
        NOT_FOUND,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "nf-lee-chong-wei",
        "not_found_player_count",
        "not_found",
        "What share of the rallies he served did Lee Chong Wei win?",
        NOT_FOUND,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "nf-all-england-2019",
        "not_found_match",
        "not_found",
        "How many rallies were played in the 2019 All England final?",
        NOT_FOUND,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "nf-olympic-final",
        "not_found_match",
        "not_found",
        "What was the longest rally of the Tokyo Olympic final between Viktor Axelsen and Chen "
        "Long?",
        NOT_FOUND,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    # questions the annotations cannot answer
    Fact(
        "ca-smash-speed",
        "cannot_answer_speed",
        "cannot_answer",
        "How fast, in km/h, was Viktor Axelsen's fastest smash?",
        NO_DATA,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "ca-racket",
        "cannot_answer_equipment",
        "cannot_answer",
        "Which racket does Kento Momota use?",
        NO_DATA,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "ca-heart-rate",
        "cannot_answer_physiology",
        "cannot_answer",
        "What was An Se Young's heart rate during her longest rally?",
        NO_DATA,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
    Fact(
        "ca-spectators",
        "cannot_answer_attendance",
        "cannot_answer",
        "How many spectators watched the 2022 Malaysia Open final between Axelsen and Momota?",
        NO_DATA,
        lambda d: None,
        kind="none",
        tolerance=None,
    ),
]


def splits(facts: list[Fact]) -> dict[str, str]:
    """Template -> "dev" or "test": seeded, stratified by question type."""
    rng = random.Random(SEED)
    by_type: dict[str, list[str]] = defaultdict(list)
    for fact in facts:
        if fact.template not in by_type[fact.type]:
            by_type[fact.type].append(fact.template)
    out = {}
    for qtype in sorted(by_type):
        templates = sorted(by_type[qtype])
        rng.shuffle(templates)
        n_dev = round(DEV_SHARE * len(templates))
        out.update({t: "dev" if k < n_dev else "test" for k, t in enumerate(templates)})
    return out


def wordings() -> dict[str, list[str]]:
    """Fact id -> the rewordings kept after review."""
    if not WORDINGS.exists():
        return {}
    reviewed = json.loads(WORDINGS.read_text(encoding="utf-8"))
    return {
        fid: [c["text"] for c in entry["candidates"] if c["kept"]]
        for fid, entry in reviewed.items()
    }


def line(fact: Fact, k: int, question: str, split: str, value: object) -> dict:
    out = {
        "id": f"{fact.id}.{k}",
        "type": fact.type,
        "split": split,
        "question": question,
        "answer": value,
        "answer_kind": fact.kind,
        "tolerance": fact.tolerance,
        "definition": fact.definition,
    }
    if fact.type == "compare":
        out["answer"], out["margin"] = value
    if fact.type in ("not_found", "cannot_answer"):
        out["expect"] = fact.type
    return out


def answered(
    data: Corpus, facts: list[Fact], extra: dict[str, list[str]], split: Callable[[Fact], str]
) -> list[dict]:
    """Every question line of ``facts`` (base wording, then ``extra`` ones), in fact order,
    answered from ``data``."""
    unknown = set(extra) - {f.id for f in facts}
    if unknown:
        raise ValueError(f"wordings for facts that do not exist: {sorted(unknown)}")
    lines = []
    for fact in facts:
        value = fact.answer(data)
        for k, question in enumerate([fact.question, *extra.get(fact.id, [])], start=1):
            lines.append(line(fact, k, question, split(fact), value))
    return lines


def build(root: Path = corpus.DEFAULT_ROOT) -> list[dict]:
    """Every question line, in fact order, answered from the raw corpus."""
    split = splits(FACTS)
    return answered(corpus.load(Path(root)), FACTS, wordings(), lambda f: split[f.template])


def command(description: str, build: Callable[[Path], list[dict]], out: Path) -> int:
    """The command line of a question set: write ``out``, or ``--check`` it."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--root", type=Path, default=corpus.DEFAULT_ROOT)
    parser.add_argument("--check", action="store_true", help="compare with the frozen file")
    args = parser.parse_args()
    lines = build(args.root)
    if args.check:
        frozen = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
        same = frozen == lines
        print("frozen file matches the raw corpus" if same else "frozen file DIFFERS")
        return 0 if same else 1
    out.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines))
    print(f"wrote {len(lines)} questions to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(command(__doc__.split("\n")[0], build, OUT))
