"""Narratives in PostgreSQL: which rallies to narrate (and which to skip, with the reason),
their facts, and atomic writes (a new version supersedes the published one in the same
transaction; a rally that could not be narrated is left pending with its error)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import psycopg

from rallyscope.narrate.debate import Debate
from rallyscope.narrate.grounding import RallyFacts, Shot

Key = tuple[str, int, int]


@dataclass(frozen=True)
class Run:
    """What a narrative is made with; a rally narrated with the same run and log is not
    redone (unless forced), whether it was published or failed."""

    prompt_version: str
    mode: str
    models: dict[str, str]  # role -> model
    profile: str = "production"


@dataclass
class Selection:
    """Rallies to narrate, and rallies skipped with their reason."""

    todo: list[Key] = field(default_factory=list)
    skipped: list[tuple[Key, str]] = field(default_factory=list)


SKIP_REASONS = {
    "empty": "its game log is empty",
    "incomplete": "its game log is flagged incomplete (no recorded ending)",
    "failed": "it failed with the same model, prompt and log (--force narrates it again)",
    "published": "it is published for the same model, prompt and log (--force narrates it again)",
}

SELECT_SQL = """
SELECT r.match_id, r.set_no, r.rally_no,
       CASE WHEN coalesce(btrim(r.log_text), '') = '' THEN 'empty'
            WHEN 'incomplete' = ANY(r.flags) THEN 'incomplete' END AS unfit,
       (SELECT CASE WHEN n.status = 'failed' THEN 'failed' ELSE 'published' END
          FROM narratives n
         WHERE n.match_id = r.match_id AND n.set_no = r.set_no AND n.rally_no = r.rally_no
           AND n.log_hash = r.log_hash AND n.prompt_version = %(pv)s AND n.mode = %(mode)s
           AND n.models = %(models)s::jsonb AND n.profile = %(profile)s
           AND n.status IN ('published', 'failed', 'superseded')
         ORDER BY n.version DESC LIMIT 1) AS done,
       EXISTS (SELECT 1 FROM narratives n WHERE n.match_id = r.match_id
                  AND n.set_no = r.set_no AND n.rally_no = r.rally_no
                  AND n.status = 'pending') AS pending
FROM rallies r
WHERE ((%(all)s OR r.match_id = ANY(%(m)s))
       AND (%(ids)s::text[] IS NULL OR r.match_id || '|' || r.set_no || '|' || r.rally_no
            = ANY(%(ids)s))
       AND (%(s)s::int IS NULL OR r.set_no = %(s)s)
       AND (%(r)s::int IS NULL OR r.rally_no = %(r)s))
   OR (%(with_pending)s AND EXISTS (SELECT 1 FROM narratives n WHERE n.match_id = r.match_id
          AND n.set_no = r.set_no AND n.rally_no = r.rally_no AND n.status = 'pending'))
ORDER BY pending DESC, md5(r.match_id || r.set_no || '|' || r.rally_no)
"""


def select(
    conn: psycopg.Connection,
    run: Run,
    *,
    match_ids: list[str] | None = None,
    set_no: int | None = None,
    rally_no: int | None = None,
    limit: int | None = None,
    force: bool = False,
    with_pending: bool = False,
    rally_ids: list[str] | None = None,
) -> Selection:
    """Rallies of ``match_ids`` (all when None; ``set_no``/``rally_no`` narrow it), plus the
    pending ones anywhere when ``with_pending``; pending first, then spread over the corpus.
    ``rally_ids`` ("match|set|rally") narrows to those rallies. ``limit`` narrates only that
    many; every rally skipped is reported with its reason."""
    rows = conn.execute(
        SELECT_SQL,
        {
            "pv": run.prompt_version,
            "mode": run.mode,
            "models": json.dumps(run.models),
            "profile": run.profile,
            "all": match_ids is None,
            "m": match_ids or [],
            "s": set_no,
            "r": rally_no,
            "with_pending": with_pending,
            "ids": rally_ids,
        },
    ).fetchall()
    out = Selection()
    for m, s, r, unfit, done, _pending in rows:
        reason = unfit or (None if force else done)
        if reason is not None:
            out.skipped.append(((m, s, r), SKIP_REASONS[reason]))
        elif limit is None or len(out.todo) < limit:
            out.todo.append((m, s, r))
    return out


@dataclass(frozen=True)
class Rally:
    """One rally as narration sees it: its log, the checker's facts and its features."""

    key: Key
    log: str
    log_hash: str
    facts: RallyFacts
    features: dict


RALLY_SQL = """
SELECT log_text, log_hash, top_player, bottom_player, winner_name, final_shot_type,
       score_a_before, score_b_before, score_a_after, score_b_after, end_reason,
       n_shots, duration_s, attack_shots_a, attack_shots_b, longest_attack_streak_a,
       longest_attack_streak_b, initiative_changes, initiative_final, distance_a_m,
       distance_b_m, max_opponent_move_m, m.player_a, m.player_b, r.server
FROM rallies r JOIN matches m USING (match_id)
WHERE r.match_id = %s AND r.set_no = %s AND r.rally_no = %s
"""


def _called(server: str | None, a: int | None, b: int | None) -> tuple[int, int] | None:
    """The score before the rally as the umpire calls it, the server's first."""
    if server not in ("A", "B") or a is None or b is None:
        return None
    return (a, b) if server == "A" else (b, a)


