"""Where things are: project home, source data, parameters, code version."""

from __future__ import annotations

import hashlib
import json
import os
from functools import cache
from pathlib import Path
from typing import Any

import yaml

PACKAGE_DIR = Path(__file__).resolve().parent


def home() -> Path:
    """Project folder: ``RALLYSCOPE_HOME``, else the checkout this package lives in."""
    if os.environ.get("RALLYSCOPE_HOME"):
        return Path(os.environ["RALLYSCOPE_HOME"]).resolve()
    checkout = PACKAGE_DIR.parent
    return checkout if (checkout / "pyproject.toml").exists() else Path.cwd()


def data_dir() -> Path:
    """The project's data folder (embedded PostgreSQL, Prefect state, synthetic corpus):
    ``RALLYSCOPE_DATA_DIR``, else ``data/`` in the project home."""
    if os.environ.get("RALLYSCOPE_DATA_DIR"):
        return Path(os.environ["RALLYSCOPE_DATA_DIR"]).resolve()
    return home() / "data"


def models_dir() -> Path:
    """Downloaded model files: ``RALLYSCOPE_MODELS_DIR``, else ``models/`` in the project home
    (kept apart from the data folder, which tests replace)."""
    if os.environ.get("RALLYSCOPE_MODELS_DIR"):
        return Path(os.environ["RALLYSCOPE_MODELS_DIR"]).resolve()
    return home() / "models"


def source_root() -> Path | None:
    """Real match data: ``RALLYSCOPE_DATA``, else ``../shared/data/shuttleset`` if present."""
    if os.environ.get("RALLYSCOPE_DATA"):
        return Path(os.environ["RALLYSCOPE_DATA"]).resolve()
    shared = home().parent / "shared" / "data" / "shuttleset"
    return shared if shared.exists() else None


@cache
def _load_params(path: Path) -> dict[str, Any]:
    return yaml.safe_load(path.read_text()) or {}


def params() -> dict[str, Any]:
    """``params.yaml`` of the project home."""
    return _load_params(home() / "params.yaml")


def params_hash(section: dict[str, Any] | None = None) -> str:
    """Stable hash of a params section (all params by default)."""
    body = json.dumps(params() if section is None else section, sort_keys=True, default=str)
    return hashlib.sha256(body.encode()).hexdigest()[:16]


@cache
def code_version() -> str:
    """Hash of the domain library's source: changes whenever the stage code does."""
    digest = hashlib.sha256()
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        digest.update(path.relative_to(PACKAGE_DIR).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]
