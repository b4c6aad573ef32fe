"""Quality measures of programs: style (flake8), complexity and length (radon), static
analysis findings (bandit, and semgrep when installed).

Each measure is reported raw, in the unit its tool produces; nothing is rescaled and no
composite score is formed (codeassay-paper §3.3). The measures are taken only for programs
that passed every hidden test; that gate belongs to the caller.

A batch is measured in-process, program by program: each program is parsed once, and
flake8 (one application for the batch), bandit (one manager's tests) and radon (its Python
API) are all given that tree and the program's text from memory, so no analyzer parses a
program again or reads it from disk. Semgrep, a separate binary, is one subprocess for the
whole batch, over the programs written once to a temporary directory. No analyzer is ever
started once per program. Handing text and tree over relies on a few internals of the
flake8 and bandit versions setup.cfg pins (see :func:`_in_memory_supported`); with other
versions the batch is written to disk and read by the analyzers as their command lines
read it, with the same numbers.

Choices that change numbers, in one place:

* flake8 reads no configuration file (``--isolated``), selects E, W, F and C with an empty
  ignore list, so the codes flake8 hides by default (E121, E123, E126, E226, E24, E704,
  W503, W504) are counted, and runs with ``--disable-noqa``: a ``# noqa`` comment (or
  ``# flake8: noqa``) in a program does not hide its violations. Only flake8's own checkers
  (pycodestyle, pyflakes, mccabe) run, so installing a flake8 plugin cannot change the
  counts. The line length is pinned to PEP 8's 79. ``--max-complexity`` is left unset, so
  mccabe's C901 never fires: complexity is radon's column, not a style violation.
* bandit ignores ``# nosec`` (``ignore_nosec=True``): a program cannot hide its findings.
  Findings of every confidence level are counted, split by severity.
* radon's complexity is averaged over every function definition in the program, wherever
  it is nested: top-level functions, methods, closures and methods of nested classes, each
  counted once with radon's own per-function complexity (which already leaves nested
  functions out of their parent). Class blocks are not counted: radon derives a class's
  complexity from its methods, so counting it too would count those methods twice.
  Counting closures as blocks of their own keeps a program that puts its logic in an inner
  helper (``def solve(...): def dfs(...): ...``) from looking simpler than it is.
* Rates per 100 logical lines are ``None`` when the program has no logical line (a rate
  over zero lines is undefined, not zero).
"""

from __future__ import annotations

import argparse
import ast
import collections
import contextlib
import functools
import gc
import importlib.metadata
import inspect
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import tokenize
import warnings
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import FunctionType, SimpleNamespace
from typing import TYPE_CHECKING

from evaluation._errors import MissingDependencyError

if TYPE_CHECKING:
    from flake8 import checker
    from flake8.plugins.finder import Checkers

__all__ = ["WHITESPACE_CODES", "QualityMeasures", "measure_quality", "analyzer_versions"]

#: pycodestyle codes that are about whitespace only: indentation, spaces around tokens,
#: blank lines, trailing whitespace, and where a line breaks around a binary operator.
#: Taken from the list of error codes in pycodestyle's documentation (2.15, "Error codes"
#: table): E101, E111-E117, E121-E129, E131, E133, E201-E204, E211, E221-E228, E231,
#: E241-E242, E251-E252, E261, E271-E275, E301-E306, W191, W291-W293, W391, W503, W504.
#: E262, E265 and E266 (spacing inside a comment: "inline comment should start with '# '",
#: "block comment should start with '# '", "too many leading '#'") are deliberately NOT
#: included: they are borderline, about how a comment is written as much as about
#: whitespace, so they stay in the "excluding whitespace" count.
#: E133 only fires with ``--hang-closing``, which is off; it is listed for completeness.
WHITESPACE_CODES: frozenset[str] = frozenset({
    "E101",
    "E111", "E112", "E113", "E114", "E115", "E116", "E117",
    "E121", "E122", "E123", "E124", "E125", "E126", "E127", "E128", "E129",
    "E131", "E133",
    "E201", "E202", "E203", "E204",
    "E211",
    "E221", "E222", "E223", "E224", "E225", "E226", "E227", "E228",
    "E231",
    "E241", "E242",
    "E251", "E252",
    "E261",
    "E271", "E272", "E273", "E274", "E275",
    "E301", "E302", "E303", "E304", "E305", "E306",
    "W191",
    "W291", "W292", "W293",
    "W391",
    "W503", "W504",
})

#: flake8 code prefixes counted: pycodestyle errors and warnings, pyflakes, mccabe.
FLAKE8_SELECT: tuple[str, ...] = ("E", "W", "F", "C")
#: Maximum line length for E501: PEP 8's 79, pinned so that neither a config file nor a
#: change of flake8's default moves the numbers.
FLAKE8_MAX_LINE_LENGTH = 79
#: Distributions whose flake8 checkers run; any other installed flake8 plugin is left out.
_FLAKE8_CHECKER_PACKAGES = frozenset({"pycodestyle", "pyflakes", "mccabe"})
#: flake8 codes meaning the file could not be read or parsed, so its counts are incomplete.
_FLAKE8_FAILURE_CODES = frozenset({"E902", "E999"})

#: The semgrep rules shipped with the package (``evaluation/rules/semgrep.yaml``).
SEMGREP_RULES: Path = Path(__file__).resolve().parent / "rules" / "semgrep.yaml"
#: Wall-clock limit of the one semgrep run of a batch (its start-up alone can take 10 s).
SEMGREP_TIMEOUT_S = 600.0
#: The value :func:`analyzer_versions` gives for an analyzer that is not installed.
NOT_INSTALLED = "not installed"
#: Smallest batch that ``measure_quality(..., workers=N)`` splits over processes; below it
#: the cost of starting them outweighs the gain.
PARALLEL_MIN_PROGRAMS = 64
#: Programs per piece of work handed to a worker process. The workers take pieces as they
#: finish the previous one, so no worker waits for another at the end of the batch. Each
#: piece costs a round trip to its worker and its analyzers' set-up (about half a
#: millisecond), which pieces much smaller than this would start to show.
PARALLEL_PIECE_PROGRAMS = 16
#: Object allocations between two collections of the youngest garbage-collector generation
#: while a batch is measured (Python's default is 700). The analyzers allocate millions of
#: short-lived objects (tokens, AST nodes, contexts); at the default, collecting them took
#: 5 to 8 % of a batch's time. Cycles are still collected, only less often.
GC_YOUNG_THRESHOLD = 10_000

_SOURCE_SUFFIX = ".py"


