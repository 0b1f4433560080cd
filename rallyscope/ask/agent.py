"""The LLM agent for questions the fast path does not take. Each stage is one JSON call
constrained by a schema (guided decoding on llama.cpp and vLLM):

1. the planner reads the tool cards, a recommended chain per question type and a few-shot
   plan, and writes ``known_info`` and a tool chain;
2. the executor runs the chain, keeping (tool, input, output) history; a failing step is an
   observation, not a crash;
3. the writer drafts ``{answer, value, evidence}`` from the history only;
4. the number check (``check.py``) runs on the draft: a refused draft goes back to the loop;
5. the evaluator scores the draft 1-10 (60 % accuracy, 40 % completeness) as
   ``{score, reason}``; above ``stop_score`` the loop stops, else the planner observes the
   history and the reason and acts again, within ``max_rounds``.

The asker checks the final draft again, as any answer. An LLM that is down or gives no
valid JSON ends the attempt with :class:`AgentFailed`.
"""

from __future__ import annotations

import asyncio
import json
import os
from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, Field

from rallyscope.ask import reword as rw
from rallyscope.ask import tools as t
from rallyscope.ask.check import UncheckedAnswer, check_numbers
from rallyscope.ask.fastpath import Draft
from rallyscope.db import readonly
from rallyscope.llm.client import (
    InvalidOutput,
    LLMClient,
    LLMRejected,
    LLMUnavailable,
    RoleSettings,
)

PROMPT_VERSION = "ask-1"
SCHEMA_NOTE = """Tables (PostgreSQL): matches(match_id, tournament, round, match_date, player_a,
player_b, winner); analytics.rally_summary(match_id, set_no, rally_no, n_shots, duration_s,
winner_name, loser_name, server_name, final_shot_type, final_hitter_name, end_reason
['winner','out','net','not over','misjudged','fault'], is_deuce); strokes(match_id, set_no,
rally_no, shot_no, player_name, shot_type). Shot types: smash, wrist smash, lob, clear, drop,
passive drop, net shot, return net, drive, push, rush, short service, long service, ...
Names are stored as in 'Kento MOMOTA': compare with lower(name) LIKE '%momota%'."""
CHAINS = """Recommended chains:
- count: count(pattern) or stats(metric=rallies|shots, filter) -> the number
- share: two counts (part, whole) or one sql computing round(100.0*part/whole, 1)
- average: stats(metric=avg_length|avg_duration, filter, match)
- which_most: stats(metric, group_by, filter) -> the first row
- compare: one sql computing each player's rate and the difference -> the larger
- show_me: match(text) then sql selecting match_id, set_no, rally_no
- a player or match not in the archive: player(name) or match(text) fails -> say so"""
EXAMPLE_QUESTION = "Who hits more clears per rally, Viktor Axelsen or Kento Momota?"
EXAMPLE = {  # not a question of the benchmark (benchmarks/queries/questions.jsonl)
    "known_info": "players: Viktor Axelsen, Kento Momota; clears per rally; compare",
    "question_type": "compare",
    "chain": [
        {
            "tool": "sql",
            "input": {
                "select": "SELECT player_name, rate, rate - lead(rate) OVER (ORDER BY rate DESC)"
                " AS margin FROM (SELECT s.player_name, round(count(*) FILTER (WHERE"
                " s.shot_type = 'clear')::numeric / count(DISTINCT (s.match_id, s.set_no,"
                " s.rally_no)), 2) AS rate FROM strokes s WHERE lower(s.player_name) LIKE ANY"
                " (ARRAY['%axelsen%', '%momota%']) GROUP BY 1) x ORDER BY rate DESC",
                "limit": 10,
            },
        }
    ],
}
QuestionType = Literal["count", "share", "average", "which_most", "compare", "show_me", "other"]


class Step(BaseModel):
    tool: Literal["sql", "count", "player", "match", "rally", "stats", "search"]
    input: dict


class PlanOut(BaseModel):
    known_info: str = Field(max_length=300)
    question_type: QuestionType
    chain: list[Step] = Field(min_length=1, max_length=4)


