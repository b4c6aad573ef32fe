"""What runs inside a sandboxed run to keep the verdict honest.

Three defences against the reward hacks that fool other harnesses (see the README's
threat model for what they do not cover):

1. **Strict comparisons.** Assertions in the test file are rewritten (on the AST, before
   pytest's own assertion rewriting, so line numbers and tracebacks are unchanged) to
   compare through :func:`compare`. A value whose ``__eq__`` (or ordering, truth or
   containment) is defined by the program under test cannot make a comparison with a
   plain value succeed, so an object that claims to equal everything fails.
2. **Completion witness.** Each test body gets a final statement recording that it ran
   to its end. A test counts as passed only when pytest reports it passed *and* its
   body completed, so replacing pytest's runner with a no-op passes nothing.
3. **Tamper check.** Identities of builtins, of pytest's machinery and of unittest's
   assertions are recorded before the program is imported and compared at the end.

Records are written as JSON lines to a pipe the supervising worker reads; the worker,
not this module, decides the verdict, and it treats a missing or cut record as a failure.
"""

from __future__ import annotations

import ast
import builtins
import json
import operator
import os
import sys
import sysconfig
import types
import unittest  # noqa: F401  (loaded before any program, so the tamper check can watch it)
from collections.abc import Callable
from pathlib import Path

import _pytest
import pluggy
import pytest

from evaluation._defaults import FAILURE_TEXT_LIMIT

__all__ = [
    "ComparisonRefused",
    "compare",
    "truth",
    "transform_test_tree",
    "install_rewrite_hook",
    "GuardPlugin",
    "COMPARE_NAME",
    "TRUTH_NAME",
    "DONE_NAME",
]

COMPARE_NAME = "__codeassay_compare__"
TRUTH_NAME = "__codeassay_truth__"
DONE_NAME = "__codeassay_done__"

_TRUSTED_ROOTS = tuple(
    str(Path(p).resolve()) for p in {
        sysconfig.get_paths()["stdlib"],
        sysconfig.get_paths()["platstdlib"],
        str(Path(_pytest.__file__).parent),
        str(Path(pytest.__file__).parent),
        str(Path(pluggy.__file__).parent),
        str(Path(__file__).parent),
    }
)
_SEQUENCES = (list, tuple)
_MAPPINGS = (dict,)
_SETS = (set, frozenset)
_EQ_DUNDERS = ("__eq__", "__ne__")
_ORDER_DUNDERS = ("__lt__", "__le__", "__gt__", "__ge__")
_TRUTH_DUNDERS = ("__bool__", "__len__")
_CONTAINS_DUNDERS = ("__contains__", "__iter__")


class ComparisonRefused(AssertionError):
    """A comparison depended on behaviour defined by the program under test."""


def _trusted_code(func: object) -> bool:
    """True when ``func`` is implemented in C or in the standard library / pytest / tests."""
    if isinstance(func, (types.WrapperDescriptorType, types.MethodWrapperType,
                         types.BuiltinFunctionType, types.MethodDescriptorType)):
        return True
    if func is None:
        return True
    code = getattr(func, "__code__", None)
    if code is None:
        return False
    filename = code.co_filename
    if filename in _TRUSTED_FILES:
        return True
    try:
        resolved = str(Path(filename).resolve())
    except (OSError, ValueError):
        return False
    return resolved.startswith(_TRUSTED_ROOTS)


# The test file's own helpers are trusted too; the plugin adds its path once it is known.
_TRUSTED_FILES: set[str] = set()


def _defined_by_program(value: object, dunders: tuple[str, ...]) -> bool:
    """True when any of ``dunders`` of ``type(value)`` comes from untrusted code."""
    cls = type(value)
    for name in dunders:
        for klass in cls.__mro__:
            if name in vars(klass):
                if not _trusted_code(vars(klass)[name]):
                    return True
                break
    return False


def _refuse(op: str, a: object, b: object) -> ComparisonRefused:
    culprit = a if _defined_by_program(a, _EQ_DUNDERS + _ORDER_DUNDERS) else b
    return ComparisonRefused(
        f"comparison {op!r} refused: {type(culprit).__qualname__} defines it in the program under "
        "test; tests compare plain values")


