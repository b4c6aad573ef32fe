import textwrap

import pytest

from solution import find_mutable_defaults


def check(source):
    return find_mutable_defaults(textwrap.dedent(source))


def test_simple_list_default():
    result = check("""\
        def add(item, items=[]):
            items.append(item)
            return items
    """)
    assert result == [(1, "add", "items")]
    assert type(result) is list and type(result[0]) is tuple
    assert type(result[0][0]) is int and type(result[0][1]) is str and type(result[0][2]) is str


def test_displays_and_constructor_calls_reported():
    result = check("""\
        def configure(a=[1, 2], b={"k": 1}, c={1, 2}, d=list(), e=bytearray(4)):
            pass
    """)
    assert result == [
        (1, "configure", "a"),
        (1, "configure", "b"),
        (1, "configure", "c"),
        (1, "configure", "d"),
        (1, "configure", "e"),
    ]
    assert type(result) is list and all(type(item) is tuple for item in result)
    assert all(type(line) is int and type(func) is str and type(param) is str for line, func, param in result)


def test_immutable_defaults_are_not_reported():
    source = """\
        import builtins, collections
        def f(a=(), b=None, c="x", d=frozenset(), e=collections.deque(), f=0, g=(1, [2]),
              h=builtins.dict(), i=frozenset({1}), k=tuple([1])):
            pass
    """
    assert check(source) == []
    empty = check("")
    assert empty == [] and type(empty) is list


def test_attribute_and_other_calls_not_reported():
    source = """\
        import builtins
        def g(a=builtins.list(), b=self.set(), c=make_list(), d=List(), e=Dict(), f=sorted([3, 1]), g=b"x", h=...):
            pass
    """
    assert check(source) == []


def test_defaults_belong_to_the_last_positional_parameters():
    source = """\
        def f(a, b, c=[], d={}):
            pass

        def g(x, y=1, z=set()):
            pass

        def h(p, q=[], /, r=()):
            pass
    """
    assert check(source) == [(1, "f", "c"), (1, "f", "d"), (4, "g", "z"), (7, "h", "q")]


def test_last_positional_and_positional_only_parameters_get_the_defaults():
    source = """\
        def f(a, b=[], c={}, /, d=None, e=set()):
            pass
        def g(first, second, third=[]):
            pass
    """
    assert check(source) == [(1, "f", "b"), (1, "f", "c"), (1, "f", "e"), (3, "g", "third")]


def test_keyword_only_defaults_with_gaps():
    assert check("""\
        def f(a, *, b=[], c, d=set(), e=None):
            pass
    """) == [(1, "f", "b"), (1, "f", "d")]
    assert check("""\
        def f(a, b=[], /, c=(), *args, d, e={}, g=None, **kwargs):
            pass
    """) == [(1, "f", "b"), (1, "f", "e")]


def test_all_parameters_of_one_function_in_signature_order():
    source = """\
        def outer(z=[], /, y={}, *, k, x=set()):
            def inner(w=[]):
                pass
        v = lambda u={}: u
    """
    assert check(source) == [
        (1, "outer", "z"),
        (1, "outer", "y"),
        (1, "outer", "x"),
        (2, "outer.inner", "w"),
        (4, "<lambda>", "u"),
    ]


def test_qualified_names_for_methods_nested_and_async():
    source = """\
        class Cache:
            @staticmethod
            def get(key, seen=[]):
                pass

            class Inner:
                async def fetch(self, headers={k: v for k, v in ()}):
                    pass

        def outer():
            def inner(acc=[]):
                pass
            return inner
    """
    assert check(source) == [
        (3, "Cache.get", "seen"),
        (7, "Cache.Inner.fetch", "headers"),
        (11, "outer.inner", "acc"),
    ]


def test_nested_and_decorated_names_have_no_locals_part():
    source = """\
        def make():
            class Local:
                @classmethod
                def build(cls, parts=[]):
                    pass
            async def helper(opts={}):
                pass
            return Local, helper
    """
    assert check(source) == [(4, "make.Local.build", "parts"), (6, "make.helper", "opts")]


