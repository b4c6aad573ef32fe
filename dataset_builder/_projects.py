"""Checking projects as the build checks tasks, and turning them into dataset rows.

A project is checked by running it: the input data regenerated from its seed equals the
committed files, the reference runs from a clean folder and passes every checkpoint,
every broken variant gets exactly the error class its folder names, and every alternative
(a solution written from the prompts alone) passes every checkpoint.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from dataset_builder._projectfile import DATA_DIR, GENERATOR_FILE, ProjectSource
from evaluation import Problem
from evaluation.projects import Project, grade_project, prepare_reference

__all__ = ["ProjectCheck", "check_project", "project_row", "project_grading_row", "project_record",
           "GENERATOR_TIMEOUT_S"]

#: Wall timeout of a project's data generator during the check.
GENERATOR_TIMEOUT_S = 120.0


@dataclass(frozen=True)
class ProjectCheck:
    """The outcome of checking one project: every problem found (empty: it is sound)."""

    project_id: str
    problems: tuple[Problem, ...]
    classes: dict[str, str | None]


def project_row(source: ProjectSource, version: str = "") -> dict:
    """The ``projects`` config row: everything a harness needs to run the conversation and
    lay out a run, and nothing of the checkpoint tests or the reference."""
    return {"project_id": source.id, "title": source.title, "domain": source.domain,
            "prompt_ids": [p.id for p in source.prompts], "prompts": [p.text for p in source.prompts],
            "command": list(source.command), "inputs": json.dumps(source.inputs, sort_keys=True),
            "checkpoint_names": [c.name for c in source.checkpoints],
            "checkpoint_files": [c.file for c in source.checkpoints],
            "packages": list(source.packages), "run_timeout_s": source.run_timeout_s,
            "checkpoint_timeout_s": source.checkpoint_timeout_s, "dataset_version": version}


def project_grading_row(source: ProjectSource, version: str = "") -> dict:
    """The ``project_grading`` row: the ``projects`` columns plus the hidden checkpoint
    tests and the reference files."""
    return {**project_row(source, version),
            "checkpoint_tests": json.dumps({c.name: c.tests for c in source.checkpoints}, sort_keys=True),
            "reference_files": json.dumps(source.reference, sort_keys=True)}


def project_record(source: ProjectSource) -> Project:
    """The engine's record of a project read from its source folder."""
    return Project.from_row(project_grading_row(source))


def _check_data(source: ProjectSource, work: Path) -> list[Problem]:
    out = work / "data"
    generator = (source.folder / DATA_DIR / GENERATOR_FILE).resolve()  # the run's cwd is a scratch folder
    where = f"{source.folder.name}/{DATA_DIR}/{GENERATOR_FILE}"
    try:
        done = subprocess.run([sys.executable, str(generator), "--seed", str(source.seed), "--out", str(out)],
                              capture_output=True, text=True, timeout=GENERATOR_TIMEOUT_S, cwd=work)
    except subprocess.TimeoutExpired:
        return [Problem(f"did not finish within {GENERATOR_TIMEOUT_S:g} s", path=where)]
    if done.returncode != 0:
        return [Problem(f"exited with status {done.returncode}: {done.stderr.strip()[-300:]}", path=where)]
    problems = []
    for rel, text in source.inputs.items():
        made = out / rel[len(DATA_DIR) + 1:]
        if not made.is_file():
            problems.append(Problem(f"did not write {rel!r}", path=where))
        elif made.read_bytes() != text.encode("utf-8"):
            problems.append(Problem(f"with seed {source.seed} writes a {rel!r} that differs from the committed "
                                    "file: regenerate it and commit", path=where))
    return problems


def check_project(source: ProjectSource) -> ProjectCheck:
    """Regenerate the data, run the reference, every broken variant and every alternative
    solution, and compare: the reference and each alternative pass every checkpoint, each
    variant gets exactly its class."""
    project = project_record(source)
    problems: list[Problem] = []
    classes: dict[str, str | None] = {}
    base = f"{source.folder.name}"
    with tempfile.TemporaryDirectory(prefix="codeassay-check-") as tmp:
        work = Path(tmp)
        problems.extend(_check_data(source, work))
        try:
            reference_dir = prepare_reference(project, work / "reference-run")
        except Exception as exc:  # the engine's message says what the reference did
            return ProjectCheck(source.id, (*problems, Problem(str(exc), path=f"{base}/reference")), classes)
        verdict = grade_project(project, source.reference, work / "reference", reference_dir)
        classes["reference"] = verdict.error_class
        if verdict.error_class is not None:
            problems.append(Problem(f"the reference does not pass every checkpoint: {verdict.error_class}: "
                                    f"{verdict.detail}", path=f"{base}/reference"))
        for variant in source.broken:
            verdict = grade_project(project, source.variant_files(variant), work / f"broken-{variant}",
                                    reference_dir)
            classes[variant] = verdict.error_class
            expected = source.broken_class(variant)
            if verdict.error_class != expected:
                problems.append(Problem(f"classified as {verdict.error_class or 'no error'} ({verdict.detail}), "
                                        f"expected {expected}", path=f"{base}/broken/{variant}"))
        for name, files in source.alternatives.items():
            verdict = grade_project(project, files, work / f"alternative-{name}", reference_dir)
            classes[f"alternatives/{name}"] = verdict.error_class
            if verdict.error_class is not None:
                failed = [c for c, outcome in verdict.checkpoints.items() if outcome != "passed"]
                problems.append(Problem(
                    f"an independently written solution fails: {verdict.error_class} ({verdict.detail}; "
                    f"checkpoints not passed: {', '.join(failed) or 'none'}); a checkpoint demands more "
                    "than the prompts state, or the solution is wrong", path=f"{base}/alternatives/{name}"))
    return ProjectCheck(source.id, tuple(problems), classes)
