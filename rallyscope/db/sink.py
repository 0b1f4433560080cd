"""The executor's PostgreSQL sink: quarantine rows, set-aside rows and lineage written as the
stages go; each surviving match written whole by ``load`` (a callable that may run the
writes elsewhere, such as Prefect tasks on Dask workers, each with its own connection)."""

from __future__ import annotations

import uuid
from collections.abc import Callable

import psycopg

from rallyscope.db import store
from rallyscope.executor import Lineage, Work
from rallyscope.pipeline import Reject

Loader = Callable[[dict[str, Work], uuid.UUID], dict[str, BaseException]]


class PostgresSink:
    def __init__(self, conn: psycopg.Connection, flow: str, run_id: uuid.UUID, load: Loader):
        self.conn, self.flow, self.run_id, self.load = conn, flow, run_id, load

    def quarantine(self, match_id: str, stage: str, reason: str, report: dict) -> None:
        store.quarantine(
            self.conn,
            item=match_id,
            match_id=match_id,
            stage=stage,
            reason=reason,
            report=report,
            run_id=self.run_id,
        )

    def set_aside(self, match_id: str, stage: str, rejects: list[Reject]) -> None:
        for r in rejects:
            store.quarantine(
                self.conn,
                item=r.item,
                match_id=None,
                stage=stage,
                reason=r.reason,
                report=r.report,
                run_id=self.run_id,
            )

    def write(self, works: dict[str, Work]) -> dict[str, BaseException]:
        return self.load(works, self.run_id) if works else {}

    def lineage(self, records: list[Lineage]) -> None:
        store.record_lineage(self.conn, self.flow, self.run_id, records)
