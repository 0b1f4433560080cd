"""Flow ``backfill``: re-run chosen stages for chosen matches, replacing results atomically.

Matches are chosen by id, tournament (case-insensitive substring) and date range. Stages
from ``start_stage`` on are recomputed (their cache refreshed); earlier stages come from
the cache when their inputs, code and params are unchanged. Lineage keeps both runs.
"""

from __future__ import annotations

from datetime import date

from prefect import flow
from prefect.task_runners import ThreadPoolTaskRunner

from flows.batch import run_batch
from flows.common import find_matches, open_run
from flows.narrate import narrate
from rallyscope import config
from rallyscope.db import engine, store
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


@flow(
    name="backfill",
    task_runner=ThreadPoolTaskRunner(max_workers=config.params()["nightly"]["concurrency"]),
)
def backfill(
    match_ids: list[str] | None = None,
    tournament: str | None = None,
    date_from: date | None = None,
    date_to: date | None = None,
    start_stage: str = "ingest",
    landing: str | None = None,
    models: bool = True,
    narrate_overrides: dict | None = None,
) -> dict[str, object]:
    """``start_stage="narrate"`` re-narrates the chosen matches only, with ``narrate_overrides``
    (a new model or prompt settings): a new version per rally, the older ones kept."""
    url = engine.prepare()
    found, synthetic = find_matches(landing)
    sources = select(found.matches, match_ids, tournament, date_from, date_to)
    if not sources:
        raise ValueError("the selection matches no match in the landing folder")
    if start_stage == "narrate":
        told = [
            narrate(match_id=s.match_id, force=True, url=url, overrides=narrate_overrides)
            for s in sources
        ]
        return {
            "start_stage": start_stage,
            "matches": len(sources),
            **{k: sum(t[k] for t in told) for k in told[0]},
        }
    conn, run_id = open_run(url, "backfill")
    result = run_batch(
        sources, flow="backfill", run_id=run_id, url=url, start=start_stage, force=True
    )
    summary: dict[str, object] = {
        **result.summary(),
        "synthetic": synthetic,
        "run_id": str(run_id),
        "start_stage": start_stage,
    }
    if models and result.loaded:
        summary["models"] = build_models(url)
    store.finish_run(conn, run_id, "ok" if not result.quarantined else "partial", summary)
    conn.close()
    return summary
