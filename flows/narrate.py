"""Flow ``narrate``: the MADR debate for the selected rallies, one Prefect task per rally, at
most ``narrate.concurrency`` in flight, within an optional time budget.

Skipped, with the reason, and never sent to the model: rallies whose log is empty or flagged
incomplete, and rallies already published or failed with the same model, prompt, profile and
log (``force`` narrates them again). With a vLLM URL configured every selected rally is
narrated; otherwise a local llama.cpp server is started for the run (only when there is
work) and a sample (``narrate.sample``) is narrated, unless rallies are named. A rally whose
LLM calls keep failing is left pending with the error and picked up by the next run.
"""

from __future__ import annotations

import time

from prefect import flow, get_run_logger

from flows.common import task_runner
from rallyscope import config
from rallyscope.db import engine
from rallyscope.llm.local import LocalServer
from rallyscope.narrate import narrator, store
from tasks.narrate import narrate_rally

COUNTS = ("published", "failed", "pending", "skipped", "deferred", "llm_calls", "tokens")


@flow(
    name="narrate",
    task_runner=task_runner(int(config.params()["narrate"]["concurrency"])),
)
def narrate(
    match_id: str | None = None,
    set_no: int | None = None,
    rally_no: int | None = None,
    sample: int | None = None,
    force: bool = False,
    mode: str | None = None,
    overrides: dict | None = None,
    match_ids: list[str] | None = None,
    with_pending: bool = False,
    budget_s: float | None = None,
    profile: str | None = None,
    rally_ids: list[str] | None = None,
) -> dict:
    """Narrate the selected rallies (``match_id`` or ``match_ids``; all when neither; only
    ``rally_ids`` "match|set|rally" when given; plus the pending ones with ``with_pending``);
    ``overrides`` replace ``narrate`` params for this run.
    Returns the counts and, under ``rallies``, one outcome per rally (``--json``'s objects)."""
    logger = get_run_logger()
    base = {**config.params()["narrate"], **(overrides or {})}
    params = narrator.resolve(base, narrator.profile_of(base, profile))
    url = engine.prepare()
    base_url = narrator.llm_url(params)
    named = match_id is not None or rally_ids is not None  # named rallies are all narrated
    limit = sample if sample is not None else (None if base_url or named else params["sample"])
    run = narrator.run_of(narrator.settings(params, base_url or "local", mode))
    with engine.connect(url, autocommit=True) as conn:
        chosen = store.select(
            conn,
            run,
            match_ids=[match_id] if match_id else match_ids,
            set_no=set_no,
            rally_no=rally_no,
            limit=None if limit is None else int(limit),
            force=force,
            with_pending=with_pending,
            rally_ids=rally_ids,
        )
        summary: dict = {"selected": len(chosen.todo), **dict.fromkeys(COUNTS, 0)}
        summary["skipped"], summary["profile"] = len(chosen.skipped), run.profile
        summary["rallies"] = [
            narrator.skipped(k, why, store.stored(conn, k, run)) for k, why in chosen.skipped
        ]
        if not chosen.todo:
            logger.info("no rally to narrate (%d skipped)", len(chosen.skipped))
            return summary
        local = None
        if not base_url:
            parallel, threads = int(params["local_parallel"]), params["local_threads"]
            draft = int(params.get("local_draft") or 0)
            local = LocalServer(params["local_model"], parallel, threads=threads, draft=draft)
            base_url = local.start()
            logger.info("started a local %s server at %s", params["local_model"], base_url)
        try:
            _narrate_all(conn, chosen.todo, params, base_url, mode, run, budget_s, summary)
        finally:
            if local is not None:
                local.stop()
    return summary


def _narrate_all(conn, keys, params, base_url, mode, run, budget_s, summary) -> None:  # noqa: ANN001, PLR0913
    """Submit the rallies, at most ``concurrency`` in flight, none after ``budget_s``."""
    logger, clock = get_run_logger(), time.perf_counter()
    waiting, flying = list(keys), []
    while waiting or flying:
        in_budget = budget_s is None or time.perf_counter() - clock < budget_s
        while waiting and in_budget and len(flying) < int(params["concurrency"]):
            key = waiting.pop(0)
            flying.append((key, narrate_rally.submit(key, params, base_url, mode)))
        if not flying:
            break
        key, future = flying.pop(0)
        result = future.result(raise_on_failure=False)
        if isinstance(result, BaseException):
            store.mark(conn, key, run, "pending", f"{type(result).__name__}: {result}")
            logger.warning("rally %s left pending: %s", "|".join(map(str, key)), result)
            result = narrator.outcome(key, "pending", error=str(result))
        else:
            logger.info(
                "rally %s: %s (grounding %s, %s s)",
                "|".join(map(str, key)),
                result["status"],
                result["grounding_score"],
                result["seconds"],
            )
        summary[result["status"]] += 1
        summary["llm_calls"] += result.get("llm_calls", 0)
        summary["tokens"] += result.get("tokens", 0)
        summary["rallies"].append(result)
    summary["deferred"] = len(waiting)
    if waiting:
        logger.info(
            "time budget of %s s spent: %d rallies left for the next run", budget_s, len(waiting)
        )
