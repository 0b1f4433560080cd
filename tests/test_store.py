"""Loading into a real PostgreSQL: atomic replacement, no duplicates, races, rollbacks."""

import threading
import uuid

import polars as pl
import psycopg
import pytest

from rallyscope import config, pipeline
from rallyscope.db import store
from rallyscope.sources import discover


@pytest.fixture(scope="module")
def match_rows(synthetic_root):
    source = discover(synthetic_root).matches[0]
    return pipeline.run_through(source, "gamelog", config.params())


def replace(conn, tables):
    store.replace_match(conn, tables["matches"]["match_id"][0], tables, uuid.uuid4())


def counts(url, match_id):
    with psycopg.connect(url) as conn:
        return {
            t: conn.execute(f"SELECT count(*) FROM {t} WHERE match_id = %s", [match_id]).fetchone()[
                0
            ]
            for t in ("matches", "sets", "calibrations", "rallies", "strokes")
        }


def test_load_then_reload_replaces_without_duplicates(fresh_db, match_rows):
    match_id = match_rows["matches"]["match_id"][0]
    expected = {
        t: match_rows[t].height for t in ("matches", "sets", "calibrations", "rallies", "strokes")
    }
    with psycopg.connect(fresh_db) as conn:
        replace(conn, match_rows)
        assert counts(fresh_db, match_id) == expected
        replace(conn, match_rows)
    assert counts(fresh_db, match_id) == expected
    with psycopg.connect(fresh_db) as conn:
        flags, log = conn.execute(
            "SELECT flags, log_text FROM rallies ORDER BY set_no, rally_no LIMIT 1"
        ).fetchone()
    assert isinstance(flags, list)
    assert log == match_rows["rallies"].sort("set_no", "rally_no")["log_text"][0]


def test_racing_ingestions_leave_exactly_one_copy(fresh_db, match_rows):
    errors = []

    def load():
        try:
            with psycopg.connect(fresh_db) as conn:
                replace(conn, match_rows)
        except Exception as exc:  # noqa: BLE001 - collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=load) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    got = counts(fresh_db, match_rows["matches"]["match_id"][0])
    assert got["matches"] == 1
    assert got["strokes"] == match_rows["strokes"].height


def test_a_failing_load_keeps_the_old_rows(fresh_db, match_rows):
    match_id = match_rows["matches"]["match_id"][0]
    with psycopg.connect(fresh_db) as conn:
        replace(conn, match_rows)
    before = counts(fresh_db, match_id)
    broken = {
        **match_rows,
        "strokes": match_rows["strokes"].with_columns(pl.lit("teleport").alias("shot_type")),
    }
    with psycopg.connect(fresh_db) as conn, pytest.raises(psycopg.errors.CheckViolation):
        replace(conn, broken)
    assert counts(fresh_db, match_id) == before


def test_quarantine_keeps_one_open_entry_and_load_resolves_it(fresh_db, match_rows):
    match_id = match_rows["matches"]["match_id"][0]
    with psycopg.connect(fresh_db, autocommit=True) as conn:
        for _ in range(2):
            store.quarantine(
                conn,
                item=match_id,
                match_id=match_id,
                stage="ingest",
                reason="bad",
                report={"input_hash": "h1"},
                run_id=None,
            )
        assert store.quarantined_hashes(conn) == {match_id: "h1"}
        replace(conn, match_rows)
        assert store.quarantined_hashes(conn) == {}
        total = conn.execute("SELECT count(*) FROM quarantine").fetchone()[0]
    assert total == 2  # history is kept, resolved
