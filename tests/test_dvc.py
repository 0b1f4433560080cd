"""`dvc repro` runs the batch pipeline, writes parquet outputs, and is a no-op when rerun."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import polars as pl
import yaml

REPO = Path(__file__).resolve().parents[1]
DVC = str(Path(sys.executable).with_name("dvc"))


def run(args, cwd):
    done = subprocess.run(args, cwd=cwd, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"{' '.join(args)} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


def test_dvc_repro_builds_the_stages_and_reruns_nothing(tmp_path, synthetic_root):
    for item in ("rallyscope", "expectations"):
        shutil.copytree(REPO / item, tmp_path / item, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(REPO / "dvc.yaml", tmp_path / "dvc.yaml")
    params = yaml.safe_load((REPO / "params.yaml").read_text())
    params["data"]["landing"] = str(synthetic_root)
    (tmp_path / "params.yaml").write_text(yaml.safe_dump(params))
    (tmp_path / ".venv").symlink_to(REPO / ".venv")
    run(["git", "init", "-q"], tmp_path)
    run([DVC, "init", "-q"], tmp_path)

    run([DVC, "repro"], tmp_path)
    rallies = pl.read_parquet(tmp_path / "data/stages/gamelog/rallies.parquet")
    strokes = pl.read_parquet(tmp_path / "data/stages/gamelog/strokes.parquet")
    assert rallies["match_id"].n_unique() == 3
    assert rallies["n_shots"].sum() == strokes.height
    assert (tmp_path / "dvc.lock").exists()
    lock = yaml.safe_load((tmp_path / "dvc.lock").read_text())
    assert set(lock["stages"]) == {"ingest", "calibrate", "gamelog", "index", "vision"}
    status = pl.read_parquet(tmp_path / "data/stages/vision/status.parquet")
    assert status["status"].to_list() == ["no_video"] * 3, "no video: no_video, not a failure"
    manifest = json.loads((tmp_path / "data/stages/index/manifest.json").read_text())
    assert manifest["documents"] == rallies.height and manifest["index_type"] == "flat"

    again = run([DVC, "repro"], tmp_path)
    assert "didn't change" in again or "up to date" in again
    assert "Running stage" not in again
