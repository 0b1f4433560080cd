"""Prefect tasks over the vision stages: tagged ``gpu`` (a concurrency limit of that name
caps them across workers), cached on the video's hash, the frames and the model's hash."""

from __future__ import annotations

import hashlib
from pathlib import Path

from prefect import task
from prefect.cache_policies import CacheKeyFnPolicy

from rallyscope import config
from rallyscope.vision import stage
from rallyscope.vision.pose import PoseModel
from rallyscope.vision.video import Video
from tasks.stages import io_only


def _court_key(_ctx: object, p: dict) -> str:
    return f"court-{p['video_hash']}-{p['candidates']}-{config.code_version()}"


def _pose_key(_ctx: object, p: dict) -> str:
    frames = hashlib.sha256(",".join(str(s.frame) for s in p["shots"]).encode()).hexdigest()[:16]
    return f"pose-{p['video_hash']}-{p['model_hash']}-{frames}-{config.code_version()}"


@task(
    tags=["gpu"],
    retries=1,
    retry_condition_fn=io_only,
    cache_policy=CacheKeyFnPolicy(cache_key_fn=_court_key),
)
def detect_court(video_path: str, video_hash: str, candidates: int) -> tuple[int, dict]:
    with Video(Path(video_path)) as video:
        frame, found = stage.calibrate(video, candidates)
    return frame, {
        "corners": found.corners_px.tolist(),
        "h": found.metres_to_pixels.tolist(),
        "score": found.score,
        "reprojection_px": found.reprojection_px,
        "intersections": found.intersections,
    }


@task(
    tags=["gpu"],
    retries=1,
    retry_condition_fn=io_only,
    cache_policy=CacheKeyFnPolicy(cache_key_fn=_pose_key),
)
def pose_shots(
    video_path: str,
    video_hash: str,
    model_hash: str,
    metres_to_pixels: list,
    shots: list[stage.ShotView],
    weights: str | None,
    params: dict,
) -> list[dict]:
    import numpy as np

    model = PoseModel(
        Path(weights) if weights else None, int(params["batch"]), int(params["image_size"])
    )
    with Video(Path(video_path)) as video:
        return stage.poses(video, np.array(metres_to_pixels), shots, model, params)
