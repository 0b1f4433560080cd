"""One async client for OpenAI-compatible chat APIs (vLLM, llama.cpp), with a concurrency
limit, retries on transient faults, JSON-schema outputs checked by pydantic, a response
cache and per-call token and latency accounting."""

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


@dataclass(frozen=True)
class RoleSettings:
    """Where and how one agent role is served: base URL, model and sampling."""

    base_url: str
    model: str
    temperature: float = 0.7
    top_p: float = 0.95
    max_tokens: int = 256
    frequency_penalty: float = 0.0
    seed: int = 7

    def sampling(self) -> dict[str, Any]:
        return {
            "temperature": self.temperature,
            "top_p": self.top_p,
            "max_tokens": self.max_tokens,
            "frequency_penalty": self.frequency_penalty,
            "seed": self.seed,
        }


@dataclass
class Call:
    """What one chat call cost and returned."""

    output: str
    prompt_hash: str
    prompt_tokens: int
    completion_tokens: int
    latency_s: float
    cached: bool
    attempts: int = 1
    parsed: dict | None = None


class LLMUnavailable(RuntimeError):
    """The server did not answer after the retries (down, slow or failing)."""


class InvalidOutput(RuntimeError):
    """The model's output did not fit the schema after the re-asks; ``raw`` keeps it."""

    def __init__(self, message: str, raw: str) -> None:
        super().__init__(message)
        self.raw = raw


Cache = tuple[Callable[[str], Call | None], Callable[[str, Call, str, str], None]]


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
    ) -> Call:
        """One completion; served from the cache when the same prompt was answered before."""
        body: dict[str, Any] = {"model": role.model, "messages": messages, **role.sampling()}
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
                if response.status_code >= 500:
                    raise httpx.HTTPStatusError(
                        f"{response.status_code} from {url}",
                        request=response.request,
                        response=response,
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
                )
            except (httpx.TransportError, httpx.HTTPStatusError) as exc:
                status = getattr(getattr(exc, "response", None), "status_code", 500)
                if isinstance(exc, httpx.HTTPStatusError) and status < 500:
                    raise LLMUnavailable(f"{url} refused the request: {exc}") from exc
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
        offers it, checked by pydantic, re-asked with the error up to ``reasks`` times."""
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
