"""Prefect task over one rally's narration: the LLM concurrency tag, retries on LLM I/O only."""

from __future__ import annotations

import asyncio

from prefect import task
from prefect.cache_policies import NO_CACHE

from rallyscope.db import engine
from rallyscope.llm.cache import postgres_cache
from rallyscope.llm.client import LLMClient, LLMUnavailable
from rallyscope.narrate import narrator, store


def llm_io_only(_task: object, _task_run: object, state: object) -> bool:
    """Retry condition: only the LLM service's I/O failures are worth another try."""
    try:
        state.result()  # type: ignore[attr-defined]
    except LLMUnavailable:
        return True
    except Exception:  # noqa: BLE001 - anything else is final
        return False
    return False


@task(
    tags=["llm"],
    retries=1,
    retry_delay_seconds=2,
    retry_condition_fn=llm_io_only,
    cache_policy=NO_CACHE,
)
def narrate_rally(key: store.Key, params: dict, base_url: str, mode: str | None) -> dict:
    """``params``: the ``narrate`` section resolved for the run's profile."""
    settings = narrator.settings(params, base_url, mode)

    async def go(conn) -> dict:  # noqa: ANN001
        client = LLMClient(
            concurrency=int(params["concurrency"]),
            retries=int(params["retries"]),
            timeout_s=float(params["timeout_s"]),
            cache=postgres_cache(conn),
        )
        try:
            return await narrator.narrate(conn, key, client, settings, params)
        finally:
            await client.aclose()

    with engine.connect(autocommit=True) as conn:
        return asyncio.run(go(conn))
