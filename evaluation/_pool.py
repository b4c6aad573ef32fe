"""The local sandbox: a pool of warm workers, one thread feeding each.

Every backend offers the same small interface (``run``, ``protections``, ``close``) and
returns :class:`ExecResult` records, so the grading code does not care where a run
happens. A worker that dies takes only its current run with it: that run is reported
``crashed`` and a fresh worker takes its place.
"""

from __future__ import annotations

import json
import os
import queue
import shutil
import subprocess
import sys
import threading
from collections import OrderedDict, deque
from collections.abc import Iterable, Iterator
from dataclasses import asdict
from pathlib import Path

from evaluation._defaults import HASH_SEED
from evaluation._errors import SandboxError
from evaluation._records import ExecRequest, ExecResult
from evaluation._worker import recv_frame, send_frame

__all__ = ["LocalSandbox", "default_workers", "WORKER_START_TIMEOUT_S", "RESPONSE_GRACE_S"]

#: A worker that has not finished its start-up self-test by then is broken.
WORKER_START_TIMEOUT_S = 60.0
#: Extra time the pool waits for a worker's answer beyond the run's own timeout.
RESPONSE_GRACE_S = 30.0


class _WorkQueue:
    """Pending requests grouped by test file.

    A worker keeps taking requests of the test file it graded last, because it has
    that file compiled already. When that group is empty it starts the oldest group no
    other worker has started, or failing that the oldest group, so no worker idles
    while anything is pending.
    """

    def __init__(self, requests: Iterable[ExecRequest]) -> None:
        self._groups: OrderedDict[str, deque[ExecRequest]] = OrderedDict()
        self._started: set[str] = set()
        self.count = 0
        for request in requests:
            self._groups.setdefault(request.tests, deque()).append(request)
            self.count += 1
        self._lock = threading.Lock()

    def take(self, tests: str | None) -> ExecRequest | None:
        """The next request for a worker that last ran ``tests``; None when all are taken."""
        with self._lock:
            if tests not in self._groups:
                if not self._groups:
                    return None
                tests = next((key for key in self._groups if key not in self._started),
                             next(iter(self._groups)))
                self._started.add(tests)
            group = self._groups[tests]
            request = group.popleft()
            if not group:
                del self._groups[tests]
            return request

    def clear(self) -> None:
        """Drop everything not yet taken."""
        with self._lock:
            self._groups.clear()


def default_workers() -> int:
    """One worker per CPU the process may use."""
    return max(1, len(os.sched_getaffinity(0)))


def _result_from_dict(data: dict) -> ExecResult:
    return ExecResult(key=data["key"], status=data["status"], outcomes=dict(data.get("outcomes") or {}),
                      failures=dict(data.get("failures") or {}), output=data.get("output", ""),
                      detail=data.get("detail", ""), duration_s=float(data.get("duration_s", 0.0)),
                      test_time_s=float(data.get("test_time_s", 0.0)))


