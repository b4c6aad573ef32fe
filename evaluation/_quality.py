"""Quality measures of programs: style (flake8), complexity and length (radon), static
analysis findings (bandit, and semgrep when installed).

Each measure is reported raw, in the unit its tool produces; nothing is rescaled and no
composite score is formed (codeassay-paper §3.3). The measures are taken only for programs
that passed every hidden test; that gate belongs to the caller.

A batch is measured in-process: the programs are written once to a temporary directory,
flake8 runs as one application over all of them, bandit as one manager, radon through its
Python API on the already parsed tree. Semgrep, a separate binary, is one subprocess for the
whole batch. No analyzer is ever started once per program.

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
import functools
import importlib.metadata
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import tokenize
import warnings
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from evaluation._errors import MissingDependencyError

if TYPE_CHECKING:
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
    tree: ast.Module
    filename: str = ""


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
    if workers > 1 and len(programs) >= PARALLEL_MIN_PROGRAMS:
        return _measure_in_parallel(programs, semgrep, workers)
    semgrep_binary = _semgrep_binary()
    if semgrep is True and semgrep_binary is None:
        raise MissingDependencyError("semgrep", "semgrep", "Semgrep findings")
    use_semgrep = semgrep is not False and semgrep_binary is not None

    results: dict[str, QualityMeasures] = {}
    parsed: list[_Program] = []
    for key, source in programs.items():
        program = _prepare(key, source)
        if isinstance(program, str):
            results[key] = _null(program)
        else:
            parsed.append(program)

    if parsed:
        with tempfile.TemporaryDirectory(prefix="codeassay-quality-") as tmp:
            for index, program in enumerate(parsed):
                # Names carry only the position in the batch: no analyzer sees the key,
                # and no file name can collide or look like a special module.
                program.filename = f"program_{index:06d}{_SOURCE_SUFFIX}"
                (Path(tmp) / program.filename).write_bytes(program.data)
            paths = [os.path.join(tmp, p.filename) for p in parsed]
            flake8_counts, flake8_failures = _run_flake8(paths)
            bandit_issues, bandit_failures = _run_bandit(paths)
            semgrep_counts: dict[str, int] = {}
            semgrep_failures: dict[str, str] = {}
            if use_semgrep and semgrep_binary is not None:
                semgrep_counts, semgrep_failures = _run_semgrep(semgrep_binary, tmp, paths)
        for program in parsed:
            results[program.key] = _assemble(
                program,
                flake8_counts.get(program.filename, collections.Counter()),
                flake8_failures.get(program.filename),
                bandit_issues.get(program.filename, []),
                bandit_failures.get(program.filename),
                (semgrep_counts.get(program.filename, 0) if use_semgrep else None),
                semgrep_failures.get(program.filename),
            )
    return {key: results[key] for key in programs}


def _measure_in_parallel(programs: Mapping[str, str], semgrep: bool | None,
                         workers: int) -> dict[str, QualityMeasures]:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    keys = list(programs)
    chunks = [{key: programs[key] for key in keys[i::workers]} for i in range(workers)]
    # fork: the children inherit the analyzers already imported here, so they start at once.
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork")) as pool:
        parts = list(pool.map(functools.partial(measure_quality, semgrep=semgrep), chunks))
    merged = {key: value for part in parts for key, value in part.items()}
    return {key: merged[key] for key in keys}


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
        tree=[p for p in plugins.checkers.tree if p.plugin.package in _FLAKE8_CHECKER_PACKAGES],
        logical_line=[p for p in plugins.checkers.logical_line
                      if p.plugin.package in _FLAKE8_CHECKER_PACKAGES],
        physical_line=[p for p in plugins.checkers.physical_line
                       if p.plugin.package in _FLAKE8_CHECKER_PACKAGES],
    )
    return own, options


def _run_flake8(paths: list[str]) -> tuple[dict[str, collections.Counter[str]], dict[str, str]]:
    """Per file name, violations per code; and per file name, why flake8 failed on it.

    One flake8 application is set up for the batch. Its files are checked one after the
    other in this process, as flake8's serial mode does, except that a checker crashing on
    one file (flake8 would abort the whole run) fails only that file.
    """
    from flake8 import checker
    from flake8.exceptions import PluginExecutionFailed
    from flake8.formatting.base import BaseFormatter
    from flake8.style_guide import StyleGuideManager

    class _CountingFormatter(BaseFormatter):
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

    class _FileChecker(checker.FileChecker):
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

    own, template = _flake8_setup()
    # A copy per batch, so that concurrent batches never share the list of file names.
    options = argparse.Namespace(**vars(template))
    options.filenames = list(paths)
    formatter = _CountingFormatter(options)
    guide = StyleGuideManager(options, formatter)
    manager = checker.Manager(style_guide=guide, plugins=own, argv=[])
    manager.start()
    failures: dict[str, str] = {}
    results = []
    for filename in manager.filenames:
        try:
            results.append(_FileChecker(
                filename=filename, plugins=own, options=options).run_checks())
        except PluginExecutionFailed as exc:
            failures[os.path.basename(filename)] = (
                f"flake8: {exc.plugin_name} failed: {type(exc.original_exception).__name__}")
    manager.results = results
    manager.report()
    counts = dict(formatter.counts)
    checked = {os.path.basename(name) for name, _, _ in results}
    for path in paths:
        name = os.path.basename(path)
        if name not in checked and name not in failures:
            # Zero violations must mean "checked and clean", never "not looked at".
            failures[name] = "flake8: the file was not checked"
    for name, codes in counts.items():
        broken = sorted(_FLAKE8_FAILURE_CODES & codes.keys())
        if broken and name not in failures:
            failures[name] = f"flake8: could not check the file ({', '.join(broken)})"
    return counts, failures


# -- bandit ------------------------------------------------------------------------------

def _run_bandit(paths: list[str]) -> tuple[dict[str, list[tuple[str, str]]], dict[str, str]]:
    """Per file name, (severity, test id) of each finding; per file name, why bandit failed."""
    with warnings.catch_warnings():
        # bandit 1.9 passes stevedore an argument stevedore 5.x deprecates, on import; the
        # warning is about bandit's code, not ours, and would fail runs that treat
        # warnings as errors. Only that message is silenced.
        warnings.filterwarnings("ignore", message="The verify_requirements argument",
                                category=DeprecationWarning)
        from bandit.core import config as bandit_config
        from bandit.core import constants as bandit_constants
        from bandit.core import manager as bandit_manager

    manager = bandit_manager.BanditManager(
        bandit_config.BanditConfig(), "file", quiet=True, ignore_nosec=True)
    manager.discover_files(paths)
    manager.run_tests()
    findings: dict[str, list[tuple[str, str]]] = collections.defaultdict(list)
    for issue in manager.get_issue_list(sev_level=bandit_constants.LOW,
                                        conf_level=bandit_constants.LOW):
        findings[os.path.basename(issue.fname)].append((issue.severity, issue.test_id))
    failures = {os.path.basename(name): f"bandit: {reason}"
                for name, reason in manager.get_skipped()}
    scanned = {os.path.basename(name) for name in manager.files_list}
    for path in paths:
        name = os.path.basename(path)
        if name not in scanned and name not in failures:
            failures[name] = "bandit: the file was not scanned"
    return dict(findings), failures


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

def _radon(program: _Program) -> tuple[int, list[int], int]:
    """(logical lines, complexity of each function definition, module-level complexity)."""
    from radon.raw import analyze
    from radon.visitors import ComplexityVisitor

    # radon takes text; a byte-order mark is part of the file's encoding, not of its text.
    text = program.source.removeprefix("\ufeff")
    lloc = analyze(text).lloc
    complexities = []
    for node in ast.walk(program.tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            # Visiting the definition alone yields exactly one Function: this one, with
            # radon's rule that nested definitions add nothing to their parent.
            complexities.append(ComplexityVisitor.from_ast(node).functions[0].complexity)
    module = _module_level_visitor().from_ast(program.tree).complexity
    return lloc, complexities, module


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


def _assemble(program: _Program, codes: collections.Counter[str], flake8_failure: str | None,
              bandit_findings: list[tuple[str, str]], bandit_failure: str | None,
              semgrep_count: int | None, semgrep_failure: str | None) -> QualityMeasures:
    """One program's record from what each analyzer said about its file."""
    problems = [p for p in (flake8_failure, bandit_failure, semgrep_failure) if p]

    lloc: int | None = None
    cc_mean: float | None = None
    cc_max: int | None = None
    cc_module: int | None = None
    try:
        lloc, complexities, cc_module = _radon(program)
    except Exception as exc:
        # radon has crashed on valid code before (tokenizer corner cases, deep nesting);
        # the failure is recorded in ``error``, and the rest of the batch is unaffected.
        problems.insert(0, f"radon: {type(exc).__name__}: {exc}")
    else:
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
