"""Flow ``narrate``: the MADR debate for rallies without a narrative of the current run
(prompt version, models, mode), one Prefect task per rally under a concurrency limit.

With a vLLM URL configured every such rally is narrated; otherwise a local llama.cpp server
is started for the run and a sample (``narrate.sample``) is narrated, unless a match is
named. A rally whose LLM calls keep failing is left pending with the error and picked up by
the next run.
"""

from __future__ import annotations

from prefect import flow, get_run_logger
from prefect.task_runners import ThreadPoolTaskRunner

from rallyscope import config
from rallyscope.db import engine
from rallyscope.llm.local import LocalServer
from rallyscope.narrate import narrator, store
from tasks.narrate import narrate_rally


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
