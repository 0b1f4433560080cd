"""``GET /ask?q=QUESTION``: the checked answer as JSON (the schema is :class:`Answer`)."""

from __future__ import annotations

from fastapi import APIRouter, HTTPException, Query, Request

from rallyscope.ask.answer import MAX_QUESTION_CHARS, Answer
from rallyscope.db import readonly
from rallyscope.search.api import Error

router = APIRouter()


@router.get(
    "/ask",
    response_model=Answer,
    responses={
        400: {"model": Error, "description": "An empty or overlong question"},
        503: {"model": Error, "description": "The database refused or stopped a query"},
    },
)
def ask(
    request: Request,
    q: str = Query(..., min_length=1, max_length=MAX_QUESTION_CHARS, description="the question"),
) -> Answer:
    """The answer, its value, the rallies it cites, the queries run and the steps taken;
    ``status`` says whether it was answered (else not_found, cannot_answer, or failed_check:
    a draft whose numbers or rallies the check refused is never returned)."""
    try:
        return request.app.state.asker.ask(q)
    except ValueError as exc:
        raise HTTPException(400, str(exc)) from exc
    except readonly.QueryError as exc:
        raise HTTPException(503, str(exc)) from exc
