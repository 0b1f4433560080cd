"""One async client for OpenAI-compatible chat APIs (vLLM, llama.cpp), with a concurrency
limit, retries on transient faults only, JSON-schema outputs checked by pydantic, a response
cache, and per-call accounting: prompt tokens sent and evaluated (the rest came from the
server's prefix cache), completion tokens and latency."""

from __future__ import annotations

import asyncio
import hashlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import httpx
from pydantic import BaseModel, ValidationError

T = TypeVar("T", bound=BaseModel)
TRANSIENT_STATUS = {408, 429}  # besides 5xx: a timeout or a rate limit is worth another try


@dataclass(frozen=True)
class RoleSettings:
    """Where and how one agent role is served: base URL, model and sampling; ``extra`` is
    sent as is (``{"cache_prompt": true}`` for llama.cpp)."""

    base_url: str
    model: str
    temperature: float = 0.7
    top_p: float = 0.95
    max_tokens: int = 256
    frequency_penalty: float = 0.0
    seed: int = 7
    extra: dict[str, Any] = field(default_factory=dict, hash=False)

    def sampling(self) -> dict[str, Any]:
        return {
            "temperature": self.temperature,
            "top_p": self.top_p,
            "max_tokens": self.max_tokens,
            "frequency_penalty": self.frequency_penalty,
            "seed": self.seed,
            **self.extra,
        }


@dataclass
class Call:
    """What one chat call cost and returned. ``prompt_evaluated``: prompt tokens the server
    computed (``prompt_tokens`` less its cached prefix); None when it does not say."""

    output: str
    prompt_hash: str
    prompt_tokens: int
    completion_tokens: int
    latency_s: float
    cached: bool
    attempts: int = 1
    parsed: dict | None = None
    prompt_evaluated: int | None = None


class LLMUnavailable(RuntimeError):
    """The server did not answer after the retries (down, slow or failing): try again later."""


class LLMRejected(RuntimeError):
    """The server refused the request (a 4xx other than a timeout or rate limit): the same
    request would be refused again, so it is not retried."""


class InvalidOutput(RuntimeError):
    """The model's output did not fit the schema after the re-asks; ``raw`` keeps it."""

    def __init__(self, message: str, raw: str) -> None:
        super().__init__(message)
        self.raw = raw


Cache = tuple[Callable[[str], Call | None], Callable[[str, Call, str, str], None]]


def evaluated_tokens(data: dict) -> int | None:
    """Prompt tokens the server computed: llama.cpp's ``timings.prompt_n``, else the usage's
    prompt tokens less ``prompt_tokens_details.cached_tokens`` (vLLM, OpenAI)."""
    timings = data.get("timings") or {}
    if "prompt_n" in timings:
        return int(timings["prompt_n"])
    usage = data.get("usage") or {}
    cached = (usage.get("prompt_tokens_details") or {}).get("cached_tokens")
    if cached is None or "prompt_tokens" not in usage:
        return None
    return int(usage["prompt_tokens"]) - int(cached)


@dataclass
class LLMClient:
    """Send chats under a concurrency limit; retry transient faults with backoff."""

    concurrency: int = 4
    retries: int = 3
    backoff_s: float = 0.5
    timeout_s: float = 120.0
    cache: Cache | None = None  # (get(key), put(key, call, model, prompt_version))
    calls: list[Call] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._limit = asyncio.Semaphore(self.concurrency)
        self._http = httpx.AsyncClient(timeout=self.timeout_s)

    async def aclose(self) -> None:
        await self._http.aclose()

    async def chat(
        self,
        role: RoleSettings,
        messages: list[dict],
        prompt_version: str,
        schema: dict | None = None,
        extra: dict[str, Any] | None = None,
    ) -> Call:
        """One completion; served from the cache when the same prompt was answered before.
        ``extra`` adds server-specific fields (a grammar, llama.cpp's ``cache_prompt``)."""
        body: dict[str, Any] = {"model": role.model, "messages": messages, **role.sampling()}
        body |= extra or {}
        if schema is not None:
            body["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": "output", "schema": schema},
            }
        rendered = json.dumps(body, sort_keys=True)
        prompt_hash = hashlib.sha256(rendered.encode()).hexdigest()
        key = hashlib.sha256(f"{role.model}|{prompt_version}|{prompt_hash}".encode()).hexdigest()
        if self.cache and (hit := self.cache[0](key)) is not None:
            self.calls.append(hit)
            return hit
        call = await self._post(role, body, prompt_hash)
        if self.cache:
            self.cache[1](key, call, role.model, prompt_version)
        self.calls.append(call)
        return call

    async def _post(self, role: RoleSettings, body: dict, prompt_hash: str) -> Call:
        url = role.base_url.rstrip("/") + "/chat/completions"
        last: Exception | None = None
        for attempt in range(1, self.retries + 2):
            clock = time.perf_counter()
            try:
                async with self._limit:
                    response = await self._http.post(url, json=body)
                status = response.status_code
                if 400 <= status < 500 and status not in TRANSIENT_STATUS:
                    raise LLMRejected(
                        f"{url} refused the request ({status}): {response.text[:500]}"
                    )
                response.raise_for_status()
                data = response.json()
                usage = data.get("usage") or {}
                return Call(
                    output=data["choices"][0]["message"]["content"] or "",
                    prompt_hash=prompt_hash,
                    prompt_tokens=int(usage.get("prompt_tokens", 0)),
                    completion_tokens=int(usage.get("completion_tokens", 0)),
                    latency_s=time.perf_counter() - clock,
                    cached=False,
                    attempts=attempt,
                    prompt_evaluated=evaluated_tokens(data),
                )
            except (httpx.TransportError, httpx.HTTPStatusError) as exc:
                last = exc
                if attempt <= self.retries:
                    await asyncio.sleep(self.backoff_s * 2 ** (attempt - 1))
        raise LLMUnavailable(f"{url}: no answer after {self.retries + 1} tries: {last!r}")

    async def chat_json(
        self,
        role: RoleSettings,
        messages: list[dict],
        prompt_version: str,
        model: type[T],
        reasks: int = 2,
    ) -> tuple[T, Call]:
        """A completion that must fit ``model``'s JSON schema: guided decoding where the server
        offers it, checked by pydantic, re-asked with the error up to ``reasks`` times (the
        re-ask extends the same conversation, so the server's prefix cache still applies)."""
        schema = model.model_json_schema()
        conversation = list(messages)
        for _ in range(reasks + 1):
            call = await self.chat(role, conversation, prompt_version, schema=schema)
            try:
                parsed = model.model_validate_json(call.output)
            except ValidationError as exc:
                error = exc.errors()[0]
                conversation = [
                    *messages,
                    {"role": "assistant", "content": call.output},
                    {
                        "role": "user",
                        "content": "That is not valid JSON for the schema "
                        f"({error['msg']} at {error['loc']}). Answer again with JSON only.",
                    },
                ]
                continue
            call.parsed = parsed.model_dump()
            return parsed, call
        raise InvalidOutput(
            f"{role.model} gave no valid {model.__name__} after {reasks + 1} tries", call.output
        )
