"""Writing stage results: whole-match replacement with COPY, lineage and quarantine.

A match is replaced in one transaction under an advisory lock on its id: readers see the
old rows or the new ones, never a mix, and two ingestions of the same match that race
leave exactly one copy.
"""

from __future__ import annotations

import io
import json
import uuid
from dataclasses import dataclass
from datetime import datetime

import polars as pl
import psycopg

TABLES = ("sets", "rallies", "strokes")


@dataclass
class MatchRows:
    """Everything the stages produce for one match."""

    match: dict[str, object]
    calibration: dict[str, object]
    sets: pl.DataFrame
    rallies: pl.DataFrame
    strokes: pl.DataFrame


def table_columns(conn: psycopg.Connection, table: str) -> list[str]:
    rows = conn.execute(
        "SELECT column_name FROM information_schema.columns "
        "WHERE table_schema = current_schema() AND table_name = %s ORDER BY ordinal_position",
        [table],
    ).fetchall()
    return [r[0] for r in rows]


def _copy(conn: psycopg.Connection, table: str, frame: pl.DataFrame) -> None:
    columns = [c for c in table_columns(conn, table) if c in frame.columns]
    out = frame.select(columns).with_columns(
        pl.format("{{{}}}", pl.col(c).list.join(",")).alias(c)
        for c, dtype in frame.select(columns).schema.items()
        if isinstance(dtype, pl.List)
    )
    buffer = io.BytesIO()
    out.write_csv(buffer, include_header=False, null_value="")
    sql = f"COPY {table} ({', '.join(columns)}) FROM STDIN WITH (FORMAT csv)"
    with conn.cursor().copy(sql) as copy:
        copy.write(buffer.getvalue())


def _insert(conn: psycopg.Connection, table: str, record: dict[str, object]) -> None:
    marks = ", ".join(["%s"] * len(record))
    conn.execute(
        f"INSERT INTO {table} ({', '.join(record)}) VALUES ({marks})", list(record.values())
    )


def replace_match(conn: psycopg.Connection, rows: MatchRows, run_id: uuid.UUID) -> None:
    """Replace every row of the match atomically; resolve its open quarantine entries."""
    match_id = rows.match["match_id"]
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", [match_id])
        conn.execute("DELETE FROM matches WHERE match_id = %s", [match_id])
        _insert(conn, "matches", {**rows.match, "run_id": run_id})
        _insert(conn, "calibrations", rows.calibration)
        for table, frame in zip(TABLES, (rows.sets, rows.rallies, rows.strokes), strict=True):
            _copy(conn, table, frame)
        conn.execute(
            "UPDATE quarantine SET resolved_at = now() WHERE match_id = %s AND resolved_at IS NULL",
            [match_id],
        )


def loaded_hashes(conn: psycopg.Connection) -> dict[str, str]:
    return dict(conn.execute("SELECT match_id, content_hash FROM matches").fetchall())


def quarantined_hashes(conn: psycopg.Connection) -> dict[str, str]:
    """Open quarantine entries: match id -> the input hash that failed."""
    rows = conn.execute(
        "SELECT match_id, report->>'input_hash' FROM quarantine "
        "WHERE resolved_at IS NULL AND match_id IS NOT NULL ORDER BY id"
    ).fetchall()
    return {m: h for m, h in rows if h}


def quarantine(
    conn: psycopg.Connection,
    *,
    item: str,
    match_id: str | None,
    stage: str,
    reason: str,
    report: dict[str, object],
    run_id: uuid.UUID | None,
) -> None:
    """Record a quarantined item with its report (one open entry per item and stage)."""
    with conn.transaction():
        conn.execute(
            "UPDATE quarantine SET resolved_at = now() "
            "WHERE item = %s AND stage = %s AND resolved_at IS NULL",
            [item, stage],
        )
        conn.execute(
            "INSERT INTO quarantine (item, match_id, stage, reason, report, run_id) "
            "VALUES (%s, %s, %s, %s, %s, %s)",
            [item, match_id, stage, reason, json.dumps(report, default=str), run_id],
        )


def start_run(
    conn: psycopg.Connection, flow: str, params_hash: str, code_version: str
) -> uuid.UUID:
    run_id = uuid.uuid4()
    with conn.transaction():
        conn.execute(
            "INSERT INTO pipeline_runs (run_id, flow, status, params_hash, code_version) "
            "VALUES (%s, %s, 'running', %s, %s)",
            [run_id, flow, params_hash, code_version],
        )
    return run_id


def finish_run(
    conn: psycopg.Connection, run_id: uuid.UUID, status: str, summary: dict[str, object]
) -> None:
    with conn.transaction():
        conn.execute(
            "UPDATE pipeline_runs SET status = %s, finished_at = now(), summary = %s "
            "WHERE run_id = %s",
            [status, json.dumps(summary, default=str), run_id],
        )


@dataclass
class StageRecord:
    flow: str
    stage: str
    match_id: str
    input_hash: str
    output_hash: str | None
    code_version: str
    params_hash: str
    status: str
    started_at: datetime
    seconds: float
    rows_out: int | None


def record_stages(conn: psycopg.Connection, run_id: uuid.UUID, records: list[StageRecord]) -> None:
    if not records:
        return
    with conn.transaction(), conn.cursor() as cur:
        cur.executemany(
            "INSERT INTO stage_runs (run_id, flow, stage, match_id, input_hash, output_hash, "
            "code_version, params_hash, status, started_at, seconds, rows_out) "
            "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
            [
                (
                    run_id,
                    r.flow,
                    r.stage,
                    r.match_id,
                    r.input_hash,
                    r.output_hash,
                    r.code_version,
                    r.params_hash,
                    r.status,
                    r.started_at,
                    r.seconds,
                    r.rows_out,
                )
                for r in records
            ],
        )
