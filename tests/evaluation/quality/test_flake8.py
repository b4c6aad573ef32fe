"""flake8's counts: every code, no configuration or ``# noqa`` honoured, and the fast
path's pieces against flake8's and pyflakes' own code."""

from __future__ import annotations

import functools
import inspect

import pycodestyle
import pytest
from quality_cases import CLASS_WITH_METHODS, STYLE, measure_one

from evaluation.quality import WHITESPACE_CODES, QualityMeasures, measure_quality


def test_known_style_violations_are_counted_exactly() -> None:
    m = measure_one(STYLE)
    assert m.flake8_codes == {"E501": 1, "F401": 1, "W293": 2}
    assert m.flake8_violations == 4
    assert m.flake8_nows_violations == 2  # W293 is whitespace-only; E501 and F401 are not
    assert m.lloc == 4
    assert m.error is None


def test_codes_hidden_by_flake8_defaults_are_counted() -> None:
    source = (
        "def f(): return 1\n"  # E704
        "\n\n"
        "x = 1+2\n"  # E226
        "y = (1\n     + 2)\n"  # W503
        "z = (1 +\n     2)\n"  # W504
        "w = [\n    1,\n        ]\n"  # E126
    )
    codes = measure_one(source).flake8_codes
    for code in ("E704", "E226", "W503", "W504", "E126"):
        assert codes.get(code) == 1, (code, codes)


def test_noqa_comments_do_not_hide_violations() -> None:
    assert measure_one("import os  # noqa\n").flake8_codes == {"F401": 1}
    assert measure_one("import os  # noqa: F401\n").flake8_codes == {"F401": 1}
    assert measure_one("# flake8: noqa\nimport os\n").flake8_codes == {"F401": 1}


def test_whitespace_codes_are_pycodestyle_codes_and_exclude_comment_spacing() -> None:
    source = inspect.getsource(pycodestyle)
    for code in WHITESPACE_CODES:
        # E111-E117 are written "E11%d" in pycodestyle's source; the rest literally.
        assert code in source or code.startswith("E11") and "E11%d" in source, code
    over_indented = measure_one("if True:\n        x = 1\n")
    assert over_indented.flake8_codes == {"E117": 1}
    assert over_indented.flake8_nows_violations == 0
    assert {"E262", "E265", "E266"}.isdisjoint(WHITESPACE_CODES)
    assert {"W293", "W291", "E225", "E302", "W503", "W504"} <= WHITESPACE_CODES
    assert {"E501", "F401", "E704", "E711", "W605"}.isdisjoint(WHITESPACE_CODES)


def _measured_as_if_unknown(monkeypatch: pytest.MonkeyPatch, distribution: str,
                            set_up: functools._lru_cache_wrapper,
                            programs: dict[str, str]) -> dict[str, QualityMeasures]:
    """``programs`` measured as if ``distribution`` (flake8 or pyflakes) were installed in a
    version the flake8 module does not know; ``set_up`` is the cached set-up that reads
    that version, rebuilt for the measurement and again after it."""
    from evaluation.quality import _flake8

    within = _flake8.version_within
    monkeypatch.setattr(_flake8, "version_within",
                        lambda name: name != distribution and within(name))
    set_up.cache_clear()
    try:
        return measure_quality(programs, semgrep=False)
    finally:
        set_up.cache_clear()


# Programs whose pyflakes findings involve builtin names: shadowed, rebound, deleted,
# imported over, used before a local binding, misspelt, and the module's magic globals.
BUILTIN_NAMES = {
    "shadow": "list = [1]\nprint(list, len(list))\ndef f(id, input=None):\n    return id, input\n",
    "rebind": "from os import open\nimport sys as print\nopen, print\nfor str in ():\n    pass\n",
    "delete": "del input\nglobal_value = max\ndel max\n",
    "local_before": "def g():\n    x = len\n    len = 1\n    return x, len\n",
    "undefined": "prnt(lenght([]))\n__file__, __name__, __builtins__, __qualname__, WindowsError\n",
    "class_scope": "class C:\n    type = int\n    def m(self):\n        return type(self)\n",
}


