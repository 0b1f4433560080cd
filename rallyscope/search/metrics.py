"""Retrieval metrics over query sets with ground truth (the MADR paper's, plus P@10).

For one query with relevant set R and a ranked list cut at depth D:

* Hit@K: 1 when a relevant rally is in the top K; Recall@K: |R in top K| / |R|; P@10;
* AP: the mean of P@i over the ranks i holding a relevant rally, divided by min(|R|, D)
  (so a list that is relevant all the way down scores 1 however large R is); MAP is its mean;
* rank of the first relevant result, D + 1 when none is in the list; MdR and MnR are its
  median and mean over the queries.
"""

from __future__ import annotations

import json
import statistics
from pathlib import Path

from rallyscope.pattern.model import Pattern
from rallyscope.pattern.syntax import render_clause

KS = (1, 5, 10)


def read_queries(path: Path, split: str | None = None) -> list[dict]:
    """Query lines ``{"id", "category", "query", "relevant": ["match|set|rally", ...]}``
    (with ``split`` given, only the lines whose ``split`` field says so)."""
    queries = []
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ValueError(f"{path}, line {n}: not JSON ({exc.msg})") from exc
        missing = [f for f in ("id", "query", "relevant") if f not in item]
        if missing:
            raise ValueError(f"{path}, line {n}: missing field(s) {', '.join(missing)}")
        item.setdefault("category", "uncategorised")
        if split is None or item.get("split") == split:
            queries.append(item)
    if not queries:
        raise ValueError(f"{path}: no queries" + (f" in split {split!r}" if split else ""))
    return queries


def score(ranked: list[str], relevant: set[str], depth: int) -> dict[str, float]:
    """Metrics of one ranked list (rally ids, best first) against the relevant set."""
    ranked = ranked[:depth]
    flags = [r in relevant for r in ranked]
    out: dict[str, float] = {}
    for k in KS:
        found = sum(flags[:k])
        out[f"hit@{k}"] = float(found > 0)
        out[f"recall@{k}"] = found / len(relevant) if relevant else 0.0
    out["p@10"] = sum(flags[:10]) / 10
    hits, precision_sum = 0, 0.0
    for i, flag in enumerate(flags, 1):
        if flag:
            hits += 1
            precision_sum += hits / i
    out["ap"] = precision_sum / min(len(relevant), depth) if relevant else 0.0
    out["first_rank"] = float(next((i for i, f in enumerate(flags, 1) if f), depth + 1))
    return out


def canonical(pattern: Pattern) -> str:
    """A pattern's filter as text, clauses sorted: two wordings read the same way give the
    same text (soft clauses only rank, so they are left out)."""
    return " ".join(sorted(render_clause(i.clause) for i in pattern.hard))


def consistency(rows: list[dict], key: str = "pattern") -> dict[str, object]:
    """Per intent, the share of its wordings that agree with its most common ``key``: the
    canonical pattern, or the rallies it selects (two patterns written differently that
    select the same rallies read the query the same way); and the mean over intents with
    more than one wording."""
    by_intent: dict[str, list[str]] = {}
    for row in rows:
        by_intent.setdefault(row["intent"], []).append(row[key])
    shares = {
        intent: max(patterns.count(p) for p in patterns) / len(patterns)
        for intent, patterns in by_intent.items()
        if len(patterns) > 1
    }
    mean = statistics.fmean(shares.values()) if shares else 1.0
    return {"mean": mean, "intents": len(shares), "per_intent": shares}


def summarise(rows: list[dict]) -> dict[str, float]:
    """Means over per-query rows (each from :func:`score`), with MAP, MdR and MnR."""
    if not rows:
        return {}
    keys = [f"hit@{k}" for k in KS] + [f"recall@{k}" for k in KS] + ["p@10"]
    out = {k: statistics.fmean(r[k] for r in rows) for k in keys}
    out["map"] = statistics.fmean(r["ap"] for r in rows)
    out["mdr"] = statistics.median(r["first_rank"] for r in rows)
    out["mnr"] = statistics.fmean(r["first_rank"] for r in rows)
    out["queries"] = len(rows)
    return out


def by_category(rows: list[dict]) -> dict[str, dict[str, float]]:
    groups: dict[str, list[dict]] = {}
    for row in rows:
        groups.setdefault(row["category"], []).append(row)
    return {c: summarise(g) for c, g in sorted(groups.items())}


def markdown(overall: dict, categories: dict[str, dict], rows: list[dict]) -> str:
    """The metrics as markdown tables: overall, per category, per query."""
    cols = ["hit@1", "hit@5", "hit@10", "recall@10", "p@10", "map", "mdr", "mnr"]

    def line(name: str, m: dict) -> str:
        return f"| {name} | " + " | ".join(f"{m[c]:.3f}" for c in cols) + " |"

    head = "| | " + " | ".join(cols) + " |\n|" + "---|" * (len(cols) + 1)
    per_query = [
        {**r, "map": r["ap"], "mdr": r["first_rank"], "mnr": r["first_rank"]} for r in rows
    ]
    parts = [head, line("all", overall)]
    parts += [line(c, m) for c, m in categories.items()]
    parts += ["", head] + [line(r["id"], r) for r in per_query]
    return "\n".join(parts) + "\n"
