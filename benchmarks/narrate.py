"""Narration on a fixed sample of rallies (run `make run` first): the issue's goals for the
default local model on this machine, and what each debate step costs.

    .venv/bin/python benchmarks/narrate.py [--rallies 20] [--model qwen2.5-coder-0.5b]
        [--profile cpu] [--mode full] [--rounds 1] [--dev] [--show 3] [--draft 8]

The sample: one rally from each of ``--rallies`` matches, 2 to 40 shots, not flagged
incomplete, chosen by a fixed hash, so every run sees the same rallies. ``--dev`` draws a
disjoint sample from other matches (for tuning prompts; report the default sample). Rallies
are narrated again (``force``) with a fresh sampling seed, so every call reaches the model
rather than the response cache. Goals: >= 80 % published, mean grounding >= 0.9, at least
min(5, shots + 1) checked claims per published narrative, median <= 90 s per rally. The
share of time other processes kept a core waiting (``/proc/pressure/cpu``) is printed: the
2-core machine is shared, and the figures depend on it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "300")  # a busy CPU
os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")

import psycopg  # noqa: E402

from flows.narrate import narrate  # noqa: E402
from rallyscope import config  # noqa: E402
from rallyscope.db import engine  # noqa: E402

SAMPLE_SQL = """
SELECT match_id, set_no, rally_no, n_shots FROM (
    SELECT DISTINCT ON (match_id) match_id, set_no, rally_no, n_shots,
           md5(%(salt)s || match_id) AS match_order
    FROM rallies
    WHERE n_shots BETWEEN 2 AND 40 AND NOT 'incomplete' = ANY(flags) AND winner IS NOT NULL
    ORDER BY match_id, md5(%(salt)s || match_id || '|' || set_no || '|' || rally_no)
) one_per_match
ORDER BY match_order LIMIT %(n)s OFFSET %(offset)s
"""
STEPS_SQL = """
SELECT t.step, min(t.role) AS role, count(*) FILTER (WHERE NOT t.cached) AS calls,
       sum(t.prompt_tokens) AS sent, sum(t.prompt_evaluated) AS evaluated,
       sum(t.completion_tokens) AS generated, sum(t.latency_s) AS seconds
FROM narrative_turns t JOIN narratives n USING (match_id, set_no, rally_no, version)
WHERE n.created_at >= %(since)s GROUP BY t.step ORDER BY t.step
"""
RESULTS_SQL = """
SELECT n.match_id, n.set_no, n.rally_no, n.status, n.grounding_score, n.claims_checked,
       n.seconds, r.n_shots, n.text, r.log_text, n.error,
       (n.claims->'draft'->>'claims_supported')::float
           / nullif((n.claims->'draft'->>'claims_checked')::float, 0) AS draft_grounding,
       jsonb_array_length(coalesce(n.claims->'cut', '[]')) AS reasons_cut
