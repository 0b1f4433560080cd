"""Quality gates: the stored suites are the generated ones, clean data passes, and each kind
of corruption fails the right expectation and names only the corrupted match."""

from __future__ import annotations

import json
import math
from pathlib import Path

import polars as pl
import pytest

from rallyscope import config, court, pipeline, quality
from rallyscope.sources import discover

SHUTTLESET = Path(__file__).resolve().parents[2] / "shared" / "data" / "shuttleset"


def _two_matches(tmp_path_factory: pytest.TempPathFactory) -> list:
    """Two real matches (the smallest, for speed) when ShuttleSet is there, else synthetic."""
    if (SHUTTLESET / "ShuttleSet" / "set" / "match.csv").exists():
        found = discover(SHUTTLESET).matches
        size = {s.match_id: sum(p.stat().st_size for p in s.set_files) for s in found}
        return sorted(found, key=lambda s: (size[s.match_id], s.match_id))[:2]
    try:
        from rallyscope.synthetic import generate_corpus
    except ImportError:
        pytest.fail(
            f"no test data: ShuttleSet is missing ({SHUTTLESET}/ShuttleSet/set/match.csv) "
            "and rallyscope.synthetic.generate_corpus is not available"
        )
    root = tmp_path_factory.mktemp("quality-corpus")
    generate_corpus(root, n_matches=2, seed=1)
    return discover(root).matches[:2]


