"""Building the SQL models: dbt over the rallyscope database."""

from __future__ import annotations

import tempfile
from pathlib import Path

import yaml

from rallyscope import config
from rallyscope.db.engine import dbt_profile


def project_dir() -> Path:
    return config.home() / "sql"


def dbt_build(url: str, select: str | None = None) -> dict[str, int]:
    """Run ``dbt build`` (models and their tests); return counts by result status.

    Raises ``RuntimeError`` naming the failed nodes when a model or test fails.
    """
    from dbt.cli.main import dbtRunner

    with tempfile.TemporaryDirectory(prefix="rallyscope-dbt-") as tmp:
        profile = {"rallyscope": {"target": "run", "outputs": {"run": dbt_profile(url)}}}
        (Path(tmp) / "profiles.yml").write_text(yaml.safe_dump(profile))
        args = [
            "build",
            "--project-dir",
            str(project_dir()),
            "--profiles-dir",
            tmp,
            "--target-path",
            str(Path(tmp) / "target"),
            "--log-path",
            str(Path(tmp) / "logs"),
            "--quiet",
        ]
        if select:
            args += ["--select", select]
        result = dbtRunner().invoke(args)
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
