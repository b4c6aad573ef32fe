"""Reading a study definition (``review.yaml``): which solutions, which questionnaire.

A study names the solutions under review and, optionally, changes the questionnaire
(the default is the paper's instrument, :func:`default_instrument`). A solution is
either a folder of files (a project run, or any program kept as files) or one program
from a predictions file, with the automated figures of a results file beside it::

    solutions:
      - model: gpt-x
        folder: runs/gpt-x/attempt2          # every text file is shown, README first
        figures: {checkpoints_passed: 7, quality_issues: 31}
      - model: alpha-std
        predictions: alpha/predictions.jsonl # task_id, solution, model, sample_id
        task_id: ads_task_0
        results: alpha/results.jsonl         # figures: tests passed, flake8, radon, bandit
      - model: beta
        project_run: runs/beta               # a `codeassay project generate` folder, evaluated
        project_id: tree_of_life             # every graded attempt (or `attempt: N`), with
                                             # checkpoints and quality from results.jsonl
    select: [max checkpoints_passed, min quality_issues]   # one solution per model

Relative paths are read from the folder of ``review.yaml``. Every problem found is
reported at once, each naming the file, the line and the field.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from codeassay.review._defaults import MAX_FILE_BYTES, MAX_FILES_PER_SOLUTION, SKIPPED_DIRS
from codeassay.review._errors import StudyError
from codeassay.review._instrument import (
    DEFAULT_CATEGORIES,
    DEFAULT_PROFILE,
    DEFAULT_SCALE,
    DEFAULT_TEXTS,
    Category,
    Instrument,
    ProfileQuestion,
    Statement,
)
from evaluation import Problem

__all__ = ["SolutionFile", "Solution", "Study", "load_study", "RESULT_FIGURES", "PROJECT_FIGURES", "select_solutions"]

#: The automated figures taken from a results row, where the row has them.
RESULT_FIGURES = ("hidden_passed", "hidden_total", "flake8_violations", "flake8_per_100_lloc",
                  "cc_mean", "cc_max", "lloc", "bandit_low", "bandit_medium", "bandit_high")
#: The automated figures taken from a project results row (``codeassay project evaluate``):
#: the row's own fields, then its ``quality`` fields (bandit's counts as ``bandit_<severity>``).
PROJECT_FIGURES = ("checkpoints_passed", "checkpoints_total", "runnable_initial", "runnable", "fix_rounds_used",
                   "extraction_problems")
PROJECT_QUALITY_FIGURES = ("files", "lloc", "sloc", "flake8_violations", "flake8_per_100_lloc", "cc_max",
                           "code_smells", "debt_minutes", "debt_ratio", "bugs")
_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
_TOP_FIELDS = {"title", "introduction", "consent", "thanks", "comment", "choice", "scale",
               "categories", "profile", "solutions", "select", "show_models"}
_SOLUTION_FIELDS = {"id", "model", "folder", "predictions", "task_id", "sample_id", "results", "figures",
                    "project_run", "project_id", "attempt"}
#: The fields that say where a solution comes from: exactly one per solution.
_SOURCES = ("folder", "predictions", "project_run")
_SOURCE_FIELDS = {"folder": (), "predictions": ("task_id", "sample_id", "results"),
                  "project_run": ("project_id", "attempt")}
_README = re.compile(r"^readme(\.[a-z0-9]+)?$", re.IGNORECASE)


@dataclass(frozen=True)
class SolutionFile:
    """One file of a solution as a participant sees it (path relative to the solution)."""

    path: str
    text: str


@dataclass(frozen=True)
class Solution:
    """A solution under review: its files, its README and its automated figures."""

    id: str
    model: str
    files: tuple[SolutionFile, ...]
    readme: SolutionFile | None
    figures: Mapping[str, float] = field(default_factory=dict)
    source: str = ""


@dataclass(frozen=True)
class Study:
    """A validated study: the questionnaire and the solutions every participant reviews."""

    path: Path
    instrument: Instrument
    solutions: tuple[Solution, ...]
    show_models: bool = False

    @cached_property
    def study_hash(self) -> str:
        """Content hash of what participants answer about: a responses file belongs to one study."""
        ins = self.instrument
        return _digest({
            "scale": list(ins.scale),
            "statements": [[c.id, s.id, s.text, s.reverse] for c, s in ins.statements()],
            "profile": [[q.id, q.text, list(q.options)] for q in ins.profile],
            "comment": ins.comment, "choice": ins.choice,
            "solutions": [[s.id, s.model, [[f.path, f.text] for f in s.files]] for s in self.solutions],
        })

    def solution(self, solution_id: str) -> Solution:
        """The solution with this id (KeyError when there is none)."""
        for s in self.solutions:
            if s.id == solution_id:
                return s
        raise KeyError(solution_id)


def _digest(value: object) -> str:
    text = json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


class _Lines:
    """Line numbers of the YAML nodes, by path (``solutions[1].folder``)."""

    def __init__(self, node) -> None:
        self.lines: dict[str, int] = {}
        self._walk(node, "")

    def _walk(self, node, path: str) -> None:
        import yaml

        self.lines.setdefault(path, node.start_mark.line + 1)
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                sub = f"{path}.{key.value}" if path else str(key.value)
                self.lines[sub] = key.start_mark.line + 1
                self._walk(value, sub)
                self.lines[sub] = key.start_mark.line + 1
        elif isinstance(node, yaml.SequenceNode):
            for i, item in enumerate(node.value):
                self._walk(item, f"{path}[{i}]")

    def __call__(self, path: str) -> int | None:
        while path:
            if path in self.lines:
                return self.lines[path]
            path = re.sub(r"(\.[^.\[]+|\[\d+\])$", "", path)
        return self.lines.get("")


class _Reader:
    """Collects problems while the definition is read, so all are reported together."""

    def __init__(self, path: Path, lines: _Lines) -> None:
        self.path, self.lines, self.problems = path, lines, []

    def problem(self, field_path: str, message: str) -> None:
        self.problems.append(Problem(message, path=str(self.path), line=self.lines(field_path), field=field_path))

    def text(self, data: Mapping, key: str, where: str, default: str | None = None) -> str | None:
        value = data.get(key, default)
        if value is None:
            return None
        if not isinstance(value, str) or not value.strip():
            self.problem(where, f"must be a non-empty text, got {value!r}")
            return default
        return value.strip()


def load_study(path: str | Path) -> Study:
    """Read and validate ``review.yaml`` with its solutions; raise :class:`StudyError` listing
    every problem (file, line, field)."""
    import yaml

    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise StudyError(Problem("study definition not found", path=str(path))) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise StudyError(Problem(f"cannot be read: {exc}", path=str(path))) from None
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise StudyError(Problem(f"is not valid YAML: {getattr(exc, 'problem', None) or exc}", path=str(path),
                                 line=mark.line + 1 if mark else None)) from None
    if node is None or not isinstance(data, dict):
        raise StudyError(Problem("must be a mapping with at least a 'solutions' list", path=str(path), line=1))
    r = _Reader(path, _Lines(node))
    for key in data:
        if key not in _TOP_FIELDS:
            r.problem(str(key), f"unknown field; the fields are {', '.join(sorted(_TOP_FIELDS))}")
    instrument = _instrument(data, r)
    solutions = _solutions(data, path.parent, r)
    show_models = data.get("show_models", False)
    if not isinstance(show_models, bool):
        r.problem("show_models", f"must be true or false, got {show_models!r}")
    rules = _rules(data.get("select"), r)
    if r.problems:
        raise StudyError(r.problems)
    if rules:
        solutions = select_solutions(solutions, rules, r)
        if r.problems:
            raise StudyError(r.problems)
    return Study(path, instrument, tuple(solutions), show_models is True)


# --- the questionnaire ------------------------------------------------------------------

def _flag_or_text(data: Mapping, key: str, r: _Reader, texts: dict) -> bool:
    value = data.get(key, True)
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip():
        texts[key] = value.strip()
        return True
    r.problem(key, f"must be true, false or the question's text, got {value!r}")
    return True


def _instrument(data: Mapping, r: _Reader) -> Instrument:
    texts = dict(DEFAULT_TEXTS)
    for key in ("title", "introduction", "consent", "thanks"):
        texts[key] = r.text(data, key, key, DEFAULT_TEXTS[key])
    comment = _flag_or_text(data, "comment", r, texts)
    choice = _flag_or_text(data, "choice", r, texts)
    scale = DEFAULT_SCALE
    if "scale" in data:
        raw = data["scale"]
        if isinstance(raw, list) and any(isinstance(x, bool) for x in raw):
            r.problem("scale", "labels must be texts: quote words such as 'Yes' and 'No', which YAML reads as "
                               "true and false")
        elif not isinstance(raw, list) or len(raw) < 2 or not all(isinstance(x, str) and x.strip() for x in raw):
            r.problem("scale", "must list at least two answer labels, from the most negative to the most positive")
        elif len(set(raw)) != len(raw):
            r.problem("scale", "answer labels must differ")
        else:
            scale = tuple(x.strip() for x in raw)
    categories = DEFAULT_CATEGORIES
    if "categories" in data:
        categories = _categories(data["categories"], r)
    profile = DEFAULT_PROFILE
    if "profile" in data:
        profile = _profile(data["profile"], r)
    return Instrument(scale, categories, profile, texts, comment, choice)


def _categories(raw: object, r: _Reader) -> tuple[Category, ...]:
    if not isinstance(raw, list) or not raw:
        r.problem("categories", "must be a list of categories, each with id, title and statements")
        return DEFAULT_CATEGORIES
    out, seen = [], set()
    for i, item in enumerate(raw):
        where = f"categories[{i}]"
        if not isinstance(item, dict) or set(item) - {"id", "title", "statements"}:
            r.problem(where, "must be a mapping with id, title and statements")
            continue
        cid = _checked_id(item.get("id"), f"{where}.id", r, seen)
        title = r.text(item, "title", f"{where}.title")
        statements = []
        raw_statements = item.get("statements")
        if not isinstance(raw_statements, list) or not raw_statements:
            r.problem(f"{where}.statements", "must list at least one statement")
            raw_statements = []
        for j, s in enumerate(raw_statements):
            swhere = f"{where}.statements[{j}]"
            if not isinstance(s, dict) or set(s) - {"id", "text", "reverse"}:
                r.problem(swhere, "must be a mapping with id, text and optionally reverse: true")
                continue
            sid = _checked_id(s.get("id"), f"{swhere}.id", r, seen)
            stext = r.text(s, "text", f"{swhere}.text")
            reverse = s.get("reverse", False)
            if not isinstance(reverse, bool):
                r.problem(f"{swhere}.reverse", f"must be true or false, got {reverse!r}")
            if stext is None:
                r.problem(f"{swhere}.text", "field is missing")
            if sid and stext:
                statements.append(Statement(sid, stext, reverse is True))
        if title is None:
            r.problem(f"{where}.title", "field is missing")
        if cid and title and statements:
            out.append(Category(cid, title, tuple(statements)))
    return tuple(out)


def _profile(raw: object, r: _Reader) -> tuple[ProfileQuestion, ...]:
    if raw is False or raw == []:
        return ()
    if not isinstance(raw, list):
        r.problem("profile", "must be a list of questions (id, text, options) or false for none")
        return ()
    out, seen = [], set()
    for i, item in enumerate(raw):
        where = f"profile[{i}]"
        if not isinstance(item, dict) or set(item) - {"id", "text", "options"}:
            r.problem(where, "must be a mapping with id, text and options")
            continue
        qid = _checked_id(item.get("id"), f"{where}.id", r, seen)
        qtext = r.text(item, "text", f"{where}.text")
        options = item.get("options")
        if not isinstance(options, list) or len(options) < 2 or \
                not all(isinstance(o, str) and o.strip() for o in options):
            r.problem(f"{where}.options", "must list at least two answer texts")
            continue
        if qid and qtext:
            out.append(ProfileQuestion(qid, qtext, tuple(o.strip() for o in options)))
    return tuple(out)


def _checked_id(value: object, where: str, r: _Reader, seen: set) -> str | None:
    if not isinstance(value, str) or not _ID.match(value):
        r.problem(where, f"must be an identifier of letters, digits, '.', '_' or '-', got {value!r}")
        return None
    if value in seen:
        r.problem(where, f"{value!r} is used twice")
        return None
    seen.add(value)
    return value


# --- the solutions ----------------------------------------------------------------------

def _solutions(data: Mapping, base: Path, r: _Reader) -> list[Solution]:
    raw = data.get("solutions")
    if not isinstance(raw, list) or not raw:
        r.problem("solutions", "must list at least one solution (a folder, or predictions with a task_id)")
        return []
    out, seen = [], set()
    for i, item in enumerate(raw):
        where = f"solutions[{i}]"
        if not isinstance(item, dict):
            r.problem(where, "must be a mapping with model and folder (or predictions and task_id)")
            continue
        for key in item:
            if key not in _SOLUTION_FIELDS:
                r.problem(f"{where}.{key}", f"unknown field; the fields are {', '.join(sorted(_SOLUTION_FIELDS))}")
        model = r.text(item, "model", f"{where}.model")
        if model is None:
            r.problem(f"{where}.model", "field is missing")
            continue
        default_id = re.sub(r"[^A-Za-z0-9._-]", "-", model)
        sid = item.get("id", default_id if sum(1 for s in raw if isinstance(s, dict) and s.get("model") == model) == 1
                       else f"{default_id}-{i + 1}")
        sid = _checked_id(sid, f"{where}.id", r, seen)
        figures = _figures(item.get("figures", {}), f"{where}.figures", r)
        sources = [key for key in _SOURCES if key in item]
        if len(sources) != 1:
            r.problem(where, "needs folder, or predictions with task_id, or project_run with project_id"
                      if not sources else f"give one of {', '.join(sources)}, not several")
            continue
        kind = sources[0]
        for other, keys in _SOURCE_FIELDS.items():
            for key in keys:
                if key in item and other != kind:
                    r.problem(f"{where}.{key}", f"goes with {other}, not with {kind}")
        if kind == "folder":
            found = _from_folder(base, item["folder"], f"{where}.folder", r)
            candidates = [(sid, *found, figures, str(item["folder"]))] if found else []
        elif kind == "predictions":
            loaded = _from_predictions(base, item, model, where, r)
            candidates = []
            if loaded is not None:
                files, readme, automatic = loaded
                candidates = [(sid, files, readme, {**automatic, **figures}, str(item["predictions"]))]
        else:
            candidates = _from_project_run(base, item, sid, figures, where, r)
        for cid, files, readme, shown_figures, source in candidates:
            if cid is not None:
                if cid != sid:
                    cid = _checked_id(cid, f"{where}.id", r, seen)
                if cid is not None:
                    out.append(Solution(cid, model, tuple(files), readme, shown_figures, source=source))
    return out


def _figures(raw: object, where: str, r: _Reader) -> dict[str, float]:
    if not isinstance(raw, dict):
        r.problem(where, "must map figure names to numbers")
        return {}
    out = {}
    for key, value in raw.items():
        if not isinstance(key, str) or not _ID.match(key):
            r.problem(f"{where}.{key}", "figure names are identifiers")
        elif isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            r.problem(f"{where}.{key}", f"must be a finite number, got {value!r}")
        else:
            out[key] = float(value)
    return out


def _resolve(base: Path, value: object, where: str, r: _Reader) -> Path | None:
    if not isinstance(value, str) or not value.strip():
        r.problem(where, f"must be a path, got {value!r}")
        return None
    path = Path(value)
    return path if path.is_absolute() else base / path


def _from_folder(base: Path, value: object, where: str, r: _Reader):
    folder = _resolve(base, value, where, r)
    if folder is None:
        return None
    if not folder.is_dir():
        r.problem(where, f"{value!r} is not a folder")
        return None
    return _folder_files(folder, repr(value), where, r)


def _folder_files(folder: Path, label: str, where: str, r: _Reader):
    files: list[SolutionFile] = []
    readme = None
    paths = sorted(p for p in folder.rglob("*")
                   if p.is_file() and not any(part in SKIPPED_DIRS or part.startswith(".")
                                              for part in p.relative_to(folder).parts))
    for p in paths:
        rel = p.relative_to(folder).as_posix()
        if p.stat().st_size > MAX_FILE_BYTES:
            r.problem(where, f"{rel} is larger than {MAX_FILE_BYTES} bytes; move it out of the solution folder")
            continue
        raw = p.read_bytes()
        if b"\0" in raw[:8192]:
            continue  # binary output of a run (an image, a database) is not reviewed
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            continue
        item = SolutionFile(rel, text)
        if readme is None and _README.match(rel):
            readme = item
        else:
            files.append(item)
    if len(files) > MAX_FILES_PER_SOLUTION:
        r.problem(where, f"holds {len(files)} text files; a participant is shown at most "
                         f"{MAX_FILES_PER_SOLUTION}: point the study at the solution's own folder")
        return None
    if not files and readme is None:
        r.problem(where, f"{label} holds no text file to review")
        return None
    return files, readme


def _from_project_run(base: Path, item: Mapping, sid: str | None, figures: Mapping[str, float], where: str,
                      r: _Reader) -> list[tuple]:
    """Every graded attempt of one project in a run folder (or the one named by ``attempt``),
    as (id, files, README, figures, source); the files are those its results row graded."""
    from codeassay.project import RESULTS_FILE, attempt_dir, graded_files_dir

    run = _resolve(base, item["project_run"], f"{where}.project_run", r)
    project_id = item.get("project_id")
    if not isinstance(project_id, str) or not project_id:
        r.problem(f"{where}.project_id", "field is missing (which project of the run to show)")
        return []
    wanted = item.get("attempt")
    if wanted is not None and (isinstance(wanted, bool) or not isinstance(wanted, int)):
        r.problem(f"{where}.attempt", f"must be an attempt number, got {wanted!r}")
        return []
    if run is None:
        return []
    rows = _jsonl(run / RESULTS_FILE, f"{where}.project_run", r)
    if rows is None:
        return []
    graded = {row["attempt"]: row for _, row in rows
              if row.get("project_id") == project_id and isinstance(row.get("attempt"), int)}
    chosen = sorted(graded) if wanted is None else [wanted] if wanted in graded else []
    if not chosen:
        which = f"attempt {wanted} of " if wanted is not None else ""
        r.problem(f"{where}.project_run", f"{run / RESULTS_FILE} has no graded {which}project {project_id!r} "
                                          "(run `codeassay project evaluate` on the folder first)")
        return []
    out = []
    for attempt in chosen:
        row = graded[attempt]
        folder = graded_files_dir(attempt_dir(run, project_id, attempt), int(row.get("fix_rounds_used") or 0))
        if not folder.is_dir():
            r.problem(f"{where}.project_run", f"{folder} is missing: the run folder is incomplete; run "
                                              "`codeassay project evaluate` on it again")
            continue
        found = _folder_files(folder, str(folder), f"{where}.project_run", r)
        if found is None:
            continue
        cid = sid if len(chosen) == 1 or sid is None else f"{sid}-attempt{attempt}"
        source = f"{item['project_run']}:{project_id}/attempt{attempt}"
        out.append((cid, *found, {**_project_figures(row), **figures}, source))
    return out


def _project_figures(row: Mapping) -> dict[str, float]:
    def number(value: object) -> float | None:
        if isinstance(value, bool):
            return float(value)
        return float(value) if isinstance(value, (int, float)) and math.isfinite(value) else None

    figures = {name: number(row.get(name)) for name in PROJECT_FIGURES}
    quality = row.get("quality") if isinstance(row.get("quality"), Mapping) else {}
    figures.update({name: number(quality.get(name)) for name in PROJECT_QUALITY_FIGURES})
    bandit = quality.get("bandit") if isinstance(quality.get("bandit"), Mapping) else {}
    figures.update({f"bandit_{severity}": number(count) for severity, count in bandit.items()})
    return {name: value for name, value in figures.items() if value is not None}


def _jsonl(path: Path, where: str, r: _Reader) -> list[tuple[int, dict]] | None:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        r.problem(where, f"{str(path)!r} not found")
        return None
    except (OSError, UnicodeDecodeError) as exc:
        r.problem(where, f"{str(path)!r} cannot be read: {exc}")
        return None
    rows = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except ValueError:
            r.problem(where, f"{path}:{number} is not a JSON line")
            return None
        if isinstance(row, dict):
            rows.append((number, row))
    return rows


def _from_predictions(base: Path, item: Mapping, model: str, where: str, r: _Reader):
    task_id = item.get("task_id")
    if not isinstance(task_id, str) or not task_id:
        r.problem(f"{where}.task_id", "field is missing (which task's program to show)")
        return None
    sample_id = item.get("sample_id", 0)
    if isinstance(sample_id, bool) or not isinstance(sample_id, int):
        r.problem(f"{where}.sample_id", f"must be an integer, got {sample_id!r}")
        return None
    path = _resolve(base, item["predictions"], f"{where}.predictions", r)
    rows = _jsonl(path, f"{where}.predictions", r) if path else None
    if rows is None:
        return None

    def matches(row: Mapping) -> bool:
        return (row.get("task_id") == task_id and row.get("model", model) == model
                and int(row.get("sample_id", 0) or 0) == sample_id)

    found = [row for _, row in rows if matches(row)]
    if len(found) != 1:
        r.problem(f"{where}.predictions", f"has {len(found)} predictions for task {task_id!r}, model {model!r}, "
                                          f"sample {sample_id}; expected exactly one")
        return None
    code = found[0].get("solution", found[0].get("completion"))
    if not isinstance(code, str) or not code.strip():
        r.problem(f"{where}.predictions", f"the prediction for {task_id!r} has no solution text")
        return None
    figures: dict[str, float] = {}
    if "results" in item:
        rpath = _resolve(base, item["results"], f"{where}.results", r)
        rrows = _jsonl(rpath, f"{where}.results", r) if rpath else None
        matched = [row for _, row in (rrows or []) if row.get("type") != "header" and matches(row)]
        if rrows is not None and len(matched) != 1:
            r.problem(f"{where}.results", f"has {len(matched)} result rows for task {task_id!r}, model {model!r}, "
                                          f"sample {sample_id}; expected exactly one")
        elif matched:
            row = matched[0]
            figures["passed"] = 1.0 if row.get("passed") is True else 0.0
            for name in RESULT_FIGURES:
                value = row.get(name)
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    figures[name] = float(value)
    return [SolutionFile("solution.py", code)], None, figures


# --- choosing one solution per model -----------------------------------------------------

def _rules(raw: object, r: _Reader) -> tuple[tuple[str, str], ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list) or not raw:
        r.problem("select", "must list rules such as 'max checkpoints_passed' and 'min quality_issues'")
        return ()
    rules = []
    for i, item in enumerate(raw):
        parts = item.split() if isinstance(item, str) else []
        if len(parts) != 2 or parts[0] not in ("max", "min"):
            r.problem(f"select[{i}]", f"must read 'max FIGURE' or 'min FIGURE', got {item!r}")
        else:
            rules.append((parts[0], parts[1]))
    return tuple(rules)


def select_solutions(solutions, rules, r: _Reader | None = None) -> list[Solution]:
    """Keep one solution per model: the best by the first rule, ties broken by the next.

    The paper's rule is ``[max checkpoints_passed, min quality_issues]``: the attempt that
    passed the most checkpoints, then the one with fewer quality findings. A remaining tie
    keeps the solution listed first. The models keep the order of their first solution.
    """
    by_model: dict[str, list[Solution]] = {}
    for s in solutions:
        by_model.setdefault(s.model, []).append(s)
    chosen = []
    for model, group in by_model.items():
        for s in group:
            missing = [name for _, name in rules if name not in s.figures]
            if missing and r is not None:
                r.problem("select", f"solution {s.id!r} has no figure {', '.join(missing)} "
                                    f"(it has: {', '.join(sorted(s.figures)) or 'none'})")
        if r is not None and r.problems:
            continue

        def key(s: Solution) -> tuple:
            return tuple(-s.figures[name] if how == "max" else s.figures[name] for how, name in rules)

        chosen.append(min(group, key=key))
    return chosen
