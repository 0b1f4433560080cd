"""The one runner of the per-match stages: it maps a stage over the live matches (a mapper
decides how: Prefect tasks on threads or Dask workers, or a plain loop), gates the stage's
whole output at once, quarantines the matches that raised or failed the gate with their
reports while the others go on, sets aside the rows a stage rejected, records lineage, and
hands the survivors' tables to a sink: PostgreSQL for the flows, parquet for DVC.
"""

from __future__ import annotations

import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Protocol

import polars as pl

from rallyscope import quality
from rallyscope.errors import InputError
from rallyscope.pipeline import STAGES, Reject, Stage, StageOutput, Tables, frame_hash
from rallyscope.sources import MatchSource


@dataclass
class Work:
    """One match in flight: its source and the tables the stages made so far."""

    source: MatchSource
    tables: Tables = field(default_factory=dict)
    made: dict[str, list[str]] = field(default_factory=dict)  # stage -> the tables it made


Outcome = StageOutput | BaseException
Mapper = Callable[[Stage, dict[str, Work]], dict[str, Outcome]]


@dataclass
class Lineage:
    stage: str
    match_id: str
    input_hash: str
    output_hash: str | None
    status: str  # ok | failed | quarantined | no_video
    started_at: datetime
    seconds: float
    rows_out: int | None


class Sink(Protocol):
    """Where results go. ``write`` stores each surviving match whole (one transaction per
    match in PostgreSQL) and returns the error of each match it could not store."""

    def quarantine(self, match_id: str, stage: str, reason: str, report: dict) -> None: ...

    def set_aside(self, match_id: str, stage: str, rejects: list[Reject]) -> None: ...

    def write(self, works: dict[str, Work]) -> dict[str, BaseException]: ...

    def lineage(self, records: list[Lineage]) -> None: ...


@dataclass
class BatchResult:
    loaded: list[str] = field(default_factory=list)
    quarantined: dict[str, str] = field(default_factory=dict)  # match id -> stage: reason
    set_aside_rows: int = 0
    rallies: int = 0
    strokes: int = 0
    seconds: dict[str, float] = field(default_factory=dict)
    statuses: dict[str, Counter] = field(default_factory=dict)  # stage -> status -> matches

    def summary(self) -> dict[str, object]:
        return {
            "matches": len(self.loaded),
            "rallies": self.rallies,
            "strokes": self.strokes,
            "quarantined": self.quarantined,
            "set_aside_rows": self.set_aside_rows,
            "seconds": {k: round(v, 2) for k, v in self.seconds.items()},
            **{
                stage: ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
                for stage, counts in self.statuses.items()
                if stage == "vision"
            },
        }


def failure(exc: BaseException) -> tuple[str, dict]:
    """(reason, report) for a stage that raised: bad input names its file, row and field."""
    if isinstance(exc, InputError):
        return str(exc), exc.as_report()
    report = {"error": repr(exc), "traceback": "".join(traceback.format_exception(exc)[-5:])}
    return f"{type(exc).__name__}: {exc}", report


class _Run:
    def __init__(self, works: dict[str, Work], sink: Sink, params: dict, log) -> None:  # noqa: ANN001
        self.alive, self.sink, self.params, self.log = dict(works), sink, params, log
        self.hashes = {m: w.source.content_hash for m, w in works.items()}
        self.result = BatchResult()
        self.records: list[Lineage] = []

    def drop(self, match_id: str, stage: str, reason: str, report: dict) -> None:
        work = self.alive.pop(match_id)
        report = {**report, "input_hash": work.source.content_hash}
        self.sink.quarantine(match_id, stage, reason, report)
        self.result.quarantined[match_id] = f"{stage}: {reason}"
        self.log(f"quarantined {match_id} at {stage}: {reason[:300]}")

    def record(
        self, stage: str, match_id: str, status: str, started: datetime, out: StageOutput | None
    ) -> None:
        main = out.main if out is not None else None
        self.records.append(
            Lineage(
                stage=stage,
                match_id=match_id,
                input_hash=self.hashes[match_id],
                output_hash=None if main is None else frame_hash(main),
                status=status,
                started_at=started,
                seconds=out.seconds if out is not None else 0.0,
                rows_out=None if main is None else main.height,
            )
        )

    def gate(self, stage: Stage, outs: dict[str, StageOutput]) -> None:
        frames = {m: o.gate for m, o in outs.items() if o.gate is not None}
        if stage.suite is None or not frames:
            return
        clock = time.perf_counter()
        verdict = quality.validate(
            stage.suite, pl.concat(list(frames.values()), how="diagonal_relaxed"), self.params
        )
        for match_id, failures in verdict.failing_matches.items():
            if match_id in outs and match_id in self.alive:
                report = {"stage": stage.name, "failures": failures, "gate": verdict.report()}
                self.drop(
                    match_id, stage.name, "quality gate failed: " + "; ".join(failures), report
                )
                outs.pop(match_id)
        self.result.seconds[f"gate:{stage.name}"] = time.perf_counter() - clock

    def stage(self, stage: Stage, mapper: Mapper) -> None:
        started, clock = datetime.now(UTC), time.perf_counter()
        outcomes = mapper(stage, dict(self.alive))
        outs: dict[str, StageOutput] = {}
        for match_id, outcome in outcomes.items():
            if isinstance(outcome, BaseException):
                reason, report = failure(outcome)
                status = "quarantined" if isinstance(outcome, InputError) else "failed"
                self.record(stage.name, match_id, status, started, None)
                self.drop(match_id, stage.name, reason, report)
            else:
                outs[match_id] = outcome
        self.result.seconds[stage.name] = time.perf_counter() - clock
        self.gate(stage, outs)
        for match_id in outcomes:
            if match_id not in outs:
                continue
            if match_id not in self.alive:
                self.record(stage.name, match_id, "quarantined", started, outs[match_id])
                continue
            out = outs[match_id]
            self.record(stage.name, match_id, out.status, started, out)
            self.result.statuses.setdefault(stage.name, Counter())[out.status] += 1
            if out.rejects:
                self.sink.set_aside(match_id, stage.name, out.rejects)
                self.result.set_aside_rows += len(out.rejects)
            self.alive[match_id].tables.update(out.tables)
            self.alive[match_id].made[stage.name] = list(out.tables)
        self.log(f"{stage.name}: {len(outs)} ok, {len(self.result.quarantined)} quarantined so far")

    def write(self) -> None:
        clock = time.perf_counter()
        failed = self.sink.write(self.alive)
        for match_id, exc in failed.items():
            reason, report = failure(exc)
            self.drop(match_id, "load", reason, report)
        for match_id, work in self.alive.items():
            self.result.loaded.append(match_id)
            self.result.rallies += work.tables["rallies"].height if "rallies" in work.tables else 0
            self.result.strokes += work.tables["strokes"].height if "strokes" in work.tables else 0
        self.result.seconds["load"] = time.perf_counter() - clock


def execute(
    works: dict[str, Work],
    stages: list[str],
    mapper: Mapper,
    sink: Sink,
    params: dict,
    log: Callable[[str], None] = lambda _msg: None,
) -> BatchResult:
    """Run ``stages`` (names, in order) over ``works`` and write the survivors to ``sink``."""
    run = _Run(works, sink, params, log)
    for name in stages:
        if run.alive:
            run.stage(STAGES[name], mapper)
    run.write()
    sink.lineage(run.records)
    return run.result
