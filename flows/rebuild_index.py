"""Flow ``rebuild_index``: a new index version built aside, gated, published atomically.

Run by ``nightly`` after the matches (and narratives) are in; unchanged documents keep their
embeddings, so a night with few new rallies embeds only those.
"""

from __future__ import annotations

from prefect import flow

from rallyscope.db import engine
from tasks.index import build_and_publish


@flow(name="rebuild_index")
def rebuild_index(full: bool = False, url: str | None = None) -> dict:
    return build_and_publish(url or engine.prepare(), full)
