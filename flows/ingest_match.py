"""Flow ``ingest_match``: one match (or every match of a landing folder) through the stages."""

from __future__ import annotations

from prefect import flow

from flows.common import find_matches, process, task_runner
from rallyscope.db import engine, runs


@flow(name="ingest_match", task_runner=task_runner())
def ingest_match(
    landing: str | None = None, match_id: str | None = None, force: bool = False
) -> dict[str, object]:
    """Process ``match_id`` from ``landing`` (all of its matches when no id is given)."""
    url = engine.prepare()
    found, synthetic = find_matches(landing)
    sources = [s for s in found.matches if match_id in (None, s.match_id)]
    if match_id is not None and not sources:
        raise ValueError(f"match {match_id!r} is not in the landing folder")
    with runs.pipeline_run(url, "ingest_match") as run:
        result = process(sources, run, force=force)
        run.summary.update(result.summary(), synthetic=synthetic, run_id=str(run.run_id))
    return run.summary
