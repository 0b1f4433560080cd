"""Search figures on the loaded corpus (run `make run` first), beside a plain BM25-over-logs
baseline measured in the same run:

* quality per split of the frozen query set (``benchmarks/queries/search_{dev,test}.jsonl``;
  tuned on dev, reported on test) for each planner (rule, llm, auto, auto without tags) and
  the retrieval ablations, with the test split per category and intent consistency;
* search latency with the rule planner, model loaded; the LLM planner's latency on this CPU;
* the time to evaluate each query's pattern over the whole corpus, in memory (as search
  does) and as SQL, with the ratio;
* index build time.

    .venv/bin/python benchmarks/search.py [--planners rule,auto,llm] [--repeat 3] [--no-build]
    .venv/bin/python benchmarks/search.py --verify --splits dev   # P@10 plain vs --verify
    .venv/bin/python benchmarks/search.py --verify --llm-judge --splits test --limit 5

``--verify`` compares, per split, plain search with the rule planner and the verify loop
with the pattern judge only (no LLM; the memory neither read nor written, so runs agree).
With ``--llm-judge`` it runs only the queries the rule parse does not cover, where the local
LLM (params.yaml's ``ask`` model) judges each candidate from its log.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import statistics
import tempfile
import time
from pathlib import Path

import bm25s
import numpy as np
import psycopg

from rallyscope import config
from rallyscope.db import engine
from rallyscope.pattern import frame
from rallyscope.pattern.sql import compile_pattern
from rallyscope.planner.llm import from_params as llm_parser
from rallyscope.search import documents, evaluation, index, metrics
from rallyscope.search.embed import local_embedder
from rallyscope.search.engine import Options, Searcher
from rallyscope.search.judge import covers
from rallyscope.search.llmjudge import VerifyLLM
from rallyscope.search.llmjudge import from_params as verify_llm
from rallyscope.search.verify import Settings, Verifier

QUERIES = Path(__file__).resolve().parent / "queries"
COLS = ("hit@1", "hit@10", "p@10", "map", "mdr")


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


def line(name: str, summary: dict) -> str:
    return f"{name:34s} " + " ".join(f"{summary[c]:7.3f}" for c in COLS)


def build_times(conn: psycopg.Connection, embedder, params: dict) -> None:  # noqa: ANN001
    clock = time.perf_counter()
    docs = documents.build(documents.load(conn), int(params["dense_narrative_chars"]))
    seconds_docs = time.perf_counter() - clock
    with tempfile.TemporaryDirectory() as tmp:
        clock = time.perf_counter()
        built = index.build(docs, embedder, Path(tmp) / "full", params)
        full = time.perf_counter() - clock + seconds_docs
        clock = time.perf_counter()
        index.build(docs, embedder, Path(tmp) / "again", params, reuse=built.reusable_vectors())
        again = time.perf_counter() - clock + seconds_docs
    print(
        f"index build, whole corpus, CPU: {full:.1f} s ({built.manifest['index_type']},"
        f" {docs['dense_text'].n_unique()} distinct texts embedded); nothing changed: {again:.1f} s"
    )


def latency(
    searcher: Searcher, texts: list[str], repeat: int, options: Options
) -> tuple[float, float]:
    searcher.search("warm up", 10, options)
    times = []
    for _ in range(repeat):
        for text in texts:
            clock = time.perf_counter()
            searcher.search(text, 10, options)
            times.append((time.perf_counter() - clock) * 1000)
    return statistics.median(times), float(np.percentile(times, 95))


def pattern_times(searcher: Searcher, texts: list[str]) -> dict[str, list[float]]:
    """Milliseconds to evaluate each query's pattern over the whole corpus: in memory, as
    search does, and as SQL in PostgreSQL, as analysts and ``ask`` do."""
    out: dict[str, list[float]] = {"in memory": [], "SQL": []}
    for text in texts:
        plan = searcher.planner.plan(text, "rule")
        if not plan.pattern:
            continue
        clock = time.perf_counter()
        frame.evaluate(plan.pattern, searcher.players, searcher.rallies)
        out["in memory"].append((time.perf_counter() - clock) * 1000)
        compiled = compile_pattern(plan.pattern, searcher.players)
        clock = time.perf_counter()
        searcher.conn.execute(compiled.sql, compiled.params).fetchall()
        out["SQL"].append((time.perf_counter() - clock) * 1000)
    return out


def speller_times(searcher: Searcher, texts: list[str]) -> None:
    """Microseconds the planner's typing-slip reader takes per query, as written and with a
    slip made in each (the longest word's second letter dropped: the costly path, where
    candidates are generated)."""
    speller = searcher.planner.speller
    for label, batch in (("as written", texts), ("with a slip each", [_slipped(t) for t in texts])):
        times = []
        for text in batch:
            clock = time.perf_counter()
            speller.correct(text)
            times.append((time.perf_counter() - clock) * 1e6)
        print(
            f"typing-slip reading, {label} ({len(batch)} queries): p50"
            f" {statistics.median(times):.0f} us, p95 {np.percentile(times, 95):.0f} us"
        )


def _slipped(text: str) -> str:
    word = max(text.split(), key=len)
    return text.replace(word, word[0] + word[2:], 1) if len(word) > 3 else text


def llm_latency(searcher: Searcher, texts: list[str]) -> None:
    """The LLM planner's warm-up (what a server does as it starts: the model reads the
    prompt's fixed prefix) and then each query's parse, the first one included."""
    parser = searcher.planner.llm
    clock = time.perf_counter()
    parser.warm(searcher.players)
    warm = time.perf_counter() - clock
    times = []
    for text in texts:
        clock = time.perf_counter()
        with contextlib.suppress(Exception):  # a failed parse still took its time
            parser.parse(text, searcher.players)
        times.append(time.perf_counter() - clock)
    print(
        f"LLM planner ({parser.model}) on this CPU: warm-up {warm:.1f} s (the prompt prefix,"
        f" at server start; the planner's limit a query is {parser.timeout_s:.0f} s), then the"
        f" first query {times[0]:.2f} s, p50 {statistics.median(times):.2f} s,"
        f" p95 {np.percentile(times, 95):.2f} s over {len(times)} queries"
    )


def verify_rows(
    searcher: Searcher, items: list[dict], settings: Settings, llm: VerifyLLM | None = None
) -> dict[str, list]:
    """Per query, plain search (rule planner) and the verify loop scored at depth k."""
    verifier, options = Verifier(searcher, settings, llm=llm), Options(planner="rule")
    out: dict[str, list] = {"plain": [], "verify": [], "runs": []}
    for item in items:
        relevant = set(item["relevant"])
        plain = searcher.search(item["query"], settings.k, options)
        clock = time.perf_counter()
        run = verifier.run(item["query"], options)
        seconds = time.perf_counter() - clock
        for name, hits in (("plain", plain.hits), ("verify", run.hits)):
            ranked = [f"{h.match}|{h.set}|{h.rally}" for h in hits]
            out[name].append({"id": item["id"], **metrics.score(ranked, relevant, settings.k)})
        out["runs"].append(
            {
                "id": item["id"],
                "judge": run.judge,
                "rounds": len(run.rounds),
                "rewrites": sum(r.action == "rewrite" for r in run.rounds),
                "judged_before": run.precision_before,
                "judged_after": run.precision_after,
                "seconds": seconds,
            }
        )
        print(  # a query with the LLM judge takes minutes on a CPU: show each as it ends
            f"  {item['id']}: P@10 plain {out['plain'][-1]['p@10']:.2f},"
            f" verified {out['verify'][-1]['p@10']:.2f}; {len(run.rounds)} rounds,"
            f" {seconds:.0f} s",
            flush=True,
        )
    return out


def compare_verify(
    searcher: Searcher,
    splits: dict[str, list[dict]],
    params: dict,
    llm: VerifyLLM | None = None,
    limit: int | None = None,
    skip: int = 0,
) -> dict:
    """Plain search against ``--verify`` per split: with ``llm``, only the queries the rule
    parse does not cover (where the LLM judges), ``limit`` of them after the first ``skip``."""
    settings = Settings.from_params(params)
    judged = "LLM judge where the parse falls short" if llm else "pattern judge only"
    rows = {}
    for split, items in splits.items():
        if llm is not None:
            items = [q for q in items if not covers(searcher.planner.plan(q["query"], "rule"))]
            items = items[skip:][:limit]
        found = rows[split] = verify_rows(searcher, items, settings, llm)
        runs = found["runs"]
        mean = {c: statistics.mean(r[c] for r in runs) for c in runs[0] if c not in ("id", "judge")}
        judges = {j: sum(r["judge"] == j for r in runs) for j in {r["judge"] for r in runs}}
        print(f"\n{split} split ({len(items)} queries), k={settings.k}, {judged}:")
        for name in ("plain", "verify"):
            summary = metrics.summarise(found[name])
            print(f"  {name:7s} P@10 {summary['p@10']:.3f}  Hit@10 {summary['hit@10']:.3f}")
        print(
            f"  judged precision before {mean['judged_before']:.3f}, after"
            f" {mean['judged_after']:.3f}; rounds {mean['rounds']:.2f}, rewrites"
            f" {mean['rewrites']:.2f} per query; {mean['seconds']:.2f} s per query; judges {judges}"
            + (f"; {llm.calls} LLM calls" if llm else "")
        )
    return rows


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--queries", type=Path, default=QUERIES, help="folder of search_<split>.jsonl")
    ap.add_argument("--planners", default="rule,auto,llm")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--out", type=Path, default=None, help="write all rows as JSON here")
    ap.add_argument("--splits", default="dev,test", help="which query splits to run")
    ap.add_argument("--verify", action="store_true", help="only plain vs --verify P@10")
    ap.add_argument("--llm-judge", action="store_true", help="--verify with the LLM judge")
    ap.add_argument("--limit", type=int, default=None, help="--llm-judge: first N queries")
    ap.add_argument("--skip", type=int, default=0, help="--llm-judge: after the first N")
    args = ap.parse_args()
    params = config.params()["search"]
    url = engine.prepare()
    depth = int(params["eval_depth"])
    names = args.splits.split(",")
    splits = {s: metrics.read_queries(args.queries / f"search_{s}.jsonl") for s in names}
    if args.verify:
        searcher = Searcher(url, local_embedder(), params)
        judge = verify_llm(config.params()) if args.llm_judge else None
        rows = compare_verify(searcher, splits, params, judge, args.limit, args.skip)
        searcher.close()
        if judge is not None:
            judge.close()
        if args.out:
            args.out.write_text(json.dumps(rows, indent=1))
        return
    everything = [q for items in splits.values() for q in items]
    embedder = local_embedder()
    with psycopg.connect(url) as conn:
        (n,) = conn.execute("SELECT count(*) FROM rallies").fetchone()
        if n == 0:
            raise SystemExit("no rallies loaded: run `make run` first")
        sizes = ", ".join(f"{len(items)} {split}" for split, items in splits.items())
        print(f"corpus: {n} rallies; queries: {sizes}")
        if not args.no_build:
            build_times(conn, embedder, params)
        base = {s: baseline(conn, q, depth) for s, q in splits.items()}
    searcher = Searcher(url, embedder, params, llm_parser=llm_parser(params))
    texts = [q["query"] for q in everything]
    p50, p95 = latency(searcher, texts, args.repeat, Options(planner="rule"))
    print(
        f"search latency, rule planner, k=10, model loaded ({args.repeat * len(texts)}"
        f" searches): p50 {p50:.1f} ms, p95 {p95:.1f} ms"
    )
    times = pattern_times(searcher, texts)
    for how, ms in times.items():
        print(
            f"pattern evaluation over the whole corpus, {how} ({len(ms)} patterns): p50"
            f" {statistics.median(ms):.1f} ms, p95 {np.percentile(ms, 95):.1f} ms,"
            f" max {max(ms):.1f} ms"
        )
    ratio = statistics.median(times["SQL"]) / statistics.median(times["in memory"])
    print(f"pattern evaluation p50, SQL / in memory: {ratio:.1f}x")
    speller_times(searcher, texts)
    planners = args.planners.split(",")
    if "llm" in planners or "auto" in planners:
        llm_latency(searcher, texts[:40])
    runs = {f"planner {p}": Options(planner=p) for p in planners}
    runs |= {
        "planner auto, without tags": Options(planner="auto", tags=False),
        "planner rule, without rerank": Options(planner="rule", rerank=False),
        "no planner (dense + sparse)": Options(planner="none"),
        "no planner, dense only": Options(planner="none", sparse=False),
        "no planner, sparse only": Options(planner="none", dense=False),
    }
    rows: dict[str, dict[str, list[dict]]] = {}
    for split, items in splits.items():
        print(f"\n{split} split ({len(items)} queries, depth {depth}):")
        print(f"{'system':34s} " + " ".join(f"{c:>7s}" for c in COLS) + "  consistency")
        print(line("BM25 over logs (baseline)", metrics.summarise(base[split])))
        for name, options in runs.items():
            found = evaluation.run(searcher, items, depth, options)
            rows.setdefault(name, {})[split] = found
            same = metrics.consistency(found, "pattern")["mean"]
            selected = metrics.consistency(found, "selection")["mean"]
            print(line(name, metrics.summarise(found)) + f"  {same:.3f} / {selected:.3f}")
        best = metrics.summarise(rows[f"planner {planners[0]}"][split])
        b = metrics.summarise(base[split])
        print(
            f"{planners[0]} / baseline: hit@10 {best['hit@10'] / max(b['hit@10'], 1e-9):.2f}x,"
            f" map {best['map'] / max(b['map'], 1e-9):.2f}x"
        )
    for split in [s for s in splits if s != "dev"]:
        for name in [f"planner {p}" for p in planners]:
            print(f"\n{split} split per category, {name}:")
            for category, summary in metrics.by_category(rows[name][split]).items():
                print(line(f"  {category}", summary))
    print(
        "\n(consistency: share of an intent's wordings giving its most common pattern / "
        "selecting its most common set of rallies)"
    )
    searcher.planner.llm.close()
    searcher.close()
    if args.out:
        args.out.write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
