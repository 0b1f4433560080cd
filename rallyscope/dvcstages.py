"""The DVC stages: each runs one stage over the whole corpus through the stage executor, its
inputs the earlier stages' parquet files, its sink parquet files in the stage's folder: one
file per table it makes, ``status.parquet`` (each match: ok, no_video, failed or
quarantined, with the reason) and ``quarantine.json`` (every match or row left out, with its
reason). ``index`` builds the search index from the gamelog stage's files.

Run as ``python -m rallyscope.dvcstages STAGE OUT [--landing PATH]`` (what dvc.yaml calls).
"""

from __future__ import annotations

import argparse
import importlib
import json
from pathlib import Path

import polars as pl
from rich.console import Console
from rich.progress import track

from rallyscope import config, executor, pipeline
from rallyscope.corpus import landing_root
from rallyscope.executor import Lineage, Outcome, Work
from rallyscope.pipeline import Reject, Stage
from rallyscope.sources import MatchSource, discover

_NOT_TABLES = {"status"}


def _sources(landing: str | None) -> dict[str, MatchSource]:
    root, _ = landing_root(landing)
    return {s.match_id: s for s in discover(root).matches}


def _works(stages: Path, name: str, sources: dict[str, MatchSource]) -> dict[str, Work]:
    """Each match the previous stage kept, with the tables the earlier stages wrote (a later
    stage's table replaces an earlier one of the same name)."""
    earlier = pipeline.stages_from("ingest")[: list(pipeline.STAGES).index(name)]
    if not earlier:
        return {m: Work(s) for m, s in sources.items()}
    status = pl.read_parquet(stages / earlier[-1] / "status.parquet")
    kept = status.filter(pl.col("status").is_in(["ok", "no_video"]))["match_id"].to_list()
    works = {m: Work(sources[m]) for m in kept if m in sources}
    for stage in earlier:
        for path in sorted((stages / stage).glob("*.parquet")):
            if path.stem in _NOT_TABLES:
                continue
            frame = pl.read_parquet(path)
            if "match_id" not in frame.columns:
                continue
            for (match_id,), part in frame.partition_by("match_id", as_dict=True).items():
                if match_id in works:
                    works[match_id].tables[path.stem] = part
    return works


def _loop(params: dict, console: Console) -> executor.Mapper:
    def run(stage: Stage, works: dict[str, Work]) -> dict[str, Outcome]:
        out: dict[str, Outcome] = {}
        for m in track(list(works), description=stage.name, console=console, transient=True):
            try:
                out[m] = pipeline.run_stage(stage.name, works[m].source, works[m].tables, params)
            except Exception as exc:  # noqa: BLE001 - the executor quarantines the match
                out[m] = exc
        return out

    return run


class ParquetSink:
    """Writes the tables one stage made, for the matches that survived it."""

    def __init__(self, out: Path, stage: str) -> None:
        self.out, self.stage = out, stage
        self.left_out: dict[str, str] = {}
        self.reasons: dict[str, str] = {}

    def quarantine(self, match_id: str, stage: str, reason: str, report: dict) -> None:
        self.left_out[match_id] = self.reasons[match_id] = reason

    def set_aside(self, match_id: str, stage: str, rejects: list[Reject]) -> None:
        self.left_out.update({r.item: r.reason for r in rejects})

    def write(self, works: dict[str, Work]) -> dict[str, BaseException]:
        self.out.mkdir(parents=True, exist_ok=True)
        made = {t for w in works.values() for t in w.made.get(self.stage, ())}
        for table in sorted(made):
            parts = [w.tables[table] for w in works.values() if w.tables.get(table) is not None]
            parts = [p for p in parts if p.height]
            frame = (
                pl.concat(parts, how="diagonal_relaxed")
                if parts
                else pl.DataFrame(schema={"match_id": pl.String})
            )
            frame.write_parquet(self.out / f"{table}.parquet")
        return {}

    def lineage(self, records: list[Lineage]) -> None:
        rows = [
            {
                "match_id": r.match_id,
                "status": r.status,
                "reason": self.reasons.get(r.match_id),
                "rows_out": r.rows_out,
                "output_hash": r.output_hash,
                "seconds": r.seconds,
            }
            for r in records
        ]
        schema = {
            "match_id": pl.String,
            "status": pl.String,
            "reason": pl.String,
            "rows_out": pl.Int64,
            "output_hash": pl.String,
            "seconds": pl.Float64,
        }
        pl.DataFrame(rows, schema=schema).write_parquet(self.out / "status.parquet")
        text = json.dumps(self.left_out, indent=2, sort_keys=True) + "\n"
        (self.out / "quarantine.json").write_text(text)


def run_stage(name: str, out: Path, landing: str | None, console: Console) -> None:
    """Run stage ``name`` over the corpus, writing its files into ``out``."""
    if name == "index":  # not per match: the whole corpus's search index
        importlib.import_module("rallyscope.stages.index").run(out, console)
        return
    if name not in pipeline.STAGES:
        raise ValueError(f"unknown stage {name!r}; choose one of {[*pipeline.STAGES, 'index']}")
    params = config.params()
    sink = ParquetSink(out, name)
    works = _works(out.parent, name, _sources(landing))
    result = executor.execute(works, [name], _loop(params, console), sink, params)
    counts = ", ".join(f"{k} {v}" for k, v in sorted(result.statuses.get(name, {}).items()))
    console.print(f"{name}: {counts or 'nothing'}; {len(result.quarantined)} matches left out")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("stage")
    parser.add_argument("out", type=Path)
    parser.add_argument("--landing")
    args = parser.parse_args()
    run_stage(args.stage, args.out, args.landing, Console())


if __name__ == "__main__":
    main()
