"""Helpers shared by the tests: requests against a tiny suite and task folders."""

from __future__ import annotations

import dataclasses
import textwrap
from pathlib import Path

from evaluation import (
    ExecRequest,
    Limits,
)

REPO_ROOT = Path(__file__).resolve().parents[2]


def limits(timeout_s: float = 10.0, **overrides) -> Limits:
    """The engine's default limits with a chosen timeout."""
    return dataclasses.replace(Limits.with_defaults(timeout_s), **overrides)


ADD_TESTS = textwrap.dedent("""\
    import pytest

    from solution import add


    def test_small():
        assert add(1, 2) == 3


    def test_negative():
        assert add(-1, -2) == -3


    def test_type():
        assert type(add(1, 2)) is int


    def test_zero():
        assert add(0, 0) == 0
""")
ADD_OK = "def add(a, b):\n    return a + b\n"
ADD_NAMES = ("test_small", "test_negative", "test_type", "test_zero")
#: The requirements of the tiny ``add`` task and what each test of ADD_TESTS checks.
ADD_TRACE = textwrap.dedent("""\
    spec:
      R1: "returns the sum of a and b"
      R2: "the result is an int"
    checks:
      test_small: [R1]
      test_negative: [R1]
      test_type: [R2]
      test_zero: [R1, R2]
    """)


def request(solution: str, tests: str = ADD_TESTS, expected=ADD_NAMES, key: str = "k",
            timeout_s: float = 10.0, **limit_overrides) -> ExecRequest:
    """A request against the tiny ``add`` suite unless told otherwise."""
    return ExecRequest(key, solution, tests, tuple(expected), limits(timeout_s, **limit_overrides))


def write_task(root: Path, task_id: str = "ads_tiny_add", *, category: str = "ADS",
               reference: str = ADD_OK, tests: str | None = None,
               wrong: dict[str, str] | None = None, extra_yaml: str = "", traced: bool = True) -> Path:
    """Create a valid task folder (the caller may then break it on purpose).

    With the default tests and no ``spec`` in ``extra_yaml`` the task is traced with
    ADD_TRACE; ``traced=False`` leaves both fields out."""
    if traced and tests is None and "spec:" not in extra_yaml:
        extra_yaml += ADD_TRACE
    folder = root / task_id
    (folder / "wrong").mkdir(parents=True)
    (folder / "task.yaml").write_text(textwrap.dedent(f"""\
        task_id: {task_id}
        title: Add two integers
        category: {category}
        difficulty: easy
        entry_point: add
        signature: "def add(a: int, b: int) -> int"
        description: |
          Return the sum of the integers a and b as an int.
        """) + extra_yaml, encoding="utf-8")
    (folder / "reference.py").write_text(reference, encoding="utf-8")
    (folder / "test_solution.py").write_text(tests if tests is not None else ADD_TESTS, encoding="utf-8")
    for name, source in (wrong if wrong is not None else {
        "minus.py": "def add(a, b):\n    return a - b\n",
        "float.py": "def add(a, b):\n    return float(a + b)\n",
    }).items():
        (folder / "wrong" / name).write_text(source, encoding="utf-8")
    return folder
