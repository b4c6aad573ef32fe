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
    assert coverage_summary(SIMPLE, {2}) == (20.0, "4-8")


def test_result_types_and_module_without_statements():
    result = coverage_summary("", set())
    assert result == (100.0, "")
    assert type(result) is tuple and type(result[0]) is float and type(result[1]) is str
    comment = coverage_summary("# only a comment\n\n", {1, 2})
    assert comment == (100.0, "") and type(comment[0]) is float
    full = coverage_summary("x = 1\n", {1})
    assert full == (100.0, "") and type(full[0]) is float
    none = coverage_summary("x = 1\n", set())
    assert none == (0.0, "1") and type(none[0]) is float


def test_everything_executed_or_nothing_to_run():
    assert coverage_summary(SIMPLE, {1, 2, 4, 5, 6, 7, 8}) == (100.0, "")
    empty = coverage_summary("", {1})
    assert empty == (100.0, "") and type(empty[0]) is float and type(empty[1]) is str
    doc_only = coverage_summary('"""Just a docstring."""\n', set())
    assert doc_only == (100.0, "") and type(doc_only[0]) is float


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


def test_ranges_across_blank_comment_and_clause_lines():
    source = """\
        for item in items:
            try:
                handle(
                    item,
                )
            except ValueError:
                # skip bad items

                continue
            finally:
                count(item)
        done()
    """
    assert summary(source, {1, 2, 12}) == (50.0, "3-11")
    assert summary(source, {1, 2, 4, 5, 6, 10}) == (33.3, "3-12")


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


def test_second_string_in_a_body_is_a_statement():
    source = """\
        \"\"\"Module doc.\"\"\"
        "second module string"
        async def fetch():
            'fetch doc'
            await get()
            'trailing note'
        class Empty:
            '''Only a docstring.'''
    """
    assert summary(source, {3, 7}) == (40.0, "2, 5-6")
    doc_only = coverage_summary('"""Just a docstring."""\n', {1})
    assert doc_only == (100.0, "") and type(doc_only[0]) is float


def test_decorated_definitions_count_on_keyword_line():
    source = """\
        @app.route(
            "/",
        )
        def index():
            return "ok"

        @dataclass
        class Point:
            x: int = 0
    """
    assert summary(source, {1, 7, 9}) == (25.0, "4-8")
    assert summary(source, {4, 8}) == (50.0, "5, 9")


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


def test_executed_numbers_outside_statements_ignored():
    source = '''\
        def f():
            """Doc."""

            return 1
    '''
    assert summary(source, {2, 3, 5, -1}) == (0.0, "1-4")
    assert summary(source, {1, 2, 3}) == (50.0, "4")


def test_percent_rounded_to_one_decimal():
    assert summary("a = 1\nb = 2\nc = 3\n", {1, 2}) == (66.7, "3")
    source = "\n".join(f"v{i} = {i}" for i in range(1, 8)) + "\n"
    assert coverage_summary(source, {7}) == (14.3, "1-6")
    assert coverage_summary(source, {1, 2, 3, 4, 5, 6}) == (85.7, "7")


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


def test_multiline_and_shared_lines_count_once():
    source = """\
        result = compute(
            1,
            2,
        ); check(result)
        with open(p) as fh: data = fh.read()
        if data: x = 1; y = 2
    """
    assert summary(source, {1, 5}) == (50.0, "4, 6")
    assert summary(source, {4, 2, 3}) == (25.0, "1, 5-6")


def test_source_is_not_executed(tmp_path):
    marker = tmp_path / "ran.txt"
    source = (
        "import pathlib\n"
        f"pathlib.Path({str(marker)!r}).write_text('ran')\n"
        "\n"
        "@decorator_that_does_not_exist\n"
        "def f():\n"
        "    '''Doc.'''\n"
        "    return 1\n"
        "'a later string'\n"
    )
    assert coverage_summary(source, {1, 2, 4}) == (40.0, "5-8")
    assert not marker.exists()


def test_source_with_side_effects_is_only_parsed(tmp_path):
    marker = tmp_path / "ran"
    source = f"open({str(marker)!r}, 'w').close()\nraise SystemExit(1)\n"
    assert coverage_summary(source, {1}) == (50.0, "2")
    assert not marker.exists()


def test_syntax_error_raises():
    with pytest.raises(SyntaxError):
        coverage_summary("def f(:\n    pass\n", set())
    with pytest.raises(SyntaxError):
        coverage_summary("x = = 1\n", {1})


def test_syntax_error_in_nested_code_raises():
    with pytest.raises(SyntaxError):
        coverage_summary("class A:\n    def f(self):\n        return )\n", {1, 2})
    with pytest.raises(SyntaxError):
        coverage_summary("for i in range(3)\n    pass\n", set())
