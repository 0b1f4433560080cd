"""The search commands of the CLI: ``search``, ``eval``, ``serve`` and ``index ...``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from rallyscope import config

console = Console()
index_app = typer.Typer(no_args_is_help=True, help="The search index: build, list, rollback.")


def search_params() -> dict:
    return config.params()["search"]


def open_searcher(llm: bool = True):  # noqa: ANN201 - a Searcher; imported late (model load)
    """The searcher over the published index, with the LLM query parser when ``llm``."""
    from rallyscope.db import engine
    from rallyscope.planner.llm import from_params as llm_parser
    from rallyscope.search import embed, rerank
    from rallyscope.search.engine import Searcher

    params = search_params()
    engine.prepare()  # migrated; searches only read, as the reader role
    return Searcher(
        engine.reader_url(),
        embed.from_params(params),
        params,
        rerank.from_params(params),
        llm_parser(params) if llm else None,
    )


PLANNERS = "rule | llm | auto | none"


def _planner(value: str | None) -> str:
    value = value or search_params()["planner"]
    if value not in ("rule", "llm", "auto", "none"):
        raise typer.BadParameter(f"planner is {PLANNERS}, not {value!r}")
    return value


def search(
    query: Annotated[str, typer.Argument(help="What to look for, in plain words")] = "",
    k: Annotated[int, typer.Option(help="How many rallies (1 to 1000)")] = 10,
    pattern: Annotated[
        str | None, typer.Option(help="A rally pattern; replaces the parse of the query")
    ] = None,
    planner: Annotated[str | None, typer.Option(help=PLANNERS)] = None,
    verify: Annotated[
        bool, typer.Option(help="Judge the results, keep the matched, rewrite the query if low")
    ] = False,
    judge: Annotated[
        str,
        typer.Option(help="With --verify: auto (an LLM where the parse misses words) | pattern"),
    ] = "auto",
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Search rallies: the query's pattern (exact, over every stroke), dense and sparse
    search, fused and reranked; ``--verify`` runs the verify-and-reformulate loop."""
    from rallyscope.search.engine import Options, SearchError

    mode = _planner(planner)
    if judge not in ("auto", "pattern"):
        raise typer.BadParameter(f"judge is auto or pattern, not {judge!r}")
    searcher = open_searcher(llm=mode in ("llm", "auto"))
    if verify:
        return _verified(searcher, query, k, Options(planner=mode), pattern, judge, as_json)
    try:
        result = searcher.search(query, k, Options(planner=mode), pattern)
    except SearchError as exc:
        if as_json:
            print(json.dumps({"error": str(exc)}))
        else:
            console.print(f"[red]{exc}[/red]")
        raise typer.Exit(2) from exc
    finally:
        searcher.close()
    if as_json:
        print(json.dumps([h.as_json() for h in result.hits], ensure_ascii=False))
        return
    _print_plan(result.plan)
    if not result.hits:
        console.print(f"no results: {result.reason}")
    table = Table("#", "match", "set", "rally", "score", "matches", "evidence", "video")
    for n, h in enumerate(result.hits, 1):
        table.add_row(
            str(n),
            h.match,
            str(h.set),
            str(h.rally),
            f"{h.score:.3f}",
            "; ".join(h.matched),
            " ".join(h.evidence)[:300],
            h.video or "",
        )
    console.print(table)


