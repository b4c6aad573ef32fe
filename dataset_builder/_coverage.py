"""Statement and branch coverage of every reference under its full and hidden suite.

Each (task, suite) pair is a *pytest job*: a temporary directory holding the reference
as ``solution.py`` and the suite as ``test_solution.py``. Jobs run in worker processes
that execute this file as a script; a worker imports pytest and
coverage once and forks one short-lived child per job (a fresh ``python -m pytest`` costs
several times more). The worker never imports a solution itself, so no child can see a
stale module. In the child, coverage.py (``branch=True``, only ``solution.py`` measured)
starts before pytest imports the tests, so module-level lines of the reference count.

The same jobs, in ``collect`` mode, back the split check's ``pytest --collect-only``.
"""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

# Only evaluation's light names at import time: worker processes run this file as a
# script, and importing the dataset_builder package would pull in ``datasets`` (seconds).
from evaluation import HASH_SEED, SOLUTION_MODULE, TEST_FILE, CodeAssayError, MissingDependencyError

if TYPE_CHECKING:
    from dataset_builder._taskfile import TaskSource

__all__ = [
    "STATEMENT_COVERAGE_BAR",
    "BRANCH_COVERAGE_BAR",
    "PYTEST_JOB_TIMEOUT_S",
    "PytestJob",
    "JobResult",
    "CoverageResult",
    "run_pytest_jobs",
    "measure_coverage",
]

#: The task standard's bars under the full suite ("Strength").
STATEMENT_COVERAGE_BAR = 1.0
BRANCH_COVERAGE_BAR = 0.98
#: Wall limit of one pytest job; a reference finishes its suite in well under a second.
PYTEST_JOB_TIMEOUT_S = 60.0
#: Characters of pytest output kept for an error message.
_OUTPUT_TAIL_CHARS = 3000
#: How often the worker looks at a running child (seconds).
_POLL_S = 0.005
#: pytest options of every job: quiet, no cache files, no third-party plugins' behaviour.
_PYTEST_ARGS = ("-q", "-p", "no:cacheprovider", "--rootdir", ".")

Mode = Literal["coverage", "collect"]


@dataclass(frozen=True)
class PytestJob:
    """One pytest run: ``reference`` as solution.py, ``tests`` as test_solution.py."""

    key: str
    reference: str
    tests: str
    mode: Mode


@dataclass(frozen=True)
class JobResult:
    """What one job reported. ``error`` is set when the job itself could not run."""

    key: str
    exit_code: int | None
    collected: tuple[str, ...]  # node ids in collection order
    failed: tuple[str, ...]  # node ids that failed or errored
    coverage: dict | None  # coverage.py's JSON summary of solution.py
    missing_lines: tuple[int, ...]
    missing_branches: tuple[tuple[int, int], ...]
    output: str
    error: str | None


@dataclass(frozen=True)
class CoverageResult:
    """Coverage of one reference under one suite (``branch`` None: the code has no branch)."""

    task_id: str
    suite: str
    statement: float | None
    branch: float | None
    statements: int
    branches: int
    missing_lines: tuple[int, ...]
    missing_branches: tuple[tuple[int, int], ...]
    error: str | None = None


# --------------------------------------------------------------------------- worker side

class _Collector:
    """pytest plugin recording collected and failed node ids."""

    def __init__(self) -> None:
        self.collected: list[str] = []
        self.failed: list[str] = []

    def pytest_collection_modifyitems(self, items) -> None:  # noqa: ANN001 (pytest hook)
        self.collected = [item.nodeid for item in items]

    def pytest_runtest_logreport(self, report) -> None:  # noqa: ANN001
        if report.failed and report.nodeid not in self.failed:
            self.failed.append(report.nodeid)

    def pytest_collectreport(self, report) -> None:  # noqa: ANN001
        if report.failed:
            self.failed.append(report.nodeid or "<collection>")


