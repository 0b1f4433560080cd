"""Whole-corpus stage runs for DVC: each stage reads the previous stage's parquet files
and writes its own, with the same gates as the flows. Matches that fail are left out and
listed with their reasons in ``quarantine.json`` beside the outputs.
"""

from __future__ import annotations

import json
from pathlib import Path

import polars as pl
from rich.console import Console
from rich.progress import track

from rallyscope import config, pipeline, quality
from rallyscope.corpus import landing_root
from rallyscope.errors import GateError, InputError
from rallyscope.ingest import ParsedMatch
from rallyscope.sources import MatchSource, discover


def _sources(landing: str | None) -> dict[str, MatchSource]:
    root, _ = landing_root(landing)
    return {s.match_id: s for s in discover(root).matches}


def _gate(stage: str, frames: dict[str, pl.DataFrame], failed: dict[str, str]) -> None:
    if not frames:
        return
    verdict = quality.validate(
        stage, pl.concat(list(frames.values()), how="diagonal_relaxed"), config.params()
    )
    for match_id, failures in verdict.failing_matches.items():
        failed[match_id] = f"{stage} gate: " + "; ".join(failures)
        frames.pop(match_id, None)


def _each(label: str, ids: list[str], console: Console):  # noqa: ANN202 - progress iterator
    return track(ids, description=label, console=console, transient=True)


def _ingest(
    sources: dict[str, MatchSource], prev: Path | None, console: Console, failed: dict[str, str]
) -> dict[str, pl.DataFrame]:
    matches, strokes = [], {}
    for match_id in _each("ingest", list(sources), console):
        try:
            parsed = pipeline.ingest(sources[match_id])
        except InputError as exc:
            failed[match_id] = str(exc)
            continue
        matches.append({**parsed.match, "content_hash": sources[match_id].content_hash})
        strokes[match_id] = parsed.strokes
    _gate("ingest", strokes, failed)
    kept = pl.DataFrame([m for m in matches if m["match_id"] in strokes])
    return {"matches": kept, "strokes": pl.concat(list(strokes.values()))}


def _parsed(prev: Path) -> dict[str, ParsedMatch]:
    matches = pl.read_parquet(prev / "matches.parquet")
    strokes = pl.read_parquet(prev / "strokes.parquet")
    by_match = strokes.partition_by("match_id", as_dict=True, maintain_order=True)
    return {
        m["match_id"]: ParsedMatch(match=m, strokes=by_match[(m["match_id"],)], set_aside=[])
        for m in matches.iter_rows(named=True)
    }


def _calibrate(
    sources: dict[str, MatchSource], prev: Path, console: Console, failed: dict[str, str]
) -> dict[str, pl.DataFrame]:
    parsed = _parsed(prev)
    calibrations, strokes, gate_frames = [], {}, {}
    for match_id in _each("calibrate", list(parsed), console):
        try:
            calibration, calibrated = pipeline.calibrated(sources[match_id], parsed[match_id])
        except (InputError, KeyError) as exc:
            failed[match_id] = str(exc)
            continue
        calibrations.append(calibration.as_row())
        strokes[match_id] = calibrated
        gate_frames[match_id] = pipeline.calibration_gate_frame(calibration, calibrated)
    _gate("calibrate", gate_frames, failed)
    kept = [c for c in calibrations if c["match_id"] in gate_frames]
    return {
        "calibrations": pl.DataFrame(kept),
        "strokes": pl.concat([strokes[m] for m in gate_frames]),
    }


def _gamelog(
    sources: dict[str, MatchSource], prev: Path, console: Console, failed: dict[str, str]
) -> dict[str, pl.DataFrame]:
    ingest_dir = prev.parent / "ingest"
    parsed = _parsed(ingest_dir)
    calibrated = pl.read_parquet(prev / "strokes.parquet").partition_by(
        "match_id", as_dict=True, maintain_order=True
    )
    rallies, strokes = {}, {}
    for (match_id,), frame in _each("gamelog", list(calibrated.items()), console):
        rallies[match_id], strokes[match_id] = pipeline.game_logs(parsed[match_id], frame)
    _gate("gamelog", rallies, failed)
    return {
        "rallies": pl.concat(list(rallies.values())),
        "strokes": pl.concat([strokes[m] for m in rallies]),
    }


_STAGES = {
    "ingest": (_ingest, None),
    "calibrate": (_calibrate, "ingest"),
    "gamelog": (_gamelog, "calibrate"),
}


def _index(out: Path, console: Console) -> None:
    """The search index of the gamelog stage's rallies, gated, as files in ``out``."""
    from rallyscope.search import documents, index, rebuild
    from rallyscope.search.embed import local_embedder

    stages = out.parent
    rallies = documents.from_stages(
        pl.read_parquet(stages / "gamelog" / "rallies.parquet"),
        pl.read_parquet(stages / "gamelog" / "strokes.parquet"),
        pl.read_parquet(stages / "ingest" / "matches.parquet"),
    )
    params = config.params()["search"]
    docs = documents.build(rallies, int(params["dense_narrative_chars"]))
    embedder = local_embedder()
    built = index.build(docs, embedder, out, params)
    frame = rebuild.validation_frame(built, embedder, docs["dense_text"].to_list())
    verdict = quality.validate("index", frame, config.params())
    if not verdict.success:
        failures = "; ".join(f["description"] for f in verdict.failed)
        raise GateError(f"index stage failed its gate: {failures}")
    console.print(f"index: {built.manifest['documents']} documents, {built.manifest['index_type']}")


def _vision(out: Path, landing: str | None, console: Console) -> None:
    """The vision stages for the matches whose landing folder holds a video."""
    from rallyscope.vision import batch

    folders = {m: s.folder for m, s in _sources(landing).items()}
    counts = batch.run(out.parent, folders, config.params(), out, console)
    console.print("vision: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))


def run_stage(name: str, out: Path, landing: str | None, console: Console) -> None:
    """Run stage ``name`` over the corpus, writing parquet files into ``out`` (the index
    stage writes the index files)."""
    if name == "index":
        _index(out, console)
        return
    if name == "vision":
        _vision(out, landing, console)
        return
    if name not in _STAGES:
        raise ValueError(f"unknown stage {name!r}; choose one of {[*_STAGES, 'index', 'vision']}")
    fn, previous = _STAGES[name]
    out.mkdir(parents=True, exist_ok=True)
    failed: dict[str, str] = {}
    prev = out.parent / previous if previous else None
    tables = fn(_sources(landing), prev, console, failed)
    for table, frame in tables.items():
        frame.write_parquet(out / f"{table}.parquet")
    (out / "quarantine.json").write_text(json.dumps(failed, indent=2, sort_keys=True) + "\n")
    rows = ", ".join(f"{t} {f.height}" for t, f in tables.items())
    console.print(f"{name}: {rows}; {len(failed)} matches left out")
