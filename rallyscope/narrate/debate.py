"""The six steps of the MADR debate over one rally, with the paper's ablations, and the
grounding check inside the loop.

1. Offense and Defense Analysts analyse the rally independently.
2. They debate for N rounds, contentiousness scheduled from high to low.
3. The Tactic Summarizer writes report R1 as structured claims; the checker checks it.
4. Two Reviewers, shown the checker's failed claims, return structured instructions.
5. If a claim failed or a reviewer asks, the Summarizer revises R1 into R2, told exactly
   which claims were false and what the log says instead.
6. The Verification Agent corrects what the checker still finds false (``verify:
   on_failure``) or checks every report (``always``): R_final. With ``repair: failed`` (the
   CPU profile) it rewrites only the reasons and plans the checker finds false, one bounded
   text each, instead of the whole report.

A reason or plan the checker still finds false in R_final is cut before publishing.

A revision or correction replaces the report only when the checker does not find it worse.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from pydantic import BaseModel

from rallyscope.llm.client import Call, LLMClient, RoleSettings
from rallyscope.narrate import prompts, report
from rallyscope.narrate.grounding import RallyFacts, Verdict, check
from rallyscope.narrate.prompts import PROMPT_VERSION

MODES = ("full", "no_review", "no_debate", "neither")
VERIFY = ("always", "on_failure")
REPAIR = ("report", "failed")  # the Verification Agent rewrites the report, or only what failed


@dataclass(frozen=True)
class DebateSettings:
    roles: dict[str, RoleSettings]  # offense, defense, summarizer, reviewer_*, verifier
    rounds: int = 2
    contentiousness: tuple[float, float] = (0.9, 0.1)
    mode: str = "full"
    reasks: int = 2
    verify: str = "always"
    repair: str = "report"
    profile: str = "production"

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"narrate mode {self.mode!r} is not one of {MODES}")
        if self.verify not in VERIFY:
            raise ValueError(f"narrate verify {self.verify!r} is not one of {VERIFY}")
        if self.repair not in REPAIR:
            raise ValueError(f"narrate repair {self.repair!r} is not one of {REPAIR}")


@dataclass
class Turn:
    step: int
    role: str
    round: int | None
    contentiousness: float | None
    call: Call


@dataclass
class Draft:
    """One version of the report: its claims, the messages that produced it, its check."""

    claims: dict
    raw: str
    messages: list[dict]
    verdicts: list[Verdict]

    def rank(self) -> tuple[float, int]:
        ok = sum(v.supported for v in self.verdicts)
        return (ok / len(self.verdicts) if self.verdicts else 0.0, ok)


@dataclass
class Debate:
    claims: dict
    sections: dict[str, str]
    verdicts: list[Verdict]
    turns: list[Turn] = field(default_factory=list)
    revised: bool = False
    corrected: bool = False

    @property
    def text(self) -> str:
        return report.text(self.sections)


class _Agents:
    """The calls of one debate, each recorded as a turn."""

    def __init__(self, client: LLMClient, settings: DebateSettings) -> None:
        self.client, self.settings, self.turns = client, settings, []

    async def say(self, step: int, role: str, messages: list[dict], rnd=None, c=None) -> str:  # noqa: ANN001
        call = await self.client.chat(self.settings.roles[role], messages, PROMPT_VERSION)
        self.turns.append(Turn(step, role, rnd, c, call))
        return call.output.strip()

    async def ask(self, step: int, role: str, messages: list[dict], model: type[BaseModel]):  # noqa: ANN201
        parsed, call = await self.client.chat_json(
            self.settings.roles[role], messages, PROMPT_VERSION, model, self.settings.reasks
        )
        self.turns.append(Turn(step, role, None, None, call))
        return parsed, call.output


async def _analyse(agents: _Agents, facts_block: str) -> list[str]:
    """Steps 1-2: the analysts' views and the debate rounds, as a transcript."""
    s = agents.settings
    starts = {r: prompts.analysis(facts_block, r) for r in ("offense", "defense")}
    said = dict(
        zip(
            starts,
            await asyncio.gather(*(agents.say(1, r, m) for r, m in starts.items())),
            strict=True,
        )
    )
    transcript = [f"Offense Analyst: {said['offense']}", f"Defense Analyst: {said['defense']}"]
    if s.mode not in ("full", "no_review"):
        return transcript
    for n, c in enumerate(prompts.schedule(s.rounds, *s.contentiousness), 1):
        turns = {}
        for role, other in (("defense", "offense"), ("offense", "defense")):
            turns[role] = prompts.debate_turn(starts[role], said[role], other, said[other], n, c)
        replies = await asyncio.gather(*(agents.say(2, r, m, n, c) for r, m in turns.items()))
        for role, reply in zip(turns, replies, strict=True):
            starts[role] = [*turns[role]]
            said[role] = reply
        transcript += [f"Round {n} {r.capitalize()} Analyst: {said[r]}" for r in turns]
    return transcript


async def run(facts_block: str, facts: RallyFacts, client: LLMClient, s: DebateSettings) -> Debate:
    """R_final for the rally and every turn that led there."""
    agents, model = _Agents(client, s), report.report_model(facts)

    def draft_of(claims: dict, raw: str, messages: list[dict]) -> Draft:
        return Draft(claims, raw, messages, check(report.text(report.render(claims, facts)), facts))

    def draft(parsed: BaseModel, raw: str, messages: list[dict]) -> Draft:
        return draft_of(report.resolve(parsed.model_dump(), facts), raw, messages)

    transcript = await _analyse(agents, facts_block)
    start = prompts.summary(facts_block, transcript)
    best = draft(*await agents.ask(3, "summarizer", start, model), start)
    revised = corrected = False
    if s.mode in ("full", "no_debate"):
        checked = prompts.failures(best.verdicts)
        reviews = await asyncio.gather(
            *(
                agents.ask(4, r, prompts.review(best.messages, best.raw, checked, r), report.Review)
                for r in ("reviewer_offense", "reviewer_defense")
            )
        )
        asked = [i.model_dump() for r, _ in reviews for i in r.instructions]
        if any(not v.supported for v in best.verdicts) or any(r.revise for r, _ in reviews):
            messages = prompts.revision(best.messages, best.raw, checked, asked)
            candidate = draft(*await agents.ask(5, "summarizer", messages, model), messages)
            if candidate.rank() >= best.rank():
                best, revised = candidate, True
    if s.repair == "failed" and (items := report.failing(best.claims, facts)):
        messages = prompts.repair(best.messages, best.raw, items)
        fixes, raw = await agents.ask(6, "verifier", messages, report.repair_model(items))
        claims = report.repaired(best.claims, items, fixes.model_dump(), facts)
        candidate = draft_of(claims, raw, messages)
        if candidate.rank() >= best.rank():
            best, corrected = candidate, True
    elif s.repair == "report" and (
        s.verify == "always" or any(not v.supported for v in best.verdicts)
    ):
        messages = prompts.verification(best.messages, best.raw, prompts.failures(best.verdicts))
        candidate = draft(*await agents.ask(6, "verifier", messages, model), messages)
        if candidate.rank() >= best.rank():
            best, corrected = candidate, True
    published = report.prune(best.claims, facts)
    published["draft"] = {  # R_final's check, before its false reasons were cut
        "claims_checked": len(best.verdicts),
        "claims_supported": sum(v.supported for v in best.verdicts),
    }
    sections = report.render(published, facts)
    verdicts = check(report.text(sections), facts)
    return Debate(published, sections, verdicts, agents.turns, revised, corrected)