def load(conn: psycopg.Connection, key: Key) -> Rally:
    """The rally's log, log hash, facts (shots, ending, tactic tags) and features."""
    cur = conn.execute(RALLY_SQL, key)
    row = cur.fetchone()
    if row is None:
        raise KeyError(f"no rally {'|'.join(map(str, key))}")
    r = dict(zip([d.name for d in cur.description], row, strict=True))
    shots = conn.execute(
        "SELECT shot_no, player_name, shot_type, landing_zone, hit_zone FROM strokes"
        " WHERE match_id = %s AND set_no = %s AND rally_no = %s ORDER BY shot_no",
        key,
    ).fetchall()
    names = {"A": r["player_a"], "B": r["player_b"]}
    tags = conn.execute(
        "SELECT tag, player FROM rally_tactics WHERE match_id = %s AND set_no = %s"
        " AND rally_no = %s ORDER BY tag, player",
        key,
    ).fetchall()
    facts = RallyFacts(
        top_player=r["top_player"],
        bottom_player=r["bottom_player"],
        shots=tuple(Shot(*s) for s in shots),
        winner_name=r["winner_name"],
        final_shot_type=r["final_shot_type"],
        scores=(
            (r["score_a_before"], r["score_b_before"]),
            (r["score_a_after"], r["score_b_after"]),
        ),
        end_reason=r["end_reason"],
        tactics=tuple((tag, names[p.strip()]) for tag, p in tags),
        server=names.get(r["server"]),
        called=_called(r["server"], r["score_a_before"], r["score_b_before"]),
    )
    return Rally(key, r["log_text"], r["log_hash"], facts, r)


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


def _turn_rows(key: Key, version: int, debate: Debate) -> list[tuple]:
    return [
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
            t.call.prompt_evaluated,
        )
        for n, t in enumerate(debate.turns, 1)
    ]


def save(
    conn: psycopg.Connection,
    rally: Rally,
    run: Run,
    debate: Debate,
    grounding: float | None,
    gate: dict,
    publish: bool,
    seconds: float,
) -> int:
    """Store a narrative with its turns and verdicts in one transaction; when ``publish``,
    it supersedes the published version. Returns its version."""
    key, calls, verdicts = rally.key, [t.call for t in debate.turns], debate.verdicts
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
            " grounding_score, prompt_version, mode, models, profile, sections, claims,"
            " claims_checked, claims_supported, gate, llm_calls, tokens, seconds) VALUES"
            " (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
            [
                *key,
                version,
                "published" if publish else "failed",
                rally.log_hash,
                debate.text,
                grounding,
                run.prompt_version,
                run.mode,
                json.dumps(run.models),
                run.profile,
                json.dumps(debate.sections),
                json.dumps(debate.claims),
                len(verdicts),
                sum(v.supported for v in verdicts),
                json.dumps(gate),
                sum(not c.cached for c in calls),
                sum(c.prompt_tokens + c.completion_tokens for c in calls),
                seconds,
            ],
        )
        with conn.cursor() as cur:
            cur.executemany(
                "INSERT INTO narrative_turns (match_id, set_no, rally_no, version, turn_no, step,"
                " role, round, contentiousness, prompt_hash, output, prompt_tokens,"
                " completion_tokens, latency_s, cached, prompt_evaluated) VALUES"
                " (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
                _turn_rows(key, version, debate),
            )
            cur.executemany(
                "INSERT INTO claim_verdicts (match_id, set_no, rally_no, version, claim_no,"
                " sentence_no, sentence, kind, claim, supported, expected)"
                " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
                [
                    (*key, version, n, v.sentence_no, v.sentence, v.kind, v.claim, v.supported)
                    + (v.expected,)
                    for n, v in enumerate(verdicts, 1)
                ],
            )
    return version


def mark(
    conn: psycopg.Connection,
    key: Key,
    run: Run,
    status: str,
    error: str,
    raw: str = "",
) -> int:
    """Store a rally that was not narrated: ``pending`` (the LLM service failed; the next run
    picks it up) or ``failed`` (output that never fit its schema, or a request the server
    refused; ``raw`` keeps the output, and the same run does not retry it)."""
    if status not in ("pending", "failed"):
        raise ValueError(f"not a status for an unnarrated rally: {status!r}")
    with conn.transaction():
        version = _next_version(conn, key)
        conn.execute(
            "INSERT INTO narratives (match_id, set_no, rally_no, version, status, log_hash, text,"
            " prompt_version, mode, models, profile, error) SELECT %s, %s, %s, %s, %s,"
            " log_hash, %s, %s, %s, %s, %s, %s FROM rallies"
            " WHERE match_id = %s AND set_no = %s AND rally_no = %s",
            [
                *key,
                version,
                status,
                raw,
                run.prompt_version,
                run.mode,
                json.dumps(run.models),
                run.profile,
                error[:2000],
                *key,
            ],
        )
    return version


def stored(conn: psycopg.Connection, key: Key, run: Run) -> dict | None:
    """The latest narrative of this run for the rally's current log, as ``--json`` shows it."""
    row = conn.execute(
        "SELECT n.status, n.grounding_score, n.claims_checked, n.claims_supported, n.sections,"
        " n.seconds FROM narratives n JOIN rallies r USING (match_id, set_no, rally_no)"
        " WHERE n.match_id = %s AND n.set_no = %s AND n.rally_no = %s"
        " AND n.log_hash = r.log_hash AND n.prompt_version = %s AND n.models = %s::jsonb"
        " AND n.mode = %s AND n.profile = %s ORDER BY n.version DESC LIMIT 1",
        [*key, run.prompt_version, json.dumps(run.models), run.mode, run.profile],
    ).fetchone()
    if row is None:
        return None
    names = ("status", "grounding_score", "claims_checked", "claims_supported", "sections")
    return dict(zip(names, row[:5], strict=True))
