"""The dbt project in sql/, checked without a database: configuration, vocabularies, parse."""

import importlib.util

import pytest
import yaml

from rallyscope import config
from rallyscope.tactics import DEFINITIONS
from rallyscope.vocabulary import EndReason, ShotType

SQL = config.home() / "sql"
MARTS = {"rally_summary", "player_tendencies", "player_outcomes", "match_flow", "rally_narratives"}
MARTS |= {"tactic_rallies", "player_tactics", "player_pressure", "head_to_head"}
STAGING = {"stg_matches", "stg_sets", "stg_rallies", "stg_strokes", "stg_narratives"}
STAGING |= {"stg_rally_tactics"}


def _migration():
    path = config.PACKAGE_DIR / "db" / "migrations" / "versions" / "0001_core.py"
    spec = importlib.util.spec_from_file_location("core_migration", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _accepted_values(node, found):
    """Every accepted_values list in a parsed schema file, anchors resolved."""
    if isinstance(node, dict):
        if "accepted_values" in node:
            spec = node["accepted_values"]
            found.append(spec.get("arguments", spec)["values"])
        for value in node.values():
            _accepted_values(value, found)
    elif isinstance(node, list):
        for value in node:
            _accepted_values(value, found)
    return found


def test_project_takes_profile_and_paths_from_the_caller():
    project = yaml.safe_load((SQL / "dbt_project.yml").read_text())
    assert project["name"] == "rallyscope"
    assert project["profile"] == "rallyscope"
    assert "target-path" not in project and "log-path" not in project
    assert not (SQL / "profiles.yml").exists()
    assert not (SQL / "packages.yml").exists()  # nothing can be downloaded at run time


def test_accepted_values_follow_the_vocabulary_and_the_migration():
    migration = _migration()
    shot_types = {str(s) for s in ShotType}
    end_reasons = {str(r) for r in EndReason}
    assert shot_types == set(migration.SHOT_TYPES)
    assert end_reasons == set(migration.END_REASONS)
    lists = []
    for path in sorted((SQL / "models").rglob("*.yml")):
        _accepted_values(yaml.safe_load(path.read_text()), lists)
    shot_lists = [set(v) for v in lists if "smash" in v]
    reason_lists = [set(v) for v in lists if "misjudged" in v]
    assert len(shot_lists) >= 4 and len(reason_lists) >= 4
    assert all(v == shot_types for v in shot_lists)
    assert all(v == end_reasons for v in reason_lists)
    tag_lists = [set(v) for v in lists if "net_control" in v]
    assert tag_lists and all(v == set(DEFINITIONS) for v in tag_lists)


def test_dbt_parses_the_project(tmp_path):
    dbt_main = pytest.importorskip("dbt.cli.main")
    profile = {
        "rallyscope": {
            "target": "parse",
            "outputs": {
                "parse": {
                    "type": "postgres",
                    "host": "localhost",
                    "port": 5432,
                    "user": "postgres",
                    "password": "",
                    "dbname": "rallyscope",
                    "schema": "analytics",
                    "threads": 1,
                }
            },
        }
    }
    (tmp_path / "profiles.yml").write_text(yaml.safe_dump(profile))
    result = dbt_main.dbtRunner().invoke(
        [
            "parse",
            "--project-dir",
            str(SQL),
            "--profiles-dir",
            str(tmp_path),
            "--target-path",
            str(tmp_path / "target"),
            "--log-path",
            str(tmp_path / "logs"),
            "--quiet",
        ]
    )
    assert result.success, result.exception
    manifest = result.result
    models = {n.name: n for n in manifest.nodes.values() if n.resource_type == "model"}
    assert set(models) == MARTS | STAGING
    for name, node in models.items():
        assert node.description, f"{name} has no description"
        assert node.schema == "analytics", f"{name} lands in {node.schema}"
        expected = "table" if name in MARTS else "view"
        assert node.config.materialized == expected
    tests = [n for n in manifest.nodes.values() if n.resource_type == "test"]
    singular = {n.name for n in tests if not getattr(n, "test_metadata", None)}
    assert {"assert_rally_n_shots_equals_stroke_count", "assert_score_situation_logic"} <= singular
    assert "assert_head_to_head_is_symmetric" in singular
    assert len(tests) > 100
