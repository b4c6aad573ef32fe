"""CodeAssay's grading engine: sandboxed execution, correctness, quality, statistics.

This package knows a task only as the small :class:`Task` record; it imports neither
``dataset_builder`` nor ``codeassay``.
"""

import importlib

from evaluation._defaults import (
    CATEGORIES,
    CATEGORY_NAMES,
    CATEGORY_TARGETS,
    SOLUTION_MODULE,
    TEST_FILE,
    MIN_TESTS_PER_SIDE,
    MIN_WRONG_SOLUTIONS,
    TIMEOUT_FLOOR_S,
    TIMEOUT_MULTIPLIER,
    CPU_SLACK_S,
    MEMORY_LIMIT_BYTES,
    NPROC_LIMIT,
    FILE_SIZE_LIMIT_BYTES,
    OPEN_FILES_LIMIT,
    OUTPUT_LIMIT_BYTES,
    REPORT_LIMIT_BYTES,
    FAILURE_TEXT_LIMIT,
    KILL_GRACE_S,
    SANDBOX_UID_BASE,
    HASH_SEED,
    MAX_SOLUTION_BYTES,
    QUALITY_CPU_LIMIT_S,
    QUALITY_RECURSION_LIMIT,
    QUALITY_STACK_BYTES,
    DEFAULT_MODEL,
    DEFAULT_K,
    CANARY_GUID,
)
from evaluation._errors import (
    BuildError,
    CodeAssayError,
    DatasetError,
    MissingDependencyError,
    PredictionError,
    PredictionWarning,
    Problem,
    ResultsFileError,
    SandboxError,
    TaskFormatError,
)
from evaluation._hashing import content_hash
from evaluation._pool import LocalSandbox, default_workers
from evaluation._predictions import Prediction, prediction_key, read_predictions
from evaluation._records import (
    STATUSES,
    ExecRequest,
    ExecResult,
    Limits,
    Status,
    Task,
    TestOutcome,
)
from evaluation._results import ResultsFile, read_results
from evaluation._subprocess_backend import SubprocessSandbox

# Names whose modules pull in heavy libraries (scipy, flake8, bandit, datasets) load on
# first use, so the sandbox workers, which import this package, stay small and start fast.
_LAZY = {
    "DaskSandbox": "evaluation._dask_backend",
    "QUALITY_COLUMNS": "evaluation._evaluate",
    "RESULT_COLUMNS": "evaluation._evaluate",
    "evaluate": "evaluation._evaluate",
    "tasks_from_dataset": "evaluation._evaluate",
    "WHITESPACE_CODES": "evaluation.quality",
    "QualityMeasures": "evaluation.quality",
    "analyzer_versions": "evaluation.quality",
    "measure_quality": "evaluation.quality",
    "CochranQ": "evaluation._stats",
    "McNemar": "evaluation._stats",
    "PassAtK": "evaluation._stats",
    "WilcoxonPratt": "evaluation._stats",
    "WilsonInterval": "evaluation._stats",
    "cochran_q": "evaluation._stats",
    "holm": "evaluation._stats",
    "mcnemar_exact": "evaluation._stats",
    "pass_at_k": "evaluation._stats",
    "wilcoxon_pratt": "evaluation._stats",
    "wilson_interval": "evaluation._stats",
    "ModelSummary": "evaluation._summary",
    "format_summary": "evaluation._summary",
    "summarize": "evaluation._summary",
}


def __getattr__(name: str):
    """Load a heavy name on first use (PEP 562)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'evaluation' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    """Every public name, loaded or not."""
    return sorted(set(globals()) | set(_LAZY))


__all__ = [
    "CATEGORIES",
    "CATEGORY_NAMES",
    "CATEGORY_TARGETS",
    "SOLUTION_MODULE",
    "TEST_FILE",
    "MIN_TESTS_PER_SIDE",
    "MIN_WRONG_SOLUTIONS",
    "TIMEOUT_FLOOR_S",
    "TIMEOUT_MULTIPLIER",
    "CPU_SLACK_S",
    "MEMORY_LIMIT_BYTES",
    "NPROC_LIMIT",
    "FILE_SIZE_LIMIT_BYTES",
    "OPEN_FILES_LIMIT",
    "OUTPUT_LIMIT_BYTES",
    "REPORT_LIMIT_BYTES",
    "FAILURE_TEXT_LIMIT",
    "KILL_GRACE_S",
    "SANDBOX_UID_BASE",
    "HASH_SEED",
    "MAX_SOLUTION_BYTES",
    "QUALITY_CPU_LIMIT_S",
    "QUALITY_RECURSION_LIMIT",
    "QUALITY_STACK_BYTES",
    "DEFAULT_MODEL",
    "DEFAULT_K",
    "CANARY_GUID",
    "BuildError",
    "CodeAssayError",
    "DatasetError",
    "MissingDependencyError",
    "PredictionError",
    "Problem",
    "PredictionWarning",
    "ResultsFileError",
    "SandboxError",
    "TaskFormatError",
    "STATUSES",
    "ExecRequest",
    "ExecResult",
    "Limits",
    "Status",
    "Task",
    "TestOutcome",
    "QUALITY_COLUMNS",
    "RESULT_COLUMNS",
    "evaluate",
    "tasks_from_dataset",
    "content_hash",
    "LocalSandbox",
    "SubprocessSandbox",
    "DaskSandbox",
    "default_workers",
    "Prediction",
    "prediction_key",
    "read_predictions",
    "WHITESPACE_CODES",
    "QualityMeasures",
    "analyzer_versions",
    "measure_quality",
    "ResultsFile",
    "read_results",
    "CochranQ",
    "McNemar",
    "PassAtK",
    "WilcoxonPratt",
    "WilsonInterval",
    "cochran_q",
    "holm",
    "mcnemar_exact",
    "pass_at_k",
    "wilcoxon_pratt",
    "wilson_interval",
    "ModelSummary",
    "format_summary",
    "summarize",
]
