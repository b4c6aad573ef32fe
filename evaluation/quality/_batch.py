"""One batch measured in this process (a child forked by ``_bounded``): each program prepared
once, then given to every analyzer.

flake8 (one application), bandit (one manager) and radon take each program's tree and
text from memory as it is added; semgrep, and flake8 and bandit on their plain paths,
read the batch's files once the last program is in. No analyzer is ever started once per
program.
"""

from __future__ import annotations

import collections
import contextlib
import functools
import gc
import os
import tempfile
import threading
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from evaluation.quality._assembly import QualityMeasures, assemble, null_measures
from evaluation.quality._bandit import BanditRun, bandit_visitor_class, import_bandit
from evaluation.quality._bandit import in_memory_usable as bandit_in_memory_usable
from evaluation.quality._flake8 import Flake8Run, flake8_classes, flake8_setup
from evaluation.quality._flake8 import in_memory_usable as flake8_in_memory_usable
from evaluation.quality._program import Program, prepare
from evaluation.quality._radon import module_level_visitor, radon_internals_usable, radon_outcome
from evaluation.quality._semgrep import run_semgrep

__all__ = [
    "GC_YOUNG_THRESHOLD",
    "Tables",
    "Batch",
    "measure_batch",
    "in_memory_supported",
    "set_up_analyzers",
]


#: Object allocations between two collections of the youngest garbage-collector generation
#: while a batch is measured (Python's default is 700). The analyzers allocate millions of
#: short-lived objects (tokens, AST nodes, contexts); at the default, collecting them took
#: 5 to 8 % of a batch's time. Cycles are still collected, only less often.
GC_YOUNG_THRESHOLD = 10_000

#: Suffix of the file name each program gets in a batch, in its folder or not.
_SOURCE_SUFFIX = ".py"


@dataclass
class Tables:
    """What the analyzers worked out for a line, kept so that a line met again is not
    worked out again: pure functions of the line, so the numbers never depend on them.

    Kept for one call of :func:`measure_quality` (by each child process over
    its pieces), so that no call's cost depends on what the process measured before.
    """

    #: radon's logical-line count of each complete stripped line (see ``_radon._lloc``).
    lloc: dict[str, int] = field(default_factory=dict)
    #: The findings of each pycodestyle check that reads only the logical line, by check
    #: and line (see ``_flake8._with_remembered_checks``).
    logical: dict[tuple, tuple] = field(default_factory=dict)


def measure_batch(programs: Mapping[object, object], semgrep_binary: str | None, tables: Tables, *,
                  starting: Callable[[Any], None] | None = None,
                  finishing: Callable[[], None] | None = None) -> dict[object, QualityMeasures]:
    """One batch measured in this process; ``tables`` may already hold lines of earlier
    batches. ``starting(key)`` is called before each program is measured and
    ``finishing()`` before the results are collected (see ``_bounded``)."""
    results: dict[object, QualityMeasures] = {}
    batch: Batch | None = None
    with contextlib.ExitStack() as stack:
        stack.enter_context(_fewer_collections())
        for key, source in programs.items():
            if starting is not None:
                starting(key)
            program = prepare(key, source)
            if isinstance(program, str):
                results[key] = null_measures(program)
                continue
            if batch is None:
                # Set up on the first program that parses: a batch without one never
                # touches an analyzer.
                batch = stack.enter_context(Batch(semgrep_binary, tables))
            batch.add(program)
        if finishing is not None:
            finishing()
        if batch is not None:
            results.update(batch.finish())
    return {key: results[key] for key in programs}


