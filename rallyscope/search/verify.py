"""Verify-and-reformulate search (``search --verify``): rounds of search that leave out the
rallies already judged; a judge labels each candidate matched or unmatched (exactly by the
pattern where the parse covers the query, else by an LLM whose citations are checked, after
the per-facet soft veto); matched rallies are kept, unmatched ones dropped. A precision
threshold orchestrates: at or above it the query is kept, below it the query is rewritten
(a remembered rewrite that worked, else the vague words made constraints, else the LLM's
pattern). The memory table records what each rewrite reached."""

from __future__ import annotations

from dataclasses import dataclass, field

from rallyscope.pattern import model as m
from rallyscope.pattern.syntax import render
from rallyscope.planner.plan import Plan
from rallyscope.search import judge as j
from rallyscope.search.engine import Hit, Options, Searcher, SearchError
from rallyscope.search.llmjudge import LLM_ERRORS, VerifyLLM
from rallyscope.search.memory import Memory

REMEMBERED = "remembered: "


@dataclass(frozen=True)
class Settings:
    """The loop's knobs (``search.verify`` in params.yaml)."""

    k: int = 10
    rounds: int = 4
    patience: int = 2  # stop after this many rounds in a row with no match
    threshold: float = 0.5  # precision at or above which the query is kept
    veto_floor: float = 0.0  # a named facet scoring at most this drops the candidate

    @classmethod
    def from_params(cls, params: dict, k: int | None = None) -> Settings:
        """From ``search.verify``; ``k`` (the command's) overrides its k."""
        return cls(**(params.get("verify") or {}) | ({"k": k} if k else {}))


@dataclass
class Round:
    pattern: str  # the pattern searched for ("" for the query's own parse)
    action: str  # search (the first), keep or rewrite
    judgements: list[j.Judgement]  # of the candidates not judged before
    precision: float  # judged matches among the searched pattern's top k
    reason: str = ""


@dataclass
class Verified:
    query: str
    plan: Plan
    hits: list[Hit]
    rounds: list[Round]
    judge: str  # pattern | llm | pattern-partial (no LLM for the words the parse misses)
    precision_before: float  # judged matches in plain search's top k, over k
    precision_after: float  # judged matches in the returned top k, over k
    llm_calls: int = 0
    notes: list[str] = field(default_factory=list)

    def as_json(self) -> dict:
        return {
            "query": self.query,
            "pattern": self.plan.as_json(),
            "judge": self.judge,
            "precision_before": self.precision_before,
            "precision_after": self.precision_after,
            "llm_calls": self.llm_calls,
            "notes": self.notes,
            "rounds": [
                r.__dict__ | {"judgements": [x.as_json() for x in r.judgements]}
                for r in self.rounds
            ],
            "results": [h.as_json() for h in self.hits],
        }


def _key(hit: Hit) -> j.Key:
    return (hit.match, hit.set, hit.rally)


