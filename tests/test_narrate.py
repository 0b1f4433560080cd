"""Narration with real local LLM servers (llama.cpp) and a real PostgreSQL.

The protocol tests run SmolLM2-135M: the six debate steps, the stored narrative, transcript,
claims and verdicts, the prompt cache, the response cache, the skips, the time budget and the
faults (server down, killed mid-debate, too slow, refusing the request, output that never
fits its schema). One test narrates a real ShuttleSet rally end to end with the default
model through ``rallyscope narrate --json`` and requires it to publish."""

import json
import socket
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

import psycopg
import pytest

from flows.narrate import narrate
from flows.nightly import nightly
from rallyscope import config
from rallyscope.db import engine
from rallyscope.llm.local import LocalServer
from rallyscope.narrate import grounding, narrator, store
from rallyscope.narrate.report import SECTIONS

# The production profile (all six steps) with short turns: the protocol, fast.
FAST = {
    "local_model": "smollm2-135m",  # the name the narratives record for the test server
    "rounds": 1,
    "retries": 1,
    "default": {
        "model": "local",
        "temperature": 0.0,
        "top_p": 1.0,
        "max_tokens": 48,
        "frequency_penalty": 0.3,
        "seed": 7,
    },
}


@pytest.fixture(scope="module")
def llm():
    server = LocalServer()
    yield server.start()
    server.stop()


@pytest.fixture(scope="module")
def narr_db(prefect_harness, synthetic_root):
    """Narration runs on the embedded server only: it tests the debate, not SQL dialects."""
    url = engine.create_database(engine.start_embedded(), "rallyscope_narrate")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("RALLYSCOPE_DATABASE_URL", url)
        nightly(landing=str(synthetic_root), models=False, narrate_sample=0, index=False)
        yield url
    engine.drop_database(url)


def short_rallies(url, n):
    with psycopg.connect(url) as conn:
        return conn.execute(
            "SELECT match_id, set_no, rally_no FROM rallies WHERE winner IS NOT NULL"
            " AND n_shots BETWEEN 3 AND 6 AND NOT 'incomplete' = ANY(flags)"
            " ORDER BY n_shots, match_id, set_no, rally_no LIMIT %s",
            [n],
        ).fetchall()


def rows(url, sql, *args):
    with psycopg.connect(url) as conn:
        cur = conn.execute(sql, args)
        return [dict(zip([d.name for d in cur.description], r, strict=True)) for r in cur]


def of(url, table, key, order="version"):
    return rows(
        url,
        f"SELECT * FROM {table} WHERE match_id = %s AND set_no = %s AND rally_no = %s"
        f" ORDER BY {order}",
        *key,
    )


def one(_db, key, force=False, **overrides):  # the database: RALLYSCOPE_DATABASE_URL
    m, s, r = key
    return narrate(
        match_id=m,
        set_no=s,
        rally_no=r,
        force=force,
        profile="production",
        overrides={**FAST, **overrides},
    )


