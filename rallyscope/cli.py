"""The ``rallyscope`` command line."""

from __future__ import annotations

import csv
import json
import logging
import os
import sys
from datetime import date
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from rallyscope import config
from rallyscope.ask import commands as ask_commands
from rallyscope.search import commands as search_commands

app = typer.Typer(no_args_is_help=True, help="Tactical search over badminton matches.")
db_app = typer.Typer(no_args_is_help=True, help="The PostgreSQL database.")
app.add_typer(db_app, name="db")
console = Console()
err = Console(stderr=True)


def _prefect_env() -> None:
    """Keep Prefect's state in the project and its analytics off, unless configured."""
    home = Path(os.environ.setdefault("PREFECT_HOME", str(config.data_dir() / "prefect")))
    home.mkdir(parents=True, exist_ok=True)  # Prefect makes only the last folder
    os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
    os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "90")


_prefect_env()  # before anything imports Prefect and reads its settings


def _print_summary(title: str, summary: dict) -> None:
    table = Table(title=title, show_header=False)
    if summary.get("synthetic"):
        table.add_row("data", "[yellow]synthetic corpus (ShuttleSet not found)[/yellow]")
    for key in (
        "matches",
        "unchanged",
        "rallies",
        "strokes",
        "set_aside_rows",
        "duplicates_skipped",
    ):
        if key in summary:
            table.add_row(key.replace("_", " "), str(summary[key]))
    quarantined = summary.get("quarantined") or {}
    table.add_row("quarantined", str(len(quarantined)))
    for match_id, reason in quarantined.items():
        table.add_row("", f"{match_id}: {reason[:160]}")
    for stage, seconds in (summary.get("seconds") or {}).items():
        table.add_row(f"time {stage}", f"{seconds:.2f} s")
    if "models" in summary:
        table.add_row("dbt build", ", ".join(f"{k} {v}" for k, v in summary["models"].items()))
    if "vision" in summary:
        table.add_row("vision", summary["vision"])
    if "narratives" in summary:
        table.add_row("narratives", summary["narratives"])
    if "index" in summary:
        table.add_row("search index", summary["index"])
    console.print(table)


def _run_flow(label: str, fn, quiet: bool = False, **kwargs) -> dict:  # noqa: ANN001
    """Run a flow showing its stage logs; per-task lines are left to the Prefect UI."""
    logging.getLogger("prefect.task_runs").setLevel(logging.WARNING)
    (err if quiet else console).rule(label)
    return fn(**kwargs)


def _narrate_sample() -> int | None:
    """``RALLYSCOPE_NARRATE_SAMPLE`` overrides how many rallies a run narrates (0: none)."""
    value = os.environ.get("RALLYSCOPE_NARRATE_SAMPLE")
    return int(value) if value else None


