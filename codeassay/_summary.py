"""``codeassay.summarize``: the engine's summary with the shipped dataset's tasks as denominator."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import evaluation
from evaluation._defaults import DEFAULT_K

__all__ = ["summarize", "dataset_task_ids"]


def dataset_task_ids(dataset: object) -> list[str]:
    """The task ids of ``dataset``: ``grading`` rows, :class:`evaluation.Task` records or ids."""
    ids = []
    for item in dataset:  # type: ignore[attr-defined]
        if isinstance(item, str):
            ids.append(item)
        elif isinstance(item, evaluation.Task):
            ids.append(item.task_id)
        else:
            ids.append(item["task_id"])
    return ids


def _shipped_tasks_for(rows: Sequence[Mapping]) -> list[str] | None:
    """The shipped dataset's task ids when every row was graded against it, else None."""
    from codeassay._load import shipped_manifest

    hashes = {row.get("dataset_hash") for row in rows}
    try:
        manifest = shipped_manifest()
    except evaluation.DatasetError:
        return None
    return list(manifest["tasks"]) if hashes == {manifest["dataset_hash"]} else None


def summarize(rows: Iterable[Mapping], k: Sequence[int] = DEFAULT_K, *, dataset: object | None = None,
              over_present: bool = False) -> dict[str, evaluation.ModelSummary]:
    """Summaries keyed by model; a task without a result for a model counts as failed.

    Same as :func:`evaluation.summarize`, with the denominator taken from ``dataset``
    (``grading`` rows, :class:`evaluation.Task` records or task ids). Without it, the
    shipped dataset's tasks are used when the rows were graded against the shipped
    dataset (same content hash), and otherwise every task some model has a result for.
    ``over_present=True`` scores each model over the tasks it has instead.
    """
    rows = list(rows)
    tasks = dataset_task_ids(dataset) if dataset is not None else _shipped_tasks_for(rows)
    return evaluation.summarize(rows, k, tasks=tasks, over_present=over_present)
