"""``ask``: a question to a checked answer. The rule fast path first; a question it does not
take is reworded into a form it reads (``reword.py``) and answered by rules again, then left
to the agent, when an LLM is given; else refused with the reason. An answer whose numbers or
rallies fail the check (``check.py``) is never returned."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel

from rallyscope.ask import reword
from rallyscope.ask.agent import AgentFailed
from rallyscope.ask.check import UncheckedAnswer, check_numbers, check_rallies, check_value
from rallyscope.ask.fastpath import Draft, FastPath, NotFound
from rallyscope.ask.tools import ToolError, Tools, existing_rallies
from rallyscope.pattern.players import UnknownPlayer
from rallyscope.planner.plan import Planner

MAX_QUESTION_CHARS = 500
Path = Literal["fast", "reworded", "agent", "none"]


class Evidence(BaseModel):
    match: str
    set: int
    rally: int


class Answer(BaseModel):
    """What ``rallyscope ask --json`` prints and ``GET /ask`` returns."""

    question: str
    answer: str
    value: float | int | str | None
    evidence: list[Evidence]
    queries: list[str]
    steps: list[dict]
    confidence: float | None  # 1 for a checked fast-path answer; the evaluator's score / 10
    path: Path
    status: Literal["answered", "not_found", "cannot_answer", "failed_check"]
    tool_calls: int
    llm_calls: int
    seconds: float


Agent = Callable[[str, Tools], Draft | None]
Reworder = Callable[[str], tuple[str, int]]  # a question to (its rewrite, the LLM calls)


class Asker:
    """Answers questions over one database (the reader's URL)."""

    def __init__(
        self,
        reader_url: str,
        params: dict,
        open_searcher: Callable[[], object] | None = None,
        agent: Agent | None = None,
        reworder: Reworder | None = None,
    ) -> None:
        self.url, self.params, self.agent, self.reworder = reader_url, params, agent, reworder
        self.open_searcher = open_searcher

    def ask(self, question: str) -> Answer:
        """The checked answer to ``question``."""
        if not question.strip() or len(question) > MAX_QUESTION_CHARS:
            raise ValueError(f"a question has 1 to {MAX_QUESTION_CHARS} characters")
        start = time.perf_counter()
        tools = Tools(self.url, self.open_searcher)
        planner = Planner(tools.players, self.params)
        path: Path = "fast"
        llm_calls, reading = 0, ""
        try:
            draft = self._fast(question, tools, planner)
            if draft is None and self.reworder is not None:
                rewrite, llm_calls = self.reworder(question)
                if rewrite == reword.NONE:
                    reason = "the archive does not hold what this question asks"
                    return self._refusal(question, reason, "cannot_answer", tools, start, llm_calls)
                unfaithful = reword.faithful(question, rewrite, tools.players)
                if unfaithful is None:
                    path, draft = "reworded", self._reworded(rewrite, tools, planner)
                reading = f" (reworded as {rewrite!r}: {unfaithful or 'the rules do not take it'})"
            if draft is None and self.agent is not None:
                path, draft = "agent", self.agent(question, tools)
        except (NotFound, UnknownPlayer) as exc:
            return self._refusal(question, str(exc), "not_found", tools, start, llm_calls)
        except AgentFailed as exc:  # the fast path did not apply: a clear error
            calls = llm_calls + exc.llm_calls
            return self._refusal(question, str(exc), "cannot_answer", tools, start, calls)
        if draft is None:
            reason = "the tools cannot answer this question"
            if self.agent is None:
                reason += f" by rules{reading}, and no LLM agent is configured"
            return self._refusal(question, reason, "cannot_answer", tools, start, llm_calls)
        draft.llm_calls += llm_calls
        try:
            check_numbers(draft.text, draft.steps, question, draft.value)
            check_rallies(draft.evidence, existing_rallies(self.url, draft.evidence))
            if path == "agent":  # the rules' own refusals ("too vague: ...") carry no value
                check_value(question, draft.value, draft.evidence)
        except UncheckedAnswer as exc:  # never published: the reason instead
            reason = f"the draft answer failed the check: {exc}"
            return self._refusal(question, reason, "failed_check", tools, start, draft.llm_calls)
        return self._answer(question, draft, path, tools, start)

    def _fast(self, question: str, tools: Tools, planner: Planner) -> Draft | None:
        """The fast path's draft; None when it does not take the question or one of its
        tools refuses what the rules made of it (left to the agent)."""
        try:
            return FastPath(tools, planner).answer(question)
        except ToolError:
            return None

    def _reworded(self, rewrite: str, tools: Tools, planner: Planner) -> Draft | None:
        """The fast path's draft for a faithful ``rewrite``, which leads its steps."""
        draft = self._fast(rewrite, tools, planner)
        if draft is not None:
            draft.steps.insert(0, {"reworded": rewrite})
        return draft

    def _answer(self, question: str, draft: Draft, path: str, tools: Tools, start: float) -> Answer:
        return Answer(
            question=question,
            answer=draft.text,
            value=draft.value,
            evidence=[Evidence(match=a, set=b, rally=c) for a, b, c in draft.evidence],
            queries=[q for c in tools.calls for q in c.queries],
            steps=draft.steps,
            confidence=1.0 if path in ("fast", "reworded") else draft.confidence,
            path=path,  # type: ignore[arg-type]
            status="answered",
            tool_calls=len(tools.calls),
            llm_calls=draft.llm_calls,
            seconds=round(time.perf_counter() - start, 3),
        )

    def _refusal(
        self,
        question: str,
        reason: str,
        status: str,
        tools: Tools,
        start: float,
        llm_calls: int = 0,
    ) -> Answer:
        return Answer(
            question=question,
            answer=reason[0].upper() + reason[1:] + ".",
            value=None,
            evidence=[],
            queries=[q for c in tools.calls for q in c.queries],
            steps=[c.as_json() for c in tools.calls],
            confidence=None,
            path="none",
            status=status,  # type: ignore[arg-type]
            tool_calls=len(tools.calls),
            llm_calls=llm_calls,
            seconds=round(time.perf_counter() - start, 3),
        )
