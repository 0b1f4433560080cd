"""Running the gates: validate a stage's whole batch and name the failing matches."""

from __future__ import annotations

import math
import threading
import time
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import numpy as np
import polars as pl

from rallyscope.quality.suites import (
    FAILED_ROWS_SHOWN,
    STAGE_SUITES,
    stored_suite,
    suite_parameters,
)


@dataclass
class GateResult:
    stage: str
    success: bool
    failed: list[dict] = field(default_factory=list)  # one entry per failed expectation
    failing_matches: dict[str, list[str]] = field(default_factory=dict)  # match -> failures
    failing_rows: dict[int, list[str]] = field(default_factory=dict)  # row index -> failures
    rows: int = 0
    matches: int = 0
    seconds: float = 0.0

    def report(self) -> dict:
        """JSON-serialisable summary (no NaN or infinities), for the quarantine table."""
        return _jsonable(
            {
                "stage": self.stage,
                "success": self.success,
                "rows": self.rows,
                "matches": self.matches,
                "seconds": round(self.seconds, 3),
                "failed": self.failed,
                "failing_matches": self.failing_matches,
            }
        )


_LOCK = threading.Lock()
_COMPLETE = {"result_format": "COMPLETE", "return_unexpected_index_query": False}


@cache
def _context() -> tuple[Any, Any]:
    """One ephemeral GE context with a pandas data source, and its whole-frame batch setup."""
    import great_expectations as gx

    context = gx.get_context(mode="ephemeral")
    context.variables.progress_bars = {"globally": False, "metric_calculations": False}
    source = context.data_sources.add_pandas("rallyscope")
    asset = source.add_dataframe_asset("batch")
    return context, asset.add_batch_definition_whole_dataframe("whole")


def _prepare(name: str, frame: pl.DataFrame) -> pl.DataFrame:
    """The table suite ``name`` validates, built from the stage's frame."""
    if name == "calibrate_matches":
        cols = [c for c in ("reprojection_error_px", "agreement_m") if c in frame.columns]
        return frame.group_by("match_id", maintain_order=True).agg(pl.col(cols).first())
    if name == "gamelog" and "flags" in frame.columns:
        flags = pl.col("flags").fill_null([])
        return frame.with_columns(
            ~(flags.list.contains("no_winner") | flags.list.contains("incomplete")).alias(
                "is_complete"
            ),
            flags.list.contains("shot_gap").alias("has_shot_gap"),
        )
    return frame


def _columns(suite: dict[str, Any]) -> set[str]:
    """Every column a suite's expectations read (conditions included)."""
    cols: set[str] = set()

    def walk(node: Any, key: str | None = None) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                walk(v, k)
        elif isinstance(node, list):
            for v in node:
                walk(v, key)
        elif isinstance(node, str) and key in ("column", "column_A", "column_B", "column_list"):
            cols.add(node)
        elif isinstance(node, str) and key == "name":
            cols.add(node)  # a row condition's Column(name)

    for exp in suite["expectations"]:
        walk(exp["kwargs"])
    return cols


def _parameters_used(suite: dict[str, Any]) -> set[str]:
    found: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if "$PARAMETER" in node:
                found.add(node["$PARAMETER"])
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(suite["expectations"])
    return found


def _to_pandas(table: pl.DataFrame, columns: set[str]) -> Any:
    """Only the columns the suite reads, integers widened to 64 bits: GE's pandas checks
    are vectorised for int64/float64 only, and fall back to a Python loop otherwise."""
    keep = ["match_id", *sorted(c for c in columns if c in table.columns and c != "match_id")]
    table = table.select(keep).with_columns(pl.selectors.integer().cast(pl.Int64))
    return table.to_pandas()


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | np.ndarray):
        return [_jsonable(v) for v in value]
    if isinstance(value, np.generic):
        value = value.item()
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return str(value)


def _exception(result: dict[str, Any]) -> str | None:
    info = result.get("exception_info") or {}
    infos = [info] if "raised_exception" in info else list(info.values())
    messages = [i.get("exception_message") for i in infos if i.get("raised_exception")]
    return "; ".join(str(m) for m in messages if m) or ("error" if messages else None)


def _columns_of(kwargs: dict[str, Any]) -> list[str]:
    if "column_list" in kwargs:
        return list(kwargs["column_list"])
    return [kwargs[k] for k in ("column", "column_A", "column_B") if k in kwargs]


def _rows_per_match(result: dict[str, Any], match_ids: np.ndarray) -> dict[str, int] | None:
    """Unexpected rows of a result counted per match; None when it has no rows to point at
    (it raised, or it is about the table as a whole)."""
    if _exception(result) is not None:
        return None
    indices = (result.get("result") or {}).get("unexpected_index_list")
    if not indices:
        return None
    ids, counts = np.unique(match_ids[np.asarray(indices, dtype=np.int64)], return_counts=True)
    return {str(m): int(n) for m, n in zip(ids, counts, strict=True)}


