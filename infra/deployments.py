"""Prefect deployment of the nightly flow on its cron schedule (from params.yaml).

`rallyscope deploy` serves it: a long-running process that registers the deployment with
the Prefect API (``PREFECT_API_URL``) and runs the flow at every scheduled time.
"""

from __future__ import annotations

from prefect.schedules import Cron

from flows.nightly import nightly
from rallyscope import config

DEPLOYMENT = "rallyscope-nightly"


def schedule() -> Cron:
    settings = config.params()["nightly"]
    return Cron(settings["cron"], timezone=settings["timezone"])


def serve_nightly() -> None:
    nightly.serve(name=DEPLOYMENT, schedules=[schedule()], tags=["rallyscope", "nightly"])
