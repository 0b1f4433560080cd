"""The read-only SQL surface against a real PostgreSQL: the roles migration 0007 makes, the
attacks `rallyscope sql` must refuse (each with a clear message, nothing changed), and the
statement timeout and row limit."""

import json
import os
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest

from rallyscope.db import engine, readonly, roles

CLI = str(Path(sys.executable).with_name("rallyscope"))
PROOF = Path("/tmp/rallyscope-sql-attack-proof")


@pytest.fixture(scope="module")
def db(server_url):
    url = engine.create_database(server_url, "rallyscope_readonly")
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            "INSERT INTO matches (match_id, dataset, tournament, round, match_date, player_a,"
            " player_b, winner, sets_played, downcourt, content_hash)"
            " VALUES ('m1', 'd', 't', 'r', '2024-01-01', 'A', 'B', 'A', 2, 1, 'h')"
        )
        conn.execute("CREATE SCHEMA private; CREATE TABLE private.secret AS SELECT 42 AS x")
        conn.execute("CREATE TABLE public.plain_table AS SELECT 1 AS x")  # made by setup later
        dblink = conn.execute(
            "SELECT 1 FROM pg_available_extensions WHERE name = 'dblink'"
        ).fetchone()
        if dblink:
            conn.execute("CREATE EXTENSION dblink")
    yield url
    engine.drop_database(url)


def state(url):
    """Everything an attack could change: rows, relations, roles, settings, files."""
    with psycopg.connect(url) as conn:
        return {
            "rows": conn.execute(
                "SELECT (SELECT count(*) FROM matches), (SELECT count(*) FROM strokes),"
                " (SELECT count(*) FROM pg_largeobject_metadata)"
            ).fetchone(),
            "relations": conn.execute(
                "SELECT count(*), string_agg(relname, ',' ORDER BY relname) FROM pg_class"
                " WHERE relnamespace NOT IN ('pg_catalog'::regnamespace,"
                " 'information_schema'::regnamespace, 'pg_toast'::regnamespace)"
            ).fetchone(),
            "roles": conn.execute(
                "SELECT string_agg(rolname || rolsuper::text, ',' ORDER BY rolname) FROM pg_roles"
            ).fetchone(),
            "reader settings": conn.execute(
                "SELECT setconfig FROM pg_db_role_setting s JOIN pg_roles r ON r.oid = s.setrole"
                " WHERE r.rolname = %s AND s.setdatabase ="
                " (SELECT oid FROM pg_database WHERE datname = current_database())",
                [roles.READER],
            ).fetchall(),
            "file": PROOF.exists(),
        }


ATTACKS = {
    # refused by the parser before reaching the server
    "set transaction read write, then DDL": (
        "SET TRANSACTION READ WRITE; CREATE TABLE pwned (x int)",
        "one statement per call",
    ),
    "commit, then DDL": ("COMMIT; DROP TABLE strokes", "one statement per call"),
    "select, then delete": ("SELECT 1; DELETE FROM matches", "one statement per call"),
    "delete": ("DELETE FROM matches", "read-only SELECT statement may run here, not DELETE"),
    "copy to program": (f"COPY (SELECT 1) TO PROGRAM 'id > {PROOF}'", "not COPY"),
    "copy from program": (f"COPY matches FROM PROGRAM 'touch {PROOF}'", "not COPY"),
    "do block": ("DO $$ BEGIN EXECUTE 'DROP TABLE strokes'; END $$", "not DO"),
    "set role": ("SET ROLE postgres", "not SET"),
    "create temp table": ("CREATE TEMP TABLE t AS SELECT 1", "not CREATE"),
    "select into a temp table": ("SELECT 1 AS x INTO TEMP t", "INTO (it would create a table)"),
    "delete inside a with": (
        "WITH gone AS (DELETE FROM matches RETURNING *) SELECT count(*) FROM gone",
        "DELETE inside it",
    ),
    "row locks": ("SELECT * FROM matches FOR UPDATE", "FOR UPDATE/SHARE"),
    "explain analyze a delete": ("EXPLAIN ANALYZE DELETE FROM matches", "not EXPLAIN"),
    "call": ("CALL some_procedure()", "not CALL"),
    "not sql": ("SELEC 1", "not valid SQL"),
    # valid SELECTs, refused by the reader role's privileges
    "pg_read_file": ("SELECT pg_read_file('/etc/passwd')", "permission denied"),
    "pg_read_binary_file": ("SELECT pg_read_binary_file('/etc/passwd')", "permission denied"),
    "pg_ls_dir": ("SELECT pg_ls_dir('.')", "permission denied"),
    "lo_import": ("SELECT lo_import('/etc/passwd')", "permission denied"),
    "set_config role": ("SELECT set_config('role', 'postgres', false)", "permission denied"),
    "nextval": ("SELECT nextval('quarantine_id_seq')", "permission denied"),
    "another schema": ("SELECT * FROM private.secret", "permission denied"),
    "dblink": (
        "SELECT dblink_exec('dbname=postgres', 'CREATE TABLE pwned (x int)')",
        "",  # refused by dblink's own check, or absent where dblink is not installed
    ),
}


