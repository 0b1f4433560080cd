"""Retrieval metrics on hand-made rankings."""

import json

import pytest

from rallyscope.search import metrics


def test_scores_of_one_ranking():
    m = metrics.score(["x", "a", "y", "b"], {"a", "b", "c"}, depth=4)
    assert m["hit@1"] == 0 and m["hit@5"] == 1
    assert m["recall@5"] == pytest.approx(2 / 3)
    assert m["p@10"] == pytest.approx(0.2)
    assert m["ap"] == pytest.approx((1 / 2 + 2 / 4) / 3)
    assert m["first_rank"] == 2


def test_ap_is_one_for_a_list_relevant_all_the_way_down():
    relevant = {f"r{i}" for i in range(500)}
    m = metrics.score([f"r{i}" for i in range(100)], relevant, depth=100)
    assert m["ap"] == 1 and m["recall@10"] == pytest.approx(10 / 500)


def test_nothing_found_ranks_past_the_depth():
    m = metrics.score(["x", "y"], {"a"}, depth=10)
    assert m["first_rank"] == 11 and m["ap"] == 0 and m["hit@10"] == 0


def test_summary_and_categories():
    rows = [
        {"id": "q1", "category": "factual", **metrics.score(["a"], {"a"}, 10)},
        {"id": "q2", "category": "factual", **metrics.score(["x", "b"], {"b"}, 10)},
        {"id": "q3", "category": "relational", **metrics.score(["x"], {"c"}, 10)},
    ]
    overall = metrics.summarise(rows)
    assert overall["hit@1"] == pytest.approx(1 / 3) and overall["mdr"] == 2
    assert overall["mnr"] == pytest.approx((1 + 2 + 11) / 3)
    assert overall["map"] == pytest.approx((1 + 0.5 + 0) / 3)
    cats = metrics.by_category(rows)
    assert cats["factual"]["hit@5"] == 1 and cats["relational"]["hit@5"] == 0
    table = metrics.markdown(overall, cats, rows)
    assert "| relational |" in table and "| q2 |" in table


def test_query_files_name_the_bad_line(tmp_path):
    path = tmp_path / "q.jsonl"
    path.write_text(json.dumps({"id": "a", "query": "x", "relevant": []}) + "\n{oops\n")
    with pytest.raises(ValueError, match=r"q.jsonl, line 2: not JSON"):
        metrics.read_queries(path)
    path.write_text(json.dumps({"id": "a", "query": "x"}) + "\n")
    with pytest.raises(ValueError, match="line 1: missing field.*relevant"):
        metrics.read_queries(path)
