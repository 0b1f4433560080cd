"""Building the SQL models: dbt over the rallyscope database."""

from __future__ import annotations

import os
import threading
from pathlib import Path
from urllib.parse import unquote, urlparse

import yaml

from rallyscope import config
from rallyscope.db.engine import DBT_PASSWORD_ENV, dbt_profile

_DBT_LOCK = threading.Lock()


def project_dir() -> Path:
    return config.home() / "sql"


def dbt_build(url: str, select: str | None = None) -> dict[str, int]:
    """Run ``dbt build`` (models and their tests); return counts by result status.

    Raises ``RuntimeError`` naming the failed nodes when a model or test fails.
    """
    from dbt.cli.main import dbtRunner

    work = config.data_dir() / "dbt"  # kept between runs, so dbt can parse partially
    work.mkdir(parents=True, exist_ok=True)
    profile = {"rallyscope": {"target": "run", "outputs": {"run": dbt_profile(url)}}}
    (work / "profiles.yml").write_text(yaml.safe_dump(profile))
    args = [
        "build",
        "--project-dir",
        str(project_dir()),
        "--profiles-dir",
        str(work),
        "--target-path",
        str(work / "target"),
        "--log-path",
        str(work / "logs"),
        "--quiet",
    ]
    if select:
        args += ["--select", select]
    secret = unquote(urlparse(url).password or "")
    with _DBT_LOCK:  # one dbt invocation at a time per process; the password only in its env
        os.environ[DBT_PASSWORD_ENV] = secret
        try:
            result = dbtRunner().invoke(args)
        finally:
            os.environ.pop(DBT_PASSWORD_ENV, None)
    if result.exception is not None:
        raise RuntimeError(f"dbt build could not run: {result.exception}")
    counts: dict[str, int] = {}
    failed = []
    for node in result.result or []:
        status = str(node.status)
        counts[status] = counts.get(status, 0) + 1
        if status in ("error", "fail"):
            failed.append(f"{node.node.name}: {node.message}")
    if not result.success:
        raise RuntimeError("dbt build failed: " + "; ".join(failed or ["see dbt output"]))
    return counts
