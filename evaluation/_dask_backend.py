"""Grading on a Dask cluster: the local pool, once per Dask worker, fed in batches.

Each Dask worker keeps one warm :class:`LocalSandbox` (started on its first batch, closed
when the worker shuts down), so a run on the cluster gets exactly the limits and
protections of a run on this machine; Dask only moves requests and results. Requests
travel in batches because one Dask task costs tens of milliseconds of CPU between the
client, the scheduler and the worker (BENCHMARKS.md, "Distributed grading"), as much as
running a short program.

A worker lost mid-run takes its unfinished batches with it; Dask runs them again on
another worker, and batches it gives up on (``KilledWorker``) are submitted again here,
a bounded number of times. Every result is keyed and each key is yielded once.
"""

from __future__ import annotations

import functools
import platform
import threading
import time
from collections import deque
from collections.abc import Iterable, Iterator
from importlib import metadata

from evaluation._errors import MissingDependencyError, SandboxError
from evaluation._pool import LocalSandbox, default_workers
from evaluation._records import ExecRequest, ExecResult

__all__ = [
    "DaskSandbox",
    "DEFAULT_BATCH_SIZE",
    "LOCAL_PREFIX",
    "IN_FLIGHT_PER_THREAD",
    "MAX_RESUBMITS",
    "CONNECT_TIMEOUT_S",
    "WORKER_WAIT_TIMEOUT_S",
    "POOL_CLOSE_TIMEOUT_S",
]

#: Programs per Dask task. Chosen with ``benchmarks/dask_overhead.py`` (BENCHMARKS.md,
#: "Distributed grading"): it divides the per-task cost to about 2 ms per program, and is
#: small enough that results still stream and a lost worker loses little work.
DEFAULT_BATCH_SIZE = 16
#: ``scheduler="local:N"`` starts a cluster of N worker processes on this machine.
LOCAL_PREFIX = "local:"
#: Batches kept in flight per Dask worker thread: one running, one waiting on the worker so
#: it never idles for a round trip. Bounding them keeps the scheduler's memory flat however
#: many predictions there are.
IN_FLIGHT_PER_THREAD = 2
#: How often a batch whose workers keep dying is submitted again before its programs are
#: reported ``crashed`` (fail closed, like a dead worker of the local pool).
MAX_RESUBMITS = 3
#: Seconds to reach the scheduler.
CONNECT_TIMEOUT_S = 60.0
#: Seconds to wait for the first worker to join a scheduler that has none.
WORKER_WAIT_TIMEOUT_S = 120.0
#: The scheduler of a ``local:N`` cluster serves HTTP (health checks, and the dashboard
#: when bokeh is installed) on a free port of the loopback interface: the default port
#: 8787 may be taken by another cluster on the same machine.
_LOCAL_HTTP_ADDRESS = "127.0.0.1:0"
#: Seconds a ``local:N`` cluster's workers get to stop their pools before it is stopped.
POOL_CLOSE_TIMEOUT_S = 30.0
#: Name under which each worker holds its sandbox (a worker plugin).
_PLUGIN_NAME = "codeassay-sandbox"


def _import_distributed():
    """The ``distributed`` module, or the error that says how to install it."""
    try:
        import distributed
    except ImportError:
        raise MissingDependencyError("distributed", "distributed", "Grading on a Dask cluster") from None
    return distributed


def _codeassay_version() -> str:
    try:
        return metadata.version("codeassay")
    except metadata.PackageNotFoundError:
        return "not installed"


@functools.cache
def _plugin_class():
    """The worker plugin class, built on first use so this module imports without Dask."""
    from distributed.diagnostics.plugin import WorkerPlugin

    class SandboxPlugin(WorkerPlugin):
        """Holds one warm :class:`LocalSandbox` per Dask worker and closes it at shutdown."""

        # Registering it again (a second DaskSandbox on the same cluster) keeps the warm pool.
        idempotent = True
        name = _PLUGIN_NAME

        def __init__(self, workers: int | None) -> None:
            self.workers = workers
            self._box: LocalSandbox | None = None
            self._lock: threading.Lock | None = None

        def setup(self, worker) -> None:
            self._lock = threading.Lock()

        def _sandbox(self) -> LocalSandbox:
            """The worker's pool, started on first use; call with the lock held."""
            if self._box is None:
                self._box = LocalSandbox(self.workers or default_workers())
            return self._box

        def run(self, requests: list[ExecRequest]) -> list[ExecResult]:
            # One pool, one feeder at a time: a LocalSandbox maps run slots to fixed worker
            # processes, so two concurrent runs (a worker with several threads) would share pipes.
            assert self._lock is not None, "the plugin runs only after setup"
            with self._lock:
                return list(self._sandbox().run(requests))

        def protections(self) -> dict[str, bool]:
            assert self._lock is not None, "the plugin runs only after setup"
            with self._lock:
                return self._sandbox().protections()

        def close_pool(self) -> None:
            if self._lock is None:
                return
            with self._lock:
                if self._box is not None:
                    self._box.close()
                    self._box = None

        def teardown(self, worker) -> None:
            self.close_pool()

    return SandboxPlugin


