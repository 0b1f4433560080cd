"""Narration end to end with a real local LLM server (llama.cpp on SmolLM2-135M) and a real
PostgreSQL: the six debate steps, the stored narrative, transcript and verdicts, the cache,
and the faults (server down, too slow, output that never fits its schema)."""

import json

import psycopg
import pytest

from flows.narrate import narrate
from flows.nightly import nightly
from rallyscope.db import engine
from rallyscope.llm.local import LocalServer
from rallyscope.narrate import grounding, store
from rallyscope.narrate.debate import DebateSettings
from rallyscope.narrate.prompts import SECTIONS, schedule

# Short turns keep the suite fast; the report roles keep enough tokens to close their JSON.
FAST = {
    "rounds": 1,
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
def narr_db(server_url, prefect_harness, synthetic_root):
    url = engine.create_database(server_url, "rallyscope_narrate")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("RALLYSCOPE_DATABASE_URL", url)
        nightly(landing=str(synthetic_root), models=False, narrate_sample=0)
        yield url
    engine.drop_database(url)


def short_rallies(url, n):
    with psycopg.connect(url) as conn:
        return conn.execute(
            "SELECT match_id, set_no, rally_no FROM rallies WHERE winner IS NOT NULL"
            " AND n_shots BETWEEN 3 AND 6 ORDER BY n_shots, match_id, set_no, rally_no LIMIT %s",
            [n],
        ).fetchall()


def rows(url, sql, *args):
    with psycopg.connect(url) as conn:
        cur = conn.execute(sql, args)
        return [dict(zip([d.name for d in cur.description], r, strict=True)) for r in cur]


def one(url, key, **overrides):
    m, s, r = key
    return narrate(match_id=m, set_no=s, rally_no=r, url=url, overrides={**FAST, **overrides})


def test_a_rally_through_the_six_steps_after_the_server_was_down(narr_db, llm):
    key = short_rallies(narr_db, 1)[0]
    dead = LocalServer()
    dead_url = dead.start()
    dead.stop()

    down = one(narr_db, key, llm_url=dead_url, retries=1)
    assert down["pending"] == 1 and down["published"] + down["failed"] == 0
    (pending,) = rows(
        narr_db,
        "SELECT * FROM narratives WHERE match_id = %s AND set_no = %s AND rally_no = %s",
        *key,
    )
    assert pending["status"] == "pending" and "LLMUnavailable" in pending["error"]

    done = one(narr_db, key, llm_url=llm)
    assert done["pending"] == 0 and done["published"] + done["failed"] == 1
    stored = rows(
        narr_db,
        "SELECT * FROM narratives WHERE match_id = %s AND set_no = %s"
        " AND rally_no = %s ORDER BY version",
        *key,
    )
    assert [n["status"] for n in stored] != ["pending"] and len(stored) == 1, "pending replaced"
    narrative = stored[0]
    assert set(narrative["sections"]) == set(SECTIONS)
    assert all(f"{title}:" in narrative["text"] for title in SECTIONS.values())
    assert narrative["models"]["verifier"] == "smollm2-135m" and narrative["mode"] == "full"

    turns = rows(
        narr_db,
        "SELECT * FROM narrative_turns WHERE match_id = %s AND set_no = %s"
        " AND rally_no = %s ORDER BY turn_no",
        *key,
    )
    steps = [t["step"] for t in turns]
    assert steps[:4] == [1, 1, 2, 2] and steps[-1] == 6
    assert {1, 2, 3, 4, 6} <= set(steps) and set(steps) <= {1, 2, 3, 4, 5, 6}
    assert {t["role"] for t in turns if t["step"] == 4} == {"reviewer_offense", "reviewer_defense"}
    assert [t["contentiousness"] for t in turns if t["step"] == 2] == [0.9, 0.9]
    assert all(t["completion_tokens"] > 0 and t["latency_s"] > 0 for t in turns)

    with psycopg.connect(narr_db) as conn:
        _, _, facts = store.facts(conn, key)
    expected = grounding.check(narrative["text"], facts)
    verdicts = rows(
        narr_db,
        "SELECT * FROM claim_verdicts WHERE match_id = %s AND set_no = %s"
        " AND rally_no = %s ORDER BY claim_no",
        *key,
    )
    assert [(v["kind"], v["claim"], v["supported"]) for v in verdicts] == [
        (v.kind, v.claim, v.supported) for v in expected
    ]
    assert narrative["grounding_score"] == grounding.score(expected)
    assert narrative["gate"]["success"] == (narrative["status"] == "published")

    assert one(narr_db, key, llm_url=llm)["selected"] == 0, "a narrated rally is not redone"
    again = narrate(
        match_id=key[0],
        set_no=key[1],
        rally_no=key[2],
        url=narr_db,
        force=True,
        overrides={**FAST, "llm_url": llm},
    )
    assert again["llm_calls"] == 0, "an unchanged rally is answered from the cache"
    versions = rows(
        narr_db,
        "SELECT version, status, text FROM narratives WHERE match_id = %s"
        " AND set_no = %s AND rally_no = %s ORDER BY version",
        *key,
    )
    assert [v["version"] for v in versions] == [1, 2] and versions[1]["text"] == versions[0]["text"]
    if versions[1]["status"] == "published":
        assert versions[0]["status"] == "superseded"


def test_output_that_never_fits_its_schema_fails_with_the_raw_output_kept(narr_db, llm):
    key = short_rallies(narr_db, 2)[1]
    roles = {"summarizer": {"max_tokens": 6}}  # too few tokens to close the report's JSON
    out = one(narr_db, key, llm_url=llm, mode="neither", reasks=1, roles=roles)
    assert out["failed"] == 1
    (row,) = rows(
        narr_db,
        "SELECT * FROM narratives WHERE match_id = %s AND set_no = %s AND rally_no = %s",
        *key,
    )
    assert row["status"] == "failed" and "no valid Report after 2 tries" in row["error"]
    assert row["text"].lstrip().startswith("{")
    with pytest.raises(json.JSONDecodeError):
        json.loads(row["text"])


def test_a_server_too_slow_leaves_the_rally_pending(narr_db, llm):
    key = short_rallies(narr_db, 3)[2]
    out = one(narr_db, key, llm_url=llm, timeout_s=0.001, retries=0)
    assert out["pending"] == 1
    (row,) = rows(
        narr_db,
        "SELECT status, error FROM narratives WHERE match_id = %s"
        " AND set_no = %s AND rally_no = %s",
        *key,
    )
    assert row["status"] == "pending" and "no answer" in row["error"]


def test_contentiousness_runs_from_confrontational_to_cooperative():
    assert schedule(3, 0.9, 0.1) == [0.9, 0.5, 0.1]
    assert schedule(1, 0.9, 0.1) == [0.9]
    with pytest.raises(ValueError, match="not one of"):
        DebateSettings(roles={}, mode="half")
