"""Narratives in PostgreSQL: which rallies to narrate, their facts, and atomic writes (a new
version supersedes the published one in the same transaction; a rally that could not be
narrated is left pending with its error)."""

from __future__ import annotations

import json
from dataclasses import dataclass

import psycopg

from rallyscope.narrate.debate import Debate
from rallyscope.narrate.grounding import RallyFacts, Shot, Verdict

Key = tuple[str, int, int]


@dataclass(frozen=True)
class Run:
    """What a narrative is made with; a rally narrated with the same run is not redone."""

    prompt_version: str
    mode: str
    models: dict[str, str]  # role -> model


def todo(
    conn: psycopg.Connection,
    run: Run,
    *,
    match_id: str | None = None,
    set_no: int | None = None,
    rally_no: int | None = None,
    limit: int | None = None,
    force: bool = False,
) -> list[Key]:
    """Rallies with no published or failed narrative of this run for their current log
    (pending ones included), spread over the corpus when ``limit`` takes a sample."""
    done = (
        ""
        if force
        else " AND NOT EXISTS (SELECT 1 FROM narratives n WHERE n.match_id = r.match_id"
        " AND n.set_no = r.set_no AND n.rally_no = r.rally_no AND n.log_hash = r.log_hash"
        " AND n.prompt_version = %(pv)s AND n.mode = %(mode)s AND n.models = %(models)s::jsonb"
        " AND n.status IN ('published', 'failed', 'superseded'))"
    )
    rows = conn.execute(
        "SELECT r.match_id, r.set_no, r.rally_no FROM rallies r"
        " WHERE (%(m)s::text IS NULL OR r.match_id = %(m)s)"
        " AND (%(s)s::int IS NULL OR r.set_no = %(s)s)"
        " AND (%(r)s::int IS NULL OR r.rally_no = %(r)s)"
        + done
        + " ORDER BY md5(r.match_id || r.set_no || '|' || r.rally_no) LIMIT %(limit)s",
        {
            "pv": run.prompt_version,
            "mode": run.mode,
            "models": json.dumps(run.models),
            "m": match_id,
            "s": set_no,
            "r": rally_no,
            "limit": limit,
        },
    ).fetchall()
    return [(m, s, r) for m, s, r in rows]


def facts(conn: psycopg.Connection, key: Key) -> tuple[str, str, RallyFacts]:
    """The rally's log text, log hash and the facts the grounding check needs."""
    row = conn.execute(
        "SELECT log_text, log_hash, top_player, bottom_player, winner_name, final_shot_type,"
        " score_a_before, score_b_before, score_a_after, score_b_after"
        " FROM rallies WHERE match_id = %s AND set_no = %s AND rally_no = %s",
        key,
    ).fetchone()
    if row is None:
        raise KeyError(f"no rally {key}")
    shots = conn.execute(
        "SELECT shot_no, player_name, shot_type, landing_zone FROM strokes"
        " WHERE match_id = %s AND set_no = %s AND rally_no = %s ORDER BY shot_no",
        key,
    ).fetchall()
    return (
        row[0],
        row[1],
        RallyFacts(
            top_player=row[2],
            bottom_player=row[3],
            shots=tuple(Shot(*s) for s in shots),
            winner_name=row[4],
            final_shot_type=row[5],
            scores=((row[6], row[7]), (row[8], row[9])),
        ),
    )


def _next_version(conn: psycopg.Connection, key: Key) -> int:
    conn.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", ["|".join(map(str, key))])
    conn.execute(
        "DELETE FROM narratives WHERE match_id = %s AND set_no = %s AND rally_no = %s"
        " AND status = 'pending'",
        key,
    )
    (latest,) = conn.execute(
        "SELECT coalesce(max(version), 0) FROM narratives"
        " WHERE match_id = %s AND set_no = %s AND rally_no = %s",
        key,
    ).fetchone()
    return latest + 1


def save(
    conn: psycopg.Connection,
    key: Key,
    log_hash: str,
    run: Run,
    debate: Debate,
    verdicts: list[Verdict],
    grounding: float | None,
    gate: dict,
    publish: bool,
    seconds: float,
) -> int:
    """Store a narrative with its turns and verdicts in one transaction; when ``publish``,
    it supersedes the published version. Returns its version."""
    calls = [t.call for t in debate.turns]
    with conn.transaction():
        version = _next_version(conn, key)
        if publish:
            conn.execute(
                "UPDATE narratives SET status = 'superseded' WHERE match_id = %s AND set_no = %s"
                " AND rally_no = %s AND status = 'published'",
                key,
            )
        conn.execute(
            "INSERT INTO narratives (match_id, set_no, rally_no, version, status, log_hash, text,"
            " grounding_score, prompt_version, mode, models, sections, gate, llm_calls, tokens,"
            " seconds) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
            [
                *key,
                version,
                "published" if publish else "failed",
                log_hash,
                debate.text,
                grounding,
                run.prompt_version,
                run.mode,
                json.dumps(run.models),
                debate.report.model_dump_json(),
                json.dumps(gate),
                sum(not c.cached for c in calls),
                sum(c.prompt_tokens + c.completion_tokens for c in calls),
                seconds,
            ],
        )
        with conn.cursor() as cur:
            cur.executemany(
                "INSERT INTO narrative_turns VALUES"
                " (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
                [
                    (
                        *key,
                        version,
                        n,
                        t.step,
                        t.role,
                        t.round,
                        t.contentiousness,
                        t.call.prompt_hash,
                        t.call.output,
                        t.call.prompt_tokens,
                        t.call.completion_tokens,
                        t.call.latency_s,
                        t.call.cached,
                    )
                    for n, t in enumerate(debate.turns, 1)
                ],
            )
            cur.executemany(
                "INSERT INTO claim_verdicts VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
                [
                    (
                        *key,
                        version,
                        n,
                        v.sentence_no,
                        v.sentence,
                        v.kind,
                        v.claim,
                        v.supported,
                        v.expected,
                    )
                    for n, v in enumerate(verdicts, 1)
                ],
            )
    return version


def mark(
    conn: psycopg.Connection,
    key: Key,
    log_hash: str,
    run: Run,
    status: str,
    error: str,
    raw: str = "",
) -> int:
    """Store a rally that was not narrated: ``pending`` (the LLM service failed; the next run
    picks it up) or ``failed`` (output that never fit its schema; ``raw`` keeps it, and the
    same run does not retry it)."""
    if status not in ("pending", "failed"):
        raise ValueError(f"not a status for an unnarrated rally: {status!r}")
    with conn.transaction():
        version = _next_version(conn, key)
        conn.execute(
            "INSERT INTO narratives (match_id, set_no, rally_no, version, status, log_hash, text,"
            " prompt_version, mode, models, error) VALUES"
            " (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
            [
                *key,
                version,
                status,
                log_hash,
                raw,
                run.prompt_version,
                run.mode,
                json.dumps(run.models),
                error[:2000],
            ],
        )
    return version
