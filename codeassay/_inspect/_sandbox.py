"""One sandbox pool per process, shared by every sample of every Inspect task it runs.

Inspect runs samples concurrently, each in its own coroutine, and the protocol runs
programs from worker threads. A :class:`~evaluation.LocalSandbox` serves one caller at a
time (its workers' pipes carry one request each), so the pool keeps several one-worker
sandboxes and lends each to one caller at a time: as many programs run at once as there
are workers, with the engine's own limits and protections.
"""

from __future__ import annotations

import atexit
import queue
import threading
from collections.abc import Iterable, Iterator

from evaluation import ExecRequest, ExecResult, LocalSandbox, SandboxError, default_workers

__all__ = ["SandboxPool", "shared_pool", "close_shared_pool"]


class SandboxPool:
    """``workers`` one-worker local sandboxes behind the sandbox interface, thread-safe.

    ``name`` is the local sandbox's, so results files graded through the pool say the
    same as those of ``codeassay evaluate`` on this machine.
    """

    name = LocalSandbox.name

    def __init__(self, workers: int | None = None) -> None:
        count = workers or default_workers()
        if count < 1:
            raise SandboxError(f"workers must be at least 1, got {count}")
        self.workers = count
        self._boxes = [LocalSandbox(1) for _ in range(count)]
        self._idle: queue.Queue[LocalSandbox] = queue.Queue()
        for box in self._boxes:
            self._idle.put(box)
        self._protections: dict[str, bool] | None = None
        self._lock = threading.Lock()

    def protections(self) -> dict[str, bool]:
        """Which protections the workers apply on this machine (starts one if needed)."""
        with self._lock:
            if self._protections is None:
                box = self._idle.get()
                try:
                    self._protections = box.protections()
                finally:
                    self._idle.put(box)
        return dict(self._protections)

    def run(self, requests: Iterable[ExecRequest]) -> Iterator[ExecResult]:
        """Run the requests on one idle sandbox (waiting for one), yielding each result."""
        box = self._idle.get()
        try:
            yield from box.run(requests)
        finally:
            self._idle.put(box)

    def run_one(self, request: ExecRequest) -> ExecResult:
        """Run one request and return its result."""
        results = list(self.run([request]))
        return results[0]

    def close(self) -> None:
        """Stop every worker (a later run starts them again)."""
        for box in self._boxes:
            box.close()


_shared: SandboxPool | None = None
_shared_lock = threading.Lock()


def shared_pool(workers: int | None = None) -> SandboxPool:
    """The process's pool, made on first use with ``workers`` (later values are ignored:
    every task of one Inspect process shares the machine)."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = SandboxPool(workers)
        return _shared


def close_shared_pool() -> None:
    """Stop the process's pool, if one was made; the next :func:`shared_pool` makes a new one."""
    global _shared
    with _shared_lock:
        pool, _shared = _shared, None
    if pool is not None:
        pool.close()


# The workers would exit on their own when this process's pipes close; closing them
# first removes their run folders too.
atexit.register(close_shared_pool)
