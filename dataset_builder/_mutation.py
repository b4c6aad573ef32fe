"""Mutation validation of the test suites with mutmut 3.x (codeassay-paper §3.2.4).

Every task runs in its own temporary working directory, because mutmut writes
``./mutants`` and several tasks in one mutmut project break ``import solution``::

    solution.py              the reference
    tests/test_solution.py   the full suite
    tests/test_hidden.py     the hidden split (preamble + hidden tests)
    setup.cfg                [mutmut] config

The hidden subset runs first, against every mutant
(``pytest_add_cli_args_test_selection = tests/test_hidden.py``). Then the selection is
switched to ``tests/test_solution.py`` and mutmut runs again in the same directory, but
only on the mutants the hidden subset did not kill (``mutmut run KEY ...``): the full
suite contains every hidden test, byte for byte, so a mutant a hidden test fails is
killed by the full suite too, and running it again would only repeat that. Most mutants
are killed by the hidden subset, so this halves the work of validating both suites. (Run
on its own, the full suite can report such a mutant as timed out instead: mutmut stops
at the first failing test, fastest first, and a test outside the hidden subset may hang
before a hidden one fails. Both count as detected; the score is the same.)
The mutant file is not regenerated (the source is unchanged), so both runs meet exactly
the same mutants under the same keys, and the changed selection makes mutmut discard the
first run's verdicts and test mapping (checked after the run: every key it was given must
carry a fresh verdict). Results are joined by key. Timed-out and crashed mutants are run
again under the full suite like survivors: its time limit is larger (mutmut derives it
from the duration of the tests it runs), so its verdict can differ.

Counting follows the paper: killed and timed-out mutants (and mutants that crash the
test process) are detected; survived, suspicious and "no tests" mutants (functions the
suite never calls) are undetected. ``score = detected / mutants``; a reference without
functions or methods yields no mutants and no score (``None``), never a division by zero.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from dataset_builder._taskfile import REFERENCE_FILE, TESTS_FILE, TaskSource
from evaluation import HASH_SEED, SOLUTION_MODULE, CodeAssayError

__all__ = [
    "MUTATION_TIMEOUT_MULTIPLIER",
    "MUTATION_TASK_TIMEOUT_S",
    "FULL_SCORE_BAR",
    "HIDDEN_SCORE_BAR",
    "SUITES",
    "Suite",
    "SuiteMutation",
    "TaskMutation",
    "mutate_task",
    "mutate_tasks",
]

Suite = Literal["full", "hidden"]
#: The two suites, in the order they are reported (the hidden subset runs first).
SUITES: tuple[Suite, ...] = ("full", "hidden")
#: The task standard's bars ("Strength"): per task and per category.
FULL_SCORE_BAR = 0.90
HIDDEN_SCORE_BAR = 0.85
#: mutmut's timeout is (suite time + 1 s) x multiplier x 2 CPU seconds; its default (15)
#: lets one infinite-loop mutant cost half a minute, and a reference runs in well under a
#: second, so a low multiplier keeps the worst case at a few seconds. (The 1 s constant
#: stays: mutmut's wall limit is (suite time + 1 s) x multiplier, and a smaller one would
#: turn a correct run that is merely slow on a busy machine into a "timeout", a detection.)
MUTATION_TIMEOUT_MULTIPLIER = 2.0
#: Wall limit of one mutmut invocation (one task, one suite); beyond it the task errors.
MUTATION_TASK_TIMEOUT_S = 600.0
#: Lines of mutmut's output quoted in an error message.
_OUTPUT_TAIL_LINES = 25

_HIDDEN_TESTS = "test_hidden.py"
_TESTS_DIR = "tests"
_SELECTION = {"full": f"{_TESTS_DIR}/{TESTS_FILE}", "hidden": f"{_TESTS_DIR}/{_HIDDEN_TESTS}"}
#: mutmut's status names (mutmut.stats.status_by_exit_code) that count as detected.
_DETECTED = frozenset({"killed", "timeout", "segfault"})
#: Exit code mutmut records for a mutant whose function no selected test calls.
_NO_TESTS_EXIT_CODE = 33
#: Runs mutmut's click entry point from its module, so the ``mutmut`` script need not be
#: on PATH and ``python -m mutmut`` does not re-execute ``mutmut.__main__``.
_MUTMUT_BOOT = "import sys; from mutmut.__main__ import cli; sys.argv[0] = 'mutmut'; cli()"
_SPINNER = re.compile(r"[\u2800-\u28ff]")


@dataclass(frozen=True)
class SuiteMutation:
    """Verdicts of one suite against every mutant of one task."""

    suite: Suite
    status_by_key: dict[str, str]  # mutant key -> mutmut status name

    def count(self, *statuses: str) -> int:
        """How many mutants carry one of ``statuses``."""
        return sum(1 for s in self.status_by_key.values() if s in statuses)

    @property
    def mutants(self) -> int:
        return len(self.status_by_key)

    @property
    def killed(self) -> int:
        """Detected mutants: killed, timed out (the paper counts timeouts as killed) or crashed."""
        return self.count(*_DETECTED)

    @property
    def timeouts(self) -> int:
        return self.count("timeout")

    @property
    def survived(self) -> int:
        return self.count("survived")

    @property
    def suspicious(self) -> int:
        return self.count("suspicious")

    @property
    def no_tests(self) -> int:
        """Mutants in functions the suite never calls; undetected."""
        return self.count("no tests")

    @property
    def other(self) -> int:
        """Undetected for any other reason (skipped, ...)."""
        return self.mutants - self.killed - self.survived - self.suspicious - self.no_tests

    @property
    def undetected(self) -> list[str]:
        keys = (k for k, s in self.status_by_key.items() if s not in _DETECTED)
        return sorted(keys, key=_key_order)

    @property
    def score(self) -> float | None:
        """Detected / mutants, or None when there are no mutants."""
        return self.killed / self.mutants if self.mutants else None


@dataclass(frozen=True)
class TaskMutation:
    """Mutation results of one task: per suite, the undetected mutants' diffs, or an error."""

    task_id: str
    category: str
    suites: dict[str, SuiteMutation] = field(default_factory=dict)
    diffs: dict[str, str] = field(default_factory=dict)  # key -> unified diff, undetected only
    seconds: float = 0.0
    error: str | None = None

    @property
    def mutants(self) -> int | None:
        counts = {s.mutants for s in self.suites.values()}
        return counts.pop() if len(counts) == 1 else None

    def score(self, suite: Suite) -> float | None:
        result = self.suites.get(suite)
        return None if result is None else result.score


