"""Reading and checking task sources: ``tasks_src/<task_id>/``.

A task folder holds ``task.yaml`` (metadata and description), ``reference.py`` (the
solution module, imported by the tests as ``solution``), ``test_solution.py`` (the full
pytest suite), ``wrong/*.py`` (plausible but incorrect solutions that the hidden tests
must reject; blind red-team ones name the requirement they contradict in their first line)
and optionally ``alternatives/*.py`` (independently written correct solutions). A traced
task's ``task.yaml`` also lists its requirements and what each test checks (see
:mod:`dataset_builder._trace`). Every problem is reported with its folder, file, line and
field, and all problems of all tasks are collected before anything is raised.
"""

from __future__ import annotations

import ast
import os
import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from dataset_builder._split import SplitSuite, split_tests
from dataset_builder._trace import (
    ALTERNATIVES_DIR,
    CHECKS_FIELD,
    SPEC_FIELD,
    Traceability,
    blind_requirement,
    read_traceability,
)
from evaluation import CATEGORIES, MIN_WRONG_SOLUTIONS, TIMEOUT_FLOOR_S, Problem, TaskFormatError

__all__ = [
    "TaskSource",
    "TASK_FILE",
    "REFERENCE_FILE",
    "TESTS_FILE",
    "WRONG_DIR",
    "ALTERNATIVES_DIR",
    "VERSION_FILE",
    "read_task",
    "read_task_folders",
    "read_tasks",
    "read_version",
    "task_folders",
]

TASK_FILE = "task.yaml"
REFERENCE_FILE = "reference.py"
TESTS_FILE = "test_solution.py"
WRONG_DIR = "wrong"
#: The dataset's semantic version lives in this one file at the root of tasks_src/.
VERSION_FILE = "VERSION"
#: The folder of tasks_src/ holding projects (read by dataset_builder._projectfile).
PROJECTS_DIR = "projects"

