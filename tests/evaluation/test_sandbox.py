"""Sandbox backends: one conformance suite every backend passes, then the local pool's
protections against programs that try to pass without being right."""

from __future__ import annotations

import dataclasses
import threading

import pytest
from helpers import ADD_NAMES, ADD_OK, request
from sandbox_cases import CONFORMANCE

from evaluation import LocalSandbox, SubprocessSandbox


@pytest.fixture(params=["local", "subprocess"])
def backend(request, sandbox):
    return sandbox if request.param == "local" else SubprocessSandbox()


@pytest.mark.parametrize("name,solution,status", CONFORMANCE, ids=[c[0] for c in CONFORMANCE])
def test_conformance(backend, name, solution, status):
    (result,) = backend.run([request(solution, key=name)])
    assert result.key == name
    assert result.status == status
    assert result.passed is (status == "passed")
    if status == "passed":
        assert result.passed_tests == ("test_small", "test_negative", "test_type", "test_zero")


def test_conformance_timeout(backend):
    (result,) = backend.run([request("import time\ntime.sleep(30)\n", timeout_s=1.5)])
    assert result.status == "timeout"
    assert result.duration_s < 10


def test_partial_failure_names_failed_tests(sandbox):
    (result,) = sandbox.run([request("def add(a, b):\n    return float(a + b)\n")])
    assert result.status == "failed"
    assert result.failed_tests == ("test_type",)
    assert "test_type" in result.failures


def test_verdict_only_stops_at_the_first_failure_with_the_same_verdict(backend):
    wrong = "def add(a, b):\n    return a - b\n"  # fails test_small, the first test
    by_key = {r.key: r for r in backend.run([request(wrong, key="full"),
                                             _verdict_only(request(wrong))])}
    full, quick = by_key["full"], by_key["quick"]
    assert full.status == quick.status == "failed"
    assert full.failed_tests == ("test_small", "test_negative")
    assert quick.outcomes == {"test_small": "failed", "test_negative": "missing",
                              "test_type": "missing", "test_zero": "missing"}
    (right,) = backend.run([_verdict_only(request(ADD_OK))])
    assert right.status == "passed" and right.passed_tests == ADD_NAMES


def _verdict_only(req):
    return dataclasses.replace(req, key="quick", verdict_only=True)


def test_results_stream_for_many_requests(sandbox):
    results = list(sandbox.run([request(ADD_OK, key=str(i)) for i in range(6)]))
    assert sorted(r.key for r in results) == [str(i) for i in range(6)]
    assert all(r.passed for r in results)


def test_expected_test_missing_from_file_fails_closed(sandbox):
    (result,) = sandbox.run([request(ADD_OK, expected=("test_small", "test_not_in_file"))])
    assert result.status == "no_result"
    assert result.outcomes == {"test_small": "passed", "test_not_in_file": "missing"}


def test_protections_reported(sandbox):
    found = sandbox.protections()
    for always in ("rlimits", "wall_timeout", "own_session", "guarded_assertions", "tamper_check",
                   "hash_seed_fixed", "scrubbed_environment", "fresh_directory"):
        assert found[always] is True
    assert set(found) >= {"network_namespace", "pid_namespace", "unprivileged_uid"}


def test_hash_seed_is_fixed(sandbox):
    solution = "ORDER = list({'alpha', 'beta', 'gamma', 'delta', 'epsilon'})\n\ndef add(a, b):\n    return a + b\n"
    tests = "from solution import ORDER\n\n\ndef test_a():\n    print(ORDER)\n    assert False\n\n\ndef test_b():\n    pass\n"
    runs = [list(sandbox.run([request(solution, tests, ("test_a", "test_b"))]))[0] for _ in range(2)]
    assert runs[0].failures["test_a"] == runs[1].failures["test_a"]


HACKS = {
    "always_equal": "class A:\n    def __eq__(self, o):\n        return True\n    def __ne__(self, o):\n"
                    "        return False\n    __hash__ = lambda self: 0\n\ndef add(a, b):\n    return A()\n",
    "exit_at_import": "import sys\nsys.exit(0)\n",
    "os_exit_at_import": "import os\nos._exit(0)\n",
    "os_exit_in_call": "import os\n\ndef add(a, b):\n    os._exit(0)\n",
    "exit_in_call": "import sys\n\ndef add(a, b):\n    sys.exit(0)\n",
    "module_skip": "import pytest\npytest.skip('no', allow_module_level=True)\n",
    "xfail_in_call": "import pytest\n\ndef add(a, b):\n    pytest.xfail('no')\n",
    "skip_in_call": "import pytest\n\ndef add(a, b):\n    pytest.skip('no')\n",
    "noop_runtest": "import _pytest.python\n_pytest.python.Function.runtest = lambda self: None\n\n"
                    "def add(a, b):\n    return 0\n",
    "patch_report": "from _pytest.reports import TestReport\n_orig = TestReport.__init__\n\n"
                    "def _init(self, *a, **k):\n    _orig(self, *a, **k)\n    self.outcome = 'passed'\n\n"
                    "TestReport.__init__ = _init\n\ndef add(a, b):\n    return 0\n",
    "patch_assert_builtin": "import builtins\nbuiltins.AssertionError = type('Nope', (Exception,), {})\n\n"
                            "def add(a, b):\n    return 0\n",
    "patch_unittest": "import unittest\nunittest.TestCase.assertEqual = lambda *a, **k: None\n\n"
                      "def add(a, b):\n    return 0\n",
    "keyboard_interrupt": "def add(a, b):\n    raise KeyboardInterrupt\n",
    "system_exit": "def add(a, b):\n    raise SystemExit(0)\n",
    "generator_exit": "def add(a, b):\n    raise GeneratorExit\n",
    "atexit_zero": "import atexit, os\natexit.register(lambda: os._exit(0))\n\ndef add(a, b):\n    return 0\n",
    "bool_trick": "class T(int):\n    def __eq__(self, o):\n        return True\n    __hash__ = int.__hash__\n\n"
                  "def add(a, b):\n    return T(0)\n",
}


