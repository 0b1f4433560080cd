"""Stage ``gamelog``: per rally, structured events, features, tactic tags and the rendered
text log. Every table returned here is written by both sinks: the PostgreSQL sink replaces
the match's rows of each table it is given, the parquet sink writes one file per table.
"""

from __future__ import annotations

import polars as pl

from rallyscope import gamelog as logs
from rallyscope.pipeline import StageOutput, Tables
from rallyscope.sources import MatchSource


def run(source: MatchSource, tables: Tables, params: dict) -> StageOutput:
    """Sets, rallies (gated), strokes with per-shot features, and the rallies' tactic tags."""
    m = tables["matches"].row(0, named=True)
    info = logs.MatchInfo(
        match_id=str(m["match_id"]),
        player_a=str(m["player_a"]),
        player_b=str(m["player_b"]),
        tournament=str(m["tournament"]),
        round=str(m["round"]),
    )
    rallies, strokes = logs.build(tables["strokes"], info)
    tables = {
        "sets": sets_of(rallies),
        "rallies": rallies,
        "strokes": strokes,
        "rally_tactics": tactics_rows(rallies),
    }
    return StageOutput(tables, rallies)


def tactics_rows(rallies: pl.DataFrame) -> pl.DataFrame:
    """One row per rally, tag and player, from the rallies' ``tactics`` lists."""
    return (
        rallies.select("match_id", "set_no", "rally_no", "tactics")
        .explode("tactics")
        .drop_nulls("tactics")
        .unnest("tactics")
    )


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
