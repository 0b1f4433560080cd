"""A cross-encoder reranker behind an OpenAI-style ``/rerank`` endpoint (vLLM serving
Qwen3-Reranker in production). Without one, the searcher reranks by embedding cosine plus
BM25, since no cross-encoder ships offline here."""

from __future__ import annotations

import os
from typing import Protocol

import httpx
import numpy as np


class Reranker(Protocol):
    def scores(self, query: str, documents: list[str]) -> np.ndarray:
        """Relevance of each document to the query, higher is better."""
        ...


class HttpReranker:
    """``POST {base_url}/rerank`` with ``{model, query, documents}``; vLLM and Jina/Cohere-style
    servers answer ``{"results": [{"index", "relevance_score"}]}``."""

    def __init__(self, base_url: str, model: str, timeout_s: float = 10.0) -> None:
        self.client = httpx.Client(base_url=base_url.rstrip("/"), timeout=timeout_s)
        self.model = model

    def scores(self, query: str, documents: list[str]) -> np.ndarray:
        response = self.client.post(
            "/rerank", json={"model": self.model, "query": query, "documents": documents}
        )
        response.raise_for_status()
        out = np.zeros(len(documents), dtype=np.float32)
        for item in response.json()["results"]:
            out[item["index"]] = item["relevance_score"]
        return out


def from_params(params: dict) -> Reranker | None:
    url = os.environ.get("RALLYSCOPE_RERANK_URL") or params.get("rerank_url")
    return HttpReranker(url, params["rerank_model"]) if url else None