def _child(job: dict, directory: Path, result_path: Path) -> None:
    """Runs in the forked child: one pytest session, optionally under coverage."""
    import pytest

    os.chdir(directory)
    sys.path.insert(0, str(directory))
    log = os.open(directory / "pytest.log", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.dup2(log, 1)
    os.dup2(log, 2)
    collector = _Collector()
    mode_args = ["--collect-only"] if job["mode"] == "collect" else []
    args = [*_PYTEST_ARGS, *mode_args, TEST_FILE]
    cov = None
    if job["mode"] == "coverage":
        import coverage

        cov = coverage.Coverage(data_file=None, branch=True, config_file=False,
                                include=[str(directory / f"{SOLUTION_MODULE}.py")])
        cov.start()
    exit_code = int(pytest.main(args, plugins=[collector]))
    summary, missing, missing_branches = None, [], []
    if cov is not None:
        cov.stop()
        report = directory / "coverage.json"
        try:
            cov.json_report(outfile=str(report))
            data = json.loads(report.read_text(encoding="utf-8"))
            files = list(data["files"].values())
            if files:
                summary = files[0]["summary"]
                missing = files[0].get("missing_lines", [])
                missing_branches = files[0].get("missing_branches", [])
        except coverage.CoverageException:
            summary = None  # nothing measured: the suite never imported the solution
    result_path.write_text(json.dumps({
        "exit_code": exit_code, "collected": collector.collected, "failed": collector.failed,
        "coverage": summary, "missing_lines": missing, "missing_branches": missing_branches,
    }), encoding="utf-8")


def _wait(pid: int, timeout: float) -> int | None:
    """Exit code of ``pid``, or None after killing its process group at the timeout."""
    deadline = time.monotonic() + timeout
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        if time.monotonic() > deadline:
            try:
                os.killpg(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            os.waitpid(pid, 0)
            return None
        select.select([], [], [], _POLL_S)


def _worker(jobs_path: Path, results_path: Path) -> None:
    """Entry point of a worker process: run every job of ``jobs_path`` in a forked child."""
    import pytest  # noqa: F401  (imported once here, inherited by every forked child)

    if any(j["mode"] == "coverage" for j in json.loads(jobs_path.read_text(encoding="utf-8"))):
        import coverage  # noqa: F401
    jobs = json.loads(jobs_path.read_text(encoding="utf-8"))
    results = []
    for job in jobs:
        with tempfile.TemporaryDirectory(prefix="codeassay-pytest-job-") as tmp:
            directory = Path(tmp)
            (directory / f"{SOLUTION_MODULE}.py").write_text(job["reference"], encoding="utf-8")
            (directory / TEST_FILE).write_text(job["tests"], encoding="utf-8")
            result_path = directory / "result.json"
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
            if pid == 0:  # pragma: no cover (runs in the child)
                code = 0
                try:
                    os.setpgid(0, 0)
                    _child(job, directory, result_path)
                except BaseException:  # noqa: BLE001  (the child must never return into the worker)
                    import traceback

                    traceback.print_exc()
                    code = 1
                finally:
                    os._exit(code)
            status = _wait(pid, PYTEST_JOB_TIMEOUT_S)
            log = directory / "pytest.log"
            output = ""
            if log.exists():
                output = log.read_text(encoding="utf-8", errors="replace")[-_OUTPUT_TAIL_CHARS:]
            entry = {"key": job["key"], "output": output, "error": None}
            if status is None:
                entry["error"] = f"did not finish within {PYTEST_JOB_TIMEOUT_S:.0f} s"
            elif not result_path.exists():
                entry["error"] = f"the pytest process died (exit {status})"
            else:
                entry.update(json.loads(result_path.read_text(encoding="utf-8")))
            results.append(entry)
    results_path.write_text(json.dumps(results), encoding="utf-8")


# --------------------------------------------------------------------------- caller side

def _environment() -> dict[str, str]:
    import evaluation

    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTEST_", "COV_CORE_", "COVERAGE_"))}
    # the worker runs this file by path (-P: without its folder on sys.path), so it finds
    # ``evaluation`` where this process found it, installed or in a checkout
    env["PYTHONPATH"] = str(Path(evaluation.__file__).resolve().parent.parent)
    env["PYTHONHASHSEED"] = HASH_SEED
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"  # the same plain pytest for every task
    return env


def run_pytest_jobs(jobs: Sequence[PytestJob], workers: int | None = None) -> list[JobResult]:
    """Run every job, spread over ``workers`` processes; results in the order of ``jobs``."""
    if any(j.mode == "coverage" for j in jobs):
        try:
            import coverage  # noqa: F401
        except ImportError:
            raise MissingDependencyError("coverage", "dev", "coverage measurement") from None
    if not jobs:
        return []
    workers = max(1, min(workers or os.cpu_count() or 1, len(jobs)))
    chunks = [list(jobs[i::workers]) for i in range(workers)]
    found: dict[str, dict] = {}
    with tempfile.TemporaryDirectory(prefix="codeassay-pytest-jobs-") as tmp:
        procs = []
        for number, chunk in enumerate(chunks):
            jobs_path = Path(tmp) / f"jobs-{number}.json"
            results_path = Path(tmp) / f"results-{number}.json"
            jobs_path.write_text(json.dumps([j.__dict__ for j in chunk]), encoding="utf-8")
            command = [sys.executable, "-P", str(Path(__file__).resolve()), str(jobs_path),
                       str(results_path)]
            proc = subprocess.Popen(command, env=_environment(), stdin=subprocess.DEVNULL,
                                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            procs.append((proc, results_path))
        for proc, results_path in procs:
            out, _ = proc.communicate()
            if proc.returncode != 0 or not results_path.exists():
                raise CodeAssayError(f"a pytest job worker failed (exit {proc.returncode}):\n"
                                     f"{out.decode('utf-8', 'replace')[-_OUTPUT_TAIL_CHARS:]}")
            for entry in json.loads(results_path.read_text(encoding="utf-8")):
                found[entry["key"]] = entry
    results = []
    for job in jobs:
        e = found[job.key]
        results.append(JobResult(
            key=job.key, exit_code=e.get("exit_code"), collected=tuple(e.get("collected", ())),
            failed=tuple(e.get("failed", ())), coverage=e.get("coverage"),
            missing_lines=tuple(e.get("missing_lines", ())),
            missing_branches=tuple(tuple(b) for b in e.get("missing_branches", ())),
            output=e["output"], error=e["error"]))
    return results


def _ratio(part: int, whole: int) -> float | None:
    return part / whole if whole else None


def measure_coverage(tasks: Sequence[TaskSource], suites: Sequence[str] = ("full", "hidden"),
                     workers: int | None = None) -> list[CoverageResult]:
    """Coverage of every task's reference under each of ``suites``, in task then suite order.

    A suite that fails on the reference gives a result with ``error`` set: its coverage
    would describe a broken run.
    """
    sources = {"full": lambda t: t.tests, "hidden": lambda t: t.split.hidden_source,
               "public": lambda t: t.split.public_source}
    jobs = [PytestJob(f"{t.task_id}|{s}", t.reference, sources[s](t), "coverage")
            for t in tasks for s in suites]
    out = []
    for job, result in zip(jobs, run_pytest_jobs(jobs, workers)):
        task_id, suite = job.key.split("|")
        where = f"tasks_src/{task_id}"
        error = result.error
        if error is None and result.exit_code != 0:
            failed = ", ".join(result.failed[:5]) or "no test collected"
            error = (f"the reference fails the {suite} suite "
                     f"(pytest exit {result.exit_code}: {failed})")
        if error is None and result.coverage is None:
            error = f"the {suite} suite never imports {SOLUTION_MODULE}"
        if error is not None:
            out.append(CoverageResult(task_id, suite, None, None, 0, 0, (), (),
                                      f"{where}: {error}"))
            continue
        summary = result.coverage
        statements, branches = summary["num_statements"], summary.get("num_branches", 0)
        out.append(CoverageResult(
            task_id, suite, _ratio(summary["covered_lines"], statements),
            _ratio(summary.get("covered_branches", 0), branches), statements, branches,
            result.missing_lines, result.missing_branches))
    return out


if __name__ == "__main__":  # worker process: python -P _coverage.py JOBS RESULTS
    _worker(Path(sys.argv[1]), Path(sys.argv[2]))
