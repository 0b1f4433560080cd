"""The six steps of the MADR debate over one rally's game log, with the paper's ablations.

1. Offense and Defense Analysts analyse the log independently.
2. They debate for N rounds, contentiousness scheduled from high to low.
3. The Tactic Summarizer writes report R1 from the debate.
4. Two Reviewers return structured enhancement instructions.
5. If either asks, the Summarizer revises R1 into R2.
6. The Verification Agent corrects the report against the log: R_final.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field

from rallyscope.llm.client import Call, LLMClient, RoleSettings
from rallyscope.narrate import prompts
from rallyscope.narrate.prompts import PROMPT_VERSION, Report, Review

MODES = ("full", "no_review", "no_debate", "neither")


@dataclass(frozen=True)
class DebateSettings:
    roles: dict[str, RoleSettings]  # offense, defense, summarizer, reviewer_*, verifier
    rounds: int = 2
    contentiousness: tuple[float, float] = (0.9, 0.1)
    mode: str = "full"
    reasks: int = 2

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"narrate mode {self.mode!r} is not one of {MODES}")


@dataclass
class Turn:
    step: int
    role: str
    round: int | None
    contentiousness: float | None
    call: Call


@dataclass
class Debate:
    report: Report
    turns: list[Turn] = field(default_factory=list)
    revised: bool = False

    @property
    def text(self) -> str:
        return self.report.text()


async def run(log: str, client: LLMClient, settings: DebateSettings) -> Debate:
    """R_final for ``log`` and every turn that led there."""
    roles, turns = settings.roles, []

    async def say(step: int, role: str, messages: list[dict], rnd=None, c=None) -> str:  # noqa: ANN001
        call = await client.chat(roles[role], messages, PROMPT_VERSION)
        turns.append(Turn(step, role, rnd, c, call))
        return call.output.strip()

    async def ask(step: int, role: str, messages: list[dict], model):  # noqa: ANN001, ANN202
        parsed, call = await client.chat_json(
            roles[role], messages, PROMPT_VERSION, model, settings.reasks
        )
        turns.append(Turn(step, role, None, None, call))
        return parsed

    offense, defense = await asyncio.gather(
        say(1, "offense", prompts.analysis("offense", log)),
        say(1, "defense", prompts.analysis("defense", log)),
    )
    transcript = [f"Offense Analyst: {offense}", f"Defense Analyst: {defense}"]
    if settings.mode in ("full", "no_review"):
        start, end = settings.contentiousness
        for n, c in enumerate(prompts.schedule(settings.rounds, start, end), 1):
            offense, defense = await asyncio.gather(
                say(
                    2, "offense", prompts.debate_turn("offense", log, offense, defense, n, c), n, c
                ),
                say(
                    2, "defense", prompts.debate_turn("defense", log, defense, offense, n, c), n, c
                ),
            )
            transcript += [
                f"Round {n} (c={c}) Offense Analyst: {offense}",
                f"Round {n} (c={c}) Defense Analyst: {defense}",
            ]
    report = await ask(3, "summarizer", prompts.summary(log, "\n\n".join(transcript)), Report)
    revised = False
    if settings.mode in ("full", "no_debate"):
        reviews: list[Review] = await asyncio.gather(
            *(
                ask(4, r, prompts.review(r, log, report.text()), Review)
                for r in ("reviewer_offense", "reviewer_defense")
            )
        )
        if any(r.revise for r in reviews):
            instructions = json.dumps([i.model_dump() for r in reviews for i in r.instructions])
            report = await ask(
                5, "summarizer", prompts.revision(log, report.text(), instructions), Report
            )
            revised = True
    report = await ask(6, "verifier", prompts.verification(log, report.text()), Report)
    return Debate(report, turns, revised)
