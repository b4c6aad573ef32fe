"""Reading and checking project sources: ``tasks_src/projects/<id>/``.

The format is described in DEVELOPERS.md ("Writing a project"). Every problem is reported
with its file, line and field (``prompts[2].text``), and all problems of a project are
collected before anything is raised.
"""

from __future__ import annotations

import ast
import os
import re
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

import yaml

from dataset_builder._taskfile import PROJECTS_DIR
from evaluation import Problem, TaskFormatError
from evaluation.projects import DEFAULT_CHECKPOINT_TIMEOUT_S, ERROR_CLASSES

__all__ = [
    "ProjectSource",
    "PromptSource",
    "CheckpointSource",
    "PROJECTS_DIR",
    "PROJECT_FILE",
    "REFERENCE_DIR",
    "CHECKPOINTS_DIR",
    "BROKEN_DIR",
    "DATA_DIR",
    "GENERATOR_FILE",
    "read_project",
    "read_projects",
    "project_folders",
]

PROJECT_FILE = "project.yaml"
REFERENCE_DIR = "reference"
CHECKPOINTS_DIR = "checkpoints"
BROKEN_DIR = "broken"
#: Independently written solutions (one folder each), graded like a model's answer.
ALTERNATIVES_DIR = "alternatives"
DATA_DIR = "data"
#: The seeded generator of the input files, inside ``data/``.
GENERATOR_FILE = "generate.py"

_ID = re.compile(r"^[a-z][a-z0-9_]{2,63}$")
_SLUG = re.compile(r"^[a-z][a-z0-9_]{0,63}$")
_TOP = {"id", "title", "domain", "description", "prompts", "run", "inputs", "data",
        "checkpoints", "timeouts", "packages"}
_OPTIONAL_TOP = {"description"}
_IMPORT_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


@dataclass(frozen=True)
class PromptSource:
    """One prompt of the conversation."""

    id: str
    text: str
    files: tuple[str, ...] = ()


@dataclass(frozen=True)
class CheckpointSource:
    """One file the program must write, and its (hidden) tests."""

    name: str
    file: str
    tests: str


@dataclass(frozen=True)
class ProjectSource:
    """One project as authored, after every format check passed.

    File maps are ``{relative posix path: text}``, sorted by path. ``broken`` maps a
    variant's folder name (``logical``, ``other-timeout``) to its overlay files;
    ``alternatives`` maps a folder name to a whole solution written from the prompts alone.
    """

    id: str
    title: str
    domain: str
    description: str
    prompts: tuple[PromptSource, ...]
    command: tuple[str, ...]
    inputs: dict[str, str]
    seed: int
    checkpoints: tuple[CheckpointSource, ...]
    run_timeout_s: float
    checkpoint_timeout_s: float
    packages: tuple[str, ...]
    reference: dict[str, str]
    broken: dict[str, dict[str, str]]
    folder: Path
    alternatives: dict[str, dict[str, str]] = field(default_factory=dict)

    def broken_class(self, variant: str) -> str:
        """The error class a broken variant's folder name says it has."""
        return _variant_class(variant)

    def variant_files(self, variant: str) -> dict[str, str]:
        """The reference with a broken variant's overlay applied."""
        return dict(sorted({**self.reference, **self.broken[variant]}.items()))


class _Fields:
    """Line numbers of the fields of a composed YAML document (``run.command``,
    ``prompts[2].text``), so a problem can name its line."""

    def __init__(self, node: yaml.Node) -> None:
        self.lines: dict[str, int] = {"": node.start_mark.line + 1}
        self._walk(node, "")

    def _walk(self, node: yaml.Node, prefix: str) -> None:
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                if isinstance(key, yaml.ScalarNode):
                    path = f"{prefix}.{key.value}" if prefix else str(key.value)
                    self.lines[path] = key.start_mark.line + 1
                    self._walk(value, path)
        elif isinstance(node, yaml.SequenceNode):
            for index, item in enumerate(node.value):
                path = f"{prefix}[{index}]"
                self.lines[path] = item.start_mark.line + 1
                self._walk(item, path)

    def line(self, field: str) -> int:
        """The line of ``field`` or, failing that, of its closest enclosing field."""
        while field not in self.lines:
            cut = max(field.rfind("."), field.rfind("["))
            field = field[:cut] if cut > 0 else ""
        return self.lines[field]


