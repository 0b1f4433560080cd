"""The web app's database access: a small pool of read-only connections and row helpers."""

from __future__ import annotations

from typing import Any

from psycopg.rows import dict_row
from psycopg_pool import ConnectionPool

READ_ONLY = "-c default_transaction_read_only=on -c statement_timeout=10000"


class Reader:
    """Runs read-only queries on pooled connections; rows come back as dicts."""

    def __init__(self, url: str, max_size: int = 4) -> None:
        self.pool = ConnectionPool(
            url,
            min_size=1,
            max_size=max_size,
            kwargs={"autocommit": True, "row_factory": dict_row, "options": READ_ONLY},
            open=True,
            name="rallyscope-web",
        )

    def close(self) -> None:
        self.pool.close()

    def rows(self, sql: str, args: Any = None) -> list[dict]:
        with self.pool.connection() as conn:
            return conn.execute(sql, args).fetchall()

    def one(self, sql: str, args: Any = None) -> dict | None:
        with self.pool.connection() as conn:
            return conn.execute(sql, args).fetchone()
