"""Flow ``rebuild_index``: a new index version built aside, gated, published atomically.

Run by ``nightly`` and ``backfill`` after the matches (and narratives) are in; unchanged
documents keep their embeddings, so a night with few new rallies embeds only those.
"""

from __future__ import annotations

from prefect import flow

from tasks.index import build_and_publish


@flow(name="rebuild_index")
def rebuild_index(full: bool = False) -> dict:
    return build_and_publish(full)
