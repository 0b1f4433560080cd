"""The DVC vision stage: a synthetic video with real people in one match folder gives a court
and poses as parquet files (YOLO for real on the CPU); the matches without video are listed as
no_video, and an unreadable video fails its match only."""

import json
import shutil

import numpy as np
import polars as pl
from rich.console import Console

from rallyscope.dvcstages import run_stage
from rallyscope.vision.detect import corner_error_px
from rallyscope.vision.render import write_video


def test_the_vision_stage_writes_courts_poses_and_statuses(tmp_path, synthetic_root):
    landing = tmp_path / "landing"
    shutil.copytree(synthetic_root, landing)
    stages = tmp_path / "stages"
    console = Console(quiet=True)
    for name in ("ingest", "calibrate", "gamelog"):
        run_stage(name, stages / name, str(landing), console)

    strokes = pl.read_parquet(stages / "gamelog" / "strokes.parquet")
    match_ids = sorted(strokes["match_id"].unique().to_list())
    with_video, broken = match_ids[0], match_ids[1]
    frames = 6
    near = [(1.5 + 0.1 * n, 2.5) for n in range(frames)]
    far = [(4.5 - 0.1 * n, 11.0) for n in range(frames)]
    truth = write_video(_folder(landing, with_video) / "video.mp4", 16, [near, far])
    (_folder(landing, broken) / "video.mp4").write_bytes(b"not a video")

    # Shot k of the first rally at frame k; odd shots by the near player, even by the far one.
    first = (pl.col("match_id") == with_video) & (pl.col("set_no") == 1) & (pl.col("rally_no") == 1)
    on_video = first & (pl.col("shot_no") <= 4)
    x, y = pl.col("player_x_m"), pl.col("player_y_m")
    for shot in range(1, 5):
        at = near[shot] if shot % 2 else far[shot]
        this = first & (pl.col("shot_no") == shot)
        x, y = pl.when(this).then(at[0]).otherwise(x), pl.when(this).then(at[1]).otherwise(y)
    strokes = strokes.with_columns(
        frame=pl.when(on_video).then(pl.col("shot_no")).otherwise(pl.lit(None)),
        player_x_m=x,
        player_y_m=y,
    )
    strokes.write_parquet(stages / "gamelog" / "strokes.parquet")

    run_stage("vision", stages / "vision", str(landing), console)
    out = stages / "vision"
    status = dict(pl.read_parquet(out / "status.parquet").select("match_id", "status").iter_rows())
    assert status[with_video] == "ok" and status[broken] == "failed"
    assert list(status.values()).count("no_video") == len(match_ids) - 2
    reason = pl.read_parquet(out / "status.parquet").filter(pl.col("match_id") == broken)["reason"]
    assert "video.mp4" in reason[0], "the failure names the file"

    (court,) = pl.read_parquet(out / "court_detections.parquet").iter_rows(named=True)
    assert corner_error_px(np.array(court["corners_px"]).reshape(4, 2), truth.corners_px) < 3
    assert court["disagreement_px"] is not None, "annotated corners exist: disagreement reported"

    poses = pl.read_parquet(out / "poses.parquet")
    hitters = poses.filter((pl.col("role") == "hitter") & (pl.col("shot_no") % 2 == 1))
    assert hitters.height >= 1, "the near player is found at the odd shots"
    for shot_no, box, words in hitters.select("shot_no", "box", "description").iter_rows():
        feet = truth.camera.project(np.array([near[shot_no]]))[0]
        assert box[0] <= feet[0] <= box[2] and abs(box[3] - feet[1]) < 15, (box, feet)
        assert "legs straight" in words
    left_out = json.loads((out / "quarantine.json").read_text())
    assert "video.mp4" in left_out[broken], "the broken match is listed with its reason"
    dropped = {item: reason for item, reason in left_out.items() if item.count("|") == 4}
    seen = poses.height + len(dropped)
    assert seen >= 4, "every looked-at shot is kept or dropped with its reason"
    assert all(reason for reason in dropped.values())


def _folder(landing, match_id):
    (found,) = [p for p in landing.rglob(match_id) if p.is_dir()]
    return found