def _verified(searcher, query, k, options, pattern, judge, as_json) -> None:  # noqa: ANN001
    """``search --verify``: the loop's rounds, precision before and after, the results."""
    from rallyscope.db import engine
    from rallyscope.search import llmjudge
    from rallyscope.search.engine import SearchError
    from rallyscope.search.memory import Memory
    from rallyscope.search.verify import Settings, Verifier

    llm = llmjudge.from_params(config.params()) if judge == "auto" else None
    memory = Memory(searcher.conn, engine.writer_url())
    verifier = Verifier(searcher, Settings.from_params(search_params(), k), memory, llm)
    try:
        out = verifier.run(query, options, pattern)
    except (SearchError, *llmjudge.LLM_ERRORS) as exc:
        message = f"the LLM judge failed ({exc}): try --judge pattern" if llm else str(exc)
        if as_json:
            print(json.dumps({"error": message}))
        else:
            console.print(f"[red]{message}[/red]")
        raise typer.Exit(2) from exc
    finally:
        searcher.close()
        if llm is not None:
            llm.close()
    if as_json:
        print(json.dumps(out.as_json(), ensure_ascii=False, default=str))
        return
    _print_plan(out.plan)
    for n, r in enumerate(out.rounds, 1):
        kept = sum(x.matched for x in r.judgements)
        console.print(
            f"round {n} ({r.action}{': ' + r.pattern if r.pattern else ''}): {kept} of"
            f" {len(r.judgements)} matched, precision {r.precision:.2f}  {r.reason}"
        )
    for note in out.notes:
        console.print(f"[yellow]{note}[/yellow]")
    console.print(
        f"judge: {out.judge}; precision@{k} before {out.precision_before:.2f},"
        f" after {out.precision_after:.2f}; LLM calls {out.llm_calls}"
    )
    table = Table("#", "match", "set", "rally", "score", "matches")
    for n, h in enumerate(out.hits, 1):
        row = [str(n), h.match, str(h.set), str(h.rally), f"{h.score:.3f}", "; ".join(h.matched)]
        table.add_row(*row)
    console.print(table)


def _print_plan(plan) -> None:  # noqa: ANN001 - a Plan
    from rallyscope.pattern.syntax import render

    if plan is None:
        return
    if plan.pattern:
        console.print(f"pattern ({plan.parser}): [bold]{render(plan.pattern)}[/bold]")
        for item in plan.pattern.items:
            console.print(f"  - {item.describe()}")
    for note in plan.notes:
        console.print(f"[yellow]{note}[/yellow]")
    if plan.unexplained:
        console.print("not understood: " + ", ".join(plan.unexplained))


