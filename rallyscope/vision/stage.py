"""The vision stage over one match's video: the court from the best candidate frame, then
the hitter's pose at each shot (and the opponent's at the end of a rally won outright),
gated row by row, and the descriptions added to the game log. :func:`run` is the stage
function the executor runs (``rallyscope.pipeline.STAGES["vision"]``)."""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np
import polars as pl

from rallyscope import quality
from rallyscope.court import COURT_WIDTH
from rallyscope.pipeline import Reject, StageOutput, Tables
from rallyscope.sources import MatchSource
from rallyscope.vision import detect
from rallyscope.vision.describe import describe
from rallyscope.vision.pose import PoseModel, nearest, to_pixels
from rallyscope.vision.video import Video, file_hash, find_video


@dataclass(frozen=True)
class ShotView:
    """What the log says of one shot, as the pose stage needs it."""

    set_no: int
    rally_no: int
    shot_no: int
    frame: int
    player: str
    at_m: tuple[float, float]  # the hitter's position, court metres
    next_m: tuple[float, float] | None  # where the hitter is at their next shot
    opponent: str
    opponent_m: tuple[float, float] | None  # the opponent, for a rally's winning shot


def calibrate(video: Video, candidates: int) -> tuple[int, detect.CourtDetection]:
    """The court from the best of ``candidates`` evenly spaced frames."""
    frames = [int(f) for f in np.linspace(0, video.frames - 1, candidates + 2)[1:-1]]
    index, found = detect.best_of([video.frame(f) for f in frames])
    return frames[index], found


def _row(
    shot: ShotView,
    role: str,
    who: str,
    person,
    ground: np.ndarray,
    hand: str,  # noqa: ANN001
    movement: np.ndarray | None,
) -> dict:
    row = {
        "set_no": shot.set_no,
        "rally_no": shot.rally_no,
        "shot_no": shot.shot_no,
        "role": role,
        "player": who,
        "frame": shot.frame,
        "hitter_found": person is not None,
    }
    if person is None:
        return {
            **row,
            "keypoints_seen": 0,
            "confidence": 0.0,
            "box": None,
            "keypoints": None,
            "description": None,
        }
    words = describe(person.keypoints, person.confidence, hand, movement, float(ground[1]))
    return {
        **row,
        "keypoints_seen": int((person.confidence >= 0.3).sum()),
        "confidence": float(person.score),
        "box": list(person.box),
        "keypoints": np.hstack([person.keypoints, person.confidence[:, None]]).round(2).tolist(),
        "description": ", ".join(words),
    }


def poses(
    video: Video,
    metres_to_pixels: np.ndarray,
    shots: list[ShotView],
    model: PoseModel,
    params: dict,
) -> list[dict]:
    """One row per shot's hitter, and per winning shot's opponent (their reaction). Each
    player is looked for in a window around where the log puts them, as wide as the court
    there, so that far (small) players are seen at the model's full input size."""
    wanted = []  # (shot, role, player, court position)
    for shot in shots:
        wanted.append((shot, "hitter", shot.player, shot.at_m))
        if shot.opponent_m is not None:
            wanted.append((shot, "opponent", shot.opponent, shot.opponent_m))
    frames = {f: video.frame(f) for f in sorted({s.frame for s in shots})}
    height = next(iter(frames.values())).shape[0] if frames else 0
    windows = []
    for _, _, _, at in wanted:
        ground = to_pixels(metres_to_pixels, at)
        left = to_pixels(metres_to_pixels, (0.0, at[1]))
        right = to_pixels(metres_to_pixels, (COURT_WIDTH, at[1]))
        side = max(float(np.linalg.norm(right - left)), 0.2 * height)
        windows.append((ground - np.array([0.0, 0.25 * side]), side))
    seen = model.people_near([frames[w[0].frame] for w in wanted], windows)
    max_px = float(params["hitter_max_distance"]) * height
    hands = params.get("racket_hand") or {}
    rows = []
    for (shot, role, who, at), people in zip(wanted, seen, strict=True):
        ground = to_pixels(metres_to_pixels, at)
        moving = role == "hitter" and shot.next_m is not None
        movement = to_pixels(metres_to_pixels, shot.next_m) - ground if moving else None
        person = nearest(people, ground, max_px)
        rows.append(_row(shot, role, who, person, ground, hands.get(who, "right"), movement))
    return rows


def gate(match_id: str, rows: list[dict], params: dict) -> tuple[list[dict], list[dict]]:
    """(kept, dropped) rows; each dropped row carries its reasons."""
    if not rows:
        return [], []
    frame = pl.DataFrame(
        [
            {
                "match_id": match_id,
                **{k: r[k] for k in ("hitter_found", "keypoints_seen", "confidence")},
            }
            for r in rows
        ]
    )
    verdict = quality.validate("pose", frame, params)
    kept = [r for i, r in enumerate(rows) if i not in verdict.failing_rows]
    dropped = [
        {**rows[i], "reasons": reasons} for i, reasons in sorted(verdict.failing_rows.items())
    ]
    return kept, dropped


_SHOT_LINE = re.compile(r"^Shot (\d+) \(")
_POSE = re.compile(r" Pose: [^.]*\.$")
REACTION = "Opponent at the winning shot: "


