"""Mutant generation: each mutant is the program ``mutmut apply KEY`` would write."""

from __future__ import annotations

import textwrap

import libcst as cst
import pytest
from mutmut.mutation.diff_apply import read_mutant_function
from mutmut.mutation.file_mutation import mutate_file_contents

from dataset_builder._mutants import generate_mutants
from evaluation import CodeAssayError

# Methods of the same name in two classes, decorators (mutmut mutates only some), docstrings, a comment and blank
# lines before a function, a multi-line string in a method (must not be re-indented), a
# one-line function, an async function, a line mutmut is told to leave alone, and
# characters str.splitlines would wrongly take for line ends.
REFERENCE = textwrap.dedent('''\
    """A module docstring."""
    import functools

    LIMIT = 10
    SEPARATORS = "form\x0cfeed\u2028line separator"  # not line ends for ast or libcst


    # a comment that belongs to the function below
    def clamp(x, low=0, high=LIMIT):
        """Clamp x."""
        if x < low:
            return low
        return min(x, high)


    def one_liner(a, b): return a + b


    class Box:
        size = 3

        def area(self):
            text = """
    keep this
        indentation"""
            return self.size * self.size + len(text) - len(text)

        @staticmethod
        def label(n):
            return f"box-{n + 1}"

        @functools.cache
        def cached(self, n):
            return n + 1


    class Crate:
        def area(self):
            return 2 * 2


    async def fetch(n):
        return n * 2


    def skipped(x):
        return x + 1  # pragma: no mutate
    ''')


def _applied(reference: str, key: str) -> str:
    """What ``mutmut apply`` writes for ``key``: the function replaced in a libcst tree."""
    generated = cst.parse_module(mutate_file_contents("solution.py", reference).code)
    name = key.split(".", 1)[1]
    mutant = read_mutant_function(generated, name)
    function = mutant.name.value
    class_name = name.split("ǁ")[1] if name.startswith("xǁ") else None
    tree = cst.parse_module(reference)
    scope = tree.body if class_name is None else next(
        s.body.body for s in tree.body if isinstance(s, cst.ClassDef) and s.name.value == class_name)
    original = next(s for s in scope if isinstance(s, cst.FunctionDef) and s.name.value == function)
    return tree.deep_replace(original, mutant).code


def test_every_mutant_is_the_program_mutmut_apply_writes():
    mutants = generate_mutants(REFERENCE, "tasks_src/x/reference.py")
    names = mutate_file_contents("solution.py", REFERENCE).mutant_names
    assert [m.key for m in mutants] == [f"solution.{n}" for n in names]  # mutmut's keys and order
    functions = {m.function for m in mutants}
    assert {"clamp", "one_liner", "Box.area", "Box.label", "Crate.area", "fetch"} <= functions
    assert "skipped" not in functions  # pragma: no mutate
    assert "Box.cached" not in functions  # mutmut leaves decorated functions alone
    for mutant in mutants:
        assert mutant.source == _applied(REFERENCE, mutant.key), mutant.key
        assert mutant.source != REFERENCE
        compile(mutant.source, "solution.py", "exec")
    crate = next(m for m in mutants if m.function == "Crate.area")
    head = REFERENCE.split("class Crate")[0]
    assert crate.source.startswith(head)  # Box.area, of the same name, is untouched


def test_diff_names_the_file_and_shows_the_change():
    mutant = next(m for m in generate_mutants(REFERENCE, "r") if m.function == "one_liner")
    diff = mutant.diff(REFERENCE, "tasks_src/x/reference.py")
    assert diff.startswith("--- tasks_src/x/reference.py\n+++ tasks_src/x/reference.py\n")
    assert "-def one_liner(a, b): return a + b" in diff
    assert "+def one_liner(a, b): return a - b" in diff


def test_reference_without_functions_has_no_mutants():
    assert generate_mutants("LIMIT = 3\nsquare = lambda x: x * x\n", "r") == []


def test_unparsable_reference_is_a_clear_error():
    with pytest.raises(CodeAssayError, match="tasks_src/x/reference.py: mutmut cannot parse"):
        generate_mutants("def f(:\n", "tasks_src/x/reference.py")
