"""Pipeline run records, always closed, and one pipeline run at a time.

A run that writes (nightly, backfill, ingest) holds a PostgreSQL advisory lock on its own
connection for as long as it runs. A second run waits for it (``nightly.lock_wait_s``, or
``RALLYSCOPE_LOCK_WAIT_S``) and then refuses, naming the run that holds it. Whoever takes the
lock knows that any run still recorded as ``running`` lost its process (a kill, a lost
machine): those are marked ``crashed``. A run's record is closed whatever happens:
``completed``, ``completed_with_errors`` (something was quarantined), ``failed`` (an error
stopped it) or ``cancelled`` (SIGTERM or Ctrl-C).
"""

from __future__ import annotations

import json
import os
import signal
import threading
import uuid
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field

import psycopg

from rallyscope import config
from rallyscope.db import roles

LOCK_KEY = 0x7261_6C6C_7973  # "rallys": one pipeline lock per database
STATUSES = ("running", "completed", "completed_with_errors", "failed", "cancelled", "crashed")


class PipelineBusy(RuntimeError):
    """Another pipeline run holds the lock."""


class Terminated(SystemExit):
    """The process was asked to stop (SIGTERM)."""


@dataclass
class Run:
    run_id: uuid.UUID
    flow: str
    summary: dict = field(default_factory=dict)
    crashed: list[str] = field(default_factory=list)  # earlier runs found dead


def lock_wait_s() -> float:
    value = os.environ.get("RALLYSCOPE_LOCK_WAIT_S")
    return float(value) if value else float(config.params()["nightly"]["lock_wait_s"])


def _lock(conn: psycopg.Connection, flow: str, wait_s: float) -> None:
    conn.execute(f"SET lock_timeout = '{int(wait_s * 1000)}ms'")
    try:
        conn.execute("SELECT pg_advisory_lock(%s)", [LOCK_KEY])
    except psycopg.errors.LockNotAvailable as exc:
        holder = conn.execute(
            "SELECT flow, run_id, started_at FROM pipeline_runs WHERE status = 'running'"
            " ORDER BY started_at DESC LIMIT 1"
        ).fetchone()
        who = (
            f"{holder[0]} run {holder[1]} started {holder[2]:%Y-%m-%d %H:%M:%S}"
            if holder
            else ("another run")
        )
        raise PipelineBusy(
            f"{flow} refused: {who} holds the pipeline lock (waited {wait_s:g} s)"
        ) from exc
    finally:
        conn.execute("SET lock_timeout = 0")


def _crashed(conn: psycopg.Connection, run_id: uuid.UUID) -> list[str]:
    rows = conn.execute(
        "UPDATE pipeline_runs SET status = 'crashed', finished_at = now(),"
        " summary = summary || jsonb_build_object('error', %s::text)"
        " WHERE status = 'running' RETURNING run_id",
        [f"its process ended without closing the run (found by run {run_id})"],
    ).fetchall()
    return [str(r[0]) for r in rows]


def _close(conn: psycopg.Connection, run: Run, status: str) -> None:
    with suppress(psycopg.Error):  # the database is gone: the next run marks it crashed
        conn.execute(
            "UPDATE pipeline_runs SET status = %s, finished_at = now(), summary = %s"
            " WHERE run_id = %s",
            [status, json.dumps(run.summary, default=str), run.run_id],
        )


@contextmanager
def _sigterm_raises() -> Iterator[None]:
    """SIGTERM raises :class:`Terminated` in the main thread, so ``finally`` blocks run."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum: int, _frame: object) -> None:
        raise Terminated(128 + signum)

    previous = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


@contextmanager
def pipeline_run(url: str, flow: str, wait_s: float | None = None) -> Iterator[Run]:
    """Hold the pipeline lock, open a run record, and close it whatever happens. The flow
    fills ``run.summary``; a summary with quarantined items completes with errors."""
    conn = psycopg.connect(url, autocommit=True, application_name=f"rallyscope-{flow}")
    try:
        _lock(conn, flow, lock_wait_s() if wait_s is None else wait_s)
        run = Run(uuid.uuid4(), flow)
        run.crashed = _crashed(conn, run.run_id)
        conn.execute(
            "INSERT INTO pipeline_runs (run_id, flow, status, params_hash, code_version)"
            " VALUES (%s, %s, 'running', %s, %s)",
            [run.run_id, flow, config.params_hash(), config.code_version()],
        )
        with _sigterm_raises():
            try:
                yield run
            except BaseException as exc:
                cancelled = isinstance(exc, (KeyboardInterrupt, SystemExit))
                run.summary["error"] = roles.mask(f"{type(exc).__name__}: {exc}")[:2000]
                _close(conn, run, "cancelled" if cancelled else "failed")
                raise
        errors = run.summary.get("quarantined") or run.summary.get("errors")
        _close(conn, run, "completed_with_errors" if errors else "completed")
    finally:
        conn.close()  # releases the lock