def _read_bytes_text(path: Path, display: str, problems: list[Problem]) -> str | None:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        problems.append(Problem("file is missing", path=display))
        return None
    except OSError as exc:
        problems.append(Problem(f"cannot be read: {exc.strerror}", path=display))
        return None
    if b"\x00" in data:
        problems.append(Problem("contains a NUL byte (only UTF-8 text files are supported)",
                                path=display, line=data[: data.index(b"\x00")].count(b"\n") + 1))
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        problems.append(Problem(f"is not valid UTF-8 (byte {data[exc.start]:#04x} at offset {exc.start})",
                                path=display, line=data[: exc.start].count(b"\n") + 1))
        return None


def _safe_relative(value: object) -> str | None:
    """The path as a clean relative posix path, or None when it is not one."""
    if not isinstance(value, str) or not value or "\\" in value or "\0" in value:
        return None
    path = PurePosixPath(value)
    if path.is_absolute() or ".." in path.parts or str(path) in ("", "."):
        return None
    return str(path)


def _read_tree(directory: Path, display: str, problems: list[Problem]) -> dict[str, str]:
    """Every file under ``directory`` as ``{relative path: text}`` (caches skipped)."""
    files: dict[str, str] = {}
    for path in sorted(directory.rglob("*")):
        if path.is_dir() or "__pycache__" in path.parts or path.suffix == ".pyc":
            continue
        rel = path.relative_to(directory).as_posix()
        text = _read_bytes_text(path, f"{display}/{rel}", problems)
        if text is not None:
            files[rel] = text
    return files


def _string(data: dict, name: str, problem) -> str:
    value = data.get(name)
    if not isinstance(value, str) or not value.strip():
        problem(name, f"must be a non-empty string, got {value!r}")
        return ""
    return value


def _number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0


