"""Shared fixtures: a real PostgreSQL (embedded, and external when configured), Prefect's
test harness, and corpora (the real ShuttleSet when present, a synthetic one always)."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

_SESSION_DIR = Path(tempfile.mkdtemp(prefix="rallyscope-tests-"))
os.environ["RALLYSCOPE_DATA_DIR"] = str(_SESSION_DIR / "data")
os.environ["PREFECT_HOME"] = str(_SESSION_DIR / "prefect")
os.environ["PREFECT_SERVER_ANALYTICS_ENABLED"] = "false"
os.environ["PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS"] = "90"
os.environ["PREFECT_LOGGING_LEVEL"] = "WARNING"
os.environ["GX_ANALYTICS_ENABLED"] = "false"
os.environ.pop("RALLYSCOPE_DATABASE_URL", None)

SHUTTLESET = Path(__file__).resolve().parents[2] / "shared" / "data" / "shuttleset"


def _backends() -> list[str]:
    return ["embedded"] + (["external"] if os.environ.get("RALLYSCOPE_TEST_DATABASE_URL") else [])


def _server_url(backend: str) -> str:
    if backend == "external":
        return os.environ["RALLYSCOPE_TEST_DATABASE_URL"]
    from rallyscope.db import engine

    return engine.start_embedded()


@pytest.fixture(scope="session", params=_backends())
def server_url(request: pytest.FixtureRequest) -> str:
    """A PostgreSQL server URL, once per backend."""
    return _server_url(request.param)


@pytest.fixture
def fresh_db(server_url: str) -> Iterator[str]:
    """A new, migrated, empty database on the server; dropped afterwards."""
    from rallyscope.db import engine

    url = engine.create_database(server_url, "rallyscope_test")
    yield url
    engine.drop_database(url)


@pytest.fixture(scope="session")
def prefect_harness() -> Iterator[None]:
    from prefect.testing.utilities import prefect_test_harness

    with prefect_test_harness(server_startup_timeout=90):
        yield


@pytest.fixture(scope="session")
def synthetic_root() -> Path:
    """A small synthetic corpus in ShuttleSet's layout (seeded, made once per session)."""
    from rallyscope.synthetic import generate_corpus

    root = _SESSION_DIR / "synthetic"
    generate_corpus(root, n_matches=3, seed=11)
    return root


@pytest.fixture(scope="session")
def shuttleset_root() -> Path:
    """The real corpus; tests that need it fail, naming what is missing."""
    if not (SHUTTLESET / "ShuttleSet" / "set" / "match.csv").exists():
        pytest.fail(
            f"ShuttleSet is missing: expected {SHUTTLESET}/ShuttleSet/set/match.csv "
            "(../shared/data/shuttleset beside the checkout)"
        )
    return SHUTTLESET


@pytest.fixture(scope="session")
def dev_queries() -> Path:
    """The development query set for search; tests that need it fail, naming what is missing."""
    path = SHUTTLESET.parents[1] / "benchmarks" / "shuttleset_dev_queries.jsonl"
    if not path.exists():
        pytest.fail(f"the search development queries are missing: expected {path}")
    return path