@dataclass(frozen=True)
class QualityMeasures:
    """The quality measures of one program, each in the unit its tool produces.

    ``error`` is ``None`` when every measure that was asked for was produced. When the
    program could not be analysed at all (a syntax error, text that cannot be written as
    source), every measure is ``None`` and ``error`` says why, e.g.
    ``"syntax error: line 3: invalid syntax"``. When one analyzer failed on an otherwise
    valid program, only that analyzer's columns are ``None`` and ``error`` names it.

    ``semgrep_findings`` is ``None`` without an error when semgrep was not requested or is
    not installed; :func:`analyzer_versions` then reports semgrep as ``"not installed"``.
    """

    #: Logical lines of code, as radon counts them (context, not a quality measure).
    lloc: int | None
    #: flake8 violations of every selected code (see the module docstring).
    flake8_violations: int | None
    #: ``flake8_violations`` per 100 logical lines; ``None`` when ``lloc`` is 0.
    flake8_per_100_lloc: float | None
    #: flake8 violations whose code is not in :data:`WHITESPACE_CODES`.
    flake8_nows_violations: int | None
    #: ``flake8_nows_violations`` per 100 logical lines; ``None`` when ``lloc`` is 0.
    flake8_nows_per_100_lloc: float | None
    #: Violations per flake8 code, codes in sorted order.
    flake8_codes: dict[str, int]
    #: Mean radon cyclomatic complexity over every function definition; ``None`` when the
    #: program defines no function.
    cc_mean: float | None
    #: Largest radon cyclomatic complexity of a function definition; ``None`` without one.
    cc_max: int | None
    #: Complexity of the code outside every function and class (1 for straight-line code);
    #: the complexity measure to use for a program that defines no function.
    cc_module: int | None
    #: bandit findings of low severity (any confidence).
    bandit_low: int | None
    #: bandit findings of medium severity (any confidence).
    bandit_medium: int | None
    #: bandit findings of high severity (any confidence).
    bandit_high: int | None
    #: bandit test id of every finding, one entry per finding, sorted (``("B307",)``).
    bandit_tests: tuple[str, ...]
    #: Findings of the shipped semgrep rules; ``None`` when semgrep did not run.
    semgrep_findings: int | None
    #: Why measures are missing, or ``None`` (see the class docstring).
    error: str | None = None


@dataclass
class _Program:
    """A program that parsed, with what the analyzers need."""

    key: object
    source: str
    data: bytes
    #: ``None`` once every analyzer has seen it (see :meth:`_Batch.add`).
    tree: ast.Module | None
    filename: str = ""
    #: radon's numbers (see :func:`_radon`), or why radon failed on the program.
    radon: tuple[int, list[int], int] | str | None = None


def measure_quality(programs: Mapping[str, str], *, semgrep: bool | None = None,
                    workers: int = 1) -> dict[str, QualityMeasures]:
    """Measure a batch of programs; the result has the same keys as ``programs``.

    ``workers > 1`` splits a batch of at least :data:`PARALLEL_MIN_PROGRAMS` programs over
    that many forked processes (the analyzers are pure Python, so one process uses one
    core); the numbers are the same as in one process. Call it from the main thread.

    ``programs`` maps arbitrary ids to program sources. ``semgrep=None`` runs semgrep
    when it is installed and leaves its column ``None`` otherwise; ``semgrep=True``
    requires it (:class:`~evaluation.MissingDependencyError` when it is missing);
    ``semgrep=False`` never runs it.

    A program that does not parse, contains a NUL byte, is not a string or cannot be
    encoded gets null measures with the reason in ``error``; the rest of the batch is
    measured as usual. The numbers depend only on the program text, not on the batch it
    is in, the temporary paths used or any configuration file in the working directory.
    """
    semgrep_binary = _semgrep_binary()
    if semgrep is True and semgrep_binary is None:
        raise MissingDependencyError("semgrep", "semgrep", "Semgrep findings")
    use_semgrep = semgrep is not False and semgrep_binary is not None
    if workers > 1 and len(programs) >= PARALLEL_MIN_PROGRAMS:
        return _measure_in_parallel(programs, use_semgrep, workers)
    return _measure(programs, semgrep_binary if use_semgrep else None, _Tables())


@dataclass
class _Tables:
    """What the analyzers worked out for a line, kept so that a line met again is not
    worked out again: pure functions of the line, so the numbers never depend on them.

    Kept for one call of :func:`measure_quality` (in a parallel call, for each worker over
    its pieces), so that no call's cost depends on what the process measured before.
    """

    #: radon's logical-line count of each complete stripped line (see :func:`_lloc`).
    lloc: dict[str, int] = field(default_factory=dict)
    #: The findings of each pycodestyle check that reads only the logical line, by check
    #: and line (see :func:`_with_remembered_checks`).
    logical: dict[tuple, tuple] = field(default_factory=dict)


def _measure(programs: Mapping[str, str], semgrep_binary: str | None,
             tables: _Tables) -> dict[str, QualityMeasures]:
    """``measure_quality`` of one batch in this process; ``tables`` may already hold lines
    of earlier batches."""
    results: dict[str, QualityMeasures] = {}
    batch: _Batch | None = None
    with contextlib.ExitStack() as stack:
        stack.enter_context(_fewer_collections())
        for key, source in programs.items():
            program = _prepare(key, source)
            if isinstance(program, str):
                results[key] = _null(program)
                continue
            if batch is None:
                # Set up on the first program that parses: a batch without one never
                # touches an analyzer.
                batch = stack.enter_context(_Batch(semgrep_binary, tables))
            batch.add(program)
        if batch is not None:
            results.update(batch.finish())
    return {key: results[key] for key in programs}


class _Batch:
    """The analyzers of one batch, fed program by program; a context manager owning the
    temporary folder the programs are written to when a file is needed."""

    def __init__(self, semgrep_binary: str | None, tables: _Tables) -> None:
        self.semgrep_binary = semgrep_binary
        self.in_memory = _in_memory_supported()
        self.folder: str | None = None
        self._folder_owner: tempfile.TemporaryDirectory[str] | None = None
        self.programs: list[_Program] = []
        self.flake8 = _Flake8Run(tables.logical)
        self.bandit = _BanditRun()
        self.tables = tables

    def __enter__(self) -> _Batch:
        if self.semgrep_binary is not None or not self.in_memory:
            self._folder_owner = tempfile.TemporaryDirectory(prefix="codeassay-quality-")
            self.folder = self._folder_owner.name
        return self

    def __exit__(self, *exc_info: object) -> None:
        if self._folder_owner is not None:
            self._folder_owner.cleanup()

    def add(self, program: _Program) -> None:
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
        program.radon = _radon_outcome(program, self.tables.lloc)
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
            semgrep_counts, semgrep_failures = _run_semgrep(
                self.semgrep_binary, self.folder, paths)
        return {program.key: _assemble(
            program,
            flake8_counts.get(program.filename, collections.Counter()),
            flake8_failures.get(program.filename),
            bandit_issues.get(program.filename, []),
            bandit_failures.get(program.filename),
            (semgrep_counts.get(program.filename, 0)
             if self.semgrep_binary is not None else None),
            semgrep_failures.get(program.filename),
        ) for program in self.programs}


