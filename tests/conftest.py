"""Shared fixtures: a real PostgreSQL (embedded, and external when configured), Prefect's
test harness, and corpora (the real ShuttleSet when present, a synthetic one always)."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

_SESSION_DIR = Path(tempfile.mkdtemp(prefix="rallyscope-tests-"))
os.environ["RALLYSCOPE_DATA_DIR"] = str(_SESSION_DIR / "data")
os.environ["PREFECT_HOME"] = str(_SESSION_DIR / "prefect")
os.environ["PREFECT_SERVER_ANALYTICS_ENABLED"] = "false"
os.environ["PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS"] = "90"
os.environ["PREFECT_LOGGING_LEVEL"] = "WARNING"
os.environ["GX_ANALYTICS_ENABLED"] = "false"
os.environ["RALLYSCOPE_LLM_THREADS"] = "1"  # while the narration below runs (llm_threads)
os.environ.pop("RALLYSCOPE_DATABASE_URL", None)

SHUTTLESET = Path(__file__).resolve().parents[2] / "shared" / "data" / "shuttleset"
CLI = str(Path(sys.executable).with_name("rallyscope"))


def _backends() -> list[str]:
    return ["embedded"] + (["external"] if os.environ.get("RALLYSCOPE_TEST_DATABASE_URL") else [])


def _server_url(backend: str) -> str:
    if backend == "external":
        return os.environ["RALLYSCOPE_TEST_DATABASE_URL"]
    from rallyscope.db import engine

    return engine.start_embedded()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Stop the embedded PostgreSQL this session started (its data folder is the session's)."""
    from rallyscope.db import engine

    engine.stop_embedded()


@pytest.fixture(scope="session", params=_backends())
def server_url(request: pytest.FixtureRequest) -> Iterator[str]:
    """A PostgreSQL server URL, once per backend. The embedded server stays up until the
    session ends (tests on it alone, such as narration's, may run after this backend's)."""
    yield _server_url(request.param)


@pytest.fixture
def fresh_db(server_url: str) -> Iterator[str]:
    """A new, migrated, empty database on the server; dropped afterwards."""
    from rallyscope.db import engine

    url = engine.create_database(server_url, "rallyscope_test")
    yield url
    engine.drop_database(url)


@pytest.fixture
def embedded_db() -> Iterator[str]:
    """A new, migrated database on the embedded server only (tests too slow for both)."""
    from rallyscope.db import engine

    url = engine.create_database(engine.start_embedded(), "rallyscope_test")
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


@dataclass(frozen=True)
class Corpus:
    """A database loaded by the main command, the environment that points at it, and what
    the command printed."""

    url: str
    env: dict[str, str]
    out: str


@pytest.fixture(scope="session")
def prefect_api(prefect_harness: None) -> str:
    """The test harness's Prefect API, for a command run in a subprocess (it then starts no
    temporary server of its own)."""
    from prefect.settings import PREFECT_API_URL

    return str(PREFECT_API_URL.value())


@pytest.fixture(scope="session")
def shuttleset_db(shuttleset_root: Path, prefect_api: str) -> Iterator[Corpus]:
    """The real corpus loaded once by `rallyscope run` (ingest, gates, dbt, the search
    index; no narration) into its own database, shared by every test that reads it. On the
    embedded server: the synthetic corpus runs the same command on the external one, with
    a Prefect server of its own."""
    from rallyscope.db import engine

    url = engine.create_database(engine.start_embedded(), "rallyscope_shuttleset")
    env = dict(os.environ)
    env.update(
        RALLYSCOPE_DATABASE_URL=url,
        RALLYSCOPE_DATA=str(shuttleset_root),
        PREFECT_API_URL=prefect_api,
        COLUMNS="200",
        RALLYSCOPE_NARRATE_SAMPLE="0",  # narration has its own tests (test_narrate.py)
        HF_HUB_OFFLINE="1",
    )
    done = subprocess.run([CLI, "run"], env=env, capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        pytest.fail(f"rallyscope run on ShuttleSet failed:\n{done.stdout}\n{done.stderr}")
    yield Corpus(url, env, done.stdout)
    engine.drop_database(url)


@pytest.fixture(scope="module")
def reader(shuttleset_db: Corpus) -> str:
    """The loaded corpus's URL as the read-only role that ``ask`` queries through."""
    from rallyscope.db import roles

    return roles.as_role(shuttleset_db.url, roles.READER)


@pytest.fixture(scope="module")
def asker(reader: str):  # noqa: ANN201 - an Asker; its module loads spaCy
    """The rules-only asker over the loaded corpus (no LLM)."""
    from rallyscope import config
    from rallyscope.ask.answer import Asker

    return Asker(reader, config.params()["search"])


REAL_MATCH = "Kento_MOMOTA_CHOU_Tien_Chen_Fuzhou_Open_2019_Finals"
E2E_NARRATION = "test_the_default_model_publishes_a_real_rally_end_to_end"


@dataclass(frozen=True)
class Background:
    """A command running beside the tests, its database and where its output goes."""

    proc: subprocess.Popen
    url: str
    rally: tuple[str, int, int]
    stdout: Path
    stderr: Path

    def wait(self, timeout_s: float) -> tuple[int, str, str]:
        """Its exit status, stdout and stderr once it ends (killed after ``timeout_s``)."""
        try:
            code = self.proc.wait(timeout_s)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            code = self.proc.wait()
        return code, self.stdout.read_text(), self.stderr.read_text()


@pytest.fixture(autouse=True)
def llm_threads(default_model_narration: Background | None) -> None:
    """Local LLM servers a test starts take one thread while the background narration runs
    beside the tests (two busy threads on one core stall each other), and every core once
    it has ended: quiet, two threads read a prompt 1.8 times as fast."""
    busy = default_model_narration is not None and default_model_narration.proc.poll() is None
    os.environ["RALLYSCOPE_LLM_THREADS"] = "1" if busy else str(os.cpu_count() or 1)


@pytest.fixture(scope="session", autouse=True)
def default_model_narration(request: pytest.FixtureRequest) -> Iterator[Background | None]:
    """The one narration with the default model (minutes on one core) runs beside the other
    tests from the session's start: ingest a real match, then `rallyscope narrate --json` on
    its first rally. Started only when the test that reads it is selected."""
    if not any(item.name == E2E_NARRATION for item in request.session.items):
        yield None
        return
    from rallyscope.db import engine

    url = engine.create_database(engine.start_embedded(), "rallyscope_narrate_real")
    env = {**os.environ, "RALLYSCOPE_DATABASE_URL": url, "PREFECT_HOME": str(_SESSION_DIR / "e2e")}
    env.pop("RALLYSCOPE_LLM_URL", None)
    ingest = shlex.join([CLI, "ingest", str(SHUTTLESET), "--match", REAL_MATCH])
    narrate = shlex.join([CLI, "narrate", "--match", REAL_MATCH, "--set", "1", "--rally", "1"])
    out, err = _SESSION_DIR / "e2e.out", _SESSION_DIR / "e2e.err"
    with out.open("w") as stdout, err.open("w") as stderr:
        proc = subprocess.Popen(
            ["bash", "-c", f"{ingest} >/dev/null && exec {narrate} --json"],
            env=env,
            stdout=stdout,
            stderr=stderr,
        )
    yield Background(proc, url, (REAL_MATCH, 1, 1), out, err)
    proc.kill()
    proc.wait()
    engine.drop_database(url)
