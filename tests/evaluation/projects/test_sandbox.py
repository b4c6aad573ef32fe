"""Running one command in the project sandbox: from a caller with threads, with the
program's own exit status, and with nothing left behind when a timeout stops it."""

from __future__ import annotations

import os
import threading
import time

import pytest

from evaluation import Limits, _linux
from evaluation.projects import run_command

pytestmark = pytest.mark.slow

#: Enough runs that, with the raw-clone hang this guards against, several would hang
#: (it hit about half the runs) while the whole test stays a few seconds.
RUNS_WITH_THREADS = 30
#: Far above a run of ``python -c pass``: reaching it means the run hung.
HANG_TIMEOUT_S = 10.0

needs_root = pytest.mark.skipif(os.geteuid() != 0, reason="namespaces need root (CI runs as root)")


def _threads_coming_and_going(stop: threading.Event) -> None:
    while not stop.is_set():
        batch = [threading.Thread(target=lambda: None) for _ in range(20)]
        for thread in batch:
            thread.start()
        for thread in batch:
            thread.join()


def test_runs_finish_while_the_callers_other_threads_come_and_go(tmp_path):
    stop = threading.Event()
    churners = [threading.Thread(target=_threads_coming_and_going, args=(stop,)) for _ in range(2)]
    for thread in churners:
        thread.start()
    try:
        results = []
        for index in range(RUNS_WITH_THREADS):
            folder = tmp_path / str(index)
            folder.mkdir()
            results.append(run_command(folder, ["python", "-c", "print('ran')"],
                                       Limits.with_defaults(HANG_TIMEOUT_S)))
    finally:
        stop.set()
        for thread in churners:
            thread.join()
    hung = [i for i, r in enumerate(results) if r.timed_out]
    assert hung == [], f"runs {hung} hung until their timeout"
    assert all(r.exit_code == 0 and r.stdout == "ran\n" for r in results)


@needs_root
def test_the_program_is_pid_one_and_its_exit_status_is_its_own(tmp_path):
    limits = Limits.with_defaults(HANG_TIMEOUT_S)
    pid = run_command(tmp_path, ["python", "-c", "import os; print(os.getpid())"], limits)
    assert pid.stdout == "1\n" and pid.protections["pid_namespace"] is True
    exited = run_command(tmp_path, ["python", "-c", "import sys; sys.exit(3)"], limits)
    assert (exited.exit_code, exited.signal) == (3, "")
    crashed = run_command(tmp_path, ["python", "-c", "import ctypes; ctypes.string_at(0)"], limits)
    assert (crashed.exit_code, crashed.signal, crashed.timed_out) == (None, "SIGSEGV", False)


def test_a_timeout_leaves_nothing_running_even_outside_the_process_group(tmp_path):
    # The program leaves its process group and starts a child that would write into the
    # run folder (the only place it may write) later.
    (tmp_path / "late.py").write_text("import time\ntime.sleep(2)\nopen('late.txt', 'w').close()\n")
    (tmp_path / "main.py").write_text("import os, subprocess, sys, time\nos.setsid()\n"
                                      "subprocess.Popen([sys.executable, 'late.py'])\ntime.sleep(600)\n")
    started = time.monotonic()
    result = run_command(tmp_path, ["python", "main.py"], Limits.with_defaults(1.5))
    assert result.timed_out and result.exit_code is None
    assert time.monotonic() - started < HANG_TIMEOUT_S
    time.sleep(3)
    assert not (tmp_path / "late.txt").exists()


def test_a_raw_clone_is_refused_in_a_process_with_threads():
    stop = threading.Event()
    waiter = threading.Thread(target=stop.wait)
    waiter.start()
    try:
        before = _linux.children_of(os.getpid())
        assert _linux.thread_count() >= 2
        assert _linux.fork_into_new_pid_namespace() is None
        assert _linux.children_of(os.getpid()) == before
    finally:
        stop.set()
        waiter.join()
