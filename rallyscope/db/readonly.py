"""The read-only SQL surface: one SELECT statement, checked by PostgreSQL's own parser
(pglast), run as the SELECT-only reader role in a read-only transaction, under a statement
timeout and a row limit (``sql.statement_timeout_ms``, ``sql.max_rows`` in params.yaml).

The parser check refuses everything that is not a single plain SELECT (``VALUES``, ``TABLE``
and ``WITH ... SELECT`` included) before it reaches the server: several statements, DDL,
DML (also inside a ``WITH``), ``SELECT ... INTO``, row locks, ``COPY``, ``DO``, ``SET``,
transaction control. What a SELECT can still call (server file or large-object functions,
``dblink``) is refused by the role's privileges; the transaction is read-only either way.
"""

from __future__ import annotations

from dataclasses import dataclass

import psycopg
from pglast import ast, parse_sql
from pglast.parser import ParseError
from pglast.visitors import Visitor

from rallyscope import config
from rallyscope.db import roles

_WRITES = (ast.InsertStmt, ast.UpdateStmt, ast.DeleteStmt, ast.MergeStmt)


class RefusedStatement(ValueError):
    """The text is not one read-only SELECT statement; the message says why."""


class QueryError(RuntimeError):
    """The server refused or stopped the statement; the message says why."""


@dataclass
class Result:
    columns: list[str]
    rows: list[tuple]
    truncated: bool  # more rows than the limit existed; ``rows`` holds the first ``limit``
    limit: int


class _Forbidden(Visitor):
    """Finds what a SELECT may not hold: writes in a WITH, INTO, FOR UPDATE/SHARE."""

    def __init__(self) -> None:
        self.found: list[str] = []

    def visit(self, ancestors: object, node: object) -> None:
        if isinstance(node, _WRITES):
            self.found.append(type(node).__name__.removesuffix("Stmt").upper() + " inside it")
        elif isinstance(node, ast.IntoClause):
            self.found.append("INTO (it would create a table)")
        elif isinstance(node, ast.LockingClause):
            self.found.append("FOR UPDATE/SHARE (it would lock rows)")


def check(sql: str) -> str:
    """The one SELECT statement in ``sql`` (without a trailing semicolon), or
    :class:`RefusedStatement` saying why not."""
    try:
        statements = parse_sql(sql)
    except ParseError as exc:
        raise RefusedStatement(f"not valid SQL: {exc}") from exc
    if len(statements) != 1:
        empty = "" if statements else " (the text is empty)"
        raise RefusedStatement(f"one statement per call: found {len(statements)}{empty}")
    (raw,) = statements
    start, length = raw.stmt_location or 0, raw.stmt_len or 0
    text = (sql[start : start + length] if length else sql[start:]).strip().rstrip(";").strip()
    if not isinstance(raw.stmt, ast.SelectStmt):
        keyword = text.split(None, 1)[0].upper() if text else "?"
        raise RefusedStatement(
            f"only a read-only SELECT statement may run here, not {keyword} "
            f"({type(raw.stmt).__name__})"
        )
    forbidden = _Forbidden()
    forbidden(raw.stmt)
    if forbidden.found:
        raise RefusedStatement(
            "only a read-only SELECT statement may run here; this one has "
            + ", ".join(dict.fromkeys(forbidden.found))
        )
    return text


def limits() -> tuple[int, int]:
    """(statement timeout in ms, row limit) from params.yaml's ``sql`` section."""
    p = config.params()["sql"]
    return int(p["statement_timeout_ms"]), int(p["max_rows"])


def _explain(exc: psycopg.Error, timeout_ms: int) -> str:
    message = roles.mask((exc.diag.message_primary or str(exc)).strip())
    if exc.sqlstate is None:
        return f"could not reach the database: {message}"
    if isinstance(exc, psycopg.errors.QueryCanceled):
        return f"the statement ran longer than {timeout_ms} ms (sql.statement_timeout_ms)"
    if isinstance(exc, psycopg.errors.InsufficientPrivilege):
        return f"refused: {message} (the reader role may only read rallyscope's tables)"
    if isinstance(exc, psycopg.errors.ReadOnlySqlTransaction):
        return f"refused: {message} (this connection is read-only)"
    return f"SQL error: {message}"


def run(
    sql: str, url: str, *, timeout_ms: int | None = None, max_rows: int | None = None
) -> Result:
    """Check ``sql`` and run it at ``url`` (the reader's, :func:`engine.reader_url`) in a
    read-only transaction; fetch at most ``max_rows`` rows through a server-side cursor."""
    default_timeout, default_rows = limits()
    timeout_ms = timeout_ms or default_timeout
    max_rows = max_rows or default_rows
    statement = check(sql)
    options = f"-c statement_timeout={timeout_ms} -c default_transaction_read_only=on"
    try:
        with psycopg.connect(url, options=options, application_name="rallyscope-sql") as conn:
            conn.read_only = True
            with conn.transaction(), conn.cursor(name="rallyscope_sql") as cur:
                cur.execute(statement)
                rows = cur.fetchmany(max_rows + 1)
                columns = [d.name for d in cur.description or []]
    except psycopg.Error as exc:
        raise QueryError(_explain(exc, timeout_ms)) from exc
    return Result(columns, rows[:max_rows], len(rows) > max_rows, max_rows)
