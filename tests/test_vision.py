"""Vision: court detection on synthetic broadcast frames, posture geometry on hand-made
keypoints, video errors, and a synthetic video with real people through the nightly stages
and a backfill (YOLO running for real on the CPU) against a real PostgreSQL."""

import csv
import json
import shutil
import subprocess
import sys
from pathlib import Path

import cv2
import numpy as np
import psycopg
import pytest

from flows.backfill import backfill
from flows.nightly import nightly
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


def _put_shots_on_video(path, match_id, homography, shots, near, far):
    """Shot k of the match's first rally at frame k, the hitter where the video shows them
    (odd shots by the near player, even ones by the far one), written into the set file."""
    to_px = np.linalg.inv(np.array(homography).reshape(3, 3))
    with path.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    first = rows[0]["rally"]
    for row in rows:
        shot = int(float(row["ball_round"]))
        if row["rally"] != first or shot > shots:
            continue
        at = near[shot] if shot % 2 else far[shot]
        x, y, w = to_px @ np.array([at[0], at[1], 1.0])
        row.update(
            frame_num=str(float(shot)),
            player_location_x=f"{x / w:.1f}",
            player_location_y=f"{y / w:.1f}",
        )
    with path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)


def _rows(url, sql, *args):
    with psycopg.connect(url) as conn:
        return conn.execute(sql, args).fetchall()


def test_a_video_through_the_nightly_stages_and_a_backfill_that_keeps_it(
    fresh_db, monkeypatch, prefect_harness, landing
):
    monkeypatch.setenv("RALLYSCOPE_DATABASE_URL", fresh_db)
    first = nightly(landing=str(landing), models=False, narrate_sample=0, index=False)
    assert first["vision"] == "no_video 3", "matches without a video still flow"

    ((match_id, homography, shots),) = _rows(
        fresh_db,
        "SELECT r.match_id, c.homography, r.n_shots FROM rallies r JOIN calibrations c"
        " USING (match_id) WHERE r.set_no = 1 AND r.rally_no = 1 AND r.n_shots >= 4"
        " ORDER BY r.match_id LIMIT 1",
    )
    frames = 6
    near = [(1.5 + 0.1 * n, 2.5) for n in range(frames)]
    far = [(4.5 - 0.1 * n, 11.0) for n in range(frames)]
    folder = landing / _folder(landing, match_id)
    truth = write_video(folder / "video.mp4", 16, [near, far])
    _put_shots_on_video(folder / "set1.csv", match_id, homography, 4, near, far)

    seen = nightly(landing=str(landing), models=False, narrate_sample=0, index=False)
    assert seen["matches"] == 1 and seen["vision"] == "ok 1", seen
    ((corners,),) = _rows(fresh_db, "SELECT corners_px FROM court_detections")
    assert corner_error_px(np.array(corners).reshape(4, 2), truth.corners_px) < 3
    poses = _rows(
        fresh_db,
        "SELECT shot_no, role, box, description FROM poses WHERE match_id = %s ORDER BY 1",
        match_id,
    )
    ((log,),) = _rows(
        fresh_db,
        "SELECT log_text FROM rallies WHERE match_id = %s AND set_no = 1 AND rally_no = 1",
        match_id,
    )
    near_shots = [p for p in poses if p[1] == "hitter" and p[0] % 2]
    assert near_shots, "the near player is found at the odd shots"
    for shot_no, _, box, description in near_shots:
        feet = truth.camera.project(np.array([near[shot_no]]))[0]
        assert box[0] <= feet[0] <= box[2] and abs(box[3] - feet[1]) < 15, (shot_no, box, feet)
        assert "legs straight" in description and "trunk upright" in description
        assert f"Pose: {description}." in log
    ((dropped,),) = _rows(fresh_db, "SELECT count(*) FROM quarantine WHERE stage = 'vision'")
    assert seen["set_aside_rows"] == dropped, "every dropped pose row is kept in the quarantine"

    again = backfill(
        match_ids=[match_id],
        start_stage="calibrate",
        landing=str(landing),
        models=False,
        index=False,
    )
    assert again["vision"] == "ok 1", "a backfill reruns what follows the stages it replaces"
    assert (
        _rows(
            fresh_db,
            "SELECT shot_no, role, box, description FROM poses WHERE match_id = %s ORDER BY 1",
            match_id,
        )
        == poses
    )
    assert _rows(fresh_db, "SELECT corners_px FROM court_detections") == [(corners,)]
    assert _rows(
        fresh_db,
        "SELECT log_text FROM rallies WHERE match_id = %s AND set_no = 1 AND rally_no = 1",
        match_id,
    ) == [(log,)], "a rerun neither duplicates poses nor repeats them in the log"


def _folder(landing, match_id):
    """The match folder's path relative to the landing root."""
    (found,) = [p.relative_to(landing) for p in landing.rglob(match_id) if p.is_dir()]
    return found