def test_constructor_calls_of_builtin_names():
    source = """\
        import collections
        def f(a=list(), b=dict(x=1), c=bytearray(b"ab"), d=set([1]), e=collections.defaultdict(list), g=obj.list()):
            pass
    """
    assert check(source) == [(2, "f", "a"), (2, "f", "b"), (2, "f", "c"), (2, "f", "d")]


def test_comprehension_defaults():
    source = """\
        def f(a=[i for i in range(3)], b={k: 1 for k in "ab"}, c={i for i in ()}, d=(i for i in ())):
            pass
    """
    assert check(source) == [(1, "f", "a"), (1, "f", "b"), (1, "f", "c")]


def test_lambda_defaults_are_read_not_evaluated(tmp_path):
    marker = tmp_path / "ran.txt"
    source = textwrap.dedent("""\
        marker = MARK
        f = lambda a=[line for line in open(marker, "w")], b=dict(x=open(marker, "a")): a
        g = lambda *, c={n: n for n in range(2)}: c
    """).replace("MARK", repr(str(marker)))
    assert find_mutable_defaults(source) == [(2, "<lambda>", "a"), (2, "<lambda>", "b"), (3, "<lambda>", "c")]
    assert not marker.exists()


def test_defaults_are_not_evaluated(tmp_path):
    marker = tmp_path / "ran"
    source = textwrap.dedent("""\
        import pathlib
        def setup(path=pathlib.Path(MARK).mkdir(), cache=set(), seen=[pathlib.Path(MARK).exists()]):
            pass
    """).replace("MARK", repr(str(marker)))
    assert find_mutable_defaults(source) == [(2, "setup", "cache"), (2, "setup", "seen")]
    assert not marker.exists()


def test_lambdas_named_and_ordered_by_column():
    source = """\
        handlers = (lambda event, log={}: log, lambda x, y=[]: y)

        def build():
            return lambda seen=set(): seen

        opts = lambda *, a, b=[]: b
        pick = lambda key=lambda k=[]: k, cache={}: cache
    """
    assert check(source) == [
        (1, "<lambda>", "log"),
        (1, "<lambda>", "y"),
        (4, "build.<lambda>", "seen"),
        (6, "<lambda>", "b"),
        (7, "<lambda>", "cache"),
        (7, "<lambda>", "k"),
    ]


def test_lambda_in_default_belongs_to_enclosing_scope():
    source = """\
        def f(x=lambda y=[]: y, z=[]):
            pass

        class Box:
            def put(self, key=lambda k={}: k):
                pass
    """
    assert check(source) == [(1, "f", "z"), (1, "<lambda>", "y"), (5, "Box.<lambda>", "k")]


def test_decorators_annotations_and_bases_belong_to_enclosing_scope():
    source = """\
        def outer():
            @register(lambda cache={}: cache)
            def inner(x: (lambda a=[]: a) = None) -> (lambda b=set(): b):
                pass

        class Model(Base, factory=lambda parts=[]: parts):
            @validator(lambda seen=[]: seen)
            def check(self, opts=lambda o=[]: o, more={}):
                pass
    """
    assert check(source) == [
        (2, "outer.<lambda>", "cache"),
        (3, "outer.<lambda>", "a"),
        (3, "outer.<lambda>", "b"),
        (6, "<lambda>", "parts"),
        (7, "Model.<lambda>", "seen"),
        (8, "Model.check", "more"),
        (8, "Model.<lambda>", "o"),
    ]


def test_syntax_error_in_nested_code_is_raised():
    with pytest.raises(SyntaxError):
        find_mutable_defaults("class A:\n    def f(self, x=[):\n        pass\n")
    with pytest.raises(SyntaxError):
        find_mutable_defaults("g = lambda x=: x\n")


def test_syntax_error_is_raised():
    with pytest.raises(SyntaxError):
        find_mutable_defaults("def broken(:\n    pass\n")
    with pytest.raises(SyntaxError):
        find_mutable_defaults("def f(a=[], b):\n    pass\n")


def test_decorated_function_reports_def_line():
    source = """\
        import functools

        @functools.lru_cache
        @staticmethod
        def cached(key, store={}):
            pass
    """
    assert check(source) == [(5, "cached", "store")]
