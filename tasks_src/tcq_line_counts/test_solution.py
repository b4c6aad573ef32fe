import textwrap

import pytest

from solution import count_lines


def counts(source):
    return count_lines(textwrap.dedent(source))


def test_simple_module():
    result = counts("""\
        import os

        # Configuration
        DEBUG = True  # toggled in tests


        def main():
            return os.getcwd()
    """)
    assert result == {"total": 8, "code": 4, "comment": 1, "blank": 3, "logical": 4}
    assert all(type(v) is int for v in result.values())


def test_module_with_functions_and_comments():
    result = counts('''\
        """Tools."""
        # helpers below

        def add(a, b):  # sum
            # body comment
            return a + b
    ''')
    assert sorted(result) == ["blank", "code", "comment", "logical", "total"]
    assert result == {"total": 6, "code": 3, "comment": 2, "blank": 1, "logical": 3}
    assert all(type(v) is int for v in result.values())


def test_empty_and_whitespace_only():
    assert count_lines("") == {"total": 0, "code": 0, "comment": 0, "blank": 0, "logical": 0}
    assert count_lines("\n   \n\t\n") == {"total": 3, "code": 0, "comment": 0, "blank": 3, "logical": 0}
    assert count_lines("(\n   \n)\n") == {"total": 3, "code": 2, "comment": 0, "blank": 1, "logical": 1}


def test_empty_source_gives_zeros():
    result = count_lines("")
    assert result == {"total": 0, "code": 0, "comment": 0, "blank": 0, "logical": 0}
    assert all(type(v) is int for v in result.values())
    assert count_lines("\n") == {"total": 1, "code": 0, "comment": 0, "blank": 1, "logical": 0}
    assert count_lines("\n\n# c\n") == {"total": 3, "code": 0, "comment": 1, "blank": 2, "logical": 0}


def test_multiline_string_lines_are_code():
    result = counts('''\
        def f():
            """Docstring.

            # not a comment
            """
            text = """

            """
            return text
    ''')
    assert result == {"total": 9, "code": 9, "comment": 0, "blank": 0, "logical": 4}


def test_docstring_lines_all_code():
    result = counts('''\
        """Module doc.

        # looks like a comment

        """
        x = 1
    ''')
    assert result == {"total": 6, "code": 6, "comment": 0, "blank": 0, "logical": 2}


def test_comment_only_file():
    result = counts("""\
        #!/usr/bin/env python
        # -*- coding: utf-8 -*-

            # indented comment
    """)
    assert result == {"total": 4, "code": 0, "comment": 3, "blank": 1, "logical": 0}


def test_blank_lines_inside_brackets_are_blank():
    result = counts("""\
        CONFIG = {

            "a": 1,  # first

            # second
            "b": 2,
        }
    """)
    assert result == {"total": 7, "code": 4, "comment": 1, "blank": 2, "logical": 1}


def test_statement_over_several_lines_and_semicolons():
    result = counts("""\
        values = [
            1,

            # two
            2,
        ]
        total = sum(values) + \\
            3
    """)
    assert result == {"total": 8, "code": 6, "comment": 1, "blank": 1, "logical": 2}
    result = counts("""\
        a = 1; b = 2
        if a: b = 3
        for i in range(2): pass
    """)
    assert result == {"total": 3, "code": 3, "comment": 0, "blank": 0, "logical": 3}


def test_logical_lines_count_newline_tokens():
    result = counts("""\
        result = compute(
            1,
            2,
        )
        x = 1; y = 2; z = 3
        # note

        if x:
            pass
    """)
    assert result == {"total": 9, "code": 7, "comment": 1, "blank": 1, "logical": 4}


def test_missing_final_newline():
    assert count_lines("x = 1\ny = 2") == {"total": 2, "code": 2, "comment": 0, "blank": 0, "logical": 2}
    assert count_lines("x = 1\n# end") == {"total": 2, "code": 1, "comment": 1, "blank": 0, "logical": 1}
    assert count_lines("# a\n# b\nx = 1  # c") == {"total": 3, "code": 1, "comment": 2, "blank": 0, "logical": 1}


def test_last_line_without_newline_counts():
    assert count_lines("a = 1\n\nb = [1,\n 2]") == {"total": 4, "code": 3, "comment": 0, "blank": 1, "logical": 2}
    assert count_lines("# only") == {"total": 1, "code": 0, "comment": 1, "blank": 0, "logical": 0}


def test_untokenizable_source_raises_value_error():
    with pytest.raises(ValueError):
        count_lines('x = """never closed\n')
    with pytest.raises(ValueError):
        count_lines("x = (1,\n")
    with pytest.raises(ValueError):
        count_lines("def f():\n    if x:\n        a = 1\n      b = 2\n")


def test_bad_dedent_raises_value_error():
    with pytest.raises(ValueError):
        count_lines("if x:\n        a = 1\n    b = 2\n")
    with pytest.raises(ValueError):
        count_lines("items = [1,\n2,\n")


def test_inconsistent_dedentation_raises_value_error():
    with pytest.raises(ValueError):
        count_lines("class A:\n    def f(self):\n        pass\n  x = 1\n")
    with pytest.raises(ValueError):
        count_lines("if a:\n    if b:\n        c = 1\n   d = 2\n")


def test_string_with_hash_and_comment_after_multiline_string():
    result = counts('''\
        url = "http://example.com/#anchor"
        query = """
        SELECT 1 -- # not a comment
        """  # real comment
        # final
    ''')
    assert result == {"total": 5, "code": 4, "comment": 1, "blank": 0, "logical": 2}


def test_trailing_blank_lines_and_class_body():
    result = counts("""\
        class Config:
            '''One line docstring.'''

            name = "x"  # inline
            # standalone


    """)
    assert result == {"total": 7, "code": 3, "comment": 1, "blank": 3, "logical": 3}


def test_source_is_not_executed(tmp_path):
    marker = tmp_path / "ran.txt"
    source = f"open({str(marker)!r}, 'w').close()\n# comment\n"
    assert count_lines(source) == {"total": 2, "code": 1, "comment": 1, "blank": 0, "logical": 1}
    assert not marker.exists()


def test_source_with_side_effects_is_only_tokenized(tmp_path):
    marker = tmp_path / "ran"
    source = f"import pathlib\npathlib.Path({str(marker)!r}).mkdir()\nNOTE = '''\n# inside\n'''"
    assert count_lines(source) == {"total": 5, "code": 5, "comment": 0, "blank": 0, "logical": 3}
    assert not marker.exists()


def test_unclosed_bracket_raises_value_error():
    with pytest.raises(ValueError):
        count_lines("print((1, 2)\n")
    with pytest.raises(ValueError):
        count_lines("{'a': 1,\n'b': [2,\n")
    with pytest.raises(ValueError):
        count_lines('x = """abc')
