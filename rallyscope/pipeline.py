"""The three stages over one match, as pure functions: source files in, table rows out."""

from __future__ import annotations

import hashlib

import polars as pl

from rallyscope import calibrate, gamelog
from rallyscope.db.store import MatchRows
from rallyscope.ingest import ParsedMatch, parse_match
from rallyscope.sources import MatchSource

STAGES = ("ingest", "calibrate", "gamelog")


def ingest(source: MatchSource) -> ParsedMatch:
    return parse_match(source)


def calibrated(
    source: MatchSource, parsed: ParsedMatch
) -> tuple[calibrate.Calibration, pl.DataFrame]:
    calibration = calibrate.estimate(source)
    return calibration, calibrate.apply(parsed, calibration)


def calibration_gate_frame(
    calibration: calibrate.Calibration, strokes: pl.DataFrame
) -> pl.DataFrame:
    """Calibrated strokes with the match's calibration figures on every row: the dataset the
    calibrate gate validates."""
    return strokes.with_columns(
        pl.lit(calibration.reprojection_error_px).alias("reprojection_error_px"),
        pl.lit(calibration.agreement_m).alias("agreement_m"),
    )


def game_logs(parsed: ParsedMatch, strokes: pl.DataFrame) -> tuple[pl.DataFrame, pl.DataFrame]:
    m = parsed.match
    info = gamelog.MatchInfo(
        match_id=str(m["match_id"]),
        player_a=str(m["player_a"]),
        player_b=str(m["player_b"]),
        tournament=str(m["tournament"]),
        round=str(m["round"]),
    )
    return gamelog.build(strokes, info)


def sets_of(rallies: pl.DataFrame) -> pl.DataFrame:
    """One row per set: final score, its winner and number of rallies."""
    return (
        rallies.sort("set_no", "rally_no")
        .group_by("match_id", "set_no", maintain_order=True)
        .agg(
            pl.col("score_a_after").last().alias("score_a"),
            pl.col("score_b_after").last().alias("score_b"),
            pl.len().alias("n_rallies"),
        )
        .with_columns(
            pl.when(pl.col("score_a") > pl.col("score_b"))
            .then(pl.lit("A"))
            .when(pl.col("score_b") > pl.col("score_a"))
            .then(pl.lit("B"))
            .alias("winner")
        )
    )


def assemble(
    source: MatchSource,
    parsed: ParsedMatch,
    calibration: calibrate.Calibration,
    rallies: pl.DataFrame,
    strokes: pl.DataFrame,
) -> MatchRows:
    match = {**parsed.match, "content_hash": source.content_hash}
    return MatchRows(
        match=match,
        calibration=calibration.as_row(),
        sets=sets_of(rallies),
        rallies=rallies,
        strokes=strokes,
    )


def frame_hash(frame: pl.DataFrame) -> str:
    """Content hash of a frame's rows (order-sensitive), for lineage."""
    rows = frame.hash_rows(seed=0).to_numpy()
    return hashlib.sha256(rows.tobytes()).hexdigest()[:16]
