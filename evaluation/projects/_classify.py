"""Deciding an attempt's error class from its files, its run and its checkpoints.

The classes (DEVELOPERS.md, "Broken variants and error classes") are decided in the
order of ``ERROR_CLASSES``; the first that applies wins:

- before running: ``syntax`` (a file does not compile), ``dependency`` (an import of a
  third-party module that is not allowed or not installed), read from the syntax trees;
- from the run: ``compilation`` (an import of the project's own that fails, or a name or
  attribute error raised at module level while the modules load), ``dependency`` (a
  dynamic import of a missing third-party module), ``logical`` (an exception raised
  inside the computation), ``other`` (timeout, killed, a non-zero exit without a
  traceback, no checkpoint file written);
- from the checkpoints: ``logical`` when the program exited 0 but a checkpoint failed.
"""

from __future__ import annotations

import ast
import importlib.util
import re
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from evaluation.projects._records import CommandResult, ErrorClass

__all__ = ["Classification", "static_errors", "classify_run", "project_modules", "imported_modules",
           "parse_traceback"]

_FRAME = re.compile(r'^\s*File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<name>.+)$')
_EXCEPTION = re.compile(r"^(?P<type>[A-Za-z_][\w.]*)(?::\s?(?P<message>.*))?$")
_MISSING_MODULE = re.compile(r"No module named '(?P<name>[^']+)'")
_CANNOT_IMPORT = re.compile(r"cannot import name '(?P<name>[^']+)' from '(?P<module>[^']+)'")
#: Exceptions that, raised while a module's top level runs, mean its code refers to
#: something that does not exist: the paper's "compilation" errors.
_IMPORT_TIME = ("NameError", "AttributeError", "ImportError", "ModuleNotFoundError",
                "UnboundLocalError")


@dataclass(frozen=True)
class Classification:
    """An error class (None: no error) and one line saying why."""

    error_class: ErrorClass | None
    detail: str


def project_modules(paths: Iterable[str]) -> set[str]:
    """Top-level import names the project's own files provide (``a.py``, ``pkg/...``)."""
    names = set()
    for path in paths:
        first = path.split("/", 1)[0]
        if "/" in path:
            names.add(first)
        elif first.endswith(".py"):
            names.add(first[:-3])
    return names


def imported_modules(tree: ast.AST) -> list[tuple[str, int]]:
    """(top-level module name, line) of every absolute import in a syntax tree."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((alias.name.split(".", 1)[0], node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.module.split(".", 1)[0], node.lineno))
    return found


def _third_party_problem(module: str, packages: Iterable[str]) -> str | None:
    if module not in set(packages):
        return f"imports {module!r}, which is not among the allowed packages"
    if importlib.util.find_spec(module) is None:
        return f"imports {module!r}, an allowed package that is not installed"
    return None


def static_errors(files: Mapping[str, str], packages: Iterable[str]) -> Classification | None:
    """The syntax or dependency error the files show before anything runs, if any."""
    trees = {}
    for path, text in sorted(files.items()):
        if not path.endswith(".py"):
            continue
        try:
            trees[path] = ast.parse(text, filename=path)
        except (SyntaxError, ValueError) as exc:
            line = getattr(exc, "lineno", None)
            where = f"{path}:{line}" if line else path
            return Classification("syntax", f"{where}: {type(exc).__name__}: {getattr(exc, 'msg', exc)}")
    own = project_modules(files)
    packages = tuple(packages)
    for path, tree in trees.items():
        for module, line in imported_modules(tree):
            if module in own or module in sys.stdlib_module_names or module == "__future__":
                continue
            problem = _third_party_problem(module, packages)
            if problem is not None:
                return Classification("dependency", f"{path}:{line}: {problem}")
    return None


def parse_traceback(stderr: str) -> tuple[list[tuple[str, int, str]], str, str] | None:
    """The last traceback in ``stderr``: its frames (file, line, function), the exception
    type and message; None when there is none."""
    lines = stderr.splitlines()
    start = max((i for i, line in enumerate(lines) if line.startswith("Traceback (most recent call last)")),
                default=None)
    if start is None:
        return None
    frames, exc_type, message = [], "", ""
    for line in lines[start + 1:]:
        if match := _FRAME.match(line):
            frames.append((match["file"], int(match["line"]), match["name"].strip()))
        elif not line.startswith((" ", "\t")) and (match := _EXCEPTION.match(line)):
            exc_type, message = match["type"].rsplit(".", 1)[-1], match["message"] or ""
            break
    return (frames, exc_type, message) if exc_type else None


def _own_frame(frames: list[tuple[str, int, str]], files: Iterable[str]) -> tuple[str, int, str] | None:
    """The innermost frame in a file of the project."""
    paths = tuple(files)
    for file, line, name in reversed(frames):
        for path in paths:
            if file == path or file.endswith("/" + path):
                return path, line, name
    return None


def classify_run(files: Mapping[str, str], packages: Iterable[str], run: CommandResult,
                 checkpoint_files: Iterable[str], failed_checkpoints: Iterable[str]) -> Classification:
    """The class of an attempt whose files passed the static checks, from its run and the
    names of the checkpoints that did not pass."""
    checkpoint_files = tuple(checkpoint_files)
    failed = tuple(failed_checkpoints)
    if run.timed_out:
        return Classification("other", "the program did not finish within its wall timeout")
    if run.exit_code is None:
        return Classification("other", f"the program was killed by {run.signal or 'a signal'}")
    if run.exit_code != 0:
        return _failed_run(files, packages, run)
    if not run.written:
        return Classification("other", "the program exited 0 but wrote none of the checkpoint files")
    if failed:
        missing = [f for f in checkpoint_files if f not in run.written]
        detail = f"checkpoint(s) not passed: {', '.join(failed)}"
        if missing:
            detail += f" (not written: {', '.join(missing)})"
        return Classification("logical", detail)
    return Classification(None, "every checkpoint passed")


def _failed_run(files: Mapping[str, str], packages: Iterable[str], run: CommandResult) -> Classification:
    parsed = parse_traceback(run.stderr)
    if parsed is None:
        return Classification("other", f"the program exited with status {run.exit_code} without a traceback")
    frames, exc_type, message = parsed
    own = project_modules(files)
    summary = f"{exc_type}: {message}".strip()
    if exc_type == "MemoryError":
        return Classification("other", "the program ran out of memory (MemoryError)")
    # Everything outside the run folder is read-only and owned by someone else, so these
    # two are what a write outside the folder meets.
    if exc_type == "PermissionError" or (exc_type == "OSError" and "Read-only file system" in message):
        return Classification("other", f"the program tried to write outside its folder: {summary}")
    if exc_type in ("ModuleNotFoundError", "ImportError"):
        match = _MISSING_MODULE.search(message) or _CANNOT_IMPORT.search(message)
        module = (match.groupdict().get("module") or match["name"]) if match else ""
        top = module.split(".", 1)[0]
        if top and top not in own and top not in sys.stdlib_module_names:
            return Classification("dependency", summary)
        return Classification("compilation", summary)
    frame = _own_frame(frames, files)
    where = f"{frame[0]}:{frame[1]}: " if frame else ""
    if exc_type in _IMPORT_TIME and frame is not None and frame[2] == "<module>":
        return Classification("compilation", f"{where}{summary} (raised while the modules load)")
    return Classification("logical", f"{where}{summary}")
