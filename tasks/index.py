"""Prefect task over an index rebuild: retries on I/O only, progress in the run's logs."""

from __future__ import annotations

from prefect import get_run_logger, task

from rallyscope import config
from rallyscope.db import engine
from rallyscope.search import embed
from rallyscope.search.rebuild import rebuild
from tasks.stages import io_only


@task(retries=2, retry_delay_seconds=5, retry_condition_fn=io_only)
def build_and_publish(full: bool) -> dict:
    logger = get_run_logger()
    params = config.params()["search"]
    progress_step = {"next": 0.0}

    def progress(done: int, total: int) -> None:
        if total and done / total >= progress_step["next"]:
            logger.info("embedded %d of %d new texts", done, total)
            progress_step["next"] += 0.25

    with engine.connect(autocommit=True) as conn:
        return rebuild(
            conn,
            lambda: embed.from_params(params),
            embed.configured_name(params),
            config.data_dir() / "index",
            params,
            full=full,
            progress=progress,
            log=logger.info,
        )
