"""The nightly deployment carries the cron schedule declared in params.yaml, and the GPU
tasks' tag concurrency limit is set from params.yaml."""

from prefect.client.orchestration import get_client

from flows.nightly import nightly
from infra.deployments import DEPLOYMENT, ensure_gpu_limit, schedule
from rallyscope import config


def test_nightly_deployment_runs_on_the_configured_cron():
    cron = schedule()
    assert cron.cron == config.params()["nightly"]["cron"]
    assert cron.timezone == config.params()["nightly"]["timezone"]
    deployment = nightly.to_deployment(name=DEPLOYMENT, schedules=[cron])
    assert deployment.name == DEPLOYMENT
    assert [s.schedule.cron for s in deployment.schedules] == [cron.cron]


def test_the_gpu_tag_limit_comes_from_params_and_is_set_once(prefect_harness):
    assert ensure_gpu_limit() == ensure_gpu_limit() == config.params()["vision"]["gpu_concurrency"]
    with get_client(sync_client=True) as client:
        limits = [c for c in client.read_concurrency_limits(limit=100, offset=0) if c.tag == "gpu"]
    assert [c.concurrency_limit for c in limits] == [config.params()["vision"]["gpu_concurrency"]]
