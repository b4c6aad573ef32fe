"""Grading one assembled project: lay out the folder, run it, run the checkpoint tests on
what it wrote, classify.

The checkpoint tests are the harness's own code reading files the program wrote; they run
in a folder of their own, with limits and a wall timeout, and see the run through the
``run_dir`` and ``reference_dir`` fixtures (DEVELOPERS.md, "Checkpoint tests").
"""

from __future__ import annotations

import ast
import os
import shutil
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from pathlib import Path, PurePosixPath

from evaluation._errors import SandboxError
from evaluation._records import Limits
from evaluation.projects._classify import classify_run, static_errors
from evaluation.projects._records import CheckpointOutcome, CommandResult, Project, ProjectVerdict
from evaluation.projects._sandbox import run_command

__all__ = ["lay_out", "run_project", "run_checkpoints", "grade_project", "prepare_reference",
           "CONFTEST", "RUN_DIR_ENV", "REFERENCE_DIR_ENV"]

RUN_DIR_ENV = "CODEASSAY_RUN_DIR"
REFERENCE_DIR_ENV = "CODEASSAY_REFERENCE_DIR"
_REPORT = "checkpoints.xml"
#: The fixtures every checkpoint test file may ask for.
CONFTEST = f'''"""Fixtures of the checkpoint tests, written by the CodeAssay harness."""

import os
from pathlib import Path

import pytest


@pytest.fixture()
def run_dir():
    """The folder the program under test ran in."""
    return Path(os.environ["{RUN_DIR_ENV}"])


@pytest.fixture()
def reference_dir():
    """The folder the reference project ran in, with its outputs."""
    return Path(os.environ["{REFERENCE_DIR_ENV}"])
'''


def _inside(folder: Path, relative: str) -> Path:
    """``folder / relative``, refusing anything that would leave ``folder``."""
    path = PurePosixPath(relative)
    if path.is_absolute() or ".." in path.parts or not path.parts:
        raise SandboxError(f"refusing a path outside the project folder: {relative!r}")
    return folder.joinpath(*path.parts)


def lay_out(folder: str | os.PathLike[str], files: Mapping[str, str], inputs: Mapping[str, str]) -> Path:
    """Write a project's files and its inputs into a new, empty ``folder``."""
    folder = Path(folder)
    targets = {_inside(folder, relative): text for relative, text in {**files, **inputs}.items()}
    if folder.exists() and any(folder.iterdir()):
        raise SandboxError(f"project run folder is not empty: {folder}")
    folder.mkdir(parents=True, exist_ok=True)
    for path, text in targets.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return folder


def run_project(project: Project, folder: str | os.PathLike[str], *, isolate: bool = True) -> CommandResult:
    """Run the project's command in a laid-out folder, with the project's wall timeout."""
    return run_command(folder, project.command, Limits.with_defaults(project.run_timeout_s),
                       expect_files=project.checkpoint_files, isolate=isolate)


def _test_names(source: str) -> list[str]:
    tree = ast.parse(source)
    return [n.name for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")]


def run_checkpoints(project: Project, run_dir: str | os.PathLike[str], reference_dir: str | os.PathLike[str],
                    work: str | os.PathLike[str]) -> dict[str, CheckpointOutcome]:
    """Run every checkpoint's tests on one run's folder; a checkpoint passes only when
    every test in its file is reported passed (fails closed)."""
    work = Path(work)
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    (work / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    (work / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    expected: dict[str, list[str]] = {}
    for name in project.checkpoint_names:
        source = project.checkpoint_tests[name]
        (work / f"test_{name}.py").write_text(source, encoding="utf-8")
        expected[name] = _test_names(source)
    env = {RUN_DIR_ENV: str(Path(run_dir).resolve()), REFERENCE_DIR_ENV: str(Path(reference_dir).resolve())}
    command = ["python", "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c", "pytest.ini",
               f"--junitxml={_REPORT}", "-o", "junit_family=xunit1"]
    # The tests are the harness's own code: they need no namespaces, only limits.
    run_command(work, command, Limits.with_defaults(project.checkpoint_timeout_s), env=env, isolate=False)
    passed: set[tuple[str, str]] = set()
    try:
        root = ET.parse(work / _REPORT).getroot()
    except (OSError, ET.ParseError):
        root = None
    if root is not None:
        for case in root.iter("testcase"):
            module = case.get("classname", "").rsplit(".", 1)[-1]
            if all(case.find(tag) is None for tag in ("failure", "error", "skipped")):
                passed.add((module, case.get("name", "")))
    outcomes: dict[str, CheckpointOutcome] = {}
    for name, file in zip(project.checkpoint_names, project.checkpoint_files):
        if not (Path(run_dir) / file).is_file():
            outcomes[name] = "missing"
        elif expected[name] and all((f"test_{name}", test) in passed for test in expected[name]):
            outcomes[name] = "passed"
        else:
            outcomes[name] = "failed"
    return outcomes


def prepare_reference(project: Project, folder: str | os.PathLike[str]) -> Path:
    """Run the reference project in ``folder`` (new) so checkpoint tests can compare with
    its outputs; a reference that fails to run is an engine fault."""
    folder = lay_out(folder, project.reference_files, project.inputs)
    result = run_project(project, folder)
    if not result.exited_ok or len(result.written) != len(project.checkpoint_files):
        raise SandboxError(f"the reference of project {project.project_id!r} did not run cleanly "
                           f"(exit {result.exit_code}, wrote {list(result.written)}): {result.stderr[-500:]}")
    return folder


def grade_project(project: Project, files: Mapping[str, str], folder: str | os.PathLike[str],
                  reference_dir: str | os.PathLike[str]) -> ProjectVerdict:
    """Grade one attempt's files: lay them out in ``folder``/run, run, test, classify.

    ``folder`` must be new or empty; the run writes only inside it.
    """
    folder = Path(folder)
    missing = dict.fromkeys(project.checkpoint_names, "missing")
    if not any(path.endswith(".py") for path in files):
        return ProjectVerdict(False, missing, "other", "no Python file was extracted from the answers")
    static = static_errors(files, project.packages)
    if static is not None:
        return ProjectVerdict(False, missing, static.error_class, static.detail)
    run_dir = lay_out(folder / "run", files, project.inputs)
    run = run_project(project, run_dir)
    outcomes: dict[str, CheckpointOutcome] = dict(missing)
    if run.written:
        outcomes = run_checkpoints(project, run_dir, reference_dir, folder / "checkpoints")
    failed = [name for name, outcome in outcomes.items() if outcome != "passed"]
    verdict = classify_run(files, project.packages, run, project.checkpoint_files, failed)
    runnable = run.exited_ok and len(run.written) == len(project.checkpoint_files)
    error_output = run.stderr if run.exit_code != 0 or run.timed_out else ""
    if run.timed_out:
        error_output += f"\n[the program did not finish within {project.run_timeout_s:g} s]"
    return ProjectVerdict(runnable, outcomes, verdict.error_class, verdict.detail, error_output, run)
