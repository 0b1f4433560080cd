"""The HTTP API: ``GET /search``, ``GET /rallies/{id}`` (id = ``match|set|rally``) and
``GET /health``. The schema documents every status and body a route returns."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import APIRouter, FastAPI, HTTPException, Path, Query, Request
from pydantic import BaseModel

from rallyscope.planner.plan import warm_in_background
from rallyscope.search.engine import MAX_K, MAX_QUERY_CHARS, Options, Searcher, SearchError

RALLY_SQL = """
SELECT r.*, m.tournament, m.round, m.match_date, m.video_url
FROM rallies r JOIN matches m ON m.match_id = r.match_id
WHERE r.match_id = %s AND r.set_no = %s AND r.rally_no = %s
"""
NARRATIVE_SQL = """
SELECT version, text, grounding_score, created_at FROM narratives
WHERE match_id = %s AND set_no = %s AND rally_no = %s AND status = 'published'
"""
RALLY_ID_PATTERN = r"^[^\x00]+\|[0-9]{1,4}\|[0-9]{1,9}$"
Planner = Literal["rule", "llm", "auto", "none"]


class Error(BaseModel):
    detail: str


class HitOut(BaseModel):
    match: str
    set: int
    rally: int
    score: float
    explanation: str
    matched: list[str]
    evidence: list[str]
    video: str | None


class PlanOut(BaseModel):
    query: str
    pattern: str
    clauses: list[dict[str, Any]]
    parser: str
    explained: list[str]
    unexplained: list[str]
    unknown_names: list[str]
    notes: list[str]


class JudgementOut(BaseModel):
    match: str
    set: int
    rally: int
    matched: bool
    judge: str
    reason: str
    shots: list[int]


class RoundOut(BaseModel):
    pattern: str
    action: str
    judgements: list[JudgementOut]
    precision: float
    reason: str


class VerificationOut(BaseModel):
    judge: str
    precision_before: float
    precision_after: float
    llm_calls: int
    notes: list[str]
    rounds: list[RoundOut]


class SearchOut(BaseModel):
    query: str
    pattern: PlanOut | None
    index_version: int | None
    reason: str | None
    results: list[HitOut]
    verification: VerificationOut | None = None


class NarrativeOut(BaseModel):
    version: int
    text: str
    grounding_score: float | None
    created_at: datetime


class RallyOut(BaseModel):
    id: str
    log: str
    features: dict[str, Any]
    narrative: NarrativeOut | None


class HealthOut(BaseModel):
    index_version: int | None


router = APIRouter()


def searcher_of(request: Request) -> Searcher:
    return request.app.state.searcher


@router.get(
    "/search",
    response_model=SearchOut,
    responses={
        400: {"model": Error, "description": "A query or pattern that cannot be read"},
        503: {"model": Error, "description": "The LLM judge of the verify loop failed"},
    },
)
def search(
    request: Request,
    q: str = Query("", description="the query, in plain words", max_length=MAX_QUERY_CHARS),
    k: int = Query(10, ge=1, le=MAX_K, description="how many rallies"),
    pattern: str | None = Query(
        None, description="a rally pattern; replaces the parse", max_length=MAX_QUERY_CHARS
    ),
    planner: Annotated[Planner | None, Query(description="rule | llm | auto | none")] = None,
    verify: bool = Query(
        False, description="judge the results, keep the matched, rewrite the query if low"
    ),
) -> dict:
    """``{"pattern": the parse (editable), "results": [...]}``; with ``verify``, the matched
    results of the verify loop and ``verification``: the judge, precision before and after,
    the rounds. The loop reads the memory of rewrites but does not write it (the API reads
    only); it judges by the pattern (an LLM judge only where ``ask.agent_in_api`` is set)."""
    options = Options(planner=planner or request.app.state.planner)
    try:
        if verify:
            return _verified(request, q, k, options, pattern)
        return searcher_of(request).search(q, k, options, pattern).as_json()
    except SearchError as exc:
        raise HTTPException(400, str(exc)) from exc


def _verified(request: Request, q: str, k: int, options: Options, pattern: str | None) -> dict:
    from rallyscope import config
    from rallyscope.search import llmjudge
    from rallyscope.search.memory import Memory
    from rallyscope.search.verify import Settings, Verifier

    params = config.params()
    searcher = searcher_of(request)
    llm = llmjudge.from_params(params) if (params.get("ask") or {}).get("agent_in_api") else None
    settings = Settings.from_params(params["search"], k)
    verifier = Verifier(searcher, settings, Memory(searcher.conn), llm)
    try:
        out = verifier.run(q, options, pattern)
    except llmjudge.LLM_ERRORS as exc:
        raise HTTPException(503, f"the LLM judge failed: {exc}") from exc
    body = out.as_json()
    verification = {key: body[key] for key in VerificationOut.model_fields}
    return {
        "query": out.query,
        "pattern": body["pattern"],
        "index_version": searcher.version,
        "reason": None if out.hits else "no candidate was judged a match",
        "results": body["results"],
        "verification": verification,
    }


@router.get("/rallies/{rally_id}", response_model=RallyOut, responses={404: {"model": Error}})
def rally(
    request: Request,
    rally_id: str = Path(description="match|set|rally", pattern=RALLY_ID_PATTERN),
) -> dict:
    match_id, set_no, rally_no = rally_id.rsplit("|", 2)
    key = (match_id, int(set_no), int(rally_no))
    searcher = searcher_of(request)
    with searcher.lock:
        cur = searcher.conn.execute(RALLY_SQL, key)
        row = cur.fetchone()
        if row is None:
            raise HTTPException(404, f"no rally {rally_id}")
        record = dict(zip([d.name for d in cur.description], row, strict=True))
        narrative = searcher.conn.execute(NARRATIVE_SQL, key).fetchone()
    log = record.pop("log_text")
    columns = ("version", "text", "grounding_score", "created_at")
    return {
        "id": rally_id,
        "log": log,
        "features": {k: v for k, v in record.items() if k != "log_hash"},
        "narrative": dict(zip(columns, narrative, strict=True)) if narrative else None,
    }


@router.get("/health", response_model=HealthOut)
def health(request: Request) -> dict:
    return {"index_version": searcher_of(request).version}


def create_app(
    open_searcher: Callable[[], Searcher] | None = None, planner: str = "auto"
) -> FastAPI:
    """The API alone; ``open_searcher`` makes the one searcher it holds (default: from
    params), ``planner`` is the default planner. ``rallyscope serve`` serves it with the
    web app (``rallyscope.web.app``)."""
    if open_searcher is None:
        from rallyscope.search.commands import open_searcher

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        app.state.searcher, app.state.planner = open_searcher(), planner
        warm_in_background(app.state.searcher.planner, planner)
        yield
        app.state.searcher.close()

    app = FastAPI(title="rallyscope search", lifespan=lifespan)
    app.include_router(router)
    return app
