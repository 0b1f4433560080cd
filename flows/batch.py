"""Runs a batch of matches through the stages, one stage at a time, gating each.

Each stage runs as concurrent Prefect tasks (the flow's task runner sets the limit), then
its Great Expectations gate validates the whole stage output at once. A match whose stage
raises, or whose rows fail the gate, is quarantined with its report; the others go on.
Survivors are loaded, each match replacing its old rows in one transaction, and every
(match, stage) is recorded in ``stage_runs``.
"""

from __future__ import annotations

import time
import traceback
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime

import polars as pl
from prefect import Task, get_run_logger

from rallyscope import config, pipeline
from rallyscope.db import engine, store
from rallyscope.errors import InputError
from rallyscope.sources import MatchSource
from tasks import stages as t


@dataclass
class BatchResult:
    loaded: list[str] = field(default_factory=list)
    quarantined: dict[str, str] = field(default_factory=dict)  # match id -> stage: reason
    set_aside_rows: int = 0
    rallies: int = 0
    strokes: int = 0
    seconds: dict[str, float] = field(default_factory=dict)

    def summary(self) -> dict[str, object]:
        return {
            "matches": len(self.loaded),
            "rallies": self.rallies,
            "strokes": self.strokes,
            "quarantined": self.quarantined,
            "set_aside_rows": self.set_aside_rows,
            "seconds": {k: round(v, 2) for k, v in self.seconds.items()},
        }