class DraftOut(BaseModel):
    answer: str = Field(max_length=400)
    value: float | str | None
    evidence: list[str] = Field(default_factory=list, max_length=20)  # MATCH|SET|RALLY


class ScoreOut(BaseModel):
    score: int = Field(ge=1, le=10)
    reason: str = Field(max_length=300)


class AgentFailed(RuntimeError):
    """The LLM was unreachable or gave no valid output; the message says which."""

    def __init__(self, message: str, llm_calls: int) -> None:
        super().__init__(message)
        self.llm_calls = llm_calls


@dataclass
class Agent:
    """The agent over an OpenAI-compatible server at ``url`` (None: a local llama.cpp
    server on ``model``, started on first use)."""

    model: str = "qwen2.5-coder-1.5b"
    url: str | None = None
    timeout_s: float = 120.0
    max_rounds: int = 2
    stop_score: int = 8
    evaluator: bool = True
    _server: object | None = field(default=None, repr=False)
    _local_url: str = ""

    def __call__(self, question: str, tools: t.Tools) -> Draft | None:
        return asyncio.run(self._run(question, tools))

    def reword(self, question: str) -> tuple[str, int]:
        """The question in a form the fast path reads, or ``NONE`` (``reword.py``),
        and the LLM calls it took."""
        return asyncio.run(self._reword(question))

    async def _reword(self, question: str) -> tuple[str, int]:
        role = RoleSettings(self._base_url(), self.model, temperature=0.0, max_tokens=80)
        client = LLMClient(concurrency=1, retries=1, timeout_s=self.timeout_s)
        try:
            out = await self._ask(
                client, role, rw.messages(question), rw.RewordOut, rw.PROMPT_VERSION
            )
        except (LLMUnavailable, LLMRejected, InvalidOutput) as exc:
            raise AgentFailed(f"the LLM agent failed: {exc}", len(client.calls)) from exc
        finally:
            await client.aclose()
        return out.question, len(client.calls)

    def _base_url(self) -> str:
        if self.url:
            return self.url
        if self._server is None:
            from rallyscope.llm.local import LocalServer

            server = LocalServer(self.model, parallel=1, ctx_per_slot=8192)
            self._local_url, self._server = server.start(), server
        return self._local_url

    def close(self) -> None:
        if self._server is not None:
            self._server.stop()  # type: ignore[attr-defined]
            self._server = None

    async def _run(self, question: str, tools: t.Tools) -> Draft:
        role = RoleSettings(self._base_url(), self.model, temperature=0.0, max_tokens=400)
        client = LLMClient(concurrency=1, retries=1, timeout_s=self.timeout_s)
        steps: list[dict] = []
        feedback = ""
        try:
            for _ in range(self.max_rounds):
                plan = await self._ask(
                    client, role, self._plan_prompt(question, steps, feedback), PlanOut
                )
                steps.append({"plan": plan.model_dump()})
                steps += [self._execute(tools, s) for s in plan.chain]
                draft = await self._ask(client, role, self._write_prompt(question, steps), DraftOut)
                steps.append({"draft": draft.model_dump()})
                try:  # a draft the number check refuses goes back to the loop
                    check_numbers(draft.answer, steps, question, draft.value)
                except UncheckedAnswer as exc:
                    feedback = f"OBSERVE: the draft failed the number check: {exc}"
                    continue
                if not self.evaluator:
                    break
                score = await self._ask(client, role, self._score_prompt(question, steps), ScoreOut)
                steps.append({"evaluation": score.model_dump()})
                if score.score > self.stop_score:
                    break
                feedback = f"OBSERVE: the last draft scored {score.score}: {score.reason}"
        except (LLMUnavailable, LLMRejected, InvalidOutput) as exc:
            raise AgentFailed(f"the LLM agent failed: {exc}", len(client.calls)) from exc
        finally:
            await client.aclose()
        evaluations = [s["evaluation"]["score"] for s in steps if "evaluation" in s]
        return Draft(
            text=draft.answer,
            value=draft.value,
            evidence=[_key(e) for e in draft.evidence if _key(e)],
            steps=steps,
            confidence=evaluations[-1] / 10 if evaluations else None,
            llm_calls=len(client.calls),
        )

    async def _ask(
        self,
        client: LLMClient,
        role: RoleSettings,
        messages: list[dict],
        model,  # the pydantic model of the output
        version: str = PROMPT_VERSION,
    ):
        parsed, _ = await client.chat_json(role, messages, version, model, reasks=1)
        return parsed

    def _execute(self, tools: t.Tools, step: Step) -> dict:
        """Run one step; a failure is an observation for the next round, never a crash."""
        before = len(tools.calls)
        try:
            tools.call(step.tool, step.input)
        except (ValueError, readonly.QueryError) as exc:
            if len(tools.calls) == before:  # refused before it ran: a bad input
                return {"tool": step.tool, "input": step.input, "output": None, "error": str(exc)}
        return tools.calls[-1].as_json()

    def _plan_prompt(self, question: str, steps: list[dict], feedback: str) -> list[dict]:
        cards = "\n".join(
            f"- {c.name}: {c.does}; input {json.dumps(_fields(c.model))}; {c.accuracy}"
            for c in t.CARDS.values()
        )
        system = (
            "You answer questions about a badminton rally archive by planning tool calls.\n"
            f"Tools:\n{cards}\n{SCHEMA_NOTE}\n{CHAINS}\n"
            "Write the known info (names, tournament, year, round; 'unknown' when not given), "
            "the question type and a chain of at most 4 tool calls. JSON only."
        )
        user = question
        if steps:
            user += (
                f"\nHistory: {json.dumps(steps)[-3000:]}\n{feedback}\nTHINK, then ACT: a new chain."
            )
        return [
            {"role": "system", "content": system},
            {
                "role": "user",
                "content": "Who smashes more per rally, Carolina Marin or An Se Young?",
            },
            {"role": "assistant", "content": json.dumps(EXAMPLE)},
            {"role": "user", "content": user},
        ]

    def _write_prompt(self, question: str, steps: list[dict]) -> list[dict]:
        system = (
            "Answer the question from the tool results only. Every number you write must "
            "appear in a result. value: the one number or name asked for, or null when the "
            "results do not answer it. evidence: rally ids MATCH|SET|RALLY from the results."
        )
        user = f"Question: {question}\nResults: {json.dumps(steps)[-4000:]}"
        if any(w in question.lower().split()[:1] for w in ("who", "which")):
            user += "\nThe value is the name asked for, written as in the results."
        return [{"role": "system", "content": system}, {"role": "user", "content": user}]

    def _score_prompt(self, question: str, steps: list[dict]) -> list[dict]:
        system = (
            "Score the draft answer from 1 to 10: 60 % accuracy (does it follow from the "
            "results?), 40 % completeness (does it answer everything asked?). JSON only."
        )
        user = f"Question: {question}\nSteps: {json.dumps(steps)[-4000:]}"
        return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def _fields(model: type[BaseModel]) -> dict:
    return {
        k: v.get("description", v.get("type", ""))
        for k, v in model.model_json_schema()["properties"].items()
    }


def _key(text: str) -> tuple[str, int, int] | None:
    found = t.RALLY_ID.match(text.strip())
    return (found["match"], int(found["set"]), int(found["rally"])) if found else None


def reworder_from_params(params: dict, agent: Agent | None):  # noqa: ANN201 - a Reworder
    """The agent's reworder where ``ask.reword`` is set and an agent is given; else None."""
    settings = params.get("ask") or {}
    return agent.reword if agent is not None and settings.get("reword") else None


def agent_from_params(params: dict, evaluator: bool = True) -> Agent:
    """The agent ``ask`` configures in params.yaml; ``RALLYSCOPE_LLM_URL`` serves it."""
    settings = params.get("ask") or {}
    return Agent(
        model=settings.get("model", "qwen2.5-coder-1.5b"),
        url=os.environ.get("RALLYSCOPE_LLM_URL") or settings.get("url"),
        timeout_s=float(settings.get("timeout_s", 120)),
        max_rounds=int(settings.get("max_rounds", 2)),
        stop_score=int(settings.get("stop_score", 8)),
        evaluator=evaluator,
    )
