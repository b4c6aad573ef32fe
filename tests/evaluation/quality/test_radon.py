"""radon's numbers: complexity of every function definition, never of class blocks;
logical lines as radon counts them, on its fast path and its plain path."""

from __future__ import annotations

import pytest
from quality_cases import (
    BANDIT,
    CLASS_WITH_METHODS,
    CLOSURE,
    COMPLEX_FUNCTION,
    STYLE,
    measure_one,
)


def test_complexity_of_a_function() -> None:
    m = measure_one(COMPLEX_FUNCTION)
    assert (m.cc_mean, m.cc_max) == (8.0, 8)


def test_class_methods_are_counted_once_and_the_class_block_not_at_all() -> None:
    m = measure_one(CLASS_WITH_METHODS)
    assert (m.cc_mean, m.cc_max) == (2.0, 3)


def test_closures_are_blocks_of_their_own() -> None:
    m = measure_one(CLOSURE)
    assert (m.cc_mean, m.cc_max) == (2.0, 3)


def test_methods_of_nested_classes_are_counted() -> None:
    source = CLASS_WITH_METHODS + "\n\ndef make():\n    class B:\n        def m(self):\n" \
        "            return 1 if self else 2\n    return B\n"
    m = measure_one(source)
    # one (1), three (3), make (1), B.m (2)
    assert m.cc_mean == pytest.approx(7 / 4)
    assert m.cc_max == 3


def test_module_complexity_without_functions() -> None:
    m = measure_one("import sys\nif sys.argv:\n    pass\nfor a in sys.argv:\n    print(a)\n")
    assert (m.cc_mean, m.cc_max, m.cc_module) == (None, None, 3)
    assert m.lloc == 5


LLOC_SOURCES = [
    STYLE, BANDIT, COMPLEX_FUNCTION, CLASS_WITH_METHODS,
    "if x: return 0  # two logical lines\nelse:\n    pass\ntry: 1/0\nexcept: pass\n",
    "x = [1,\n     2]; y = 3\nf = lambda a: a\ns = '''\nif x: y\n'''\n",
    "x = 1  # comment\n\n# only a comment\n\"\"\"doc\"\"\"\n",
]


@pytest.mark.parametrize("radon_internals_known", [True, False])
def test_logical_lines_are_radons(radon_internals_known: bool,
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from radon.raw import analyze

    from evaluation.quality import _radon

    # False: what happens with a radon version whose internals _lloc does not know.
    monkeypatch.setattr(_radon, "radon_internals_usable", lambda: radon_internals_known)
    known: dict[str, int] = {}  # shared, as over a batch
    for source in LLOC_SOURCES * 2:
        assert _radon._lloc(source, known) == analyze(source).lloc, source
    assert bool(known) == radon_internals_known  # lines counted once, looked up after
    # A line separator inside a string: radon gives up; its message names the line.
    broken = "x = 1\ns = 'a\u2028b'\n"
    with pytest.raises(SyntaxError) as radons:
        analyze(broken)
    with pytest.raises(SyntaxError) as ours:
        _radon._lloc(broken, known)
    assert str(ours.value) == str(radons.value) == "SyntaxError at line: 2"


def test_function_definitions_are_found_in_every_statement_list() -> None:
    import ast

    from evaluation.quality._radon import _function_definitions

    source = (
        "def a():\n    class B:\n        def c(self):\n            def d(): pass\n"
        "try:\n    def e(): pass\nexcept* ValueError:\n    def f(): pass\nelse:\n"
        "    def g(): pass\nfinally:\n    async def h(): pass\n"
        "match x:\n    case 1:\n        def i(): pass\n"
        "while x:\n    def j(): pass\nelse:\n    def k(): pass\n"
        "with y:\n    if z:\n        def m(): pass\n    else:\n        def n(): pass\n"
        "f = lambda: [z for z in ()]\n"
    )
    tree = ast.parse(source)
    expected = {node.name for node in ast.walk(tree)
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    assert {node.name for node in _function_definitions(tree)} == expected
    assert len(expected) == 12