def with_poses(log_text: str, descriptions: dict[int, str], reaction: str | None) -> str:
    """The game log with each described shot's pose, and the opponent's reaction to the
    winning shot, added to the shot lines (replacing any earlier ones)."""
    lines = [_POSE.sub("", ln) for ln in log_text.splitlines() if not ln.startswith(REACTION)]
    out = []
    for line in lines:
        m = _SHOT_LINE.match(line)
        if m and int(m.group(1)) in descriptions:
            line = f"{line.rstrip('.')}. Pose: {descriptions[int(m.group(1))]}."
        out.append(line)
    if reaction:
        out.insert(len(out) - 1, f"{REACTION}{reaction}.")
    return "\n".join(out)


def shot_views(strokes: pl.DataFrame, rallies: pl.DataFrame, match: dict) -> list[ShotView]:
    """The shots to look at in one match: shots with a frame and a hitter position; the
    opponent only at a rally's winning shot."""
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
            ShotView(
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


@lru_cache(maxsize=2)
def _model(weights: str | None, batch: int, image_size: int, device: str | None) -> PoseModel:
    """One loaded pose model per process and settings (a worker reuses it across matches)."""
    return PoseModel(Path(weights) if weights else None, batch, image_size, device)


def _court_row(
    match_id: str, video: Path, frame: int, court: detect.CourtDetection, annotated: list | None
) -> dict:
    truth = np.array(annotated, float).reshape(4, 2) if annotated else None
    return {
        "match_id": match_id,
        "video_hash": file_hash(video),
        "frame": frame,
        "corners_px": court.corners_px.ravel().tolist(),
        "metres_to_pixels": court.metres_to_pixels.ravel().tolist(),
        "score": float(court.score),
        "reprojection_px": None if np.isnan(court.reprojection_px) else court.reprojection_px,
        "disagreement_px": None
        if truth is None
        else detect.corner_error_px(court.corners_px, truth),
    }


def _logged(rallies: pl.DataFrame, kept: list[dict]) -> pl.DataFrame:
    """The rallies with the kept poses in their logs (and the log hashes that follow)."""
    texts = []
    for r in rallies.select("set_no", "rally_no", "log_text").iter_rows(named=True):
        mine = [p for p in kept if (p["set_no"], p["rally_no"]) == (r["set_no"], r["rally_no"])]
        hitters = {p["shot_no"]: p["description"] for p in mine if p["role"] == "hitter"}
        reaction = next((p["description"] for p in mine if p["role"] == "opponent"), None)
        texts.append(with_poses(r["log_text"], hitters, reaction) if mine else r["log_text"])
    return rallies.with_columns(
        pl.Series("log_text", texts, pl.String),
        pl.Series("log_hash", [hashlib.sha256(t.encode()).hexdigest() for t in texts]),
    )


def run(source: MatchSource, tables: Tables, params: dict) -> StageOutput:
    """The vision stage of one match: ``no_video`` without a video; else the detected court,
    the gated poses (dropped rows set aside with their reasons) and the logs that gain them.
    A video that cannot be read or shows no court raises (the match is quarantined)."""
    vp = params["vision"]
    video_path = find_video(source.folder)
    if video_path is None:  # nothing to see: no court, no poses (older ones are cleared)
        empty = {"court_detections": pl.DataFrame(), "poses": pl.DataFrame()}
        return StageOutput(empty, None, status="no_video")
    match = tables["matches"].row(0, named=True)
    weights = vp.get("pose_model")
    with Video(video_path) as video:
        frame, court = calibrate(video, int(vp["candidate_frames"]))
        views = shot_views(tables["strokes"], tables["rallies"], match)
        shots = [s for s in views if s.frame < video.frames]  # the rest lie beyond the video
        model = _model(weights, int(vp["batch"]), int(vp["image_size"]), vp.get("device"))
        rows = poses(video, court.metres_to_pixels, shots, model, vp)
    kept, dropped = gate(source.match_id, rows, params)
    model_hash = PoseModel.file_hash(Path(weights) if weights else None)
    annotated = (
        tables["calibrations"]["corners_px"].to_list()[0] if "calibrations" in tables else None
    )
    pose_rows = pl.DataFrame(
        [
            {
                **{k: r[k] for k in ("set_no", "rally_no", "shot_no", "role", "player", "frame")},
                "match_id": source.match_id,
                "box": r["box"],
                "keypoints": json.dumps(r["keypoints"]),
                "confidence": r["confidence"],
                "description": r["description"],
                "model_hash": model_hash,
            }
            for r in kept
        ],
        schema_overrides={"box": pl.List(pl.Float64)},
    )
    rejects = [
        Reject(
            f"{source.match_id}|{r['set_no']}|{r['rally_no']}|{r['shot_no']}|{r['role']}",
            "; ".join(r["reasons"]),
            r,
        )
        for r in dropped
    ]
    return StageOutput(
        {
            "poses": pose_rows,
            "court_detections": pl.DataFrame(
                [_court_row(source.match_id, video_path, frame, court, annotated)]
            ),
            "rallies": _logged(tables["rallies"], kept),
        },
        None,
        rejects,
    )
