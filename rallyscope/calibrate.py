"""Stage 2, calibrate: pixels to court metres, zones, court ends and server.

Positions are mapped with the homography estimated from the four annotated court corners;
the matrix shipped with the data is checked against the corners (its reprojection error,
in pixels: do the corners it maps form the court's rectangle?) and against ours (mean
disagreement over the court, in metres). Court metres
and zone names are defined in :mod:`rallyscope.court`.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np
import polars as pl

from rallyscope import court
from rallyscope.errors import InputError
from rallyscope.ingest import ParsedMatch, parse_homography
from rallyscope.sources import MatchSource

POINTS = ("hit", "landing", "player", "opponent")


@dataclass
class Calibration:
    match_id: str
    homography: list[list[float]]  # pixels -> court metres, from the corners
    provided: list[list[float]]  # pixels -> ShuttleSet's reference drawing, as shipped
    corners_px: list[list[float]]  # far-left, far-right, near-left, near-right
    reprojection_error_px: float  # largest corner error of the shipped matrix
    agreement_m: float  # mean distance between both mappings over the court

    def as_row(self) -> dict[str, object]:
        return {
            "match_id": self.match_id,
            "method": "corners",
            "homography": [v for row in self.homography for v in row],
            "provided_homography": [v for row in self.provided for v in row],
            "corners_px": [v for row in self.corners_px for v in row],
            "reprojection_error_px": self.reprojection_error_px,
            "agreement_m": self.agreement_m,
        }


def _court_grid() -> np.ndarray:
    xs, ys = np.meshgrid(
        np.linspace(0, court.COURT_WIDTH, 5), np.linspace(0, court.COURT_LENGTH, 9)
    )
    return np.c_[xs.ravel(), ys.ravel()]


def estimate(source: MatchSource) -> Calibration:
    """Homography from the annotated corners, checked against the shipped matrix."""
    provided, corners = parse_homography(source)
    corners_arr = court.order_corners(np.array(corners))
    path = source.meta_file.parent / "homography.csv"
    area = cv2.contourArea(corners_arr[[0, 1, 3, 2]].astype(np.float32))
    if not np.isfinite(corners_arr).all() or area < 1.0:
        raise InputError(
            path, f"match {source.match_id!r}: court corners are degenerate", field="upleft_x"
        )
    h = court.homography_from_corners(corners_arr)
    h_provided = court.reference_homography_to_metres(np.array(provided), corners_arr)
    error_px = court.corner_reprojection_error_px(h_provided, corners_arr)
    grid = _court_grid()
    in_pixels = court.apply_homography(np.linalg.inv(h), grid)
    disagreement = np.linalg.norm(court.apply_homography(h_provided, in_pixels) - grid, axis=1)
    agreement = float(np.mean(disagreement)) if np.isfinite(disagreement).all() else float("inf")
    return Calibration(
        match_id=source.match_id,
        homography=h.tolist(),
        provided=[list(map(float, r)) for r in provided],
        corners_px=corners_arr.tolist(),
        reprojection_error_px=error_px,
        agreement_m=agreement,
    )


def expected_bottom(
    set_no: pl.Expr, score_before_max: pl.Expr, downcourt: int, deciding_set: int
) -> pl.Expr:
    """'A' or 'B': who the court-end rule puts on the bottom half for a rally.

    ``downcourt == 0`` puts A on the bottom in set 1; the players change ends every set,
    and in the deciding set once the leader has reached 11 points.
    """
    a_bottom_first = downcourt == 0
    flips = (set_no - 1) + ((set_no == deciding_set) & (score_before_max >= 11)).cast(pl.Int16)
    a_bottom = (flips % 2 == 0) if a_bottom_first else (flips % 2 == 1)
    return pl.when(a_bottom).then(pl.lit("A")).otherwise(pl.lit("B"))


def apply(parsed: ParsedMatch, calibration: Calibration) -> pl.DataFrame:
    """Strokes with court metres, zones, score before the rally and court ends added."""
    h = np.array(calibration.homography)
    strokes = parsed.strokes
    columns: list[pl.Series] = []
    for name in POINTS:
        px = strokes.select(f"{name}_x_px", f"{name}_y_px").to_numpy().astype(float)
        metres = court.apply_homography(h, px)
        columns += [
            pl.Series(f"{name}_x_m", metres[:, 0]).fill_nan(None),
            pl.Series(f"{name}_y_m", metres[:, 1]).fill_nan(None),
            pl.Series(f"{name}_zone", court.zones(metres[:, 0], metres[:, 1]).tolist(), pl.String),
        ]
    strokes = strokes.with_columns(columns)

    rallies = (
        strokes.group_by("set_no", "rally_no")
        .agg(pl.col("score_a").last(), pl.col("score_b").last())
        .sort("set_no", "rally_no")
        .with_columns(
            pl.col("score_a").shift(1).over("set_no").fill_null(0).alias("score_a_before"),
            pl.col("score_b").shift(1).over("set_no").fill_null(0).alias("score_b_before"),
        )
    )
    deciding = int(strokes["set_no"].max())
    rallies = rallies.with_columns(
        expected_bottom(
            pl.col("set_no"),
            pl.max_horizontal("score_a_before", "score_b_before"),
            int(parsed.match["downcourt"]),
            deciding if deciding == 3 else 99,
        ).alias("bottom_role")
    ).select("set_no", "rally_no", "score_a_before", "score_b_before", "bottom_role")
    strokes = strokes.join(rallies, on=["set_no", "rally_no"], how="left")
    return strokes.with_columns(
        pl.when(pl.col("player") == pl.col("bottom_role"))
        .then(pl.lit("bottom"))
        .otherwise(pl.lit("top"))
        .alias("hitter_end"),
        pl.when(pl.col("player_y_m").is_null())
        .then(None)
        .when(pl.col("player_y_m") < court.NET_Y)
        .then(pl.lit("bottom"))
        .otherwise(pl.lit("top"))
        .alias("observed_end"),
    ).sort("set_no", "rally_no", "shot_no")
