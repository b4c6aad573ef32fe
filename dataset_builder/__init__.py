"""From task sources to a validated, Hub-ready dataset folder.

``tasks_src/<task_id>/`` folders are read and checked, their test suites split into
public and hidden files, executed through ``evaluation``'s sandbox, and compiled into a
dataset card plus parquet files that ``datasets.load_dataset`` reads.
"""

from dataset_builder._humaneval import humaneval_tasks
from dataset_builder._split import SplitSuite, split_tests, list_test_units
from dataset_builder._taskfile import TaskSource, read_task, read_tasks, read_version, task_folders
from dataset_builder._projects import ProjectCheck, check_project, project_grading_row, project_record, project_row
from dataset_builder._projectfile import (
    CheckpointSource,
    ProjectSource,
    PromptSource,
    project_folders,
    read_project,
    read_projects,
)
from dataset_builder._validate import TaskCheck, check_tasks, derive_timeout, task_timeout

# Compiling needs datasets, pyarrow and huggingface_hub (seconds to import); the split,
# the task reader and the checks do not, so those names load at once and these on use.
_LAZY = {name: "dataset_builder._compile" for name in (
    "CARD_FILE",
    "GRADING_CONFIG",
    "GRADING_FEATURES",
    "MANIFEST_FILE",
    "SPLIT",
    "TASKS_CONFIG",
    "TASKS_FEATURES",
    "compile_rows",
    "content_hash",
    "data_path",
    "write_dataset",
    "PROJECTS_CONFIG",
    "PROJECT_GRADING_CONFIG",
    "PROJECTS_FEATURES",
    "PROJECT_GRADING_FEATURES",
)}


def __getattr__(name: str):
    """Load a heavy name on first use (PEP 562)."""
    if name not in _LAZY:
        raise AttributeError(f"module 'dataset_builder' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(_LAZY[name]), name)
    globals()[name] = value
    return value


__all__ = [
    "PROJECTS_CONFIG",
    "PROJECT_GRADING_CONFIG",
    "PROJECTS_FEATURES",
    "PROJECT_GRADING_FEATURES",
    "CARD_FILE",
    "GRADING_CONFIG",
    "GRADING_FEATURES",
    "MANIFEST_FILE",
    "SPLIT",
    "TASKS_CONFIG",
    "TASKS_FEATURES",
    "compile_rows",
    "content_hash",
    "data_path",
    "write_dataset",
    "humaneval_tasks",
    "SplitSuite",
    "split_tests",
    "list_test_units",
    "TaskSource",
    "read_task",
    "read_tasks",
    "read_version",
    "task_folders",
    "CheckpointSource",
    "ProjectSource",
    "PromptSource",
    "project_folders",
    "read_project",
    "read_projects",
    "ProjectCheck",
    "check_project",
    "project_grading_row",
    "project_record",
    "project_row",
    "TaskCheck",
    "check_tasks",
    "derive_timeout",
    "task_timeout",
]
