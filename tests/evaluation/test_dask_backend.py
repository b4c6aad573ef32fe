"""The Dask backend: the sandbox conformance cases on a real two-worker cluster, the same
verdicts as the local pool, a worker killed mid-run, and the install hint without Dask."""

from __future__ import annotations

import os
import signal
import sys

import pytest
from helpers import ADD_NAMES, ADD_OK, ADD_TESTS, request
from sandbox_cases import CONFORMANCE

from evaluation import ExecResult, MissingDependencyError, SandboxError, Task, evaluate
from evaluation._dask_backend import MAX_RESUBMITS, DaskSandbox

TASK = Task("ads_tiny_add", "add", ADD_TESTS, ADD_NAMES, timeout_s=10, category="ADS")
WRONG = "def add(a, b):\n    return a - b\n"
SLOW_OK = "import time\n\ndef add(a, b):\n    time.sleep(1)\n    return a + b\n"

#: Small batches so that a handful of requests still spreads over both workers.
TEST_BATCH_SIZE = 2


@pytest.fixture(scope="module")
def cluster():
    """A real cluster of two single-threaded worker processes on the loopback interface."""
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address="127.0.0.1:0") as local:
        yield local
        # Stop the workers' pools first: a worker that is slow to exit is killed by its nanny
        # and would leave its pool's temporary folders behind.
        with distributed.Client(local, set_as_default=False) as client:
            DaskSandbox._close_pools(client)


@pytest.fixture(scope="module")
def dask_box(cluster):
    # One process per worker pool: the two workers share this machine's CPUs.
    with DaskSandbox(cluster.scheduler_address, batch_size=TEST_BATCH_SIZE, workers_per_node=1) as box:
        yield box


@pytest.mark.slow
@pytest.mark.parametrize("name,solution,status", CONFORMANCE, ids=[c[0] for c in CONFORMANCE])
def test_conformance(dask_box, name, solution, status):
    (result,) = dask_box.run([request(solution, key=name)])
    assert result.key == name
    assert result.status == status
    assert result.passed is (status == "passed")
    if status == "passed":
        assert result.passed_tests == ADD_NAMES


@pytest.mark.slow
def test_conformance_timeout(dask_box):
    (result,) = dask_box.run([request("import time\ntime.sleep(30)\n", timeout_s=1.5)])
    assert result.status == "timeout"
    assert result.duration_s < 10


@pytest.mark.slow
def test_protections_are_the_pools_plus_distributed(dask_box):
    found = dask_box.protections()
    assert found["distributed"] is True
    for always in ("rlimits", "wall_timeout", "own_session", "guarded_assertions", "tamper_check",
                   "hash_seed_fixed", "scrubbed_environment", "fresh_directory"):
        assert found[always] is True


@pytest.mark.slow
def test_same_verdicts_as_the_local_pool(cluster, sandbox):
    solutions = [ADD_OK, WRONG, "def add(a, b):\n    return float(a + b)\n", "def add(a, b)\n",
                 "import sys\nsys.exit(0)\n"]
    preds = [{"task_id": TASK.task_id, "solution": solutions[i % len(solutions)], "model": "m",
              "sample_id": i} for i in range(20)]
    local = evaluate(preds, dataset=[TASK], sandbox=sandbox, quality=False)
    remote = evaluate(preds, dataset=[TASK], scheduler=cluster.scheduler_address, quality=False)
    assert len(local) == len(remote) == len(preds)

    def verdicts(rows):
        # Durations, and the captured output of a run (its temporary path, pytest's timing),
        # differ from run to run, even on one pool; everything else must be identical.
        return {row["sample_id"]: {k: bool(v) if k == "failure_excerpt" else v for k, v in row.items()
                                   if k != "duration_s"} for row in rows}
    assert verdicts(remote) == verdicts(local)
    assert {"passed", "failed", "syntax_error"} <= {row["status"] for row in remote}


@pytest.mark.slow
def test_worker_killed_mid_run_loses_and_duplicates_nothing(cluster):
    with DaskSandbox(cluster.scheduler_address, batch_size=1, workers_per_node=1) as box:
        pids = box._client.run(os.getpid)
        requests = [request(SLOW_OK, key=str(i)) for i in range(8)]
        results = []
        for result in box.run(requests):
            if not results:
                # Both workers are busy now: one of them dies with its running and queued batches.
                os.kill(next(iter(pids.values())), signal.SIGKILL)
            results.append(result)
    keys = [r.key for r in results]
    assert sorted(keys) == sorted(r.key for r in requests)
    assert len(keys) == len(set(keys))
    assert all(r.passed for r in results), [r for r in results if not r.passed]


def test_batches_of_dying_workers_are_resubmitted_then_fail_closed():
    distributed = pytest.importorskip("distributed")
    batch = [request(ADD_OK, key="a"), request(ADD_OK, key="b")]
    retry: list = []
    lost = distributed.KilledWorker("task", "tcp://127.0.0.1:1", MAX_RESUBMITS)
    assert DaskSandbox._failed(None, batch, 0, lost, retry) == []
    assert retry == [(batch, 1)]
    results = DaskSandbox._failed(None, batch, MAX_RESUBMITS, lost, [])
    assert [(r.key, r.status) for r in results] == [("a", "crashed"), ("b", "crashed")]
    assert all(isinstance(r, ExecResult) and not r.passed for r in results)
    with pytest.raises(SandboxError, match="same CodeAssay version"):
        DaskSandbox._failed(None, batch, 0, ModuleNotFoundError("evaluation"), [])


def test_bad_local_cluster_size_is_named():
    pytest.importorskip("distributed")
    with pytest.raises(SandboxError, match="'local:0'"):
        DaskSandbox("local:0")


def test_missing_distributed_gives_the_install_command(monkeypatch):
    # A None entry in sys.modules makes the import fail as if the package were absent.
    monkeypatch.setitem(sys.modules, "distributed", None)
    with pytest.raises(MissingDependencyError) as info:
        DaskSandbox("local:1")
    assert str(info.value) == ("Grading on a Dask cluster needs the optional package 'distributed'; "
                               "install it with: pip install 'codeassay[distributed]'")
