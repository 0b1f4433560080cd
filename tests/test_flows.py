"""Prefect flows against a real PostgreSQL: nightly, quarantine, reruns, backfill, dbt."""

import csv
import json
import shutil

import psycopg
import pytest

from flows.backfill import backfill
from flows.nightly import nightly
from rallyscope.ingest import SET_COLUMNS
from rallyscope.sources import discover


@pytest.fixture
def landing(tmp_path, synthetic_root):
    root = tmp_path / "landing"
    shutil.copytree(synthetic_root, root)
    return root


@pytest.fixture
def db(fresh_db, monkeypatch, prefect_harness):
    """On both backends: the nightly's SQL (loads, quarantine, dbt) runs on each."""
    monkeypatch.setenv("RALLYSCOPE_DATABASE_URL", fresh_db)
    return fresh_db


@pytest.fixture
def embedded(embedded_db, monkeypatch, prefect_harness):
    """On the embedded server only: flow control that runs no SQL of its own beyond what
    the nightly on both backends (above, and the main command on the external one) runs."""
    monkeypatch.setenv("RALLYSCOPE_DATABASE_URL", embedded_db)
    return embedded_db


def corrupt_label(root, match_index=1, row=5):
    source = discover(root).matches[match_index]
    path = source.set_files[0]
    lines = path.read_text(encoding="utf-8").splitlines()
    cells = lines[row].split(",")
    original = cells[SET_COLUMNS.index("type")]
    cells[SET_COLUMNS.index("type")] = "飛球"
    lines[row] = ",".join(cells)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return source.match_id, path, original


def scalar(url, sql, *args):
    with psycopg.connect(url) as conn:
        return conn.execute(sql, args).fetchone()[0]


def test_nightly_quarantines_a_bad_match_and_loads_the_others(db, landing):
    bad_id, bad_file, original = corrupt_label(landing)
    summary = nightly(landing=str(landing), narrate_sample=0)
    assert summary["matches"] == 2
    assert list(summary["quarantined"]) == [bad_id]
    assert scalar(db, "SELECT count(*) FROM matches WHERE match_id = %s", bad_id) == 0
    assert scalar(db, "SELECT count(*) FROM matches") == 2
    report = scalar(
        db, "SELECT report FROM quarantine WHERE match_id = %s AND resolved_at IS NULL", bad_id
    )
    assert report["file"] == str(bad_file)
    assert (report["row"], report["field"]) == (5, "type")
    # dbt built the marts over what was loaded
    assert summary["models"].get("success", 0) > 0
    assert scalar(db, "SELECT count(*) FROM analytics.rally_summary") == summary["rallies"]

    again = nightly(landing=str(landing), models=False, narrate_sample=0)
    assert (again["matches"], again["unchanged"], again["quarantined"]) == (0, 3, {})

    bad_file.write_text(
        bad_file.read_text(encoding="utf-8").replace("飛球", original, 1), encoding="utf-8"
    )
    fixed = nightly(landing=str(landing), models=False, narrate_sample=0)
    assert fixed["matches"] == 1
    assert scalar(db, "SELECT count(*) FROM quarantine WHERE resolved_at IS NULL") == 0


def test_a_homography_that_misses_the_corners_fails_the_calibration_gate(embedded, landing):
    path = landing / "set" / "homography.csv"
    with path.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    matrix = json.loads(rows[0]["homography_matrix"])
    matrix[0][1] += 0.5  # shear: the shipped matrix no longer maps the corners to a court
    rows[0]["homography_matrix"] = json.dumps(matrix)
    with path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    summary = nightly(landing=str(landing), models=False, narrate_sample=0)
    bad_id = rows[0]["video"]
    assert list(summary["quarantined"]) == [bad_id]
    assert summary["quarantined"][bad_id].startswith("calibrate")
    assert summary["matches"] == 2


def test_backfill_recomputes_from_a_stage_and_lineage_keeps_both_runs(embedded, landing):
    first = nightly(landing=str(landing), models=False, narrate_sample=0)
    match_id = discover(landing).matches[0].match_id
    strokes = scalar(embedded, "SELECT count(*) FROM strokes WHERE match_id = %s", match_id)
    again = backfill(
        match_ids=[match_id], start_stage="calibrate", landing=str(landing), models=False
    )
    assert again["matches"] == 1
    assert scalar(embedded, "SELECT count(*) FROM strokes WHERE match_id = %s", match_id) == strokes
    runs = scalar(
        embedded,
        "SELECT count(DISTINCT run_id) FROM stage_runs WHERE match_id = %s AND stage = 'calibrate'",
        match_id,
    )
    assert runs == 2
    assert {first["run_id"], again["run_id"]} <= {
        str(r) for r in [scalar(embedded, "SELECT array_agg(run_id) FROM pipeline_runs")][0]
    }
    loaded_by = scalar(embedded, "SELECT run_id FROM matches WHERE match_id = %s", match_id)
    assert str(loaded_by) == again["run_id"]
