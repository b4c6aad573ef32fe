import textwrap

import pytest

from solution import coverage_summary


def summary(source, executed):
    return coverage_summary(textwrap.dedent(source), executed)


SIMPLE = '''\
"""Module docstring."""
import os

def main(argv):
    """Entry point."""
    if argv:
        return 1
    return 0
'''


def test_basic_summary():
    result = coverage_summary(SIMPLE, {2, 4, 6, 8})
    assert result == (80.0, "7")
    assert type(result) is tuple and type(result[0]) is float and type(result[1]) is str
    assert coverage_summary("", {1}) == (100.0, "")


def test_everything_executed_or_nothing_to_run():
    assert coverage_summary(SIMPLE, {1, 2, 4, 5, 6, 7, 8}) == (100.0, "")
    assert coverage_summary("", set()) == (100.0, "")
    assert coverage_summary("# only a comment\n\n", set()) == (100.0, "")
    assert coverage_summary('"""Just a docstring."""\n', set()) == (100.0, "")


def test_ranges_span_non_statement_lines():
    source = """\
        x = 1

        # comment
        y = 2
        total = (x +
                 y)
        print(total)
        z = 3
    """
    assert summary(source, {1, 8}) == (40.0, "4-7")
    assert summary(source, {5, 6}) == (20.0, "1-4, 7-8")


def test_docstrings_excluded_other_strings_counted():
    source = '''\
        """Doc."""
        class Model:
            """Model doc."""
            name = "m"

            def save(self):
                """Save doc."""
                "not a docstring"
                return f"{self.name}"
        "module-level string after code"
    '''
    assert summary(source, {4}) == (16.7, "2, 6-10")
    assert summary(source, set()) == (0.0, "2-10")


def test_definitions_and_clause_lines():
    source = """\
        import functools

        @functools.cache
        def load(key):
            try:
                value = fetch(key)
            except KeyError:
                value = None
            else:
                value = value.strip()
            finally:
                close()
            return value
    """
    assert summary(source, {1, 4, 5, 6, 10}) == (62.5, "8, 12-13")
    assert summary(source, {1, 3, 4, 5, 6, 7, 9, 11}) == (50.0, "8-13")


def test_non_statement_executed_lines_ignored():
    source = """\
        a = 1
        b = 2

        c = 3
    """
    assert summary(source, {0, 3, 5, 99, 2}) == (33.3, "1, 4")


def test_percent_rounded_to_one_decimal():
    assert summary("a = 1\nb = 2\nc = 3\n", {1, 2}) == (66.7, "3")
    source = "\n".join(f"v{i} = {i}" for i in range(1, 8)) + "\n"
    assert coverage_summary(source, {7}) == (14.3, "1-6")
    assert coverage_summary(source, {1, 2, 3, 4, 5, 6}) == (85.7, "7")


def test_elif_counts_else_does_not():
    source = """\
        if a:
            x = 1
        elif b:
            x = 2
        else:
            x = 3
        match x:
            case 1:
                y = 1
            case _:
                y = 2
    """
    assert summary(source, {1, 2, 7, 9}) == (50.0, "3-6, 11")
    assert summary(source, {1, 3, 6, 7, 11}) == (62.5, "2, 4, 9")


def test_statements_sharing_a_line_count_once():
    source = """\
        a = 1; b = 2
        if a: c = 3
        for i in range(3): total = i; other = i
        done = True
    """
    assert summary(source, {1, 4}) == (50.0, "2-3")
    assert summary(source, {2, 3}) == (50.0, "1, 4")


def test_syntax_error_raises():
    with pytest.raises(SyntaxError):
        coverage_summary("def f(:\n    pass\n", set())
    with pytest.raises(SyntaxError):
        coverage_summary("x = = 1\n", {1})


def test_separate_ranges_and_single_lines():
    source = """\
        a = 1
        b = 2
        c = 3
        d = 4
        e = 5
        f = 6
        g = 7
    """
    assert summary(source, {2, 5}) == (28.6, "1, 3-4, 6-7")
    assert summary(source, {1, 3, 5, 7}) == (57.1, "2, 4, 6")
