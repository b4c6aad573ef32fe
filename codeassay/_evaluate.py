"""``codeassay.evaluate``: the engine's evaluate with the shipped dataset as the default."""

from __future__ import annotations

from pathlib import Path

import evaluation
from codeassay._load import load

__all__ = ["evaluate"]


def evaluate(predictions: object, *, dataset: object | None = None, quality: bool = True,
             workers: int | None = None, timeout: float | None = None,
             results_path: str | Path | None = None, resume: bool = True, gate: evaluation._evaluate.Gate = "strict",
             sandbox: object | None = None, progress: bool = False, on_problem=None,
             scheduler: str | None = None):
    """Grade predictions on CodeAssay's hidden tests; one result row per prediction.

    Same as :func:`evaluation.evaluate`, except that ``dataset`` defaults to the
    ``grading`` config shipped with the package. Returns a ``datasets.Dataset`` with the
    correctness columns (``passed``, ``status``, ``hidden_passed``, ``failed_tests`` ...)
    and, for programs that pass, the code-property columns (``flake8_per_100_lloc``,
    ``cc_mean``, ``bandit_*`` ...). Summarise it with :func:`codeassay.summarize`.
    """
    return evaluation.evaluate(
        predictions, dataset=load("grading") if dataset is None else dataset, quality=quality,
        workers=workers, timeout=timeout, results_path=results_path, resume=resume, gate=gate,
        sandbox=sandbox, progress=progress, on_problem=on_problem, scheduler=scheduler)