class _Batch:
    def __init__(
        self,
        sources: list[MatchSource],
        flow: str,
        run_id: uuid.UUID,
        url: str,
        start: str,
        force: bool,
    ) -> None:
        self.alive = {s.match_id: s for s in sources}
        self.flow, self.run_id, self.url = flow, run_id, url
        self.start, self.force = start, force
        self.result = BatchResult()
        self.records: list[store.StageRecord] = []
        self.logger = get_run_logger()
        self.conn = engine.connect(url, autocommit=True)

    def refresh(self, stage: str) -> bool:
        return self.force and pipeline.STAGES.index(stage) >= pipeline.STAGES.index(self.start)

    def record(
        self,
        stage: str,
        match_id: str,
        status: str,
        started: datetime,
        seconds: float,
        output: pl.DataFrame | None = None,
    ) -> None:
        self.records.append(
            store.StageRecord(
                flow=self.flow,
                stage=stage,
                match_id=match_id,
                input_hash=self.alive[match_id].content_hash,
                output_hash=None if output is None else pipeline.frame_hash(output),
                code_version=config.code_version(),
                params_hash=config.params_hash(),
                status=status,
                started_at=started,
                seconds=seconds,
                rows_out=None if output is None else output.height,
            )
        )

    def quarantine(self, match_id: str, stage: str, reason: str, report: dict) -> None:
        source = self.alive.pop(match_id)
        store.quarantine(
            self.conn,
            item=match_id,
            match_id=match_id,
            stage=stage,
            reason=reason,
            report={**report, "input_hash": source.content_hash},
            run_id=self.run_id,
        )
        self.result.quarantined[match_id] = f"{stage}: {reason}"
        self.logger.warning("quarantined %s at %s: %s", match_id, stage, reason)

    def run_stage(self, stage: str, task: Task, args: dict[str, tuple]) -> dict[str, object]:
        """Submit the stage for every live match; return outputs of those that succeeded."""
        started, clock = datetime.now(UTC), time.perf_counter()
        runner = task.with_options(refresh_cache=self.refresh(stage))
        futures = {m: runner.submit(*args[m]) for m in list(self.alive) if m in args}
        outputs: dict[str, object] = {}
        for match_id, future in futures.items():
            try:
                timed = future.result()
            except InputError as exc:
                self.record(stage, match_id, "quarantined", started, 0.0)
                self.quarantine(match_id, stage, str(exc), exc.as_report())
                continue
            except Exception as exc:  # noqa: BLE001 - any failure quarantines this match only
                self.record(stage, match_id, "failed", started, 0.0)
                report = {"error": repr(exc), "traceback": traceback.format_exc(limit=5)}
                self.quarantine(match_id, stage, f"{type(exc).__name__}: {exc}", report)
                continue
            outputs[match_id] = timed
        self.result.seconds[stage] = time.perf_counter() - clock
        self.logger.info(
            "%s: %d ok, %d quarantined so far", stage, len(outputs), len(self.result.quarantined)
        )
        return outputs

    def gate(self, stage: str, frames: dict[str, pl.DataFrame]) -> None:
        """Validate the stage's output for the whole batch; quarantine failing matches."""
        if not frames:
            return
        clock = time.perf_counter()
        verdict = t.gate.submit(stage, pl.concat(list(frames.values()), how="diagonal_relaxed"))
        verdict = verdict.result()
        for match_id, failures in verdict.failing_matches.items():
            if match_id in self.alive:
                report = {"stage": stage, "failures": failures, "gate": verdict.report()}
                self.quarantine(
                    match_id, stage, "quality gate failed: " + "; ".join(failures), report
                )
                frames.pop(match_id, None)
        self.result.seconds[f"gate:{stage}"] = time.perf_counter() - clock

    def run(self) -> BatchResult:
        now = datetime.now(UTC)
        parsed = self.run_stage("ingest", t.ingest, {m: (s,) for m, s in self.alive.items()})
        for match_id, timed in parsed.items():
            self.record("ingest", match_id, "ok", now, timed.seconds, timed.value.strokes)
            for row in timed.value.set_aside:
                store.quarantine(
                    self.conn,
                    item=f"{match_id}/{row['file'].rsplit('/', 1)[-1]}:{row['row']}",
                    match_id=None,
                    stage="ingest",
                    reason=str(row["reason"]),
                    report=row,
                    run_id=self.run_id,
                )
                self.result.set_aside_rows += 1
        self.gate("ingest", {m: p.value.strokes for m, p in parsed.items()})

        calibrated = self.run_stage(
            "calibrate",
            t.calibrate,
            {m: (self.alive[m], p.value) for m, p in parsed.items() if m in self.alive},
        )
        for match_id, timed in calibrated.items():
            self.record("calibrate", match_id, "ok", now, timed.seconds, timed.value[1])
        self.gate(
            "calibrate",
            {m: pipeline.calibration_gate_frame(*c.value) for m, c in calibrated.items()},
        )

        logs = self.run_stage(
            "gamelog",
            t.gamelog,
            {
                m: (self.alive[m], parsed[m].value, c.value[1])
                for m, c in calibrated.items()
                if m in self.alive
            },
        )
        for match_id, timed in logs.items():
            self.record("gamelog", match_id, "ok", now, timed.seconds, timed.value[0])
        self.gate("gamelog", {m: g.value[0] for m, g in logs.items()})

        clock = time.perf_counter()
        loads = {}
        for match_id in list(self.alive):
            rallies, strokes = logs[match_id].value
            rows = pipeline.assemble(
                self.alive[match_id],
                parsed[match_id].value,
                calibrated[match_id].value[0],
                rallies,
                strokes,
            )
            loads[match_id] = (t.load.submit(rows, self.run_id, self.url), rows)
        for match_id, (future, rows) in loads.items():
            try:
                future.result()
            except Exception as exc:  # noqa: BLE001 - a failed load leaves the old rows intact
                self.quarantine(
                    match_id, "load", f"{type(exc).__name__}: {exc}", {"error": repr(exc)}
                )
                continue
            self.result.loaded.append(match_id)
            self.result.rallies += rows.rallies.height
            self.result.strokes += rows.strokes.height
        self.result.seconds["load"] = time.perf_counter() - clock
        store.record_stages(self.conn, self.run_id, self.records)
        self.conn.close()
        return self.result


def run_batch(
    sources: list[MatchSource],
    *,
    flow: str,
    run_id: uuid.UUID,
    url: str,
    start: str = "ingest",
    force: bool = False,
) -> BatchResult:
    """Process ``sources``; see the module docstring."""
    if start not in pipeline.STAGES:
        raise ValueError(f"unknown stage {start!r}; choose one of {pipeline.STAGES}")
    return _Batch(sources, flow, run_id, url, start, force).run()
