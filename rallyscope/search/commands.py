"""The search commands of the CLI: ``search``, ``eval``, ``serve`` and ``index ...``."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from rallyscope import config

console = Console()
index_app = typer.Typer(no_args_is_help=True, help="The search index: build, list, rollback.")


def search_params() -> dict:
    return config.params()["search"]


def open_searcher():  # noqa: ANN201 - a Searcher; imported late, the model takes seconds
    from rallyscope.db import engine
    from rallyscope.search import embed, rerank
    from rallyscope.search.engine import Searcher

    params = search_params()
    return Searcher(engine.prepare(), embed.from_params(params), params, rerank.from_params(params))


def search(
    query: Annotated[str, typer.Argument(help="What to look for, in plain words")],
    k: Annotated[int, typer.Option(help="How many rallies (1 to 1000)")] = 10,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Search rallies: exact constraints, dense and sparse search, fused and reranked."""
    from rallyscope.search.engine import SearchError

    searcher = open_searcher()
    try:
        result = searcher.search(query, k)
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
    if result.constraints:
        console.print("constraints: " + "; ".join(result.constraints))
    if not result.hits:
        console.print(f"no results: {result.reason}")
    table = Table("#", "match", "set", "rally", "score", "explanation", "video")
    for n, h in enumerate(result.hits, 1):
        table.add_row(
            str(n),
            h.match,
            str(h.set),
            str(h.rally),
            f"{h.score:.3f}",
            " ".join(h.evidence)[:300],
            h.video or "",
        )
    console.print(table)


def evaluate(
    queries: Annotated[Path, typer.Option(help="JSONL: id, category, query, relevant")],
    depth: Annotated[int | None, typer.Option(help="Ranked list length scored")] = None,
    planner: Annotated[bool, typer.Option(help="Use the query planner's constraints")] = True,
    rerank: Annotated[bool, typer.Option(help="Rerank the fused list")] = True,
    mode: Annotated[str, typer.Option(help="hybrid | dense | sparse")] = "hybrid",
    out: Annotated[Path | None, typer.Option(help="Folder for metrics.json and .md")] = None,
) -> None:
    """Score the search on a query set: Hit@K, Recall@K, P@10, MAP, MdR, MnR."""
    from rallyscope.search import metrics
    from rallyscope.search.engine import Options

    if mode not in ("hybrid", "dense", "sparse"):
        raise typer.BadParameter("mode is hybrid, dense or sparse")
    try:
        items = metrics.read_queries(queries)
    except (OSError, ValueError) as exc:
        console.print(f"[red]{exc}[/red]")
        raise typer.Exit(2) from exc
    depth = depth or int(search_params()["eval_depth"])
    options = Options(
        planner=planner, rerank=rerank, dense=mode != "sparse", sparse=mode != "dense"
    )
    searcher = open_searcher()
    rows, latencies = [], []
    for item in items:
        clock = time.perf_counter()
        result = searcher.search(item["query"], depth, options)
        latencies.append(time.perf_counter() - clock)
        ranked = [f"{h.match}|{h.set}|{h.rally}" for h in result.hits]
        rows.append(
            {
                "id": item["id"],
                "category": item["category"],
                **metrics.score(ranked, set(item["relevant"]), depth),
            }
        )
    searcher.close()
    overall, categories = metrics.summarise(rows), metrics.by_category(rows)
    table = metrics.markdown(overall, categories, rows)
    console.print(table)
    if out:
        out.mkdir(parents=True, exist_ok=True)
        summary = {
            "overall": overall,
            "categories": categories,
            "queries": rows,
            "options": options.__dict__ | {"depth": depth},
        }
        (out / "metrics.json").write_text(json.dumps(summary, indent=2))
        (out / "metrics.md").write_text(table)
        console.print(f"wrote {out / 'metrics.json'} and {out / 'metrics.md'}")


def serve(host: str = "127.0.0.1", port: int = 8080) -> None:
    """Serve the HTTP API: GET /search, GET /rallies/{id}."""
    import uvicorn

    from rallyscope.search.api import create_app

    uvicorn.run(create_app(), host=host, port=port)


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
