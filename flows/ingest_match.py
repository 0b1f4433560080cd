"""Flow ``ingest_match``: one match (or every match of a landing folder) through the stages."""

from __future__ import annotations

from prefect import flow
from prefect.task_runners import ThreadPoolTaskRunner

from flows.batch import run_batch
from flows.common import find_matches, open_run
from rallyscope import config
from rallyscope.db import engine, store


@flow(
    name="ingest_match",
    task_runner=ThreadPoolTaskRunner(max_workers=config.params()["nightly"]["concurrency"]),
)
def ingest_match(
    landing: str | None = None, match_id: str | None = None, force: bool = False
) -> dict[str, object]:
    """Process ``match_id`` from ``landing`` (all of its matches when no id is given)."""
    url = engine.prepare()
    found, synthetic = find_matches(landing)
    sources = [s for s in found.matches if match_id in (None, s.match_id)]
    if match_id is not None and not sources:
        raise ValueError(f"match {match_id!r} is not in the landing folder")
    conn, run_id = open_run(url, "ingest_match")
    result = run_batch(sources, flow="ingest_match", run_id=run_id, url=url, force=force)
    summary = {**result.summary(), "synthetic": synthetic, "run_id": str(run_id)}
    store.finish_run(conn, run_id, "ok" if not result.quarantined else "partial", summary)
    conn.close()
    return summary
