"""Flow ``vision``: the vision stage again for chosen matches (all by default), from the
cached earlier stages: a backfill from the ``vision`` stage, optionally with other pose
weights. Nightly and backfill run it as one of the stages."""

from __future__ import annotations

from prefect import flow

from flows.backfill import backfill
from rallyscope import config


@flow(name="vision")
def vision(
    match_ids: list[str] | None = None, landing: str | None = None, weights: str | None = None
) -> dict:
    overrides = (
        {"vision": {**config.params()["vision"], "pose_model": weights}} if weights else None
    )
    return backfill(
        match_ids=match_ids,
        start_stage="vision",
        landing=landing,
        models=False,
        overrides=overrides,
    )
