"""CodeAssay: a Python benchmark for LLM-generated code with audited ground truth.

``load()`` gives the tasks as a ``datasets.Dataset``; ``evaluate()`` grades predictions on
the hidden tests in a sandbox and returns correctness and code-property columns.
"""

from codeassay._evaluate import evaluate
from codeassay._load import load, shipped_dataset_dir, shipped_manifest
from codeassay._summary import summarize
from codeassay._version import __version__
from evaluation import (
    BuildError,
    CodeAssayError,
    DatasetError,
    MissingDependencyError,
    ModelSummary,
    PredictionError,
    ResultsFileError,
    SandboxError,
    TaskFormatError,
    format_summary,
)

# The report pulls in pandas, scipy and (for figures) matplotlib: load it on first use.
_LAZY = {name: "codeassay.report" for name in ("Report", "build_report", "write_report", "load_results")}
_LAZY.update({name: "codeassay._generate" for name in ("generate", "load_config", "GenerationError",
                                                       "ConfigError")})
_LAZY.update({name: "codeassay._publish" for name in ("publish_dataset", "publish_results", "PublishError")})
_LAZY.update({name: "codeassay._inspect._import" for name in ("import_inspect", "ImportSummary")})


def __getattr__(name: str):
    """Load a heavy name on first use (PEP 562)."""
    if name not in _LAZY:
        raise AttributeError(f"module 'codeassay' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(_LAZY[name]), name)
    globals()[name] = value
    return value


__all__ = [
    "publish_dataset",
    "publish_results",
    "PublishError",
    "generate",
    "load_config",
    "GenerationError",
    "ConfigError",
    "Report",
    "build_report",
    "write_report",
    "load_results",
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
    "import_inspect",
    "ImportSummary",
]
