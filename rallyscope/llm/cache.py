"""The response cache in PostgreSQL: a rerun of an unchanged prompt costs no LLM call."""

from __future__ import annotations

import psycopg

from rallyscope.llm.client import Cache, Call


def postgres_cache(conn: psycopg.Connection) -> Cache:
    """(get, put) over table ``llm_cache``; ``conn`` must be in autocommit mode."""

    def get(key: str) -> Call | None:
        row = conn.execute(
            "SELECT output, prompt_hash, prompt_tokens, completion_tokens FROM llm_cache"
            " WHERE key = %s",
            [key],
        ).fetchone()
        if row is None:
            return None
        return Call(
            row[0], row[1], row[2], row[3], 0.0, cached=True, attempts=0, prompt_evaluated=0
        )

    def put(key: str, call: Call, model: str, prompt_version: str) -> None:
        conn.execute(
            "INSERT INTO llm_cache (key, model, prompt_version, prompt_hash, output,"
            " prompt_tokens, completion_tokens, latency_s) VALUES (%s, %s, %s, %s, %s, %s, %s, %s)"
            " ON CONFLICT (key) DO NOTHING",
            [
                key,
                model,
                prompt_version,
                call.prompt_hash,
                call.output,
                call.prompt_tokens,
                call.completion_tokens,
                call.latency_s,
            ],
        )

    return get, put