def read_project(folder: Path, root: Path | None = None) -> ProjectSource:
    """Read and check one project folder; raise :class:`TaskFormatError` listing every problem."""
    folder = Path(folder)
    base = f"{root.name}/{folder.relative_to(root).as_posix()}" if root else str(folder)
    problems: list[Problem] = []
    yaml_display = f"{base}/{PROJECT_FILE}"
    text = _read_bytes_text(folder / PROJECT_FILE, yaml_display, problems)
    if text is None:
        raise TaskFormatError(problems)
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise TaskFormatError(Problem(f"invalid YAML: {getattr(exc, 'problem', None) or exc}",
                                      path=yaml_display, line=mark.line + 1 if mark else None)) from None
    if not isinstance(data, dict) or not isinstance(node, yaml.MappingNode):
        raise TaskFormatError(Problem("must be a YAML mapping of field: value", path=yaml_display, line=1))
    fields = _Fields(node)
    end_line = node.end_mark.line + 1

    def problem(field: str, message: str) -> None:
        problems.append(Problem(message, path=yaml_display, line=fields.line(field), field=field))

    for key in data:
        if key not in _TOP:
            problem(str(key), f"unknown field; the fields are {', '.join(sorted(_TOP))}")
    for key in sorted(_TOP - _OPTIONAL_TOP - set(data)):
        problems.append(Problem("field is missing", path=yaml_display, line=end_line, field=key))

    project_id = _string(data, "id", problem) if "id" in data else ""
    if project_id and not _ID.match(project_id):
        problem("id", f"must match {_ID.pattern}, got {project_id!r}")
    elif project_id and project_id != folder.name:
        problem("id", f"must equal the folder name {folder.name!r}, got {project_id!r}")
    title = _string(data, "title", problem) if "title" in data else ""
    domain = _string(data, "domain", problem) if "domain" in data else ""
    description = data.get("description") or ""
    if not isinstance(description, str):
        problem("description", f"must be a string, got {description!r}")
        description = ""

    reference = _read_tree(folder / REFERENCE_DIR, f"{base}/{REFERENCE_DIR}", problems) \
        if (folder / REFERENCE_DIR).is_dir() else {}
    if not (folder / REFERENCE_DIR).is_dir():
        problems.append(Problem("folder is missing: the reference project", path=f"{base}/{REFERENCE_DIR}"))
    elif not any(p.endswith(".py") for p in reference):
        problems.append(Problem("holds no .py file", path=f"{base}/{REFERENCE_DIR}"))

    prompts = _read_prompts(data.get("prompts"), reference, problem) if "prompts" in data else ()
    command = _read_command(data.get("run"), reference, problem) if "run" in data else ()
    seed = 0
    if "data" in data:
        block = data["data"]
        if not isinstance(block, dict) or set(block) != {"seed"}:
            problem("data", f"must be a mapping with exactly the field 'seed', got {block!r}")
        elif not isinstance(block["seed"], int) or isinstance(block["seed"], bool):
            problem("data.seed", f"must be an integer, got {block['seed']!r}")
        else:
            seed = block["seed"]
        if not (folder / DATA_DIR / GENERATOR_FILE).is_file():
            problems.append(Problem("file is missing: the seeded generator of the inputs",
                                    path=f"{base}/{DATA_DIR}/{GENERATOR_FILE}"))
    inputs = _read_inputs(data.get("inputs"), folder, base, problem, problems) if "inputs" in data else {}
    checkpoints = _read_checkpoints(data.get("checkpoints"), folder, base, problem, problems) \
        if "checkpoints" in data else ()
    run_timeout, checkpoint_timeout = _read_timeouts(data.get("timeouts"), problem) \
        if "timeouts" in data else (0.0, DEFAULT_CHECKPOINT_TIMEOUT_S)
    packages: tuple[str, ...] = ()
    if "packages" in data:
        value = data["packages"]
        if not isinstance(value, list) or not all(isinstance(v, str) and _IMPORT_NAME.match(v) for v in value):
            problem("packages", f"must be a list of top-level import names (e.g. [numpy]), got {value!r}")
        else:
            packages = tuple(sorted(set(value)))

    stray = folder / CHECKPOINTS_DIR / "conftest.py"
    if stray.exists():
        problems.append(Problem("the harness provides the fixtures; remove this file",
                                path=f"{base}/{CHECKPOINTS_DIR}/conftest.py"))
    broken = _read_broken(folder, base, reference, problems)
    alternatives = _read_alternatives(folder, base, problems)
    if problems:
        raise TaskFormatError(problems)
    return ProjectSource(id=project_id, title=title, domain=domain, description=description,
                         prompts=prompts, command=command, inputs=inputs, seed=seed,
                         checkpoints=checkpoints, run_timeout_s=run_timeout,
                         checkpoint_timeout_s=checkpoint_timeout, packages=packages,
                         reference=reference, broken=broken, folder=folder, alternatives=alternatives)


def _read_alternatives(folder: Path, base: str, problems: list[Problem]) -> dict[str, dict[str, str]]:
    """Every ``alternatives/<name>/`` folder as a whole solution; each must hold Python."""
    root = folder / ALTERNATIVES_DIR
    if not root.is_dir():
        return {}
    found = {}
    for child in sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")):
        display = f"{base}/{ALTERNATIVES_DIR}/{child.name}"
        files = _read_tree(child, display, problems)
        if not any(path.endswith(".py") for path in files):
            problems.append(Problem("holds no .py file", path=display))
        found[child.name] = files
    return found


def _read_prompts(value: object, reference: dict[str, str], problem) -> tuple[PromptSource, ...]:
    if not isinstance(value, list) or not value:
        problem("prompts", "must be a non-empty list of {id, text[, files]} mappings")
        return ()
    prompts, seen, named = [], set(), set()
    for index, item in enumerate(value):
        where = f"prompts[{index}]"
        if not isinstance(item, dict):
            problem(where, f"must be a mapping with id and text, got {item!r}")
            continue
        for key in set(item) - {"id", "text", "files"}:
            problem(f"{where}.{key}", "unknown field; the fields are id, text, files")
        pid, text, files = item.get("id"), item.get("text"), item.get("files", [])
        if not isinstance(pid, str) or not _SLUG.match(pid):
            problem(f"{where}.id", f"must be a slug matching {_SLUG.pattern}, got {pid!r}")
        elif pid in seen:
            problem(f"{where}.id", f"duplicate prompt id {pid!r}")
        seen.add(pid)
        if not isinstance(text, str) or not text.strip():
            problem(f"{where}.text", f"must be a non-empty string, got {text!r}")
        clean: list[str] = []
        if not isinstance(files, list):
            problem(f"{where}.files", f"must be a list of reference file paths, got {files!r}")
            files = []
        for path in files:
            rel = _safe_relative(path)
            if rel is None or rel not in reference:
                problem(f"{where}.files", f"{path!r} is not a file of reference/")
            else:
                clean.append(rel)
                named.add(rel)
        prompts.append(PromptSource(str(pid), str(text or ""), tuple(clean)))
    if named:
        for path in sorted(set(reference) - named):
            problem("prompts", f"reference file {path!r} is named by no prompt's files")
    return tuple(prompts)