def dead_url():
    """An LLM URL where nothing listens."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"


def test_a_rally_through_the_six_steps_after_the_server_was_down(narr_db, llm):
    key = short_rallies(narr_db, 1)[0]
    down = one(narr_db, key, llm_url=dead_url())
    assert down["pending"] == 1 and down["published"] + down["failed"] == 0
    (pending,) = of(narr_db, "narratives", key)
    assert pending["status"] == "pending" and "LLMUnavailable" in pending["error"]

    done = one(narr_db, key, llm_url=llm)
    assert done["pending"] == 0 and done["published"] + done["failed"] == 1
    (narrative,) = of(narr_db, "narratives", key)  # the pending row is replaced
    assert set(narrative["sections"]) == set(SECTIONS)
    assert all(f"{title}:" in narrative["text"] for title in SECTIONS.values())
    assert narrative["models"]["verifier"] == "smollm2-135m" and narrative["mode"] == "full"
    assert narrative["profile"] == "production"
    with psycopg.connect(narr_db) as conn:
        rally = store.load(conn, key)
    claims = narrative["claims"]
    assert {c["shot"] for c in claims["story"]} <= {s.no for s in rally.facts.shots}
    assert {c["by"] for c in claims["story"]} <= {rally.facts.top_player, rally.facts.bottom_player}

    turns = of(narr_db, "narrative_turns", key, "turn_no")
    steps = [t["step"] for t in turns]
    assert steps[:4] == [1, 1, 2, 2] and steps[-1] == 6
    assert {1, 2, 3, 4, 6} <= set(steps) and set(steps) <= {1, 2, 3, 4, 5, 6}
    assert {t["role"] for t in turns if t["step"] == 4} == {"reviewer_offense", "reviewer_defense"}
    assert [t["contentiousness"] for t in turns if t["step"] == 2] == [0.9, 0.9]
    assert all(t["completion_tokens"] > 0 and t["latency_s"] > 0 for t in turns)
    sent = sum(t["prompt_tokens"] for t in turns[1:])
    evaluated = sum(t["prompt_evaluated"] for t in turns[1:])
    assert evaluated < 0.5 * sent, f"the shared prefix is reused: {evaluated} of {sent} evaluated"

    expected = grounding.check(narrative["text"], rally.facts)
    verdicts = of(narr_db, "claim_verdicts", key, "claim_no")
    assert [(v["kind"], v["claim"], v["supported"]) for v in verdicts] == [
        (v.kind, v.claim, v.supported) for v in expected
    ]
    assert narrative["grounding_score"] == grounding.score(expected)
    assert narrative["claims_checked"] == len(expected)
    assert narrative["gate"]["success"] == (narrative["status"] == "published")

    again = one(narr_db, key, llm_url=llm)
    assert again["selected"] == 0 and again["skipped"] == 1, "a narrated rally is not redone"
    (skipped,) = again["rallies"]
    assert skipped["status"] == "skipped" and "same model, prompt and log" in skipped["reason"]
    assert skipped["grounding_score"] == narrative["grounding_score"]
    forced = one(narr_db, key, force=True, llm_url=llm)
    assert forced["llm_calls"] == 0, "an unchanged rally is answered from the response cache"
    versions = of(narr_db, "narratives", key)
    assert [v["version"] for v in versions] == [1, 2] and versions[1]["text"] == versions[0]["text"]
    if versions[1]["status"] == "published":
        assert versions[0]["status"] == "superseded"


def test_output_that_never_fits_its_schema_fails_keeping_the_raw_output(narr_db, llm):
    key = short_rallies(narr_db, 2)[1]
    roles = {"summarizer": {"max_tokens": 6}}  # too few tokens to close the report's JSON
    out = one(narr_db, key, llm_url=llm, mode="neither", reasks=1, roles=roles)
    assert out["failed"] == 1
    (row,) = of(narr_db, "narratives", key)
    assert row["status"] == "failed" and "no valid Report after 2 tries" in row["error"]
    assert row["text"].lstrip().startswith("{")
    with pytest.raises(json.JSONDecodeError):
        json.loads(row["text"])

    again = one(narr_db, key, llm_url=dead_url(), mode="neither", reasks=1, roles=roles)
    assert again["skipped"] == 1 and again["pending"] == 0, "failed before: not sent again"
    assert "failed with the same model" in again["rallies"][0]["reason"]
    forced = one(narr_db, key, True, llm_url=llm, mode="neither", reasks=1, roles=roles)
    assert forced["failed"] == 1 and len(of(narr_db, "narratives", key)) == 2


def test_a_server_too_slow_leaves_the_rally_pending(narr_db, llm):
    key = short_rallies(narr_db, 3)[2]
    out = one(narr_db, key, llm_url=llm, timeout_s=0.001, retries=0)
    assert out["pending"] == 1
    (row,) = of(narr_db, "narratives", key)
    assert row["status"] == "pending" and "no answer" in row["error"]


def test_a_refused_request_is_not_retried_and_fails_the_rally(narr_db):
    key = short_rallies(narr_db, 4)[3]
    with LocalServer(ctx_per_slot=128) as small:  # every prompt exceeds its context: a 400
        started = time.perf_counter()
        out = one(narr_db, key, llm_url=small, retries=3)
        seconds = time.perf_counter() - started
    assert out["failed"] == 1 and out["pending"] == 0
    (row,) = of(narr_db, "narratives", key)
    assert row["status"] == "failed" and "LLMRejected" in row["error"] and "400" in row["error"]
    assert seconds < 10, "a refused request is not retried with backoff"


def test_the_server_killed_mid_debate_leaves_the_rally_pending_and_the_next_run_ends_it(
    narr_db, llm
):
    key = short_rallies(narr_db, 5)[4]
    server = subprocess.Popen(
        [sys.executable, "-m", "rallyscope.llm.local", "smollm2-135m"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        url = server.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:"), f"the server printed {url!r}"
        cached = "SELECT count(*) AS n FROM llm_cache"
        before = rows(narr_db, cached)[0]["n"]
        with ThreadPoolExecutor(1) as pool:
            running = pool.submit(one, narr_db, key, llm_url=url, mode="neither")
            deadline = time.monotonic() + 120
            while rows(narr_db, cached)[0]["n"] < before + 2 and not running.done():
                assert time.monotonic() < deadline, "the debate made no call in 2 minutes"
                time.sleep(0.05)
            server.kill()  # mid-debate: the analysts have answered, the summarizer has not
            out = running.result(timeout=120)
    finally:
        server.kill()
        server.wait()
    assert out["pending"] == 1, out
    (row,) = of(narr_db, "narratives", key)
    assert row["status"] == "pending" and "LLMUnavailable" in row["error"]

    calls = "SELECT count(*) AS n FROM llm_cache"
    before = rows(narr_db, calls)[0]["n"]
    after = one(narr_db, key, llm_url=llm, mode="neither")
    assert after["published"] + after["failed"] == 1 and after["pending"] == 0
    (done,) = of(narr_db, "narratives", key)
    assert done["status"] in ("published", "failed")
    turns = of(narr_db, "narrative_turns", key, "turn_no")
    if turns:  # stored unless the output never fit its schema
        assert [t["cached"] for t in turns[:2]] == [True, True], "answers before the kill kept"
        assert rows(narr_db, calls)[0]["n"] - before >= sum(not t["cached"] for t in turns)


def test_unfit_logs_are_skipped_with_their_reason_and_never_sent(narr_db):
    incomplete, empty = short_rallies(narr_db, 7)[5:7]
    with psycopg.connect(narr_db) as conn:
        conn.execute(
            "UPDATE rallies SET flags = array_append(flags, 'incomplete')"
            " WHERE match_id = %s AND set_no = %s AND rally_no = %s",
            incomplete,
        )
        conn.execute(
            "UPDATE rallies SET log_text = '' WHERE match_id = %s AND set_no = %s"
            " AND rally_no = %s",
            empty,
        )
    for key, reason in ((incomplete, "flagged incomplete"), (empty, "log is empty")):
        out = one(narr_db, key, llm_url=dead_url())  # anything sent would leave it pending
        assert out["skipped"] == 1 and out["selected"] == 0 and out["pending"] == 0
        assert reason in out["rallies"][0]["reason"]
        assert of(narr_db, "narratives", key) == []


def test_the_nightly_narrates_new_matches_and_pending_rallies_within_its_budget(
    narr_db, synthetic_root
):
    with psycopg.connect(narr_db) as conn:  # earlier tests leave rallies pending
        conn.execute("DELETE FROM narratives WHERE status = 'pending'")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("RALLYSCOPE_DATABASE_URL", narr_db)
        mp.setenv("RALLYSCOPE_LLM_URL", dead_url())
        quiet = nightly(landing=str(synthetic_root), models=False, narrate_sample=None)
    assert quiet["narratives"].startswith("selected 0"), "nothing new, nothing pending: no work"

    key = short_rallies(narr_db, 8)[7]
    with psycopg.connect(narr_db, autocommit=True) as conn:
        params = narrator.resolve(config.params()["narrate"], "production")
        run = narrator.run_of(narrator.settings(params, "x"))
        store.mark(conn, key, run, "pending", "LLMUnavailable: test")
        picked = store.select(conn, run, match_ids=[], with_pending=True)
    assert picked.todo == [key], "a pending rally is picked up by the next nightly"

    keys = short_rallies(narr_db, 10)[8:10]
    out = narrate(match_ids=sorted({k[0] for k in keys}), sample=2, budget_s=0)
    assert out["selected"] == 2 and out["deferred"] == 2 and out["published"] == 0


def test_profiles_resolve_from_params():
    params = config.params()["narrate"]
    assert narrator.profile_of({**params, "llm_url": None}) == "cpu"
    assert narrator.profile_of({**params, "llm_url": "http://vllm:8000/v1"}) == "production"
    cpu = narrator.resolve(params, "cpu")
    assert cpu["rounds"] < params["rounds"] and cpu["verify"] == "on_failure"
    assert cpu["repair"] == "failed" and params["repair"] == "report"
    assert cpu["mode"] == "no_review" and params["mode"] == "full"  # production: all six steps
    assert cpu["default"]["max_tokens"] < params["default"]["max_tokens"]
    assert cpu["roles"]["summarizer"]["max_tokens"] <= params["roles"]["summarizer"]["max_tokens"]
    assert cpu["default"]["model"] == params["default"]["model"]
    with pytest.raises(ValueError, match="no narrate profile"):
        narrator.profile_of(params, "gpu-cluster")


def test_the_default_model_publishes_a_real_rally_end_to_end(
    default_model_narration, shuttleset_root
):
    """Started at the session's start by conftest's fixture; here its result is read."""
    returncode, stdout, stderr = default_model_narration.wait(timeout_s=800)
    assert returncode == 0, stderr[-3000:]
    out = json.loads(stdout)
    assert set(out) == {
        "match",
        "set",
        "rally",
        "status",
        "grounding_score",
        "claims_checked",
        "claims_supported",
        "sections",
        "seconds",
    }
    assert (out["match"], out["set"], out["rally"]) == default_model_narration.rally
    assert out["status"] == "published", out
    assert out["grounding_score"] >= 0.9 and out["claims_checked"] >= 3  # min(5, 2 shots + 1)
    assert set(out["sections"]) == set(SECTIONS) and all(out["sections"].values())
    (stored,) = of(default_model_narration.url, "narratives", default_model_narration.rally)
    assert stored["profile"] == "cpu"
    assert stored["models"]["summarizer"] == config.params()["narrate"]["local_model"]
