"""Vision: court detection on synthetic broadcast frames, posture geometry on hand-made
keypoints, video errors, and a synthetic video with real people through the vision flow
(YOLO running for real on the CPU) against a real PostgreSQL."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import cv2
import numpy as np
import psycopg
import pytest

from flows.nightly import nightly
from flows.vision import vision
from rallyscope.vision import describe as d
from rallyscope.vision.detect import corner_error_px, detect
from rallyscope.vision.render import render, write_video
from rallyscope.vision.video import Video, VideoError

CLI = str(Path(sys.executable).with_name("rallyscope"))


def test_court_corners_within_3_px_in_95_percent_of_synthetic_frames():
    errors = []
    for seed in range(100, 120):
        frame = render(seed)
        errors.append(corner_error_px(detect(frame.image).corners_px, frame.corners_px))
    errors = np.array(errors)
    summary = f"median {np.median(errors):.2f} px, p95 {np.percentile(errors, 95):.2f} px"
    assert (errors < 3).mean() >= 0.95, summary


def test_court_detect_command_prints_corners_and_score(tmp_path):
    frame = render(7)
    cv2.imwrite(str(tmp_path / "frame.png"), frame.image)
    done = subprocess.run(
        [CLI, "court", "detect", str(tmp_path / "frame.png"), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    corners = np.array(found["corners"])
    assert corners.shape == (4, 2) and 0 < found["score"] <= 1
    assert corner_error_px(corners, frame.corners_px) < 3
    blank = np.zeros((720, 1280, 3), np.uint8)
    cv2.imwrite(str(tmp_path / "blank.png"), blank)
    done = subprocess.run(
        [CLI, "court", "detect", str(tmp_path / "blank.png"), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1 and "too few court lines" in json.loads(done.stdout)["error"]


def person(**moves):
    """A standing person, 17 COCO keypoints (pixels, y down), moved part by part."""
    k = np.zeros((17, 2))
    k[d.NOSE] = (100, 20)
    k[d.L_SHOULDER], k[d.R_SHOULDER] = (112, 50), (88, 50)
    k[d.L_ELBOW], k[d.R_ELBOW] = (116, 80), (84, 80)
    k[d.L_WRIST], k[d.R_WRIST] = (118, 108), (82, 108)
    k[d.L_HIP], k[d.R_HIP] = (108, 110), (92, 110)
    k[d.L_KNEE], k[d.R_KNEE] = (110, 150), (90, 150)
    k[d.L_ANKLE], k[d.R_ANKLE] = (112, 190), (88, 190)
    for part, xy in moves.items():
        k[getattr(d, part.upper())] = xy
    return k


CONF = np.ones(17)


def test_a_standing_player():
    assert d.describe(person(), CONF, ground_y=190) == [
        "legs straight",
        "shoulder-width stance",
        "racket arm low",
        "trunk upright",
    ]


def test_a_lunge_with_the_racket_raised():
    k = person(
        l_knee=(140, 150), l_ankle=(110, 190), r_ankle=(40, 190), r_knee=(70, 160), r_wrist=(80, 5)
    )
    words = d.describe(k, CONF, movement=np.array([-1.0, 0.0]))
    assert "knees deeply bent" in words and "wide stance" in words
    assert "right foot leading" in words and "racket arm raised above the head" in words


def test_left_handers_lean_and_jumps():
    k = person(l_wrist=(120, 40))
    assert "racket arm above the shoulder" in d.describe(k, CONF, racket_hand="left")
    assert "racket arm low" in d.describe(k, CONF, racket_hand="right")
    leaning = person(l_shoulder=(140, 55), r_shoulder=(116, 55))
    assert "trunk leaning right" in d.describe(leaning, CONF)
    assert "airborne" in d.describe(person(), CONF, ground_y=240)
    assert "airborne" not in d.describe(person(), CONF, ground_y=192)


def test_unseen_keypoints_are_left_out_not_guessed():
    conf = CONF.copy()
    conf[[d.L_KNEE, d.R_KNEE, d.R_WRIST]] = 0.1
    words = d.describe(person(), conf)
    assert not any("knee" in w or "legs" in w or "racket" in w for w in words)


def test_video_errors_name_the_file_and_frame(tmp_path):
    with pytest.raises(VideoError, match="no such video"):
        Video(tmp_path / "missing.mp4")
    (tmp_path / "bad.mp4").write_bytes(b"not a video at all")
    with pytest.raises(VideoError, match="bad.mp4"):
        Video(tmp_path / "bad.mp4")
    near = [(2.0, 2.5)] * 3
    write_video(tmp_path / "short.mp4", 16, [near])
    with (
        Video(tmp_path / "short.mp4") as video,
        pytest.raises(VideoError, match="frame 3 is outside"),
    ):
        video.frame(3)


@pytest.fixture
def landing(tmp_path, synthetic_root):
    root = tmp_path / "landing"
    shutil.copytree(synthetic_root, root)
    return root


def test_a_video_through_calibration_hitter_selection_and_poses(
    fresh_db, monkeypatch, prefect_harness, landing
):
    monkeypatch.setenv("RALLYSCOPE_DATABASE_URL", fresh_db)
    first = nightly(landing=str(landing), models=False, narrate_sample=0)
    assert "no_video 3" in first["vision"], "matches without a video still flow"

    # A video for one match, with two real people, and the log's first rally moved onto it.
    with psycopg.connect(fresh_db) as conn:
        match_id, shots = conn.execute(
            "SELECT match_id, n_shots FROM rallies WHERE set_no = 1 AND rally_no = 1"
            " AND n_shots >= 3 ORDER BY match_id LIMIT 1"
        ).fetchone()
    frames = 6
    near = [(1.5 + 0.1 * n, 2.5) for n in range(frames)]
    far = [(4.5 - 0.1 * n, 11.0) for n in range(frames)]
    truth = write_video(landing / _folder(landing, match_id) / "video.mp4", 16, [near, far])
    with psycopg.connect(fresh_db) as conn:
        for shot in range(1, min(shots, 4) + 1):
            f = shot  # shot k at frame k; odd shots by the near player, even by the far one
            me, other = (near[f], far[f]) if shot % 2 else (far[f], near[f])
            conn.execute(
                "UPDATE strokes SET frame = %s, player_x_m = %s, player_y_m = %s,"
                " opponent_x_m = %s, opponent_y_m = %s WHERE match_id = %s AND set_no = 1"
                " AND rally_no = 1 AND shot_no = %s",
                [f, me[0], me[1], other[0], other[1], match_id, shot],
            )

    seen = vision(match_ids=[match_id], landing=str(landing), url=fresh_db)
    assert seen["matches"] == 1 and seen["poses"] >= 2 and seen["outside_video"] > 0
    with psycopg.connect(fresh_db) as conn:
        corners = conn.execute(
            "SELECT corners_px FROM court_detections WHERE match_id = %s", [match_id]
        ).fetchone()[0]
        poses = conn.execute(
            "SELECT shot_no, role, box, description FROM poses WHERE match_id = %s"
            " ORDER BY shot_no",
            [match_id],
        ).fetchall()
        log = conn.execute(
            "SELECT log_text FROM rallies WHERE match_id = %s AND set_no = 1 AND rally_no = 1",
            [match_id],
        ).fetchone()[0]
        dropped = conn.execute(
            "SELECT count(*) FROM quarantine WHERE match_id = %s AND stage = 'pose'", [match_id]
        ).fetchone()[0]
    assert corner_error_px(np.array(corners).reshape(4, 2), truth.corners_px) < 3
    near_shots = [p for p in poses if p[1] == "hitter" and p[0] % 2]
    assert near_shots, "the near player is found at every odd shot"
    for shot_no, _, box, description in near_shots:
        feet = truth.camera.project(np.array([near[shot_no]]))[0]
        assert box[0] <= feet[0] <= box[2] and abs(box[3] - feet[1]) < 15, (shot_no, box, feet)
        assert "legs straight" in description and "trunk upright" in description
        assert f"Pose: {description}." in log
    assert seen["dropped"] == dropped, "every dropped pose row is kept in the quarantine"
    again = vision(match_ids=[match_id], landing=str(landing), url=fresh_db, pose_only=True)
    assert again["poses"] == seen["poses"]
    with psycopg.connect(fresh_db) as conn:
        assert (
            conn.execute("SELECT count(*) FROM poses WHERE match_id = %s", [match_id]).fetchone()[0]
            == seen["poses"]
        )
        relog = conn.execute(
            "SELECT log_text FROM rallies WHERE match_id = %s AND set_no = 1 AND rally_no = 1",
            [match_id],
        ).fetchone()[0]
    assert relog == log, "a rerun neither duplicates poses nor repeats them in the log"


def _folder(landing, match_id):
    """The match folder's path relative to the landing root."""
    (found,) = [p.relative_to(landing) for p in landing.rglob(match_id) if p.is_dir()]
    return found
