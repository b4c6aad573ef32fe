"""CodeAssay: a Python benchmark for LLM-generated code with audited ground truth.

``load()`` gives the tasks as a ``datasets.Dataset``; ``evaluate()`` grades predictions on
the hidden tests in a sandbox and returns correctness and code-property columns.
"""

from codeassay._evaluate import evaluate
from codeassay._load import load, shipped_dataset_dir, shipped_manifest
from codeassay._version import __version__
from evaluation import (
    ModelSummary,
    format_summary,
    summarize,
    BuildError,
    CodeAssayError,
    DatasetError,
    MissingDependencyError,
    PredictionError,
    ResultsFileError,
    SandboxError,
    TaskFormatError,
)

__all__ = [
    "__version__",
    "load",
    "evaluate",
    "summarize",
    "format_summary",
    "ModelSummary",
    "shipped_dataset_dir",
    "shipped_manifest",
    "BuildError",
    "CodeAssayError",
    "DatasetError",
    "MissingDependencyError",
    "PredictionError",
    "ResultsFileError",
    "SandboxError",
    "TaskFormatError",
]
