"""The nightly with nothing new: `rallyscope run` against a database the main job has
already loaded (run `make run` first), repeated; the issue's goal is under 15 s. Prints the
wall time of each run, the median, and how long other processes kept a core waiting
(``/proc/pressure/cpu``): the 2-core machine is shared, and the figure depends on it.

    .venv/bin/python benchmarks/nightly_noop.py [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

CLI = str(Path(sys.executable).with_name("rallyscope"))


def cpu_waiting_s() -> float:
    """Seconds some task waited for a core since boot (0 where the kernel has no PSI)."""
    try:
        line = Path("/proc/pressure/cpu").read_text().splitlines()[0]
    except OSError:
        return 0.0
    return int(line.rsplit("total=", 1)[1]) / 1e6


def one_run() -> tuple[float, float]:
    env = {**os.environ, "PREFECT_LOGGING_LEVEL": "WARNING", "HF_HUB_OFFLINE": "1"}
    waited, started = cpu_waiting_s(), time.perf_counter()
    done = subprocess.run([CLI, "run"], env=env, capture_output=True, text=True)
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        sys.exit(f"rallyscope run failed:\n{done.stderr[-3000:]}")
    if "│ matches            │ 0 " not in done.stdout:
        sys.exit("this run loaded matches: run it again once `make run` has loaded them all")
    return seconds, cpu_waiting_s() - waited


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    times = []
    for n in range(1, args.runs + 1):
        seconds, waited = one_run()
        times.append(seconds)
        print(f"run {n}: {seconds:.1f} s (cores waited on for {waited:.1f} s)")
    print(f"no-op nightly: median {statistics.median(times):.1f} s over {args.runs} runs")


if __name__ == "__main__":
    main()
