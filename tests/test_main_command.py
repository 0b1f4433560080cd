"""End to end: the main command (`rallyscope run`), then SQL over what it loaded."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rallyscope import config, corpus

CLI = [str(Path(sys.executable).with_name("rallyscope"))]


def rallyscope(*args, env):
    done = subprocess.run([*CLI, *args], env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, (
        f"rallyscope {' '.join(args)} failed:\n{done.stdout}\n{done.stderr}"
    )
    return done.stdout


@pytest.fixture
def cli_env(fresh_db, tmp_path):
    env = dict(os.environ)
    env.update(
        RALLYSCOPE_DATABASE_URL=fresh_db,
        PREFECT_HOME=str(tmp_path / "prefect"),
        COLUMNS="200",
        RALLYSCOPE_NARRATE_SAMPLE="0",  # narration has its own tests (test_narrate.py)
    )
    env.pop("RALLYSCOPE_DATA", None)
    return env


def test_main_command_on_the_synthetic_corpus(cli_env, synthetic_root):
    out = rallyscope("run", "--landing", str(synthetic_root), env=cli_env)
    assert "matches" in out and "3" in out
    assert "time ingest" in out and "dbt build" in out
    rows = json.loads(
        rallyscope(
            "sql", "--json", "select count(*) as n, sum(n_shots) as shots from rallies", env=cli_env
        )
    )
    strokes = json.loads(
        rallyscope("sql", "--json", "select count(*) as n from strokes", env=cli_env)
    )
    assert rows[0]["n"] > 0
    assert rows[0]["shots"] == strokes[0]["n"]
    csv_out = rallyscope("sql", "--csv", "select match_id from matches order by 1", env=cli_env)
    assert csv_out.splitlines()[0] == "match_id" and len(csv_out.splitlines()) == 4
    assert "nightly" in rallyscope("runs", env=cli_env)


def test_sql_is_read_only(cli_env, synthetic_root):
    done = subprocess.run(
        [*CLI, "sql", "delete from matches"],
        env=cli_env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1
    assert "read-only" in done.stdout


@pytest.mark.slow
def test_main_command_on_shuttleset(cli_env, shuttleset_root, dev_queries, tmp_path):
    cli_env["RALLYSCOPE_DATA"] = str(shuttleset_root)
    out = rallyscope("run", env=cli_env)
    counts = json.loads(
        rallyscope(
            "sql",
            "--json",
            "select (select count(*) from matches) as matches, "
            "(select count(*) from rallies) as rallies, (select count(*) from strokes) as strokes",
            env=cli_env,
        )
    )[0]
    assert counts["matches"] >= 90, out
    assert counts["rallies"] > 7500 and counts["strokes"] > 78000
    smash_winners = json.loads(
        rallyscope(
            "sql",
            "--json",
            "select count(*) as n from rallies where final_shot_type = 'smash' "
            "and end_reason = 'winner'",
            env=cli_env,
        )
    )[0]["n"]
    assert smash_winners > 300
    assert "search index" in out
    # the search goals on the development queries, with no LLM
    rallyscope("eval", "--queries", str(dev_queries), "--out", str(tmp_path / "eval"), env=cli_env)
    overall = json.loads((tmp_path / "eval" / "metrics.json").read_text())["overall"]
    assert overall["hit@10"] >= 0.9 and overall["map"] >= 0.5, overall
    query = "Carolina Marin wins with a drop"
    hits = json.loads(rallyscope("search", query, "--json", env=cli_env))
    assert hits and all("marin" in " ".join(h["evidence"]).lower() for h in hits)


def test_without_real_data_a_synthetic_corpus_is_made(monkeypatch, tmp_path):
    monkeypatch.setattr(config, "source_root", lambda: None)
    monkeypatch.setenv("RALLYSCOPE_DATA_DIR", str(tmp_path))
    root, synthetic = corpus.landing_root()
    assert synthetic
    assert root == tmp_path / "synthetic"
    assert (root / "set" / "match.csv").exists()
    assert len(list((root / "set").glob("*/set1.csv"))) == corpus.SYNTHETIC_MATCHES