def _read_command(value: object, reference: dict[str, str], problem) -> tuple[str, ...]:
    if not isinstance(value, dict) or set(value) != {"command"}:
        problem("run", f"must be a mapping with exactly the field 'command', got {value!r}")
        return ()
    command = value["command"]
    if not isinstance(command, list) or not command or not all(isinstance(c, str) and c for c in command):
        problem("run.command", f"must be a non-empty list of strings (argv), got {command!r}")
        return ()
    if command[0] != "python":
        problem("run.command", f"must start with 'python' (the sandbox's interpreter), got {command[0]!r}")
    elif len(command) > 1 and command[1].endswith(".py") and command[1] not in reference:
        problem("run.command", f"runs {command[1]!r}, which is not a file of reference/")
    return tuple(command)


def _read_inputs(value: object, folder: Path, base: str, problem, problems) -> dict[str, str]:
    if not isinstance(value, list):
        problem("inputs", f"must be a list of paths under {DATA_DIR}/, got {value!r}")
        return {}
    inputs = {}
    for index, path in enumerate(value):
        rel = _safe_relative(path)
        if rel is None or not rel.startswith(f"{DATA_DIR}/") or rel == f"{DATA_DIR}/{GENERATOR_FILE}":
            problem(f"inputs[{index}]", f"must be a relative path under {DATA_DIR}/ (not the generator), "
                                        f"got {path!r}")
            continue
        text = _read_bytes_text(folder / rel, f"{base}/{rel}", problems)
        if text is not None:
            inputs[rel] = text
    return dict(sorted(inputs.items()))


def _read_checkpoints(value: object, folder: Path, base: str, problem,
                      problems) -> tuple[CheckpointSource, ...]:
    if not isinstance(value, list) or not value:
        problem("checkpoints", "must be a non-empty list of {name, file} mappings")
        return ()
    found, names = [], set()
    for index, item in enumerate(value):
        where = f"checkpoints[{index}]"
        if not isinstance(item, dict) or set(item) != {"name", "file"}:
            problem(where, f"must be a mapping with exactly name and file, got {item!r}")
            continue
        name, rel = item["name"], _safe_relative(item["file"])
        if not isinstance(name, str) or not _SLUG.match(name):
            problem(f"{where}.name", f"must be a slug matching {_SLUG.pattern}, got {name!r}")
            continue
        if name in names:
            problem(f"{where}.name", f"duplicate checkpoint name {name!r}")
        names.add(name)
        if rel is None:
            problem(f"{where}.file", f"must be a relative path inside the run folder, got {item['file']!r}")
            continue
        # Several checkpoints may judge one file (a Newick file's syntax, then its tree).
        test_rel = f"{CHECKPOINTS_DIR}/test_{name}.py"
        tests = _read_bytes_text(folder / test_rel, f"{base}/{test_rel}", problems)
        if tests is None:
            continue
        try:
            tree = ast.parse(tests, filename=test_rel)
        except SyntaxError as exc:
            problems.append(Problem(f"syntax error: {exc.msg}", path=f"{base}/{test_rel}", line=exc.lineno))
            continue
        if not any(isinstance(n, ast.FunctionDef) and n.name.startswith("test_") for n in tree.body):
            problems.append(Problem("defines no top-level test_ function", path=f"{base}/{test_rel}"))
        found.append(CheckpointSource(name, rel, tests))
    known = {f"test_{c.name}.py" for c in found}
    if (folder / CHECKPOINTS_DIR).is_dir():
        for path in sorted((folder / CHECKPOINTS_DIR).glob("test_*.py")):
            if path.name not in known and path.name[5:-3] not in names:
                problems.append(Problem("names no checkpoint of project.yaml",
                                        path=f"{base}/{CHECKPOINTS_DIR}/{path.name}"))
    return tuple(found)


