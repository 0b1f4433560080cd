"""Vision figures on this machine: court detection speed and accuracy on synthetic broadcast
frames (1280x720, known camera), and pose speed on a synthetic video with real people.

    .venv/bin/python benchmarks/vision.py [--frames 100]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import numpy as np

from rallyscope import config
from rallyscope.vision import stage
from rallyscope.vision.detect import CourtNotFound, corner_error_px, detect
from rallyscope.vision.pose import PoseModel
from rallyscope.vision.render import render, write_video
from rallyscope.vision.video import Video


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=100)
    args = parser.parse_args()
    frames = [render(seed) for seed in range(1000, 1000 + args.frames)]
    errors, clock = [], time.perf_counter()
    for frame in frames:
        try:
            errors.append(corner_error_px(detect(frame.image).corners_px, frame.corners_px))
        except CourtNotFound:
            errors.append(float("inf"))
    seconds = time.perf_counter() - clock
    e = np.array(errors)
    print(
        f"court detection, {len(frames)} synthetic 1280x720 frames: "
        f"{len(frames) / seconds:.2f} frames/s on the CPU"
    )
    print(
        f"corner error (worst corner per frame): median {np.median(e):.2f} px, "
        f"p95 {np.percentile(e, 95):.2f} px, max {e.max():.2f} px; "
        f"under 3 px: {100 * (e < 3).mean():.1f}%, not found: {int(np.isinf(e).sum())}"
    )

    n = 24
    near = [(1.5 + 0.05 * i, 2.5 + 0.02 * i) for i in range(n)]
    far = [(4.5 - 0.05 * i, 11.0) for i in range(n)]
    with tempfile.TemporaryDirectory() as tmp:
        truth = write_video(Path(tmp) / "v.mp4", 16, [near, far])
        shots = [
            stage.ShotView(
                1,
                1,
                i + 1,
                i,
                "near" if i % 2 == 0 else "far",
                near[i] if i % 2 == 0 else far[i],
                None,
                "far" if i % 2 == 0 else "near",
                None,
            )
            for i in range(n)
        ]
        params = config.params()["vision"]
        model = PoseModel(batch=int(params["batch"]), image_size=int(params["image_size"]))
        with Video(Path(tmp) / "v.mp4") as video:
            stage.poses(video, truth.metres_to_pixels, shots[:2], model, params)  # warm up
            clock = time.perf_counter()
            rows = stage.poses(video, truth.metres_to_pixels, shots, model, params)
            seconds = time.perf_counter() - clock
    found = {r["player"]: 0 for r in rows}
    for r in rows:
        found[r["player"]] += r["hitter_found"]
    print(
        f"pose (yolo11n-pose, one {params['image_size']} px window per player): "
        f"{len(rows) / seconds:.2f} players/s, {n / seconds:.2f} shot frames/s on the CPU"
    )
    print(
        f"hitters found: near {found.get('near', 0)}/{n // 2}, far {found.get('far', 0)}/{n // 2}"
    )


if __name__ == "__main__":
    main()
