"""The project track: multi-turn generation of whole projects, their grading with
optional fix rounds, the files they are extracted into, and the run folder's layout."""

from codeassay.project._conversation import FIX_INTRO, PROJECT_SYSTEM_MESSAGE, fix_message, render_files
from codeassay.project._extract import (
    FILE_CONVENTION,
    Action,
    ExtractionDecision,
    FileExtraction,
    extract_files,
)
from codeassay.project._layout import (
    FILES_DIR,
    FIXED_DIR,
    PROJECTS_DIR,
    RESULTS_FILE,
    ROUNDS_DIR,
    attempt_dir,
    graded_files_dir,
)

__all__ = [
    "FILE_CONVENTION",
    "Action",
    "ExtractionDecision",
    "FileExtraction",
    "extract_files",
    "FIX_INTRO",
    "PROJECT_SYSTEM_MESSAGE",
    "fix_message",
    "render_files",
    "FILES_DIR",
    "FIXED_DIR",
    "PROJECTS_DIR",
    "RESULTS_FILE",
    "ROUNDS_DIR",
    "attempt_dir",
    "graded_files_dir",
    "generate_projects",
    "evaluate_projects",
    "ProjectGenerationSummary",
    "ProjectEvaluationSummary",
]

# Generation and evaluation pull in the client and the engine: load them on first use.
_LAZY = {"generate_projects": "codeassay.project._generate",
         "ProjectGenerationSummary": "codeassay.project._generate",
         "evaluate_projects": "codeassay.project._evaluate",
         "ProjectEvaluationSummary": "codeassay.project._evaluate"}


def __getattr__(name: str):
    """Load a heavy name on first use (PEP 562)."""
    if name not in _LAZY:
        raise AttributeError(f"module 'codeassay.project' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(_LAZY[name]), name)
    globals()[name] = value
    return value
