"""Search cost curve at 1x, 10x and 100x the real corpus, and the FAISS index chosen at 100x
by measured recall@10 against exact (flat) search.

Measured: the embedding rate of all-MiniLM-L6-v2 on a sample of the real rallies' texts;
the real texts' vectors (1x: embedded here, or read from a published index folder with
``--index``, whose texts and vectors they are); 10x and 100x made of those vectors plus
seeded perturbations
(real width, 384); FAISS build time, single-query latency and recall@10 against flat for
flat, HNSW, IVF-Flat and IVF-PQ, with the real development queries as query vectors; BM25
build and query time over the real texts repeated to each size. Extrapolated: the time to
embed the 10x and 100x corpora (texts / measured rate), which this CPU cannot do in the time
a benchmark has (~790k texts). The build-time curve adds the extrapolated embedding time to
the measured index time, and says which is which.

    .venv/bin/python benchmarks/search_scale.py [--scales 1 10 100] [--sample 1000]
        [--index data/index/vN-...]
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import tempfile
import time
from pathlib import Path

import bm25s
import faiss
import numpy as np
import polars as pl
from rich.console import Console

from rallyscope import config
from rallyscope.dvcstages import run_stage
from rallyscope.search import documents
from rallyscope.search.embed import local_embedder
from rallyscope.search.index import tokenize

DEV = Path(__file__).resolve().parents[2] / "shared" / "benchmarks" / "shuttleset_dev_queries.jsonl"
FROZEN = Path(__file__).resolve().parent / "queries" / "search_queries.jsonl"  # 189 wordings
OUT = Path(__file__).resolve().parent / "results" / "search_scale.json"
RECALL_GOAL = 0.95


def real_texts(landing: Path) -> pl.DataFrame:
    """The real corpus's index documents, through the batch stages."""
    stages = Path(tempfile.mkdtemp(prefix="rallyscope-bench-"))
    console = Console(quiet=True)
    for name in ("ingest", "calibrate", "gamelog"):
        run_stage(name, stages / name, str(landing), console)
    rallies = documents.from_stages(
        pl.read_parquet(stages / "gamelog" / "rallies.parquet"),
        pl.read_parquet(stages / "gamelog" / "strokes.parquet"),
        pl.read_parquet(stages / "ingest" / "matches.parquet"),
    )
    return documents.build(rallies, 0)


def grow(vectors: np.ndarray, scale: int, seed: int = 7, noise: float = 0.35) -> np.ndarray:
    """``scale`` copies: the real vectors, then seeded perturbations of them (unit norm)."""
    if scale == 1:
        return vectors
    rng = np.random.default_rng(seed)
    out = [vectors]
    for _ in range(scale - 1):
        jitter = rng.standard_normal(vectors.shape).astype(np.float32)
        jitter *= noise / np.linalg.norm(jitter, axis=1, keepdims=True)
        moved = vectors + jitter
        out.append(moved / np.linalg.norm(moved, axis=1, keepdims=True))
    return np.vstack(out).astype(np.float32)


SEARCH_SETTINGS = {"flat": [None], "hnsw": [128, 512], "ivfflat": [16, 64, 256], "ivfpq": [16, 64]}


def tune(index: faiss.Index, kind: str, value: int | None) -> str:
    """Set the search-time knob (HNSW efSearch, IVF nprobe); the variant's name."""
    if kind == "hnsw":
        index.hnsw.efSearch = value
        return f"hnsw ef{value}"
    if kind.startswith("ivf"):
        index.nprobe = value
        return f"{kind} np{value}"
    return kind


def make_index(kind: str, n: int, dim: int) -> faiss.Index:
    nlist = int(4 * math.sqrt(n))
    if kind == "flat":
        return faiss.IndexFlatIP(dim)
    if kind == "hnsw":
        index = faiss.IndexHNSWFlat(dim, 32, faiss.METRIC_INNER_PRODUCT)
        index.hnsw.efSearch = 128
        return index
    if kind == "ivfflat":
        index = faiss.IndexIVFFlat(faiss.IndexFlatIP(dim), dim, nlist, faiss.METRIC_INNER_PRODUCT)
        index.nprobe = 16
        return index
    index = faiss.IndexIVFPQ(faiss.IndexFlatIP(dim), dim, nlist, 48, 8, faiss.METRIC_INNER_PRODUCT)
    index.nprobe = 16
    return index


def recall_at_10(
    found: np.ndarray, vectors: np.ndarray, queries: np.ndarray, kth: np.ndarray
) -> float:
    """Share of the 10 found that are among the true 10 nearest, ties included: a found
    document counts when its exact similarity reaches the 10th exact one (the real corpus
    has identical texts, whose order among equals is arbitrary)."""
    hits = []
    for ids, q, bar in zip(found, queries, kth, strict=True):
        sims = vectors[ids[ids >= 0]] @ q
        hits.append(int((sims >= bar - 1e-5).sum()) / 10)
    return float(np.mean(hits))


