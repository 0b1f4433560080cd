"""Flow ``narrate``: the MADR debate for rallies without a narrative of the current run
(prompt version, models, mode), one Prefect task per rally under a concurrency limit.

With a vLLM URL configured every such rally is narrated; otherwise a local llama.cpp server
is started for the run and a sample (``narrate.sample``) is narrated, unless a match is
named. A rally whose LLM calls
keep failing is left pending with the error and picked up by the next run.
"""

from __future__ import annotations

import asyncio

from prefect import flow, get_run_logger, task
from prefect.cache_policies import NO_CACHE
from prefect.task_runners import ThreadPoolTaskRunner

from rallyscope import config
from rallyscope.db import engine
from rallyscope.llm.cache import postgres_cache
from rallyscope.llm.client import LLMClient, LLMUnavailable
from rallyscope.llm.local import LocalServer
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
def narrate_rally(url: str, key: store.Key, params: dict, base_url: str, mode: str | None) -> dict:
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

    with engine.connect(url, autocommit=True) as conn:
        return asyncio.run(go(conn))


@flow(
    name="narrate",
    task_runner=ThreadPoolTaskRunner(max_workers=int(config.params()["narrate"]["concurrency"])),
)
def narrate(
    match_id: str | None = None,
    set_no: int | None = None,
    rally_no: int | None = None,
    sample: int | None = None,
    force: bool = False,
    mode: str | None = None,
    url: str | None = None,
    overrides: dict | None = None,
) -> dict:
    """Narrate the selected rallies; ``overrides`` replace ``narrate`` params for this run."""
    logger = get_run_logger()
    params = {**config.params()["narrate"], **(overrides or {})}
    url = url or engine.prepare()
    base_url = narrator.llm_url(params)
    chosen = match_id is not None  # rallies named explicitly are all narrated
    limit = (
        sample if sample is not None else (None if base_url or chosen else int(params["sample"]))
    )
    run = narrator.run_of(narrator.settings(params, base_url or "local", mode))
    with engine.connect(url, autocommit=True) as conn:
        keys = store.todo(
            conn, run, match_id=match_id, set_no=set_no, rally_no=rally_no, limit=limit, force=force
        )
        summary: dict = {
            "selected": len(keys),
            "published": 0,
            "failed": 0,
            "pending": 0,
            "llm_calls": 0,
            "tokens": 0,
        }
        if not keys:
            logger.info("no rally to narrate")
            return summary
        local = (
            None if base_url else LocalServer(params["local_model"], int(params["local_parallel"]))
        )
        if local is not None:
            base_url = local.start()
            logger.info("started a local %s server at %s", params["local_model"], base_url)
        try:
            futures = [narrate_rally.submit(url, k, params, base_url, mode) for k in keys]
            for key, future in zip(keys, futures, strict=True):
                outcome = future.result(raise_on_failure=False)
                if isinstance(outcome, BaseException):
                    (log_hash,) = conn.execute(
                        "SELECT log_hash FROM rallies WHERE match_id = %s AND set_no = %s"
                        " AND rally_no = %s",
                        key,
                    ).fetchone()
                    store.mark(
                        conn, key, log_hash, run, "pending", f"{type(outcome).__name__}: {outcome}"
                    )
                    logger.warning("rally %s left pending: %s", "|".join(map(str, key)), outcome)
                    summary["pending"] += 1
                    continue
                summary[outcome["status"]] += 1
                summary["llm_calls"] += outcome.get("llm_calls", 0)
                summary["tokens"] += outcome.get("tokens", 0)
                logger.info(
                    "rally %s: %s (grounding %s)",
                    "|".join(map(str, key)),
                    outcome["status"],
                    outcome.get("grounding"),
                )
        finally:
            if local is not None:
                local.stop()
    return summary
