"""The vision stages over one match's video: the court from the best candidate frame, then
the hitter's pose at each shot (and the opponent's at the end of a rally won outright),
gated row by row, and the descriptions added to the game log."""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np
import polars as pl

from rallyscope import quality
from rallyscope.court import COURT_WIDTH
from rallyscope.vision import detect
from rallyscope.vision.describe import describe
from rallyscope.vision.pose import PoseModel, nearest, to_pixels
from rallyscope.vision.video import Video


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