@pytest.mark.parametrize("name", list(ATTACKS))
def test_an_attack_is_refused_with_a_clear_message_and_nothing_changes(db, name):
    sql, message = ATTACKS[name]
    before = state(db)
    with pytest.raises((readonly.RefusedStatement, readonly.QueryError)) as refused:
        readonly.run(sql, roles.as_role(db, roles.READER))
    assert message in str(refused.value), str(refused.value)
    assert len(str(refused.value)) > 20, "the message says why"
    assert state(db) == before


def test_the_reader_role_alone_cannot_write_or_escape(db):
    """Without the parser in front: the role's own privileges and session settings."""
    with psycopg.connect(db) as conn:
        facts = conn.execute(
            "SELECT rolsuper, rolcreaterole, rolcreatedb, pg_has_role(rolname,"
            " 'pg_read_server_files', 'MEMBER'), pg_has_role(rolname,"
            " 'pg_execute_server_program', 'MEMBER') FROM pg_roles WHERE rolname = %s",
            [roles.READER],
        ).fetchone()
    assert facts == (False, False, False, False, False)
    with psycopg.connect(roles.as_role(db, roles.READER), autocommit=True) as conn:
        assert conn.execute("SHOW default_transaction_read_only").fetchone() == ("on",)
        conn.execute("SET default_transaction_read_only = off")
        for sql in (
            "INSERT INTO plain_table VALUES (2)",
            "CREATE TEMP TABLE t (x int)",
            "CREATE TABLE public.t (x int)",
            "COPY (SELECT 1) TO PROGRAM 'id'",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(sql)
        assert conn.execute("SELECT count(*) FROM plain_table").fetchone() == (1,)


def test_the_writer_writes_and_the_reader_reads_what_dbt_builds(db):
    with psycopg.connect(roles.as_role(db, roles.WRITER), autocommit=True) as conn:
        conn.execute("UPDATE matches SET round = 'final' WHERE match_id = 'm1'")
        conn.execute("CREATE TABLE analytics.mart AS SELECT match_id FROM matches")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("CREATE TABLE public.t (x int)")
    got = readonly.run(
        "SELECT m.round FROM analytics.mart JOIN matches m USING (match_id)",
        roles.as_role(db, roles.READER),
    )
    assert got.rows == [("final",)]


def test_timeout_and_row_limit(db):
    reader = roles.as_role(db, roles.READER)
    with pytest.raises(readonly.QueryError, match="ran longer than 300 ms"):
        readonly.run("SELECT pg_sleep(5)", reader, timeout_ms=300)
    got = readonly.run("SELECT g FROM generate_series(1, 50) g;", reader, max_rows=10)
    assert (len(got.rows), got.truncated, got.rows[-1]) == (10, True, (10,))
    got = readonly.run("WITH t AS (SELECT 1 AS x) TABLE t", reader)
    assert (got.columns, got.rows, got.truncated) == (["x"], [(1,)], False)


def test_migrations_of_several_databases_at_once_share_the_roles(server_url):
    """Separate processes (test sessions, machines) migrating their databases on one server
    at the same moment: the cluster-wide roles are made once, each database granted."""
    make = (
        "import sys; from rallyscope.db import engine;"
        " print(engine.create_database(sys.argv[1], 'rallyscope_roles'))"
    )
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", make, server_url],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(3)
    ]
    done = [p.communicate(timeout=120) for p in procs]
    urls = [out.strip() for out, _ in done if out.strip()]
    try:
        assert [p.returncode for p in procs] == [0, 0, 0], [err[-2000:] for _, err in done]
        for url in urls:
            reader = roles.as_role(url, roles.READER)
            assert readonly.run("SELECT count(*) FROM matches", reader).rows == [(0,)]
    finally:
        for url in urls:
            engine.drop_database(url)


def test_the_cli_refuses_and_masks(db, tmp_path):
    env = {**os.environ, "RALLYSCOPE_DATABASE_URL": db, "PREFECT_HOME": str(tmp_path)}
    done = subprocess.run(
        [CLI, "sql", "SELECT 1; COPY (SELECT 1) TO PROGRAM 'id'"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1 and "one statement per call" in done.stdout
    rows = subprocess.run(
        [CLI, "sql", "--json", "SELECT current_user AS who"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert json.loads(rows.stdout) == [{"who": roles.READER}]


def test_passwords_are_masked_and_role_urls_keep_the_server():
    url = "postgresql://admin:s3cr%40t@db.example:5433/rallyscope?sslmode=require"
    assert roles.mask(f"connecting to {url}") == (
        "connecting to postgresql://admin:***@db.example:5433/rallyscope?sslmode=require"
    )
    assert roles.mask("host=x password='a b' user=y") == "host=x password=*** user=y"
    os.environ["RALLYSCOPE_READER_PASSWORD"] = "r:ead/er"
    try:
        assert roles.as_role(url, roles.READER) == (
            "postgresql://rallyscope_reader:r%3Aead%2Fer@db.example:5433/rallyscope?sslmode=require"
        )
    finally:
        del os.environ["RALLYSCOPE_READER_PASSWORD"]
    embedded = "postgresql://postgres:@/rallyscope?host=/tmp/pg"
    assert roles.as_role(embedded, roles.WRITER) == (
        "postgresql://rallyscope_writer@/rallyscope?host=/tmp/pg"
    )
