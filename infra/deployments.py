"""Prefect deployment of the nightly flow on its cron schedule (from params.yaml).

`rallyscope deploy` serves it: a long-running process that registers the deployment with
the Prefect API (``PREFECT_API_URL``) and runs the flow at every scheduled time.
"""

from __future__ import annotations

from prefect.client.orchestration import get_client
from prefect.schedules import Cron

from flows.nightly import nightly
from rallyscope import config

DEPLOYMENT = "rallyscope-nightly"


def schedule() -> Cron:
    settings = config.params()["nightly"]
    return Cron(settings["cron"], timezone=settings["timezone"])


def ensure_gpu_limit() -> int:
    """Create or update the ``gpu`` tag's concurrency limit (``vision.gpu_concurrency``),
    which caps the vision tasks across all workers; returns the limit."""
    limit = int(config.params()["vision"]["gpu_concurrency"])
    with get_client(sync_client=True) as client:
        client.create_concurrency_limit(tag="gpu", concurrency_limit=limit)
    return limit


def serve_nightly() -> None:
    ensure_gpu_limit()
    nightly.serve(name=DEPLOYMENT, schedules=[schedule()], tags=["rallyscope", "nightly"])