def _measure_in_parallel(programs: Mapping[str, str], semgrep: bool,
                         workers: int) -> dict[str, QualityMeasures]:
    """``measure_quality`` of the batch in pieces, over ``workers`` forked processes."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    keys = list(programs)
    # semgrep takes seconds to start, so with semgrep each worker gets one piece and starts
    # it once; without it, small pieces are taken as workers become free.
    pieces = (_split_evenly(programs, workers) if semgrep
              else _pieces(programs, PARALLEL_PIECE_PROGRAMS))
    # fork: the children inherit the analyzers imported and set up here, so they start at
    # once. Set up here first: in a child the set-up would be lost with it, and paid again
    # by every child of every call (importing bandit alone is about 0.3 s of CPU).
    _set_up_analyzers()
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork")) as pool:
        parts = list(pool.map(functools.partial(_measure_piece, semgrep=semgrep), pieces))
    merged = {key: value for part in parts for key, value in part.items()}
    return {key: merged[key] for key in keys}


#: The tables of a worker process of :func:`_measure_in_parallel`. Empty in the parent,
#: which never uses them; the workers are forked for one call, so each starts the call with
#: them empty and keeps them over the pieces it measures, as one batch would.
_worker_tables = _Tables()


def _measure_piece(programs: Mapping[str, str], semgrep: bool) -> dict[str, QualityMeasures]:
    """One piece of a batch, measured in a worker process."""
    return _measure(programs, _semgrep_binary() if semgrep else None, _worker_tables)


def _text_size(source: object) -> int:
    """How much text a program holds; a non-text program counts as empty (it is rejected
    at once)."""
    return len(source) if isinstance(source, str) else 0


def _by_size(programs: Mapping[str, str]) -> list[str]:
    """The keys of ``programs``, longest source text first."""
    return sorted(programs, key=lambda key: _text_size(programs[key]), reverse=True)


def _pieces(programs: Mapping[str, str], size: int) -> list[dict[str, str]]:
    """``programs`` in pieces of ``size``, the longest programs in the first pieces.

    Workers take the pieces in order, so the last pieces, which decide when the batch
    ends, are the quickest ones.
    """
    keys = _by_size(programs)
    return [{key: programs[key] for key in keys[i:i + size]}
            for i in range(0, len(keys), size)]


def _split_evenly(programs: Mapping[str, str], parts: int) -> list[dict[str, str]]:
    """``programs`` in ``parts`` parts holding about as much source text each.

    The analyzers' time grows with a program's length and the batch takes as long as its
    slowest part, so the longest programs are placed first, each in the part with the
    least text so far; parts of equal counts could differ by several percent.
    """
    split: list[dict[str, str]] = [{} for _ in range(parts)]
    loads = [0] * parts
    for key in _by_size(programs):
        lightest = loads.index(min(loads))
        split[lightest][key] = programs[key]
        loads[lightest] += _text_size(programs[key])
    return split


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


def _set_up_analyzers() -> None:
    """Import the analyzers and build what this module caches per process."""
    from radon import raw, visitors  # noqa: F401  (imported for the children to inherit)

    _flake8_setup()
    _flake8_classes()
    if _in_memory_supported():
        _bandit_visitor_class()
    else:
        _import_bandit()
    _radon_internals_usable()
    _module_level_visitor()


def analyzer_versions() -> dict[str, str]:
    """Versions of the analyzers behind the measures, for results files and reports.

    Keys: flake8, pycodestyle, pyflakes, radon, bandit, semgrep; an analyzer that is not
    installed is reported as ``"not installed"``.
    """
    versions = {name: _distribution_version(name)
                for name in ("flake8", "pycodestyle", "pyflakes", "radon", "bandit")}
    versions["semgrep"] = _semgrep_version()
    return versions


# -- preparing programs ------------------------------------------------------------------

def _prepare(key: object, source: object) -> _Program | str:
    """The program ready for the analyzers, or the reason it cannot be measured."""
    if not isinstance(source, str):
        return f"not a program: expected source text, got {type(source).__name__}"
    try:
        data = source.encode("utf-8")
    except UnicodeEncodeError as exc:
        return f"unencodable source: {exc.reason} at character {exc.start}"
    # The analyzers read files as bytes and honour a coding declaration, so the file must
    # be written in the declared encoding to hold the same text the caller passed.
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError as exc:
        return _syntax_reason(exc)
    if encoding not in ("utf-8", "utf-8-sig"):
        try:
            data = source.encode(encoding)
        except UnicodeEncodeError:
            return f"unencodable source: not representable in its declared encoding {encoding}"
    try:
        tree = compile(data, "program.py", "exec", flags=ast.PyCF_ONLY_AST, dont_inherit=True)
    except SyntaxError as exc:
        return _syntax_reason(exc)
    except ValueError as exc:
        # Python 3.11 raises ValueError for a NUL byte; later versions a SyntaxError.
        return f"syntax error: {exc}"
    except (RecursionError, MemoryError) as exc:
        return f"syntax error: too deeply nested to parse ({type(exc).__name__})"
    return _Program(key=key, source=source, data=data, tree=tree)


def _syntax_reason(exc: SyntaxError) -> str:
    """``syntax error: line N: message``, the line left out when Python gives none."""
    message = exc.msg or str(exc)
    if exc.lineno:
        return f"syntax error: line {exc.lineno}: {message}"
    return f"syntax error: {message}"


def _null(reason: str) -> QualityMeasures:
    """Measures of a program that could not be analysed at all."""
    return QualityMeasures(
        lloc=None, flake8_violations=None, flake8_per_100_lloc=None,
        flake8_nows_violations=None, flake8_nows_per_100_lloc=None, flake8_codes={},
        cc_mean=None, cc_max=None, cc_module=None, bandit_low=None, bandit_medium=None,
        bandit_high=None, bandit_tests=(), semgrep_findings=None, error=reason,
    )


# -- flake8 ------------------------------------------------------------------------------

@functools.lru_cache(maxsize=1)
def _flake8_setup() -> tuple[Checkers, argparse.Namespace]:
    """flake8's checkers (its own only) and options, built once per process.

    Finding plugins reads every installed distribution's metadata (tens of milliseconds),
    which would otherwise be paid again for every batch.
    """
    from flake8.options.parse_args import parse_args
    from flake8.plugins.finder import Checkers

    argv = [
        "--isolated",
        f"--select={','.join(FLAKE8_SELECT)}",
        "--ignore=",
        "--extend-ignore=",
        "--per-file-ignores=",
        "--disable-noqa",
        "--exclude=",
        f"--max-line-length={FLAKE8_MAX_LINE_LENGTH}",
        "--jobs=1",
    ]
    plugins, options = parse_args(argv)
    own = Checkers(
        tree=[_with_quick_builtins(p) for p in plugins.checkers.tree
              if p.plugin.package in _FLAKE8_CHECKER_PACKAGES],
        logical_line=[p for p in plugins.checkers.logical_line
                      if p.plugin.package in _FLAKE8_CHECKER_PACKAGES],
        physical_line=[p for p in plugins.checkers.physical_line
                       if p.plugin.package in _FLAKE8_CHECKER_PACKAGES],
    )
    return own, options


def _with_quick_builtins(plugin):
    """flake8's pyflakes plugin with a pyflakes checker that binds the builtin names of a
    new module scope directly; any other plugin as it is.

    pyflakes starts every file by binding each of about 160 builtin names through its
    general ``addBinding``, which looks each one up in every scope first: about 0.3 ms per
    file, a fifth of a one-line program's time and 2 % of a typical one's. In a new module
    scope the name is in no scope, and ``addBinding`` reduces to storing the binding. With
    versions outside :data:`_PINNED_VERSIONS`, or without the pieces this relies on, the
    plugin is left as it is.
    """
    if plugin.plugin.package != "pyflakes" or not _version_within("pyflakes"):
        return plugin
    import pyflakes.checker
    from flake8.plugins.pyflakes import FlakesChecker

    base = pyflakes.checker.Checker
    if not (plugin.obj is FlakesChecker and callable(getattr(base, "addBinding", None))
            and hasattr(FlakesChecker, "_builtins") and hasattr(FlakesChecker, "_with_doctest")):
        return plugin

    class Checker(base):
        """pyflakes' checker with the builtins bound directly (see above)."""

        def addBinding(self, node, value) -> None:
            scopes = self.scopeStack
            if (node is None and value.__class__ is pyflakes.checker.Builtin
                    and len(scopes) == 1 and value.name not in scopes[0]):
                scopes[0][value.name] = value
                return
            super().addBinding(node, value)

    class Flakes(FlakesChecker):
        """flake8's pyflakes plugin, running the checker above; the options flake8 sets on
        its plugin class (``_builtins``, ``_with_doctest``) are read from there."""

        def __init__(self, tree, filename: str) -> None:
            self._checker = Checker(tree, filename=filename, builtins=self._builtins,
                                    withDoctest=self._with_doctest)

    return plugin._replace(obj=Flakes)


