"""Stage ``calibrate``: pixels to court metres from the match's court corners."""

from __future__ import annotations

import polars as pl

from rallyscope import calibrate as calibration
from rallyscope.ingest import ParsedMatch
from rallyscope.pipeline import StageOutput, Tables
from rallyscope.sources import MatchSource


def run(source: MatchSource, tables: Tables, params: dict) -> StageOutput:
    """The calibration row, and the strokes with court metres, zones and court ends; the gate
    sees every stroke with the match's reprojection error and agreement."""
    found = calibration.estimate(source)
    parsed = ParsedMatch(tables["matches"].row(0, named=True), tables["strokes"], [])
    strokes = calibration.apply(parsed, found)
    gate = strokes.with_columns(
        pl.lit(found.reprojection_error_px).alias("reprojection_error_px"),
        pl.lit(found.agreement_m).alias("agreement_m"),
    )
    return StageOutput({"calibrations": pl.DataFrame([found.as_row()]), "strokes": strokes}, gate)
