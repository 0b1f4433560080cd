"""Writing stage results: whole-match replacement with COPY, lineage and quarantine.

A match is replaced in one transaction under an advisory lock on its id: readers see the
old rows or the new ones, never a mix, and two ingestions of the same match that race
(several workers, several machines) leave exactly one copy. Every insert names its columns.
"""

from __future__ import annotations

import io
import json
import uuid

import polars as pl
import psycopg

from rallyscope import config
from rallyscope.executor import Lineage
from rallyscope.sources import MatchSource

# The order tables are written in (parents first); tables a stage adds go after these.
ORDER = (
    "matches",
    "calibrations",
    "sets",
    "rallies",
    "strokes",
    "rally_tactics",
    "court_detections",
    "poses",
)


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
        pl.format("{{{}}}", pl.col(c).cast(pl.List(pl.String)).list.join(",")).alias(c)
        for c, dtype in frame.select(columns).schema.items()
        if isinstance(dtype, pl.List)
    )
    buffer = io.BytesIO()
    out.write_csv(buffer, include_header=False, null_value="")
    sql = f"COPY {table} ({', '.join(columns)}) FROM STDIN WITH (FORMAT csv)"
    with conn.cursor().copy(sql) as copy:
        copy.write(buffer.getvalue())


def _upsert_match(conn: psycopg.Connection, record: dict[str, object]) -> None:
    """The match row, inserted or updated in place: rows that hang on it (court detections)
    stay unless the stages replace them."""
    names = [c for c in table_columns(conn, "matches") if c in record]
    updates = ", ".join(f"{c} = EXCLUDED.{c}" for c in names if c != "match_id")
    conn.execute(
        f"INSERT INTO matches ({', '.join(names)}) VALUES ({', '.join(['%s'] * len(names))})"
        f" ON CONFLICT (match_id) DO UPDATE SET {updates}, loaded_at = now()",
        [record[c] for c in names],
    )


def _ordered(tables: dict[str, pl.DataFrame]) -> list[str]:
    return [t for t in ORDER if t in tables] + sorted(t for t in tables if t not in ORDER)


def replace_match(
    conn: psycopg.Connection, match_id: str, tables: dict[str, pl.DataFrame], run_id: uuid.UUID
) -> None:
    """Write every table of one match in one transaction: the match row upserted, each other
    table's rows for the match replaced (an empty frame clears them); its open quarantine
    entries resolved. Readers see the old rows or the new ones, never a mix."""
    order = _ordered(tables)
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", [match_id])
        for table in reversed(order):
            if table != "matches":
                conn.execute(f"DELETE FROM {table} WHERE match_id = %s", [match_id])
        _upsert_match(conn, {**tables["matches"].row(0, named=True), "run_id": run_id})
        for table in order:
            if table != "matches" and tables[table].height:
                _copy(conn, table, tables[table])
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


VOLATILE = {"run_id", "loaded_at"}  # who loaded a row and when, not what it holds


def checksums(conn: psycopg.Connection, tables: tuple[str, ...] = ORDER) -> dict[str, str]:
    """An md5 per table over its rows' content (order-free): equal checksums, equal data."""
    out = {}
    for table in tables:
        cols = ", ".join(c for c in table_columns(conn, table) if c not in VOLATILE)
        (out[table],) = conn.execute(
            f"SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), ''))"
            f" FROM (SELECT {cols} FROM {table}) r"
        ).fetchone()
    return out


def changed(conn: psycopg.Connection, sources: list[MatchSource]) -> list[MatchSource]:
    """The matches that are new or changed, leaving out those whose same input was
    quarantined (they wait until it changes)."""
    loaded, failed = loaded_hashes(conn), quarantined_hashes(conn)
    return [
        s
        for s in sources
        if loaded.get(s.match_id) != s.content_hash and failed.get(s.match_id) != s.content_hash
    ]


def is_empty(conn: psycopg.Connection) -> bool:
    return conn.execute("SELECT NOT EXISTS (SELECT 1 FROM matches)").fetchone()[0]


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


def record_lineage(
    conn: psycopg.Connection, flow: str, run_id: uuid.UUID, records: list[Lineage]
) -> None:
    if not records:
        return
    code, params = config.code_version(), config.params_hash()
    with conn.transaction(), conn.cursor() as cur:
        cur.executemany(
            "INSERT INTO stage_runs (run_id, flow, stage, match_id, input_hash, output_hash, "
            "code_version, params_hash, status, started_at, seconds, rows_out) "
            "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
            [
                (
                    run_id,
                    flow,
                    r.stage,
                    r.match_id,
                    r.input_hash,
                    r.output_hash,
                    code,
                    params,
                    r.status,
                    r.started_at,
                    r.seconds,
                    r.rows_out,
                )
                for r in records
            ],
        )
