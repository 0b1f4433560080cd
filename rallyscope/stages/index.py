"""DVC stage ``index``: the search index of the gamelog stage's rallies, gated, as files."""

from __future__ import annotations

from pathlib import Path

import polars as pl
from rich.console import Console

from rallyscope import config, quality
from rallyscope.errors import GateError
from rallyscope.search import documents, index, rebuild
from rallyscope.search.embed import local_embedder


def run(out: Path, console: Console) -> None:
    """The search index of the gamelog stage's rallies, gated, as files in ``out``."""
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