#: The parameters of a pycodestyle check that reads the logical line and nothing else
#: (``noqa`` is a constant False in flake8).
_LINE_ONLY_PARAMETERS = frozenset({"logical_line", "noqa"})


def _with_remembered_checks(plugins: Checkers, remembered: dict[tuple, tuple]) -> Checkers:
    """``plugins`` with flake8's pycodestyle logical-line plugin running the checks that
    read only the logical line once per distinct line, their findings kept in
    ``remembered``.

    flake8's plugin is a generated function calling 25 pycodestyle checks in turn; 10 of
    them take the logical line alone (comparisons, keywords, operators, compound
    statements), and a logical line (strings blanked, comments dropped) recurs often in a
    batch of solutions: ``return result``, ``for i in range(n):``. The plugin's own code
    runs, given those 10 checks wrapped; the findings are offsets into the logical line,
    which flake8 maps to the physical position as before. About 3 % of a batch's work.
    With a flake8 outside :data:`_PINNED_VERSIONS` the plugins are returned unchanged.
    """
    if not _version_within("flake8"):
        return plugins
    from flake8.plugins import pycodestyle as generated

    logical = getattr(generated, "pycodestyle_logical", None)
    if not inspect.isfunction(logical):
        return plugins
    namespace = dict(logical.__globals__)
    for name in _line_only_checks(logical):
        namespace[name] = _remembering(namespace[name], remembered)
    own = FunctionType(logical.__code__, namespace, logical.__name__,
                       logical.__defaults__, logical.__closure__)
    return plugins._replace(logical_line=[
        plugin._replace(obj=own) if plugin.obj is logical else plugin
        for plugin in plugins.logical_line])


@functools.cache
def _line_only_checks(logical: Callable) -> tuple[str, ...]:
    """The names the generated plugin ``logical`` calls checks by whose parameters are all
    in :data:`_LINE_ONLY_PARAMETERS`."""
    found = []
    for name in logical.__code__.co_names:
        check = logical.__globals__.get(name)
        if (inspect.isfunction(check) and inspect.isgeneratorfunction(check)
                and set(inspect.signature(check).parameters) <= _LINE_ONLY_PARAMETERS):
            found.append(name)
    return tuple(found)


def _remembering(check: Callable, remembered: dict[tuple, tuple]) -> Callable:
    """``check`` with its findings for each distinct argument tuple kept in ``remembered``."""
    def remembered_check(*args):
        key = (check, *args)
        findings = remembered.get(key)
        if findings is None:
            findings = remembered[key] = tuple(check(*args))
        return findings

    return remembered_check


class _Flake8Run:
    """One flake8 application for a batch, its files checked one after the other in this
    process, as flake8's serial mode does, except that a checker crashing on one file
    (flake8 would abort the whole run) fails only that file."""

    def __init__(self, remembered: dict[tuple, tuple]) -> None:
        from flake8 import checker
        from flake8.style_guide import StyleGuideManager

        self._formatter_class, self._file_checker, self._in_memory_checker = (
            _flake8_classes())
        plugins, template = _flake8_setup()
        self._plugins = _with_remembered_checks(plugins, remembered)
        # The batch's own copy, so that the cached options stay as parsed; no file names:
        # the files are handed to the checkers one by one.
        self._options = argparse.Namespace(**vars(template))
        self._options.filenames = []
        self._formatter = self._formatter_class(self._options)
        guide = StyleGuideManager(self._options, self._formatter)
        # The manager only reports the results through the style guide: the files are
        # known, so flake8's discovery (which would find each of them as given) is skipped.
        self._manager = checker.Manager(style_guide=guide, plugins=self._plugins, argv=[])
        self._results: list[tuple[str, list, dict[str, int]]] = []
        self._failures: dict[str, str] = {}

    def check(self, program: _Program) -> None:
        """Check ``program`` from memory: its lines and its tree."""
        self._run(program.filename, lambda: self._in_memory_checker(
            program=program, plugins=self._plugins, options=self._options))

    def check_file(self, program: _Program, folder: str) -> None:
        """Check ``program`` by reading its file in ``folder``."""
        self._run(program.filename, lambda: self._file_checker(
            filename=os.path.join(folder, program.filename), plugins=self._plugins,
            options=self._options))

    def _run(self, name: str, make_checker: Callable[[], checker.FileChecker]) -> None:
        from flake8.exceptions import PluginExecutionFailed

        try:
            self._results.append(make_checker().run_checks())
        except PluginExecutionFailed as exc:
            self._failures[name] = (
                f"flake8: {exc.plugin_name} failed: {type(exc.original_exception).__name__}")

    def outcome(self, programs: list[_Program]
                ) -> tuple[dict[str, collections.Counter[str]], dict[str, str]]:
        """Per file name, violations per code; and per file name, why flake8 failed on it."""
        self._manager.results = self._results
        self._manager.report()
        counts = dict(self._formatter.counts)
        failures = dict(self._failures)
        checked = {os.path.basename(name) for name, _, _ in self._results}
        for program in programs:
            name = program.filename
            if name not in checked and name not in failures:
                # Zero violations must mean "checked and clean", never "not looked at".
                failures[name] = "flake8: the file was not checked"
        for name, codes in counts.items():
            broken = sorted(_FLAKE8_FAILURE_CODES & codes.keys())
            if broken and name not in failures:
                failures[name] = f"flake8: could not check the file ({', '.join(broken)})"
        return counts, failures


