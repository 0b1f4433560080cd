"""Badminton court geometry: homographies, court metres and zones.

Court metres (the frame every position in rallyscope is stored in):

* origin at the near-left outer (doubles) corner, as seen from the broadcast camera;
* ``x`` runs across the court to the right, 0 to 6.10 m;
* ``y`` runs along the court away from the camera, 0 to 13.40 m; the net is at ``y = 6.70``.

The *bottom* half (``y < 6.70``) is the one nearer the camera, the *top* half the far one.
Zones are named from the point of view of the player whose half the point lies in, facing the
net: depth ``front``/``mid``/``rear`` by distance from the net, side ``left``/``centre``/``right``.
"""

from __future__ import annotations

import cv2
import numpy as np

COURT_LENGTH = 13.40
COURT_WIDTH = 6.10
NET_Y = COURT_LENGTH / 2
SINGLES_MARGIN = (6.10 - 5.18) / 2

# ShuttleSet's homographies map pixels to a reference drawing of the court whose outer
# corners are (25, 150) far-left, (325, 150) far-right, (25, 810) near-left, (325, 810) near-right.
REFERENCE_TO_METRES = np.array(
    [
        [COURT_WIDTH / 300.0, 0.0, -25.0 * COURT_WIDTH / 300.0],
        [0.0, -COURT_LENGTH / 660.0, 810.0 * COURT_LENGTH / 660.0],
        [0.0, 0.0, 1.0],
    ]
)

# Outer corners in metres, in the order far-left, far-right, near-left, near-right.
CORNERS_M = np.array(
    [[0.0, COURT_LENGTH], [COURT_WIDTH, COURT_LENGTH], [0.0, 0.0], [COURT_WIDTH, 0.0]]
)

DEPTHS = ("front", "mid", "rear")
SIDES = ("left", "centre", "right")


def order_corners(points: np.ndarray) -> np.ndarray:
    """Return four image points ordered far-left, far-right, near-left, near-right.

    Far points have the smaller image ``y``; left points the smaller image ``x``. Annotated
    corner labels are not trusted (ShuttleSet22 swaps some of them).
    """
    pts = np.asarray(points, dtype=float).reshape(4, 2)
    by_y = pts[np.argsort(pts[:, 1], kind="stable")]
    far = by_y[:2][np.argsort(by_y[:2, 0], kind="stable")]
    near = by_y[2:][np.argsort(by_y[2:, 0], kind="stable")]
    return np.vstack([far, near])


def homography_from_corners(corners_px: np.ndarray) -> np.ndarray:
    """Homography mapping image pixels to court metres, from the four outer corners."""
    src = order_corners(corners_px).astype(np.float32)
    return cv2.getPerspectiveTransform(src, CORNERS_M.astype(np.float32)).astype(float)


def reference_homography_to_metres(h_reference: np.ndarray, corners_px: np.ndarray) -> np.ndarray:
    """Turn a ShuttleSet homography (pixels to a reference drawing) into pixels to metres.

    The drawing's court is not always at the same place (some matches shift it by a few
    units), so the axis-aligned rectangle that best fits the mapped corners is taken as the
    court's outline in the drawing.
    """
    h_reference = np.asarray(h_reference, dtype=float)
    far_left, far_right, near_left, near_right = apply_homography(
        h_reference, order_corners(corners_px)
    )
    x0, x1 = (far_left[0] + near_left[0]) / 2, (far_right[0] + near_right[0]) / 2
    y_far, y_near = (far_left[1] + far_right[1]) / 2, (near_left[1] + near_right[1]) / 2
    sx, sy = COURT_WIDTH / (x1 - x0), COURT_LENGTH / (y_far - y_near)
    to_metres = np.array([[sx, 0.0, -sx * x0], [0.0, sy, -sy * y_near], [0.0, 0.0, 1.0]])
    return to_metres @ h_reference


def apply_homography(h: np.ndarray, points: np.ndarray) -> np.ndarray:
    """Map an ``(n, 2)`` array of points through ``h``; rows with NaN stay NaN."""
    pts = np.asarray(points, dtype=float).reshape(-1, 2)
    homog = np.c_[pts, np.ones(len(pts))] @ np.asarray(h, dtype=float).T
    with np.errstate(divide="ignore", invalid="ignore"):
        return homog[:, :2] / homog[:, 2:3]


def corner_reprojection_error_px(h_pixels_to_metres: np.ndarray, corners_px: np.ndarray) -> float:
    """Largest distance, in pixels, between the corners and the court corners projected back."""
    try:
        inverse = np.linalg.inv(h_pixels_to_metres)
    except np.linalg.LinAlgError:
        return float("inf")
    projected = apply_homography(inverse, CORNERS_M)
    err = np.linalg.norm(projected - order_corners(corners_px), axis=1)
    return float(np.nanmax(err)) if np.isfinite(err).all() else float("inf")


def zones(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Zone names such as ``'rear-left'`` from the own side of the half each point lies in.

    Depth splits the half court (net to back line) in thirds; side splits the court width
    in thirds. A player in the top half faces the camera, so their left is the image right.
    """
    x = np.asarray(x, dtype=float)
    y = np.asarray(y, dtype=float)
    missing = np.isnan(x) | np.isnan(y)
    x, y = np.nan_to_num(x), np.nan_to_num(y)
    bottom = y < NET_Y
    from_net = np.where(bottom, NET_Y - y, y - NET_Y)
    across = np.where(bottom, x, COURT_WIDTH - x)
    depth_idx = np.clip(from_net // (NET_Y / 3), 0, 2).astype(int)
    side_idx = np.clip(across // (COURT_WIDTH / 3), 0, 2).astype(int)
    out = np.char.add(np.char.add(np.array(DEPTHS)[depth_idx], "-"), np.array(SIDES)[side_idx])
    out = out.astype(object)
    out[missing] = None
    return out
