"""Flow ``nightly``: new or changed matches through every stage (vision included), then
narration, the SQL models and the search index, under the pipeline lock, its run record
closed whatever happens.

A match is new or changed when its content hash differs from the loaded copy's; one whose
same input was already quarantined is not retried until it changes.
"""

from __future__ import annotations

import time

from prefect import flow, get_run_logger

from flows.common import find_matches, process, task_runner
from flows.narrate import narrate
from flows.rebuild_index import rebuild_index
from rallyscope import config
from rallyscope.db import engine, runs, store
from tasks.stages import build_models

NARRATIVE_COUNTS = ("selected", "published", "failed", "pending", "skipped", "deferred")


@flow(name="nightly", task_runner=task_runner())
def nightly(
    landing: str | None = None,
    models: bool = True,
    narrate_sample: int | None = None,
    index: bool = True,
) -> dict[str, object]:
    """``narrate_sample``: rallies of the new or changed matches to narrate (default:
    ``narrate.sample`` with the local model, all with a vLLM URL), besides the pending ones,
    within ``narrate.nightly_budget_s``; 0 skips narration. ``index=False`` skips the index."""
    logger = get_run_logger()
    url = engine.prepare()
    found, synthetic = find_matches(landing)
    with runs.pipeline_run(url, "nightly") as run:
        if run.crashed:
            logger.warning("runs %s had crashed: marked crashed", ", ".join(run.crashed))
        with engine.connect() as conn:
            todo, first = store.changed(conn, found.matches), store.is_empty(conn)
        logger.info("%d of %d matches are new or changed", len(todo), len(found.matches))
        result = process(todo, run)
        summary = run.summary
        summary.update(result.summary(), synthetic=synthetic, run_id=str(run.run_id))
        summary.update(unchanged=len(found.matches) - len(todo))
        summary.update(duplicates_skipped=len(found.duplicates))
        if narrate_sample != 0:
            clock = time.perf_counter()
            told = narrate(
                sample=narrate_sample,
                match_ids=result.loaded,
                with_pending=True,
                budget_s=config.params()["narrate"]["nightly_budget_s"],
            )
            result.seconds["narrate"] = time.perf_counter() - clock
            summary["narratives"] = ", ".join(f"{k} {told[k]}" for k in NARRATIVE_COUNTS)
        if models and (result.loaded or first):
            clock = time.perf_counter()
            summary["models"] = build_models()
            result.seconds["models"] = time.perf_counter() - clock
        if index:
            clock = time.perf_counter()
            built = rebuild_index()
            result.seconds["index"] = time.perf_counter() - clock
            summary["index"] = f"v{built['version']}: {built['documents']} documents" + (
                "" if built["changed"] else " (unchanged)"
            )
        summary["seconds"] = {k: round(v, 2) for k, v in result.seconds.items()}
    return summary