@functools.cache
def _flake8_classes() -> tuple[type, type, type]:
    """flake8's formatter and file checkers adapted to a batch, built on first use (flake8
    is imported lazily): (counting formatter, file checker, in-memory file checker)."""
    from flake8 import _compat, checker, processor
    from flake8.formatting.base import BaseFormatter

    # The token types check_physical_eol acts on whatever line they are on (see
    # process_tokens); the f-string and t-string types are -1 on Pythons without them.
    eol_candidates = frozenset({
        *getattr(processor, "NEWLINE", ()), tokenize.STRING,
        *(getattr(_compat, name, -1) for name in (
            "FSTRING_START", "FSTRING_END", "TSTRING_START", "TSTRING_END")),
    })
    # The token loop below repeats flake8's; with a flake8 whose loop may differ (outside
    # _PINNED_VERSIONS, or missing a piece it calls), flake8's own loop runs.
    own_token_loop = (
        _version_within("flake8")
        and all(callable(getattr(checker.FileChecker, name, None)) for name in (
            "check_physical_eol", "handle_newline", "run_physical_checks",
            "run_logical_checks"))
        and callable(getattr(processor, "count_parentheses", None))
        and hasattr(processor, "NEWLINE"))

    class CountingFormatter(BaseFormatter):
        """Counts violations per file and code instead of printing them."""

        def after_init(self) -> None:
            self.counts: dict[str, collections.Counter[str]] = collections.defaultdict(
                collections.Counter)

        def start(self) -> None:
            """Nothing to open: the counts stay in memory."""

        def stop(self) -> None:
            """Nothing to close."""

        def handle(self, error) -> None:
            self.counts[os.path.basename(error.filename)][error.code] += 1

        def format(self, error) -> str | None:
            return None

    class FileChecker(checker.FileChecker):
        """flake8's file checker without the source line it looks up for each violation.

        The line serves only ``# noqa`` matching, which is disabled here, and looking it
        up re-tokenises the whole file: about a tenth of flake8's time on a typical batch.
        """

        def report(self, error_code: str | None, line_number: int, column: int,
                   text: str) -> str:
            if error_code is None:
                error_code, text = text.split(" ", 1)
            self.results.append((error_code, line_number, column, text, None))
            return error_code

        def process_tokens(self) -> None:
            """flake8's token loop, calling ``check_physical_eol`` only for the tokens it
            acts on: those that end a line, may span lines, open an f-string or t-string,
            or sit on a line continued by a backslash. For every other token (about nine
            in ten) it does nothing, and calling it cost about 6 % of flake8's time.
            """
            if not own_token_loop:
                return super().process_tokens()
            assert self.processor is not None
            file_processor = self.processor
            parens = 0
            prev_physical = ""
            seen = 0
            try:
                for token in file_processor.generate_tokens():
                    seen += 1
                    token_type = token[0]
                    if token_type in eol_candidates or token[4].endswith("\\\n"):
                        self.check_physical_eol(token, prev_physical)
                    if token_type == tokenize.OP:
                        parens = processor.count_parentheses(parens, token[1])
                    elif parens == 0 and token_type in processor.NEWLINE:
                        self.handle_newline(token_type)
                    prev_physical = token[4]
            finally:
                self.statistics["tokens"] += seen
            if file_processor.tokens:
                # Tokens left over at the end of the file.
                self.run_physical_checks(file_processor.lines[-1])
                self.run_logical_checks()

    class InMemoryProcessor(processor.FileProcessor):
        """A file processor given the program's lines, and its tree when that tree is what
        flake8 would parse: parsing takes about a tenth of flake8's time per file."""

        def __init__(self, filename: str, options: argparse.Namespace,
                     program: _Program) -> None:
            super().__init__(filename, options, lines=_flake8_lines(program.data))
            # flake8 parses the text of its lines; the shared tree is the parse of the
            # caller's text. Should decoding ever give flake8 another text (its latin-1
            # fallback), flake8 parses that text itself, as it would from the file.
            same_text = "".join(self.lines) == _universal_newlines(
                program.source.removeprefix("\ufeff"))
            self._tree = program.tree if same_text else None

        def build_ast(self) -> ast.AST:
            return self._tree if self._tree is not None else super().build_ast()

    class InMemoryFileChecker(FileChecker):
        """A file checker that takes the program from memory instead of reading its file."""

        def __init__(self, *, program: _Program, plugins: Checkers,
                     options: argparse.Namespace) -> None:
            self._program = program  # read by _make_processor, which __init__ calls
            super().__init__(filename=program.filename, plugins=plugins, options=options)

        def _make_processor(self) -> processor.FileProcessor:
            return InMemoryProcessor(self.filename, self.options, self._program)

    return CountingFormatter, FileChecker, InMemoryFileChecker


def _flake8_lines(data: bytes) -> list[str]:
    """The lines flake8 reads from a file holding ``data``: decoded in the encoding the
    file declares, newlines made universal (``tokenize.open``), latin-1 if that fails."""
    buffer = io.BytesIO(data)
    try:
        encoding, _ = tokenize.detect_encoding(buffer.readline)
        buffer.seek(0)
        return io.TextIOWrapper(buffer, encoding, line_buffering=True).readlines()
    except (SyntaxError, UnicodeError):
        return io.TextIOWrapper(io.BytesIO(data), "latin-1").readlines()


