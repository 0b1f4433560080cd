"""Synthetic broadcast frames with a known court homography, for tests and benchmarks.

A pinhole camera behind and above the near baseline looks at the court, with random position,
height, aim, roll and zoom; the floor, the lines (4 cm wide), the net and player-like blobs
are drawn, then colour changes, blur and noise. People can be pasted in at court positions.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from rallyscope.court import CORNERS_M, COURT_LENGTH, COURT_WIDTH, NET_Y
from rallyscope.vision.courtmodel import LINE_WIDTH_M, segments

WIDTH, HEIGHT = 1280, 720
NET_HEIGHT_M = 1.55


@dataclass
class Camera:
    """Projection of world points (x, y, z metres, z up) to pixels."""

    P: np.ndarray  # 3x4

    @property
    def floor(self) -> np.ndarray:
        """Homography court metres (z = 0) -> pixels."""
        return self.P[:, [0, 1, 3]]

    def project(self, points: np.ndarray) -> np.ndarray:
        pts = np.asarray(points, dtype=float)
        if pts.shape[1] == 2:
            pts = np.hstack([pts, np.zeros((len(pts), 1))])
        h = self.P @ np.hstack([pts, np.ones((len(pts), 1))]).T
        return (h[:2] / h[2]).T


def random_camera(rng: np.random.Generator, width: int = WIDTH, height: int = HEIGHT) -> Camera:
    """A broadcast-like camera whose view holds the whole court."""
    while True:
        eye = np.array(
            [
                COURT_WIDTH / 2 + rng.uniform(-1.0, 1.0),
                rng.uniform(-9.0, -4.0),
                rng.uniform(5.0, 9.0),
            ]
        )
        target = np.array(
            [COURT_WIDTH / 2 + rng.uniform(-0.4, 0.4), NET_Y + rng.uniform(-1.0, 0.8), 0.0]
        )
        forward = (target - eye) / np.linalg.norm(target - eye)
        right = np.cross(forward, [0.0, 0.0, 1.0])
        right /= np.linalg.norm(right)
        up = np.cross(right, forward)
        roll = np.deg2rad(rng.uniform(-2.0, 2.0))
        right, up = (
            np.cos(roll) * right + np.sin(roll) * up,
            -np.sin(roll) * right + np.cos(roll) * up,
        )
        R = np.stack([right, -up, forward])
        f = rng.uniform(0.9, 1.6) * height
        K = np.array([[f, 0, width / 2], [0, f, height / 2], [0, 0, 1]])
        cam = Camera(K @ np.hstack([R, (-R @ eye).reshape(3, 1)]))
        corners = cam.project(CORNERS_M)
        xs, ys = corners[:, 0], corners[:, 1]
        tall = ys.max() - ys.min()
        if (
            xs.min() > 20
            and xs.max() < width - 20
            and ys.min() > 20
            and ys.max() < height - 20
            and tall > 0.45 * height
        ):
            return cam


def _quad(cam: Camera, x0: float, y0: float, x1: float, y1: float) -> np.ndarray:
    return cam.project(np.array([[x0, y0], [x1, y0], [x1, y1], [x0, y1]]))


def draw_court(image: np.ndarray, cam: Camera, line_colour: tuple[int, int, int]) -> None:
    """Paint the court lines (anti-aliased, 4 cm wide) onto ``image``."""
    w = LINE_WIDTH_M / 2
    for (x0, y0), (x1, y1) in segments():
        quad = _quad(cam, min(x0, x1) - w, min(y0, y1) - w, max(x0, x1) + w, max(y0, y1) + w)
        cv2.fillConvexPoly(
            image, np.round(quad * 16).astype(np.int32), line_colour, lineType=cv2.LINE_AA, shift=4
        )


def paste_person(
    image: np.ndarray,
    cam: Camera,
    person: np.ndarray,
    mask: np.ndarray,
    at_m: tuple[float, float],
    height_m: float = 1.8,
) -> tuple[int, int, int, int]:
    """Paste a person cut-out standing at ``at_m`` (court metres); returns its box."""
    feet = cam.project(np.array([[at_m[0], at_m[1], 0.0]]))[0]
    head = cam.project(np.array([[at_m[0], at_m[1], height_m]]))[0]
    tall = max(8, int(round(feet[1] - head[1])))
    scale = tall / person.shape[0]
    wide = max(4, int(round(person.shape[1] * scale)))
    person = cv2.resize(person, (wide, tall), interpolation=cv2.INTER_AREA)
    alpha = cv2.resize(mask, (wide, tall), interpolation=cv2.INTER_AREA)[..., None] / 255.0
    x0, y0 = int(round(feet[0] - wide / 2)), int(round(feet[1] - tall))
    xa, ya = max(x0, 0), max(y0, 0)
    xb, yb = min(x0 + wide, image.shape[1]), min(y0 + tall, image.shape[0])
    if xb <= xa or yb <= ya:
        return (xa, ya, xa, ya)
    crop = image[ya:yb, xa:xb].astype(float)
    src, a = (
        person[ya - y0 : yb - y0, xa - x0 : xb - x0],
        alpha[ya - y0 : yb - y0, xa - x0 : xb - x0],
    )
    image[ya:yb, xa:xb] = (a * src + (1 - a) * crop).astype(np.uint8)
    return (xa, ya, xb, yb)


@dataclass
class Frame:
    image: np.ndarray
    camera: Camera
    corners_px: np.ndarray  # far-left, far-right, near-left, near-right

    @property
    def metres_to_pixels(self) -> np.ndarray:
        return self.camera.floor / self.camera.floor[2, 2]


def render(
    seed: int,
    width: int = WIDTH,
    height: int = HEIGHT,
    blobs: int = 3,
    camera: Camera | None = None,
) -> Frame:
    """A synthetic broadcast frame (BGR) with its true camera."""
    rng = np.random.default_rng(seed)
    cam = camera or random_camera(rng, width, height)
    image = np.empty((height, width, 3), np.uint8)
    image[:] = rng.integers(20, 90, 3)
    floor = _quad(cam, -2.0, -2.5, COURT_WIDTH + 2.0, COURT_LENGTH + 2.5)
    surface = tuple(
        int(c)
        for c in rng.choice([[60, 110, 40], [120, 80, 40], [50, 70, 140], [70, 120, 90]])
        + rng.integers(-15, 15, 3)
    )
    cv2.fillConvexPoly(image, np.round(floor).astype(np.int32), surface, lineType=cv2.LINE_AA)
    draw_court(image, cam, tuple(int(v) for v in rng.integers(215, 256, 3)))
    net = cam.project(
        np.array(
            [
                [-0.2, NET_Y, 0.76],
                [COURT_WIDTH + 0.2, NET_Y, 0.76],
                [COURT_WIDTH + 0.2, NET_Y, NET_HEIGHT_M],
                [-0.2, NET_Y, NET_HEIGHT_M],
            ]
        )
    )
    overlay = image.copy()
    cv2.fillConvexPoly(overlay, np.round(net).astype(np.int32), (25, 25, 25), lineType=cv2.LINE_AA)
    image[:] = cv2.addWeighted(overlay, 0.55, image, 0.45, 0)
    for _ in range(blobs):
        x, y = rng.uniform(0.5, COURT_WIDTH - 0.5), rng.uniform(0.5, COURT_LENGTH - 0.5)
        feet, head = cam.project(np.array([[x, y, 0.0], [x, y, 1.75]]))
        tall = feet[1] - head[1]
        centre = (int(feet[0]), int(feet[1] - tall / 2))
        colour = tuple(int(c) for c in rng.integers(0, 256, 3))
        cv2.ellipse(
            image,
            centre,
            (max(2, int(tall * 0.22)), max(3, int(tall / 2))),
            0,
            0,
            360,
            colour,
            -1,
            cv2.LINE_AA,
        )
    gain, bias = rng.uniform(0.75, 1.2), rng.uniform(-25, 25)
    image[:] = np.clip(image.astype(float) * gain + bias, 0, 255).astype(np.uint8)
    sigma = rng.uniform(0.0, 1.2)
    if sigma > 0.3:
        image[:] = cv2.GaussianBlur(image, (0, 0), sigma)
    noise = rng.normal(0, rng.uniform(2, 7), image.shape)
    image[:] = np.clip(image.astype(float) + noise, 0, 255).astype(np.uint8)
    return Frame(image, cam, cam.project(CORNERS_M))


# Two standing people in the photo ultralytics ships (ultralytics/assets/bus.jpg), x0, y0, x1, y1.
BUS_PEOPLE = ((52, 399, 247, 904), (668, 391, 810, 878))


def people_cutouts() -> list[tuple[np.ndarray, np.ndarray]]:
    """Real people (image, alpha) cut from the photo that ships with ultralytics."""
    from pathlib import Path

    import ultralytics

    photo = cv2.imread(str(Path(ultralytics.__file__).parent / "assets" / "bus.jpg"))
    if photo is None:
        raise FileNotFoundError("ultralytics/assets/bus.jpg is missing from the ultralytics wheel")
    out = []
    for x0, y0, x1, y1 in BUS_PEOPLE:
        crop = photo[y0:y1, x0:x1].copy()
        out.append((crop, np.full(crop.shape[:2], 255, np.uint8)))
    return out


def write_video(
    path, seed: int, tracks: list[list[tuple[float, float]]], fps: float = 25.0
) -> Frame:  # noqa: ANN001
    """A video of the court under one camera with a real person per track, standing at the
    track's court position in each frame; returns the first frame (with the true camera)."""
    people = people_cutouts()
    first = render(seed, blobs=0)
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*"mp4v"), fps, (WIDTH, HEIGHT))
    for n in range(len(tracks[0])):
        frame = render(seed, blobs=0, camera=first.camera)
        for (image, alpha), track in zip(people, tracks, strict=False):
            paste_person(frame.image, first.camera, image, alpha, track[n])
        writer.write(frame.image)
    writer.release()
    return first
