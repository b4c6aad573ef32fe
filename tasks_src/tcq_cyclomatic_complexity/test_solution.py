import textwrap

import pytest

from solution import cyclomatic_complexity


def cc(source):
    return cyclomatic_complexity(textwrap.dedent(source))


def test_if_elif_else_chain():
    result = cc("""\
        def classify(n):
            if n < 0:
                return "negative"
            elif n == 0:
                return "zero"
            elif n < 10:
                return "small"
            else:
                return "large"

        def empty():
            pass
    """)
    assert result == {"classify": 4, "empty": 1}
    assert type(result) is dict and type(result["classify"]) is int


def test_loops_with_else_clauses():
    assert cc("""\
        def scan(rows):
            for row in rows:
                while row:
                    row = row[1:]
                else:
                    pass
            else:
                return None

        async def drain(stream):
            async for chunk in stream:
                pass
    """) == {"scan": 3, "drain": 2}


def test_boolean_operator_chains():
    assert cc("""\
        def a(x, y):
            return x and y

        def b(x, y, z):
            return x and y and z

        def c(x, y, z):
            return x and y or z

        def d(x):
            return not x
    """) == {"a": 2, "b": 3, "c": 3, "d": 1}


def test_except_clauses_count_but_try_finally_with_do_not():
    assert cc("""\
        def load(path):
            try:
                with open(path) as fh:
                    assert fh
                    return fh.read()
            except FileNotFoundError:
                return ""
            except (PermissionError, IsADirectoryError):
                raise
            finally:
                pass
    """) == {"load": 3}


def test_nested_functions_and_methods_are_separate():
    assert cc("""\
        class Parser:
            def parse(self, text):
                def helper(ch):
                    if ch.isdigit():
                        return 1
                    return 0
                return [helper(c) for c in text]

            class Inner:
                def method(self, x):
                    while x:
                        x -= 1

        def outer():
            def inner(a):
                return a or 1
            return inner
    """) == {
        "Parser.parse": 2,
        "Parser.parse.helper": 2,
        "Parser.Inner.method": 2,
        "outer": 1,
        "outer.inner": 2,
    }


def test_comprehensions_and_lambdas():
    assert cc("""\
        def pick(groups):
            flat = [x for g in groups for x in g if x if x > 1]
            key = lambda v: 0 if v is None else v
            return sorted(flat, key=key), {k: v for k, v in groups}, any(x for x in flat)
    """) == {"pick": 8}


def test_decorators_and_defaults_count_for_enclosing_function():
    assert cc("""\
        def outer(flag, ys):
            @register(a if flag else b)
            def inner(x=[i for i in ys if i], *, z, y=flag or None):
                if x:
                    pass
            return inner
    """) == {"outer": 5, "outer.inner": 2}


def test_match_cases():
    assert cc("""\
        def command(cmd):
            match cmd:
                case "go":
                    return 1
                case "stop" | "halt":
                    return 2
                case _:
                    return 0
    """) == {"command": 4}


def test_module_level_code_and_class_body_in_function():
    assert cc("""\
        import os
        if os.name == "nt" and os.sep:
            def a():
                return 1
        values = [v for v in range(3) if v]

        def factory(n):
            class Local:
                size = 1 if n else 2

                def method(self):
                    return [v for v in self]
            return Local
    """) == {"a": 1, "factory": 2, "factory.Local.method": 2}


def test_no_functions_and_syntax_error():
    assert cc("x = 1 if True else 2\nclass Empty:\n    pass\n") == {}
    assert cc("") == {}
    with pytest.raises(SyntaxError):
        cyclomatic_complexity("def f(:\n    pass\n")


def test_redefinition_later_wins_and_annotations_ignored():
    assert cc("""\
        def handler(x):
            return x

        def handler(x: int if True else str) -> int:
            if x:
                return 1
            while x and x > 2:
                x -= 1
            return 0
    """) == {"handler": 4}
