"""`search --verify` against a real PostgreSQL, the real embedding model and index, over the
synthetic corpus loaded by the nightly flow: a query the pattern covers is judged with no
LLM, keeps only rallies that truly satisfy it (checked here in plain Python over the
strokes) and never lowers precision; the memory table holds one row per rewrite; an LLM
judge (SmolLM2-135M, the protocol only) keeps no verdict whose citations fail the checker."""

import json
import os
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest
from fastapi.testclient import TestClient

from flows.nightly import nightly
from rallyscope import config
from rallyscope.db import engine, roles
from rallyscope.narrate.grounding import RallyFacts, Shot
from rallyscope.pattern.model import FAMILIES
from rallyscope.search.api import create_app
from rallyscope.search.embed import local_embedder
from rallyscope.search.engine import Options, Searcher
from rallyscope.search.llmjudge import Verdict, VerifyLLM, grounding_failure
from rallyscope.search.memory import Memory
from rallyscope.search.verify import Settings, Verifier

PARAMS = config.params()["search"]
CLI = str(Path(sys.executable).with_name("rallyscope"))
NO_LLM = "http://127.0.0.1:9/v1"  # nothing listens here: a call to it would fail the test
# fully explained by the rules: a hard final-smash clause and a soft ("long") length clause
QUERY = "a long rally won with a smash"
RULE = Options(planner="rule")


@pytest.fixture(scope="module")
def corpus_db(prefect_harness, synthetic_root):
    """On the embedded server only: test_search runs the same SQL on both backends."""
    url = engine.create_database(engine.start_embedded(), "rallyscope_verify")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("RALLYSCOPE_DATABASE_URL", url)
        nightly(landing=str(synthetic_root), models=False, narrate_sample=0)
        yield url
    engine.drop_database(url)


@pytest.fixture(scope="module")
def searcher(corpus_db):
    s = Searcher(roles.as_role(corpus_db, roles.READER), local_embedder(), PARAMS)
    yield s
    s.close()


def truly_matches(url: str, key: tuple[str, int, int]) -> bool:
    """The query's meaning, checked over the strokes: the last shot is a smash hit by the
    rally's winner, and the rally has at least `long_rally_shots` shots."""
    with psycopg.connect(url) as conn:
        strokes = conn.execute(
            "SELECT shot_type, player FROM strokes WHERE match_id = %s AND set_no = %s"
            " AND rally_no = %s ORDER BY shot_no",
            key,
        ).fetchall()
        (winner,) = conn.execute(
            "SELECT winner FROM rallies WHERE match_id = %s AND set_no = %s AND rally_no = %s",
            key,
        ).fetchone()
    last_type, last_player = strokes[-1]
    return (
        last_type in FAMILIES["smash"]
        and last_player == winner
        and len(strokes) >= int(PARAMS["long_rally_shots"])
    )


def test_a_covered_query_is_judged_by_the_pattern_with_no_llm(corpus_db, searcher):
    llm = VerifyLLM(url=NO_LLM, timeout_s=1)  # would fail if the loop asked it anything
    plan = searcher.planner.plan(QUERY, "rule")
    assert not plan.unexplained and plan.pattern.soft, "a covered query, with a soft clause"
    out = Verifier(searcher, Settings(k=10), None, llm).run(QUERY, RULE)
    assert out.judge == "pattern" and llm.calls == 0 and out.llm_calls == 0
    assert out.precision_after >= out.precision_before
    assert out.hits and all(truly_matches(corpus_db, (h.match, h.set, h.rally)) for h in out.hits)
    plain = searcher.search(QUERY, 10, RULE).hits
    true_plain = sum(truly_matches(corpus_db, (h.match, h.set, h.rally)) for h in plain)
    assert out.precision_before == true_plain / 10  # the judge is exact on the plain list
    judged = [j for r in out.rounds for j in r.judgements]
    assert len({j.key for j in judged}) == len(judged), "no rally is judged twice"


