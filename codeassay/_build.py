"""Build orchestration: read, check, compile and write the dataset folder."""

from __future__ import annotations

from pathlib import Path

from dataset_builder import TaskCheck, check_tasks, read_tasks
from evaluation._subprocess_backend import SubprocessSandbox

__all__ = ["check", "build"]


def _runner(workers: int | None):
    sandbox = SubprocessSandbox()
    return lambda requests: list(sandbox.run(requests))


def check(source: Path, only: set[str] | None = None, workers: int | None = None) -> list[TaskCheck]:
    """Read and execute every check of the tasks under ``source``; write nothing."""
    tasks = read_tasks(source, only)
    return check_tasks(tasks, _runner(workers))


def build(source: Path, out: Path | None = None, workers: int | None = None) -> str:
    """Placeholder until the compiler lands."""
    raise NotImplementedError