def _universal_newlines(text: str) -> str:
    """``text`` with every ``\\r\\n`` and lone ``\\r`` turned into ``\\n``, as reading a
    file in text mode does."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


# -- bandit ------------------------------------------------------------------------------

def _import_bandit() -> SimpleNamespace:
    """bandit's modules used here (imported on first use, as bandit is slow to import)."""
    with warnings.catch_warnings():
        # bandit 1.9 passes stevedore an argument stevedore 5.x deprecates, on import; the
        # warning is about bandit's code, not ours, and would fail runs that treat
        # warnings as errors. Only that message is silenced.
        warnings.filterwarnings("ignore", message="The verify_requirements argument",
                                category=DeprecationWarning)
        from bandit.core import config, constants, manager, node_visitor, tester
    return SimpleNamespace(config=config, constants=constants, manager=manager,
                           node_visitor=node_visitor, tester=tester)


class _BanditRun:
    """One bandit manager for a batch, its tests run on each program's tree from memory,
    or over the programs' files in a folder."""

    def __init__(self) -> None:
        self._bandit = _import_bandit()
        self._manager = self._bandit.manager.BanditManager(
            self._bandit.config.BanditConfig(), "file", quiet=True, ignore_nosec=True)
        self._scanned: list[str] = []

    def scan(self, program: _Program) -> None:
        """What ``manager.run_tests()`` does for a file holding ``program``, on its tree.

        The results and the skipped files land in the manager's lists, where ``run_tests``
        puts them, so they are read back the same way either path.
        """
        manager = self._manager
        # A relative name, as bandit gives the files it discovers: the module name it
        # derives from it is the file's stem, with no look-up on disk.
        name = os.path.join(os.curdir, program.filename)
        try:
            visitor = _bandit_visitor_class()(
                name, io.BytesIO(program.data), manager.b_ma, manager.b_ts, manager.debug,
                {}, manager.metrics)
            # bandit's own parse is skipped: ast.parse returns a tree it is given as it is.
            visitor.process(program.tree)
        except Exception:
            # As in run_tests: one file's crash fails that file, not the batch.
            manager.skipped.append((name, "exception while scanning file"))
            return
        manager.results.extend(visitor.tester.results)
        self._scanned.append(name)

    def scan_files(self, programs: list[_Program], folder: str) -> None:
        """Run the manager over the programs' files in ``folder``."""
        self._manager.discover_files([os.path.join(folder, p.filename) for p in programs])
        self._manager.run_tests()
        self._scanned.extend(self._manager.files_list)

    def outcome(self, programs: list[_Program]
                ) -> tuple[dict[str, list[tuple[str, str]]], dict[str, str]]:
        """Per file name, (severity, test id) of each finding; per file name, why bandit
        failed."""
        low = self._bandit.constants.LOW
        findings: dict[str, list[tuple[str, str]]] = collections.defaultdict(list)
        for issue in self._manager.get_issue_list(sev_level=low, conf_level=low):
            findings[os.path.basename(issue.fname)].append((issue.severity, issue.test_id))
        failures = {os.path.basename(name): f"bandit: {reason}"
                    for name, reason in self._manager.get_skipped()}
        scanned = {os.path.basename(name) for name in self._scanned}
        for program in programs:
            name = program.filename
            if name not in scanned and name not in failures:
                failures[name] = "bandit: the file was not scanned"
        return dict(findings), failures


@functools.cache
def _bandit_visitor_class() -> type:
    """bandit's node visitor without the work whose result is never used here, built on
    first use (bandit is imported lazily).

    bandit builds a context for every node of the tree (line range, copies, debug
    logging) and looks up its tests, but only a few node types have tests or a visitor
    method; for the rest (names, loads, operators: about 85 % of the nodes) the context
    is discarded unread. Its tester also looks for ``# nosec`` comments around every test
    that runs, though with ``ignore_nosec`` there are none. Skipping that work, and
    bandit's own parse of the program, halves bandit's time (about 7 ms of CPU per program
    of the benchmark, 3.5 ms after).
    """
    bandit = _import_bandit()

    from bandit.core.context import Context

    ranking = bandit.constants.RANKING
    ranking_values = bandit.constants.RANKING_VALUES

    class Tester(bandit.tester.BanditTester):
        """bandit's tester, without the ``# nosec`` look-ups when there is nothing to look
        up (always, with ``ignore_nosec``)."""

        def _get_nosecs_from_contexts(self, context, test_result=None):
            if not self.nosec_lines:
                return None  # what the look-up finds in an empty table
            return super()._get_nosecs_from_contexts(context, test_result)

        def run_tests(self, raw_context, checktype):
            """bandit's ``run_tests`` for a file with no ``# nosec`` table: the same tests,
            each on its own copy of the context, the same results and scores, an error in
            a test reported and skipped as bandit does. Only the per-test look-ups that
            serve the table are left out; this runs about 30 tests for every call in a
            program, and those look-ups were about a tenth of bandit's work."""
            if self.nosec_lines:
                return super().run_tests(raw_context, checktype)
            scores = {"SEVERITY": [0] * len(ranking), "CONFIDENCE": [0] * len(ranking)}
            for test in self.testset.get_tests(checktype):
                temp_context = raw_context.copy()
                context = Context(temp_context)
                try:
                    if hasattr(test, "_config"):
                        result = test(context, test._config)
                    else:
                        result = test(context)
                    if result is not None:
                        self._keep(result, test, temp_context, scores)
                except Exception as error:
                    self.report_error(test.__name__, context, error)
                    if self.debug:
                        raise
            return scores

        def _keep(self, result, test, temp_context, scores) -> None:
            """Complete a finding from its context and record it, as ``run_tests`` does."""
            filename = temp_context["filename"]
            result.fname = filename.decode("utf-8") if isinstance(filename, bytes) else filename
            result.fdata = temp_context["file_data"]
            if result.lineno is None:
                result.lineno = temp_context["lineno"]
            if result.linerange == []:
                result.linerange = temp_context["linerange"]
            if result.col_offset == -1:
                result.col_offset = temp_context["col_offset"]
            result.end_col_offset = temp_context.get("end_col_offset", 0)
            result.test = test.__name__
            if result.test_id == "":
                result.test_id = test._test_id
            self.results.append(result)
            scores["SEVERITY"][ranking.index(result.severity)] += ranking_values[result.severity]
            scores["CONFIDENCE"][ranking.index(result.confidence)] += (
                ranking_values[result.confidence])

    visited = frozenset(name.removeprefix("visit_")
                        for name in dir(bandit.node_visitor.BanditNodeVisitor)
                        if name.startswith("visit_"))

    class Visitor(bandit.node_visitor.BanditNodeVisitor):
        """bandit's visitor, building contexts only for node types something reads them for."""

        def __init__(self, *args) -> None:
            super().__init__(*args)
            self.tester = Tester(self.testset, self.debug, self.nosec_lines, self.metrics)
            self._relevant = visited | self.testset.tests.keys()

        def generic_visit(self, node) -> None:
            """bandit's traversal, with the parent and sibling links its tests read set on
            every node, but contexts built and tests run only for the relevant nodes.

            The same walk as bandit's; only the check for relevance is made once per node
            here instead of in each of ``pre_visit``, ``visit`` and ``post_visit``.
            """
            relevant = self._relevant
            for name in node._fields:
                value = getattr(node, name, None)
                if isinstance(value, ast.AST):
                    value = [value]  # a lone child: no sibling, as bandit sets it
                elif not isinstance(value, list):
                    continue
                last = len(value) - 1
                for index, item in enumerate(value):
                    if not isinstance(item, ast.AST):
                        continue
                    item._bandit_sibling = value[index + 1] if index < last else None
                    item._bandit_parent = node
                    if item.__class__.__name__ in relevant:
                        if self.pre_visit(item):
                            self.visit(item)
                            self.generic_visit(item)
                            self.post_visit(item)
                    else:
                        self.depth += 1
                        self.generic_visit(item)
                        self.depth -= 1

    return Visitor


