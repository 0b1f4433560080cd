"""The verify loop's memory in PostgreSQL (``search_memory``): one row per query and
reformulation with the precision it reached and why it was made, read by later rewrites.
Writing needs the writer role; the API and web app read it only."""

from __future__ import annotations

import re

import psycopg

BEST_SQL = """
SELECT reformulation, precision, reason, runs FROM search_memory
WHERE query = %s ORDER BY precision DESC, updated_at DESC LIMIT %s
"""
RECORD_SQL = """
INSERT INTO search_memory (query, reformulation, precision, reason) VALUES (%s, %s, %s, %s)
ON CONFLICT (query, reformulation) DO UPDATE SET precision = EXCLUDED.precision,
    reason = EXCLUDED.reason, runs = search_memory.runs + 1, updated_at = now()
"""


def normalise(query: str) -> str:
    return re.sub(r"\s+", " ", query.strip().lower())


class Memory:
    """Reads through ``conn``; writes through ``writer_url`` when given (else not at all)."""

    def __init__(self, conn: psycopg.Connection, writer_url: str | None = None) -> None:
        self.conn, self.writer_url = conn, writer_url

    def best(self, query: str, n: int = 5) -> list[dict]:
        """The query's remembered reformulations, best precision first."""
        rows = self.conn.execute(BEST_SQL, [normalise(query), n]).fetchall()
        columns = ("reformulation", "precision", "reason", "runs")
        return [dict(zip(columns, r, strict=True)) for r in rows]

    def record(self, query: str, reformulation: str, precision: float, reason: str) -> bool:
        """Remember what a rewrite reached (one row per query and reformulation: a rerun
        updates it); False when this memory may not write."""
        if self.writer_url is None:
            return False
        with psycopg.connect(self.writer_url, autocommit=True) as conn:
            conn.execute(RECORD_SQL, [normalise(query), reformulation, precision, reason])
        return True
