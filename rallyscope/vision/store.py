"""Vision results in PostgreSQL: the shots to look at, and atomic writes of the detected
court, the kept poses and the game logs they extend."""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict

import numpy as np
import psycopg

from rallyscope.vision.detect import CourtDetection
from rallyscope.vision.stage import ShotView, with_poses

SHOTS_SQL = """
SELECT s.set_no, s.rally_no, s.shot_no, s.frame, s.player_name, s.player_x_m, s.player_y_m,
       nxt.player_x_m, nxt.player_y_m,
       CASE s.player WHEN 'A' THEN m.player_b ELSE m.player_a END,
       s.opponent_x_m, s.opponent_y_m,
       s.shot_no = r.final_shot_no AND r.end_reason = 'winner'
FROM strokes s
JOIN rallies r USING (match_id, set_no, rally_no)
JOIN matches m USING (match_id)
LEFT JOIN strokes nxt ON nxt.match_id = s.match_id AND nxt.set_no = s.set_no
     AND nxt.rally_no = s.rally_no AND nxt.shot_no = s.shot_no + 2
WHERE s.match_id = %s AND s.frame IS NOT NULL AND s.player_x_m IS NOT NULL
ORDER BY s.set_no, s.rally_no, s.shot_no
"""


def shot_views(conn: psycopg.Connection, match_id: str) -> list[ShotView]:
    out = []
    for row in conn.execute(SHOTS_SQL, [match_id]).fetchall():
        set_no, rally_no, shot_no, frame, player, x, y, nx, ny, opponent, ox, oy, won = row
        nxt = (nx, ny) if nx is not None else None
        opp = (ox, oy) if won and ox is not None else None
        out.append(
            ShotView(set_no, rally_no, shot_no, int(frame), player, (x, y), nxt, opponent, opp)
        )
    return out


def annotated_corners(conn: psycopg.Connection, match_id: str) -> np.ndarray | None:
    row = conn.execute(
        "SELECT corners_px FROM calibrations WHERE match_id = %s", [match_id]
    ).fetchone()
    return np.array(row[0], float).reshape(4, 2) if row else None


def save(
    conn: psycopg.Connection,
    match_id: str,
    video_hash: str,
    frame: int,
    court: CourtDetection,
    disagreement_px: float | None,
    rows: list[dict],
    model_hash: str,
) -> int:
    """Replace the match's court and poses, and rewrite the logs of the rallies with poses;
    one transaction. Returns the number of rallies whose log changed."""
    by_rally: dict[tuple[int, int], list[dict]] = defaultdict(list)
    for r in rows:
        by_rally[(r["set_no"], r["rally_no"])].append(r)
    with conn.transaction():
        conn.execute("DELETE FROM court_detections WHERE match_id = %s", [match_id])
        conn.execute(
            "INSERT INTO court_detections VALUES (%s, %s, %s, %s, %s, %s, %s, %s)",
            [
                match_id,
                video_hash,
                frame,
                court.corners_px.ravel().tolist(),
                court.metres_to_pixels.ravel().tolist(),
                court.score,
                None if np.isnan(court.reprojection_px) else court.reprojection_px,
                disagreement_px,
            ],
        )
        conn.execute("DELETE FROM poses WHERE match_id = %s", [match_id])
        with conn.cursor() as cur:
            cur.executemany(
                "INSERT INTO poses VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
                [
                    (
                        match_id,
                        r["set_no"],
                        r["rally_no"],
                        r["shot_no"],
                        r["role"],
                        r["player"],
                        r["frame"],
                        r["box"],
                        json.dumps(r["keypoints"]),
                        r["confidence"],
                        r["description"],
                        model_hash,
                    )
                    for r in rows
                ],
            )
        changed = 0
        for (set_no, rally_no), found in by_rally.items():
            (log,) = conn.execute(
                "SELECT log_text FROM rallies"
                " WHERE match_id = %s AND set_no = %s AND rally_no = %s",
                [match_id, set_no, rally_no],
            ).fetchone()
            hitters = {r["shot_no"]: r["description"] for r in found if r["role"] == "hitter"}
            reaction = next((r["description"] for r in found if r["role"] == "opponent"), None)
            text = with_poses(log, hitters, reaction)
            if text != log:
                conn.execute(
                    "UPDATE rallies SET log_text = %s, log_hash = %s WHERE match_id = %s"
                    " AND set_no = %s AND rally_no = %s",
                    [text, hashlib.sha256(text.encode()).hexdigest(), match_id, set_no, rally_no],
                )
                changed += 1
    return changed
