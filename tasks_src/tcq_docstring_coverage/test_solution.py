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

            def __init__(self):
                pass

        class _Impl:
            def run(self):
                pass
    ''')
    assert result == {"total": 4, "documented": 3, "missing": ["render"], "percent": 75.0}
    assert type(result["total"]) is int and type(result["documented"]) is int
    assert type(result["missing"]) is list and type(result["percent"]) is float


def test_result_has_exactly_four_keys_with_types():
    result = check('''\
        async def fetch():
            """Fetch."""

        class Client:
            def get(self):
                """Get."""
    ''')
    assert sorted(result) == ["documented", "missing", "percent", "total"]
    assert result == {"total": 4, "documented": 2, "missing": ["<module>", "Client"], "percent": 50.0}
    assert type(result["total"]) is int and type(result["documented"]) is int
    assert type(result["missing"]) is list and all(type(name) is str for name in result["missing"])
    assert type(result["percent"]) is float


def test_empty_source_counts_the_module():
    empty = check("")
    assert empty == {"total": 1, "documented": 0, "missing": ["<module>"], "percent": 0.0}
    assert type(empty["percent"]) is float
    only = check('"""Only a docstring."""\n')
    assert only == {"total": 1, "documented": 1, "missing": [], "percent": 100.0}
    assert type(only["percent"]) is float
    blank = docstring_coverage('"""   \n  """\n')
    assert blank == {"total": 1, "documented": 0, "missing": ["<module>"], "percent": 0.0}


def test_module_item_always_first():
    assert check("def a():\n    pass\n") == {
        "total": 2, "documented": 0, "missing": ["<module>", "a"], "percent": 0.0,
    }
    assert check('class K:\n    """K."""\n') == {
        "total": 2, "documented": 1, "missing": ["<module>"], "percent": 50.0,
    }
    assert check("# only a comment\n") == {
        "total": 1, "documented": 0, "missing": ["<module>"], "percent": 0.0,
    }


def test_methods_and_nested_classes_are_qualified():
    result = check('''\
        """Models."""

        class Outer:
            def method(self):
                def helper():
                    pass
                return helper

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


def test_qualified_names_through_classes():
    result = check('''\
        """Doc."""

        class Parser:
            """Parser."""

            def parse(self):
                pass

            class Token:
                class Kind:
                    def name(self):
                        """Name."""
    ''')
    assert result == {
        "total": 6,
        "documented": 3,
        "missing": ["Parser.parse", "Parser.Token", "Parser.Token.Kind"],
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


def test_dunder_and_underscore_names_not_counted():
    result = check('''\
        class Service:
            def __init__(self):
                pass

            def __call__(self):
                pass

            def _step(self):
                pass

            def run(self):
                pass

        class __Meta:
            def visible(self):
                pass

        class _Hidden:
            class Inner:
                def method(self):
                    pass
    ''')
    assert result == {
        "total": 3,
        "documented": 0,
        "missing": ["<module>", "Service", "Service.run"],
        "percent": 0.0,
    }


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


def test_whitespace_only_and_late_strings_do_not_document():
    result = check('''\
        def tabs():
            """\t """

        class Empty:
            ''

            def after(self):
                pass
                """Too late."""

        def real():
            'x'
    ''')
    assert result == {
        "total": 5,
        "documented": 1,
        "missing": ["<module>", "tabs", "Empty", "Empty.after"],
        "percent": 20.0,
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


def test_definitions_in_function_bodies_ignored():
    result = check('''\
        """Doc."""

        class Api:
            """Api."""

            def handler(self):
                """Handle."""
                class Response:
                    def send(self):
                        pass
                async def later():
                    pass
                return Response
    ''')
    assert result == {"total": 3, "documented": 3, "missing": [], "percent": 100.0}


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


def test_definitions_in_with_and_loops_ignored():
    result = check('''\
        """Doc."""
        with open("x") as fh:
            def reader():
                pass
        for i in range(2):
            class Loop:
                pass
        while False:
            def never():
                pass

        def kept():
            pass
    ''')
    assert result == {"total": 2, "documented": 1, "missing": ["kept"], "percent": 50.0}


def test_percent_is_rounded_to_one_decimal():
    result = check('''\
        """Module."""

        def a():
            """A."""

        def b():
            pass
    ''')
    assert result["percent"] == 66.7 and type(result["percent"]) is float
    assert result["total"] == 3 and result["documented"] == 2
    third = check('"""Module."""\n\ndef a():\n    pass\n\ndef b():\n    pass\n')
    assert third["percent"] == 33.3
    assert check("def f():\n    pass\n\ndef g():\n    pass\n")["percent"] == 0.0


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


def test_missing_in_source_order_without_running_the_code(tmp_path):
    marker = tmp_path / "ran.txt"
    source = textwrap.dedent('''\
        open(MARK, "w").close()

        class Zeta:
            def b(self):
                pass

            def a(self):
                pass

        with ctx:
            def wrapped():
                pass

        def alpha():
            pass
    ''').replace("MARK", repr(str(marker)))
    result = docstring_coverage(source)
    assert result["missing"] == ["<module>", "Zeta", "Zeta.b", "Zeta.a", "alpha"]
    assert result["total"] == 5 and result["percent"] == 0.0
    assert not marker.exists()


def test_source_is_not_executed(tmp_path):
    marker = tmp_path / "ran"
    source = textwrap.dedent('''\
        """Doc."""
        import pathlib
        pathlib.Path(MARK).mkdir()

        def f():
            """F."""
    ''').replace("MARK", repr(str(marker)))
    assert docstring_coverage(source) == {"total": 2, "documented": 2, "missing": [], "percent": 100.0}
    assert not marker.exists()


def test_syntax_error_raises():
    with pytest.raises(SyntaxError):
        docstring_coverage("def broken(:\n    pass\n")
    with pytest.raises(SyntaxError):
        docstring_coverage("class X\n")


def test_syntax_error_in_a_class_body_raises():
    with pytest.raises(SyntaxError):
        docstring_coverage('class A:\n    """A."""\n    def m(self)\n        pass\n')
    with pytest.raises(SyntaxError):
        docstring_coverage("def f():\nreturn 1\n")
