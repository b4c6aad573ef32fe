"""A per-model summary of graded results: correctness, statuses and pass@k."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from evaluation._defaults import DEFAULT_K
from evaluation._stats import pass_at_k

__all__ = ["ModelSummary", "summarize", "format_summary"]


@dataclass(frozen=True)
class ModelSummary:
    """How one model (configuration) did.

    ``correct_tasks`` counts tasks whose first sample (lowest sample id) passed, the
    paper's single-solution correctness; ``pass_at_k`` holds the unbiased estimate for
    every requested k that every task has enough samples for.
    """

    model: str
    tasks: int
    samples: int
    passed_samples: int
    correct_tasks: int
    statuses: dict[str, int]
    pass_at_k: dict[int, float] = field(default_factory=dict)

    @property
    def correctness(self) -> float:
        """Share of tasks whose first sample passed."""
        return self.correct_tasks / self.tasks if self.tasks else 0.0


def _sample_order(sample_id: object) -> tuple[int, object]:
    text = str(sample_id)
    return (0, int(text)) if text.lstrip("-").isdigit() else (1, text)


def summarize(rows: Iterable[Mapping], k: Sequence[int] = DEFAULT_K) -> dict[str, ModelSummary]:
    """Summaries keyed by model, from result rows (dicts or a results Dataset)."""
    by_model: dict[str, dict[str, list[Mapping]]] = defaultdict(lambda: defaultdict(list))
    for row in rows:
        by_model[row["model"]][row["task_id"]].append(row)
    out = {}
    for model, tasks in sorted(by_model.items()):
        samples = [r for task_rows in tasks.values() for r in task_rows]
        first = [min(task_rows, key=lambda r: _sample_order(r["sample_id"])) for task_rows in tasks.values()]
        fewest = min(len(task_rows) for task_rows in tasks.values())
        estimates = {}
        for budget in sorted(set(k)):
            if budget <= fewest:
                values = [pass_at_k(len(rs), sum(bool(r["passed"]) for r in rs), budget).value
                          for rs in tasks.values()]
                estimates[budget] = sum(values) / len(values)
        out[model] = ModelSummary(
            model=model, tasks=len(tasks), samples=len(samples),
            passed_samples=sum(bool(r["passed"]) for r in samples),
            correct_tasks=sum(bool(r["passed"]) for r in first),
            statuses=dict(Counter(r["status"] for r in samples).most_common()),
            pass_at_k=estimates,
        )
    return out


def format_summary(summaries: Mapping[str, ModelSummary]) -> str:
    """A plain-text table of the summaries, for the command line."""
    lines = []
    for s in summaries.values():
        ks = "  ".join(f"pass@{k}={v:.3f}" for k, v in s.pass_at_k.items())
        statuses = ", ".join(f"{name} {count}" for name, count in s.statuses.items())
        lines.append(f"{s.model}: {s.correct_tasks}/{s.tasks} tasks correct ({100 * s.correctness:.1f}%), "
                     f"{s.passed_samples}/{s.samples} samples passed  {ks}\n    statuses: {statuses}")
    return "\n".join(lines) if lines else "no results"
