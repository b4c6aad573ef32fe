"""Measuring in forked child processes: the same interpreter state for every program, and a
bound on the time each program's measurement may take.

A program's measures must depend on its text only, never on the caller. Two things of the
caller's used to reach the analyzers: its warning filters (under ``python -W error`` a
program with ``"\\d"`` or ``1if x else 2`` failed to parse, because Python warns while
compiling it) and its stack depth (a program nested near the recursion limit was measured
or not depending on how deep the caller's stack was: one worker or two, ``evaluate`` or
``measure_quality``). So every batch is measured in a child process forked from the
caller from a thread started for the purpose, so that the child's only thread starts with
an empty stack of :data:`~evaluation.QUALITY_STACK_BYTES`, whatever the caller's depth;
the child measures with the recursion limit :data:`~evaluation.QUALITY_RECURSION_LIMIT`
and every warning ignored (no analyzer reads warnings; the numbers are those of a default
process).

The child also bounds the time: before each program it lowers its own ``RLIMIT_CPU`` to
the CPU time it has used plus :data:`~evaluation.QUALITY_CPU_LIMIT_S`, so a program whose
measurement would take longer (radon's logical-line count is quadratic in a statement's
length: a 2,000-line list literal takes 28 s, and a 1 MiB answer could take hours) gets
``SIGXCPU`` from the kernel, wherever the time goes, Python or C. The bound is on CPU time,
not wall time, so a loaded machine does not move it. The child tells the parent which
program it starts; when the child dies (that signal, or any other way), the parent gives
that program null measures with the reason and measures the rest of its piece in a new
child. A child that makes no progress for :data:`WALL_BACKSTOP_S` (blocked, not computing)
is killed the same way.

The analyzers are set up in the caller before the first fork, so every child inherits
them instead of importing them again. A child measures pieces as the parent hands them
over, keeping radon's line table over its pieces, as one batch would.
"""

from __future__ import annotations

import collections
import math
import multiprocessing
import resource
import signal
import sys
import threading
import time
import warnings
from collections.abc import Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait

from evaluation._defaults import QUALITY_CPU_LIMIT_S, QUALITY_RECURSION_LIMIT, QUALITY_STACK_BYTES
from evaluation.quality._assembly import QualityMeasures, null_measures
from evaluation.quality._batch import Tables, measure_batch, set_up_analyzers
from evaluation.quality._semgrep import SEMGREP_TIMEOUT_S

__all__ = ["WALL_BACKSTOP_S", "measure_pieces"]

#: Seconds a child may go without a word while measuring one program before it is killed:
#: the CPU bound stops a child that computes, this one a child that is blocked. Far above
#: :data:`~evaluation.QUALITY_CPU_LIMIT_S`, so that a slow, loaded machine never reaches it.
WALL_BACKSTOP_S = 20 * QUALITY_CPU_LIMIT_S
#: What the child says before it collects a piece's results (flake8's report, semgrep).
_FINISH = -1


def measure_pieces(sources: Sequence[object], pieces: Sequence[Sequence[int]],
                   semgrep_binary: str | None, workers: int) -> list[QualityMeasures]:
    """The measures of every source, by position: each piece (positions in ``sources``)
    measured in a child process, at most ``workers`` children at a time."""
    set_up_analyzers()  # inherited by every child; set up in a child it would be lost with it
    workers = max(1, workers)
    results: list[QualityMeasures | None] = [None] * len(sources)
    queue = collections.deque(list(piece) for piece in pieces if piece)
    children: dict[Connection, _Child] = {}
    try:
        while queue or children:
            while queue and len(children) < workers:
                child = _Child.start(sources, semgrep_binary)
                child.hand(queue.popleft())
                children[child.connection] = child
            for connection in wait(list(children), timeout=_next_deadline(children.values())):
                child = children[connection]
                try:
                    kind, value = connection.recv()
                except (EOFError, OSError):
                    del children[connection]
                    _lost(child, _death(child), results, queue)
                    continue
                child.heard()
                if kind == "start":
                    child.current = value
                    continue
                for position, measures in zip(child.piece, value):
                    results[position] = measures
                if queue:
                    child.hand(queue.popleft())
                else:
                    del children[connection]
                    child.stop()
            for connection, child in list(children.items()):
                if child.overdue():
                    del children[connection]
                    child.kill()
                    _lost(child, f"measurement stopped: no progress for {child.allowed():g} s",
                          results, queue)
    finally:
        for child in children.values():
            child.kill()
    return results  # type: ignore[return-value]


