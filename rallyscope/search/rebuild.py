"""Rebuild the index: build a new version aside, gate it, publish it in one transaction."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
import polars as pl
import psycopg

from rallyscope import quality
from rallyscope.errors import GateError
from rallyscope.search import documents, versions
from rallyscope.search.embed import Embedder
from rallyscope.search.index import CorruptIndex, SearchIndex, build

PROBES = 20  # documents whose own text must find them


def validation_frame(
    index: SearchIndex, embedder: Embedder, dense_texts: list[str]
) -> pl.DataFrame:
    """The ``index`` suite's rows: one per document, probes carrying their ranks."""
    vectors = np.asarray(index.vectors)
    n = len(index.docs)
    norms = np.linalg.norm(vectors, axis=1) if n else np.zeros(0)
    probes = sorted({int(i) for i in np.linspace(0, n - 1, min(PROBES, n))}) if n else []
    dense_rank = [None] * n
    sparse_rank = [None] * n
    keys = index.docs["text_key"].to_list()
    texts = index.docs["text"].to_list()
    probe_vectors = embedder.embed([dense_texts[i] for i in probes]) if probes else []
    for i, vector in zip(probes, probe_vectors, strict=True):
        positions, _ = index.dense_search(vector, 10)
        same = [r for r, p in enumerate(positions, 1) if keys[p] == keys[i]]
        dense_rank[i] = same[0] if same else 99
        order = np.argsort(-index.sparse_scores(texts[i]), kind="stable")[:10]
        sparse_rank[i] = (list(order).index(i) + 1) if i in order else 99
    return pl.DataFrame(
        {
            "match_id": index.docs["match_id"],
            "doc_id": index.docs["doc_id"],
            "has_vector": [i < index.dense.ntotal for i in range(n)],
            "dim": [vectors.shape[1] if n else 0] * n,
            "expected_dim": [embedder.dim] * n,
            "finite": np.isfinite(vectors).all(axis=1) if n else [],
            "norm": norms,
            "dense_probe_rank": pl.Series(dense_rank, dtype=pl.Int64),
            "sparse_probe_rank": pl.Series(sparse_rank, dtype=pl.Int64),
        }
    )


def _previous(path: Path, log: Callable[[str], None]) -> SearchIndex | None:
    """The published version, for its vectors; None when its files are damaged."""
    try:
        return SearchIndex.load(path)
    except (CorruptIndex, FileNotFoundError) as exc:
        log(f"the published index cannot be reused ({exc}): embedding everything")
        return None


def gate_and_publish(
    conn: psycopg.Connection,
    version: versions.Version,
    embedder: Embedder,
    dense_texts: list[str],
    params: dict,
) -> SearchIndex:
    """Gate the version as written on disk (files checked against their hashes, probes run
    on the loaded index) and publish it; a version that fails is marked failed with its
    report, the published one stays current, and :class:`GateError` says why."""
    try:
        index = SearchIndex.load(version.path)
    except (OSError, RuntimeError, ValueError) as exc:
        versions.fail(conn, version.version, {"success": False, "error": str(exc)})
        raise GateError(f"index v{version.version} failed its gate: {exc}") from exc
    verdict = quality.validate("index", validation_frame(index, embedder, dense_texts), params)
    if not verdict.success:
        versions.fail(conn, version.version, verdict.report())
        failures = "; ".join(f["description"] or f["expectation"] for f in verdict.failed)
        raise GateError(f"index v{version.version} failed its gate: {failures}")
    versions.publish(conn, version.version, index.manifest, verdict.report())
    return index


def rebuild(
    conn: psycopg.Connection,
    make_embedder: Callable[[], Embedder],
    embedder_name: str,
    root: Path,
    params: dict,
    full: bool = False,
    progress: Callable[[int, int], None] | None = None,
    log: Callable[[str], None] = lambda _msg: None,
) -> dict:
    """Build, gate and publish a new index version when the documents changed.

    Unchanged documents keep their vectors from the current version unless ``full``. A version
    that fails its gate is marked failed with its report and the current one stays. The
    embedder is made only when something is to be embedded.
    """
    docs = documents.build(documents.load(conn), int(params["dense_narrative_chars"]))
    current = versions.current(conn)
    if docs.is_empty():
        log("no rallies in the database: nothing to index")
        return {"version": current and current.version, "changed": False, "documents": 0}
    previous = _previous(current.path, log) if current and not full else None
    if previous is not None and previous.manifest["embedder"] != embedder_name:
        previous = None
    if previous is not None and set(previous.docs["doc_hash"]) == set(docs["doc_hash"]):
        log(f"index v{current.version} is up to date ({len(docs)} documents)")
        return {"version": current.version, "changed": False, **current.manifest}
    embedder = make_embedder()
    version = versions.begin(conn, root)
    log(f"building index v{version.version} over {len(docs)} documents")
    reuse = previous.reusable_vectors() if previous is not None else None
    build(docs, embedder, version.path, params, reuse=reuse, progress=progress)
    index = gate_and_publish(conn, version, embedder, docs["dense_text"].to_list(), params)
    log(
        f"published index v{version.version}: {index.manifest['embedded']} texts embedded, "
        f"{index.manifest['reused']} reused, {index.manifest['seconds_total']} s"
    )
    return {"version": version.version, "changed": True, **index.manifest}
