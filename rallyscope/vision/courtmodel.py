"""The painted lines of a badminton court in court metres (see :mod:`rallyscope.court`)."""

from __future__ import annotations

import numpy as np

from rallyscope.court import COURT_LENGTH, COURT_WIDTH, SINGLES_MARGIN

LINE_WIDTH_M = 0.04
SHORT_SERVICE_M = 1.98  # from the net
LONG_SERVICE_DOUBLES_M = 0.76  # from the back boundary

# Lines across the court (constant y) and along it (constant x), in order.
ACROSS_Y = (
    0.0,
    LONG_SERVICE_DOUBLES_M,
    COURT_LENGTH / 2 - SHORT_SERVICE_M,
    COURT_LENGTH / 2 + SHORT_SERVICE_M,
    COURT_LENGTH - LONG_SERVICE_DOUBLES_M,
    COURT_LENGTH,
)
ALONG_X = (0.0, SINGLES_MARGIN, COURT_WIDTH - SINGLES_MARGIN, COURT_WIDTH)
CENTRE_X = COURT_WIDTH / 2


def segments() -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """Every painted line as a segment ((x0, y0), (x1, y1)) in metres."""
    out = [((0.0, y), (COURT_WIDTH, y)) for y in ACROSS_Y]
    out += [((x, 0.0), (x, COURT_LENGTH)) for x in ALONG_X]
    out += [
        ((CENTRE_X, 0.0), (CENTRE_X, ACROSS_Y[2])),
        ((CENTRE_X, ACROSS_Y[3]), (CENTRE_X, COURT_LENGTH)),
    ]
    return out


def sample_points(step_m: float = 0.1) -> np.ndarray:
    """Points along every line, (n, 2) metres: what a good homography puts on white pixels."""
    pts = []
    for (x0, y0), (x1, y1) in segments():
        n = max(2, int(np.hypot(x1 - x0, y1 - y0) / step_m))
        t = np.linspace(0, 1, n)
        pts.append(np.stack([x0 + (x1 - x0) * t, y0 + (y1 - y0) * t], axis=1))
    return np.concatenate(pts)
