"""Worked examples for the LLM parser, chosen per query: the readings in a frozen bank nearest
to the query's words (BM25), shown after the prompt's fixed examples.

The bank (``examples.jsonl``) holds frozen benchmark queries that the rules read completely,
each with the rules' pattern, at most three wordings per pattern; the development and test
splits are left out, so neither is scored with its own queries in the prompt. Rebuild it after
the rules change with ``python -m rallyscope.planner.examples`` (``--check`` says whether it
is stale), but not between writing a new held-out split and running it: built then, the bank
would show the LLM parser that split's own queries (rebuild after the run).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import TYPE_CHECKING

import bm25s

from rallyscope import config
from rallyscope.pattern.players import PlayerNames
from rallyscope.pattern.syntax import render
from rallyscope.search.metrics import read_queries
from rallyscope.sources import discover

if TYPE_CHECKING:
    from rallyscope.planner.plan import Planner

BANK = Path(__file__).with_name("examples.jsonl")
QUERIES = Path(__file__).parents[2] / "benchmarks" / "queries"
LEFT_OUT = ("dev", "test")  # the splits scored with the LLM parser's figures
PER_PATTERN = 3


@dataclass(frozen=True)
class Example:
    query: str
    pattern: str  # the rules' reading, in the pattern syntax


def _words(texts: list[str]) -> list[list[str]]:
    return bm25s.tokenize(texts, stopwords=None, return_ids=False, show_progress=False)


class Examples:
    """A bank of worked examples, searchable by a query's words."""

    def __init__(self, examples: list[Example]) -> None:
        self.examples = examples

    @cached_property
    def _index(self) -> bm25s.BM25:
        index = bm25s.BM25()
        index.index(_words([e.query for e in self.examples]), show_progress=False)
        return index

    def nearest(self, query: str, k: int) -> list[Example]:
        """Up to ``k`` examples nearest ``query``, one per pattern, the nearest last (next to
        the query in the prompt)."""
        if not self.examples or k <= 0:
            return []
        found, _ = self._index.retrieve(
            _words([query]), k=min(len(self.examples), 8 * k), show_progress=False
        )
        out: list[Example] = []
        for i in found[0]:
            example = self.examples[int(i)]
            if all(e.pattern != example.pattern for e in out):
                out.append(example)
            if len(out) == k:
                break
        return out[::-1]


@cache
def bank(path: Path = BANK) -> Examples:
    """The shipped bank (read once)."""
    lines = path.read_text().splitlines()
    return Examples([Example(**json.loads(line)) for line in lines if line])


def build(queries: Iterable[dict], planner: Planner) -> list[Example]:
    """Examples from frozen ``queries`` (rows with ``query`` and ``split``): those outside
    ``LEFT_OUT`` that ``planner`` reads with no word unexplained, ``PER_PATTERN`` at most."""
    out, per = [], Counter()
    for row in queries:
        if row["split"] in LEFT_OUT:
            continue
        plan = planner.plan(row["query"], "rule")
        said = render(plan.pattern)
        if plan.unexplained or not plan.pattern.items or per[said] >= PER_PATTERN:
            continue
        per[said] += 1
        out.append(Example(row["query"], said))
    return out


def frozen_queries(folder: Path = QUERIES) -> list[dict]:
    """Every frozen search query, file by file in name order."""
    return [row for path in sorted(folder.glob("search_*.jsonl")) for row in read_queries(path)]


def corpus_planner(root: Path) -> Planner:
    """The planner as search gets it, over the players of the matches under ``root``."""
    from rallyscope.planner.plan import Planner  # plan.py imports this module (via llm.py)

    names = {m.meta[k] for m in discover(root).matches for k in ("winner", "loser")}
    return Planner(PlayerNames(sorted(names)), config.params()["search"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the bank is stale")
    args = parser.parse_args(argv)
    root = config.source_root()
    if root is None:
        raise SystemExit("no match data: set RALLYSCOPE_DATA to the ShuttleSet folder")
    lines = [json.dumps(e.__dict__) for e in build(frozen_queries(), corpus_planner(root))]
    text = "\n".join(lines) + "\n"
    if args.check:
        stale = BANK.read_text() != text
        print(f"{BANK.name}: {'stale' if stale else 'up to date'} ({len(lines)} examples)")
        return int(stale)
    BANK.write_text(text)
    print(f"wrote {len(lines)} examples to {BANK}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
