"""Running a query set through the searcher: one metrics row per query, with the pattern
its wording parsed to (for intent consistency) and the seconds it took."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

from rallyscope.search import metrics
from rallyscope.search.engine import Options, Searcher


def run(
    searcher: Searcher,
    items: list[dict],
    depth: int,
    options: Options,
    track: Callable[[Iterable[dict]], Iterable[dict]] = iter,
) -> list[dict]:
    """Metrics rows for ``items`` (query-set lines); ``track`` wraps the loop in progress."""
    rows = []
    for item in track(items):
        clock = time.perf_counter()
        result = searcher.search(item["query"], depth, options)
        ranked = [f"{h.match}|{h.set}|{h.rally}" for h in result.hits]
        rows.append(
            {
                "id": item["id"],
                "category": item["category"],
                "intent": item.get("intent", item["id"]),
                "pattern": metrics.canonical(result.plan.pattern) if result.plan else "",
                "selection": result.selection,
                "parser": result.plan.parser if result.plan else "",
                "seconds": time.perf_counter() - clock,
                **metrics.score(ranked, set(item["relevant"]), depth),
            }
        )
    return rows