def _key_order(key: str) -> tuple[str, int]:
    head, _, number = key.rpartition("_")
    return (head, int(number)) if number.isdigit() else (key, 0)


def _mutmut_available() -> None:
    try:
        import mutmut  # noqa: F401  (only checks that it is installed)
    except ImportError:
        raise CodeAssayError("mutation validation needs mutmut, a dependency of codeassay: "
                             "pip install 'mutmut>=3.8,<4'") from None


def _config(suite: Suite) -> str:
    return "\n".join([
        "[mutmut]",
        f"source_paths = {SOLUTION_MODULE}.py",
        f"pytest_add_cli_args_test_selection = {_SELECTION[suite]}",
        # no cache: pytest's last-failed state must not leak from one mutant to the next
        "pytest_add_cli_args = -pno:cacheprovider",
        f"timeout_multiplier = {MUTATION_TIMEOUT_MULTIPLIER}",
        # the working directory is not a git checkout; do not ask git
        "use_git_change_detection = false",
        # switching the selection must invalidate every verdict of the previous suite
        "on_dependency_change = rerun",
        "",
    ])


def _prepare(task: TaskSource, workdir: Path) -> None:
    (workdir / _TESTS_DIR).mkdir(parents=True)
    (workdir / f"{SOLUTION_MODULE}.py").write_text(task.reference, encoding="utf-8")
    (workdir / _TESTS_DIR / TESTS_FILE).write_text(task.tests, encoding="utf-8")
    (workdir / _TESTS_DIR / _HIDDEN_TESTS).write_text(task.split.hidden_source, encoding="utf-8")


