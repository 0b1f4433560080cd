"""Stage 1, ingest: parse a match's source files into typed, canonical polars frames.

Every failure raises :class:`InputError` naming the file, the data row and the field.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import polars as pl

from rallyscope.errors import InputError
from rallyscope.sources import MatchSource
from rallyscope.vocabulary import HEIGHT_CODES, LOSE_REASON_ZH, SHOT_TYPE_ZH, WIN_REASON_ZH

SET_COLUMNS = (
    "rally",
    "ball_round",
    "time",
    "frame_num",
    "roundscore_A",
    "roundscore_B",
    "player",
    "server",
    "type",
    "aroundhead",
    "backhand",
    "hit_height",
    "hit_area",
    "hit_x",
    "hit_y",
    "landing_height",
    "landing_area",
    "landing_x",
    "landing_y",
    "lose_reason",
    "win_reason",
    "getpoint_player",
    "flaw",
    "player_location_area",
    "player_location_x",
    "player_location_y",
    "opponent_location_area",
    "opponent_location_x",
    "opponent_location_y",
    "db",
)

# source column -> (canonical column, dtype); integers may be written "2.0" in the source.
_NUMERIC: dict[str, tuple[str, type[pl.DataType]]] = {
    "rally": ("rally_no", pl.Int32),
    "ball_round": ("shot_no", pl.Int32),
    "frame_num": ("frame", pl.Int64),
    "roundscore_A": ("score_a", pl.Int32),
    "roundscore_B": ("score_b", pl.Int32),
    "server": ("shot_flag", pl.Int8),
    "hit_area": ("hit_area", pl.Int16),
    "hit_x": ("hit_x_px", pl.Float64),
    "hit_y": ("hit_y_px", pl.Float64),
    "landing_area": ("landing_area", pl.Int16),
    "landing_x": ("landing_x_px", pl.Float64),
    "landing_y": ("landing_y_px", pl.Float64),
    "player_location_area": ("player_area", pl.Int16),
    "player_location_x": ("player_x_px", pl.Float64),
    "player_location_y": ("player_y_px", pl.Float64),
    "opponent_location_area": ("opponent_area", pl.Int16),
    "opponent_location_x": ("opponent_x_px", pl.Float64),
    "opponent_location_y": ("opponent_y_px", pl.Float64),
    "db": ("source_db", pl.Int16),
}
_REQUIRED = ("rally", "ball_round", "time", "roundscore_A", "roundscore_B", "player", "type")
_FLAGS = {"aroundhead": "around_head", "backhand": "backhand", "flaw": "flaw"}
_LABELS: dict[str, tuple[str, dict]] = {
    "type": ("shot_type", {k: str(v) for k, v in SHOT_TYPE_ZH.items()}),
    "lose_reason": ("lose_reason", {k: str(v) for k, v in LOSE_REASON_ZH.items()}),
    "win_reason": ("win_reason", {k: str(v) for k, v in WIN_REASON_ZH.items()}),
    "player": ("player", {"A": "A", "B": "B"}),
    "getpoint_player": ("getpoint_player", {"A": "A", "B": "B"}),
}
_TIME = r"^\d{1,2}:\d{2}:\d{2}(\.\d+)?$"
MATCH_COLUMNS = ("video", "tournament", "round", "year", "month", "day", "winner", "loser")


@dataclass
class ParsedMatch:
    match: dict[str, object]
    strokes: pl.DataFrame
    set_aside: list[dict[str, object]]  # repeated rows kept out of the strokes, with reasons


def _split_repeats(typed: pl.DataFrame) -> tuple[pl.DataFrame, pl.DataFrame]:
    """Set aside rows that repeat an earlier row word for word, and rows after a rally
    restarts (a shot number that does not rise within the rally, in file order).

    The first run of each rally is kept and marked ``repeated_rows``; the rows set aside
    are returned with their reasons.
    """
    content = [c for c in typed.columns if c != "source_row"]
    copy = ~pl.struct(content).is_first_distinct()
    restart = (pl.col("shot_no") <= pl.col("shot_no").shift(1)).fill_null(False)
    unique = typed.filter(~copy)
    marked = unique.with_columns(restart.cum_sum().over("rally_no").alias("_segment"))
    keep = marked.filter(pl.col("_segment") == 0).drop("_segment")
    reasons = (
        pl.concat(
            [
                typed.filter(copy).select(
                    "source_row",
                    "rally_no",
                    "shot_no",
                    pl.format(
                        "shot {} of rally {} repeats an earlier row word for word",
                        "shot_no",
                        "rally_no",
                    ).alias("reason"),
                ),
                marked.filter(pl.col("_segment") > 0).select(
                    "source_row",
                    "rally_no",
                    "shot_no",
                    pl.format(
                        "shot {} of rally {} does not follow the shot before it; the first "
                        "run of the rally is kept",
                        "shot_no",
                        "rally_no",
                    ).alias("reason"),
                ),
            ]
        )
        .rename({"source_row": "row"})
        .sort("row")
    )
    repeated = reasons["rally_no"].unique().to_list()
    return keep.with_columns(pl.col("rally_no").is_in(repeated).alias("repeated_rows")), reasons


def _first_bad(df: pl.DataFrame, bad: pl.Expr) -> int | None:
    """1-based data row of the first row where ``bad`` holds, else None."""
    hits = df.with_row_index("_row").filter(bad)
    return None if hits.is_empty() else int(hits["_row"][0]) + 1


def _read_set(path: Path) -> pl.DataFrame:
    raw = path.read_bytes()
    if not raw.strip():
        raise InputError(path, "file is empty")
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(path, f"not UTF-8 ({exc.reason} at byte {exc.start})") from exc
    try:
        df = pl.read_csv(raw, infer_schema=False)
    except pl.exceptions.PolarsError as exc:
        raise InputError(path, f"not a readable CSV: {exc}") from exc
    missing = [c for c in SET_COLUMNS if c not in df.columns]
    extra = [c for c in df.columns if c not in SET_COLUMNS]
    if missing:
        raise InputError(path, f"missing columns {missing}", field=missing[0])
    if extra:
        raise InputError(path, f"unexpected columns {extra}", field=extra[0])
    if df.is_empty():
        raise InputError(path, "no strokes")
    return df.with_columns(pl.all().str.strip_chars().replace("", None))


def _checks() -> list[tuple[str, str, pl.Expr]]:
    """(field, problem, expression true on a bad row) for every source column."""
    checks = [(col, "value is missing", pl.col(col).is_null()) for col in _REQUIRED]
    for src, (_, dtype) in _NUMERIC.items():
        as_float = pl.col(src).cast(pl.Float64, strict=False)
        checks.append((src, "not a number", pl.col(src).is_not_null() & as_float.is_null()))
        if dtype.is_integer():
            whole = as_float.is_not_null() & (as_float != as_float.round(0))
            checks.append((src, "not a whole number", whole))
    for src, (_, mapping) in _LABELS.items():
        unknown = pl.col(src).is_not_null() & ~pl.col(src).is_in(list(mapping))
        checks.append((src, "unknown label", unknown))
    for src in ("hit_height", "landing_height"):
        code = pl.col(src).cast(pl.Float64, strict=False)
        unknown = pl.col(src).is_not_null() & ~code.is_in([float(k) for k in HEIGHT_CODES])
        checks.append((src, "unknown height code", unknown))
    for src in _FLAGS:
        flag = pl.col(src).cast(pl.Float64, strict=False)
        checks.append((src, "not a 0/1 flag", pl.col(src).is_not_null() & ~flag.is_in([0.0, 1.0])))
    checks.append(("time", "not a H:MM:SS time", ~pl.col("time").str.contains(_TIME)))
    return checks


_CHECKS = _checks()


def _typed(df: pl.DataFrame, path: Path) -> pl.DataFrame:
    """Cast and translate every source column, failing on the first bad value."""
    failed = df.select(bad.any().alias(str(i)) for i, (_, _, bad) in enumerate(_CHECKS)).row(0)
    for (field, problem, bad), hit in zip(_CHECKS, failed, strict=True):
        if hit:
            row = _first_bad(df, bad)
            raise InputError(path, f"{problem}: {df[field][row - 1]!r}", row=row, field=field)
    exprs = [
        pl.col(src).cast(pl.Float64, strict=False).cast(dtype).alias(dst)
        for src, (dst, dtype) in _NUMERIC.items()
    ]
    exprs += [
        pl.col(src).replace_strict(mapping, default=None).alias(dst)
        for src, (dst, mapping) in _LABELS.items()
    ]
    heights = {float(k): str(v) for k, v in HEIGHT_CODES.items()}
    exprs += [
        pl.col(src).cast(pl.Float64).replace_strict(heights, default=None).alias(src)
        for src in ("hit_height", "landing_height")
    ]
    exprs += [
        (pl.col(src).cast(pl.Float64).fill_null(0.0) == 1.0).alias(dst)
        for src, dst in _FLAGS.items()
    ]
    parts = pl.col("time").str.split(":")
    seconds = (
        parts.list.get(0).cast(pl.Float64) * 3600
        + parts.list.get(1).cast(pl.Float64) * 60
        + parts.list.get(2).cast(pl.Float64)
    )
    exprs.append(seconds.alias("time_s"))
    return df.with_row_index("source_row", offset=1).select(pl.col("source_row"), *exprs)


def _match_row(source: MatchSource) -> dict[str, object]:
    meta = source.meta
    for col in MATCH_COLUMNS:
        if not meta.get(col):
            raise InputError(
                source.meta_file, f"match {source.match_id!r}: value is missing", field=col
            )
    try:
        played = date(*(int(float(meta[k])) for k in ("year", "month", "day")))
    except ValueError as exc:
        raise InputError(
            source.meta_file, f"match {source.match_id!r}: bad date ({exc})", field="year"
        ) from exc

    def number(key: str) -> float | None:
        try:
            return float(meta[key]) if meta.get(key) else None
        except ValueError as exc:
            raise InputError(
                source.meta_file, f"match {source.match_id!r}: not a number", field=key
            ) from exc

    downcourt = number("downcourt")
    if downcourt not in (0.0, 1.0):
        raise InputError(
            source.meta_file,
            f"match {source.match_id!r}: downcourt must be 0 or 1",
            field="downcourt",
        )
    duration = number("duration")
    return {
        "match_id": source.match_id,
        "dataset": source.dataset,
        "tournament": meta["tournament"],
        "round": meta["round"],
        "match_date": played,
        "player_a": meta["winner"],
        "player_b": meta["loser"],
        "winner": meta["winner"],
        "duration_min": None if duration is None else int(duration),
        "downcourt": int(downcourt),
        "video_url": meta.get("url") or None,
    }


def parse_homography(source: MatchSource) -> tuple[list[list[float]], list[list[float]]]:
    """The provided pixel->reference matrix and the four annotated corners, in pixels."""
    row = source.homography
    path = source.meta_file.parent / "homography.csv"
    if row is None:
        raise InputError(path, f"no homography row for match {source.match_id!r}", field="video")
    try:
        matrix = json.loads(row["homography_matrix"])
        if len(matrix) != 3 or any(len(r) != 3 for r in matrix):
            raise ValueError("not 3x3")
        matrix = [[float(v) for v in r] for r in matrix]
    except (KeyError, TypeError, ValueError) as exc:
        raise InputError(
            path, f"match {source.match_id!r}: bad matrix ({exc})", field="homography_matrix"
        ) from exc
    corners = []
    for name in ("upleft", "upright", "downleft", "downright"):
        try:
            corners.append([float(row[f"{name}_x"]), float(row[f"{name}_y"])])
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError(
                path, f"match {source.match_id!r}: bad corner ({exc})", field=f"{name}_x"
            ) from exc
    return matrix, corners


def parse_match(source: MatchSource) -> ParsedMatch:
    """Parse one match: its metadata row and all its strokes, typed and translated."""
    match = _match_row(source)
    if not source.set_files:
        raise InputError(source.folder, "no set files (set1.csv, ...)")
    frames = []
    set_aside: list[dict[str, object]] = []
    for path in source.set_files:
        try:
            set_no = int(path.stem.removeprefix("set"))
        except ValueError as exc:
            raise InputError(path, "set file name must be setN.csv") from exc
        typed = _typed(_read_set(path), path)
        typed, aside = _split_repeats(typed)
        set_aside.extend({"file": str(path), **r} for r in aside.to_dicts())
        frames.append(typed.with_columns(pl.lit(set_no, pl.Int16).alias("set_no")))
    strokes = pl.concat(frames).with_columns(
        pl.lit(source.match_id).alias("match_id"),
        pl.when(pl.col("player") == "A")
        .then(pl.lit(match["player_a"]))
        .otherwise(pl.lit(match["player_b"]))
        .alias("player_name"),
    )
    match["sets_played"] = len(source.set_files)
    return ParsedMatch(match=match, strokes=strokes, set_aside=set_aside)
