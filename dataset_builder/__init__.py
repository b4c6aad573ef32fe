"""From task sources to a validated, Hub-ready dataset folder.

``tasks_src/<task_id>/`` folders are read and checked, their test suites split into
public and hidden files, executed through ``evaluation``'s sandbox, and compiled into a
dataset card plus parquet files that ``datasets.load_dataset`` reads.
"""

from dataset_builder._compile import (
    CARD_FILE,
    GRADING_CONFIG,
    GRADING_FEATURES,
    MANIFEST_FILE,
    SPLIT,
    TASKS_CONFIG,
    TASKS_FEATURES,
    compile_rows,
    content_hash,
    data_path,
    write_dataset,
)
from dataset_builder._humaneval import humaneval_tasks
from dataset_builder._split import SplitSuite, split_tests, list_test_units
from dataset_builder._taskfile import TaskSource, read_task, read_tasks, read_version
from dataset_builder._validate import TaskCheck, check_tasks, derive_timeout, task_timeout

__all__ = [
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
    "TaskCheck",
    "check_tasks",
    "derive_timeout",
    "task_timeout",
]
