"""`rallyscope ask` on the frozen question sets (``benchmarks/queries/questions.jsonl``, split
dev and test; ``questions_heldout.jsonl`` to ``questions_heldout7.jsonl``, splits heldout,
heldout2 ... heldout7) over the loaded corpus
(run `make run` first): accuracy per question type and split, how many questions the rule
fast path takes and how accurate it is on them, tool and LLM calls and seconds per question,
for each ablation:

* ``fast``: the rule fast path only (a question it does not take is answered "cannot answer");
* ``reword``: the fast path, then the LLM reworder and the fast path on its rewrite, no agent;
* ``agent-no-eval``: the fast path, then the LLM agent without its evaluator;
* ``full``: the fast path, then the LLM agent with the evaluator loop
  (both with the reworder before the agent where params.yaml's ``ask.reword`` is set).

    .venv/bin/python benchmarks/ask.py [--ablations fast,reword,agent-no-eval,full]
        [--splits dev,test,heldout,heldout2,...,heldout7]
        [--types compare,cannot_answer] [--limit N]

Scoring: a number within the question's ``tolerance``; a name case-insensitively; a set of
rallies exactly (the answer's evidence); a comparison's name, and its margin stated in the
answer within tolerance; a not-found or cannot-answer question is right when
the value is null and no rally is cited. Results go to ``benchmarks/results/ask.json``.
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import defaultdict
from pathlib import Path

from rallyscope import config
from rallyscope.ask.answer import Answer, Asker
from rallyscope.ask.check import NUMBER
from rallyscope.db import engine

QUESTIONS = [  # the first set (dev, test), then held-out sets, each written before tuning
    Path(__file__).resolve().parent / "queries" / "questions.jsonl",
    Path(__file__).resolve().parent / "queries" / "questions_heldout.jsonl",
    Path(__file__).resolve().parent / "queries" / "questions_heldout2.jsonl",
    Path(__file__).resolve().parent / "queries" / "questions_heldout3.jsonl",
    Path(__file__).resolve().parent / "queries" / "questions_heldout4.jsonl",
    Path(__file__).resolve().parent / "queries" / "questions_heldout5.jsonl",
    Path(__file__).resolve().parent / "queries" / "questions_heldout6.jsonl",
    Path(__file__).resolve().parent / "queries" / "questions_heldout7.jsonl",
]
RESULTS = Path(__file__).resolve().parent / "results" / "ask.json"


def correct(q: dict, a: Answer) -> bool:
    """Whether ``a`` answers ``q`` as the frozen set does."""
    kind = q["answer_kind"]
    if kind == "none":
        return a.value is None and not a.evidence
    if kind == "rallies":
        return {f"{e.match}|{e.set}|{e.rally}" for e in a.evidence} == set(q["answer"])
    if kind == "name":
        named = isinstance(a.value, str) and a.value.lower() == str(q["answer"]).lower()
        if "margin" not in q:
            return named
        stated = [float(n) for n in NUMBER.findall(a.answer)]  # the margin must be stated
        return named and any(abs(n - q["margin"]) <= float(q["tolerance"]) + 1e-9 for n in stated)
    if not isinstance(a.value, int | float):
        return False
    return abs(a.value - q["answer"]) <= float(q["tolerance"] or 0) + 1e-9


def run(asker: Asker, questions: list[dict]) -> list[dict]:
    rows = []
    for q in questions:
        answer = asker.ask(q["question"])
        rows.append(
            {
                "id": q["id"],
                "type": q["type"],
                "split": q["split"],
                "correct": correct(q, answer),
                "path": answer.path,
                "status": answer.status,
                "reworded": answer.steps[0].get("reworded") if answer.path == "reworded" else None,
                "tool_calls": answer.tool_calls,
                "llm_calls": answer.llm_calls,
                "seconds": answer.seconds,
            }
        )
    return rows


def summary(rows: list[dict]) -> dict:
    def share(rs: list[dict]) -> float | None:
        return round(100 * sum(r["correct"] for r in rs) / len(rs), 1) if rs else None

    fast = [r for r in rows if r["path"] == "fast"]
    reworded = [r for r in rows if r["path"] == "reworded"]
    by_type: dict[str, list[dict]] = defaultdict(list)
    for r in rows:
        by_type[r["type"]].append(r)
    seconds = [r["seconds"] for r in rows]
    return {
        "questions": len(rows),
        "accuracy": share(rows),
        "by_type": {t: share(rs) for t, rs in sorted(by_type.items())},
        "fast_path_coverage": share([{"correct": r["path"] == "fast"} for r in rows]),
        "fast_path_accuracy": share(fast),
        "reworded_coverage": share([{"correct": r["path"] == "reworded"} for r in rows]),
        "reworded_accuracy": share(reworded),
        "tool_calls_per_question": round(statistics.mean(r["tool_calls"] for r in rows), 2),
        "llm_calls_per_question": round(statistics.mean(r["llm_calls"] for r in rows), 2),
        "median_seconds": round(statistics.median(seconds), 3),
        "max_seconds": round(max(seconds), 3),
    }


def asker_for(ablation: str) -> Asker:
    params = config.params()["search"]
    if ablation == "fast":
        return Asker(engine.reader_url(), params)
    from rallyscope.ask.agent import agent_from_params, reworder_from_params

    agent = agent_from_params(config.params(), evaluator=ablation == "full")
    if ablation == "reword":
        return Asker(engine.reader_url(), params, reworder=agent.reword)
    return Asker(
        engine.reader_url(),
        params,
        agent=agent,
        reworder=reworder_from_params(config.params(), agent),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ablations", default="fast")
    parser.add_argument(
        "--splits", default="dev,test,heldout,heldout2,heldout3,heldout4,heldout5,heldout6,heldout7"
    )
    parser.add_argument("--limit", type=int, help="only the first N questions of each split")
    parser.add_argument("--types", help="only these question types (comma-separated)")
    args = parser.parse_args()
    questions = [json.loads(line) for path in QUESTIONS for line in path.read_text().splitlines()]
    results: dict = {}
    for ablation in args.ablations.split(","):
        asker = asker_for(ablation)
        for split in args.splits.split(","):
            chosen = [q for q in questions if q["split"] == split]
            if args.types:
                chosen = [q for q in chosen if q["type"] in args.types.split(",")]
            chosen = chosen[: args.limit]
            rows = run(asker, chosen)
            name = f"{ablation}/{split}" + (f"/{args.types}" if args.types else "")
            results[name] = {"summary": summary(rows), "questions": rows}
            print(f"{name:30}", json.dumps(summary(rows)), flush=True)
    earlier = json.loads(RESULTS.read_text()) if RESULTS.exists() else {}
    RESULTS.write_text(json.dumps(earlier | results, indent=1) + "\n")


if __name__ == "__main__":
    main()
