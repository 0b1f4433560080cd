"""Prefect tasks over the domain stages: cache policy, retries on I/O only, nothing else.

A stage's result is cached on (stage, match content hash, the video's hash for vision, code
version, hash of the params the run uses), so a rerun of an unchanged match is free and a
change to code, params or video recomputes. The mapper and loader hand the executor these
tasks, which run on the flow's task runner: threads in process, or Dask workers.
"""

from __future__ import annotations

import uuid

import psycopg
from prefect import task
from prefect.cache_policies import NO_CACHE, CacheKeyFnPolicy

from rallyscope import config, pipeline
from rallyscope.db import engine, store
from rallyscope.executor import Mapper, Outcome, Work
from rallyscope.models import dbt_build
from rallyscope.pipeline import Stage, StageOutput, Tables
from rallyscope.sources import MatchSource


def _stage_key(_context: object, parameters: dict) -> str:
    name, source = parameters["name"], parameters["source"]
    params = config.params_hash(parameters["params"])
    video = ""
    if name == "vision":
        from rallyscope.vision.video import file_hash, find_video

        found = find_video(source.folder)
        video = file_hash(found) if found else "none"
    return f"{name}-{source.content_hash}-{video}-{config.code_version()}-{params}"


def io_only(_task: object, _task_run: object, state: object) -> bool:
    """Retry condition: only I/O and connection errors are worth another try."""
    try:
        state.result()  # type: ignore[attr-defined]
    except (OSError, psycopg.OperationalError):
        return True
    except Exception:  # noqa: BLE001 - bad input and failed gates are final
        return False
    return False


_IO_RETRIES = {"retries": 2, "retry_delay_seconds": 1, "retry_condition_fn": io_only}


@task(cache_policy=CacheKeyFnPolicy(cache_key_fn=_stage_key), **_IO_RETRIES)
def run_stage(name: str, source: MatchSource, tables: Tables, params: dict) -> StageOutput:
    return pipeline.run_stage(name, source, tables, params)


@task(name="load", cache_policy=NO_CACHE, **_IO_RETRIES)
def load(match_id: str, tables: Tables, run_id: uuid.UUID) -> int:
    """Write one match whole, connecting as the writer from this worker's settings."""
    with engine.connect() as conn:
        store.replace_match(conn, match_id, tables, run_id)
    return tables["strokes"].height if "strokes" in tables else 0


def _outcome(future) -> Outcome:  # noqa: ANN001 - a Prefect future
    return future.result(raise_on_failure=False)


def mapper(params: dict, refresh: set[str] | None = None) -> Mapper:
    """Stage tasks, one per match; stages in ``refresh`` recompute rather than reuse the cache."""

    def run(stage: Stage, works: dict[str, Work]) -> dict[str, Outcome]:
        task_ = run_stage.with_options(
            name=stage.name, tags=set(stage.tags), refresh_cache=stage.name in (refresh or set())
        )
        futures = {
            m: task_.submit(stage.name, w.source, w.tables, params) for m, w in works.items()
        }
        return {m: _outcome(f) for m, f in futures.items()}

    return run


def loader(works: dict[str, Work], run_id: uuid.UUID) -> dict[str, BaseException]:
    """Load tasks, one per match; returns the errors of the loads that failed."""
    futures = {m: load.submit(m, w.tables, run_id) for m, w in works.items()}
    failed = {m: _outcome(f) for m, f in futures.items()}
    return {m: o for m, o in failed.items() if isinstance(o, BaseException)}


@task(name="build-models", cache_policy=NO_CACHE, retries=1, retry_condition_fn=io_only)
def build_models() -> dict[str, int]:
    return dbt_build(engine.writer_url())
