"""The public/hidden split: the paper's rule, on sources that try to confuse it."""

from __future__ import annotations

import ast
import textwrap

import pytest

from dataset_builder import split_tests, list_test_units
from evaluation import TaskFormatError


def _names(source: str) -> list[str]:
    tree = ast.parse(source)
    return [n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))
            and n.name.startswith(("test", "Test"))]


TRICKY = textwrap.dedent('''\
    """Module docstring stays in both files."""
    import pytest

    from solution import f

    LIMIT = 3  # a constant


    # belongs to test_a
    def test_a():
        assert f(1) == 1


    @pytest.fixture
    def data():
        return [1, 2]


    @pytest.mark.parametrize("x", [1, 2])
    def test_ab(x, data):
        assert f(x) in data


    def helper(v):
        return v


    class TestGroup:
        def test_inside(self):
            assert helper(1) == 1


    def test_abc():
        assert f(LIMIT) == 3


    def test_last():
        assert f(0) == 0
''')


def test_alternates_starting_with_hidden_and_odd_extra_goes_hidden():
    split = split_tests(TRICKY)
    assert split.names == ("test_a", "test_ab", "TestGroup", "test_abc", "test_last")
    assert split.hidden_names == ("test_a", "TestGroup", "test_last")
    assert split.public_names == ("test_ab", "test_abc")


def test_even_count_splits_evenly():
    source = "".join(f"def test_{i}():\n    pass\n\n\n" for i in range(6))
    split = split_tests(source)
    assert split.hidden_names == ("test_0", "test_2", "test_4")
    assert split.public_names == ("test_1", "test_3", "test_5")


def test_files_are_disjoint_and_union_is_the_suite():
    split = split_tests(TRICKY)
    public, hidden = _names(split.public_source), _names(split.hidden_source)
    assert set(public).isdisjoint(hidden)
    assert sorted(public + hidden) == sorted(split.names)
    assert public == list(split.public_names) and hidden == list(split.hidden_names)


def test_preamble_fixtures_and_helpers_are_in_both_files():
    split = split_tests(TRICKY)
    for text in (split.public_source, split.hidden_source):
        assert '"""Module docstring stays in both files."""' in text
        assert "LIMIT = 3  # a constant" in text
        assert "def data():" in text and "@pytest.fixture" in text
        assert "def helper(v):" in text
        ast.parse(text)


def test_decorators_and_leading_comments_travel_with_their_test():
    split = split_tests(TRICKY)
    assert '@pytest.mark.parametrize("x", [1, 2])' in split.public_source
    assert "parametrize" not in split.hidden_source
    assert "# belongs to test_a" in split.hidden_source
    assert "# belongs to test_a" not in split.public_source


def test_name_that_is_a_prefix_of_another_is_not_confused():
    split = split_tests(TRICKY)
    assert "def test_ab(" in split.public_source and "def test_ab(" not in split.hidden_source
    assert "def test_abc(" in split.public_source and "def test_a(" in split.hidden_source


def test_split_is_deterministic():
    assert split_tests(TRICKY) == split_tests(TRICKY)


def test_too_few_tests_for_two_per_side():
    source = "".join(f"def test_{i}():\n    pass\n\n" for i in range(3))
    with pytest.raises(TaskFormatError, match="3 top-level test function"):
        split_tests(source, "x/test_solution.py")


def test_no_tests_at_all():
    with pytest.raises(TaskFormatError, match="0 top-level test function"):
        split_tests("import os\n")


def test_duplicate_and_async_tests_are_reported_together():
    source = "def test_a():\n    pass\n\n\ndef test_a():\n    pass\n\n\nasync def test_b():\n    pass\n"
    with pytest.raises(TaskFormatError) as info:
        list_test_units(source, "t/test_solution.py")
    messages = [str(p) for p in info.value.problems]
    assert len(messages) == 2
    assert any("t/test_solution.py:5" in m and "defined twice" in m for m in messages)
    assert any("t/test_solution.py:9" in m and "async" in m for m in messages)


def test_syntax_error_names_file_and_line():
    with pytest.raises(TaskFormatError, match=r"t/test_solution.py:2: syntax error"):
        list_test_units("x = 1\ndef test_a(:\n", "t/test_solution.py")