FROM narratives n JOIN rallies r USING (match_id, set_no, rally_no)
WHERE n.created_at >= %(since)s ORDER BY n.created_at
"""


def cpu_waiting() -> float:
    """Microseconds some task has waited for a CPU since boot (Linux PSI), 0 without it."""
    path = Path("/proc/pressure/cpu")
    if not path.exists():
        return 0.0
    return float(path.read_text().split()[4].split("=")[1])


def sample(conn: psycopg.Connection, n: int, dev: bool) -> list[tuple]:
    params = {"salt": "narrate-benchmark", "n": n, "offset": 40 if dev else 0}
    return conn.execute(SAMPLE_SQL, params).fetchall()


def report(rows: list[tuple], steps: list[tuple], wall: float, waiting: float) -> None:
    published = [r for r in rows if r[3] == "published"]
    scores = [r[4] for r in rows if r[4] is not None]
    print(f"rallies: {len(rows)}; published {len(published)} ({len(published) / len(rows):.0%})")
    print(
        "failed: "
        + (
            ", ".join(
                f"{r[0]}|{r[1]}|{r[2]} ({r[10] or 'gate'})" for r in rows if r[3] != "published"
            )
            or "none"
        )
    )
    if scores:
        pub = [r[4] for r in published]
        print(
            f"mean grounding: {statistics.fmean(pub) if pub else float('nan'):.3f} published, "
            f"{statistics.fmean(scores):.3f} all; min {min(scores):.2f}"
        )
    drafts = [r[11] for r in rows if r[11] is not None]
    if drafts:
        cut = [r[12] for r in rows if r[11] is not None]
        print(
            f"the model's report before false reasons were cut: mean grounding "
            f"{statistics.fmean(drafts):.3f}, min {min(drafts):.2f}; reasons and plans cut per "
            f"rally: mean {statistics.fmean(cut):.1f}, max {max(cut)}"
        )
    short = [r for r in published if (r[5] or 0) < min(5, r[7] + 1)]
    claims = [r[5] or 0 for r in published]
    if claims:
        print(
            f"checked claims per published narrative: min {min(claims)}, median "
            f"{statistics.median(claims)}, mean {statistics.fmean(claims):.1f}; below "
            f"min(5, shots + 1): {len(short)}"
        )
    seconds = sorted(r[6] for r in rows if r[6] is not None)
    if seconds:
        print(
            f"seconds per rally: median {statistics.median(seconds):.1f}, min {seconds[0]:.1f}, "
            f"max {seconds[-1]:.1f}; wall {wall:.0f} s; a core was contended "
            f"{waiting / wall:.0%} of the time"
        )
    print(
        f"{'step':<5}{'role':<18}{'calls':>6}{'sent':>8}{'evaluated':>10}{'generated':>10}{'s':>8}"
    )
    n = len(rows)
    for step, role, calls, sent, evaluated, generated, secs in steps:
        print(
            f"{step:<5}{role:<18}{calls / n:>6.1f}{sent / n:>8.0f}{(evaluated or 0) / n:>10.0f}"
            f"{generated / n:>10.0f}{secs / n:>8.1f}"
        )
    print("(per rally; sent = prompt tokens sent, evaluated = prompt tokens the server computed)")
    sent, evaluated = sum(s[3] for s in steps), sum(s[4] or 0 for s in steps)
    if sent:
        print(f"prompt tokens evaluated / sent: {evaluated} / {sent} = {evaluated / sent:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rallies", type=int, default=20)
    parser.add_argument("--model", help="local model (rallyscope/llm/models.py), default params")
    parser.add_argument("--profile", default=None)
    parser.add_argument("--mode", help="full | no_review | ... (default: the profile's)")
    parser.add_argument("--dev", action="store_true", help="the tuning sample, other matches")
    parser.add_argument("--show", type=int, default=0, help="print this many narratives")
    parser.add_argument("--draft", type=int, help="n-gram speculative draft tokens (0: off)")
    parser.add_argument("--rounds", type=int, help="debate rounds (default: the profile's)")
    args = parser.parse_args()
    url = engine.prepare()
    params = config.params()["narrate"]
    overrides: dict = {"default": {**params["default"], "seed": int(time.time())}}
    if args.model:
        overrides["local_model"] = args.model
    if args.draft is not None:
        overrides["local_draft"] = args.draft
    if args.rounds is not None:  # every profile's, since a profile's value wins over the base
        overrides["rounds"] = args.rounds
        overrides["profiles"] = {
            name: {**values, "rounds": args.rounds} for name, values in params["profiles"].items()
        }
    with psycopg.connect(url) as conn:
        picked = sample(conn, args.rallies, args.dev)
        (since,) = conn.execute("SELECT now()").fetchone()
    ids = [f"{m}|{s}|{r}" for m, s, r, _ in picked]
    print(
        f"sample: {len(ids)} rallies, {min(p[3] for p in picked)}-{max(p[3] for p in picked)} shots"
    )
    started, waited = time.perf_counter(), cpu_waiting()
    summary = narrate(
        rally_ids=ids, force=True, overrides=overrides, profile=args.profile, mode=args.mode
    )
    wall, waiting = time.perf_counter() - started, (cpu_waiting() - waited) / 1e6
    with psycopg.connect(url) as conn:
        rows = conn.execute(RESULTS_SQL, {"since": since}).fetchall()
        steps = conn.execute(STEPS_SQL, {"since": since}).fetchall()
    model = overrides.get("local_model", params["local_model"])
    mode = args.mode or "the profile's"
    rounds = args.rounds if args.rounds is not None else "the profile's"
    draft = overrides.get("local_draft", params["local_draft"])
    print(
        f"model: {model}; profile {summary['profile']}; mode {mode}; rounds {rounds}; "
        f"draft tokens {draft}"
    )
    report(rows, steps, wall, waiting)
    for r in [r for r in rows if r[3] == "published"][: args.show]:
        print(f"\n=== {r[0]} set {r[1]} rally {r[2]} ({r[7]} shots, grounding {r[4]:.2f})")
        print(r[8])
        print("--- game log\n" + r[9])


if __name__ == "__main__":
    main()
