"""The runs page, for data engineers: pipeline runs, failed stages (gate failures), the open
quarantine with its reasons, and the search index versions."""

from __future__ import annotations

from rallyscope.web.db import Reader

RUNS_SQL = """
SELECT run_id, flow, status, started_at, finished_at,
       extract(epoch FROM finished_at - started_at) AS seconds,
       summary->>'matches' AS matches, summary->'quarantined' AS quarantined
FROM pipeline_runs ORDER BY started_at DESC LIMIT 20
"""
FAILED_STAGES_SQL = """
SELECT stage, match_id, status, started_at, seconds, code_version
FROM stage_runs WHERE status <> 'ok' ORDER BY started_at DESC LIMIT 50
"""
STAGE_TIMES_SQL = """
SELECT stage, count(*) AS runs, count(*) FILTER (WHERE status <> 'ok') AS not_ok,
       sum(seconds) AS seconds, max(started_at) AS last
FROM stage_runs GROUP BY stage ORDER BY max(started_at) DESC
"""
QUARANTINE_SQL = """
SELECT item, match_id, stage, reason, report->>'file' AS file, report->>'row' AS row,
       report->>'field' AS field, created_at
FROM quarantine WHERE resolved_at IS NULL ORDER BY created_at DESC LIMIT 200
"""
INDEX_SQL = """
SELECT version, status, is_current, manifest->>'documents' AS documents,
       manifest->>'index_type' AS index_type, created_at, published_at,
       validation->>'success' AS valid
FROM search_index_versions ORDER BY version DESC LIMIT 20
"""


def load(reader: Reader) -> dict:
    runs = reader.rows(RUNS_SQL)
    for r in runs:
        r["n_quarantined"] = len(r["quarantined"] or {})
    return {
        "runs": runs,
        "stages": reader.rows(STAGE_TIMES_SQL),
        "failed": reader.rows(FAILED_STAGES_SQL),
        "quarantine": reader.rows(QUARANTINE_SQL),
        "indexes": reader.rows(INDEX_SQL),
    }
