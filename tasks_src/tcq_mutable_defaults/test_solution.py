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


def test_immutable_defaults_are_not_reported():
    source = """\
        import collections
        def f(a=(), b=None, c="x", d=frozenset(), e=collections.deque(), f=0, g=(1, [2])):
            pass
    """
    assert check(source) == []
    assert check("") == []


def test_defaults_belong_to_the_last_positional_parameters():
    source = """\
        def f(a, b, c=[], d={}):
            pass

        def g(x, y=1, z=set()):
            pass
    """
    assert check(source) == [(1, "f", "c"), (1, "f", "d"), (4, "g", "z")]


def test_keyword_only_defaults_with_gaps():
    source = """\
        def f(a, *, b=[], c, d=set(), e=None):
            pass
    """
    assert check(source) == [(1, "f", "b"), (1, "f", "d")]


def test_qualified_names_for_methods_nested_and_async():
    source = """\
        class Cache:
            def get(self, key, seen=[]):
                pass

            class Inner:
                async def fetch(self, headers={}):
                    pass

        def outer():
            def inner(acc=[]):
                pass
            return inner
    """
    assert check(source) == [
        (2, "Cache.get", "seen"),
        (6, "Cache.Inner.fetch", "headers"),
        (10, "outer.inner", "acc"),
    ]


def test_constructor_calls_of_builtin_names():
    source = """\
        import collections
        def f(a=list(), b=dict(x=1), c=bytearray(b"ab"), d=set([1]), e=collections.defaultdict(list), g=obj.list()):
            pass
    """
    assert check(source) == [(2, "f", "a"), (2, "f", "b"), (2, "f", "c"), (2, "f", "d")]


def test_lambdas_named_and_ordered_by_column():
    source = """\
        handlers = (lambda event, log={}: log, lambda x, y=[]: y)

        def build():
            return lambda seen=set(): seen
    """
    assert check(source) == [
        (1, "<lambda>", "log"),
        (1, "<lambda>", "y"),
        (4, "build.<lambda>", "seen"),
    ]


def test_comprehension_defaults():
    source = """\
        def f(a=[i for i in range(3)], b={k: 1 for k in "ab"}, c={i for i in ()}, d=(i for i in ())):
            pass
    """
    assert check(source) == [(1, "f", "a"), (1, "f", "b"), (1, "f", "c")]


def test_positional_only_and_mixed_parameters():
    source = """\
        def f(a, b=[], /, c=(), *args, d, e={}, g=None, **kwargs):
            pass
    """
    assert check(source) == [(1, "f", "b"), (1, "f", "e")]


def test_decorated_function_reports_def_line():
    source = """\
        import functools

        @functools.lru_cache
        @staticmethod
        def cached(key, store={}):
            pass
    """
    assert check(source) == [(5, "cached", "store")]


def test_syntax_error_is_raised():
    with pytest.raises(SyntaxError):
        find_mutable_defaults("def broken(:\n    pass\n")


def test_all_parameters_of_one_function_in_signature_order():
    source = """\
        def outer(z=[], /, y={}, *, x=set()):
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
