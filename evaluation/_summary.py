"""A per-model summary of graded results: correctness, statuses and pass@k.

The denominator is the dataset: a task with no result for a model counts as failed, so a
model whose answers were lost or unusable never scores better than one whose answers were
wrong. ``over_present=True`` restores the reading "over the tasks it has", and every
summary says which reading it gives.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from evaluation._defaults import DEFAULT_K
from evaluation._stats import pass_at_k

__all__ = ["ModelSummary", "summarize", "format_summary", "MISSING_SHOWN", "named_tasks"]

#: Missing tasks named in a summary or a report note before the rest are only counted.
MISSING_SHOWN = 20


@dataclass(frozen=True)
class ModelSummary:
    """How one model (configuration) did.

    ``tasks`` is the denominator: every task of the dataset, or with ``over_present`` the
    tasks the model has results for (``graded_tasks``). ``missing`` names the tasks
    without a result, counted as failed unless ``over_present``. ``correct_tasks`` counts
    tasks whose first sample (lowest sample id) passed, the paper's single-solution
    correctness; ``pass_at_k`` holds the unbiased estimate for every requested k that
    every graded task has enough samples for (a missing task counts as 0). ``invalid``
    counts samples whose answer could not be run (status ``invalid``).
    """

    model: str
    tasks: int
    samples: int
    passed_samples: int
    correct_tasks: int
    statuses: dict[str, int]
    pass_at_k: dict[int, float] = field(default_factory=dict)
    graded_tasks: int = 0
    missing: tuple[str, ...] = ()
    invalid: int = 0
    over_present: bool = False

    @property
    def correctness(self) -> float:
        """Share of tasks whose first sample passed (of ``tasks``, the denominator)."""
        return self.correct_tasks / self.tasks if self.tasks else 0.0


def _sample_order(sample_id: object) -> tuple[int, object]:
    text = str(sample_id)
    return (0, int(text)) if text.lstrip("-").isdigit() else (1, text)


def summarize(rows: Iterable[Mapping], k: Sequence[int] = DEFAULT_K, *,
              tasks: Iterable[str] | None = None,
              over_present: bool = False) -> dict[str, ModelSummary]:
    """Summaries keyed by model, from result rows (dicts or a results Dataset).

    ``tasks`` are the task ids of the dataset the rows were graded against (for example
    ``grading["task_id"]``); a task without a result for a model counts as a failure of
    that model. Without ``tasks`` the denominator is every task some model has a result
    for. ``over_present=True`` scores each model over the tasks it has instead.
    """
    by_model: dict[str, dict[str, list[Mapping]]] = defaultdict(lambda: defaultdict(list))
    for row in rows:
        by_model[row["model"]][row["task_id"]].append(row)
    universe = set(tasks) if tasks is not None else set()
    for graded in by_model.values():
        if tasks is None:
            universe.update(graded)
    out = {}
    for model, graded in sorted(by_model.items()):
        samples = [r for task_rows in graded.values() for r in task_rows]
        first = [min(task_rows, key=lambda r: _sample_order(r["sample_id"])) for task_rows in graded.values()]
        missing = tuple(sorted(universe - set(graded)))
        denominator = len(graded) if over_present else len(graded) + len(missing)
        fewest = min(len(task_rows) for task_rows in graded.values())
        estimates = {}
        for budget in sorted(set(k)):
            if budget <= fewest:
                values = [pass_at_k(len(rs), sum(bool(r["passed"]) for r in rs), budget).value
                          for rs in graded.values()]
                estimates[budget] = sum(values) / denominator
        out[model] = ModelSummary(
            model=model, tasks=denominator, samples=len(samples),
            passed_samples=sum(bool(r["passed"]) for r in samples),
            correct_tasks=sum(bool(r["passed"]) for r in first),
            statuses=dict(Counter(r["status"] for r in samples).most_common()),
            pass_at_k=estimates, graded_tasks=len(graded), missing=missing,
            invalid=sum(r["status"] == "invalid" for r in samples), over_present=over_present,
        )
    return out


def named_tasks(task_ids: Sequence[str]) -> str:
    """Task ids for a message: the first :data:`MISSING_SHOWN`, then how many more."""
    more = len(task_ids) - MISSING_SHOWN
    return ", ".join(task_ids[:MISSING_SHOWN]) + (f" and {more} more" if more > 0 else "")


def format_summary(summaries: Mapping[str, ModelSummary]) -> str:
    """A plain-text table of the summaries, for the command line."""
    lines = []
    for s in summaries.values():
        ks = "  ".join(f"pass@{k}={v:.3f}" for k, v in s.pass_at_k.items())
        statuses = ", ".join(f"{name} {count}" for name, count in s.statuses.items())
        over = f" over the {s.tasks} tasks it has (--over-present)" if s.over_present else ""
        lines.append(f"{s.model}: {s.correct_tasks}/{s.tasks} tasks correct ({100 * s.correctness:.1f}%)"
                     f"{over}, {s.passed_samples}/{s.samples} samples passed  {ks}\n    statuses: {statuses}")
        if s.missing:
            counted = "left out" if s.over_present else "counted as failed"
            lines.append(f"    missing: {len(s.missing)} task(s) without a result, {counted}: "
                         f"{named_tasks(s.missing)}")
    return "\n".join(lines) if lines else "no results"
