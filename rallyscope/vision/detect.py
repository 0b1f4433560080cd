"""Court detection in a broadcast frame: the court line model fitted to the white lines.

1. White-line pixels: bright, thin (top-hat) and unsaturated.
2. Line segments (probabilistic Hough), merged into lines; lines across the court are the
   near-horizontal ones, the others run along it.
3. Hypotheses: two lines across and two along, matched in image order to two model lines
   of each kind, give a homography; each is scored by the share of model line points it puts
   on white pixels. The best is kept.
4. Refinement: the white pixels near each projected model line are fitted with a line; the
   fitted lines' intersections and their model points give a RANSAC homography, twice.

The quality score is the mean closeness of the model line points to white pixels (1 on a
white pixel, exp(-d^2/2) at d pixels): near 1 when every line is where the model says.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import cv2
import numpy as np

from rallyscope.court import CORNERS_M
from rallyscope.vision.courtmodel import ACROSS_Y, ALONG_X, sample_points

MODEL_POINTS = sample_points()
MODEL_H = np.hstack([MODEL_POINTS, np.ones((len(MODEL_POINTS), 1))]).T  # 3 x n
MAX_ACROSS, MAX_ALONG = 7, 6  # longest detected lines kept per family
MIN_COURT_HEIGHT = 0.25  # a broadcast frame shows the whole court, at least this tall


class CourtNotFound(ValueError):
    """No court could be fitted to the frame."""


@dataclass(frozen=True)
class CourtDetection:
    metres_to_pixels: np.ndarray  # 3x3
    corners_px: np.ndarray  # far-left, far-right, near-left, near-right
    score: float  # mean closeness of the model lines to white pixels, 0 to 1
    reprojection_px: float  # RMS error of the refined line intersections
    intersections: int  # line intersections used by the refinement

    def as_json(self) -> dict:
        return {
            "corners": self.corners_px.round(2).tolist(),
            "score": round(self.score, 4),
            "reprojection_px": round(self.reprojection_px, 3),
            "intersections": self.intersections,
        }


def white_mask(image: np.ndarray) -> np.ndarray:
    """Pixels of thin, bright, unsaturated lines."""
    hsv = cv2.cvtColor(image, cv2.COLOR_BGR2HSV)
    gray = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY)
    tophat = cv2.morphologyEx(
        gray, cv2.MORPH_TOPHAT, cv2.getStructuringElement(cv2.MORPH_RECT, (11, 11))
    )
    thin = tophat > max(20, np.percentile(tophat, 97))
    return (thin & (hsv[..., 1] < 90) & (hsv[..., 2] > 70)).astype(np.uint8)


@dataclass
class _Line:
    a: float  # a x + b y = c, unit normal (a, b)
    b: float
    c: float
    length: float

    def x_at(self, y: float) -> float:
        return (self.c - self.b * y) / self.a if abs(self.a) > 1e-9 else np.inf

    def y_at(self, x: float) -> float:
        return (self.c - self.a * x) / self.b if abs(self.b) > 1e-9 else np.inf


def _line_through(p: np.ndarray, q: np.ndarray) -> tuple[float, float, float]:
    d = q - p
    n = np.array([-d[1], d[0]]) / max(np.hypot(*d), 1e-9)
    return float(n[0]), float(n[1]), float(n @ p)


def detect_lines(mask: np.ndarray) -> list[_Line]:
    """Hough segments merged into lines (close angle and offset), longest first."""
    found = cv2.HoughLinesP(
        mask * 255, 1, np.pi / 360, threshold=40, minLineLength=30, maxLineGap=12
    )
    if found is None:
        return []
    groups: list[list[np.ndarray]] = []
    keys: list[tuple[float, float]] = []
    for x0, y0, x1, y1 in found.reshape(-1, 4).astype(float):
        a, b, c = _line_through(np.array([x0, y0]), np.array([x1, y1]))
        if b < 0 or (abs(b) < 1e-9 and a < 0):
            a, b, c = -a, -b, -c
        angle = np.arctan2(b, a)
        for g, (ga, gc) in enumerate(keys):
            if abs(angle - ga) < np.deg2rad(2.0) and abs(c - gc) < 8:
                groups[g].append(np.array([x0, y0, x1, y1]))
                break
        else:
            keys.append((angle, c))
            groups.append([np.array([x0, y0, x1, y1])])
    lines = []
    for segs in groups:
        pts = np.concatenate([s.reshape(2, 2) for s in segs]).astype(np.float32)
        vx, vy, x0, y0 = cv2.fitLine(pts, cv2.DIST_L2, 0, 0.01, 0.01).ravel()
        a, b = -vy, vx
        length = sum(np.hypot(s[2] - s[0], s[3] - s[1]) for s in segs)
        lines.append(_Line(float(a), float(b), float(a * x0 + b * y0), float(length)))
    return sorted(lines, key=lambda ln: -ln.length)


def _intersect(l1: _Line, l2: _Line) -> np.ndarray | None:
    m = np.array([[l1.a, l1.b], [l2.a, l2.b]])
    if abs(np.linalg.det(m)) < 1e-9:
        return None
    return np.linalg.solve(m, [l1.c, l2.c])


def _scores(hs: np.ndarray, closeness: np.ndarray) -> np.ndarray:
    """Mean closeness (1 on a white pixel, falling off with the distance to one) of the model
    line points under each homography (k, 3, 3); points off the image count 0."""
    proj = hs @ MODEL_H
    with np.errstate(divide="ignore", invalid="ignore"):
        x, y = proj[:, 0] / proj[:, 2], proj[:, 1] / proj[:, 2]
    h, w = closeness.shape
    inside = (x >= 0) & (x < w) & (y >= 0) & (y < h) & (proj[:, 2] > 0)
    xi, yi = np.where(inside, x, 0).astype(int), np.where(inside, y, 0).astype(int)
    return np.where(inside, closeness[yi, xi], 0.0).mean(axis=1)


def closeness_map(mask: np.ndarray, sigma_px: float) -> np.ndarray:
    """exp(-d^2 / 2 sigma^2) of each pixel's distance d to the nearest white pixel."""
    distance = cv2.distanceTransform((1 - mask).astype(np.uint8), cv2.DIST_L2, 3)
    return np.exp(-(distance**2) / (2 * sigma_px**2)).astype(np.float32)


