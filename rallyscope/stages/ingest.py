"""Stage ``ingest``: a match's source files -> the match row and typed strokes."""

from __future__ import annotations

import polars as pl

from rallyscope.ingest import parse_match
from rallyscope.pipeline import Reject, StageOutput, Tables
from rallyscope.sources import MatchSource


def run(source: MatchSource, tables: Tables, params: dict) -> StageOutput:
    """The match row (with its content hash) and its strokes; repeated source rows set aside
    with their file, row and reason."""
    parsed = parse_match(source)
    match = pl.DataFrame([{**parsed.match, "content_hash": source.content_hash}])
    rejects = [
        Reject(
            f"{source.match_id}/{row['file'].rsplit('/', 1)[-1]}:{row['row']}",
            str(row["reason"]),
            row,
        )
        for row in parsed.set_aside
    ]
    return StageOutput({"matches": match, "strokes": parsed.strokes}, parsed.strokes, rejects)
