"""The per-match stages: what a stage function takes and gives, and the registry.

A stage is a pure function (``rallyscope/stages/<name>.py``'s ``run``, the vision stage's in
``rallyscope/vision/stage.py``): a match's source, the tables the earlier stages made for it
and params in; its rows by table, the dataset its gate validates and the rows it set aside
(with reasons) out. ``rallyscope.executor`` runs them, whatever the sink. A stage's tables
replace the earlier ones of the same name (``strokes`` gain columns at each stage); the sinks
write every table. Stage modules are imported only when their stage runs, so each DVC stage
depends on its own code only.
"""

from __future__ import annotations

import hashlib
import importlib
import time
from dataclasses import dataclass, field
from typing import Protocol

import polars as pl

from rallyscope.sources import MatchSource

Tables = dict[str, pl.DataFrame]


@dataclass
class Reject:
    """Rows a stage set aside: where they are, why, and the report."""

    item: str
    reason: str
    report: dict


@dataclass
class StageOutput:
    tables: Tables
    gate: pl.DataFrame | None  # what the stage's Great Expectations suite validates
    rejects: list[Reject] = field(default_factory=list)
    status: str = "ok"  # or a reason the stage had nothing to do ("no_video")
    seconds: float = 0.0

    @property
    def main(self) -> pl.DataFrame | None:
        """The frame lineage hashes and counts."""
        return self.gate if self.gate is not None else next(iter(self.tables.values()), None)


class StageFn(Protocol):
    def __call__(self, source: MatchSource, tables: Tables, params: dict) -> StageOutput: ...


@dataclass(frozen=True)
class Stage:
    name: str
    target: str  # "module:function", imported when the stage runs
    suite: str | None  # the match-level gate, if any
    tags: tuple[str, ...] = ()  # Prefect tags of its tasks ("gpu")

    @property
    def module(self) -> str:
        return self.target.split(":")[0]

    def fn(self) -> StageFn:
        module, name = self.target.split(":")
        return getattr(importlib.import_module(module), name)


STAGES: dict[str, Stage] = {
    s.name: s
    for s in (
        Stage("ingest", "rallyscope.stages.ingest:run", "ingest"),
        Stage("calibrate", "rallyscope.stages.calibrate:run", "calibrate"),
        Stage("gamelog", "rallyscope.stages.gamelog:run", "gamelog"),
        Stage("vision", "rallyscope.vision.stage:run", None, ("gpu",)),
    )
}


def run_stage(name: str, source: MatchSource, tables: Tables, params: dict) -> StageOutput:
    """Run stage ``name`` for one match, timed."""
    clock = time.perf_counter()
    out = STAGES[name].fn()(source, tables, params)
    out.seconds = time.perf_counter() - clock
    return out


def run_through(source: MatchSource, last: str, params: dict) -> Tables:
    """One match's tables after every stage up to ``last``, in memory, ungated (tests,
    benchmarks)."""
    tables: Tables = {}
    for name in list(STAGES)[: list(STAGES).index(last) + 1]:
        tables.update(run_stage(name, source, tables, params).tables)
    return tables


def stages_from(start: str) -> list[str]:
    """The stage names from ``start`` on."""
    if start not in STAGES:
        raise ValueError(f"unknown stage {start!r}; choose one of {list(STAGES)}")
    names = list(STAGES)
    return names[names.index(start) :]


def frame_hash(frame: pl.DataFrame) -> str:
    """Content hash of a frame's rows (order-sensitive), for lineage."""
    rows = frame.hash_rows(seed=0).to_numpy()
    return hashlib.sha256(rows.tobytes()).hexdigest()[:16]
