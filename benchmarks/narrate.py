"""Narration figures on the loaded corpus (run `make run` first): rallies per minute, LLM calls
and tokens per rally, and the grounding score distribution, for the configured model (the
local llama.cpp server unless `RALLYSCOPE_LLM_URL` points at a vLLM service).

    .venv/bin/python benchmarks/narrate.py [--rallies 4] [--rounds 2] [--mode full]

Rallies are the flow's spread-out sample, narrated again (``force``) with a fresh sampling
seed, so that every call really reaches the model instead of the response cache.
"""

from __future__ import annotations

import argparse
import statistics
import time

import psycopg

from flows.narrate import narrate
from rallyscope import config
from rallyscope.db import engine


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rallies", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--mode", default="full")
    args = parser.parse_args()
    url = engine.prepare()
    params = config.params()["narrate"]
    seed = int(time.time())  # a new seed: every call really goes to the model
    overrides = {"rounds": args.rounds, "default": {**params["default"], "seed": seed}}
    started = time.perf_counter()
    summary = narrate(sample=args.rallies, force=True, mode=args.mode, url=url, overrides=overrides)
    seconds = time.perf_counter() - started
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT status, grounding_score, llm_calls, tokens, seconds, models->>'verifier'"
            " FROM narratives WHERE created_at >= now() - make_interval(secs => %s)"
            " AND status <> 'pending'",
            [seconds + 5],
        ).fetchall()
    done = [r for r in rows if r[2] is not None]
    print(f"model: {rows[0][5] if rows else '-'}; mode {args.mode}, {args.rounds} debate rounds")
    print(
        f"rallies: {summary['selected']} selected, {summary['published']} published, "
        f"{summary['failed']} failed, {summary['pending']} pending"
    )
    print(f"wall time {seconds:.1f} s: {60 * len(rows) / seconds:.2f} rallies per minute")
    if done:
        print(
            f"LLM calls per rally: {statistics.fmean(r[2] for r in done):.1f}; tokens per rally: "
            f"{statistics.fmean(r[3] for r in done):.0f}; seconds per rally (in flight): "
            f"{statistics.fmean(r[4] for r in done):.1f}"
        )
    scores = sorted(r[1] for r in rows if r[1] is not None)
    if scores:
        q = statistics.quantiles(scores, n=4) if len(scores) > 1 else [scores[0]] * 3
        print(
            f"grounding score: min {scores[0]:.2f}, quartiles {q[0]:.2f} / {q[1]:.2f} / "
            f"{q[2]:.2f}, max {scores[-1]:.2f} over {len(scores)} narratives"
        )
    print(f"no checkable claim: {sum(r[1] is None for r in rows)} of {len(rows)}")


if __name__ == "__main__":
    main()
