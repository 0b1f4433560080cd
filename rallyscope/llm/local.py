"""The embedded default LLM: a llama.cpp server in this process (xllamacpp) on a local GGUF
model, speaking the same OpenAI-compatible API as vLLM."""

from __future__ import annotations

import os
import socket
from pathlib import Path

from rallyscope.llm.models import model_path


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LocalServer:
    """Start with :meth:`start`, stop with :meth:`stop` (or use as a context manager)."""

    def __init__(self, model: str = "smollm2-135m", parallel: int = 2, ctx_per_slot: int = 4096):
        self.model, self.parallel, self.ctx_per_slot = model, parallel, ctx_per_slot
        self.server = None
        self.base_url: str | None = None

    def start(self) -> str:
        """Start the server; returns its base URL (``http://127.0.0.1:PORT/v1``)."""
        import xllamacpp

        params = xllamacpp.CommonParams()
        params.model.path = str(model_path(self.model))
        params.n_parallel = self.parallel
        params.n_ctx = self.ctx_per_slot * self.parallel
        params.port = _free_port()
        params.cpuparams.n_threads = os.cpu_count() or 2
        params.verbosity = -1
        self.server = xllamacpp.Server(params)
        self.base_url = f"http://127.0.0.1:{params.port}/v1"
        return self.base_url

    def stop(self) -> None:
        """Stop the server (its port refuses connections afterwards)."""
        self.server = None  # the server shuts down when released
        import gc

        gc.collect()

    def __enter__(self) -> str:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def model_file(self) -> Path:
        return model_path(self.model)
