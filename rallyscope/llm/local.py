"""The embedded default LLM: a llama.cpp server (xllamacpp) on a local GGUF model, speaking the
same OpenAI-compatible API as vLLM. It keeps each slot's prompt in its KV cache, so a request
that shares a prefix with the slot's last one only evaluates what is new.

In process by default; ``python -m rallyscope.llm.local MODEL`` serves it from its own
process (printing its URL), which a caller can kill like any other server."""

from __future__ import annotations

import argparse
import gc
import os
import socket
import time
import urllib.error
import urllib.request

from rallyscope.llm.models import model_path


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def default_threads() -> int:
    """``RALLYSCOPE_LLM_THREADS``, else every core. On this 2-core machine, quiet, two
    threads generate 10.0 tokens/s and read prompts at 64/s, one thread 8.0 and 36/s. But
    llama.cpp's threads wait for each other at every step, so a thread sharing its core with
    another busy process stalls them all: under load one thread generated 9-11 tokens/s, two
    threads 1.1-1.6. Where other work runs beside the model (the test suite), set it to 1."""
    return int(os.environ.get("RALLYSCOPE_LLM_THREADS") or os.cpu_count() or 1)


class LocalServer:
    """Start with :meth:`start`, stop with :meth:`stop` (or use as a context manager).

    ``parallel`` slots each hold ``ctx_per_slot`` tokens. On a CPU one slot is best for a
    debate: its calls run one after another and each reuses the previous call's prefix,
    where a second slot would evaluate the shared rally facts a second time. ``draft`` > 0
    turns on llama.cpp's n-gram speculative decoding (prompt lookup) with that many draft
    tokens: JSON keys, names and log phrases repeat from the prompt, so drafts are cheap
    to verify in one batch."""

    def __init__(
        self,
        model: str = "smollm2-135m",
        parallel: int = 1,
        ctx_per_slot: int = 8192,
        threads: int | None = None,
        draft: int = 0,
    ):
        self.model, self.parallel, self.ctx_per_slot = model, parallel, ctx_per_slot
        self.threads = threads or default_threads()
        self.draft = draft
        self.server = None
        self.base_url: str | None = None

    def start(self, port: int | None = None, timeout_s: float = 180) -> str:
        """Start the server and wait until its model is loaded (a server released while it
        still loads can hang its shutdown); returns its base URL
        (``http://127.0.0.1:PORT/v1``)."""
        import xllamacpp

        params = xllamacpp.CommonParams()
        params.model.path = str(model_path(self.model))
        params.n_parallel = self.parallel
        params.n_ctx = self.ctx_per_slot * self.parallel
        params.port = port or _free_port()
        params.cpuparams.n_threads = params.cpuparams_batch.n_threads = self.threads
        params.cache_prompt = True
        if self.draft:  # prompt lookup: draft tokens copied from n-grams already in the context
            params.speculative.types = [
                xllamacpp.common_speculative_type.COMMON_SPECULATIVE_TYPE_NGRAM_SIMPLE
            ]
            params.speculative.ngram_simple.size_n = 3
            params.speculative.ngram_simple.size_m = self.draft
        params.verbosity = -1
        self.server = xllamacpp.Server(params)
        self._wait_ready(f"http://127.0.0.1:{params.port}/health", timeout_s)
        self.base_url = f"http://127.0.0.1:{params.port}/v1"
        return self.base_url

    def _wait_ready(self, health_url: str, timeout_s: float) -> None:
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                with urllib.request.urlopen(health_url, timeout=5) as response:
                    if response.status == 200:
                        return
            except (urllib.error.URLError, OSError):
                pass  # still loading (503) or not listening yet
            if time.monotonic() > deadline:
                raise TimeoutError(f"{self.model}: the local LLM did not load in {timeout_s:.0f} s")
            time.sleep(0.2)

    def stop(self) -> None:
        """Stop the server (its port refuses connections afterwards)."""
        self.server = None  # the server shuts down when released
        gc.collect()

    def __enter__(self) -> str:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Serve a local GGUF model until killed.")
    parser.add_argument("model")
    parser.add_argument("--port", type=int)
    parser.add_argument("--parallel", type=int, default=1)
    parser.add_argument("--ctx-per-slot", type=int, default=8192)
    args = parser.parse_args(argv)
    server = LocalServer(args.model, args.parallel, args.ctx_per_slot)
    print(server.start(args.port), flush=True)
    while True:
        time.sleep(3600)


if __name__ == "__main__":
    main()
