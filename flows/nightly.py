"""Flow ``nightly``: new or changed matches through the stages, then the SQL models.

A match is new or changed when its content hash differs from the loaded copy's; one whose
same input was already quarantined is not retried until it changes.
"""

from __future__ import annotations

import time

from prefect import flow, get_run_logger
from prefect.task_runners import ThreadPoolTaskRunner

from flows.batch import run_batch
from flows.common import find_matches, open_run
from flows.narrate import narrate
from flows.rebuild_index import rebuild_index
from flows.vision import vision
from rallyscope import config
from rallyscope.db import engine, store
from tasks.stages import build_models


@flow(
    name="nightly",
    task_runner=ThreadPoolTaskRunner(max_workers=config.params()["nightly"]["concurrency"]),
)
def nightly(
    landing: str | None = None, models: bool = True, narrate_sample: int | None = None
) -> dict[str, object]:
    """``narrate_sample``: rallies to narrate (default: ``narrate.sample`` with the local model,
    all new ones with a vLLM URL); 0 skips narration."""
    logger = get_run_logger()
    url = engine.prepare()
    found, synthetic = find_matches(landing)
    conn, run_id = open_run(url, "nightly")
    loaded, failed = store.loaded_hashes(conn), store.quarantined_hashes(conn)
    todo = [
        s
        for s in found.matches
        if loaded.get(s.match_id) != s.content_hash and failed.get(s.match_id) != s.content_hash
    ]
    logger.info("%d of %d matches are new or changed", len(todo), len(found.matches))
    result = run_batch(todo, flow="nightly", run_id=run_id, url=url)
    summary: dict[str, object] = {
        **result.summary(),
        "synthetic": synthetic,
        "run_id": str(run_id),
        "unchanged": len(found.matches) - len(todo),
        "duplicates_skipped": len(found.duplicates),
    }
    if result.loaded:
        clock = time.perf_counter()
        seen = vision(match_ids=result.loaded, landing=landing, url=url)
        result.seconds["vision"] = time.perf_counter() - clock
        summary["vision"] = ", ".join(f"{k} {v}" for k, v in seen.items())
    if narrate_sample != 0:
        clock = time.perf_counter()
        told = narrate(sample=narrate_sample, url=url)
        result.seconds["narrate"] = time.perf_counter() - clock
        summary["narratives"] = ", ".join(f"{k} {v}" for k, v in told.items())
    if models and (result.loaded or not loaded):
        clock = time.perf_counter()
        summary["models"] = build_models(url)
        result.seconds["models"] = time.perf_counter() - clock
    clock = time.perf_counter()
    index = rebuild_index(url=url)
    result.seconds["index"] = time.perf_counter() - clock
    summary["index"] = f"v{index['version']}: {index['documents']} documents" + (
        "" if index["changed"] else " (unchanged)"
    )
    summary["seconds"] = {k: round(v, 2) for k, v in result.seconds.items()}
    store.finish_run(conn, run_id, "ok" if not result.quarantined else "partial", summary)
    conn.close()
    return summary
