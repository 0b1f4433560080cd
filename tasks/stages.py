"""Prefect tasks over the domain stages: cache policy, retries on I/O only, nothing else.

Stage results are cached on (stage, match content hash, code version, params hash), so a
rerun of an unchanged match is free and a change to code or params recomputes.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

import polars as pl
import psycopg
from prefect import task
from prefect.cache_policies import NO_CACHE, CacheKeyFnPolicy

from rallyscope import config, pipeline, quality
from rallyscope.calibrate import Calibration
from rallyscope.db import engine, store
from rallyscope.ingest import ParsedMatch
from rallyscope.models import dbt_build
from rallyscope.sources import MatchSource

T = TypeVar("T")


def _stage_key(stage: str) -> CacheKeyFnPolicy:
    def key(_context: object, parameters: dict) -> str:
        source: MatchSource = parameters["source"]
        return f"{stage}-{source.content_hash}-{config.code_version()}-{config.params_hash()}"

    return CacheKeyFnPolicy(cache_key_fn=key)


def io_only(_task: object, _task_run: object, state: object) -> bool:
    """Retry condition: only I/O and connection errors are worth another try."""
    try:
        state.result()  # type: ignore[attr-defined]
    except (OSError, psycopg.OperationalError):
        return True
    except Exception:  # noqa: BLE001 - bad input and failed gates are final
        return False
    return False


@dataclass
class Timed(Generic[T]):
    """A stage output with the seconds it took to compute (kept when served from cache)."""

    value: T
    seconds: float


def _timed(fn: Callable[..., T], *args: object) -> Timed[T]:
    start = time.perf_counter()
    value = fn(*args)
    return Timed(value, time.perf_counter() - start)


_IO_RETRIES = {"retries": 2, "retry_delay_seconds": 1, "retry_condition_fn": io_only}


@task(name="ingest", cache_policy=_stage_key("ingest"), **_IO_RETRIES)
def ingest(source: MatchSource) -> Timed[ParsedMatch]:
    return _timed(pipeline.ingest, source)


@task(name="calibrate", cache_policy=_stage_key("calibrate"), **_IO_RETRIES)
def calibrate(source: MatchSource, parsed: ParsedMatch) -> Timed[tuple[Calibration, pl.DataFrame]]:
    return _timed(pipeline.calibrated, source, parsed)


@task(name="gamelog", cache_policy=_stage_key("gamelog"))
def gamelog(
    source: MatchSource, parsed: ParsedMatch, strokes: pl.DataFrame
) -> Timed[tuple[pl.DataFrame, pl.DataFrame]]:
    return _timed(pipeline.game_logs, parsed, strokes)


@task(name="gate", cache_policy=NO_CACHE)
def gate(stage: str, frame: pl.DataFrame) -> quality.GateResult:
    return quality.validate(stage, frame, config.params())


@task(name="load", cache_policy=NO_CACHE, **_IO_RETRIES)
def load(rows: store.MatchRows, run_id: uuid.UUID, url: str) -> int:
    with engine.connect(url) as conn:
        store.replace_match(conn, rows, run_id)
    return rows.strokes.height


@task(name="build-models", cache_policy=NO_CACHE, retries=1, retry_condition_fn=io_only)
def build_models(url: str) -> dict[str, int]:
    return dbt_build(url)
