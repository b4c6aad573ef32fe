"""The Inspect task ``codeassay/codeassay``: CodeAssay's tasks, protocol and grading.

Samples come from the ``tasks`` config (what a model may see): the input is the
protocol's first prompt and the metadata the ``tasks`` row (description, signature,
public tests ...). Hidden tests are not in the ``tasks`` config and never enter a
sample: the scorer loads the ``grading`` config on its own, by task id.

    inspect eval codeassay/codeassay --model openai/gpt-4o -T prompt=security -T categories=ADS,CAT
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from inspect_ai import Epochs, Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import GenerateConfig

from codeassay._inspect._scorer import hidden_tests
from codeassay._inspect._solver import chat_messages, protocol
from codeassay._generate import DEFAULT_MAX_TOKENS
from codeassay._protocol import PromptKind, category_code, first_messages, select_tasks
from codeassay._version import __version__
from evaluation import DEFAULT_K, CodeAssayError

__all__ = ["codeassay", "samples", "epoch_reducers"]

#: Inspect's reducer of the per-epoch scores: their mean is pass@1.
_MEAN = "mean"


def _names(value: str | Sequence[str] | None, what: str) -> list[str] | None:
    """A list of names from ``-T`` (a comma-separated string or a YAML list), or None."""
    if value is None:
        return None
    items = value.split(",") if isinstance(value, str) else list(value)
    names = [str(item).strip() for item in items if str(item).strip()]
    if not names:
        raise CodeAssayError(f"{what}: give at least one name, got {value!r}")
    return names


def samples(rows: Sequence[Mapping], prompt: PromptKind) -> list[Sample]:
    """One sample per ``tasks`` row: the first prompt as input, the row as metadata."""
    made = []
    for row in rows:
        metadata = dict(row)
        metadata["category"] = category_code(row["category"])
        made.append(Sample(id=row["task_id"], input=chat_messages(first_messages(row, prompt)),
                           metadata=metadata))
    return made


def epoch_reducers(epochs: int) -> list[str]:
    """Inspect reducers for ``epochs`` samples per task: the mean (pass@1) and pass@k
    (Chen et al.'s unbiased estimator) for each of CodeAssay's k and for k = epochs."""
    ks = sorted({*DEFAULT_K, epochs})
    return [_MEAN, *(f"pass_at_{k}" for k in ks if 1 < k <= epochs)]


@task
def codeassay(prompt: PromptKind = "standard", categories: str | Sequence[str] | None = None,
              task_ids: str | Sequence[str] | None = None, repair: bool = True,
              version: str | None = None, dataset: str | None = None,
              repo_id: str | None = None, epochs: int = 1, quality: bool = True,
              workers: int | None = None) -> Task:
    """CodeAssay: Python tasks graded on hidden tests, with the paper's one-repair protocol.

    Args:
        prompt: ``standard`` or ``security`` (the paper's two system prompts).
        categories: Category codes to keep (e.g. ``ADS,CAT``); default every category.
        task_ids: Task ids to keep (e.g. ``ads_free_slots,spt_slugify_title``).
        repair: One repair call when the first program fails the public tests.
        version: The dataset version to insist on (e.g. ``0.2.1``).
        dataset: A built dataset folder to read instead of the copy shipped in the package.
        repo_id: A Hub dataset to read instead (``version`` selects the tag ``v<version>``).
        epochs: Samples per task; above 1 the log has pass@k (k in 10, 100 and epochs).
        quality: Measure code properties of passing programs.
        workers: Sandbox workers (default: one per CPU).
    """
    from codeassay._load import load

    if isinstance(epochs, bool) or not isinstance(epochs, int) or epochs < 1:
        raise CodeAssayError(f"epochs must be a positive integer, got {epochs!r}")
    version = None if version is None else str(version)
    rows = [dict(row) for row in load("tasks", version=version, path=dataset, repo_id=repo_id)]
    chosen = select_tasks(rows, _names(task_ids, "task_ids"), _names(categories, "categories"))
    if not chosen:
        raise CodeAssayError("no task matches the chosen categories and task ids")
    return Task(
        dataset=MemoryDataset(samples(chosen, prompt), name="codeassay"),
        solver=protocol(prompt=prompt, repair=repair, workers=workers),
        scorer=hidden_tests(version=version, dataset=dataset, repo_id=repo_id, quality=quality,
                            workers=workers),
        epochs=Epochs(epochs, epoch_reducers(epochs)),
        # The output-token limit of ``codeassay generate``; Inspect's --max-tokens overrides it.
        config=GenerateConfig(max_tokens=DEFAULT_MAX_TOKENS),
        metadata={"codeassay_version": __version__,
                  "dataset_version": str(chosen[0].get("dataset_version", "unversioned"))},
    )
