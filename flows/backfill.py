"""Flow ``backfill``: re-run chosen stages for chosen matches, replacing results atomically.

Matches are chosen by id, tournament (case-insensitive substring) and date range. Stages
from ``start_stage`` on are recomputed (their cache refreshed); earlier stages come from
the cache when their inputs, code and params are unchanged. Everything downstream follows:
vision is one of the stages (courts and poses are rewritten with the rallies), narratives
stay as versions (a changed log is narrated again by the next run), and the search index is
rebuilt. Lineage keeps both runs.
"""

from __future__ import annotations

from datetime import date

from prefect import flow

from flows.common import find_matches, process, task_runner
from flows.narrate import narrate
from flows.rebuild_index import rebuild_index
from rallyscope.db import engine, runs
from rallyscope.sources import MatchSource
from tasks.stages import build_models


def _played(source: MatchSource) -> date | None:
    try:
        return date(*(int(float(source.meta[k])) for k in ("year", "month", "day")))
    except (KeyError, ValueError):
        return None


def select(
    sources: list[MatchSource],
    match_ids: list[str] | None,
    tournament: str | None,
    date_from: date | None,
    date_to: date | None,
) -> list[MatchSource]:
    chosen = []
    for s in sources:
        played = _played(s)
        if match_ids and s.match_id not in match_ids:
            continue
        if tournament and tournament.lower() not in s.meta.get("tournament", "").lower():
            continue
        if date_from and (played is None or played < date_from):
            continue
        if date_to and (played is None or played > date_to):
            continue
        chosen.append(s)
    return chosen


@flow(name="backfill", task_runner=task_runner())
def backfill(
    match_ids: list[str] | None = None,
    tournament: str | None = None,
    date_from: date | None = None,
    date_to: date | None = None,
    start_stage: str = "ingest",
    landing: str | None = None,
    models: bool = True,
    index: bool = True,
    narrate_overrides: dict | None = None,
    overrides: dict | None = None,
) -> dict[str, object]:
    """``start_stage="narrate"`` re-narrates the chosen matches only, with ``narrate_overrides``
    (a new model or prompt settings): a new version per rally, the older ones kept.
    ``overrides`` replace params sections for the stages (a bigger pose model)."""
    url = engine.prepare()
    found, synthetic = find_matches(landing)
    sources = select(found.matches, match_ids, tournament, date_from, date_to)
    if not sources:
        raise ValueError("the selection matches no match in the landing folder")
    if start_stage == "narrate":
        told = [
            narrate(match_id=s.match_id, force=True, overrides=narrate_overrides) for s in sources
        ]
        return {
            "start_stage": start_stage,
            "matches": len(sources),
            **{k: sum(t[k] for t in told) for k in told[0]},
        }
    with runs.pipeline_run(url, "backfill") as run:
        result = process(sources, run, start=start_stage, force=True, overrides=overrides)
        summary = run.summary
        summary.update(result.summary(), synthetic=synthetic, run_id=str(run.run_id))
        summary["start_stage"] = start_stage
        if models and result.loaded:
            summary["models"] = build_models()
        if index and result.loaded:
            built = rebuild_index()
            summary["index"] = f"v{built['version']}: {built['documents']} documents"
    return summary
