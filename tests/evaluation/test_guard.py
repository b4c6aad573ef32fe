"""The strict comparison used inside runs: plain values compare as Python does, values
whose equality is defined by the program under test cannot fake a match."""

from __future__ import annotations

import collections

import pytest

from evaluation._guard import ComparisonRefused, compare, truth


def _from_program(source: str, name: str):
    namespace: dict = {}
    exec(compile(source, "/tmp/run/solution.py", "exec"), namespace)
    return namespace[name]


AlwaysEqual = _from_program("class AlwaysEqual:\n    def __eq__(self, other):\n        return True\n"
                            "    def __ne__(self, other):\n        return False\n    __hash__ = object.__hash__\n",
                            "AlwaysEqual")
Truthy = _from_program("class Truthy:\n    def __bool__(self):\n        return True\n", "Truthy")


@pytest.mark.parametrize("a,b,expected", [
    ([1, 2], [1, 2], True), ([1, 2], [2, 1], False), ((1,), [1], False), ({"a": 1}, {"a": 1}, True),
    ({"a": 1}, {"a": 2}, False), (1, 1.0, True), ({1, 2}, {2, 1}, True), ("x", "y", False),
    (collections.Counter("aab"), {"a": 2, "b": 1}, True), (None, None, True),
])
def test_plain_values_compare_as_python(a, b, expected):
    assert compare("==", a, b) is expected
    assert compare("!=", a, b) is (not expected)


def test_program_defined_equality_is_refused_against_plain_values():
    for expected in ([1, 2], 3, "x", {"k": 1}):
        with pytest.raises(ComparisonRefused):
            compare("==", AlwaysEqual(), expected)
        with pytest.raises(ComparisonRefused):
            compare("==", expected, AlwaysEqual())


def test_nested_impostor_is_found():
    with pytest.raises(ComparisonRefused):
        compare("==", [1, AlwaysEqual()], [1, 2])
    with pytest.raises(ComparisonRefused):
        compare("==", {"a": AlwaysEqual()}, {"a": 5})


def test_same_program_class_uses_its_own_equality():
    assert compare("==", AlwaysEqual(), AlwaysEqual()) is True


def test_membership():
    assert compare("in", 2, [1, 2]) is True
    assert compare("not in", 3, (1, 2)) is True
    assert compare("in", "b", "abc") is True
    with pytest.raises(ComparisonRefused):
        compare("in", AlwaysEqual(), [1, 2])


def test_ordering():
    assert compare("<", 1, 2) is True and compare(">=", 1, 2) is False


def test_approx_is_trusted():
    assert compare("==", 0.1 + 0.2, pytest.approx(0.3)) is True


def test_truth():
    assert truth([1]) is True and truth(0) is False
    with pytest.raises(ComparisonRefused):
        truth(Truthy())
