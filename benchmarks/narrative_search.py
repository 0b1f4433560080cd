"""Narratives in search (issue 12): on the query set's strategic and tactic queries, does a
rally's published narrative help search find it? Run `make run` first.

    .venv/bin/python benchmarks/narrative_search.py [--per-intent 2] [--others 10]

The pool: for each strategic or tactic intent of the dev and test sets, ``--per-intent``
of its relevant rallies (2 to 40 shots, not incomplete), plus ``--others`` rallies drawn
from the whole corpus, each chosen by a fixed hash. The pool is narrated with the default
local model (rallies already narrated with the same model and prompts are not narrated
again), and only the rallies that have a published narrative are kept.

Two indexes of the whole corpus are built, identical except that one leaves the narratives
out. Every wording of those intents is searched in both, with the full search (the rule
planner's pattern, dense, sparse, rerank) and with text alone (no planner: dense and sparse
over the documents, where narratives can matter most). A query's ranking is the order in
which the search returns the pool's rallies; it is scored against the rallies of the pool
relevant to its intent (the frozen ground truth). Printed: Hit@1, Recall@5 and MAP for each
arm, and the ratio with / without.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
from pathlib import Path

os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "300")  # a busy CPU
os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")

import polars as pl  # noqa: E402
import psycopg  # noqa: E402

from flows.narrate import narrate  # noqa: E402
from rallyscope import config  # noqa: E402
from rallyscope.db import engine  # noqa: E402
from rallyscope.search import documents, index, metrics, versions  # noqa: E402
from rallyscope.search.embed import local_embedder  # noqa: E402
from rallyscope.search.engine import MAX_K, Options, Searcher  # noqa: E402

QUERIES = Path(__file__).parent / "queries"
CATEGORIES = ("strategic", "tactic")
ELIGIBLE_SQL = """
SELECT match_id || '|' || set_no || '|' || rally_no AS id
FROM rallies WHERE n_shots BETWEEN 2 AND 40 AND NOT 'incomplete' = ANY(flags)
ORDER BY md5('narrative-search|' || match_id || '|' || set_no || '|' || rally_no)
"""
PUBLISHED_SQL = (
    "SELECT match_id || '|' || set_no || '|' || rally_no FROM narratives WHERE status = 'published'"
)


def read_intents() -> list[dict]:
    """The strategic and tactic wordings of the dev and test sets."""
    rows = []
    for split in ("dev", "test"):
        rows += metrics.read_queries(QUERIES / f"search_{split}.jsonl")
    return [r for r in rows if r["category"] in CATEGORIES]


def pick_pool(eligible: list[str], queries: list[dict], per_intent: int, others: int) -> list[str]:
    """``per_intent`` relevant rallies of each intent and ``others`` of any kind, in the fixed
    hash order of ``eligible``."""
    pool: list[str] = []
    relevant = {q["intent"]: set(q["relevant"]) for q in queries}
    for intent in sorted(relevant):
        pool += [r for r in eligible if r in relevant[intent] and r not in pool][:per_intent]
    pool += [r for r in eligible if r not in pool][:others]
    return pool


def rankings(searcher: Searcher, queries: list[dict], pool: set[str], options: Options) -> list:
    """Per query, the pool's rallies in the order the search returns them."""
    out = []
    for q in queries:
        hits = searcher.search(q["query"], k=MAX_K, options=options).hits
        out.append([key for h in hits if (key := f"{h.match}|{h.set}|{h.rally}") in pool])
    return out


def summary(queries: list[dict], ranked: list[list[str]], pool: set[str]) -> dict[str, float]:
    rows = [
        metrics.score(r, set(q["relevant"]) & pool, len(pool))
        for q, r in zip(queries, ranked, strict=True)
    ]
    return {
        "hit@1": statistics.fmean(r["hit@1"] for r in rows),
        "recall@5": statistics.fmean(r["recall@5"] for r in rows),
        "map": statistics.fmean(r["ap"] for r in rows),
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--per-intent", type=int, default=2)
    ap.add_argument("--others", type=int, default=10)
    args = ap.parse_args()
    params = config.params()["search"]
    url = engine.prepare()
    queries = read_intents()
    with psycopg.connect(url) as conn:
        eligible = [r for (r,) in conn.execute(ELIGIBLE_SQL).fetchall()]
        if not eligible:
            raise SystemExit("no rallies loaded: run `make run` first")
    pool = pick_pool(eligible, queries, args.per_intent, args.others)
    intents = len({q["intent"] for q in queries})
    print(f"pool: {len(pool)} rallies for {intents} intents, {len(queries)} wordings")
    narrate(rally_ids=pool)
    with psycopg.connect(url) as conn:
        published = {r for (r,) in conn.execute(PUBLISHED_SQL).fetchall()} & set(pool)
        docs = documents.load(conn)
        current = versions.current(conn)
    if not published:
        raise SystemExit("no rally of the pool has a published narrative")
    kept = [q for q in queries if set(q["relevant"]) & published]
    print(
        f"published narratives: {len(published)} of {len(pool)}; "
        f"{len(kept)} wordings have a relevant rally among them"
    )
    embedder = local_embedder()
    reuse = index.SearchIndex.load(current.path).reusable_vectors() if current else {}
    chars = int(params["dense_narrative_chars"])
    searcher = Searcher(url, embedder, params)
    results: dict[str, dict[str, dict]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for arm, frame in (
            ("without", docs.with_columns(narrative=pl.lit(None, dtype=pl.Utf8))),
            ("with", docs),
        ):
            docs_of_arm = documents.build(frame, chars)
            built = index.build(docs_of_arm, embedder, Path(tmp) / arm, params, reuse=reuse)
            searcher.pin(built)
            for mode, options in (
                ("full search", Options(planner="rule")),
                ("text only", Options(planner="none")),
            ):
                ranked = rankings(searcher, kept, published, options)
                results.setdefault(mode, {})[arm] = summary(kept, ranked, published)
    searcher.close()
    print(f"{'':<14}{'narratives':<12}{'Hit@1':>8}{'Recall@5':>10}{'MAP':>8}")
    for mode, arms in results.items():
        for arm in ("without", "with"):
            m = arms[arm]
            print(f"{mode:<14}{arm:<12}{m['hit@1']:>8.3f}{m['recall@5']:>10.3f}{m['map']:>8.3f}")
        base = arms["without"]["map"]
        ratio = arms["with"]["map"] / base if base else float("nan")
        print(f"{mode:<14}{'MAP ratio':<12}{ratio:>26.2f}")


if __name__ == "__main__":
    main()