@app.command()
def narrate(
    match: Annotated[str, typer.Option(help="Match folder (or its name)")],
    set_no: Annotated[int | None, typer.Option("--set", help="Set number")] = None,
    rally: Annotated[int | None, typer.Option(help="Rally number")] = None,
    force: Annotated[bool, typer.Option(help="Narrate again even if narrated or failed")] = False,
    mode: Annotated[str | None, typer.Option(help="full|no_review|no_debate|neither")] = None,
    profile: Annotated[str | None, typer.Option(help="cpu|production (default: auto)")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object per rally")] = False,
) -> None:
    """Narrate one rally, a set or a whole match with the multi-agent debate."""
    from flows.narrate import narrate as narrate_flow
    from rallyscope.narrate.narrator import PUBLIC

    if as_json:  # stdout carries the JSON alone
        logging.getLogger("prefect").setLevel(logging.WARNING)
    summary = _run_flow(
        "narrate",
        narrate_flow,
        quiet=as_json,
        match_id=Path(match).name,
        set_no=set_no,
        rally_no=rally,
        force=force,
        mode=mode,
        profile=profile,
    )
    keys = ("match", "set", "rally", "status", *PUBLIC)
    rallies = [{k: r.get(k) for k in keys} for r in summary["rallies"]]
    for r in summary["rallies"]:
        if why := r.get("reason") or r.get("error"):
            err.print(f"{r['match']}|{r['set']}|{r['rally']} {r['status']}: {why}")
    if as_json:
        print(json.dumps(rallies[0] if len(rallies) == 1 else rallies, indent=2))
        return
    _print_narratives(rallies, summary)


def _print_narratives(rallies: list[dict], summary: dict) -> None:
    table = Table(title=f"narrate ({summary['profile']} profile)")
    for column in ("rally", "status", "grounding", "claims", "seconds"):
        table.add_column(column)
    for r in rallies:
        score = r["grounding_score"]
        table.add_row(
            f"{r['match']}|{r['set']}|{r['rally']}",
            r["status"],
            "-" if score is None else f"{score:.2f}",
            "-"
            if r["claims_checked"] is None
            else f"{r['claims_supported']}/{r['claims_checked']}",
            f"{r['seconds']:.1f}",
        )
    console.print(table)
    if len(rallies) == 1 and rallies[0]["sections"]:
        for section in rallies[0]["sections"].values():
            console.print(section)


@app.command()
def run(landing: Annotated[str | None, typer.Option(help="Landing folder")] = None) -> None:
    """The main job: start the database, process every match (vision where there is video),
    narrate a sample, build the SQL models and the search index."""
    from flows.nightly import nightly
    from rallyscope.db import engine, roles

    console.print(f"database: {roles.mask(engine.prepare())}")
    summary = _run_flow(
        "processing matches", nightly, landing=landing, narrate_sample=_narrate_sample()
    )
    _print_summary("rallyscope run", summary)


@app.command()
def nightly(
    landing: Annotated[str | None, typer.Option(help="Landing folder")] = None, models: bool = True
) -> None:
    """Process new or changed matches, narrate new rallies, build the models and the index."""
    from flows.nightly import nightly as nightly_flow

    summary = _run_flow(
        "nightly", nightly_flow, landing=landing, models=models, narrate_sample=_narrate_sample()
    )
    _print_summary("nightly", summary)


@app.command()
def ingest(
    paths: Annotated[list[Path], typer.Argument(help="Landing folders")],
    match: Annotated[str | None, typer.Option(help="Only this match")] = None,
    force: bool = False,
) -> None:
    """Process the matches in PATH... now, whether or not they changed."""
    from flows.ingest_match import ingest_match

    for path in paths:
        summary = _run_flow(
            f"ingesting {path}", ingest_match, landing=str(path), match_id=match, force=force
        )
        _print_summary(f"ingest {path}", summary)


@app.command()
def backfill(
    match: Annotated[list[str] | None, typer.Option(help="Match id (repeat)")] = None,
    tournament: Annotated[str | None, typer.Option()] = None,
    date_from: Annotated[str | None, typer.Option("--from", help="YYYY-MM-DD")] = None,
    date_to: Annotated[str | None, typer.Option("--to", help="YYYY-MM-DD")] = None,
    stage: Annotated[str, typer.Option(help="First stage to recompute, or narrate")] = "ingest",
    landing: Annotated[str | None, typer.Option()] = None,
    llm_model: Annotated[str | None, typer.Option(help="Re-narrate with this model")] = None,
) -> None:
    """Recompute chosen stages for chosen matches; results replace the old ones atomically."""
    from flows.backfill import backfill as backfill_flow

    summary = _run_flow(
        "backfill",
        backfill_flow,
        match_ids=match,
        tournament=tournament,
        date_from=date.fromisoformat(date_from) if date_from else None,
        date_to=date.fromisoformat(date_to) if date_to else None,
        start_stage=stage,
        landing=landing,
        narrate_overrides=(
            {"default": {**config.params()["narrate"]["default"], "model": llm_model}}
            if llm_model
            else None
        ),
    )
    _print_summary("backfill", summary)


@db_app.command("up")
def db_up() -> None:
    """Start the embedded PostgreSQL (unless an external URL is set) and migrate it."""
    from rallyscope.db import engine, roles

    console.print(f"database ready: {roles.mask(engine.prepare())}")


@db_app.command("status")
def db_status() -> None:
    """Whether the database answers, its version and row counts."""
    from rallyscope.db import engine, roles

    try:
        url = engine.database_url(
            start=bool(os.environ.get("RALLYSCOPE_DATABASE_URL"))
            or (engine.embedded_dir() / "postmaster.pid").exists()
        )
        with engine.connect(url, connect_timeout=5) as conn:
            version = conn.execute("SHOW server_version").fetchone()[0]
            counts = {
                t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
                for t in ("matches", "rallies", "strokes", "quarantine")
            }
    except Exception as exc:  # noqa: BLE001 - report, don't crash
        console.print(f"[red]database not reachable[/red]: {roles.mask(str(exc))}")
        raise typer.Exit(1) from exc
    console.print(f"PostgreSQL {version} at {roles.mask(url)}")
    console.print(", ".join(f"{k}: {v}" for k, v in counts.items()))


@db_app.command("down")
def db_down() -> None:
    """Stop the embedded PostgreSQL."""
    from rallyscope.db import engine

    console.print("stopped" if engine.stop_embedded() else "the embedded database was not running")


@app.command()
def sql(
    query: str,
    as_json: Annotated[bool, typer.Option("--json")] = False,
    as_csv: Annotated[bool, typer.Option("--csv")] = False,
) -> None:
    """Run one read-only SELECT as the reader role; print a table, or JSON (--json) or CSV
    (--csv). Limits: sql.statement_timeout_ms and sql.max_rows in params.yaml."""
    from rallyscope.db import engine, readonly

    try:
        result = readonly.run(query, engine.reader_url())
    except (readonly.RefusedStatement, readonly.QueryError) as exc:
        console.print(f"[red]{exc}[/red]", soft_wrap=True)
        raise typer.Exit(1) from exc
    columns, rows = result.columns, result.rows
    if as_json:
        print(json.dumps([dict(zip(columns, r, strict=True)) for r in rows], default=str))
    elif as_csv:
        writer = csv.writer(sys.stdout)
        writer.writerow(columns)
        writer.writerows(rows)
    else:
        table = Table(*columns)
        for r in rows:
            table.add_row(*("" if v is None else str(v) for v in r))
        console.print(table)
        console.print(f"{len(rows)} rows")
    if result.truncated:
        Console(stderr=True).print(
            f"[yellow]only the first {result.limit} rows are shown (sql.max_rows)[/yellow]"
        )


@app.command()
def runs(limit: int = 10) -> None:
    """Recent pipeline runs, failed stages and the open quarantine."""
    from rallyscope.db import engine

    with engine.connect(engine.reader_url()) as conn:
        recent = conn.execute(
            "SELECT run_id, flow, status, started_at, finished_at, summary FROM pipeline_runs "
            "ORDER BY started_at DESC LIMIT %s",
            [limit],
        ).fetchall()
        open_items = conn.execute(
            "SELECT item, stage, reason, report, created_at FROM quarantine "
            "WHERE resolved_at IS NULL ORDER BY created_at DESC"
        ).fetchall()
    table = Table(
        "run", "flow", "status", "started", "seconds", "matches", "quarantined", title="recent runs"
    )
    for run_id, flow, status, started, finished, summary in recent:
        took = f"{(finished - started).total_seconds():.1f}" if finished else "-"
        table.add_row(
            str(run_id)[:8],
            flow,
            status,
            f"{started:%Y-%m-%d %H:%M:%S}",
            took,
            str(summary.get("matches", "-")),
            str(len(summary.get("quarantined", {}))),
        )
    console.print(table)
    table = Table("item", "stage", "reason", "where", title="open quarantine")
    for item, stage, reason, report, _ in open_items:
        where = ", ".join(f"{k} {report[k]}" for k in ("file", "row", "field") if report.get(k))
        table.add_row(item, stage, reason[:120], where)
    console.print(table)


@app.command("stage")
def dvc_stage(name: str, out: Path, landing: Annotated[str | None, typer.Option()] = None) -> None:
    """Run one stage over the whole corpus into parquet files (what `dvc repro` calls)."""
    from rallyscope.dvcstages import run_stage

    run_stage(name, out, landing, console)


@app.command()
def synthetic(out: Path, matches: int = 6, seed: int = 2024) -> None:
    """Write a seeded synthetic corpus in ShuttleSet's layout."""
    from rallyscope.synthetic import generate_corpus

    names = generate_corpus(out, n_matches=matches, seed=seed)
    console.print(f"wrote {len(names)} matches to {out}")


@app.command()
def deploy() -> None:
    """Serve the nightly flow on its cron schedule (needs a Prefect server to talk to)."""
    from infra.deployments import serve_nightly

    serve_nightly()


court_app = typer.Typer(no_args_is_help=True, help="Court calibration from images.")
app.add_typer(court_app, name="court")


@court_app.command("detect")
def court_detect(image: Path, as_json: Annotated[bool, typer.Option("--json")] = False) -> None:
    """Detect the court in a broadcast frame: the outer corners in pixels and a score."""
    import cv2

    from rallyscope.vision.detect import CourtNotFound, detect

    def fail(message: str, code: int) -> typer.Exit:
        if as_json:
            print(json.dumps({"error": message}))
        else:
            console.print(f"[red]{message}[/red]")
        return typer.Exit(code)

    frame = cv2.imread(str(image))
    if frame is None:
        raise fail(f"{image}: not a readable image", 2)
    try:
        found = detect(frame)
    except CourtNotFound as exc:
        raise fail(f"{image}: {exc}", 1) from exc
    if as_json:
        print(json.dumps(found.as_json()))
    else:
        console.print(found.as_json())


@app.command("vision")
def vision_command(
    match: Annotated[list[str] | None, typer.Option(help="Match id (repeat)")] = None,
    landing: Annotated[str | None, typer.Option()] = None,
    weights: Annotated[str | None, typer.Option(help="YOLO pose weights (a bigger model)")] = None,
) -> None:
    """Court detection and poses again for matches with a video (a backfill from the vision
    stage; --weights for a bigger pose model)."""
    from flows.vision import vision

    summary = _run_flow("vision", vision, match_ids=match, landing=landing, weights=weights)
    console.print(summary)


app.command("search")(search_commands.search)
app.command("plan")(search_commands.plan)
app.command("eval")(search_commands.evaluate)
app.command("serve")(search_commands.serve)
app.command("ask")(ask_commands.ask)
app.add_typer(search_commands.index_app, name="index")

if __name__ == "__main__":
    app()