def test_builtin_names_are_judged_as_pyflakes_judges_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from evaluation.quality import _flake8

    ours = measure_quality(BUILTIN_NAMES, semgrep=False)
    # prnt, lenght, and __qualname__ (a class-body name); WindowsError is known to pyflakes.
    assert ours["undefined"].flake8_codes.get("F821") == 3
    assert ours["local_before"].flake8_codes.get("F823") == 1
    # With a pyflakes the module does not know, flake8's own plugin runs unchanged.
    assert _measured_as_if_unknown(monkeypatch, "pyflakes", _flake8.flake8_setup,
                                   BUILTIN_NAMES) == ours


# Logical lines the checks that read only the line flag, each met again in another program
# and at another indentation, so that a finding is reused at a new position.
_FLAGGED_LINES = ("if x == None : y = 1", "import os, sys", "if type(x) == type(y): pass",
                  "z = x if not x in y else y", "w = [ 1, 2 ]", "v = x  +  1", "u = 1;",
                  "if x == True and  y:\n    pass")


def _nested(line: str) -> str:
    return "".join(f"    {part}\n" for part in line.split("\n"))


REPEATED_LINES = {
    "flat": "x = y = 1\n" + "".join(f"{line}\n" for line in _FLAGGED_LINES),
    "nested": "def f(x, y):\n" + "".join(_nested(line) for line in reversed(_FLAGGED_LINES))
              + "    try:\n        pass\n    except:\n        pass\n",
    "twice": "x = y = 1\n" + "".join(f"{line}\n" for line in _FLAGGED_LINES * 2),
}


def test_findings_of_a_line_met_again_are_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    from evaluation.quality import _flake8

    ours = measure_quality(REPEATED_LINES, semgrep=False)
    codes = ours["twice"].flake8_codes
    for code in ("E203", "E221", "E222", "E271", "E401", "E701", "E703", "E711", "E712",
                 "E713", "E721", "E201", "E202"):
        assert codes.get(code) == 2 * ours["flat"].flake8_codes[code], code
    assert ours["nested"].flake8_codes.get("E722") == 1
    # flake8's pycodestyle plugin as flake8 generated it, every check run on every line.
    monkeypatch.setattr(_flake8, "_with_remembered_checks", lambda plugins, _: plugins)
    assert measure_quality(REPEATED_LINES, semgrep=False) == ours


# Programs where flake8 runs its physical-line checks on tokens other than line ends:
# backslash continuations after several kinds of token, strings spanning lines (trailing
# whitespace and a tab inside them), f-strings, and a file ending without a newline.
TOKEN_LOOP_SENSITIVE = {
    "backslash": ("x = 1 + \\\n    2\nassert x, \\\n    'm'   \ny = (x \\\n     + 1)\n"
                  "if x and \\\n  y: pass\nz = 'a' \\\n    'b'\n"
                  f"long = {'x + ' * 20}\\\n    x\nif x:\n\tw = x + \\\n\t    1\n"),
    "strings": 's = """a   \n\tb\n"""\nt = \'a\\\n  b\'\nu = f"{s}\\\n{t}"\n',
    "fstrings": "v = 1\nw = f'{v!r:>{10}} {{}}'\nz = f\'\'\'{\n v}   \n\'\'\'\n",
    "no_final_newline": "def f():\n    return 1 \\\n        + 2",
}


def test_the_token_loop_counts_what_flake8s_own_loop_counts(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from evaluation.quality import _flake8

    programs = {**TOKEN_LOOP_SENSITIVE, "style": STYLE, "classes": CLASS_WITH_METHODS}
    ours = measure_quality(programs, semgrep=False)
    assert ours["strings"].flake8_codes.get("W291") == 1  # inside the triple-quoted string
    # Lines continued by a backslash are checked as physical lines too: the long one and
    # the two indented by tabs.
    assert ours["backslash"].flake8_codes.get("E501") == 1
    assert ours["backslash"].flake8_codes.get("W191") == 2
    # A flake8 version the module does not know runs flake8's own loop.
    assert _measured_as_if_unknown(monkeypatch, "flake8", _flake8.flake8_classes,
                                   programs) == ours
