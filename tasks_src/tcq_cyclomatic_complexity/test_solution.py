import textwrap

import pytest

from solution import cyclomatic_complexity


def cc(source):
    return cyclomatic_complexity(textwrap.dedent(source))


def test_if_elif_chain_and_match_cases():
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

        def route(cmd):
            match cmd:
                case "go":
                    return 1
                case "stop" | "halt":
                    return 2
                case _:
                    return 0
    """)
    assert result == {"classify": 4, "empty": 1, "route": 4}
    assert type(result) is dict and all(type(v) is int for v in result.values())


def test_nested_ifs_and_match_with_guards():
    result = cc("""\
        def check(a, b):
            if a:
                if b:
                    return 1
            else:
                if not b:
                    return 2
            return 3

        def dispatch(msg):
            match msg:
                case {"kind": "ping"}:
                    return "pong"
                case [first, *rest] if first:
                    return first
            return None
    """)
    assert result == {"check": 4, "dispatch": 3}
    assert type(result) is dict and all(type(v) is int for v in result.values())


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


def test_each_loop_adds_one_and_loop_else_adds_nothing():
    assert cc("""\
        def walk(tree):
            for node in tree:
                pass
            while tree:
                tree = tree.rest
            else:
                done()

        async def consume(queue):
            async for item in queue:
                async for part in item:
                    pass
            else:
                pass
    """) == {"walk": 3, "consume": 3}


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


def test_boolean_chains_inside_conditions():
    assert cc("""\
        def guard(a, b, c, d):
            if a and b and c or d:
                return True
            return a or b

        def single(x, y):
            return x or y
    """) == {"guard": 6, "single": 2}


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


def test_each_except_clause_counts_try_else_finally_do_not():
    assert cc("""\
        def parse(text):
            try:
                value = int(text)
            except ValueError:
                value = None
            except TypeError:
                value = 0
            except Exception:
                raise
            else:
                assert value
            finally:
                pass
            with open(text) as fh, lock:
                return value

        def retry():
            while True:
                try:
                    return call()
                except OSError:
                    continue
                break
    """) == {"parse": 4, "retry": 3}


def test_nested_functions_and_methods_are_separate():
    assert cc("""\
        class Parser:
            def parse(self, text):
                def helper(ch):
                    try:
                        return int(ch)
                    except ValueError:
                        return 0
                    except TypeError:
                        return -1
                return [helper(c) for c in text]

            class Inner:
                def method(self, x):
                    while x:
                        x -= 1

        def outer():
            def inner(a, b):
                return a or b or 1
            return inner
    """) == {
        "Parser.parse": 2,
        "Parser.parse.helper": 3,
        "Parser.Inner.method": 2,
        "outer": 1,
        "outer.inner": 3,
    }


def test_qualified_names_join_classes_and_functions():
    assert cc("""\
        class Outer:
            class Inner:
                def method(self, x):
                    return x if x else None

            async def fetch(self):
                def check(r):
                    for part in r:
                        if part:
                            return part
                return check

        def helper():
            pass
    """) == {
        "Outer.Inner.method": 2,
        "Outer.fetch": 1,
        "Outer.fetch.check": 3,
        "helper": 1,
    }


def test_comprehensions_and_lambdas():
    assert cc("""\
        def pick(groups):
            flat = [x for g in groups for x in g if x if x > 1]
            key = lambda v: 0 if v is None else v
            return sorted(flat, key=key), {k: v for k, v in groups}, any(x for x in flat)
    """) == {"pick": 8}


def test_comprehension_clauses_and_conditional_expressions():
    assert cc("""\
        def build(rows):
            total = sum(r for r in rows if r if r > 0)
            lookup = {k: v for k, v in rows if v}
            names = {n for row in rows for n in row}
            pick = lambda r: r.a if r.flag else (r.b if r.other else r.c)
            return total, lookup, names, pick
    """) == {"build": 10}


def test_decorators_and_defaults_count_for_enclosing_function():
    assert cc("""\
        def outer(flag, ys):
            @register(a if flag else b)
            def inner(x=[i for i in ys if i], *, z: (p or q), y=flag or None):
                if x:
                    pass
            class Config:
                debug = flag and True
            return inner
    """) == {"outer": 6, "outer.inner": 2}


def test_decorator_and_default_decisions_belong_to_outer_code():
    assert cc("""\
        class Service:
            def start(self, mode):
                @retry(times=3 if mode else 1)
                async def run(timeout=mode and 5, *, limit=None or 10):
                    while True:
                        pass
                return run

        @cache(a or b)
        def top(x=[i for i in y]):
            pass
    """) == {"Service.start": 4, "Service.start.run": 2, "top": 1}


def test_module_level_code_and_class_body_in_function(tmp_path):
    marker = tmp_path / "ran.txt"
    source = textwrap.dedent("""\
        open(MARK, "w").close()
        import os
        if os.name == "nt" and os.sep:
            def a():
                return 1
        else:
            def a():
                return 1 if os.sep else 2
        values = [v for v in range(3) if v]

        def factory(n):
            class Local:
                size = 1 if n else 2

                def method(self, k=1 if n else 0):
                    return [v for v in self]
            return Local
    """).replace("MARK", repr(str(marker)))
    assert cyclomatic_complexity(source) == {"a": 2, "factory": 3, "factory.Local.method": 2}
    assert not marker.exists()


def test_class_bases_keywords_and_body_count_for_enclosing_code(tmp_path):
    marker = tmp_path / "ran.txt"
    source = textwrap.dedent("""\
        open(MARK, "w").close()

        def make(base, flag):
            class Model(base if flag else object, metaclass=meta or type):
                size = 1 if flag else 2
                items = [i for i in range(3)]

                def area(self):
                    return self.size and self.size > 0
            return Model

        class Top(A if B else C):
            value = x or y
            def m(self):
                pass
    """).replace("MARK", repr(str(marker)))
    assert cyclomatic_complexity(source) == {"make": 5, "make.Model.area": 2, "Top.m": 1}
    assert not marker.exists()


def test_redefinition_later_wins_and_annotations_ignored():
    assert cc("""\
        def handler(x):
            return x

        def handler(x: int if True else str) -> int:
            y: (int if x else str) = 0
            if x:
                return 1
            while x and x > 2:
                x -= 1
            return 0

        def outer():
            def inner(a: (1 if x else 2), *args: (p or q)) -> (b or c):
                z: (p if q else r) = 1 if a else 0
            return inner
    """) == {"handler": 4, "outer": 1, "outer.inner": 2}


def test_later_definition_wins_and_annotations_count_for_nothing():
    assert cc("""\
        class Api:
            def get(self, key):
                if key:
                    return 1
                return 0

            def get(self, key):
                return key

        def get(x):
            for i in x:
                pass

        def typed(a: int if X else str = 0, *, b: (p or q) = 1) -> (r if s else t):
            c: (u and v) = a
            return c
    """) == {"Api.get": 1, "get": 2, "typed": 1}


def test_no_functions_and_syntax_error():
    result = cc("x = 1 if True else 2\nclass Empty:\n    pass\nf = lambda v: v if v else 0\n")
    assert result == {} and type(result) is dict
    assert cc("") == {}
    with pytest.raises(SyntaxError):
        cyclomatic_complexity("def f(:\n    pass\n")


def test_lambdas_only_module_gives_empty_dict_and_syntax_errors_raise():
    result = cc('"""Doc."""\nimport os\nsquare = lambda n: n * n if n else 0\n')
    assert result == {} and type(result) is dict
    with pytest.raises(SyntaxError):
        cyclomatic_complexity("class A(:\n    pass\n")
    with pytest.raises(SyntaxError):
        cyclomatic_complexity("def f():\n    return )\n")
