"""Ingest benchmark: the whole corpus through ingest, calibrate and game log, then into
PostgreSQL, then the nightly flow (Prefect included) twice: first run and nothing-new run.

Prints strokes per second per stage and rows per second into PostgreSQL. Uses a fresh
database on the embedded server (or RALLYSCOPE_DATABASE_URL's server) and a temporary
Prefect home. Run: `.venv/bin/python benchmarks/ingest.py [LANDING]`.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import uuid

os.environ.setdefault("PREFECT_HOME", tempfile.mkdtemp(prefix="rallyscope-bench-prefect-"))
os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "90")
os.environ.setdefault("PREFECT_LOGGING_LEVEL", "WARNING")

import psycopg  # noqa: E402

from rallyscope import config, pipeline  # noqa: E402
from rallyscope.corpus import landing_root  # noqa: E402
from rallyscope.db import engine, store  # noqa: E402
from rallyscope.sources import discover  # noqa: E402


def main() -> None:
    root, synthetic = landing_root(sys.argv[1] if len(sys.argv) > 1 else None)
    print(f"corpus: {root}{' (synthetic)' if synthetic else ''}")
    clock = time.perf_counter()
    sources = discover(root).matches
    for s in sources:
        s.content_hash  # noqa: B018 - read the files once, as the flows do
    seconds = {"discover": time.perf_counter() - clock}
    tables = {s.match_id: {} for s in sources}
    params = config.params()
    for stage in ("ingest", "calibrate", "gamelog"):
        clock = time.perf_counter()
        for s in sources:
            tables[s.match_id].update(
                pipeline.run_stage(stage, s, tables[s.match_id], params).tables
            )
        seconds[stage] = time.perf_counter() - clock
    strokes = sum(t["strokes"].height for t in tables.values())
    rallies = sum(t["rallies"].height for t in tables.values())
    print(f"{len(sources)} matches, {rallies} rallies, {strokes} strokes")
    for stage in ("discover", "ingest", "calibrate", "gamelog"):
        rate = strokes / seconds[stage]
        print(f"  {stage:<10} {seconds[stage]:6.2f} s  {rate:10,.0f} strokes/s")
    pure = sum(seconds.values())
    print(f"  pure pipeline total {pure:.2f} s (goal < 15 s)")

    server = os.environ.get("RALLYSCOPE_DATABASE_URL") or engine.start_embedded()
    url = engine.create_database(server, "rallyscope_bench")
    total_rows = sum(f.height for t in tables.values() for f in t.values())
    clock = time.perf_counter()
    with psycopg.connect(url) as conn:
        run_id = uuid.uuid4()
        for match_id, t in tables.items():
            store.replace_match(conn, match_id, t, run_id)
    load = time.perf_counter() - clock
    print(f"  load       {load:6.2f} s  {total_rows / load:10,.0f} rows/s into PostgreSQL (COPY)")

    from prefect import flow

    from flows.nightly import nightly

    @flow
    def hello() -> None:
        """Starts Prefect's local server, as a deployed nightly finds it already running."""

    clock = time.perf_counter()
    hello()
    server_s = time.perf_counter() - clock
    os.environ["RALLYSCOPE_DATABASE_URL"] = engine.create_database(server, "rallyscope_bench")
    clock = time.perf_counter()
    first = nightly(landing=str(root))
    first_s = time.perf_counter() - clock
    clock = time.perf_counter()
    second = nightly(landing=str(root))
    second_s = time.perf_counter() - clock
    print(f"Prefect local server start: {server_s:6.2f} s (once per process)")
    print(
        f"nightly flow, first run:   {first_s:6.2f} s for {first['matches']} matches "
        f"(goal < 60 s); stages {first['seconds']}"
    )
    print(
        f"nightly flow, nothing new: {second_s:6.2f} s, {second['matches']} matches processed "
        f"(goal < 10 s)"
    )


if __name__ == "__main__":
    main()