def _plugin():
    from distributed import get_worker

    try:
        return get_worker().plugins[_PLUGIN_NAME]
    except KeyError:
        raise SandboxError(f"this Dask worker has no {_PLUGIN_NAME!r} plugin; it joined without "
                           "the scheduler's plugins") from None


def _run_batch(requests: list[ExecRequest]) -> list[ExecResult]:
    """Runs on a Dask worker: one batch through the worker's warm pool."""
    return _plugin().run(requests)


def _describe_worker() -> dict:
    """Runs on a Dask worker: its protections and the versions that must match ours."""
    return {"protections": _plugin().protections(), "codeassay": _codeassay_version(),
            "python": platform.python_version()}


def _close_pool() -> None:
    """Runs on a Dask worker: stop its pool (a new one starts with the next batch)."""
    _plugin().close_pool()


def _batches(requests: Iterable[ExecRequest], size: int) -> Iterator[list[ExecRequest]]:
    batch: list[ExecRequest] = []
    for request in requests:
        batch.append(request)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


class DaskSandbox:
    """Runs requests on a Dask cluster, each worker through its own warm local pool.

    ``scheduler`` is a scheduler address (``tcp://HOST:8786``) or ``local:N`` to start a
    cluster of N single-threaded worker processes on this machine, owned and closed by
    this sandbox. ``batch_size`` programs travel in one Dask task. ``workers_per_node``
    is the size of each Dask worker's pool (default: the CPUs of its machine, divided
    among the workers of a ``local:N`` cluster); the first sandbox to reach a cluster sets
    it, later ones share the warm pools. Every worker needs the same CodeAssay and Python
    versions as this process (``pip install 'codeassay[distributed]'``). Dask starts the
    workers of ``local:N`` with ``spawn``, so a script using it needs the usual
    ``if __name__ == "__main__":`` guard.
    """

    name = "dask"

    def __init__(self, scheduler: str, *, batch_size: int = DEFAULT_BATCH_SIZE,
                 workers_per_node: int | None = None) -> None:
        distributed = _import_distributed()
        if batch_size < 1:
            raise SandboxError(f"batch_size must be at least 1, got {batch_size}")
        if workers_per_node is not None and workers_per_node < 1:
            raise SandboxError(f"workers_per_node must be at least 1, got {workers_per_node}")
        self.scheduler = scheduler
        self.batch_size = batch_size
        self._cluster = None
        expected_workers = 1
        if scheduler.startswith(LOCAL_PREFIX):
            text = scheduler[len(LOCAL_PREFIX):]
            if not text.isdigit() or int(text) < 1:
                raise SandboxError(f"scheduler {scheduler!r}: expected {LOCAL_PREFIX}N with N >= 1 workers")
            expected_workers = int(text)
            if workers_per_node is None:
                # The workers share this machine's CPUs; a full-size pool each would oversubscribe.
                workers_per_node = max(1, default_workers() // expected_workers)
            self._cluster = distributed.LocalCluster(
                n_workers=expected_workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                dashboard_address=_LOCAL_HTTP_ADDRESS)
            address = self._cluster.scheduler_address
        else:
            address = scheduler
        try:
            self._client = distributed.Client(address, timeout=CONNECT_TIMEOUT_S, set_as_default=False)
        except (OSError, TimeoutError) as exc:
            self._close_cluster()
            raise SandboxError(f"cannot reach the Dask scheduler at {scheduler!r}: {exc}") from exc
        try:
            self._client.wait_for_workers(expected_workers, timeout=WORKER_WAIT_TIMEOUT_S)
            self._client.register_plugin(_plugin_class()(workers_per_node))
        except (OSError, TimeoutError) as exc:
            self.close()
            raise SandboxError(f"the Dask cluster at {scheduler!r} has no usable workers: {exc}") from exc
        self._protections: dict[str, bool] | None = None

    def protections(self) -> dict[str, bool]:
        """The protections of the workers' pools (asked of one worker), plus ``distributed``.

        Raises :class:`SandboxError` when that worker runs another CodeAssay or Python
        version than this process, since its verdicts could then differ.
        """
        if self._protections is None:
            info = self._client.submit(_describe_worker, pure=False).result()
            ours = {"codeassay": _codeassay_version(), "python": platform.python_version()}
            for package, version in ours.items():
                if info[package] != version:
                    raise SandboxError(f"a Dask worker runs {package} {info[package]}, this process "
                                       f"{version}; install the same version on every worker")
            self._protections = {**info["protections"], "distributed": True}
        return dict(self._protections)

    def _in_flight_limit(self) -> int:
        return max(IN_FLIGHT_PER_THREAD, IN_FLIGHT_PER_THREAD * sum(self._client.nthreads().values()))

    def run(self, requests: Iterable[ExecRequest]) -> Iterator[ExecResult]:
        """Run all requests, yielding each batch's results as soon as the batch is done."""
        from distributed import as_completed

        batches = _batches(requests, self.batch_size)
        limit = self._in_flight_limit()
        finished = 0
        # Which batch each future carries and how often it was submitted again.
        flying: dict = {}
        unfinished: set[str] = set()
        retry: deque[tuple[list[ExecRequest], int]] = deque()
        done = as_completed(loop=self._client.loop)

        def submit(batch: list[ExecRequest], attempt: int) -> None:
            future = self._client.submit(_run_batch, batch, pure=False)
            flying[future] = (batch, attempt)
            done.add(future)

        def refill() -> None:
            while len(flying) < limit:
                if retry:
                    submit(*retry.popleft())
                    continue
                batch = next(batches, None)
                if batch is None:
                    return
                unfinished.update(r.key for r in batch)
                submit(batch, 0)

        try:
            refill()
            for future in done:
                batch, attempt = flying.pop(future)
                if future.status == "finished":
                    results = future.result()
                elif future.status == "cancelled":
                    raise SandboxError("the Dask scheduler dropped a batch (was it restarted?)")
                else:
                    results = self._failed(batch, attempt, future.exception(), retry)
                for result in results:
                    # A batch run twice (a worker lost after finishing it) must not count twice.
                    if result.key in unfinished:
                        unfinished.discard(result.key)
                        yield result
                future.release()
                finished += 1
                if finished % limit == 0:
                    # Workers may join (or leave) during a long run: a cluster scaled up
                    # after the start must be fed too.
                    limit = self._in_flight_limit()
                refill()
        finally:
            # Abandoned early (an error or a break): stop what is still queued on the cluster.
            if flying:
                self._client.cancel(list(flying))
                flying.clear()

    def _failed(self, batch: list[ExecRequest], attempt: int, error: BaseException,
                retry: deque) -> list[ExecResult]:
        """Schedule a batch whose workers died again, or report it; other errors are raised."""
        from distributed import KilledWorker

        if not isinstance(error, KilledWorker):
            raise SandboxError(f"a Dask worker failed to run a batch ({type(error).__name__}: {error}); "
                               "does every worker have the same CodeAssay version installed?") from error
        if attempt < MAX_RESUBMITS:
            retry.append((batch, attempt + 1))
            return []
        detail = f"the Dask workers running this program died {attempt + 1} times"
        return [ExecResult(r.key, "crashed", detail=detail) for r in batch]

    def close(self) -> None:
        """Disconnect from the scheduler; stop the cluster if this sandbox started it.

        The pools of a cluster this sandbox did not start stay warm for its next client;
        each closes when its worker shuts down.
        """
        client, self._client = getattr(self, "_client", None), None
        if client is not None:
            if self._cluster is not None:
                self._close_pools(client)
            client.close()
        self._close_cluster()

    @staticmethod
    def _close_pools(client) -> None:
        # Before the cluster stops: a worker that does not exit within a few seconds is
        # killed by its nanny, and its pool's temporary folders would then be left behind.
        futures = [client.submit(_close_pool, workers=[address], allow_other_workers=False, pure=False)
                   for address in client.nthreads()]
        deadline = time.monotonic() + POOL_CLOSE_TIMEOUT_S
        try:
            for future in futures:
                future.result(timeout=max(0.0, deadline - time.monotonic()))
        except TimeoutError:
            pass  # a worker still busy with an abandoned batch; its nanny will stop it
        finally:
            client.cancel(futures)

    def _close_cluster(self) -> None:
        cluster, self._cluster = self._cluster, None
        if cluster is not None:
            cluster.close()

    def __enter__(self) -> "DaskSandbox":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
