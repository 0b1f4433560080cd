"""The web app and the JSON API in one FastAPI process (``rallyscope serve``).

Pages are rendered on the server (Jinja2); courts are SVG drawn by ``rallyscope.web.court``;
charts are plotly figures drawn by the plotly.js that ships inside the plotly package. Every
asset is served from here, so the app works with no network. Pages only read.
"""

from __future__ import annotations

import difflib
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path as FilePath
from typing import Annotated, Literal
from urllib.parse import quote

import plotly
import torch
from fastapi import APIRouter, FastAPI, Path, Query, Request
from fastapi.responses import FileResponse, HTMLResponse, Response
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates
from pydantic import BaseModel, Field

from rallyscope import config
from rallyscope.ask import api as ask_api
from rallyscope.ask.answer import Answer, Asker
from rallyscope.db import readonly
from rallyscope.planner.plan import warm_in_background
from rallyscope.search import api
from rallyscope.search.engine import Searcher
from rallyscope.vocabulary import EndReason, ShotType
from rallyscope.web import match, player, rally, results, runs
from rallyscope.web.court import FINAL_COLOUR, HITTER_COLOURS
from rallyscope.web.db import Reader

HERE = FilePath(__file__).parent
PLOTLY_JS = FilePath(plotly.__file__).parent / "package_data" / "plotly.min.js"
NAME = r"^[^\x00]+$"  # any name but one holding a NUL byte, which PostgreSQL cannot store
HTML = {"content": {"text/html": {"schema": {"type": "string"}}}}
NOT_FOUND = {404: {"description": "Not found: a page naming close matches"} | HTML}
SMALLINT, INT = 32767, 2**31 - 1
ASK_EXAMPLES = (
    "How many rallies last 40 shots or more?",
    "Which player hits the most smashes?",
)

templates = Jinja2Templates(directory=HERE / "templates")
templates.env.filters["q"] = lambda s: quote(str(s), safe="")
templates.env.globals |= {
    "rally_url": match.rally_url,
    "colours": HITTER_COLOURS,
    "final_colour": FINAL_COLOUR,
}
router = APIRouter(default_response_class=HTMLResponse)


def reader_of(request: Request) -> Reader:
    return request.app.state.reader


def not_found(request: Request, what: str, suggestions: list[tuple[str, str]]) -> HTMLResponse:
    """A 404 page naming what was asked for and the closest things that exist."""
    return templates.TemplateResponse(
        request,
        "not_found.html",
        {"what": what, "suggestions": suggestions},
        status_code=404,
    )


def closest(word: str, choices: list[str], n: int = 5) -> list[str]:
    """The choices most like ``word``: those containing it, then the closest spellings."""
    lowered = {c.lower(): c for c in choices}
    key = word.lower()
    found = [low for low in lowered if key in low]
    found += difflib.get_close_matches(key, list(lowered), n=n, cutoff=0.4)
    return [lowered[f] for f in dict.fromkeys(found)][:n]


class SearchParams(BaseModel):
    """The search page's query string; read leniently, since a person types it: a value
    that cannot be used is reported on the page."""

    q: str = Field("", description="what to look for, in plain words")
    pattern: str | None = Field(None, description="a rally pattern; replaces the parse")
    planner: str | None = Field(None, description="rule | llm | auto | none")
    player: str | None = Field(None, description="a player in the rally's match")
    tournament: str | None = None
    set: str | None = Field(None, description="set number")
    shot: str | None = Field(None, description="the last shot's type")
    end: str | None = Field(None, description="how the rally ended")
    min: str | None = Field(None, description="at least this many shots")
    max: str | None = Field(None, description="at most this many shots")
    page: str | None = Field(None, description="results page, from 1")
    ask: str = Field("", description="a question about the archive, answered above the results")

    def run(self, request: Request) -> tuple[results.Page, list, dict]:
        page_no = int(self.page) if (self.page or "").isdigit() else 1
        return results.search_page(
            request.app.state.searcher,
            reader_of(request),
            self.model_dump(exclude={"page", "format", "ask"}),
            min(page_no, 10**6),
            request.app.state.planner,
        )


class ExportParams(SearchParams):
    format: Literal["csv", "clips"] = Field("csv", description="rallies, or a clip list")


def answer_of(request: Request, question: str) -> tuple[Answer | None, str | None]:
    """The checked answer to the search page's question, or the reason there is none."""
    if not question.strip():
        return None, None
    if "\x00" in question:
        return None, "the question holds a NUL byte"
    try:
        return request.app.state.asker.ask(question.strip()), None
    except (ValueError, readonly.QueryError) as exc:
        return None, str(exc)


@router.get("/", responses={200: HTML})
def search_page(request: Request, params: Annotated[SearchParams, Query()]) -> HTMLResponse:
    reader = reader_of(request)
    page, _, _ = params.run(request)
    answer, ask_error = answer_of(request, params.ask)
    choices = {
        "players": player.names(reader),
        "tournaments": [
            r["tournament"]
            for r in reader.rows("SELECT DISTINCT tournament FROM matches ORDER BY 1")
        ],
        "shots": [s.value for s in ShotType],
        "ends": [e.value for e in EndReason],
    }
    return templates.TemplateResponse(
        request,
        "search.html",
        {
            "p": page,
            "choices": choices,
            "examples": results.EXAMPLES,
            "pattern_examples": results.PATTERN_EXAMPLES,
            "f": page.filters,
            "ask": params.ask,
            "a": answer,
            "ask_error": ask_error,
            "ask_examples": ASK_EXAMPLES,
        },
    )