def _equal(a: object, b: object) -> bool:
    """Equality that a value defined by the program under test cannot fake."""
    a_untrusted = _defined_by_program(a, _EQ_DUNDERS)
    b_untrusted = _defined_by_program(b, _EQ_DUNDERS)
    if a_untrusted or b_untrusted:
        if type(a) is type(b):  # the program's own class, compared with its own kind
            return bool(a == b)
        raise _refuse("==", a, b)
    if isinstance(a, _SEQUENCES) and isinstance(b, _SEQUENCES):
        if isinstance(a, list) != isinstance(b, list) or len(a) != len(b):
            return bool(a == b) if isinstance(a, list) == isinstance(b, list) else False
        return all(_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, _MAPPINGS) and isinstance(b, _MAPPINGS):
        for key in list(a) + list(b):
            if _defined_by_program(key, _EQ_DUNDERS):
                raise _refuse("==", key, b)
        if a.keys() != b.keys():
            return False
        return all(_equal(a[k], b[k]) for k in a)
    if isinstance(a, _SETS) and isinstance(b, _SETS):
        for item in list(a) + list(b):
            if _defined_by_program(item, _EQ_DUNDERS):
                raise _refuse("==", item, b)
    return bool(a == b)


def _contains(container: object, item: object) -> bool:
    if _defined_by_program(container, _CONTAINS_DUNDERS + _EQ_DUNDERS):
        raise _refuse("in", item, container)
    if isinstance(container, _SEQUENCES):
        return any(_equal(item, element) for element in container)
    if isinstance(container, _MAPPINGS + _SETS) and _defined_by_program(item, _EQ_DUNDERS):
        raise _refuse("in", item, container)
    return item in container  # type: ignore[operator]


_ORDER: dict[str, Callable[[object, object], object]] = {
    "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
}


def compare(op: str, a: object, b: object) -> bool:
    """Evaluate ``a <op> b`` for an assertion, refusing program-defined magic.

    Supports ``==``, ``!=``, ``in``, ``not in`` and the four orderings; anything else is
    evaluated by the caller and never reaches here.
    """
    if op == "==":
        return _equal(a, b)
    if op == "!=":
        return not _equal(a, b)
    if op == "in":
        return _contains(b, a)
    if op == "not in":
        return not _contains(b, a)
    if (_defined_by_program(a, _ORDER_DUNDERS) or _defined_by_program(b, _ORDER_DUNDERS)) \
            and type(a) is not type(b):
        raise _refuse(op, a, b)
    return bool(_ORDER[op](a, b))


def truth(value: object) -> bool:
    """``bool(value)`` for an assertion, refusing a truth value defined by the program."""
    if _defined_by_program(value, _TRUTH_DUNDERS):
        raise ComparisonRefused(
            f"truth value refused: {type(value).__qualname__} defines __bool__/__len__ in the "
            "program under test; tests assert `is True` or compare plain values")
    return bool(value)


_OPS: dict[type, str] = {
    ast.Eq: "==", ast.NotEq: "!=", ast.In: "in", ast.NotIn: "not in",
    ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=",
}


class _Rewriter(ast.NodeTransformer):
    """Routes assertion comparisons through :func:`compare`, adds completion witnesses."""

    def _guard_expr(self, node: ast.expr) -> ast.expr:
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _OPS:
            call = ast.Call(func=ast.Name(COMPARE_NAME, ast.Load()),
                            args=[ast.Constant(_OPS[type(node.ops[0])]), node.left, node.comparators[0]],
                            keywords=[])
            return ast.copy_location(call, node)
        if isinstance(node, ast.BoolOp):
            node.values = [self._guard_expr(v) for v in node.values]
            return node
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            node.operand = self._guard_expr(node.operand)
            return node
        if isinstance(node, (ast.Name, ast.Call, ast.Attribute, ast.Subscript)):
            call = ast.Call(func=ast.Name(TRUTH_NAME, ast.Load()), args=[node], keywords=[])
            return ast.copy_location(call, node)
        return node

    def visit_Assert(self, node: ast.Assert) -> ast.Assert:
        node.test = self._guard_expr(node.test)
        return node

    def _witness(self, func: ast.FunctionDef) -> None:
        last = func.body[-1]
        stmt = ast.Expr(ast.Call(func=ast.Name(DONE_NAME, ast.Load()), args=[], keywords=[]))
        ast.copy_location(stmt, last)
        stmt.lineno = stmt.end_lineno = last.end_lineno or last.lineno
        ast.fix_missing_locations(stmt)
        func.body.append(stmt)


def transform_test_tree(tree: ast.Module) -> ast.Module:
    """Rewrite a parsed test module in place: guarded assertions and witnesses."""
    rewriter = _Rewriter()
    rewriter.visit(tree)
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name.startswith("test"):
            rewriter._witness(node)
        elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
            for member in node.body:
                if isinstance(member, ast.FunctionDef) and member.name.startswith("test"):
                    rewriter._witness(member)
    ast.fix_missing_locations(tree)
    return tree