@pytest.mark.parametrize("name", sorted(HACKS))
def test_reward_hacks_never_pass(sandbox, name):
    (result,) = sandbox.run([request(HACKS[name], key=name, timeout_s=5)])
    assert result.status != "passed", result
    assert result.passed is False


def test_tampering_is_named(sandbox):
    (result,) = sandbox.run([request(HACKS["noop_runtest"])])
    assert result.status == "tampered"
    assert "Function.runtest" in result.detail


def test_engine_serves_next_request_after_hacks(sandbox):
    results = list(sandbox.run([request(source, key=name, timeout_s=5) for name, source in HACKS.items()]
                               + [request(ADD_OK, key="after")]))
    assert next(r for r in results if r.key == "after").passed


def test_network_is_unreachable_when_isolated(sandbox):
    if not sandbox.protections()["network_namespace"]:
        pytest.skip("this machine does not allow network namespaces")
    solution = ("import socket\n\ndef add(a, b):\n    s = socket.socket()\n    s.settimeout(2)\n"
                "    try:\n        s.connect(('127.0.0.1', 9))\n    except OSError as exc:\n"
                "        return str(exc)\n    return a + b\n")
    tests = "from solution import add\n\n\ndef test_net():\n    assert add(1, 2) == 3\n\n\ndef test_b():\n    pass\n"
    (result,) = sandbox.run([request(solution, tests, ("test_net", "test_b"))])
    assert result.status == "failed"
    assert "unreachable" in result.failures["test_net"].lower()


def test_worker_death_is_reported_and_replaced():
    with LocalSandbox(1) as box:
        box.protections()  # start the worker
        worker = box._handles[0].process
        threading.Timer(1.0, worker.kill).start()
        slow = "import time\n\ndef add(a, b):\n    time.sleep(20)\n    return a + b\n"
        results = list(box.run([request(slow, key="slow", timeout_s=30), request(ADD_OK, key="next")]))
        by_key = {r.key: r for r in results}
        assert by_key["slow"].status == "crashed"
        assert "worker" in by_key["slow"].detail
        assert by_key["next"].passed
        assert box._handles[0].process.pid != worker.pid


def test_runs_of_one_worker_see_nothing_of_each_other():
    """Every run forks the same configured pytest session: what one run changes in
    pytest, in the loaded modules or in its folder is gone for the next."""
    first = ("import os, sys, pytest\n"
             "pytest.leftover = 1\n"
             "sys.modules['leftover_module'] = sys\n"
             "open('leftover.txt', 'w').close()\n"
             "def add(a, b):\n    return a + b\n")
    probe = ("import os, sys, pytest\n"
             "def add(a, b):\n"
             "    seen = [hasattr(pytest, 'leftover'), 'leftover_module' in sys.modules,\n"
             "            os.path.exists('leftover.txt')]\n"
             "    return a + b if not any(seen) else repr(seen)\n")
    with LocalSandbox(1) as box:
        results = list(box.run([request(first, key="first"), request(probe, key="probe")]))
    by_key = {r.key: r for r in results}
    assert by_key["first"].passed
    assert by_key["probe"].passed, by_key["probe"].failures


def test_failure_output_reports_the_run_not_the_worker(sandbox):
    solution = "def add(a, b):\n    print('visible in the report')\n    return a - b\n"
    (result,) = sandbox.run([request(solution)])
    assert result.status == "failed"
    assert "Captured stdout call" in result.output
    assert "visible in the report" in result.output
    # pytest's summary closes the output; its clock starts with the run, not the worker
    summary = result.output.strip().splitlines()[-1]
    counts, seconds = summary.rsplit(" in ", 1)
    assert counts == f"{len(result.failed_tests)} failed, {4 - len(result.failed_tests)} passed"
    assert float(seconds.removesuffix("s")) <= result.duration_s + 0.01


def test_work_queue_keeps_a_worker_on_its_test_file_and_never_idles_it():
    from evaluation._pool import _WorkQueue

    a1, b1, a2, c1, b2 = (request(ADD_OK, tests, key=key) for key, tests in
                          (("a1", "A"), ("b1", "B"), ("a2", "A"), ("c1", "C"), ("b2", "B")))
    work = _WorkQueue([a1, b1, a2, c1, b2])
    assert work.count == 5
    assert work.take(None) is a1   # oldest group first
    assert work.take(None) is b1   # a second worker starts a group nobody has started
    assert work.take("A") is a2    # same test file as last time
    assert work.take("A") is c1    # its group is empty: the oldest group not started
    assert work.take("C") is b2    # all started: the oldest pending group
    assert work.take("B") is None
    work = _WorkQueue([a1, b1])
    work.clear()
    assert work.take(None) is None


def test_a_test_file_that_does_not_compile_is_an_error_of_the_run(sandbox):
    (result,) = sandbox.run([request(ADD_OK, "def test_broken(:\n    pass\n", ("test_broken",))])
    assert result.status == "error"
    assert result.passed is False
