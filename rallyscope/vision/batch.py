"""The vision stages over the whole corpus for DVC: for each match of the gamelog stage whose
landing folder holds a video, the detected court and the gated poses, as parquet files. Every
match gets a status row (``ok``, ``no_video`` or ``failed`` with its reason); dropped pose rows
are listed with their reasons in ``quarantine.json``."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import polars as pl
from rich.console import Console
from rich.progress import track

from rallyscope.vision import detect, stage
from rallyscope.vision.pose import PoseModel
from rallyscope.vision.video import Video, VideoError, file_hash, find_video


def shot_views(strokes: pl.DataFrame, rallies: pl.DataFrame, match: dict) -> list[stage.ShotView]:
    """The shots to look at in one match (the same rows as the flow reads from PostgreSQL):
    shots with a frame and a hitter position; the opponent only at a rally's winning shot."""
    names = {"A": match["player_b"], "B": match["player_a"]}  # the hitter's opponent
    won = {
        (r["set_no"], r["rally_no"]): r["final_shot_no"]
        for r in rallies.iter_rows(named=True)
        if r["end_reason"] == "winner"
    }
    at = {
        (s["set_no"], s["rally_no"], s["shot_no"]): (s["player_x_m"], s["player_y_m"])
        for s in strokes.iter_rows(named=True)
    }
    out = []
    rows = strokes.filter(pl.col("frame").is_not_null() & pl.col("player_x_m").is_not_null())
    for s in rows.sort("set_no", "rally_no", "shot_no").iter_rows(named=True):
        key = (s["set_no"], s["rally_no"])
        nxt = at.get((*key, s["shot_no"] + 2))
        final = won.get(key) == s["shot_no"] and s["opponent_x_m"] is not None
        out.append(
            stage.ShotView(
                s["set_no"],
                s["rally_no"],
                s["shot_no"],
                int(s["frame"]),
                s["player_name"],
                (s["player_x_m"], s["player_y_m"]),
                nxt if nxt is not None and nxt[0] is not None else None,
                names[s["player"]],
                (s["opponent_x_m"], s["opponent_y_m"]) if final else None,
            )
        )
    return out


def _court_row(match_id: str, video_hash: str, frame: int, court: detect.CourtDetection) -> dict:
    return {
        "match_id": match_id,
        "video_hash": video_hash,
        "frame": frame,
        "corners_px": court.corners_px.ravel().tolist(),
        "metres_to_pixels": court.metres_to_pixels.ravel().tolist(),
        "score": court.score,
        "reprojection_px": None if np.isnan(court.reprojection_px) else court.reprojection_px,
    }


def run(
    stages: Path, landing_folders: dict[str, Path], params: dict, out: Path, console: Console
) -> dict[str, int]:
    """Write ``courts``, ``poses`` and ``status`` parquet files and ``quarantine.json`` into
    ``out`` from the gamelog stage in ``stages``; returns the count of matches per status."""
    vp = params["vision"]
    matches = pl.read_parquet(stages / "ingest" / "matches.parquet")
    strokes = pl.read_parquet(stages / "gamelog" / "strokes.parquet")
    rallies = pl.read_parquet(stages / "gamelog" / "rallies.parquet")
    annotated = {
        c["match_id"]: np.array(c["corners_px"], float).reshape(4, 2)
        for c in pl.read_parquet(stages / "calibrate" / "calibrations.parquet").iter_rows(
            named=True
        )
        if c["corners_px"] is not None
    }
    weights = Path(vp["pose_model"]) if vp.get("pose_model") else None
    model: PoseModel | None = None
    courts, poses, status, dropped = [], [], [], {}
    for match in track(
        list(matches.iter_rows(named=True)), "vision", console=console, transient=True
    ):
        match_id = match["match_id"]
        folder = landing_folders.get(match_id)
        video_path = find_video(folder) if folder is not None else None
        if video_path is None:
            status.append({"match_id": match_id, "status": "no_video", "reason": None})
            continue
        try:
            video_hash = file_hash(video_path)
            with Video(video_path) as video:
                frame, court = stage.calibrate(video, int(vp["candidate_frames"]))
                shots = [
                    s
                    for s in shot_views(
                        strokes.filter(pl.col("match_id") == match_id),
                        rallies.filter(pl.col("match_id") == match_id),
                        match,
                    )
                    if s.frame < video.frames
                ]
                model = model or PoseModel(weights, int(vp["batch"]), int(vp["image_size"]))
                rows = stage.poses(video, court.metres_to_pixels, shots, model, vp)
        except (VideoError, detect.CourtNotFound) as exc:
            status.append({"match_id": match_id, "status": "failed", "reason": str(exc)})
            continue
        row = _court_row(match_id, video_hash, frame, court)
        truth = annotated.get(match_id)
        row["disagreement_px"] = (
            None if truth is None else detect.corner_error_px(court.corners_px, truth)
        )
        courts.append(row)
        kept, bad = stage.gate(match_id, rows, params)
        model_hash = PoseModel.file_hash(weights)
        poses += [{"match_id": match_id, **r, "model_hash": model_hash} for r in kept]
        for r in bad:
            item = f"{match_id}|{r['set_no']}|{r['rally_no']}|{r['shot_no']}|{r['role']}"
            dropped[item] = "; ".join(r["reasons"])
        status.append({"match_id": match_id, "status": "ok", "reason": None})
    out.mkdir(parents=True, exist_ok=True)
    frames = {
        "courts": pl.DataFrame(courts, schema_overrides={"disagreement_px": pl.Float64})
        if courts
        else pl.DataFrame(schema={"match_id": pl.String}),
        "poses": pl.DataFrame(poses) if poses else pl.DataFrame(schema={"match_id": pl.String}),
        "status": pl.DataFrame(
            status, schema={"match_id": pl.String, "status": pl.String, "reason": pl.String}
        ),
    }
    for name, frame_ in frames.items():
        frame_.write_parquet(out / f"{name}.parquet")
    (out / "quarantine.json").write_text(json.dumps(dropped, indent=2, sort_keys=True) + "\n")
    counts = frames["status"]["status"].value_counts()
    return dict(zip(counts["status"].to_list(), counts["count"].to_list(), strict=True))