class Batch:
    """The analyzers of one batch, fed program by program; a context manager owning the
    temporary folder the programs are written to when a file is needed."""

    def __init__(self, semgrep_binary: str | None, tables: Tables) -> None:
        self.semgrep_binary = semgrep_binary
        self.in_memory = in_memory_supported()
        self.folder: str | None = None
        self._folder_owner: tempfile.TemporaryDirectory[str] | None = None
        self.programs: list[Program] = []
        self.flake8 = Flake8Run(tables.logical)
        self.bandit = BanditRun()
        self.tables = tables

    def __enter__(self) -> Batch:
        if self.semgrep_binary is not None or not self.in_memory:
            self._folder_owner = tempfile.TemporaryDirectory(prefix="codeassay-quality-")
            self.folder = self._folder_owner.name
        return self

    def __exit__(self, *exc_info: object) -> None:
        if self._folder_owner is not None:
            self._folder_owner.cleanup()

    def add(self, program: Program) -> None:
        """Run every in-process analyzer on ``program``, then drop its tree.

        The analyzers hang attributes (links to the parent, line ranges) on every node of
        the shared tree; dropping each tree once measured keeps a batch's memory from
        growing with the number of programs.
        """
        # Names carry only the position in the batch: no analyzer sees the key,
        # and no file name can collide or look like a special module.
        program.filename = f"program_{len(self.programs):06d}{_SOURCE_SUFFIX}"
        self.programs.append(program)
        if self.folder is not None:
            (Path(self.folder) / program.filename).write_bytes(program.data)
        if self.in_memory:
            self.flake8.check(program)
            self.bandit.scan(program)
        program.radon = radon_outcome(program, self.tables.lloc)
        program.tree = None

    def finish(self) -> dict[object, QualityMeasures]:
        """Each program's measures, by key, once every program was added."""
        if not self.in_memory and self.folder is not None:
            for program in self.programs:
                self.flake8.check_file(program, self.folder)
            self.bandit.scan_files(self.programs, self.folder)
        flake8_counts, flake8_failures = self.flake8.outcome(self.programs)
        bandit_issues, bandit_failures = self.bandit.outcome(self.programs)
        semgrep_counts: dict[str, int] = {}
        semgrep_failures: dict[str, str] = {}
        if self.semgrep_binary is not None and self.folder is not None:
            paths = [os.path.join(self.folder, p.filename) for p in self.programs]
            semgrep_counts, semgrep_failures = run_semgrep(
                self.semgrep_binary, self.folder, paths)
        return {program.key: assemble(
            program,
            flake8_counts.get(program.filename, collections.Counter()),
            flake8_failures.get(program.filename),
            bandit_issues.get(program.filename, []),
            bandit_failures.get(program.filename),
            (semgrep_counts.get(program.filename, 0)
             if self.semgrep_binary is not None else None),
            semgrep_failures.get(program.filename),
        ) for program in self.programs}


@functools.cache
def in_memory_supported() -> bool:
    """Whether flake8 and bandit can both be handed the programs from memory.

    Outside the versions of :data:`~evaluation.quality._versions.PINNED_VERSIONS`, or when
    an internal the path relies on is missing (see the ``_flake8`` and ``_bandit``
    modules), the batch is written to disk and read by the analyzers as their command
    lines would: slower, with the same numbers. Both analyzers take the same path, so a
    batch writes its files for both or for neither.
    """
    return flake8_in_memory_usable() and bandit_in_memory_usable()


_collections_lock = threading.Lock()
_collections_users = 0
_collections_saved: tuple[int, ...] = ()


@contextlib.contextmanager
def _fewer_collections() -> Iterator[None]:
    """Raise the youngest generation's collection threshold to :data:`GC_YOUNG_THRESHOLD`
    while the block runs, and put the caller's thresholds back after.

    The thresholds belong to the whole process, so batches measured in several threads at
    once share one raise, and the last to finish restores what was there before the first.
    A threshold of 0 (automatic collection off) is left alone.
    """
    global _collections_users, _collections_saved
    with _collections_lock:
        if _collections_users == 0:
            _collections_saved = gc.get_threshold()
            young, *older = _collections_saved
            if young:
                gc.set_threshold(max(young, GC_YOUNG_THRESHOLD), *older)
        _collections_users += 1
    try:
        yield
    finally:
        with _collections_lock:
            _collections_users -= 1
            if _collections_users == 0:
                gc.set_threshold(*_collections_saved)


def set_up_analyzers() -> None:
    """Import the analyzers and build what the analyzer modules cache per process."""
    from radon import raw, visitors  # noqa: F401  (imported for the children to inherit)

    flake8_setup()
    flake8_classes()
    if in_memory_supported():
        bandit_visitor_class()
    else:
        import_bandit()
    radon_internals_usable()
    module_level_visitor()