def _environment() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTEST_", "MUTANT_", "COV_CORE_", "COVERAGE_"))}
    env["PYTHONHASHSEED"] = HASH_SEED  # reproducible set/dict order in the tests
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    # no third-party pytest plugins: they would change how every mutant run behaves, and
    # scanning installed packages for entry points costs time on each of hundreds of runs
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env.pop("PYTHONPATH", None)  # tests must import the mutated solution, nothing else
    return env


def _clean_output(raw: str) -> str:
    """mutmut redraws a status line with carriage returns; keep the last state of each line."""
    lines = []
    for line in raw.splitlines():
        line = _SPINNER.sub("", line.rsplit("\r", 1)[-1]).rstrip()
        if line:
            lines.append(line)
    return "\n".join(lines)


def _tail(text: str) -> str:
    return "\n".join(text.splitlines()[-_OUTPUT_TAIL_LINES:])


def _run_mutmut(workdir: Path, max_children: int, keys: Sequence[str]) -> tuple[int, str]:
    command = [sys.executable, "-c", _MUTMUT_BOOT, "run", "--max-children", str(max_children),
               *keys]
    # own session: on a timeout the whole tree (mutmut's forked workers) is killed
    proc = subprocess.Popen(command, cwd=workdir, env=_environment(), stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=MUTATION_TASK_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return -1, f"mutmut did not finish within {MUTATION_TASK_TIMEOUT_S:.0f} s"
    return proc.returncode, _clean_output(out.decode("utf-8", "replace"))


def _read_meta(workdir: Path) -> dict[str, int | None] | None:
    meta = workdir / "mutants" / f"{SOLUTION_MODULE}.py.meta"
    try:
        return json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
    except (FileNotFoundError, KeyError, json.JSONDecodeError):
        return None


def _run_suite(task: TaskSource, workdir: Path, suite: Suite, max_children: int,
               keys: Sequence[str] = ()) -> SuiteMutation:
    """Verdicts of ``suite`` on every mutant, or only on ``keys`` when some are given."""
    from mutmut.stats import status_by_exit_code

    (workdir / "setup.cfg").write_text(_config(suite), encoding="utf-8")
    rc, output = _run_mutmut(workdir, max_children, keys)
    codes = _read_meta(workdir)
    if codes is not None and keys:
        codes = {k: codes.get(k) for k in keys}
    where = f"tasks_src/{task.task_id}/{REFERENCE_FILE}"
    if rc != 0:
        # the clean suite must pass first, even where nothing could be mutated
        if "failed to collect stats" in output or "Failed to run clean test" in output:
            raise CodeAssayError(f"{where}: the reference fails the {suite} suite, so mutation "
                                 f"testing cannot start; mutmut said:\n{_tail(output)}")
        if codes is not None and not codes:
            return SuiteMutation(suite, {})  # no function or method to mutate
        if "could not find any test case for any mutant" in output and codes:
            # the suite calls no mutated function at all: every mutant is "no tests"
            no_tests = status_by_exit_code[_NO_TESTS_EXIT_CODE]
            return SuiteMutation(suite, {k: no_tests for k in codes})
        raise CodeAssayError(f"{where}: mutmut failed on the {suite} suite (exit {rc}):\n"
                             f"{_tail(output)}")
    if codes is None:
        raise CodeAssayError(f"{where}: mutmut wrote no results for the {suite} suite:\n"
                             f"{_tail(output)}")
    unchecked = sorted(k for k, v in codes.items() if v is None)
    if unchecked:
        raise CodeAssayError(f"{where}: mutmut left {len(unchecked)} mutant(s) unchecked on the "
                             f"{suite} suite, e.g. {unchecked[0]}:\n{_tail(output)}")
    return SuiteMutation(suite, {k: status_by_exit_code[v] for k, v in codes.items()})


def _diffs(workdir: Path, keys: Sequence[str]) -> dict[str, str]:
    """``mutmut show KEY`` for every key, computed in-process from one parse of the mutant file."""
    if not keys:
        return {}
    from difflib import unified_diff

    import libcst as cst
    from mutmut.mutation.diff_apply import read_mutant_function, read_original_function

    path = f"{SOLUTION_MODULE}.py"
    module = cst.parse_module((workdir / "mutants" / path).read_text(encoding="utf-8"))
    out = {}
    for key in keys:
        original = cst.Module([read_original_function(module, key)]).code.strip()
        mutant = cst.Module([read_mutant_function(module, key)]).code.strip()
        out[key] = "\n".join(unified_diff(original.split("\n"), mutant.split("\n"),
                                          fromfile=REFERENCE_FILE, tofile=REFERENCE_FILE,
                                          lineterm=""))
    return out


def _run_suites(task: TaskSource, workdir: Path, suites: Sequence[Suite],
                max_children: int) -> dict[str, SuiteMutation]:
    """Each suite's verdicts; the full suite re-runs only what the hidden subset left alive."""
    results: dict[str, SuiteMutation] = {}
    if "hidden" in suites:
        results["hidden"] = _run_suite(task, workdir, "hidden", max_children)
    if "full" in suites:
        if "hidden" not in results:
            results["full"] = _run_suite(task, workdir, "full", max_children)
        else:
            hidden = results["hidden"].status_by_key
            rest = sorted((k for k, status in hidden.items() if status != "killed"),
                          key=_key_order)
            statuses = {k: "killed" for k, status in hidden.items() if status == "killed"}
            if rest:
                statuses.update(_run_suite(task, workdir, "full", max_children,
                                           rest).status_by_key)
            results["full"] = SuiteMutation("full", {k: statuses[k] for k in hidden})
    return {suite: results[suite] for suite in SUITES if suite in results}


def mutate_task(task: TaskSource, suites: Sequence[Suite] = SUITES, max_children: int | None = None,
                keep: Path | None = None) -> TaskMutation:
    """Run mutmut on one task for each of ``suites``; errors are returned, not raised.

    ``max_children`` is mutmut's number of parallel mutant runs (default: CPU count).
    ``keep`` names a folder to receive the working directory (for debugging).
    """
    _mutmut_available()
    started = time.perf_counter()
    children = max_children or os.cpu_count() or 1
    with tempfile.TemporaryDirectory(prefix=f"codeassay-mutation-{task.task_id}-") as tmp:
        workdir = Path(tmp) / task.task_id
        results: dict[str, SuiteMutation] = {}
        try:
            _prepare(task, workdir)
            results = _run_suites(task, workdir, suites, children)
            keys = sorted({k for r in results.values() for k in r.undetected}, key=_key_order)
            diffs = _diffs(workdir, keys)
        except CodeAssayError as exc:
            return TaskMutation(task.task_id, task.category, results, {},
                                time.perf_counter() - started, str(exc))
        finally:
            if keep is not None:
                shutil.copytree(workdir, keep / task.task_id, dirs_exist_ok=True)
    if len({frozenset(r.status_by_key) for r in results.values()}) > 1:
        return TaskMutation(task.task_id, task.category, results, diffs,
                            time.perf_counter() - started,
                            f"tasks_src/{task.task_id}: the suites saw different mutant keys")
    return TaskMutation(task.task_id, task.category, results, diffs, time.perf_counter() - started)


def mutate_tasks(tasks: Sequence[TaskSource], suites: Sequence[Suite] = SUITES, workers: int = 1,
                 max_children: int | None = None,
                 progress: Callable[[TaskMutation], None] | None = None) -> list[TaskMutation]:
    """Mutation results of every task, in the order of ``tasks``.

    ``workers`` tasks run at once (each mutmut run already uses ``max_children``
    processes; on two cores one task at a time was as fast as two).
    """
    _mutmut_available()

    def one(task: TaskSource) -> TaskMutation:
        result = mutate_task(task, suites, max_children)
        if progress is not None:
            progress(result)
        return result

    if workers <= 1:
        return [one(t) for t in tasks]
    with ThreadPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(one, tasks))
