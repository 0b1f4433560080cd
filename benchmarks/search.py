"""Search figures on the loaded corpus (run `make run` first): index build time, search
latency with the model loaded, and quality on a query set next to a plain BM25-over-logs
baseline measured in the same run, with the ablations.

    .venv/bin/python benchmarks/search.py [--queries FILE.jsonl] [--repeat 5]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

import bm25s
import numpy as np
import psycopg

from rallyscope import config
from rallyscope.db import engine
from rallyscope.search import documents, index, metrics
from rallyscope.search.embed import local_embedder
from rallyscope.search.engine import Options, Searcher

DEV = Path(__file__).resolve().parents[2] / "shared" / "benchmarks" / "shuttleset_dev_queries.jsonl"
EXTRA = [  # other phrasings, for latency only
    "a winning smash created by moving the opponent around the court",
    "long rallies at deuce",
    "a push followed by a lob",
    "Axelsen loses the point with a smash into the net",
    "tight net play and a lift",
]


def baseline(conn: psycopg.Connection, queries: list[dict], depth: int) -> list[dict]:
    """Plain BM25 over the rendered logs, no planner, no embeddings."""
    rows = conn.execute("SELECT match_id, set_no, rally_no, log_text FROM rallies").fetchall()
    ids = [f"{m}|{s}|{r}" for m, s, r, _ in rows]
    retriever = bm25s.BM25()
    retriever.index(index.tokenize([t for *_, t in rows]), show_progress=False)
    out = []
    for q in queries:
        tokens = [t for t in index.tokenize([q["query"]])[0] if t in retriever.vocab_dict]
        scores = retriever.get_scores(tokens) if tokens else np.zeros(len(ids))
        ranked = [ids[i] for i in np.argsort(-scores, kind="stable")[:depth]]
        out.append(
            {
                "id": q["id"],
                "category": q["category"],
                **metrics.score(ranked, set(q["relevant"]), depth),
            }
        )
    return out


def evaluate(searcher: Searcher, queries: list[dict], depth: int, options: Options) -> list[dict]:
    out = []
    for q in queries:
        ranked = [
            f"{h.match}|{h.set}|{h.rally}" for h in searcher.search(q["query"], depth, options).hits
        ]
        out.append(
            {
                "id": q["id"],
                "category": q["category"],
                **metrics.score(ranked, set(q["relevant"]), depth),
            }
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--queries", type=Path, default=DEV)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    params = config.params()["search"]
    url = engine.prepare()
    queries = metrics.read_queries(args.queries)
    depth = int(params["eval_depth"])
    with psycopg.connect(url) as conn:
        (n,) = conn.execute("SELECT count(*) FROM rallies").fetchone()
        if n == 0:
            raise SystemExit("no rallies loaded: run `make run` first")
        clock = time.perf_counter()
        docs = documents.build(documents.load(conn), int(params["dense_narrative_chars"]))
        seconds_docs = time.perf_counter() - clock
        base = metrics.summarise(baseline(conn, queries, depth))
    clock = time.perf_counter()
    embedder = local_embedder()
    seconds_model = time.perf_counter() - clock
    with tempfile.TemporaryDirectory() as tmp:
        clock = time.perf_counter()
        built = index.build(docs, embedder, Path(tmp) / "full", params)
        seconds_full = time.perf_counter() - clock + seconds_docs
        clock = time.perf_counter()
        index.build(docs, embedder, Path(tmp) / "again", params, reuse=built.reusable_vectors())
        seconds_incremental = time.perf_counter() - clock + seconds_docs
    print(f"corpus: {n} rallies, {docs['dense_text'].n_unique()} distinct texts to embed")
    print(f"model load: {seconds_model:.1f} s (once per process)")
    print(
        f"index build, whole corpus, CPU: {seconds_full:.1f} s "
        f"(embedding {built.manifest['seconds_embed']:.1f} s, {built.manifest['index_type']})"
    )
    print(f"index rebuild, nothing changed (vectors reused): {seconds_incremental:.1f} s")

    searcher = Searcher(url, embedder, params)
    searcher.search("warm up", 10)
    latencies = []
    for _ in range(args.repeat):
        for text in [q["query"] for q in queries] + EXTRA:
            clock = time.perf_counter()
            searcher.search(text, 10)
            latencies.append((time.perf_counter() - clock) * 1000)
    p50, p95 = statistics.median(latencies), float(np.percentile(latencies, 95))
    print(
        f"search latency, k=10, model loaded ({len(latencies)} searches): "
        f"p50 {p50:.1f} ms, p95 {p95:.1f} ms"
    )

    runs = {
        "hybrid (planner + dense + sparse + rerank)": Options(),
        "without rerank": Options(rerank=False),
        "without planner": Options(planner=False),
        "dense only, no planner": Options(planner=False, sparse=False),
        "sparse only, no planner": Options(planner=False, dense=False),
    }
    cols = ("hit@1", "hit@10", "p@10", "map", "mdr")
    print(f"\nquality on {args.queries.name} ({len(queries)} queries, depth {depth}):")
    print(f"{'system':45s} " + " ".join(f"{c:>7s}" for c in cols))
    print(f"{'BM25 over logs (baseline)':45s} " + " ".join(f"{base[c]:7.3f}" for c in cols))
    results = {}
    for name, options in runs.items():
        results[name] = metrics.summarise(evaluate(searcher, queries, depth, options))
        print(f"{name:45s} " + " ".join(f"{results[name][c]:7.3f}" for c in cols))
    hybrid = results["hybrid (planner + dense + sparse + rerank)"]
    for c in ("hit@10", "map"):
        ratio = hybrid[c] / base[c] if base[c] else float("inf")
        print(f"hybrid / baseline {c}: {ratio:.2f}x")
    searcher.close()


if __name__ == "__main__":
    main()
