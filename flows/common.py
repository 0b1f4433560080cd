"""Pieces every flow shares: the task runner, the landing folder, and processing a batch of
matches through the stage executor into PostgreSQL."""

from __future__ import annotations

import os

from prefect import get_run_logger
from prefect.task_runners import TaskRunner, ThreadPoolTaskRunner

from rallyscope import config, executor, pipeline
from rallyscope.corpus import landing_root
from rallyscope.db import engine
from rallyscope.db.runs import Run
from rallyscope.db.sink import PostgresSink
from rallyscope.sources import Discovery, MatchSource, discover
from tasks import stages as t

DASK_ADDRESS = "RALLYSCOPE_DASK_ADDRESS"


class ConfiguredTaskRunner(ThreadPoolTaskRunner):
    """Chosen when a flow run starts: Prefect's DaskTaskRunner on the cluster that
    ``RALLYSCOPE_DASK_ADDRESS`` names, else threads in this process."""

    def duplicate(self) -> TaskRunner:
        address = os.environ.get(DASK_ADDRESS)
        if address:
            from prefect_dask import DaskTaskRunner

            return DaskTaskRunner(address=address)
        return ThreadPoolTaskRunner(max_workers=self._max_workers)


def task_runner(max_workers: int | None = None) -> ConfiguredTaskRunner:
    return ConfiguredTaskRunner(
        max_workers=max_workers or int(config.params()["nightly"]["concurrency"])
    )


def find_matches(landing: str | None) -> tuple[Discovery, bool]:
    root, synthetic = landing_root(landing)
    logger = get_run_logger()
    if synthetic:
        logger.warning("no ShuttleSet data found: processing the synthetic corpus in %s", root)
    found = discover(root)
    logger.info(
        "found %d matches in %s (%d duplicates skipped)",
        len(found.matches),
        root,
        len(found.duplicates),
    )
    return found, synthetic


def process(
    sources: list[MatchSource],
    run: Run,
    start: str = "ingest",
    force: bool = False,
    overrides: dict | None = None,
) -> executor.BatchResult:
    """Every stage for ``sources`` (those before ``start`` from the cache when unchanged;
    ``force`` recomputes from ``start`` on), each match written whole into PostgreSQL."""
    logger = get_run_logger()
    params = {**config.params(), **(overrides or {})}
    refresh = set(pipeline.stages_from(start)) if force else set()
    works = {s.match_id: executor.Work(s) for s in sources}
    with engine.connect(autocommit=True) as conn:
        sink = PostgresSink(conn, run.flow, run.run_id, t.loader)
        return executor.execute(
            works, list(pipeline.STAGES), t.mapper(params, refresh), sink, params, logger.info
        )
