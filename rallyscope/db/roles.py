"""Who connects: the setup (owner) URL, a writer role for the pipeline and a SELECT-only
reader role for `rallyscope sql`, the API, the web app and the agent; and URL masking.

The roles are created by migration 0007. Their passwords come from the environment
(``RALLYSCOPE_WRITER_PASSWORD``, ``RALLYSCOPE_READER_PASSWORD``) or, without them, the server
must let the role in by its own rules (the embedded server trusts its Unix socket).
"""

from __future__ import annotations

import os
import re
from urllib.parse import quote, urlparse, urlunparse

WRITER = "rallyscope_writer"
READER = "rallyscope_reader"
ROLES = (WRITER, READER)


def password(role: str) -> str | None:
    """The role's password from the environment, if one is set."""
    if role not in ROLES:
        raise ValueError(f"not a rallyscope role: {role!r}")
    env = "RALLYSCOPE_" + role.removeprefix("rallyscope_").upper() + "_PASSWORD"
    return os.environ.get(env) or None


def as_role(url: str, role: str) -> str:
    """The same server and database, connecting as ``role`` (with its password, if any)."""
    parts = urlparse(url)
    host = parts.netloc.rsplit("@", 1)[-1]
    secret = password(role)
    user = quote(role, safe="") + (":" + quote(secret, safe="") if secret else "")
    return urlunparse(parts._replace(netloc=f"{user}@{host}"))


_PASSWORD_IN_URL = re.compile(r"(\w+://[^:/@\s]*:)[^@\s]+@")
_PASSWORD_IN_DSN = re.compile(r"(password\s*=\s*)('(?:[^'\\]|\\.)*'|\S+)", re.IGNORECASE)


def mask(text: str) -> str:
    """``text`` with any password in a database URL or DSN replaced by ``***``."""
    return _PASSWORD_IN_DSN.sub(r"\1***", _PASSWORD_IN_URL.sub(r"\1***@", text))
