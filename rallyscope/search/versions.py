"""Index versions in PostgreSQL: which one readers use, switched in one transaction."""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from pathlib import Path

import psycopg


@dataclass(frozen=True)
class Version:
    version: int
    path: Path
    status: str
    manifest: dict


def begin(conn: psycopg.Connection, root: Path) -> Version:
    """Register a new version being built under ``root``/v<version>-<unique suffix> (the
    suffix keeps databases that share a data folder, as tests do, apart)."""
    with conn.transaction():
        (number,) = conn.execute(
            "INSERT INTO search_index_versions (path, status) VALUES ('', 'building')"
            " RETURNING version"
        ).fetchone()
        path = root / f"v{number}-{uuid.uuid4().hex[:8]}"
        conn.execute(
            "UPDATE search_index_versions SET path = %s WHERE version = %s", [str(path), number]
        )
    return Version(number, path, "building", {})


def fail(conn: psycopg.Connection, version: int, report: dict) -> None:
    with conn.transaction():
        conn.execute(
            "UPDATE search_index_versions SET status = 'failed', validation = %s"
            " WHERE version = %s",
            [json.dumps(report), version],
        )


def _make_current(conn: psycopg.Connection, version: int) -> None:
    conn.execute(
        "UPDATE search_index_versions SET is_current = false, status = 'retired' WHERE is_current"
    )
    conn.execute(
        "UPDATE search_index_versions SET is_current = true, status = 'published',"
        " published_at = now() WHERE version = %s",
        [version],
    )


def publish(conn: psycopg.Connection, version: int, manifest: dict, report: dict) -> None:
    """Make ``version`` the one readers use; the previous one is retired, not deleted."""
    with conn.transaction():
        conn.execute(
            "UPDATE search_index_versions SET manifest = %s, validation = %s WHERE version = %s",
            [json.dumps(manifest), json.dumps(report), version],
        )
        _make_current(conn, version)


def rollback(conn: psycopg.Connection, version: int) -> None:
    """Make an older, validated version current again."""
    row = conn.execute(
        "SELECT status FROM search_index_versions WHERE version = %s", [version]
    ).fetchone()
    if row is None or row[0] not in ("retired", "published"):
        raise ValueError(f"index version {version} is not a validated version: {row}")
    with conn.transaction():
        _make_current(conn, version)


def current(conn: psycopg.Connection) -> Version | None:
    row = conn.execute(
        "SELECT version, path, status, manifest FROM search_index_versions WHERE is_current"
    ).fetchone()
    return Version(row[0], Path(row[1]), row[2], row[3]) if row else None


def listing(conn: psycopg.Connection) -> list[dict]:
    cur = conn.execute(
        "SELECT version, status, is_current, manifest->>'documents' AS documents,"
        " manifest->>'index_type' AS index_type, created_at, published_at"
        " FROM search_index_versions ORDER BY version DESC"
    )
    names = [d.name for d in cur.description]
    return [dict(zip(names, row, strict=True)) for row in cur.fetchall()]
