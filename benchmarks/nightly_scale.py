"""Nightly at scale: a seeded synthetic corpus of about N times ShuttleSet's strokes through
the nightly stages (ingest, calibrate, gamelog, vision, load; narration, dbt and the index
have their own benchmarks) on a Dask LocalCluster of 1 and of 2 workers, each into a fresh
database with the stage cache refreshed: wall time and the ratio, peak memory (the flow's
process and the workers), and ingest rows per second into PostgreSQL.

    .venv/bin/python benchmarks/nightly_scale.py [--scale 10] [--workers 1 2]
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import threading
import time
from contextlib import suppress
from pathlib import Path

os.environ.setdefault("RALLYSCOPE_DATA_DIR", tempfile.mkdtemp(prefix="rallyscope-scale-"))
os.environ.setdefault("PREFECT_HOME", os.environ["RALLYSCOPE_DATA_DIR"] + "/prefect")
os.environ["PREFECT_TASKS_REFRESH_CACHE"] = "true"  # every run computes every stage
os.environ.setdefault("PREFECT_LOGGING_LEVEL", "WARNING")

import psutil  # noqa: E402
import psycopg  # noqa: E402

from rallyscope import config  # noqa: E402
from rallyscope.db import engine  # noqa: E402
from rallyscope.synthetic import generate_corpus  # noqa: E402

SHUTTLESET_STROKES = 81_937
PER_DATASET = 50  # the generator's limit per corpus (unique players)
OUT = Path(__file__).resolve().parent / "results" / "nightly_scale.json"


def corpus(scale: int) -> Path:
    """Enough seeded datasets of 50 matches for ``scale`` x ShuttleSet's strokes (~780 a match)."""
    root = config.data_dir() / f"synthetic-x{scale}"
    matches = round(scale * SHUTTLESET_STROKES / 780)
    for i in range((matches + PER_DATASET - 1) // PER_DATASET):
        folder = root / f"Synthetic{i:02d}"
        if not (folder / "set" / "match.csv").exists():
            generate_corpus(
                folder, n_matches=min(PER_DATASET, matches - i * PER_DATASET), seed=1000 + i
            )
    return root


class PeakMemory:
    """Samples the resident memory of this process and of its Dask workers every 0.2 s."""

    def __init__(self, workers: list[int]) -> None:
        self.workers, self.peak_flow, self.peak_workers = workers, 0, 0
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def run(self) -> None:
        me = psutil.Process()
        while not self.stop.wait(0.2):
            self.peak_flow = max(self.peak_flow, me.memory_info().rss)
            rss = 0
            for pid in self.workers:
                with suppress(psutil.NoSuchProcess):
                    rss += psutil.Process(pid).memory_info().rss
            self.peak_workers = max(self.peak_workers, rss)

    def __enter__(self) -> PeakMemory:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self.thread.join()


def rows_in(url: str) -> int:
    with psycopg.connect(url) as conn:
        return sum(
            conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
            for t in ("matches", "calibrations", "sets", "rallies", "strokes")
        )


def one_run(landing: Path, workers: int) -> dict:
    from distributed import Client, LocalCluster

    from flows.nightly import nightly

    url = engine.create_database(engine.start_embedded(), f"rallyscope_scale{workers}")
    os.environ["RALLYSCOPE_DATABASE_URL"] = url
    with (
        LocalCluster(n_workers=workers, threads_per_worker=1, dashboard_address=":0") as cluster,
        Client(cluster) as client,
    ):
        os.environ["RALLYSCOPE_DASK_ADDRESS"] = cluster.scheduler_address
        pids = list(client.run(os.getpid).values())
        with PeakMemory(pids) as memory:
            clock = time.perf_counter()
            summary = nightly(landing=str(landing), models=False, narrate_sample=0, index=False)
            wall = time.perf_counter() - clock
    rows = rows_in(url)
    engine.drop_database(url)
    return {
        "workers": workers,
        "matches": summary["matches"],
        "strokes": summary["strokes"],
        "wall_s": round(wall, 1),
        "stage_s": summary["seconds"],
        "rows_loaded": rows,
        "ingest_rows_per_s": round(rows / summary["seconds"]["load"]),
        "peak_flow_process_mb": round(memory.peak_flow / 2**20),
        "peak_workers_mb": round(memory.peak_workers / 2**20),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--scale", type=int, default=10)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    args = parser.parse_args()
    clock = time.perf_counter()
    landing = corpus(args.scale)
    print(f"corpus: {landing} ({time.perf_counter() - clock:.0f} s)", flush=True)
    runs = []
    for workers in args.workers:
        runs.append(one_run(landing, workers))
        print(json.dumps(runs[-1]), flush=True)
    engine.stop_embedded()
    result = {"scale": args.scale, "cpu_cores": os.cpu_count(), "runs": runs}
    if len(runs) == 2:
        result["speedup_2_over_1"] = round(runs[0]["wall_s"] / runs[1]["wall_s"], 2)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(result, indent=2) + "\n")
    for r in runs:
        print(
            f"{r['workers']} worker(s): {r['matches']} matches, {r['strokes']} strokes in "
            f"{r['wall_s']} s; load {r['ingest_rows_per_s']} rows/s into PostgreSQL; peak "
            f"memory {r['peak_flow_process_mb']} MB (flow) + {r['peak_workers_mb']} MB (workers)"
        )
    if "speedup_2_over_1" in result:
        print(f"2 workers vs 1: {result['speedup_2_over_1']}x faster")


if __name__ == "__main__":
    main()
