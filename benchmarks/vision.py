"""Vision figures on this machine: court detection speed and accuracy on synthetic broadcast
frames (1280x720, known camera), and pose speed on a synthetic video with real people, for
each pose setting asked (device, batch), with its ratio to the first.

    .venv/bin/python benchmarks/vision.py [--frames 100] [--shots 24]
        [--pose cuda:0,32 --pose cpu,8 ...]   # default: params.yaml's vision settings
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


def pose_setting(text: str) -> tuple[str | None, int | None]:
    """``device[,batch]``: "cuda:0,32", "cpu,8", "auto"."""
    device, _, batch = text.partition(",")
    return (None if device in ("", "auto") else device), (int(batch) if batch else None)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=100, help="court detection frames (0: none)")
    parser.add_argument("--shots", type=int, default=24, help="shot frames in the pose video")
    parser.add_argument("--pose", type=pose_setting, action="append", help="device,batch")
    args = parser.parse_args()
    if args.frames:
        court_detection(args.frames)
    pose_speed(args.shots, args.pose or [(None, None)])


def court_detection(count: int) -> None:
    frames = [render(seed) for seed in range(1000, 1000 + count)]
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


def pose_speed(n: int, settings: list[tuple[str | None, int | None]]) -> None:
    # two players walking a loop inside their halves, one shot frame each in turn
    near = [(1.5 + 0.05 * (i % 60), 2.5 + 0.02 * (i % 60)) for i in range(n)]
    far = [(4.5 - 0.05 * (i % 60), 11.0) for i in range(n)]
    params = config.params()["vision"]
    first = None
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
        for device, batch in settings:
            model = PoseModel(
                batch=batch or int(params["batch"]),
                image_size=int(params["image_size"]),
                device=device,
            )
            with Video(Path(tmp) / "v.mp4") as video:
                stage.poses(video, truth.metres_to_pixels, shots[:2], model, params)  # warm up
                clock = time.perf_counter()
                rows = stage.poses(video, truth.metres_to_pixels, shots, model, params)
                seconds = time.perf_counter() - clock
            found = {"near": 0, "far": 0}
            for r in rows:
                found[r["player"]] += r["hitter_found"]
            rate = n / seconds
            first = first or rate
            print(
                f"pose (yolo11n-pose, {params['image_size']} px window per player) on "
                f"{_device_name(model.device)}, batch {model.batch}: "
                f"{len(rows) / seconds:.2f} players/s, "
                f"{rate:.2f} shot frames/s ({rate / first:.2f}x the first setting); hitters "
                f"found: near {found['near']}/{(n + 1) // 2}, far {found['far']}/{n // 2}"
            )


def _device_name(device: str) -> str:
    import torch

    if device.startswith("cuda"):
        return f"{device} ({torch.cuda.get_device_name(device)})"
    return f"the CPU ({torch.get_num_threads()} threads)"


if __name__ == "__main__":
    main()
