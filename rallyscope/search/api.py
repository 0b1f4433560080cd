"""The HTTP API: ``GET /search`` and ``GET /rallies/{id}`` (id = ``match|set|rally``)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from fastapi import FastAPI, HTTPException, Query

from rallyscope.search.engine import MAX_K, Searcher, SearchError

RALLY_SQL = """
SELECT r.*, m.tournament, m.round, m.match_date, m.video_url
FROM rallies r JOIN matches m ON m.match_id = r.match_id
WHERE r.match_id = %s AND r.set_no = %s AND r.rally_no = %s
"""
NARRATIVE_SQL = """
SELECT version, text, grounding_score, created_at FROM narratives
WHERE match_id = %s AND set_no = %s AND rally_no = %s AND status = 'published'
"""


def create_app(open_searcher: Callable[[], Searcher] | None = None) -> FastAPI:
    """The app; ``open_searcher`` makes the one searcher it holds (default: from params)."""
    if open_searcher is None:
        from rallyscope.search.commands import open_searcher

    state: dict[str, Searcher] = {}

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        state["searcher"] = open_searcher()
        yield
        state.pop("searcher").close()

    app = FastAPI(title="rallyscope search", lifespan=lifespan)

    @app.get("/search")
    def search(q: str = Query(..., description="the query"), k: int = 10) -> dict:
        if not 1 <= k <= MAX_K:
            raise HTTPException(422, f"k must be between 1 and {MAX_K}, not {k}")
        try:
            return state["searcher"].search(q, k).as_json()
        except SearchError as exc:
            raise HTTPException(400, str(exc)) from exc

    @app.get("/rallies/{rally_id}")
    def rally(rally_id: str) -> dict:
        try:
            match_id, set_no, rally_no = rally_id.rsplit("|", 2)
            key = (match_id, int(set_no), int(rally_no))
        except ValueError as exc:
            raise HTTPException(422, "a rally id is match|set|rally") from exc
        searcher = state["searcher"]
        with searcher.lock:
            cur = searcher.conn.execute(RALLY_SQL, key)
            row = cur.fetchone()
            if row is None:
                raise HTTPException(404, f"no rally {rally_id}")
            record = dict(zip([d.name for d in cur.description], row, strict=True))
            narrative = searcher.conn.execute(NARRATIVE_SQL, key).fetchone()
        log = record.pop("log_text")
        return {
            "id": rally_id,
            "log": log,
            "features": {k: v for k, v in record.items() if k != "log_hash"},
            "narrative": (
                dict(
                    zip(
                        ("version", "text", "grounding_score", "created_at"), narrative, strict=True
                    )
                )
                if narrative
                else None
            ),
        }

    @app.get("/health")
    def health() -> dict:
        return {"index_version": state["searcher"].version}

    return app
