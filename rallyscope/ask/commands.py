"""``rallyscope ask "QUESTION" [--json]``: a checked answer, with its evidence and steps."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console

if TYPE_CHECKING:  # the planner behind it loads spaCy and torch: not for every command
    from rallyscope.ask.answer import Answer

console = Console()


def open_asker(agent: bool):  # noqa: ANN201 - an Asker; the index opens if search runs
    """The asker over the reader role of the configured database, with the LLM agent for
    what the rules miss when ``agent``."""
    from rallyscope import config
    from rallyscope.ask.agent import agent_from_params, reworder_from_params
    from rallyscope.ask.answer import Asker
    from rallyscope.db import engine
    from rallyscope.search.commands import open_searcher, search_params

    engine.prepare()
    llm = agent_from_params(config.params()) if agent else None
    reworder = reworder_from_params(config.params(), llm)
    return Asker(
        engine.reader_url(), search_params(), lambda: open_searcher(llm=False), llm, reworder
    )


def ask(
    question: Annotated[str, typer.Argument(help="A question about the archive, in plain words")],
    as_json: Annotated[bool, typer.Option("--json", help="The answer as one JSON object")] = False,
    agent: Annotated[
        bool | None, typer.Option(help="Ask the LLM agent what the rules miss (default: ask.agent)")
    ] = None,
) -> None:
    """Answer a question from the archive: how many, what share, which most, average, the
    longest rally, show me. Every number in the answer comes from a query shown in its steps."""
    from rallyscope import config
    from rallyscope.db import readonly

    if agent is None:
        agent = bool((config.params().get("ask") or {}).get("agent", True))
    try:
        answer = open_asker(agent).ask(question)
    except (ValueError, readonly.QueryError) as exc:
        console.print(f"[red]{exc}[/red]", soft_wrap=True)
        raise typer.Exit(1) from exc
    if as_json:
        print(json.dumps(answer.model_dump(mode="json")))
    else:
        _print(answer)


def _print(answer: Answer) -> None:
    if answer.path == "reworded":
        console.print(f"[dim]read as: {answer.steps[0]['reworded']}[/dim]", soft_wrap=True)
    console.print(answer.answer, soft_wrap=True)
    for e in answer.evidence[:10]:
        console.print(f"  {e.match}  set {e.set}  rally {e.rally}", soft_wrap=True)
    console.print(
        f"[dim]{answer.path} path, {answer.tool_calls} tool calls, {answer.llm_calls} LLM calls,"
        f" {answer.seconds:.2f} s[/dim]"
    )