def measure_faiss(kind: str, vectors: np.ndarray, queries: np.ndarray, truth: np.ndarray | None):
    """Build once; one row per search setting. ``truth``: the exact 10th similarity per query."""
    index = make_index(kind, len(vectors), vectors.shape[1])
    clock = time.perf_counter()
    if not index.is_trained:
        rng = np.random.default_rng(0)
        sample = vectors[rng.choice(len(vectors), min(len(vectors), 100_000), replace=False)]
        index.train(sample)
    index.add(vectors)
    build = time.perf_counter() - clock
    rows = []
    for value in SEARCH_SETTINGS[kind]:
        name = tune(index, kind, value)
        latencies, found = [], []
        for q in queries:
            clock = time.perf_counter()
            _, ids = index.search(q[None, :], 10)
            latencies.append(time.perf_counter() - clock)
            found.append(ids[0])
        found = np.array(found)
        recall = 1.0 if truth is None else recall_at_10(found, vectors, queries, truth)
        rows.append(
            {
                "index": name,
                "build_s": round(build, 2),
                "query_ms_p50": round(1000 * statistics.median(latencies), 3),
                "query_ms_p95": round(1000 * sorted(latencies)[int(0.95 * len(latencies))], 3),
                "recall_at_10": round(recall, 4),
            }
        )
    return rows, found


def measure_bm25(texts: list[str], scale: int, queries: list[str]) -> dict:
    corpus = texts * scale
    clock = time.perf_counter()
    retriever = bm25s.BM25()
    retriever.index(tokenize(corpus), show_progress=False)
    build = time.perf_counter() - clock
    latencies = []
    for q in queries:
        clock = time.perf_counter()
        retriever.get_scores(tokenize([q])[0])
        latencies.append(time.perf_counter() - clock)
    return {
        "build_s": round(build, 2),
        "query_ms_p50": round(1000 * statistics.median(latencies), 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--scales", type=int, nargs="+", default=[1, 10, 100])
    parser.add_argument("--sample", type=int, default=1000, help="texts timed for the rate")
    parser.add_argument("--kinds", nargs="+", default=["flat", "hnsw", "ivfflat", "ivfpq"])
    parser.add_argument("--kinds-100x", nargs="+", help="index types at 100x (default: --kinds)")
    parser.add_argument("--index", type=Path, help="a published index folder of the real corpus")
    args = parser.parse_args()
    if args.index:
        texts = pl.read_parquet(args.index / "docs.parquet")["text"].to_list()
    else:
        landing = config.source_root()
        if landing is None:
            raise SystemExit("the real corpus is missing: expected ../shared/data/shuttleset")
        texts = real_texts(landing)["dense_text"].to_list()
    queries = [
        json.loads(line)["query"]
        for path in (DEV, FROZEN)
        if path.exists()
        for line in path.read_text().splitlines()
        if line.strip()
    ]
    embedder = local_embedder()
    embedder.embed(texts[:32])  # warm
    clock = time.perf_counter()
    embedder.embed(texts[: args.sample])
    rate = args.sample / (time.perf_counter() - clock)
    print(f"embedding rate (measured on {args.sample} real texts): {rate:.1f} texts/s")
    if args.index:
        base = np.load(args.index / "vectors.npy").astype(np.float32)
        print(f"{len(base)} real vectors read from {args.index}")
    else:
        clock = time.perf_counter()
        base = np.asarray(embedder.embed(texts), dtype=np.float32)
        print(f"embedded all {len(texts)} real texts in {time.perf_counter() - clock:.1f} s")
    qvec = np.asarray(embedder.embed(queries), dtype=np.float32)
    clock = time.perf_counter()
    embedder.embed(queries[:50])
    query_embed_ms = 1000 * (time.perf_counter() - clock) / min(50, len(queries))
    results = {
        "embed_rate_texts_per_s": round(rate, 1),
        "query_embed_ms": round(query_embed_ms, 2),
        "documents_1x": len(texts),
        "queries": len(queries),
        "scales": [],
    }
    for scale in args.scales:
        vectors = grow(base, scale)
        n = len(vectors)
        row = {
            "scale": scale,
            "documents": n,
            "embed_s_extrapolated" if scale > 1 else "embed_s_measured": round(n / rate, 1),
        }
        flat, exact = measure_faiss("flat", vectors, qvec, None)
        truth = np.array([(vectors[ids] @ q).min() for ids, q in zip(exact, qvec, strict=True)])
        row["faiss"] = flat
        kinds = args.kinds_100x if scale >= 100 and args.kinds_100x else args.kinds
        for kind in [k for k in kinds if k != "flat"]:
            measured, _ = measure_faiss(kind, vectors, qvec, truth)
            row["faiss"] += measured
            print(f"  {scale}x: {measured}", flush=True)
        row["bm25"] = measure_bm25(texts, scale, queries)
        ok = [f for f in row["faiss"] if f["recall_at_10"] >= RECALL_GOAL]
        row["chosen"] = min(ok, key=lambda f: f["query_ms_p50"])["index"]
        results["scales"].append(row)
        print(json.dumps(row), flush=True)
        del vectors
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(results, indent=2) + "\n")
    print(
        f"\n{'scale':>5} {'docs':>8} {'embed s':>10} {'index':>8} {'build s':>8} "
        f"{'p50 ms':>8} {'recall@10':>9} {'bm25 build s':>12} {'bm25 p50 ms':>11}"
    )
    for row in results["scales"]:
        embed = row.get("embed_s_measured") or f"~{row['embed_s_extrapolated']}"
        for f in row["faiss"]:
            print(
                f"{row['scale']:>5} {row['documents']:>8} {embed!s:>10} {f['index']:>8} "
                f"{f['build_s']:>8} {f['query_ms_p50']:>8} {f['recall_at_10']:>9} "
                f"{row['bm25']['build_s']:>12} {row['bm25']['query_ms_p50']:>11}"
            )
        print(
            f"      chosen at {row['scale']}x (fastest with recall@10 >= {RECALL_GOAL}): "
            f"{row['chosen']}"
        )


if __name__ == "__main__":
    main()