class _WorkerHandle:
    """One worker process and its pipes."""

    def __init__(self, isolate: bool) -> None:
        package_root = str(Path(__file__).resolve().parent.parent)
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONHASHSEED": HASH_SEED,
               "PYTHONPATH": package_root, "PYTHONNOUSERSITE": "1", "LANG": "C.UTF-8",
               "PYTHONDONTWRITEBYTECODE": "1"}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "evaluation._worker",
             json.dumps({"unprivileged": os.geteuid() == 0, "isolate": isolate})],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env,
            start_new_session=True)
        ready = self._receive(WORKER_START_TIMEOUT_S)
        if not ready or not ready.get("ready"):
            self.kill()
            raise SandboxError("a sandbox worker failed its start-up self-test; "
                               f"run `{sys.executable} -m evaluation._worker '{{}}'` to see why")
        self.protections: dict[str, bool] = ready["protections"]
        self._base: str = ready["base"]
        self._mounts: str = ready["mounts"]

    def _receive(self, timeout: float) -> dict | None:
        box: list[dict | None] = [None]

        def read() -> None:
            try:
                box[0] = recv_frame(self.process.stdout)
            except (OSError, ValueError):
                box[0] = None
        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        reader.join(timeout)
        if reader.is_alive():
            self.kill()
            reader.join()
        return box[0]

    def ask(self, request: ExecRequest) -> ExecResult:
        """Send one request; a dead or silent worker yields a ``crashed`` result."""
        payload = {"key": request.key, "solution": request.solution, "tests": request.tests,
                   "expected": list(request.expected), "limits": asdict(request.limits),
                   "verdict_only": request.verdict_only}
        try:
            send_frame(self.process.stdin, payload)
        except (BrokenPipeError, OSError, ValueError):
            return ExecResult(request.key, "crashed", detail="the sandbox worker had died")
        data = self._receive(request.limits.timeout_s + RESPONSE_GRACE_S)
        if data is None:
            self.kill()
            return ExecResult(request.key, "crashed", detail="the sandbox worker died during the run")
        return _result_from_dict(data)

    @property
    def alive(self) -> bool:
        """Whether the worker process is still running."""
        return self.process.poll() is None

    def kill(self) -> None:
        """Stop the worker and everything in its session."""
        try:
            os.killpg(self.process.pid, 9)
        except (ProcessLookupError, PermissionError):
            pass
        self.process.wait()
        self._close_pipes()

    def _close_pipes(self) -> None:
        for stream in (self.process.stdin, self.process.stdout):
            try:
                stream.close()
            except OSError:
                pass
        self._remove_folders()

    def _remove_folders(self) -> None:
        """Delete the worker's folders now that it (and its mount namespace) is gone."""
        base, mounts = getattr(self, "_base", None), getattr(self, "_mounts", None)
        if base:
            shutil.rmtree(base, ignore_errors=True)
        if mounts:
            # Never a recursive delete here: only empty staging folders are expected.
            for entry in os.listdir(mounts) if os.path.isdir(mounts) else ():
                try:
                    os.rmdir(os.path.join(mounts, entry))
                except OSError:
                    pass
            try:
                os.rmdir(mounts)
            except OSError:
                pass
        self._base = self._mounts = ""

    def close(self) -> None:
        """Ask the worker to exit (end of its input), then make sure it did."""
        try:
            self.process.stdin.close()
            self.process.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            self.kill()
        self._close_pipes()


class LocalSandbox:
    """Runs requests on ``workers`` warm worker processes on this machine.

    ``isolate=False`` skips the network and PID namespaces even where they are allowed
    (useful only for debugging; results record which protections were active).
    """

    name = "local"

    def __init__(self, workers: int | None = None, *, isolate: bool = True) -> None:
        self.workers = workers or default_workers()
        if self.workers < 1:
            raise SandboxError(f"workers must be at least 1, got {self.workers}")
        self.isolate = isolate
        self._handles: list[_WorkerHandle | None] = [None] * self.workers
        self._lock = threading.Lock()

    def _handle(self, slot: int) -> _WorkerHandle:
        handle = self._handles[slot]
        if handle is None or not handle.alive:
            if handle is not None:
                handle.kill()
            handle = _WorkerHandle(self.isolate)
            self._handles[slot] = handle
        return handle

    def protections(self) -> dict[str, bool]:
        """Which protections the workers apply on this machine (starts one if needed)."""
        return dict(self._handle(0).protections)

    def run(self, requests: Iterable[ExecRequest]) -> Iterator[ExecResult]:
        """Run all requests, yielding each result as soon as it is ready (any order)."""
        work = _WorkQueue(requests)
        if not work.count:
            return
        done: queue.Queue = queue.Queue()

        def serve(slot: int) -> None:
            tests = None
            while (request := work.take(tests)) is not None:
                tests = request.tests
                try:
                    result = self._handle(slot).ask(request)
                except SandboxError as exc:
                    result = ExecResult(request.key, "no_result", detail=str(exc))
                done.put(result)
        threads = [threading.Thread(target=serve, args=(slot,), daemon=True)
                   for slot in range(min(self.workers, work.count))]
        for thread in threads:
            thread.start()
        try:
            for _ in range(work.count):
                yield done.get()
        finally:
            work.clear()  # abandoned early (an error or a break): finish only what runs
            for thread in threads:
                thread.join()

    def close(self) -> None:
        """Stop every worker."""
        for slot, handle in enumerate(self._handles):
            if handle is not None:
                handle.close()
                self._handles[slot] = None

    def __enter__(self) -> "LocalSandbox":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