def test_the_memory_holds_one_row_per_rewrite_and_a_rerun_does_not_duplicate(corpus_db, searcher):
    writer = roles.as_role(corpus_db, roles.WRITER)
    memory = Memory(searcher.conn, writer)
    verifier = Verifier(searcher, Settings(k=10, threshold=1.01), memory)  # always rewrite
    first = verifier.run(QUERY, RULE)
    rewrites = [r for r in first.rounds if r.action == "rewrite"]
    assert rewrites, "a precision under the threshold rewrites the query"
    with psycopg.connect(corpus_db) as conn:
        rows = conn.execute("SELECT reformulation, precision, runs FROM search_memory").fetchall()
    assert len(rows) == len({r.pattern for r in rewrites})
    assert rows[0][0] == rewrites[0].pattern and rows[0][1] == pytest.approx(rewrites[0].precision)
    assert memory.best(QUERY)[0]["reformulation"] == rewrites[0].pattern  # fed to rewrites
    verifier.run(QUERY, RULE)
    with psycopg.connect(corpus_db) as conn:
        again = conn.execute("SELECT reformulation, runs FROM search_memory").fetchall()
    assert len(again) == len(rows) and all(runs >= 2 for _, runs in again)


def test_the_api_flag_and_the_cli_report_precision_before_and_after(corpus_db):
    app = create_app(lambda: Searcher(corpus_db, local_embedder(), PARAMS), planner="rule")
    with TestClient(app) as client:
        body = client.get("/search", params={"q": QUERY, "verify": "true"}).json()
    check = body["verification"]
    assert check["judge"] == "pattern" and check["precision_after"] >= check["precision_before"]
    assert all(
        truly_matches(corpus_db, (r["match"], r["set"], r["rally"])) for r in body["results"]
    )
    env = {"RALLYSCOPE_DATABASE_URL": corpus_db, "RALLYSCOPE_LLM_URL": NO_LLM}
    done = subprocess.run(
        [CLI, "search", QUERY, "--verify", "--planner", "rule", "--json"],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, **env},
    )
    assert done.returncode == 0, done.stderr[-3000:]
    printed = json.loads(done.stdout)
    assert printed["precision_before"] == check["precision_before"]
    assert [(r["match"], r["set"], r["rally"]) for r in printed["results"]] == [
        (r["match"], r["set"], r["rally"]) for r in body["results"]
    ]


FACTS = RallyFacts(
    top_player="Kento MOMOTA",
    bottom_player="Viktor AXELSEN",
    shots=(
        Shot(1, "Kento MOMOTA", "short service", None),
        Shot(2, "Viktor AXELSEN", "lob", "rear-left"),
        Shot(3, "Kento MOMOTA", "smash", "mid-right"),
    ),
    winner_name="Kento MOMOTA",
    final_shot_type="smash",
    scores=((3, 4), (4, 4)),
    end_reason="winner",
)


@pytest.mark.parametrize(
    "reason, shots, passes",
    [
        ("After Axelsen's lob (Shot 2), Momota's smash (Shot 3) wins the point.", [2, 3], True),
        ("A smash ends the rally.", [], False),  # cites no shot
        ("Momota's smash (Shot 9) wins.", [9], False),  # no such shot
        ("Axelsen's drop (Shot 3) decides it.", [3], False),  # wrong type and hitter
    ],
)
def test_an_llm_verdict_passes_only_when_its_citations_are_grounded(reason, shots, passes):
    verdict = Verdict(matched=True, shots=shots, reason=reason)
    assert (grounding_failure(verdict, FACTS) is None) == passes


def test_a_small_llm_judge_keeps_only_checked_verdicts(corpus_db, searcher):
    """SmolLM2-135M judges a query the rules do not cover (the protocol, not the quality):
    every kept rally has an LLM verdict whose citations pass the checker."""
    from rallyscope.llm.local import LocalServer
    from rallyscope.narrate import store

    query = "a rally full of deception and flair ending with a smash"
    with LocalServer("smollm2-135m", parallel=1) as url:
        llm = VerifyLLM(model="smollm2-135m", url=url, timeout_s=120, max_tokens=160)
        out = Verifier(searcher, Settings(k=3, rounds=1), None, llm).run(query, RULE)
    assert out.judge == "llm" and out.llm_calls >= 3  # one call or more per candidate
    judged = out.rounds[0].judgements
    assert {j.judge for j in judged} <= {"llm", "dropped", "veto"}
    kept = {(h.match, h.set, h.rally) for h in out.hits}
    assert kept == {j.key for j in judged if j.matched}
    with psycopg.connect(corpus_db) as conn:
        for j in judged:
            if j.judge == "dropped":
                assert not j.matched and j.reason.startswith("judgement dropped: ")
            if j.judge == "llm":
                facts = store.load(conn, j.key).facts
                verdict = Verdict(matched=j.matched, shots=j.shots, reason=j.reason)
                assert grounding_failure(verdict, facts) is None