@router.get(
    "/export",
    response_class=Response,
    responses={200: {"content": {"text/csv": {"schema": {"type": "string"}}}}},
)
def export(request: Request, params: Annotated[ExportParams, Query()]) -> Response:
    """The search's rallies as CSV (``format=csv``) or as a clip list (``format=clips``)."""
    clips = params.format == "clips"
    _, keys, hits = params.run(request)
    body = results.export_csv(reader_of(request), keys, hits, clips)
    name = "rallyscope-clips.csv" if clips else "rallyscope-rallies.csv"
    return Response(
        body,
        media_type="text/csv",
        headers={"Content-Disposition": f'attachment; filename="{name}"'},
    )


@router.get("/rally/{match_id}/{set_no}/{rally_no}", responses={200: HTML} | NOT_FOUND)
def rally_page(
    request: Request,
    match_id: str = Path(pattern=NAME),
    set_no: int = Path(ge=0, le=SMALLINT),
    rally_no: int = Path(ge=0, le=INT),
) -> HTMLResponse:
    reader = reader_of(request)
    found = rally.load(reader, match_id, set_no, rally_no)
    if found is None:
        known = reader.rows(
            "SELECT set_no, min(rally_no) AS first, max(rally_no) AS last FROM rallies "
            "WHERE match_id = %s GROUP BY set_no ORDER BY set_no",
            [match_id],
        )
        if known:
            suggestions = [
                (
                    f"Set {k['set_no']}: rallies {k['first']} to {k['last']}",
                    match.rally_url(match_id, k["set_no"], k["first"]),
                )
                for k in known
            ]
        else:
            suggestions = match_suggestions(reader, match_id)
        return not_found(request, f"rally {rally_no} of set {set_no} in {match_id}", suggestions)
    return templates.TemplateResponse(request, "rally.html", found)


def match_suggestions(reader: Reader, match_id: str) -> list[tuple[str, str]]:
    ids = [r["match_id"] for r in reader.rows("SELECT match_id FROM matches")]
    return [(m, f"/match/{quote(m, safe='')}") for m in closest(match_id, ids)]


@router.get("/match/{match_id}", responses={200: HTML} | NOT_FOUND)
def match_page(request: Request, match_id: str = Path(pattern=NAME)) -> HTMLResponse:
    reader = reader_of(request)
    found = match.load(reader, match_id)
    if found is None:
        return not_found(request, f"match {match_id}", match_suggestions(reader, match_id))
    return templates.TemplateResponse(request, "match.html", found)


@router.get("/player/{name}", responses={200: HTML} | NOT_FOUND)
def player_page(request: Request, name: str = Path(pattern=NAME)) -> HTMLResponse:
    reader = reader_of(request)
    names = player.names(reader)
    exact = next((n for n in names if n.lower() == name.lower()), None)
    if exact is None:
        suggestions = [(n, f"/player/{quote(n, safe='')}") for n in closest(name, names)]
        return not_found(request, f"player {name}", suggestions)
    return templates.TemplateResponse(request, "player.html", player.load(reader, exact))


@router.get("/runs", responses={200: HTML})
def runs_page(request: Request) -> HTMLResponse:
    return templates.TemplateResponse(request, "runs.html", runs.load(reader_of(request)))


@router.get("/static/plotly.min.js", include_in_schema=False)
def plotly_js() -> FileResponse:
    """plotly.js from the plotly package: charts draw with no network."""
    return FileResponse(PLOTLY_JS, headers={"Cache-Control": "public, max-age=86400"})


def ask_agent():  # noqa: ANN201 - an Agent or None
    """The LLM agent for /ask when ``ask.agent_in_api`` is set (a served model); else None:
    the API answers what the rules take and says so for the rest."""
    settings = config.params().get("ask") or {}
    if not settings.get("agent_in_api"):
        return None
    from rallyscope.ask.agent import agent_from_params

    return agent_from_params(config.params())


def create_app(
    open_searcher: Callable[[], Searcher] | None = None,
    reader_url: Callable[[], str] | None = None,
    planner: str | None = None,
) -> FastAPI:
    """The JSON API and the web app; ``open_searcher``, ``reader_url`` and the default
    ``planner`` default to what params and the environment name."""
    if open_searcher is None:
        from rallyscope.search.commands import open_searcher
    if reader_url is None:
        from rallyscope.db.engine import reader_url

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        torch.set_num_threads(int(config.params()["web"]["torch_threads"]))
        app.state.planner = planner or config.params()["search"]["planner"]
        app.state.searcher = open_searcher()
        warm_in_background(app.state.searcher.planner, app.state.planner)
        app.state.reader = Reader(reader_url())
        from rallyscope.ask.agent import reworder_from_params

        agent = ask_agent()
        app.state.asker = Asker(
            reader_url(),
            config.params()["search"],
            lambda: app.state.searcher,
            agent,
            reworder_from_params(config.params(), agent),
        )
        yield
        app.state.reader.close()
        app.state.searcher.close()
        if agent is not None:
            agent.close()

    app = FastAPI(title="rallyscope", lifespan=lifespan)

    @app.middleware("http")
    async def server_timing(request: Request, call_next: Callable) -> Response:
        start = time.perf_counter()
        response = await call_next(request)
        response.headers["Server-Timing"] = f"app;dur={(time.perf_counter() - start) * 1e3:.1f}"
        return response

    app.include_router(api.router)
    app.include_router(ask_api.router)
    app.include_router(router)
    app.mount("/static", StaticFiles(directory=HERE / "static"), name="static")
    return app