# -- choosing the in-memory path ---------------------------------------------------------

#: Versions whose internals this module relies on, as written against and checked on (the
#: ranges setup.cfg pins): flake8's ``FileChecker._make_processor``, ``FileProcessor``
#: taking ``lines`` and ``FileChecker.process_tokens`` (repeated by the checker of
#: :func:`_flake8_classes`); pyflakes' ``Checker.addBinding`` (see
#: :func:`_with_quick_builtins`); bandit's ``BanditNodeVisitor`` (``pre_visit``, ``visit``,
#: ``post_visit``, ``process``) and ``BanditTester`` (``run_tests``, repeated, and
#: ``_get_nosecs_from_contexts``); radon's ``raw._get_all_tokens`` and ``raw._logical``.
#: Outside them the public paths are used.
_PINNED_VERSIONS: dict[str, tuple[tuple[int, int], tuple[int, int]]] = {
    "flake8": ((7, 0), (8, 0)),
    # The pyflakes versions flake8 7 requires.
    "pyflakes": ((3, 2), (5, 0)),
    "bandit": ((1, 9), (2, 0)),
    "radon": ((6, 0), (7, 0)),
}


@functools.cache
def _in_memory_supported() -> bool:
    """Whether flake8 and bandit can be handed the programs from memory.

    Outside the versions of :data:`_PINNED_VERSIONS`, or when an internal the path relies
    on is missing, the batch is written to disk and read by the analyzers as their command
    lines would: slower, with the same numbers.
    """
    if not (_version_within("flake8") and _version_within("bandit")):
        return False
    from flake8 import checker, processor

    bandit = _import_bandit()
    visitor = bandit.node_visitor.BanditNodeVisitor
    return (callable(getattr(checker.FileChecker, "_make_processor", None))
            and "lines" in inspect.signature(processor.FileProcessor).parameters
            and all(callable(getattr(visitor, name, None))
                    for name in ("pre_visit", "visit", "post_visit", "process"))
            and all(callable(getattr(bandit.tester.BanditTester, name, None))
                    for name in ("run_tests", "_get_nosecs_from_contexts", "report_error")))


@functools.cache
def _radon_internals_usable() -> bool:
    """Whether radon's raw-metrics internals are the ones :func:`_lloc` repeats."""
    from radon import raw

    return (_version_within("radon") and callable(getattr(raw, "_get_all_tokens", None))
            and callable(getattr(raw, "_logical", None)))


@functools.cache
def _version_within(name: str) -> bool:
    """Whether distribution ``name`` is installed in a version of :data:`_PINNED_VERSIONS`."""
    low, high = _PINNED_VERSIONS[name]
    parts = _distribution_version(name).split(".")[:2]
    if len(parts) < 2 or not all(part.isdigit() for part in parts):
        return False
    return low <= (int(parts[0]), int(parts[1])) < high


# -- semgrep -----------------------------------------------------------------------------

def _semgrep_binary() -> str | None:
    """The semgrep executable: the one installed next to this interpreter, else on PATH."""
    beside = Path(sys.executable).parent / "semgrep"
    if beside.is_file() and os.access(beside, os.X_OK):
        return str(beside)
    return shutil.which("semgrep")