def install_rewrite_hook(test_file_name: str) -> None:
    """Make pytest's assertion rewriter apply :func:`transform_test_tree` to the test file.

    Installed in the warm worker before any program runs, so the program cannot see an
    unguarded window.
    """
    from _pytest.assertion import rewrite

    original = rewrite.rewrite_asserts
    if getattr(original, "_codeassay", False):
        return

    def rewrite_asserts(mod: ast.Module, source: bytes, module_path: str | None = None,
                        config: object = None) -> None:
        if module_path is not None and Path(str(module_path)).name == test_file_name:
            transform_test_tree(mod)
        original(mod, source, module_path, config)

    rewrite_asserts._codeassay = True  # type: ignore[attr-defined]
    rewrite.rewrite_asserts = rewrite_asserts


def _watched() -> dict[str, dict[str, object]]:
    """Namespaces whose bindings must be the same at the end of a run as at its start."""
    import _pytest.assertion.rewrite
    import _pytest.assertion.util
    import _pytest.outcomes
    import _pytest.python
    import _pytest.reports
    import _pytest.runner

    spaces: dict[str, object] = {
        "builtins": builtins,
        "pytest": pytest,
        "_pytest.python": _pytest.python,
        "_pytest.runner": _pytest.runner,
        "_pytest.reports": _pytest.reports,
        "_pytest.outcomes": _pytest.outcomes,
        "_pytest.assertion.rewrite": _pytest.assertion.rewrite,
        "_pytest.assertion.util": _pytest.assertion.util,
        "Function": _pytest.python.Function,
        "TestReport": _pytest.reports.TestReport,
        "CallInfo": _pytest.runner.CallInfo,
        "unittest.TestCase": unittest.TestCase,
        "evaluation._guard": sys.modules[__name__],
        "GuardPlugin": GuardPlugin,
    }
    return {name: dict(vars(space)) for name, space in spaces.items()}


def _changed(before: dict[str, dict[str, object]]) -> list[str]:
    now = _watched()
    changed = []
    for space, names in before.items():
        current = now[space]
        for name, value in names.items():
            if current.get(name, _MISSING) is not value:
                changed.append(f"{space}.{name}")
    for name in ("pytest", "_pytest", "unittest", "builtins"):
        if sys.modules.get(name) is not _MODULES.get(name):
            changed.append(f"sys.modules[{name!r}]")
    return changed


_MISSING = object()
_MODULES: dict[str, object] = {}


class GuardPlugin:
    """pytest plugin of a sandboxed run: streams per-test records, checks witnesses."""

    def __init__(self, report_fd: int | None, test_path: str) -> None:
        self._fd = report_fd
        self._current: str | None = None
        self._completed: set[str] = set()
        self._snapshot: dict[str, dict[str, object]] = {}
        _TRUSTED_FILES.add(test_path)

    def attach(self, report_fd: int) -> None:
        """Report into ``report_fd`` from now on (a session configured before the run)."""
        self._fd = report_fd
        self._emit({"t": "start"})

    def _emit(self, record: dict) -> None:
        if self._fd is None:
            return  # configured ahead of a run: nothing to report to yet
        data = (json.dumps(record) + "\n").encode()
        while data:
            written = os.write(self._fd, data)
            data = data[written:]

    def _done(self) -> None:
        if self._current is not None:
            self._completed.add(self._current)

    def pytest_configure(self, config: pytest.Config) -> None:
        """Arm the witness and record the machinery before the program is imported."""
        setattr(builtins, COMPARE_NAME, compare)
        setattr(builtins, TRUTH_NAME, truth)
        setattr(builtins, DONE_NAME, self._done)
        for name in ("pytest", "_pytest", "unittest", "builtins"):
            _MODULES[name] = sys.modules.get(name)
        self._snapshot = _watched()
        self._emit({"t": "start"})

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_call(self, item: pytest.Item):
        """Remember which test is running, so its witness can name it."""
        self._current = item.nodeid
        try:
            return (yield)
        finally:
            self._current = None

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        """A module that fails to import is an error of the whole run."""
        if report.failed:
            self._emit({"t": "collect_error", "text": str(report.longrepr)[-FAILURE_TEXT_LIMIT:]})

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """One record per phase of every test, with the witness for the call phase."""
        record = {"t": "test", "nodeid": report.nodeid, "when": report.when,
                  "outcome": report.outcome, "duration": report.duration}
        if report.when == "call" and report.passed:
            record["completed"] = report.nodeid in self._completed
        if report.failed:
            record["text"] = str(report.longrepr)[-FAILURE_TEXT_LIMIT:]
        self._emit(record)

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        """Close the report with the tamper check; a run without this record never passes."""
        self._emit({"t": "end", "tampered": _changed(self._snapshot), "exitstatus": int(exitstatus)})