_TASK_ID = re.compile(r"^[a-z][a-z0-9_]{2,63}$")
_SEMVER = re.compile(r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$")
_DIFFICULTIES = ("easy", "medium", "hard")
_REQUIRED = ("task_id", "title", "category", "description", "signature", "entry_point")
_OPTIONAL = ("requirements", "notes", "difficulty", "timeout_s", SPEC_FIELD, CHECKS_FIELD)


@dataclass(frozen=True)
class TaskSource:
    """One task as authored, after every format check passed."""

    task_id: str
    title: str
    category: str
    description: str
    signature: str
    entry_point: str
    difficulty: str
    requirements: tuple[str, ...]
    notes: str
    timeout_s: float | None
    reference: str
    tests: str
    split: SplitSuite
    wrong: tuple[tuple[str, str], ...]  # (file name, source), sorted by name
    folder: Path
    #: The description's requirements and what each test checks; None only for a task
    #: whose problems stop the build (e.g. no ``spec``).
    trace: Traceability | None = None
    #: Independently written correct programs: (file name, source), sorted by name.
    alternatives: tuple[tuple[str, str], ...] = ()
    #: Blind red-team wrong programs: (file name, the requirement id they contradict).
    blind: tuple[tuple[str, str], ...] = ()


def _read_text(path: Path, problems: list[Problem], display: str) -> str | None:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        problems.append(Problem("file is missing", path=display))
        return None
    except OSError as exc:
        problems.append(Problem(f"cannot be read: {exc.strerror}", path=display))
        return None
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        problems.append(Problem("contains a NUL byte", path=display, line=line))
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        problems.append(Problem(f"is not valid UTF-8 (byte {data[exc.start]:#04x} at offset "
                                f"{exc.start})", path=display, line=line))
        return None


def _parse_python(text: str, display: str, problems: list[Problem]) -> ast.Module | None:
    try:
        return ast.parse(text, filename=display)
    except SyntaxError as exc:
        problems.append(Problem(f"syntax error: {exc.msg}", path=display, line=exc.lineno))
        return None


def _yaml_fields(text: str, display: str,
                 problems: list[Problem]) -> tuple[dict, dict[str, int], dict[str, yaml.Node]]:
    """Load the YAML mapping; remember the line and the value node of every top-level key."""
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problems.append(Problem(f"invalid YAML: {getattr(exc, 'problem', exc)}", path=display,
                                line=mark.line + 1 if mark else None))
        return {}, {}, {}
    if not isinstance(data, dict) or not isinstance(node, yaml.MappingNode):
        problems.append(Problem("must be a YAML mapping of field: value", path=display, line=1))
        return {}, {}, {}
    keys = [(k, v) for k, v in node.value if isinstance(k, yaml.ScalarNode)]
    return data, {k.value: k.start_mark.line + 1 for k, _ in keys}, {k.value: v for k, v in keys}


def read_task(folder: Path, root: Path | None = None) -> TaskSource:
    """Read and check one task folder; raise :class:`TaskFormatError` listing every problem."""
    problems: list[Problem] = []
    base = folder.name if root is None else folder.relative_to(root).as_posix()
    shown = f"tasks_src/{base}" if root is not None else base

    def where(name: str) -> str:
        return f"{shown}/{name}"

    meta: dict = {}
    lines: dict[str, int] = {}
    nodes: dict[str, yaml.Node] = {}
    text = _read_text(folder / TASK_FILE, problems, where(TASK_FILE))
    if text is not None:
        meta, lines, nodes = _yaml_fields(text, where(TASK_FILE), problems)

    def field_problem(name: str, message: str) -> None:
        problems.append(Problem(message, path=where(TASK_FILE), line=lines.get(name), field=name))

    if meta:
        for name in _REQUIRED:
            value = meta.get(name)
            if name not in meta:
                field_problem(name, "required field is missing")
            elif not isinstance(value, str) or not value.strip():
                field_problem(name, f"must be a non-empty string, got {value!r}")
        for name in sorted(set(meta) - set(_REQUIRED) - set(_OPTIONAL)):
            field_problem(name, f"unknown field (allowed: {', '.join(_REQUIRED + _OPTIONAL)})")
        task_id = meta.get("task_id")
        if isinstance(task_id, str):
            if not _TASK_ID.match(task_id):
                field_problem("task_id", f"{task_id!r} must match {_TASK_ID.pattern}")
            elif task_id != folder.name:
                clash = " and duplicates another task's id" if (folder.parent / task_id).is_dir() else ""
                field_problem("task_id", f"{task_id!r} differs from its folder name {folder.name!r}{clash}")
        category = meta.get("category")
        if isinstance(category, str) and category not in CATEGORIES:
            field_problem("category", f"unknown category {category!r}; use one of {' '.join(CATEGORIES)}")
        difficulty = meta.get("difficulty", "medium")
        if difficulty not in _DIFFICULTIES:
            field_problem("difficulty", f"{difficulty!r} must be one of {', '.join(_DIFFICULTIES)}")
        requirements = meta.get("requirements", [])
        if not isinstance(requirements, list) or not all(isinstance(r, str) for r in requirements):
            field_problem("requirements", f"must be a list of package names, got {requirements!r}")
            requirements = []
        notes = meta.get("notes", "")
        if not isinstance(notes, str):
            field_problem("notes", f"must be a string, got {notes!r}")
        entry = meta.get("entry_point")
        if isinstance(entry, str) and not entry.isidentifier():
            field_problem("entry_point", f"{entry!r} is not a Python identifier")
        timeout = meta.get("timeout_s")
        if timeout is not None and (isinstance(timeout, bool) or not isinstance(timeout, (int, float))
                                    or timeout < TIMEOUT_FLOOR_S):
            field_problem("timeout_s", f"must be a number of seconds of at least {TIMEOUT_FLOOR_S:g}, "
                                       f"got {timeout!r}")
        signature = meta.get("signature")
        if isinstance(signature, str) and isinstance(entry, str) and entry not in signature:
            field_problem("signature", f"does not mention the entry point {entry!r}")

    reference = _read_text(folder / REFERENCE_FILE, problems, where(REFERENCE_FILE))
    if reference is not None:
        tree = _parse_python(reference, where(REFERENCE_FILE), problems)
        entry = meta.get("entry_point")
        if tree is not None and isinstance(entry, str):
            defined = {n.name for n in tree.body
                       if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}
            if entry not in defined:
                problems.append(Problem(f"entry point {entry!r} is not defined at module level",
                                        path=where(REFERENCE_FILE)))

    tests = _read_text(folder / TESTS_FILE, problems, where(TESTS_FILE))
    split = None
    if tests is not None:
        try:
            split = split_tests(tests, where(TESTS_FILE))
        except TaskFormatError as exc:
            problems.extend(exc.problems)

    trace = None
    if split is not None and meta:
        trace = read_traceability(meta, nodes, lines, split.names, split.public_names,
                                  split.hidden_names, where(TASK_FILE), problems)

    wrong = _read_programs(folder / WRONG_DIR, problems, where)
    if len(wrong) < MIN_WRONG_SOLUTIONS:
        problems.append(Problem(f"has {len(wrong)} wrong solution(s); at least "
                                f"{MIN_WRONG_SOLUTIONS} are required", path=where(WRONG_DIR + "/")))
    blind = []
    known = None if trace is None else {r.id for r in trace.spec}
    for name, source in wrong:
        marked, requirement = blind_requirement(source)
        if not marked:
            continue
        shown_file = where(f"{WRONG_DIR}/{name}")
        if requirement is None:
            problems.append(Problem("blind marker must read '# blind: R<n> - <what it gets wrong>'",
                                    path=shown_file, line=1))
        elif known is not None and requirement not in known:
            problems.append(Problem(f"blind marker names {requirement}, which is not in the task's spec",
                                    path=shown_file, line=1))
        else:
            blind.append((name, requirement))
    alternatives = _read_programs(folder / ALTERNATIVES_DIR, problems, where)

    if problems or split is None or reference is None or tests is None:
        raise TaskFormatError(problems)
    return TaskSource(
        task_id=meta["task_id"], title=meta["title"].strip(), category=meta["category"],
        description=meta["description"].strip() + "\n", signature=meta["signature"].strip(),
        entry_point=meta["entry_point"], difficulty=meta.get("difficulty", "medium"),
        requirements=tuple(meta.get("requirements", [])), notes=(meta.get("notes") or "").strip(),
        timeout_s=None if meta.get("timeout_s") is None else float(meta["timeout_s"]),
        reference=reference, tests=tests, split=split, wrong=tuple(wrong), folder=folder,
        trace=trace, alternatives=tuple(alternatives), blind=tuple(blind),
    )


def _read_programs(directory: Path, problems: list[Problem], where) -> list[tuple[str, str]]:
    """``(file name, source)`` of every ``*.py`` in ``directory``, sorted by name."""
    programs = []
    for path in sorted(directory.glob("*.py")) if directory.is_dir() else []:
        source = _read_text(path, problems, where(f"{directory.name}/{path.name}"))
        if source is not None:
            programs.append((path.name, source))
    return programs


def read_version(root: Path) -> str:
    """The dataset's semantic version, from ``tasks_src/VERSION``."""
    path = root / VERSION_FILE
    try:
        version = path.read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        raise TaskFormatError(Problem("file is missing; it holds the dataset version, e.g. 0.1.0",
                                      path=f"tasks_src/{VERSION_FILE}")) from None
    if not _SEMVER.match(version):
        raise TaskFormatError(Problem(f"{version!r} is not a semantic version MAJOR.MINOR.PATCH",
                                      path=f"tasks_src/{VERSION_FILE}", line=1))
    return version


def task_folders(root: str | os.PathLike[str]) -> list[Path]:
    """The task folders under ``root``, sorted by name (hidden and ``_`` folders skipped,
    and ``projects/``, which holds the project track's sources, not a task)."""
    root = Path(root)
    if not root.is_dir():
        raise TaskFormatError(Problem("task source folder not found", path=str(root)))
    return sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith((".", "_"))
                  and p.name != PROJECTS_DIR)


def read_task_folders(root: str | os.PathLike[str],
                      only: set[str] | None = None) -> tuple[list[TaskSource], list[Problem]]:
    """Every task under ``root`` that reads cleanly (sorted by id), and the problems of the
    others. ``only`` restricts the read to those ids; an id with no folder raises."""
    root = Path(root)
    folders = task_folders(root)
    if only is not None:
        missing = sorted(only - {p.name for p in folders})
        if missing:
            raise TaskFormatError([Problem(f"no task folder named {m!r}", path=str(root)) for m in missing])
        folders = [p for p in folders if p.name in only]
    problems: list[Problem] = []
    tasks: list[TaskSource] = []
    for folder in folders:
        try:
            tasks.append(read_task(folder, root))
        except TaskFormatError as exc:
            problems.extend(exc.problems)
    return tasks, problems


def read_tasks(root: str | os.PathLike[str], only: set[str] | None = None) -> list[TaskSource]:
    """Read every task folder under ``root`` (sorted by id); report all problems at once.

    ``only`` restricts the read to those task ids; an id with no folder is a problem.
    """
    tasks, problems = read_task_folders(root, only)
    if problems:
        raise TaskFormatError(problems)
    return tasks