def _failure(
    suite: str, result: dict[str, Any], per_match: dict[str, int] | None, all_matches: list[str]
) -> dict[str, Any]:
    """A failed expectation's entry in the report."""
    config = result["expectation_config"]
    kwargs = config["kwargs"]
    res = result.get("result") or {}
    hidden = ("column", "column_list", "column_A", "column_B", "batch_id")
    entry = {
        "suite": suite,
        "expectation": config["type"],
        "description": config.get("description"),
        "columns": _columns_of(kwargs),
        "kwargs": {k: v for k, v in kwargs.items() if k not in hidden},
        "observed_value": res.get("observed_value"),
        "unexpected_count": res.get("unexpected_count"),
        "unexpected_percent": res.get("unexpected_percent"),
        "unexpected_values": (res.get("partial_unexpected_list") or [])[:FAILED_ROWS_SHOWN],
        "matches": sorted(per_match) if per_match is not None else all_matches,
        "exception": _exception(result),
    }
    return _jsonable(entry)


def _describe(entry: dict[str, Any], rows: int | None) -> str:
    what = entry["description"] or f"{entry['expectation']}({', '.join(entry['columns'])})"
    if rows is not None:
        return f"{what} ({rows} row{'s' if rows != 1 else ''})"
    if entry["exception"]:
        return f"{what} (whole batch: {entry['exception']})"
    return f"{what} (whole batch: observed {entry['observed_value']})"


def _per_match_mostly(
    per_match: dict[str, int], table: pl.DataFrame, column: str, mostly: float
) -> dict[str, int]:
    """The matches whose own share of unexpected values exceeds ``1 - mostly``.

    GE applies ``mostly`` to the whole batch, which would let a broken match hide in a big
    batch and fail a match with one known flaw in a small one; the gate applies it per match,
    over the match's non-null values (GE's denominator too).
    """
    totals = dict(table.group_by("match_id").agg(pl.col(column).is_not_null().sum()).iter_rows())
    return {m: n for m, n in per_match.items() if n > (1.0 - mostly) * totals.get(m, 0)}


def _run_suite(
    name: str, frame: pl.DataFrame, params: dict, all_matches: list[str]
) -> list[tuple[dict[str, Any], dict[str, int] | None, list[int]]]:
    """Failed expectations of suite ``name`` over the frame, with their rows per match and
    the indices of the unexpected rows."""
    import great_expectations as gx

    stored = stored_suite(name)
    used = _parameters_used(stored)
    parameters = {k: v for k, v in suite_parameters(params).items() if k in used} if used else {}
    mostly = {
        e["description"]: (e["kwargs"]["column"], float(e["kwargs"]["mostly"]))
        for e in stored["expectations"]
        if "mostly" in e["kwargs"]
    }
    table = _prepare(name, frame)
    pdf = _to_pandas(table, _columns(stored))
    match_ids = pdf["match_id"].astype(str).to_numpy()
    with _LOCK:
        _, batch_definition = _context()
        batch = batch_definition.get_batch(batch_parameters={"dataframe": pdf})
        # A pass/fail run first (about half the time of COMPLETE), then the failed expectations
        # and those with ``mostly`` again with every unexpected row index, to name matches.
        quick = batch.validate(
            gx.ExpectationSuite(**stored),
            result_format="BOOLEAN_ONLY",
            expectation_parameters=parameters,
        )
        again = {r.expectation_config.description for r in quick.results if not r.success}
        again |= set(mostly)
        results = []
        if again:
            rerun = [e for e in stored["expectations"] if e["description"] in again]
            results = batch.validate(
                gx.ExpectationSuite(name=name, expectations=rerun),
                result_format=_COMPLETE,
                expectation_parameters=parameters,
            ).to_json_dict()["results"]
    failures = []
    for result in results:
        per_match = _rows_per_match(result, match_ids)
        description = result["expectation_config"].get("description")
        if description in mostly and per_match is not None:
            column, share = mostly[description]
            per_match = _per_match_mostly(per_match, table, column, share)
            if not per_match:
                continue
        elif result["success"]:
            continue
        indices = (result.get("result") or {}).get("unexpected_index_list") or []
        failures.append((_failure(name, result, per_match, all_matches), per_match, indices))
    return failures


def validate(stage: str, frame: pl.DataFrame, params: dict) -> GateResult:
    """Validate a stage's dataset (any number of matches) against its suites.

    ``params`` is params.yaml's contents (``config.params()``); its thresholds fill the suite
    parameters. Failing matches are named from the unexpected rows; an expectation that fails
    without rows (a missing column, say) names every match in the frame.
    """
    if stage not in STAGE_SUITES:
        raise ValueError(f"unknown stage {stage!r}; choose one of {list(STAGE_SUITES)}")
    if "match_id" not in frame.columns:
        raise ValueError(f"the {stage} frame has no match_id column to report failures by")
    clock = time.perf_counter()
    all_matches = sorted(str(m) for m in frame["match_id"].unique().drop_nulls())
    failed: list[dict] = []
    failing: dict[str, list[str]] = {}
    failing_rows: dict[int, list[str]] = {}
    for name in STAGE_SUITES[stage]:
        for entry, per_match, indices in _run_suite(name, frame, params, all_matches):
            failed.append(entry)
            for match_id in entry["matches"]:
                rows = None if per_match is None else per_match[match_id]
                failing.setdefault(match_id, []).append(_describe(entry, rows))
            for index in indices:
                failing_rows.setdefault(int(index), []).append(_describe(entry, 1))
    return GateResult(
        stage=stage,
        success=not failed,
        failed=failed,
        failing_matches=failing,
        failing_rows=failing_rows,
        rows=frame.height,
        matches=len(all_matches),
        seconds=time.perf_counter() - clock,
    )
