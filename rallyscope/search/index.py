"""The search index of one version: FAISS over document embeddings, BM25 over document text,
and the documents themselves, in one folder with a manifest.

The FAISS index type follows the corpus size: exact (flat) up to ``flat_max`` documents,
IVF-Flat up to ``ivfflat_max``, IVF-PQ beyond (benchmarks/search_scale.py: at 100x the corpus
IVF-Flat with 64 probes kept recall@10 0.98 where HNSW fell to 0.71). On a machine with
faiss-gpu and a GPU, searches run on the GPU. Embeddings are reused from a previous version
for unchanged texts, so a rebuild after a few changed rallies embeds only those.
"""

from __future__ import annotations

import hashlib
import json
import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import bm25s
import faiss
import numpy as np
import polars as pl

from rallyscope.search.embed import Embedder

MANIFEST = "manifest.json"
STOPWORDS = "en"


def _text_key(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def choose_index(n: int, dim: int, params: dict) -> tuple[str, faiss.Index]:
    """An empty FAISS index suited to ``n`` unit vectors (inner product = cosine)."""
    if n <= int(params["flat_max"]):
        return "flat", faiss.IndexFlatIP(dim)
    nlist = int(4 * math.sqrt(n))
    if n <= int(params["ivfflat_max"]):
        index = faiss.IndexIVFFlat(faiss.IndexFlatIP(dim), dim, nlist, faiss.METRIC_INNER_PRODUCT)
        index.nprobe = 64  # written with the index
        return "ivfflat", index
    m = next(k for k in (48, 32, 24, 16, 8, 4, 2, 1) if dim % k == 0)
    index = faiss.IndexIVFPQ(faiss.IndexFlatIP(dim), dim, nlist, m, 8, faiss.METRIC_INNER_PRODUCT)
    index.nprobe = 16
    return "ivfpq", index


def tokenize(texts: list[str]) -> list[list[str]]:
    return bm25s.tokenize(texts, stopwords=STOPWORDS, return_ids=False, show_progress=False)


def embed_documents(
    docs: pl.DataFrame,
    embedder: Embedder,
    reuse: dict[str, np.ndarray],
    progress: Callable[[int, int], None] | None = None,
    batch: int = 512,
) -> tuple[np.ndarray, int]:
    """One vector per document; each distinct text embedded once, none that ``reuse``
    (text key -> vector) already holds. Returns the vectors and the number embedded."""
    keys = [_text_key(t) for t in docs["dense_text"]]
    texts = dict(zip(keys, docs["dense_text"], strict=True))
    todo = [k for k in texts if k not in reuse]
    known = dict(reuse)
    for start in range(0, len(todo), batch):
        chunk = todo[start : start + batch]
        for key, vector in zip(chunk, embedder.embed([texts[k] for k in chunk]), strict=True):
            known[key] = vector
        if progress:
            progress(min(start + batch, len(todo)), len(todo))
    vectors = np.stack([known[k] for k in keys]) if keys else np.zeros((0, embedder.dim))
    return vectors.astype(np.float32), len(todo)


@dataclass
class SearchIndex:
    """A loaded (or freshly built) index version."""

    directory: Path
    docs: pl.DataFrame  # doc_id, match_id, set_no, rally_no, text, doc_hash, text_key
    vectors: np.ndarray
    dense: faiss.Index
    sparse: bm25s.BM25
    manifest: dict

    @cached_property
    def words(self) -> frozenset[str]:
        """Every word BM25 indexed."""
        return frozenset(self.sparse.vocab_dict)

    def dense_search(self, query: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
        """Positions and cosine scores of the ``n`` nearest documents."""
        scores, positions = self.dense.search(query.reshape(1, -1).astype(np.float32), n)
        keep = positions[0] >= 0
        return positions[0][keep], scores[0][keep]

    def sparse_scores(self, query: str) -> np.ndarray:
        """BM25 score of every document for the query (zeros when no word is indexed)."""
        tokens = [t for t in tokenize([query])[0] if t in self.words]
        if not tokens:
            return np.zeros(len(self.docs), dtype=np.float32)
        return np.asarray(self.sparse.get_scores(tokens), dtype=np.float32)

    def save(self) -> None:
        """Write the files, then the manifest with each file's sha256 (written last: a
        folder without it is partial)."""
        self.directory.mkdir(parents=True, exist_ok=True)
        self.docs.write_parquet(self.directory / "docs.parquet")
        np.save(self.directory / "vectors.npy", self.vectors)
        faiss.write_index(self.dense, str(self.directory / "dense.faiss"))
        self.sparse.save(str(self.directory / "bm25"))
        self.manifest["files"] = _file_hashes(self.directory)
        (self.directory / MANIFEST).write_text(json.dumps(self.manifest, indent=2))

    @classmethod
    def load(cls, directory: Path) -> SearchIndex:
        """The index in ``directory``; :class:`CorruptIndex` when a file is not what the
        manifest says was written."""
        directory = Path(directory)
        if not (directory / MANIFEST).exists():
            raise FileNotFoundError(f"{directory}: no {MANIFEST}; the index is missing or partial")
        written = json.loads((directory / MANIFEST).read_text()).get("files", {})
        found = _file_hashes(directory)
        for name, digest in written.items():
            if found.get(name) != digest:
                raise CorruptIndex(f"{directory / name}: differs from what was written (sha256)")
        dense = faiss.read_index(str(directory / "dense.faiss"))
        return cls(
            directory=directory,
            docs=pl.read_parquet(directory / "docs.parquet"),
            vectors=np.load(directory / "vectors.npy", mmap_mode="r"),
            dense=_on_gpu(dense),
            sparse=bm25s.BM25.load(str(directory / "bm25")),
            manifest=json.loads((directory / MANIFEST).read_text()),
        )

    def reusable_vectors(self) -> dict[str, np.ndarray]:
        """Text key -> vector, for an incremental rebuild."""
        return {k: self.vectors[i] for i, k in enumerate(self.docs["text_key"])}


class CorruptIndex(OSError):
    """An index file on disk is not the one that was written."""


def _file_hashes(directory: Path) -> dict[str, str]:
    return {
        p.relative_to(directory).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(directory.rglob("*"))
        if p.is_file() and p.name != MANIFEST
    }


def _on_gpu(index: faiss.Index) -> faiss.Index:
    """The index on the GPU when faiss-gpu sees one (production), else as it is."""
    if hasattr(faiss, "StandardGpuResources") and faiss.get_num_gpus() > 0:
        return faiss.index_cpu_to_gpu(faiss.StandardGpuResources(), 0, index)
    return index


def build(
    docs: pl.DataFrame,
    embedder: Embedder,
    directory: Path,
    params: dict,
    reuse: dict[str, np.ndarray] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> SearchIndex:
    """Embed, index and save ``docs`` (from :func:`rallyscope.search.documents.build`)."""
    clock = time.perf_counter()
    vectors, embedded = embed_documents(docs, embedder, reuse or {}, progress)
    seconds_embed = time.perf_counter() - clock
    kind, dense = choose_index(len(docs), embedder.dim, params)
    if kind == "ivfpq":
        dense.train(vectors)
    dense.add(vectors)
    sparse = bm25s.BM25()
    sparse.index(tokenize(docs["text"].to_list()), show_progress=False)
    table = docs.select(
        "doc_id", "match_id", "set_no", "rally_no", "text", "doc_hash"
    ).with_columns(text_key=pl.Series([_text_key(t) for t in docs["dense_text"]], dtype=pl.Utf8))
    manifest = {
        "documents": len(docs),
        "dim": embedder.dim,
        "embedder": embedder.name,
        "index_type": kind,
        "embedded": embedded,
        "reused": len(set(table["text_key"])) - embedded,
        "narratives": int(docs["narrative_version"].is_not_null().sum()),
        "seconds_embed": round(seconds_embed, 2),
        "seconds_total": round(time.perf_counter() - clock, 2),
    }
    index = SearchIndex(directory, table, vectors, dense, sparse, manifest)
    index.save()
    return index
