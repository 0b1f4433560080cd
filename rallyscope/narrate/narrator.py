"""Narrate one rally: the debate, the grounding check, the gate, the atomic write."""

from __future__ import annotations

import os
import time

import polars as pl
import psycopg

from rallyscope import config, quality
from rallyscope.llm.client import InvalidOutput, LLMClient, RoleSettings
from rallyscope.narrate import debate, grounding, store
from rallyscope.narrate.debate import DebateSettings
from rallyscope.narrate.grounding import RallyFacts, Verdict, shot_types
from rallyscope.narrate.prompts import PROMPT_VERSION, Report
from rallyscope.narrate.store import Key, Run

ROLES = ("offense", "defense", "summarizer", "reviewer_offense", "reviewer_defense", "verifier")
LOCAL_MODEL = "local"


def llm_url(params: dict) -> str | None:
    """The configured LLM service (vLLM), if any: ``RALLYSCOPE_LLM_URL`` or ``llm_url``."""
    return os.environ.get("RALLYSCOPE_LLM_URL") or params.get("llm_url")


def settings(params: dict, base_url: str, mode: str | None = None) -> DebateSettings:
    """Per-role settings: ``params['default']`` overridden by ``params['roles'][role]``."""
    roles = {}
    for role in ROLES:
        merged = {**params["default"], **(params.get("roles") or {}).get(role, {})}
        if merged["model"] == LOCAL_MODEL:
            merged["model"] = params["local_model"]
        roles[role] = RoleSettings(base_url=merged.pop("base_url", base_url), **merged)
    start, end = params["contentiousness"]
    return DebateSettings(
        roles=roles,
        rounds=int(params["rounds"]),
        contentiousness=(float(start), float(end)),
        mode=mode or params["mode"],
        reasks=int(params["reasks"]),
    )


def run_of(s: DebateSettings) -> Run:
    return Run(PROMPT_VERSION, s.mode, {r: v.model for r, v in sorted(s.roles.items())})


def gate_row(
    report: Report, facts: RallyFacts, verdicts: list[Verdict], score: float | None
) -> dict:
    """The gate's view of one narrative."""
    text = report.text()
    wrong = {v.kind for v in verdicts if not v.supported}
    names = {w.lower() for w in (facts.winner_name or "").split() if len(w) >= 3}
    named_winner = not names or any(w in text.lower() for w in names)
    named_final = any(facts.final_shot_type in t for _, t in shot_types(text))
    return {
        "sections_complete": all(v.strip() for v in report.model_dump().values()),
        "winner_stated": named_winner and "winner" not in wrong,
        "final_shot_stated": named_final and "final_shot" not in wrong,
        "grounding_score": score,
    }


async def narrate(
    conn: psycopg.Connection, key: Key, client: LLMClient, s: DebateSettings, params: dict
) -> dict:
    """Narrate rally ``key`` and store the outcome; LLM I/O errors propagate (retry them)."""
    log, log_hash, facts = store.facts(conn, key)
    run, clock = run_of(s), time.perf_counter()
    try:
        result = await debate.run(log, client, s)
    except InvalidOutput as exc:
        version = store.mark(conn, key, log_hash, run, "failed", str(exc), exc.raw)
        return {"rally": key, "version": version, "status": "failed", "error": str(exc)}
    verdicts = grounding.check(result.text, facts)
    score = grounding.score(verdicts)
    row = {"match_id": key[0], **gate_row(result.report, facts, verdicts, score)}
    verdict = quality.validate(
        "narrative", pl.DataFrame([row]), {**config.params(), "narrate": params}
    )
    seconds = time.perf_counter() - clock
    version = store.save(
        conn,
        key,
        log_hash,
        run,
        result,
        verdicts,
        score,
        verdict.report(),
        verdict.success,
        seconds,
    )
    calls = [t.call for t in result.turns]
    return {
        "rally": key,
        "version": version,
        "status": "published" if verdict.success else "failed",
        "grounding": score,
        "turns": len(result.turns),
        "llm_calls": sum(not c.cached for c in calls),
        "tokens": sum(c.prompt_tokens + c.completion_tokens for c in calls),
        "seconds": seconds,
    }
