import textwrap

import pytest

from solution import docstring_coverage


def check(source):
    return docstring_coverage(textwrap.dedent(source))


def test_module_functions_and_classes():
    result = check('''\
        """Tools for parsing."""

        def parse(text):
            """Parse text."""

        def render(tree):
            return str(tree)

        class Node:
            """A tree node."""
    ''')
    assert result == {"total": 4, "documented": 3, "missing": ["render"], "percent": 75.0}
    assert type(result["total"]) is int and type(result["documented"]) is int
    assert type(result["missing"]) is list and type(result["percent"]) is float


def test_empty_source_counts_the_module():
    assert check("") == {"total": 1, "documented": 0, "missing": ["<module>"], "percent": 0.0}
    assert check('"""Only a docstring."""\n') == {"total": 1, "documented": 1, "missing": [], "percent": 100.0}


def test_methods_and_nested_classes_are_qualified():
    result = check('''\
        """Models."""

        class Outer:
            def method(self):
                pass

            class Inner:
                """Inner docs."""

                async def fetch(self):
                    pass

                def ok(self):
                    """Fine."""
    ''')
    assert result == {
        "total": 6,
        "documented": 3,
        "missing": ["Outer", "Outer.method", "Outer.Inner.fetch"],
        "percent": 50.0,
    }


def test_private_names_and_their_contents_skipped():
    result = check('''\
        """Module."""

        def _helper():
            pass

        class _Private:
            def public_looking(self):
                pass

        class Api:
            """Api."""

            def __init__(self):
                pass

            def __repr__(self):
                return "Api()"

            def _internal(self):
                pass
    ''')
    assert result == {"total": 2, "documented": 2, "missing": [], "percent": 100.0}


def test_blank_bytes_and_fstring_docstrings_do_not_count():
    result = check('''\
        """   """

        def blank():
            """
            """

        def raw():
            b"""bytes are not docstrings"""

        def formatted():
            f"""formatted {1}"""

        def late():
            x = 1
            """not first"""

        def good():
            """  Padded but real.  """
    ''')
    assert result == {
        "total": 6,
        "documented": 1,
        "missing": ["<module>", "blank", "raw", "formatted", "late"],
        "percent": 16.7,
    }


def test_nested_functions_are_ignored():
    result = check('''\
        """Module."""

        def outer():
            """Outer."""
            def inner():
                pass
            class Local:
                pass
            return inner
    ''')
    assert result == {"total": 2, "documented": 2, "missing": [], "percent": 100.0}


def test_conditional_definitions_are_ignored():
    result = check('''\
        """Compat."""
        import sys

        if sys.version_info >= (3, 11):
            def read(path):
                pass
        else:
            class Reader:
                pass

        try:
            def fast():
                pass
        except ImportError:
            pass

        class Config:
            """Config."""
            if True:
                def hidden(self):
                    pass
    ''')
    assert result == {"total": 2, "documented": 2, "missing": [], "percent": 100.0}


def test_percent_is_rounded_to_one_decimal():
    result = check('''\
        """Module."""

        def a():
            """A."""

        def b():
            pass
    ''')
    assert result["percent"] == 66.7
    assert result["total"] == 3 and result["documented"] == 2
    assert check("def f():\n    pass\n\ndef g():\n    pass\n")["percent"] == 0.0


def test_missing_in_source_order():
    result = check('''\
        class Zeta:
            def b(self):
                pass

            def a(self):
                pass

        def alpha():
            pass
    ''')
    assert result["missing"] == ["<module>", "Zeta", "Zeta.b", "Zeta.a", "alpha"]
    assert result["percent"] == 0.0


def test_syntax_error_raises():
    with pytest.raises(SyntaxError):
        docstring_coverage("def broken(:\n    pass\n")
    with pytest.raises(SyntaxError):
        docstring_coverage("class X\n")


def test_one_of_seven_documented():
    result = check('''\
        """Package docs."""

        class A:
            def __init__(self):
                pass

            def x(self):
                pass

            def y(self):
                pass

        async def run():
            pass

        def stop():
            ""

        class B:
            pass
    ''')
    assert result == {
        "total": 7,
        "documented": 1,
        "missing": ["A", "A.x", "A.y", "run", "stop", "B"],
        "percent": 14.3,
    }