CORNERS_H = np.hstack([CORNERS_M[[0, 1, 3, 2]], np.ones((4, 1))]).T  # a closed loop of corners


def _plausible(hs: np.ndarray, shape: tuple[int, ...]) -> np.ndarray:
    """Homographies whose court is a convex quadrilateral of a broadcast view's size (a court
    squashed into a strip would put every model point on a few white lines)."""
    proj = hs @ CORNERS_H
    with np.errstate(divide="ignore", invalid="ignore"):
        pts = proj[:, :2] / proj[:, 2:3]  # k x 2 x 4
    x, y = pts[:, 0], pts[:, 1]
    cross = (np.roll(x, -1, 1) - x) * (np.roll(y, -2, 1) - np.roll(y, -1, 1)) - (
        np.roll(y, -1, 1) - y
    ) * (np.roll(x, -2, 1) - np.roll(x, -1, 1))
    convex = np.all(cross > 0, axis=1) | np.all(cross < 0, axis=1)
    area = 0.5 * np.abs(np.sum(x * np.roll(y, -1, 1) - np.roll(x, -1, 1) * y, axis=1))
    edges = np.hypot(np.roll(x, -1, 1) - x, np.roll(y, -1, 1) - y).min(axis=1)
    h, w = shape[:2]
    tall = y.max(axis=1) - y.min(axis=1)
    return (
        convex
        & (area > 0.05 * w * h)
        & (edges > 0.04 * w)
        & (tall > MIN_COURT_HEIGHT * h)
        & np.all(proj[:, 2] > 0, axis=1)
    )


def _hypotheses(
    across: list[_Line], along: list[_Line], mid_y: float, closeness: np.ndarray, keep: int = 6
) -> list[tuple[float, np.ndarray]]:
    """The ``keep`` best homographies over all line quadruples and ordered model assignments."""
    across = sorted(across, key=lambda ln: -ln.y_at(closeness.shape[1] / 2))  # near (low) first
    along = sorted(along, key=lambda ln: ln.x_at(mid_y))  # left first
    model_across = list(itertools.combinations(range(len(ACROSS_Y)), 2))
    model_along = list(itertools.combinations(range(len(ALONG_X)), 2))
    rects = np.array(
        [
            [
                [ALONG_X[j0], ACROSS_Y[i0]],
                [ALONG_X[j1], ACROSS_Y[i0]],
                [ALONG_X[j1], ACROSS_Y[i1]],
                [ALONG_X[j0], ACROSS_Y[i1]],
            ]
            for i0, i1 in model_across
            for j0, j1 in model_along
        ],
        dtype=np.float32,
    )
    best: list[tuple[float, np.ndarray]] = []
    for (h0, h1), (v0, v1) in itertools.product(
        itertools.combinations(across, 2), itertools.combinations(along, 2)
    ):
        quad = [_intersect(h0, v0), _intersect(h0, v1), _intersect(h1, v1), _intersect(h1, v0)]
        if any(q is None for q in quad):
            continue
        quad = np.array(quad, dtype=np.float32)
        if not cv2.isContourConvex(quad.reshape(-1, 1, 2)) or cv2.contourArea(quad) < 400:
            continue
        hs = np.array([cv2.getPerspectiveTransform(r, quad) for r in rects])
        scores = np.where(_plausible(hs, closeness.shape), _scores(hs, closeness), -1.0)
        k = int(np.argmax(scores))
        if scores[k] > 0:
            best = sorted([*best, (float(scores[k]), hs[k])], key=lambda t: -t[0])[:keep]
    if not best:
        raise CourtNotFound("no four court lines form a plausible court")
    return best


