"""The public/hidden split of a task's test suite (codeassay-paper §3.1.2).

Top-level test units are taken in source order and assigned by position, alternating,
starting with the hidden subset, so where the count is odd the extra unit goes to the
hidden subset. A test unit is a top-level ``def test*`` function or a top-level
``class Test*``; everything else at module level (imports, helpers, fixtures, constants,
comments) is the preamble and is copied into both files so each runs standalone.

The split works on source lines rather than on an unparsed AST, so comments, blank
lines and decorators stay exactly where the author wrote them.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from evaluation import MIN_TESTS_PER_SIDE, Problem, TaskFormatError

__all__ = ["SplitSuite", "split_tests", "list_test_units"]

_TEST_FUNCTION_PREFIX = "test"
_TEST_CLASS_PREFIX = "Test"


@dataclass(frozen=True)
class SplitSuite:
    """The two halves of a suite; ``names`` is every unit of the full suite in source order."""

    public_source: str
    hidden_source: str
    names: tuple[str, ...]
    public_names: tuple[str, ...]
    hidden_names: tuple[str, ...]


def _is_test_unit(node: ast.stmt) -> bool:
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return node.name.startswith(_TEST_FUNCTION_PREFIX)
    if isinstance(node, ast.ClassDef):
        return node.name.startswith(_TEST_CLASS_PREFIX)
    return False


def _first_line(node: ast.stmt) -> int:
    decorators = getattr(node, "decorator_list", [])
    return min([node.lineno] + [d.lineno for d in decorators])


def _parse(source: str, path: str) -> ast.Module:
    try:
        return ast.parse(source, filename=path)
    except SyntaxError as exc:
        raise TaskFormatError(Problem(f"syntax error: {exc.msg}", path=path, line=exc.lineno)) from None


def list_test_units(source: str, path: str = "test_solution.py") -> list[str]:
    """Names of the top-level test units of ``source``, in source order.

    Raises :class:`TaskFormatError` naming every problem: a syntax error, an ``async``
    test (pytest needs a plugin to run it), or a name defined twice (pytest would
    silently collect only the last definition).
    """
    return _units(_parse(source, path), path)


def _units(tree: ast.Module, path: str) -> list[str]:
    problems: list[Problem] = []
    seen: dict[str, int] = {}
    names: list[str] = []
    for node in tree.body:
        if not _is_test_unit(node):
            continue
        name = node.name  # type: ignore[attr-defined]
        if isinstance(node, ast.AsyncFunctionDef):
            problems.append(Problem(
                f"{name} is an async test; pytest cannot run it without a plugin, "
                "call asyncio.run() inside a plain test instead", path=path, line=node.lineno))
        if name in seen:
            problems.append(Problem(
                f"{name} is defined twice (first on line {seen[name]}); pytest would only "
                "collect the last one", path=path, line=node.lineno))
        else:
            seen[name] = node.lineno
            names.append(name)
    if problems:
        raise TaskFormatError(problems)
    return names


def split_tests(source: str, path: str = "test_solution.py",
                min_per_side: int = MIN_TESTS_PER_SIDE) -> SplitSuite:
    """Split a full test suite into its public and hidden files.

    Units at even positions (0, 2, 4, ...) go to the hidden subset, units at odd
    positions to the public subset. Blank and comment lines directly above a unit travel
    with it; every other line belongs to the preamble and is kept in both files.
    """
    tree = _parse(source, path)
    names = _units(tree, path)
    if len(names) < 2 * min_per_side:
        raise TaskFormatError(Problem(
            f"{len(names)} top-level test function(s) found; the split needs at least "
            f"{2 * min_per_side} so that each side keeps {min_per_side}", path=path))

    lines = source.splitlines(keepends=True)
    # owner[i] is None for preamble lines, else the unit name owning line i (0-based).
    owner: list[str | None] = [None] * len(lines)
    previous_end = 0
    for node in tree.body:
        start = _first_line(node) - 1
        end = node.end_lineno or node.lineno
        if _is_test_unit(node):
            # Leading blank/comment lines since the previous statement belong to this unit.
            for i in range(previous_end, end):
                owner[i] = node.name  # type: ignore[attr-defined]
        else:
            for i in range(start, end):
                owner[i] = None
        previous_end = end

    hidden_names = tuple(names[0::2])
    public_names = tuple(names[1::2])
    hidden_set, public_set = set(hidden_names), set(public_names)

    def render(keep: set[str]) -> str:
        text = "".join(line for line, who in zip(lines, owner) if who is None or who in keep)
        return text if text.endswith("\n") or not text else text + "\n"

    return SplitSuite(
        public_source=render(public_set),
        hidden_source=render(hidden_set),
        names=tuple(names),
        public_names=public_names,
        hidden_names=hidden_names,
    )