def _run_semgrep(binary: str, workdir: str,
                 paths: list[str]) -> tuple[dict[str, int], dict[str, str]]:
    """Per file name, findings of the shipped rules; per file name, why semgrep failed.

    One subprocess for the batch. Without ``--disable-version-check`` semgrep stalls for
    minutes when offline; ``--metrics=off`` keeps it from reporting home.
    """
    command = [binary, "scan", "--config", str(SEMGREP_RULES), "--metrics=off",
               "--disable-version-check", "--json", "--quiet", *paths]
    names = [os.path.basename(p) for p in paths]
    try:
        proc = subprocess.run(command, cwd=workdir, capture_output=True,
                              timeout=SEMGREP_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired:
        reason = f"semgrep: timed out after {SEMGREP_TIMEOUT_S:g}s"
        return {}, dict.fromkeys(names, reason)
    except OSError as exc:
        reason = f"semgrep: could not start: {exc.strerror or exc}"
        return {}, dict.fromkeys(names, reason)
    try:
        report = json.loads(proc.stdout)
    except ValueError:
        tail = proc.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
        reason = f"semgrep: exit {proc.returncode}, no JSON report: {tail[0]}"
        return {}, dict.fromkeys(names, reason)
    counts: dict[str, int] = collections.Counter(
        os.path.basename(result["path"]) for result in report.get("results", []))
    failures: dict[str, str] = {}
    for problem in report.get("errors", []):
        level = str(problem.get("level", "error")).lower()
        if level not in ("error", "fatal"):
            continue
        message = str(problem.get("type") or problem.get("message") or "error")
        path = problem.get("path")
        if path:
            failures[os.path.basename(path)] = f"semgrep: {message}"
        else:
            # An error not tied to a file (a bad rule, a crash) spoils every count.
            return {}, dict.fromkeys(names, f"semgrep: {message}")
    scanned = report.get("paths", {}).get("scanned")
    if scanned is not None:
        # semgrep skips some targets silently (size limits, ignore files); zero findings
        # must mean "scanned and clean".
        seen = {os.path.basename(path) for path in scanned}
        for name in names:
            if name not in seen and name not in failures:
                failures[name] = "semgrep: the file was not scanned"
    return dict(counts), failures


def _semgrep_version() -> str:
    """semgrep's version, ``"not installed"`` without it."""
    binary = _semgrep_binary()
    if binary is None:
        return NOT_INSTALLED
    version = _distribution_version("semgrep")
    if version != NOT_INSTALLED:
        return version
    # A semgrep installed outside this environment (a system package, a standalone binary)
    # has no distribution metadata here; ask the binary.
    try:
        proc = subprocess.run([binary, "--version", "--disable-version-check"],
                              capture_output=True, timeout=SEMGREP_TIMEOUT_S, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"unknown ({type(exc).__name__})"
    text = proc.stdout.decode("utf-8", "replace").strip()
    return text.splitlines()[-1] if proc.returncode == 0 and text else "unknown"


def _distribution_version(name: str) -> str:
    """The installed version of a distribution, ``"not installed"`` without it."""
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return NOT_INSTALLED


# -- radon and assembly ------------------------------------------------------------------

def _radon(program: _Program, known_lines: dict[str, int]) -> tuple[int, list[int], int]:
    """(logical lines, complexity of each function definition, module-level complexity).

    ``known_lines`` is the batch's table of lines radon has counted (see :func:`_lloc`).
    """
    from radon.visitors import ComplexityVisitor

    # radon takes text; a byte-order mark is part of the file's encoding, not of its text.
    lloc = _lloc(program.source.removeprefix("\ufeff"), known_lines)
    complexities = [
        # Visiting the definition alone yields exactly one Function: this one, with
        # radon's rule that nested definitions add nothing to their parent.
        ComplexityVisitor.from_ast(node).functions[0].complexity
        for node in _function_definitions(program.tree)]
    module = _module_level_visitor().from_ast(program.tree).complexity
    return lloc, complexities, module


#: The node types whose list fields can hold statements (see _function_definitions).
_STATEMENT_HOLDERS = (ast.stmt, ast.excepthandler, ast.match_case)


def _function_definitions(tree: ast.Module) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    """Every function definition in the tree, wherever nested, in no particular order.

    A definition is a statement, and statements are only ever held in lists of statements
    of the module, of other statements, of except clauses and of match cases, never inside
    an expression; so only those are searched, about a tenth of the nodes ``ast.walk``
    visits.
    """
    found = []
    pending: list[ast.AST] = [tree]
    while pending:
        node = pending.pop()
        for name in node._fields:
            value = getattr(node, name, None)
            if not isinstance(value, list):
                continue
            for item in value:
                if isinstance(item, _STATEMENT_HOLDERS):
                    if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                        found.append(item)
                    pending.append(item)
    return found


def _lloc(text: str, known_lines: dict[str, int]) -> int:
    """radon's logical lines of ``text``: ``radon.raw.analyze(text).lloc``.

    radon tokenises each stripped line on its own (joining the next lines while the
    tokens are incomplete) and counts that chunk's logical lines: a pure function of the
    line when it is complete on its own. Those counts are kept in ``known_lines``, so a
    line met again (blank lines, ``else:``, ``return result``, lines shared by solutions
    of one task) is not tokenised again: about half of the lines of a batch of task
    solutions, and half of radon's time. The loop is ``analyze``'s, without the counts other than ``lloc``; with
    a radon whose internals differ (see :data:`_PINNED_VERSIONS`), ``analyze`` is called.
    """
    from radon import raw

    if not _radon_internals_usable():
        return raw.analyze(text).lloc
    lloc = 0
    lineno = 1
    lines = (line.strip() for line in text.splitlines())
    for line in lines:
        count = known_lines.get(line)
        if count is not None:
            lineno += 1
        else:
            try:
                tokens, parsed_lines = raw._get_all_tokens(line, lines)
            except StopIteration:
                # analyze's own error, message included: it becomes the record's error.
                raise SyntaxError(f"SyntaxError at line: {lineno}") from None
            lineno += len(parsed_lines)
            count = raw._logical(tokens)
            if len(parsed_lines) == 1:
                known_lines[line] = count
        lloc += count
    return lloc


@functools.cache
def _module_level_visitor():
    """radon's visitor without descending into definitions, built on first use (radon is
    imported lazily). A definition adds nothing to the complexity of the code around it
    in radon's counting, so the module-level number is the same, for a fraction of the
    work: every function was measured on its own already."""
    from radon.visitors import ComplexityVisitor

    class ModuleLevel(ComplexityVisitor):
        def visit_FunctionDef(self, node) -> None:
            """Measured separately."""

        def visit_AsyncFunctionDef(self, node) -> None:
            """Measured separately."""

        def visit_ClassDef(self, node) -> None:
            """Its methods are measured separately."""

    return ModuleLevel


def _per_100(count: int | None, lloc: int | None) -> float | None:
    """``count`` per 100 logical lines; ``None`` when undefined (no lines, or no count)."""
    if count is None or not lloc:
        return None
    return 100.0 * count / lloc


def _radon_outcome(program: _Program,
                   known_lines: dict[str, int]) -> tuple[int, list[int], int] | str:
    """radon's numbers for the program (see :func:`_radon`), or why radon failed."""
    try:
        return _radon(program, known_lines)
    except Exception as exc:
        # radon has crashed on valid code before (tokenizer corner cases, deep nesting);
        # the failure is recorded in ``error``, and the rest of the batch is unaffected.
        return f"radon: {type(exc).__name__}: {exc}"


def _assemble(program: _Program, codes: collections.Counter[str], flake8_failure: str | None,
              bandit_findings: list[tuple[str, str]], bandit_failure: str | None,
              semgrep_count: int | None, semgrep_failure: str | None) -> QualityMeasures:
    """One program's record from what each analyzer said about it."""
    problems = [p for p in (flake8_failure, bandit_failure, semgrep_failure) if p]

    lloc: int | None = None
    cc_mean: float | None = None
    cc_max: int | None = None
    cc_module: int | None = None
    if isinstance(program.radon, str):
        problems.insert(0, program.radon)
    elif program.radon is not None:
        lloc, complexities, cc_module = program.radon
        if complexities:
            cc_mean = sum(complexities) / len(complexities)
            cc_max = max(complexities)

    total: int | None = None
    nows: int | None = None
    flake8_codes: dict[str, int] = {}
    if flake8_failure is None:
        total = sum(codes.values())
        nows = sum(n for code, n in codes.items() if code not in WHITESPACE_CODES)
        flake8_codes = {code: codes[code] for code in sorted(codes)}

    low = medium = high = None
    tests: tuple[str, ...] = ()
    if bandit_failure is None:
        severities = collections.Counter(severity for severity, _ in bandit_findings)
        low, medium, high = severities["LOW"], severities["MEDIUM"], severities["HIGH"]
        tests = tuple(sorted(test_id for _, test_id in bandit_findings))

    return QualityMeasures(
        lloc=lloc,
        flake8_violations=total,
        flake8_per_100_lloc=_per_100(total, lloc),
        flake8_nows_violations=nows,
        flake8_nows_per_100_lloc=_per_100(nows, lloc),
        flake8_codes=flake8_codes,
        cc_mean=cc_mean,
        cc_max=cc_max,
        cc_module=cc_module,
        bandit_low=low,
        bandit_medium=medium,
        bandit_high=high,
        bandit_tests=tests,
        semgrep_findings=None if semgrep_failure else semgrep_count,
        error="; ".join(problems) or None,
    )