@pytest.fixture(scope="module")
def batch(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """Each stage's dataset for a batch of two matches, as the flows hand it to the gate."""
    frames: dict[str, list[pl.DataFrame]] = {"ingest": [], "calibrate": [], "gamelog": []}
    ids = []
    for source in _two_matches(tmp_path_factory):
        tables: dict = {}
        for stage in ("ingest", "calibrate", "gamelog"):
            out = pipeline.run_stage(stage, source, tables, config.params())
            frames[stage].append(out.gate)
            tables.update(out.tables)
        ids.append(source.match_id)
    assert len(set(ids)) == 2, ids
    out: dict[str, object] = {s: pl.concat(f, how="diagonal_relaxed") for s, f in frames.items()}
    # The later stages' rows (index documents, narratives, poses), clean, two per match.
    rows = [m for m in ids for _ in range(2)]
    out["index"] = pl.DataFrame(
        {
            "match_id": rows,
            "doc_id": [f"{m}|1|{i}" for i, m in enumerate(rows)],
            "has_vector": [True] * 4,
            "dim": [384] * 4,
            "expected_dim": [384] * 4,
            "finite": [True] * 4,
            "norm": [1.0, 0.999, 1.0, 1.001],
            "dense_probe_rank": [1, None, 2, None],
            "sparse_probe_rank": [1, None, 1, None],
        }
    )
    out["narrative"] = pl.DataFrame(
        {
            "match_id": rows,
            "sections_complete": [True] * 4,
            "winner_stated": [True] * 4,
            "final_shot_stated": [True] * 4,
            "grounding_score": [0.9, 1.0, 0.85, 0.8],
            "claims_checked": [6, 5, 7, 4],
            "min_claims": [5, 5, 5, 4],
        }
    )
    out["pose"] = pl.DataFrame(
        {
            "match_id": rows,
            "hitter_found": [True] * 4,
            "keypoints_seen": [17, 15, 12, 17],
            "confidence": [0.9, 0.8, 0.55, 0.7],
        }
    )
    out["bad"], out["good"] = ids
    return out


@pytest.fixture(scope="module")
def params() -> dict:
    return config.params()


def _set(frame: pl.DataFrame, match_id: str, column: str, value: object, *, first_only=True):
    """``column`` set to ``value`` on the first row of ``match_id`` (or on all its rows)."""
    target = pl.col("match_id") == match_id
    if first_only:
        index = frame.with_row_index("_i").filter(target)["_i"][0]
        target = pl.int_range(pl.len()) == index
    dtype = frame.schema[column]
    return frame.with_columns(
        pl.when(target).then(pl.lit(value, dtype=dtype)).otherwise(pl.col(column)).alias(column)
    )


def _assert_named(verdict: quality.GateResult, batch: dict, expectation: str, column: str) -> None:
    assert not verdict.success
    assert list(verdict.failing_matches) == [batch["bad"]], verdict.failing_matches
    hits = [f for f in verdict.failed if f["expectation"] == expectation and column in f["columns"]]
    assert hits, verdict.failed
    assert hits[0]["matches"] == [batch["bad"]]
    assert any(column in d for d in verdict.failing_matches[batch["bad"]])
    json.dumps(verdict.report(), allow_nan=False)


def test_stored_suites_are_the_generated_ones() -> None:
    stored = sorted(p.stem for p in quality.EXPECTATIONS_DIR.glob("*.json"))
    assert stored == sorted(quality.SUITE_NAMES), "run: python -m rallyscope.quality"
    for name in quality.SUITE_NAMES:
        path = quality.EXPECTATIONS_DIR / f"{name}.json"
        assert path.read_text(encoding="utf-8") == quality.suite_json(name), (
            f"{path} differs from rallyscope/quality/suites.py; run: python -m rallyscope.quality"
        )


def test_thresholds_are_parameters_not_literals() -> None:
    matches = (quality.EXPECTATIONS_DIR / "calibrate_matches.json").read_text()
    strokes = (quality.EXPECTATIONS_DIR / "calibrate.json").read_text()
    assert '"$PARAMETER": "max_reprojection_error_px"' in matches
    assert '"$PARAMETER": "max_agreement_m"' in matches
    assert '"$PARAMETER": "court_x_max_m"' in strokes


@pytest.mark.parametrize("stage", quality.STAGE_SUITES)
def test_clean_batch_passes(batch: dict, params: dict, stage: str) -> None:
    verdict = quality.validate(stage, batch[stage], params)
    assert verdict.success, verdict.failed
    assert verdict.failing_matches == {}
    assert verdict.matches == 2
    assert json.loads(json.dumps(verdict.report()))["success"] is True


def test_the_pose_gate_names_the_rows_it_drops(batch: dict, params: dict) -> None:
    frame = batch["pose"].with_columns(
        hitter_found=pl.Series([True, False, True, True]),
        confidence=pl.Series([0.9, 0.0, 0.1, 0.7]),
    )
    verdict = quality.validate("pose", frame, params)
    assert sorted(verdict.failing_rows) == [1, 2]
    assert any("a person stands where the log" in r for r in verdict.failing_rows[1])
    assert any("confident" in r for r in verdict.failing_rows[2])


def test_a_narrative_below_the_grounding_threshold_fails(batch: dict, params: dict) -> None:
    frame = batch["narrative"].with_columns(grounding_score=pl.Series([0.9, 0.2, None, 0.8]))
    verdict = quality.validate("narrative", frame, params)
    assert sorted(verdict.failing_rows) == [1, 2]


def test_a_narrative_with_too_few_checked_claims_fails(batch: dict, params: dict) -> None:
    frame = batch["narrative"].with_columns(claims_checked=pl.Series([6, 5, 2, 4]))
    verdict = quality.validate("narrative", frame, params)
    assert sorted(verdict.failing_rows) == [2]
    assert any("at least min(5, shots + 1) claims" in f["description"] for f in verdict.failed)


def test_unknown_shot_type(batch: dict, params: dict) -> None:
    frame = _set(batch["ingest"], batch["bad"], "shot_type", "flying kick")
    verdict = quality.validate("ingest", frame, params)
    _assert_named(verdict, batch, "expect_column_values_to_be_in_set", "shot_type")
    assert verdict.failed[0]["unexpected_values"] == ["flying kick"]


@pytest.mark.parametrize("stage", ["ingest", "gamelog"])
def test_duplicate_key(batch: dict, params: dict, stage: str) -> None:
    frame = batch[stage]
    copy = frame.filter(pl.col("match_id") == batch["bad"]).head(1)
    verdict = quality.validate(stage, pl.concat([frame, copy]), params)
    _assert_named(verdict, batch, "expect_compound_columns_to_be_unique", "rally_no")


def test_out_of_court_position(batch: dict, params: dict) -> None:
    far = court.COURT_WIDTH + params["calibrate"]["court_margin_m"] + 1.0
    frame = _set(batch["calibrate"], batch["bad"], "player_x_m", far)
    verdict = quality.validate("calibrate", frame, params)
    _assert_named(verdict, batch, "expect_column_values_to_be_between", "player_x_m")
    assert verdict.failed[0]["unexpected_values"] == [pytest.approx(far)]


def test_hit_y_tolerates_a_stray_point_per_match_but_not_a_broken_match(
    batch: dict, params: dict
) -> None:
    one = _set(batch["calibrate"], batch["bad"], "hit_y_m", 30.0)
    assert quality.validate("calibrate", one, params).success
    every = _set(batch["calibrate"], batch["bad"], "hit_y_m", 30.0, first_only=False)
    verdict = quality.validate("calibrate", every, params)
    _assert_named(verdict, batch, "expect_column_values_to_be_between", "hit_y_m")


def test_missing_winner_on_a_complete_rally(batch: dict, params: dict) -> None:
    rallies = batch["gamelog"].with_row_index("_i")
    complete = rallies.filter(
        (pl.col("match_id") == batch["bad"])
        & ~pl.col("flags").list.contains("no_winner")
        & ~pl.col("flags").list.contains("incomplete")
    )
    index = complete["_i"][0]
    frame = batch["gamelog"].with_columns(
        pl.when(pl.int_range(pl.len()) == index)
        .then(None)
        .otherwise(pl.col("winner"))
        .alias("winner")
    )
    verdict = quality.validate("gamelog", frame, params)
    _assert_named(verdict, batch, "expect_column_values_to_not_be_null", "winner")
    assert all(f["columns"] == ["winner"] for f in verdict.failed)


def test_reprojection_error_above_the_threshold_follows_params(batch: dict, params: dict) -> None:
    limit = params["calibrate"]["max_reprojection_error_px"]
    frame = _set(
        batch["calibrate"], batch["bad"], "reprojection_error_px", limit + 1.0, first_only=False
    )
    verdict = quality.validate("calibrate", frame, params)
    _assert_named(verdict, batch, "expect_column_values_to_be_between", "reprojection_error_px")
    assert verdict.failed[0]["suite"] == "calibrate_matches"
    assert verdict.failed[0]["unexpected_values"] == [pytest.approx(limit + 1.0)]
    looser = {
        **params,
        "calibrate": {**params["calibrate"], "max_reprojection_error_px": limit + 2},
    }
    assert quality.validate("calibrate", frame, looser).success


def test_infinite_agreement_fails_and_reports_as_json(batch: dict, params: dict) -> None:
    frame = _set(batch["calibrate"], batch["bad"], "agreement_m", math.inf, first_only=False)
    verdict = quality.validate("calibrate", frame, params)
    _assert_named(verdict, batch, "expect_column_values_to_be_between", "agreement_m")


def test_missing_column_fails_every_match(batch: dict, params: dict) -> None:
    verdict = quality.validate("ingest", batch["ingest"].drop("shot_type"), params)
    assert not verdict.success
    assert sorted(verdict.failing_matches) == sorted([batch["bad"], batch["good"]])
    assert all(f["exception"] for f in verdict.failed if "shot_type" in f["columns"])
    json.dumps(verdict.report(), allow_nan=False)