def _read_timeouts(value: object, problem) -> tuple[float, float]:
    if not isinstance(value, dict) or not set(value) <= {"run_s", "checkpoints_s"} or "run_s" not in value:
        problem("timeouts", f"must be a mapping with run_s and optionally checkpoints_s, got {value!r}")
        return 0.0, DEFAULT_CHECKPOINT_TIMEOUT_S
    run_s, check_s = value["run_s"], value.get("checkpoints_s", DEFAULT_CHECKPOINT_TIMEOUT_S)
    if not _number(run_s):
        problem("timeouts.run_s", f"must be a positive number of seconds, got {run_s!r}")
    if not _number(check_s):
        problem("timeouts.checkpoints_s", f"must be a positive number of seconds, got {check_s!r}")
    return (float(run_s) if _number(run_s) else 0.0,
            float(check_s) if _number(check_s) else DEFAULT_CHECKPOINT_TIMEOUT_S)


def _variant_class(folder_name: str) -> str:
    """``logical`` for the folder ``logical`` or ``logical-negative_lengths``."""
    return folder_name.split("-", 1)[0]


def _read_broken(folder: Path, base: str, reference: dict[str, str],
                 problems: list[Problem]) -> dict[str, dict[str, str]]:
    directory = folder / BROKEN_DIR
    display = f"{base}/{BROKEN_DIR}"
    if not directory.is_dir():
        problems.append(Problem(f"folder is missing: one variant per class ({', '.join(ERROR_CLASSES)})",
                                path=display))
        return {}
    broken: dict[str, dict[str, str]] = {}
    for variant in sorted(p for p in directory.iterdir() if p.is_dir() and not p.name.startswith(".")):
        if _variant_class(variant.name) not in ERROR_CLASSES:
            problems.append(Problem(f"folder name must be <class> or <class>-<label> with class one of "
                                    f"{', '.join(ERROR_CLASSES)}", path=f"{display}/{variant.name}"))
            continue
        files = _read_tree(variant, f"{display}/{variant.name}", problems)
        if not files:
            problems.append(Problem("holds no file", path=f"{display}/{variant.name}"))
        elif all(reference.get(path) == text for path, text in files.items()):
            problems.append(Problem("changes nothing of reference/", path=f"{display}/{variant.name}"))
        broken[variant.name] = files
    for cls in ERROR_CLASSES:
        if not any(_variant_class(name) == cls for name in broken):
            problems.append(Problem(f"no variant of class {cls!r}: add {BROKEN_DIR}/{cls}/", path=display))
    return broken


def project_folders(root: str | os.PathLike[str]) -> list[Path]:
    """The project folders under ``root/projects`` (sorted; hidden and ``_`` folders skipped)."""
    directory = Path(root) / PROJECTS_DIR
    if not directory.is_dir():
        return []
    return sorted(p for p in directory.iterdir() if p.is_dir() and not p.name.startswith((".", "_")))


def read_projects(root: str | os.PathLike[str], only: set[str] | None = None) -> list[ProjectSource]:
    """Read every project under ``root/projects``; report all problems of all projects at once.

    ``only`` restricts the read to those ids; an id with no folder is a problem.
    """
    root = Path(root)
    folders = project_folders(root)
    problems: list[Problem] = []
    if only is not None:
        problems.extend(Problem(f"no project folder named {m!r}", path=f"{root}/{PROJECTS_DIR}")
                        for m in sorted(only - {p.name for p in folders}))
        folders = [p for p in folders if p.name in only]
    projects = []
    for folder in folders:
        try:
            projects.append(read_project(folder, root))
        except TaskFormatError as exc:
            problems.extend(exc.problems)
    if problems:
        raise TaskFormatError(problems)
    return projects