class Verifier:
    """The loop over one searcher; ``llm`` judges and rewrites what the pattern cannot."""

    def __init__(
        self,
        searcher: Searcher,
        settings: Settings,
        memory: Memory | None = None,
        llm: VerifyLLM | None = None,
    ) -> None:
        self.searcher, self.settings, self.memory, self.llm = searcher, settings, memory, llm

    def run(self, query: str, options: Options, pattern: str | None = None) -> Verified:
        """Verified results for ``query`` (``pattern`` replaces its parse, as in search)."""
        k = self.settings.k
        first = self.searcher.search(query, k, options, pattern)
        plan = first.plan
        assert plan is not None
        mode = "pattern" if j.covers(plan) else ("llm" if self.llm else "pattern-partial")
        out = Verified(query, plan, [], [], mode, 0.0, 0.0)
        if mode == "pattern-partial":
            out.notes.append(
                "no LLM judge: only what the pattern says is verified"
                + (f" (not: {', '.join(plan.unexplained)})" if plan.unexplained else "")
            )
        verdicts: dict[j.Key, j.Judgement] = {}
        searched, action, reason, dry = pattern, "search", "", 0
        for n in range(self.settings.rounds):
            hits = first.hits if n == 0 else self._search(query, options, searched, len(verdicts))
            fresh = [h for h in hits if _key(h) not in verdicts][:k]
            new = self._judge(query, plan, fresh, mode) if fresh else []
            verdicts |= {v.key: v for v in new}
            top = [verdicts[_key(h)] for h in hits[:k] if _key(h) in verdicts]
            precision = sum(v.matched for v in top) / len(top) if top else 0.0
            out.rounds.append(Round(searched or "", action, new, precision, reason))
            if action == "rewrite" and self.memory is not None and searched and top:
                self.memory.record(query, searched, precision, reason.removeprefix(REMEMBERED))
            matched = [h for h, v in zip(fresh, new, strict=True) if v.matched]
            out.hits += matched
            if n == 0:
                out.precision_before = len(matched) / k
            dry = 0 if matched else dry + 1
            if not fresh:
                out.notes.append(f"round {n + 1}: no rally left to judge")
            if not fresh or len(out.hits) >= k or dry >= self.settings.patience:
                break
            searched, action, reason = self._next(query, plan, searched, precision, out)
        out.hits = out.hits[:k]
        out.precision_after = len(out.hits) / k
        out.llm_calls = self.llm.calls if self.llm else 0
        return out

    def _search(self, query: str, options: Options, pattern: str | None, skip: int) -> list[Hit]:
        depth = min(self.settings.k + skip, 1000)
        try:
            return self.searcher.search(query, depth, options, pattern).hits
        except SearchError:  # a rewrite the search refuses ends the loop
            return []

    def _judge(self, query: str, plan: Plan, hits: list[Hit], mode: str) -> list[j.Judgement]:
        """Verdicts in the hits' order: the facet veto first, then the judge."""
        keys, s = [_key(h) for h in hits], self.searcher
        with s.lock:
            flags = j.clause_flags(s.conn, s.players, plan.pattern, keys)
            vetoes = {k: j.vetoed(plan.pattern, flags[k], self.settings.veto_floor) for k in keys}
            rest = [k for k in keys if vetoes[k] is None]
            if not rest:
                verdicts = []
            elif mode == "llm" and self.llm is not None:
                verdicts = self.llm.judge(s.conn, query, rest)
            else:
                verdicts = j.by_pattern(s.conn, s.players, plan.pattern, rest)
        by_key = {v.key: v for v in verdicts}
        return [
            by_key.get(k) or j.Judgement(k, False, "veto", f"no {vetoes[k]} clause holds")
            for k in keys
        ]

    def _next(
        self, query: str, plan: Plan, searched: str | None, precision: float, out: Verified
    ) -> tuple[str | None, str, str]:
        """Exploit (keep the pattern) at or above the threshold; explore (rewrite) below."""
        if precision >= self.settings.threshold:
            return searched, "keep", f"precision {precision:.2f} at or above the threshold"
        current = searched or render(plan.pattern)
        rewrite = self._rewrite(query, plan, current, precision, out)
        if rewrite is None or rewrite[0] == current:
            out.notes.append("no rewrite found: the query is kept")
            return searched, "keep", "no rewrite found"
        return rewrite[0], "rewrite", rewrite[1]

    def _rewrite(
        self, query: str, plan: Plan, current: str, precision: float, out: Verified
    ) -> tuple[str, str] | None:
        """A remembered rewrite that reached the threshold, else the soft (vague) clauses
        made hard, else the LLM's pattern (with the memory in its prompt)."""
        remembered = self.memory.best(query) if self.memory else []
        for row in remembered:
            if row["precision"] >= self.settings.threshold and row["reformulation"] != current:
                return row["reformulation"], REMEMBERED + row["reason"]
        pattern = plan.pattern
        if pattern.soft:
            items = tuple(i.model_copy(update={"hard": True}) for i in pattern.items)
            hard = m.Pattern(items=items)
            if render(hard) != current:
                vague = ", ".join(i.clause.describe() for i in pattern.soft)
                return render(hard), f"vague words made constraints: {vague}"
        if self.llm is None:
            return None
        try:
            written = self.llm.rewrite(query, current, precision, remembered, self.searcher.players)
        except LLM_ERRORS as exc:
            out.notes.append(f"the LLM rewrite failed: {exc}")
            return None
        return (render(written[0]), written[1]) if written else None
