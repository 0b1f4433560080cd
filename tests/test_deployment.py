"""The nightly deployment carries the cron schedule declared in params.yaml."""

from flows.nightly import nightly
from infra.deployments import DEPLOYMENT, schedule
from rallyscope import config


def test_nightly_deployment_runs_on_the_configured_cron():
    cron = schedule()
    assert cron.cron == config.params()["nightly"]["cron"]
    assert cron.timezone == config.params()["nightly"]["timezone"]
    deployment = nightly.to_deployment(name=DEPLOYMENT, schedules=[cron])
    assert deployment.name == DEPLOYMENT
    assert [s.schedule.cron for s in deployment.schedules] == [cron.cron]
