"""Pieces every flow shares: the run record and the landing folder."""

from __future__ import annotations

from prefect import get_run_logger

from rallyscope import config
from rallyscope.corpus import landing_root
from rallyscope.db import engine, store
from rallyscope.sources import Discovery, discover


def find_matches(landing: str | None) -> tuple[Discovery, bool]:
    root, synthetic = landing_root(landing)
    logger = get_run_logger()
    if synthetic:
        logger.warning("no ShuttleSet data found: processing the synthetic corpus in %s", root)
    found = discover(root)
    logger.info(
        "found %d matches in %s (%d duplicates skipped)",
        len(found.matches),
        root,
        len(found.duplicates),
    )
    return found, synthetic


def open_run(url: str, flow: str):  # noqa: ANN201 - (connection, run id)
    conn = engine.connect(url, autocommit=True)
    return conn, store.start_run(conn, flow, config.params_hash(), config.code_version())