@dataclass
class _Child:
    """One child process and what it was last handed and last said."""

    process: multiprocessing.process.BaseProcess
    connection: Connection
    piece: list[int] = field(default_factory=list)
    current: int | None = None
    last_heard: float = field(default_factory=time.monotonic)

    @classmethod
    def start(cls, sources: Sequence[object], semgrep_binary: str | None) -> _Child:
        context = multiprocessing.get_context("fork")
        parent_end, child_end = context.Pipe()
        process = context.Process(target=_serve, args=(child_end, sources, semgrep_binary),
                                  daemon=True, name="codeassay-quality")
        _in_a_fresh_thread(process.start)
        child_end.close()  # the parent's copy: the child's death must read as end of file
        return cls(process, parent_end)

    def hand(self, piece: list[int]) -> None:
        self.piece, self.current = piece, None
        self.heard()
        self.connection.send(piece)

    def heard(self) -> None:
        self.last_heard = time.monotonic()

    def allowed(self) -> float:
        """How long the child may stay silent now: semgrep runs while it collects results."""
        return WALL_BACKSTOP_S + (SEMGREP_TIMEOUT_S if self.current == _FINISH else 0.0)

    def overdue(self) -> bool:
        return time.monotonic() - self.last_heard > self.allowed()

    def stop(self) -> None:
        try:
            self.connection.send(None)
        except OSError:
            pass
        self.connection.close()
        self.process.join()

    def kill(self) -> None:
        self.process.kill()
        self.process.join()
        self.connection.close()


def _in_a_fresh_thread(call) -> None:
    """Run ``call`` in a new thread whose stack is empty and :data:`QUALITY_STACK_BYTES`
    large: a process forked there has that thread's stack as its only one."""
    failures: list[BaseException] = []

    def run() -> None:
        try:
            call()
        except BaseException as exc:  # re-raised in the caller's thread
            failures.append(exc)

    previous = threading.stack_size(QUALITY_STACK_BYTES)
    try:
        thread = threading.Thread(target=run, name="codeassay-quality-fork")
        thread.start()
    finally:
        threading.stack_size(previous)
    thread.join()
    if failures:
        raise failures[0]


def _next_deadline(children) -> float | None:
    """Seconds until the first child is overdue (None: no child to wait for)."""
    now = time.monotonic()
    waits = [child.last_heard + child.allowed() - now for child in children]
    return max(0.0, min(waits)) + 0.01 if waits else None


def _death(child: _Child) -> str:
    """Why a child's measurement ended, from how its process ended."""
    child.process.join()
    code = child.process.exitcode
    child.connection.close()
    if code == -signal.SIGXCPU:
        return f"measurement stopped: it took over {QUALITY_CPU_LIMIT_S:g} s of CPU time"
    if code is not None and code < 0:
        return f"measurement failed: the measuring process died ({signal.Signals(-code).name})"
    return f"measurement failed: the measuring process ended (exit status {code})"


def _lost(child: _Child, reason: str, results: list, queue: collections.deque) -> None:
    """A child ended mid-piece: the program it was on gets ``reason``, the rest of the piece
    goes back to the front of the queue. A child that ended while collecting a piece's
    results cannot blame one program: the piece is measured again one program at a time,
    and a program alone in its piece takes the blame."""
    if child.current is not None and child.current != _FINISH:
        results[child.current] = null_measures(reason)
        rest = [p for p in child.piece if p != child.current]
        if rest:
            queue.appendleft(rest)
    elif len(child.piece) > 1:
        queue.extendleft([p] for p in reversed(child.piece))
    else:
        for position in child.piece:
            results[position] = null_measures(reason)


# --------------------------------------------------------------------------- the child


def _serve(connection: Connection, sources: Sequence[object], semgrep_binary: str | None) -> None:
    """The child: measure the pieces it is handed until it is handed None."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides when to stop
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # SIGXCPU would otherwise dump core
    sys.setrecursionlimit(QUALITY_RECURSION_LIMIT)
    tables = Tables()

    def starting(position: int) -> None:
        connection.send(("start", position))
        _bound_cpu_time()

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        while (piece := connection.recv()) is not None:
            measured = measure_batch({p: sources[p] for p in piece}, semgrep_binary, tables,
                                     starting=starting, finishing=lambda: starting(_FINISH))
            connection.send(("done", [measured[p] for p in piece]))


def _bound_cpu_time() -> None:
    """Let this process use :data:`~evaluation.QUALITY_CPU_LIMIT_S` more seconds of CPU."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    used = usage.ru_utime + usage.ru_stime
    _, hard = resource.getrlimit(resource.RLIMIT_CPU)
    soft = math.ceil(used + QUALITY_CPU_LIMIT_S)
    if hard != resource.RLIM_INFINITY:
        soft = min(soft, hard)
    resource.setrlimit(resource.RLIMIT_CPU, (soft, hard))
