"""Web app figures on the loaded corpus (run `make run` first): server time per page, with
the embedding model loaded, measured in process through the ASGI app (no network).

Goals: search page p95 under 300 ms, rally page under 100 ms. Searches use the rule planner
unless ``--planner`` says otherwise (the LLM planner's latency is benchmarks/search.py's).

    .venv/bin/python benchmarks/web.py [--queries FILE.jsonl] [--rallies 200] [--repeat 3]
                                       [--planner rule|llm|auto|none]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from pathlib import Path
from urllib.parse import quote, urlencode

import psycopg
from fastapi.testclient import TestClient

from rallyscope.db import engine
from rallyscope.search.commands import open_searcher
from rallyscope.web.app import create_app

DEV = Path(__file__).resolve().parents[2] / "shared" / "benchmarks" / "shuttleset_dev_queries.jsonl"
EXTRA = [
    "a winning smash set up by a lift",
    "long rallies at deuce",
    "a push followed by a lob",
    "Axelsen loses the point with a smash into the net",
    "tight net play and a lift",
]


def timed(client: TestClient, path: str) -> float:
    """Server time of one request in ms (the app's Server-Timing header)."""
    response = client.get(path)
    if response.status_code != 200:
        raise SystemExit(f"{path}: {response.status_code}")
    return float(response.headers["server-timing"].split("dur=")[1])


def summary(name: str, ms: list[float], goal: float | None = None) -> None:
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    verdict = (
        "" if goal is None else f"  goal p95 < {goal:.0f} ms: {'met' if p95 < goal else 'NOT met'}"
    )
    print(
        f"{name:<28} n={len(ms):<4} p50 {statistics.median(ms):7.1f} ms  p95 {p95:7.1f} ms"
        f"  max {ms[-1]:7.1f} ms{verdict}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--queries", type=Path, default=DEV)
    parser.add_argument("--rallies", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--planner", default="rule", choices=("rule", "llm", "auto", "none"))
    args = parser.parse_args()
    queries = [json.loads(line)["query"] for line in args.queries.read_text().splitlines()]
    queries += EXTRA
    url = engine.database_url()
    with psycopg.connect(url) as conn:
        rallies = conn.execute("SELECT match_id, set_no, rally_no FROM rallies").fetchall()
        matches = [m for (m,) in conn.execute("SELECT match_id FROM matches")]
        players = [p for (p,) in conn.execute("SELECT DISTINCT player_a FROM matches")]
    rng = random.Random(7)
    sample = rng.sample(rallies, min(args.rallies, len(rallies)))
    clock = time.perf_counter()
    app = create_app(
        lambda: open_searcher(llm=args.planner in ("llm", "auto")), planner=args.planner
    )
    with TestClient(app) as client:
        print(f"app started (model loaded) in {time.perf_counter() - clock:.1f} s")
        timed(client, "/?q=warm+up")
        search = [
            timed(client, "/?" + urlencode({"q": q})) for _ in range(args.repeat) for q in queries
        ]
        filtered = [
            timed(client, "/?" + urlencode({"q": q, "player": rng.choice(players)}))
            for q in queries
        ]
        rally = [timed(client, f"/rally/{quote(m, safe='')}/{s}/{r}") for m, s, r in sample]
        match = [timed(client, f"/match/{quote(m, safe='')}") for m in matches[:30]]
        player = [timed(client, f"/player/{quote(p, safe='')}") for p in players[:20]]
        api = [
            timed(client, "/search?" + urlencode({"q": q, "k": 10}))
            for _ in range(args.repeat)
            for q in queries
        ]
    print(
        f"{len(queries)} queries x {args.repeat} ({args.planner} planner), {len(sample)} rallies;"
        " server time per page:"
    )
    summary("search page (/?q=)", search, 300)
    summary("search page with a filter", filtered, 300)
    summary("rally page", rally, 100)
    summary("match page", match)
    summary("player page", player)
    summary("API /search k=10", api)


if __name__ == "__main__":
    main()
