"""The project track's engine: run an assembled project folder in the sandbox, run its
checkpoint tests on what it wrote, and classify what went wrong.

A project run is just another request: a folder, a command, limits. This package knows a
project only as the :class:`Project` record built from a ``project_grading`` row.
"""

from evaluation._defaults import (
    DEFAULT_CHECKPOINT_TIMEOUT_S,
    ERROR_CLASSES,
    MAX_ANSWER_CHARS,
    MAX_PROJECT_FILE_CHARS,
    MAX_PROJECT_FILES,
    PROJECT_ERROR_TAIL_BYTES,
)
from evaluation.projects._classify import Classification, classify_run, parse_traceback, static_errors
from evaluation.projects._grade import (
    CONFTEST,
    REFERENCE_DIR_ENV,
    RUN_DIR_ENV,
    grade_project,
    lay_out,
    prepare_reference,
    run_checkpoints,
    run_project,
)
from evaluation.projects._sandbox import PROJECT_UID_BASE, run_command
from evaluation.projects._records import (
    CheckpointOutcome,
    CommandResult,
    ErrorClass,
    Project,
    ProjectVerdict,
)

__all__ = [
    "DEFAULT_CHECKPOINT_TIMEOUT_S",
    "ERROR_CLASSES",
    "MAX_ANSWER_CHARS",
    "MAX_PROJECT_FILE_CHARS",
    "MAX_PROJECT_FILES",
    "PROJECT_ERROR_TAIL_BYTES",
    "CheckpointOutcome",
    "CommandResult",
    "ErrorClass",
    "Project",
    "ProjectVerdict",
    "Classification",
    "classify_run",
    "parse_traceback",
    "static_errors",
    "CONFTEST",
    "REFERENCE_DIR_ENV",
    "RUN_DIR_ENV",
    "grade_project",
    "lay_out",
    "prepare_reference",
    "run_checkpoints",
    "run_project",
    "run_command",
    "PROJECT_UID_BASE",
]