def plan(
    query: Annotated[str, typer.Argument(help="A query in plain words")],
    planner: Annotated[str | None, typer.Option(help=PLANNERS)] = None,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Show the pattern a query parses to, and which of its words the pattern explains."""
    from rallyscope.db import engine
    from rallyscope.pattern.players import PlayerNames
    from rallyscope.planner.llm import from_params as llm_parser
    from rallyscope.planner.plan import Planner

    mode = _planner(planner)
    params = search_params()
    with engine.connect() as conn:
        names = conn.execute("SELECT player_a FROM matches UNION SELECT player_b FROM matches")
        players = PlayerNames([n for (n,) in names])
    planner_ = Planner(players, params, llm_parser(params) if mode in ("llm", "auto") else None)
    result = planner_.plan(query, "rule" if mode == "none" else mode)
    if as_json:
        print(json.dumps(result.as_json(), ensure_ascii=False))
        return
    _print_plan(result)
    console.print("explains: " + ", ".join(result.explained))


def evaluate(
    queries: Annotated[Path, typer.Option(help="JSONL: id, category, query, relevant")],
    split: Annotated[str | None, typer.Option(help="Only the queries of this split")] = None,
    depth: Annotated[int | None, typer.Option(help="Ranked list length scored")] = None,
    planner: Annotated[str | None, typer.Option(help=PLANNERS)] = None,
    tags: Annotated[bool, typer.Option(help="Let the planner use tactic tags")] = True,
    rerank: Annotated[bool, typer.Option(help="Rerank the fused list")] = True,
    mode: Annotated[str, typer.Option(help="hybrid | dense | sparse")] = "hybrid",
    out: Annotated[Path | None, typer.Option(help="Folder for metrics.json and .md")] = None,
) -> None:
    """Score the search on a query set: Hit@K, Recall@K, P@10, MAP, MdR, MnR per category,
    and per intent the consistency of the patterns its wordings parse to."""
    from rallyscope.search import evaluation, metrics
    from rallyscope.search.engine import Options

    if mode not in ("hybrid", "dense", "sparse"):
        raise typer.BadParameter("mode is hybrid, dense or sparse")
    try:
        items = metrics.read_queries(queries, split)
    except (OSError, ValueError) as exc:
        console.print(f"[red]{exc}[/red]")
        raise typer.Exit(2) from exc
    depth = depth or int(search_params()["eval_depth"])
    options = Options(
        planner=_planner(planner),
        rerank=rerank,
        dense=mode != "sparse",
        sparse=mode != "dense",
        tags=tags,
    )
    searcher = open_searcher(llm=options.planner in ("llm", "auto"))
    with Progress(console=console, transient=True) as progress:
        rows = evaluation.run(
            searcher, items, depth, options, lambda xs: progress.track(xs, description="queries")
        )
    searcher.close()
    overall, categories = metrics.summarise(rows), metrics.by_category(rows)
    consistency = {
        "pattern": metrics.consistency(rows, "pattern"),
        "selection": metrics.consistency(rows, "selection"),
    }
    table = metrics.markdown(overall, categories, rows)
    console.print(table)
    console.print(
        f"intent consistency over {consistency['pattern']['intents']} intents: "
        f"same pattern {consistency['pattern']['mean']:.3f}, "
        f"same rallies selected {consistency['selection']['mean']:.3f}"
    )
    if out:
        out.mkdir(parents=True, exist_ok=True)
        summary = {
            "overall": overall,
            "categories": categories,
            "consistency": consistency,
            "queries": rows,
            "options": options.__dict__ | {"depth": depth, "split": split},
        }
        (out / "metrics.json").write_text(json.dumps(summary, indent=2))
        (out / "metrics.md").write_text(table)
        console.print(f"wrote {out / 'metrics.json'} and {out / 'metrics.md'}")


def serve(
    host: Annotated[str, typer.Option(help="Address to listen on")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on")] = 8080,
    planner: Annotated[str | None, typer.Option(help="The default planner: " + PLANNERS)] = None,
    llm: Annotated[bool, typer.Option(help="Offer the LLM query parser")] = True,
) -> None:
    """Serve the JSON API (/search, /rallies/{id}, /health) and the web app (/, /rally/...,
    /player/..., /match/..., /runs) from one process."""
    import uvicorn

    from rallyscope.web.app import create_app

    console.print(f"rallyscope at http://{host}:{port}/ (API schema at /docs)")
    app = create_app(lambda: open_searcher(llm=llm), planner=_planner(planner))
    uvicorn.run(app, host=host, port=port)


@index_app.command("build")
def index_build(
    full: Annotated[bool, typer.Option(help="Embed every document again")] = False,
) -> None:
    """Build, gate and publish a new index version (only when documents changed)."""
    from flows.rebuild_index import rebuild_index

    summary = rebuild_index(full=full)
    console.print(summary)


@index_app.command("list")
def index_list() -> None:
    """Index versions, newest first."""
    from rallyscope.db import engine
    from rallyscope.search import versions

    with engine.connect() as conn:
        rows = versions.listing(conn)
    table = Table("version", "status", "current", "documents", "type", "created", "published")
    for r in rows:
        table.add_row(
            str(r["version"]),
            r["status"],
            "*" if r["is_current"] else "",
            str(r["documents"] or ""),
            str(r["index_type"] or ""),
            f"{r['created_at']:%Y-%m-%d %H:%M:%S}",
            f"{r['published_at']:%Y-%m-%d %H:%M:%S}" if r["published_at"] else "",
        )
    console.print(table)


@index_app.command("rollback")
def index_rollback(version: int) -> None:
    """Make an older validated version current again."""
    from rallyscope.db import engine
    from rallyscope.search import versions

    with engine.connect() as conn:
        try:
            versions.rollback(conn, version)
        except ValueError as exc:
            console.print(f"[red]{exc}[/red]")
            raise typer.Exit(2) from exc
    console.print(f"index v{version} is current")
