"""The LLM side of the verify loop: judging a candidate the pattern cannot (the model reads
the rally's log and narrative and must cite shots; a verdict whose cited facts the narrative
grounding checker refuses is dropped), and rewriting a query into a pattern. Each call is
one JSON-schema-constrained completion through the project's OpenAI-compatible client."""

from __future__ import annotations

import asyncio
import os
from dataclasses import dataclass, field

import psycopg
from pydantic import BaseModel, Field

from rallyscope.llm.client import (
    InvalidOutput,
    LLMClient,
    LLMRejected,
    LLMUnavailable,
    RoleSettings,
)
from rallyscope.narrate import grounding, store
from rallyscope.pattern import model as m
from rallyscope.pattern.players import PlayerNames
from rallyscope.pattern.syntax import PatternError, parse
from rallyscope.planner.llm import SYNTAX
from rallyscope.search.judge import Judgement, Key

PROMPT_VERSION = "verify-1"
NARRATIVE_SQL = (
    "SELECT text FROM narratives WHERE match_id = %s AND set_no = %s AND rally_no = %s"
    " AND status = 'published'"
)
JUDGE_SYSTEM = (
    "You check whether one badminton rally matches a coach's search query. Read the rally's"
    " game log. Answer JSON: matched (true or false), shots (the numbers of the shots that"
    " decide it) and reason: one or two sentences citing those shots as (Shot N) and saying"
    " only what the log says of them (their type, who hit them, where they landed)."
)


class Verdict(BaseModel):
    matched: bool
    shots: list[int] = Field(max_length=8, description="the shots that decide it")
    reason: str = Field(max_length=240, description="why, citing shots as (Shot N)")


class Rewrite(BaseModel):
    pattern: str = Field(max_length=300, description="a rally pattern in the syntax")
    reason: str = Field(max_length=300, description="what the rewrite makes concrete")


def grounding_failure(verdict: Verdict, facts: grounding.RallyFacts) -> str | None:
    """Why the verdict's citations fail the grounding checker (no shot cited, a shot that
    does not exist, a fact the log contradicts); None when they pass."""
    text = verdict.reason + "\n" + "\n".join(f"Shot {n}." for n in verdict.shots)
    verdicts = grounding.check(text, facts)
    if not any(v.kind == "shot_exists" for v in verdicts):
        return "it cites no shot"
    wrong = [f"{v.claim} (the log: {v.expected})" for v in verdicts if not v.supported]
    return "; ".join(wrong) or None


@dataclass
class VerifyLLM:
    """The judge and rewriter over an OpenAI-compatible server at ``url`` (None: a local
    llama.cpp server on ``model``, started on first use)."""

    model: str = "qwen2.5-coder-1.5b"
    url: str | None = None
    timeout_s: float = 120.0
    max_tokens: int = 160
    calls: int = 0
    _server: object | None = field(default=None, repr=False)
    _local_url: str = ""

    def _role(self) -> RoleSettings:
        if not self.url and self._server is None:
            from rallyscope.llm.local import LocalServer

            server = LocalServer(self.model, parallel=1, ctx_per_slot=4096)
            self._local_url, self._server = server.start(), server
        url = self.url or self._local_url
        return RoleSettings(url, self.model, temperature=0.0, max_tokens=self.max_tokens)

    def close(self) -> None:
        if self._server is not None:
            self._server.stop()  # type: ignore[attr-defined]
            self._server = None

    def judge(self, conn: psycopg.Connection, query: str, keys: list[Key]) -> list[Judgement]:
        """One checked verdict per rally; an unreachable or failing LLM raises
        :class:`LLMUnavailable`, :class:`LLMRejected` or :class:`InvalidOutput`."""
        rallies = [(store.load(conn, k), conn.execute(NARRATIVE_SQL, k).fetchone()) for k in keys]
        return asyncio.run(self._judge_all(query, rallies))

    async def _judge_all(self, query: str, rallies: list) -> list[Judgement]:
        client, role = LLMClient(concurrency=1, retries=1, timeout_s=self.timeout_s), self._role()
        try:
            return [await self._judge_one(client, role, query, r, n) for r, n in rallies]
        finally:
            self.calls += len(client.calls)
            await client.aclose()

    async def _judge_one(
        self,
        client: LLMClient,
        role: RoleSettings,
        query: str,
        rally: store.Rally,
        narrative: tuple | None,
    ) -> Judgement:
        story = f"\n\nNarrative:\n{narrative[0]}" if narrative else ""
        messages = [
            {"role": "system", "content": JUDGE_SYSTEM},
            {"role": "user", "content": f"Query: {query}\n\nGame log:\n{rally.log}{story}"},
        ]
        try:
            verdict, _ = await client.chat_json(role, messages, PROMPT_VERSION, Verdict, reasks=1)
        except InvalidOutput as exc:  # this rally's verdict only; a server that is down raises
            return Judgement(rally.key, False, "dropped", f"judgement dropped: {exc}")
        failure = grounding_failure(verdict, rally.facts)
        if failure:
            return Judgement(rally.key, False, "dropped", f"judgement dropped: {failure}")
        return Judgement(rally.key, verdict.matched, "llm", verdict.reason, verdict.shots)

    def rewrite(
        self,
        query: str,
        current: str,
        precision: float,
        memory: list[dict],
        players: PlayerNames,
    ) -> tuple[m.Pattern, str] | None:
        """A pattern turning the query's vague words into shots, zones and constraints, and
        why; None when the model's pattern does not parse."""
        remembered = "\n".join(
            f"- {r['reformulation']!r}: precision {r['precision']:.2f} ({r['reason']})"
            for r in memory
        )
        user = (
            f"Query: {query}\nCurrent pattern: {current or '(none)'}, precision {precision:.2f}."
            f"\nEarlier rewrites of this query:\n{remembered or '(none)'}\n"
            "Write a more precise pattern: concrete shots, zones and constraints for the"
            " vague words. Answer JSON {pattern, reason}."
        )
        names = ", ".join(p.spellings[0].title() for p in players.players.values())
        messages = [
            {"role": "system", "content": f"{SYNTAX}\nPlayers: {names}."},
            {"role": "user", "content": user},
        ]
        out = asyncio.run(self._rewrite(messages))
        try:
            return parse(out.pattern), out.reason
        except PatternError:
            return None

    async def _rewrite(self, messages: list[dict]) -> Rewrite:
        client, role = LLMClient(concurrency=1, retries=1, timeout_s=self.timeout_s), self._role()
        try:
            parsed, _ = await client.chat_json(role, messages, PROMPT_VERSION, Rewrite, reasks=1)
            return parsed
        finally:
            self.calls += len(client.calls)
            await client.aclose()


LLM_ERRORS = (LLMUnavailable, LLMRejected, InvalidOutput)


def from_params(params: dict) -> VerifyLLM:
    """The model ``ask`` configures (params.yaml); ``RALLYSCOPE_LLM_URL`` serves it."""
    settings = params.get("ask") or {}
    return VerifyLLM(
        model=settings.get("model", "qwen2.5-coder-1.5b"),
        url=os.environ.get("RALLYSCOPE_LLM_URL") or settings.get("url"),
        timeout_s=float(settings.get("timeout_s", 120)),
    )
