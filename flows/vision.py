"""Flow ``vision``: for matches whose landing folder holds a video, the court detected in it
and the players' poses at the shots, gated row by row, written with the game logs they
extend. Matches without a video are reported as ``no_video``.

Both stages are Prefect tasks (``tasks/vision.py``) tagged ``gpu`` and cached on the
video's hash, the frames and the model's hash.
"""

from __future__ import annotations

from pathlib import Path

from prefect import flow, get_run_logger
from prefect.task_runners import ThreadPoolTaskRunner

from flows.common import find_matches
from rallyscope import config
from rallyscope.db import engine
from rallyscope.db import store as core_store
from rallyscope.vision import detect, stage
from rallyscope.vision import store as vision_store
from rallyscope.vision.pose import PoseModel
from rallyscope.vision.video import Video, file_hash, find_video
from tasks.vision import detect_court, pose_shots


@flow(name="vision", task_runner=ThreadPoolTaskRunner(max_workers=1))
def vision(
    match_ids: list[str] | None = None,
    landing: str | None = None,
    url: str | None = None,
    pose_only: bool = False,
    weights: str | None = None,
) -> dict:
    """Run the vision stages for the chosen (default: all loaded) matches that have a video.
    ``pose_only`` keeps the stored court and re-runs the poses (a new model: ``weights``)."""
    import numpy as np

    logger = get_run_logger()
    params = config.params()
    vp = params["vision"]
    url = url or engine.prepare()
    found, _ = find_matches(landing)
    weights = weights or vp.get("pose_model")
    summary = {
        "matches": 0,
        "no_video": 0,
        "poses": 0,
        "dropped": 0,
        "logs_changed": 0,
        "outside_video": 0,
    }
    with engine.connect(url, autocommit=True) as conn:
        loaded = {m for (m,) in conn.execute("SELECT match_id FROM matches").fetchall()}
        for source in found.matches:
            if source.match_id not in loaded or (match_ids and source.match_id not in match_ids):
                continue
            video_path = find_video(source.folder)
            if video_path is None:
                summary["no_video"] += 1
                continue
            video_hash = file_hash(video_path)
            stored = conn.execute(
                "SELECT frame, metres_to_pixels, corners_px, score, reprojection_px"
                " FROM court_detections WHERE match_id = %s AND video_hash = %s",
                [source.match_id, video_hash],
            ).fetchone()
            if pose_only and stored:
                frame = stored[0]
                court = detect.CourtDetection(
                    np.array(stored[1]).reshape(3, 3),
                    np.array(stored[2]).reshape(4, 2),
                    stored[3],
                    stored[4] or float("nan"),
                    0,
                )
            else:
                frame, c = detect_court(str(video_path), video_hash, int(vp["candidate_frames"]))
                court = detect.CourtDetection(
                    np.array(c["h"]),
                    np.array(c["corners"]),
                    c["score"],
                    c["reprojection_px"],
                    c["intersections"],
                )
            annotated = vision_store.annotated_corners(conn, source.match_id)
            disagreement = None
            if annotated is not None:
                disagreement = detect.corner_error_px(court.corners_px, annotated)
                if disagreement > float(vp["max_corner_disagreement_px"]):
                    logger.warning(
                        "%s: detected court is %.1f px from the annotated corners",
                        source.match_id,
                        disagreement,
                    )
            model_path = Path(weights) if weights else None
            model_hash = PoseModel.file_hash(model_path)
            with Video(video_path) as video:
                length = video.frames
            every = vision_store.shot_views(conn, source.match_id)
            shots = [s for s in every if s.frame < length]
            if len(shots) < len(every):
                logger.warning(
                    "%s: %d shots lie beyond the video's %d frames",
                    source.match_id,
                    len(every) - len(shots),
                    length,
                )
            summary["outside_video"] += len(every) - len(shots)
            rows = pose_shots(
                str(video_path),
                video_hash,
                model_hash,
                court.metres_to_pixels.tolist(),
                shots,
                weights,
                vp,
            )
            kept, dropped = stage.gate(source.match_id, rows, params)
            for row in dropped:
                where = (
                    source.match_id,
                    row["set_no"],
                    row["rally_no"],
                    row["shot_no"],
                    row["role"],
                )
                item = "|".join(map(str, where))
                core_store.quarantine(
                    conn,
                    item=item,
                    match_id=source.match_id,
                    stage="pose",
                    reason="; ".join(row["reasons"]),
                    report=row,
                    run_id=None,
                )
            changed = vision_store.save(
                conn, source.match_id, video_hash, frame, court, disagreement, kept, model_hash
            )
            logger.info(
                "%s: court score %.3f, %d poses kept, %d dropped",
                source.match_id,
                court.score,
                len(kept),
                len(dropped),
            )
            summary["matches"] += 1
            summary["poses"] += len(kept)
            summary["dropped"] += len(dropped)
            summary["logs_changed"] += changed
    return summary
