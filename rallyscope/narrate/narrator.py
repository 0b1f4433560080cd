"""Narrate one rally: settings from the profile, the debate, the grounding check, the gate,
the atomic write, and the outcome as ``rallyscope narrate --json`` prints it."""

from __future__ import annotations

import os
import time

import polars as pl
import psycopg

from rallyscope import config, quality
from rallyscope.llm.client import InvalidOutput, LLMClient, LLMRejected, RoleSettings
from rallyscope.narrate import debate, grounding, prompts, store
from rallyscope.narrate.debate import DebateSettings
from rallyscope.narrate.grounding import RallyFacts, Verdict, shot_types
from rallyscope.narrate.prompts import PROMPT_VERSION
from rallyscope.narrate.store import Key, Run

ROLES = ("offense", "defense", "summarizer", "reviewer_offense", "reviewer_defense", "verifier")
LOCAL_MODEL = "local"
PUBLIC = ("grounding_score", "claims_checked", "claims_supported", "sections", "seconds")
MIN_CLAIMS = 5  # a published narrative checks at least min(5, shots + 1) claims


def llm_url(params: dict) -> str | None:
    """The configured LLM service (vLLM), if any: ``RALLYSCOPE_LLM_URL`` or ``llm_url``."""
    return os.environ.get("RALLYSCOPE_LLM_URL") or params.get("llm_url")


def profile_of(params: dict, profile: str | None = None) -> str:
    """The profile to narrate with: named, or ``auto``: ``cpu`` with the local model,
    ``production`` with an LLM service."""
    name = profile or params.get("profile") or "auto"
    if name == "auto":
        return "production" if llm_url(params) else "cpu"
    if name != "production" and name not in (params.get("profiles") or {}):
        raise ValueError(f"no narrate profile {name!r} in params.yaml (narrate.profiles)")
    return name


def resolve(params: dict, profile: str) -> dict:
    """``params`` with the profile's values over them (``default`` and each role merged)."""
    over = (params.get("profiles") or {}).get(profile) or {}
    out = {**params, **over, "profile": profile}
    out["default"] = {**params["default"], **(over.get("default") or {})}
    roles = {**(params.get("roles") or {})}
    for role, values in (over.get("roles") or {}).items():
        roles[role] = {**roles.get(role, {}), **values}
    out["roles"] = roles
    return out


def settings(params: dict, base_url: str, mode: str | None = None) -> DebateSettings:
    """Per-role settings from resolved ``params``: ``default`` overridden by ``roles[role]``;
    the local server gets ``cache_prompt`` so each call reuses the rally's prefix."""
    roles = {}
    for role in ROLES:
        merged = {**params["default"], **(params.get("roles") or {}).get(role, {})}
        if merged["model"] == LOCAL_MODEL:
            merged["model"] = params["local_model"]
            merged["extra"] = {"cache_prompt": True}
        roles[role] = RoleSettings(base_url=merged.pop("base_url", base_url), **merged)
    start, end = params["contentiousness"]
    return DebateSettings(
        roles=roles,
        rounds=int(params["rounds"]),
        contentiousness=(float(start), float(end)),
        mode=mode or params["mode"],
        reasks=int(params["reasks"]),
        verify=params.get("verify", "always"),
        repair=params.get("repair", "report"),
        profile=params.get("profile", "production"),
    )


def run_of(s: DebateSettings) -> Run:
    return Run(PROMPT_VERSION, s.mode, {r: v.model for r, v in sorted(s.roles.items())}, s.profile)


def gate_row(
    sections: dict[str, str], facts: RallyFacts, verdicts: list[Verdict], score: float | None
) -> dict:
    """The gate's view of one narrative."""
    text = " ".join(sections.values())
    wrong = {v.kind for v in verdicts if not v.supported}
    names = {w.lower() for w in (facts.winner_name or "").split() if len(w) >= 3}
    named_winner = not names or any(w in text.lower() for w in names)
    named_final = any(facts.final_shot_type in t for _, t in shot_types(text))
    return {
        "sections_complete": all(v.strip() for v in sections.values()),
        "winner_stated": named_winner and "winner" not in wrong,
        "final_shot_stated": named_final and "final_shot" not in wrong,
        "grounding_score": score,
        "claims_checked": len(verdicts),
        "min_claims": min(MIN_CLAIMS, len(facts.shots) + 1),
    }


def outcome(key: Key, status: str, seconds: float = 0.0, **figures: object) -> dict:
    """One rally's result: the public fields ``--json`` prints, then the run's figures."""
    public = {"match": key[0], "set": key[1], "rally": key[2], "status": status}
    public.update({k: figures.pop(k, None) for k in PUBLIC if k != "seconds"})
    return {**public, "seconds": round(seconds, 2), **figures}


def skipped(key: Key, reason: str, before: dict | None) -> dict:
    """A skipped rally's outcome, with its stored narrative of the same run if it has one."""
    kept = {k: v for k, v in (before or {}).items() if k in PUBLIC}
    return outcome(key, "skipped", reason=reason, **kept)


async def narrate(
    conn: psycopg.Connection, key: Key, client: LLMClient, s: DebateSettings, params: dict
) -> dict:
    """Narrate rally ``key`` and store the outcome; LLM I/O errors propagate (retry them)."""
    rally = store.load(conn, key)
    run, clock = run_of(s), time.perf_counter()
    block = prompts.facts_block(rally.log, rally.facts, rally.features)
    try:
        result = await debate.run(block, rally.facts, client, s)
    except (InvalidOutput, LLMRejected) as exc:
        raw = getattr(exc, "raw", "")
        version = store.mark(conn, key, run, "failed", f"{type(exc).__name__}: {exc}", raw)
        return outcome(key, "failed", time.perf_counter() - clock, version=version, error=str(exc))
    score = grounding.score(result.verdicts)
    row = {"match_id": key[0], **gate_row(result.sections, rally.facts, result.verdicts, score)}
    verdict = quality.validate(
        "narrative", pl.DataFrame([row]), {**config.params(), "narrate": params}
    )
    seconds = time.perf_counter() - clock
    version = store.save(
        conn, rally, run, result, score, verdict.report(), verdict.success, seconds
    )
    calls = [t.call for t in result.turns]
    return outcome(
        key,
        "published" if verdict.success else "failed",
        seconds,
        grounding_score=score,
        claims_checked=len(result.verdicts),
        claims_supported=sum(v.supported for v in result.verdicts),
        sections=result.sections,
        version=version,
        turns=len(result.turns),
        llm_calls=sum(not c.cached for c in calls),
        tokens=sum(c.prompt_tokens + c.completion_tokens for c in calls),
    )
