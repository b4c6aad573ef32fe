"""Build orchestration: read the task sources, execute their checks, write the dataset."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from dataset_builder import (
    ProjectCheck,
    TaskCheck,
    check_project,
    check_tasks,
    read_projects,
    read_tasks,
    read_version,
    write_dataset,
)
from evaluation import BuildError, ExecRequest, ExecResult, LocalSandbox, Problem

__all__ = ["check", "check_projects", "build", "sandbox_runner", "PACKAGE_DATASET_DIR", "CHANGELOG_FILE",
           "VALIDATION_FILE"]

#: The built dataset ships inside the package folder, so ``load_dataset("codeassay")``
#: resolves it from a checkout's root and ``codeassay.load()`` from any installed copy.
PACKAGE_DATASET_DIR = Path(__file__).resolve().parent
#: Human-written changes per version, copied into the card.
CHANGELOG_FILE = "CHANGELOG.md"
#: Per-task validation numbers written by ``codeassay validate``, relative to the checkout.
VALIDATION_FILE = Path("reports") / "validation" / "task_validation.json"


def sandbox_runner(workers: int | None, sandbox: object | None):
    """A function running a batch of requests in ``sandbox``, or else in a local sandbox of
    ``workers`` processes opened for the batch: the build's checks and the red-team report
    run programs in the same sandbox that grades predictions."""
    def run(requests: Sequence[ExecRequest]) -> list[ExecResult]:
        if sandbox is not None:
            return list(sandbox.run(requests))
        with LocalSandbox(workers) as own:
            return list(own.run(requests))
    return run


def check(source: Path, only: set[str] | None = None, workers: int | None = None,
          sandbox: object | None = None) -> list[TaskCheck]:
    """Read and execute every check of the tasks under ``source``; write nothing."""
    tasks = read_tasks(source, only)
    return check_tasks(tasks, sandbox_runner(workers, sandbox))


def check_projects(source: Path, only: set[str] | None = None) -> list[ProjectCheck]:
    """Read and run every check of the projects under ``source``/projects; write nothing."""
    return [check_project(project) for project in read_projects(source, only)]


def _measurements(source: Path) -> dict[str, dict]:
    """Validation numbers per task, from the report next to the sources (if any)."""
    path = source.resolve().parent / VALIDATION_FILE
    if not path.exists():
        return {}
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise BuildError(Problem(f"unreadable validation report: {exc}", path=str(VALIDATION_FILE))) from None
    renames = {"mutation_full": "mutation_score_full", "mutation_hidden": "mutation_score_hidden"}
    return {task_id: {renames.get(k, k): v for k, v in values.items()} for task_id, values in raw.items()}


def _reference_properties(tasks) -> dict[str, dict]:
    """The reference solutions' code properties, the baseline reports compare against."""
    from evaluation import measure_quality

    measured = measure_quality({task.task_id: task.reference for task in tasks}, semgrep=False)
    out = {}
    for task_id, m in measured.items():
        findings = None if m.bandit_low is None else m.bandit_low + m.bandit_medium + m.bandit_high
        out[task_id] = {"reference_lloc": m.lloc, "reference_cc_mean": m.cc_mean, "reference_cc_max": m.cc_max,
                        "reference_flake8_per_100_lloc": m.flake8_per_100_lloc,
                        "reference_flake8_nows_per_100_lloc": m.flake8_nows_per_100_lloc,
                        "reference_bandit_findings": findings}
    return out


def build(source: Path, out: Path | None = None, workers: int | None = None,
          sandbox: object | None = None) -> str:
    """Check every task and write the dataset folder; return a one-line summary.

    Nothing is written unless every task passes every check: a failed build leaves the
    previous dataset intact and raises :class:`BuildError` listing every problem.
    """
    version = read_version(source)
    tasks = read_tasks(source)
    checks = check_tasks(tasks, sandbox_runner(workers, sandbox))
    problems = [p for c in checks for p in c.problems]
    projects = read_projects(source)
    problems += [p for project in projects for p in check_project(project).problems]
    if problems:
        raise BuildError(problems)
    changelog_path = source / CHANGELOG_FILE
    changelog = changelog_path.read_text(encoding="utf-8") if changelog_path.exists() else ""
    measurements = _reference_properties(tasks)
    for task_id, values in _measurements(source).items():
        measurements.setdefault(task_id, {}).update(values)
    target = out or PACKAGE_DATASET_DIR
    dataset_hash = write_dataset(target, tasks, {c.task_id: c.timeout_s for c in checks}, version,
                                 measurements, changelog, projects=projects)
    extra = f" and {len(projects)} project(s)" if projects else ""
    return f"built {len(tasks)} tasks{extra}, version {version}, {dataset_hash} -> {target}"
