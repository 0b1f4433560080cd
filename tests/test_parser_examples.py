"""The LLM parser's bank of worked examples: what it holds, and the nearest ones shown."""

import pytest

from rallyscope import config
from rallyscope.pattern.players import PlayerNames
from rallyscope.pattern.syntax import parse, render
from rallyscope.planner import examples as ex
from rallyscope.planner.llm import EXAMPLES, LLMParser
from rallyscope.planner.plan import Planner
from rallyscope.search.metrics import canonical

BANK = ex.bank()


def test_the_bank_leaves_out_the_scored_splits():
    scored = {r["query"] for r in ex.frozen_queries() if r["split"] in ex.LEFT_OUT}
    assert len(scored) > 150, "the development and test query files are missing"
    shown = {e.query for e in BANK.examples}
    assert len(shown) == len(BANK.examples) > 3000
    assert not shown & scored


def test_every_example_is_a_valid_pattern_at_most_three_times():
    counts: dict[str, int] = {}
    for example in BANK.examples:
        assert render(parse(example.pattern)) == example.pattern, example
        counts[example.pattern] = counts.get(example.pattern, 0) + 1
    assert max(counts.values()) == ex.PER_PATTERN
    assert len(counts) > 1500, "the bank should span many readings"


def test_the_bank_is_what_the_rules_read_now(shuttleset_root):
    """One example in ten, planned again (all of them: ``python -m
    rallyscope.planner.examples --check``, about a minute)."""
    planner = ex.corpus_planner(shuttleset_root)
    stale = []
    for example in BANK.examples[::10]:
        plan = planner.plan(example.query, "rule")
        if plan.unexplained or render(plan.pattern) != example.pattern:
            stale.append((example.query, example.pattern, render(plan.pattern)))
    assert not stale, f"rebuild the bank (python -m rallyscope.planner.examples): {stale[:5]}"


def test_build_keeps_complete_readings_outside_the_scored_splits():
    rows = [
        {"query": "smash winners", "split": "heldout1"},
        {"query": "smashes that win outright", "split": "heldout1"},
        {"query": "a smash that wins the rally", "split": "heldout2"},
        {"query": "a smash to finish the rally", "split": "heldout3"},  # the 4th wording
        {"query": "drop winners", "split": "test"},
        {"query": "lift winners", "split": "dev"},
        {"query": "a smash with flair", "split": "heldout1"},  # "flair" unexplained
    ]
    planner = Planner(PlayerNames([]), config.params()["search"])
    built = ex.build(rows, planner)
    assert [e.query for e in built] == [r["query"] for r in rows[:3]]
    assert {e.pattern for e in built} == {"smash[by=winner]$ ~end=winner"}


SMALL = ex.Examples(
    [
        ex.Example("smash winners", "smash[by=winner]$ ~end=winner"),
        ex.Example("smashes that win outright", "smash[by=winner]$ ~end=winner"),
        ex.Example("three smashes in a row", "smash{3,}"),
        ex.Example("lifts hit out", "lift$ end=out"),
        ex.Example("a net shot then a rush", "net > rush"),
    ]
)


def test_the_nearest_examples_come_one_per_reading_the_nearest_last():
    near = SMALL.nearest("smashes in a row that win", 2)
    assert [e.pattern for e in near] == ["smash[by=winner]$ ~end=winner", "smash{3,}"]
    assert len({e.pattern for e in SMALL.nearest("smash", 5)}) == len(SMALL.nearest("smash", 5))
    assert SMALL.nearest("smash", 0) == [] and ex.Examples([]).nearest("smash", 3) == []


def test_the_prompt_shows_the_nearest_examples_between_the_fixed_ones_and_the_query(
    monkeypatch: pytest.MonkeyPatch,
):
    monkeypatch.setattr("rallyscope.planner.llm.bank", lambda: SMALL)
    messages = LLMParser(nearest=2).messages("lifts that go out", PlayerNames([]))
    fixed = 1 + 2 * len(EXAMPLES)
    assert [m["content"] for m in messages[fixed:]] == [
        "smashes that win outright",
        "smash[by=winner]$ ~end=winner",
        "lifts hit out",
        "lift$ end=out",
        "lifts that go out",
    ]
    assert messages[fixed - 1]["content"] == EXAMPLES[-1][1]


def test_the_llm_parsers_names_are_written_as_the_rules_write_them():
    from rallyscope.planner.llm import _as_stored

    players = PlayerNames(["Kento MOMOTA", "Carolina MARIN"])
    said = _as_stored(parse('drop[by="Kento Momota"]$ won="kento MOMOTA"'), players)
    rules = Planner(players, config.params()["search"]).plan("Momota's drop winners", "rule")
    assert render(said) == 'drop[by="kento momota"]$ won="kento momota"'
    assert canonical(said) == canonical(rules.pattern)
    with pytest.raises(ValueError, match="Nobody"):
        _as_stored(parse('won="Nobody Atall"'), players)
