"""Judging search candidates by a rally pattern, for the verify loop (``verify.py``): exactly
(every clause must hold, run as the pattern's own SQL), and the per-facet soft veto (a
candidate on which no clause of a facet the query names holds is dropped)."""

from __future__ import annotations

from dataclasses import dataclass, field

import psycopg

from rallyscope.pattern import model as m
from rallyscope.pattern.players import PlayerNames
from rallyscope.pattern.sql import compile_pattern
from rallyscope.planner.plan import Plan

Key = tuple[str, int, int]
FACETS = ("shots", "zones", "ending", "player", "tactic")


@dataclass
class Judgement:
    """A candidate's verdict: ``judge`` is pattern, llm, veto (a facet scored too low) or
    dropped (an LLM verdict whose citations failed the grounding checker)."""

    key: Key
    matched: bool
    judge: str
    reason: str
    shots: list[int] = field(default_factory=list)

    def as_json(self) -> dict:
        match, set_no, rally = self.key
        rest = {k: v for k, v in self.__dict__.items() if k != "key"}
        return {"match": match, "set": set_no, "rally": rally, **rest}


def covers(plan: Plan) -> bool:
    """Whether the pattern says all the query does: given by the user, or a rule parse that
    explains every word (an LLM parse is not proof, so its queries go to the LLM judge)."""
    return plan.parser == "given" or (plan.parser == "rule" and not plan.unexplained)


def facet(item: m.Item) -> str | None:
    """The facet a clause speaks to (one of ``FACETS``), None for rally conditions such as
    length, score and set."""
    clause = item.clause
    if isinstance(clause, m.Tag):
        return "tactic"
    if isinstance(clause, m.Ending | m.Outcome):
        return "ending"
    if isinstance(clause, m.Plays):
        return "player"
    shots = m.clause_shots(clause)
    if any(s.by is not None and s.by.kind in ("name", "opponent") for s in shots):
        return "player"
    if any(s.hit_from or s.lands for s in shots):
        return "zones"
    return "shots" if shots else None


def _restricted(pattern: m.Pattern, players: PlayerNames, keys: list[Key]) -> tuple[str, dict]:
    """The pattern's SQL over the given rallies only."""
    compiled = compile_pattern(pattern, players)
    sql = (
        f"SELECT * FROM ({compiled.sql}) q WHERE (q.match_id, q.set_no, q.rally_no) IN"
        " (SELECT * FROM unnest(%(km)s::text[], %(ks)s::smallint[], %(kr)s::integer[]))"
    )
    columns = [list(c) for c in zip(*keys, strict=True)]
    return sql, compiled.params | dict(zip(("km", "ks", "kr"), columns, strict=True))


def _with(pattern: m.Pattern, hard: bool) -> m.Pattern:
    return m.Pattern(items=tuple(i.model_copy(update={"hard": hard}) for i in pattern.items))


def satisfying(
    conn: psycopg.Connection, players: PlayerNames, pattern: m.Pattern, keys: list[Key]
) -> set[Key]:
    """The rallies among ``keys`` on which every clause of ``pattern``, soft ones too, holds."""
    if not keys:
        return set()
    if not pattern:
        return set(keys)
    sql, params = _restricted(_with(pattern, hard=True), players, keys)
    return {(r[0], r[1], r[2]) for r in conn.execute(sql, params)}


def clause_flags(
    conn: psycopg.Connection, players: PlayerNames, pattern: m.Pattern, keys: list[Key]
) -> dict[Key, list[bool]]:
    """Per rally, whether each clause of ``pattern`` holds on its own (all false for a rally
    the pattern's named players do not play in)."""
    flags = {k: [False] * len(pattern.items) for k in keys}
    if keys and pattern:
        sql, params = _restricted(_with(pattern, hard=False), players, keys)
        for row in conn.execute(sql, params):
            flags[(row[0], row[1], row[2])] = list(row[3:])
    return flags


def vetoed(pattern: m.Pattern, flags: list[bool], floor: float) -> str | None:
    """The first facet the pattern names whose share of holding clauses is at most
    ``floor`` on this rally; None when every named facet scores above it."""
    scores: dict[str, list[bool]] = {}
    for item, flag in zip(pattern.items, flags, strict=True):
        name = facet(item)
        if name is not None:
            scores.setdefault(name, []).append(bool(flag))
    for name in FACETS:
        values = scores.get(name)
        if values and sum(values) / len(values) <= floor:
            return name
    return None


def by_pattern(
    conn: psycopg.Connection, players: PlayerNames, pattern: m.Pattern, keys: list[Key]
) -> list[Judgement]:
    """Exact verdicts: matched when every clause of the pattern holds."""
    found = satisfying(conn, players, pattern, keys)
    return [
        Judgement(k, True, "pattern", "every clause holds")
        if k in found
        else Judgement(k, False, "pattern", "a clause of the pattern does not hold")
        for k in keys
    ]