def _refine(h: np.ndarray, mask: np.ndarray, band_px: float = 4.0) -> tuple[np.ndarray, float, int]:
    """Fit each model line to the white pixels near its projection; a RANSAC homography
    from the fitted lines' intersections."""
    ys, xs = np.nonzero(mask)
    pixels = np.stack([xs, ys], axis=1).astype(float)
    fitted: dict[tuple[str, int], _Line] = {}
    for kind, values in (("across", ACROSS_Y), ("along", ALONG_X)):
        for i, v in enumerate(values):
            ends = (
                np.array([[0.0, v], [6.10, v]])
                if kind == "across"
                else np.array([[v, 0.0], [v, 13.40]])
            )
            p = cv2.perspectiveTransform(ends.reshape(-1, 1, 2), h).reshape(2, 2)
            a, b, c = _line_through(p[0], p[1])
            d = pixels @ np.array([a, b]) - c
            t = (pixels - p[0]) @ (p[1] - p[0]) / max(np.sum((p[1] - p[0]) ** 2), 1e-9)
            near = pixels[(np.abs(d) < band_px) & (t > -0.02) & (t < 1.02)]
            if len(near) < 15:
                continue
            vx, vy, x0, y0 = cv2.fitLine(
                near.astype(np.float32), cv2.DIST_HUBER, 0, 0.01, 0.01
            ).ravel()
            fitted[(kind, i)] = _Line(float(-vy), float(vx), float(-vy * x0 + vx * y0), len(near))
    src, dst = [], []
    for i, y in enumerate(ACROSS_Y):
        for j, x in enumerate(ALONG_X):
            if ("across", i) in fitted and ("along", j) in fitted:
                point = _intersect(fitted[("across", i)], fitted[("along", j)])
                if point is not None:
                    src.append((x, y))
                    dst.append(point)
    if len(src) < 4:
        return h, float("nan"), len(src)
    src_a, dst_a = np.array(src, np.float32), np.array(dst, np.float32)
    refined, inliers = cv2.findHomography(src_a, dst_a, cv2.RANSAC, 3.0)
    if refined is None:
        return h, float("nan"), len(src)
    keep = inliers.ravel().astype(bool)
    err = (
        cv2.perspectiveTransform(src_a[keep].reshape(-1, 1, 2), refined).reshape(-1, 2)
        - dst_a[keep]
    )
    return refined, float(np.sqrt(np.mean(np.sum(err**2, axis=1)))), int(keep.sum())


def detect(image: np.ndarray) -> CourtDetection:
    """The court in a BGR frame, or :class:`CourtNotFound`."""
    if image is None or image.ndim != 3 or image.shape[2] != 3:
        raise CourtNotFound("not a colour image")
    mask = white_mask(image)
    lines = detect_lines(mask)
    across = [ln for ln in lines if abs(ln.b) > np.cos(np.deg2rad(25))][:MAX_ACROSS]
    along = [ln for ln in lines if abs(ln.b) <= np.cos(np.deg2rad(25))][:MAX_ALONG]
    if len(across) < 2 or len(along) < 2:
        raise CourtNotFound(f"too few court lines ({len(across)} across, {len(along)} along)")
    coarse, fine = closeness_map(mask, 3.0), closeness_map(mask, 1.0)
    results = []
    for _, h in _hypotheses(across, along, image.shape[0] / 2, coarse):
        err, used = float("nan"), 0
        for _ in range(2):
            h, err, used = _refine(h, mask)
        results.append((float(_scores(h[None], fine)[0]), h, err, used))
    score, h, err, used = max(results, key=lambda r: r[0])
    corners = cv2.perspectiveTransform(CORNERS_M.reshape(-1, 1, 2).astype(np.float64), h).reshape(
        4, 2
    )
    return CourtDetection(h / h[2, 2], corners, score, err, used)


def best_of(frames: list[np.ndarray]) -> tuple[int, CourtDetection]:
    """The frame (index) whose detection scores best, among candidate frames."""
    found = []
    for i, frame in enumerate(frames):
        try:
            found.append((i, detect(frame)))
        except CourtNotFound:
            continue
    if not found:
        raise CourtNotFound(f"no court in any of {len(frames)} candidate frames")
    return max(found, key=lambda item: item[1].score)


def corner_error_px(found: np.ndarray, truth: np.ndarray) -> float:
    """Largest distance between matched corners (both in far-left, far-right, near-left,
    near-right order)."""
    return float(np.max(np.linalg.norm(np.asarray(found) - np.asarray(truth), axis=1)))
