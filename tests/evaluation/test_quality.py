"""Quality measures: each measure pinned on small programs whose numbers were counted by hand."""

from __future__ import annotations

import dataclasses
import functools
import gc
import importlib.metadata
import inspect
import shutil
import sys
import tempfile
from pathlib import Path

import pycodestyle
import pytest
import yaml

from evaluation._errors import MissingDependencyError
from evaluation.quality import (WHITESPACE_CODES, QualityMeasures, analyzer_versions,
                                measure_quality)

BLANK_WITH_SPACES = "    "  # a blank line holding four spaces: W293

# 4 logical lines; W293 twice, E501 once (a 87-character line), F401 once (os unused).
STYLE = (
    "import os\n"
    "x = 1\n"
    f"{BLANK_WITH_SPACES}\n"
    "y = 2\n"
    f"{BLANK_WITH_SPACES}\n"
    f"z = '{'a' * 80}'\n"
)

# Cyclomatic complexity 8: 1 + if + and + elif + for + while + comprehension + its if.
COMPLEX_FUNCTION = '''\
def f(x, items):
    if x > 0 and x < 10:
        return 1
    elif x < 0:
        return -1
    for item in items:
        while item:
            item -= 1
    return [i for i in items if i]
'''

# Methods of complexity 1 and 3: mean 2.0. Counting radon's class block as well would give
# a mean of 3.0 (the block's complexity is derived from its methods).
CLASS_WITH_METHODS = '''\
class A:
    def one(self):
        return 1

    def three(self, x, y):
        if x:
            return 1
        if y:
            return 2
        return 3
'''

# outer has complexity 1, its closure inner 3: both are blocks, mean 2.0, max 3.
CLOSURE = '''\
def outer(x):
    def inner(y):
        if y:
            return 1
        if y is None:
            return 2
        return 3
    return inner(x)
'''

# B404 (import subprocess, low), B602 (shell=True with a variable command, high),
# B307 (eval, medium).
BANDIT = '''\
import subprocess


def run(cmd):
    return subprocess.call(cmd, shell=True)


def ev(s):
    return eval(s)
'''
BANDIT_NOSEC = '''\
import subprocess  # nosec


def run(cmd):
    return subprocess.call(cmd, shell=True)  # nosec B602


def ev(s):
    return eval(s)  # nosec
'''

SYNTAX_ERROR = "def f(:\n    return 1\n"


def measure_one(source: str, **kwargs: object) -> QualityMeasures:
    return measure_quality({"p": source}, **kwargs)["p"]


def test_known_style_violations_are_counted_exactly() -> None:
    m = measure_one(STYLE)
    assert m.flake8_codes == {"E501": 1, "F401": 1, "W293": 2}
    assert m.flake8_violations == 4
    assert m.flake8_nows_violations == 2  # W293 is whitespace-only; E501 and F401 are not
    assert m.lloc == 4
    assert m.error is None


def test_rates_are_per_100_logical_lines() -> None:
    m = measure_one(STYLE)
    assert m.flake8_per_100_lloc == pytest.approx(100.0)  # 4 violations / 4 lines
    assert m.flake8_nows_per_100_lloc == pytest.approx(50.0)  # 2 / 4
    m = measure_one("import os\nx=1\n")  # F401 and E225 over 2 logical lines
    assert (m.lloc, m.flake8_violations, m.flake8_nows_violations) == (2, 2, 1)
    assert m.flake8_per_100_lloc == pytest.approx(100.0)
    assert m.flake8_nows_per_100_lloc == pytest.approx(50.0)


def test_rates_are_none_without_logical_lines() -> None:
    m = measure_one("")
    assert m.lloc == 0
    assert m.flake8_violations == 0
    assert m.flake8_per_100_lloc is None
    assert m.flake8_nows_per_100_lloc is None
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


def test_config_files_in_the_working_directory_change_nothing(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch
                                                              ) -> None:
    # Measured here, the checkout's own setup.cfg (max-line-length = 100) is in reach too.
    expected = measure_one(STYLE)
    config = "[flake8]\nselect = F\nmax-line-length = 200\nextend-ignore = W293\n"
    for name in ("setup.cfg", "tox.ini", ".flake8"):
        (tmp_path / name).write_text(config, encoding="utf-8")
    (tmp_path / ".bandit").write_text("[bandit]\nskips = B307,B404,B602\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert measure_one(STYLE) == expected
    assert measure_one(STYLE).flake8_codes == {"E501": 1, "F401": 1, "W293": 2}
    assert measure_one(BANDIT).bandit_tests == ("B307", "B404", "B602")


def test_results_do_not_depend_on_the_temporary_path(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    programs = {"style": STYLE, "bandit": BANDIT, "cc": COMPLEX_FUNCTION}
    expected = measure_quality(programs)
    odd = tmp_path / "a dir with spaces" / ".git" / "tests"
    odd.mkdir(parents=True)
    monkeypatch.setattr(tempfile, "tempdir", str(odd))
    assert measure_quality(programs) == expected


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


def test_bandit_findings_by_severity() -> None:
    m = measure_one(BANDIT)
    assert m.bandit_tests == ("B307", "B404", "B602")
    assert (m.bandit_low, m.bandit_medium, m.bandit_high) == (1, 1, 1)


def test_nosec_does_not_hide_bandit_findings() -> None:
    with_nosec = measure_one(BANDIT_NOSEC)
    assert with_nosec.bandit_tests == ("B307", "B404", "B602")
    assert (with_nosec.bandit_low, with_nosec.bandit_medium, with_nosec.bandit_high) == (1, 1, 1)


def test_bandit_tests_repeat_per_finding() -> None:
    m = measure_one("def f(a, b):\n    return eval(a) + eval(b)\n")
    assert m.bandit_tests == ("B307", "B307")
    assert m.bandit_medium == 2


def test_syntax_error_gives_null_measures_with_the_reason() -> None:
    m = measure_one(SYNTAX_ERROR)
    assert m.error == "syntax error: line 1: invalid syntax"
    nulls = {f.name: getattr(m, f.name) for f in dataclasses.fields(m) if f.name != "error"}
    assert nulls == {
        "lloc": None, "flake8_violations": None, "flake8_per_100_lloc": None,
        "flake8_nows_violations": None, "flake8_nows_per_100_lloc": None, "flake8_codes": {},
        "cc_mean": None, "cc_max": None, "cc_module": None, "bandit_low": None,
        "bandit_medium": None, "bandit_high": None, "bandit_tests": (),
        "semgrep_findings": None,
    }


def test_a_batch_mixing_good_and_bad_programs() -> None:
    programs = {
        "style": STYLE,
        "broken": SYNTAX_ERROR,
        "cc": COMPLEX_FUNCTION,
        "nul": "x = 1\x00\n",
        "bandit": BANDIT,
        "tabs": "if True:\n\tx = 1\n        y = 2\n",
    }
    results = measure_quality(programs)
    assert list(results) == list(programs)
    for key in ("style", "cc", "bandit"):
        assert results[key] == measure_one(programs[key]), key
    assert results["broken"].error == "syntax error: line 1: invalid syntax"
    assert results["nul"].error is not None and "null bytes" in results["nul"].error
    assert results["tabs"].error is not None and results["tabs"].error.startswith(
        "syntax error: line 3: inconsistent use of tabs")
    assert all(results[k].lloc is None for k in ("broken", "nul", "tabs"))


@pytest.mark.parametrize("source, reason", [
    ("s = '\ud800'\n", "unencodable source"),
    ("# coding: no-such-codec\nx = 1\n", "syntax error: unknown encoding"),
    ("# coding: ascii\ns = 'é'\n", "unencodable source"),
    ("x = " + "+".join(["1"] * 100_000) + "\n", "syntax error: too deeply nested"),
    (None, "not a program"),
    (b"x = 1\n", "not a program"),
])
def test_odd_input_gets_a_reason_and_spares_the_batch(source: object, reason: str) -> None:
    results = measure_quality({"odd": source, "good": STYLE})  # type: ignore[dict-item]
    assert results["odd"].error is not None and results["odd"].error.startswith(reason)
    assert results["odd"].flake8_violations is None
    assert results["good"] == measure_one(STYLE)


def test_byte_order_mark_and_coding_declaration_are_honoured() -> None:
    assert measure_one("\ufeffx = 1\n") == measure_one("x = 1\n")
    latin = measure_one("# -*- coding: latin-1 -*-\ns = 'é'\n")
    assert latin.error is None and latin.flake8_violations == 0 and latin.lloc == 1


def test_empty_batch() -> None:
    assert measure_quality({}) == {}


def test_measures_are_frozen() -> None:
    m = measure_one("x = 1\n")
    with pytest.raises(dataclasses.FrozenInstanceError):
        m.lloc = 2  # type: ignore[misc]


@pytest.fixture
def no_semgrep(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Hide any installed semgrep: an empty PATH and an interpreter in an empty folder."""
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(sys, "executable", str(tmp_path / "python"))


@pytest.mark.usefixtures("no_semgrep")
def test_without_semgrep_its_column_is_none_and_the_reason_is_reported() -> None:
    m = measure_one(BANDIT)
    assert m.semgrep_findings is None
    assert m.error is None  # not installed is not an error of the program
    assert analyzer_versions()["semgrep"] == "not installed"
    assert measure_one(BANDIT, semgrep=False).semgrep_findings is None


@pytest.mark.usefixtures("no_semgrep")
def test_requiring_semgrep_without_it_names_the_install_command() -> None:
    with pytest.raises(MissingDependencyError, match=r"codeassay\[semgrep\]"):
        measure_quality({"p": BANDIT}, semgrep=True)


def test_analyzer_versions() -> None:
    versions = analyzer_versions()
    assert set(versions) == {"flake8", "pycodestyle", "pyflakes", "radon", "bandit", "semgrep"}
    for name in ("flake8", "pycodestyle", "pyflakes", "radon", "bandit"):
        assert versions[name] == importlib.metadata.version(name)


RULES = Path(__file__).resolve().parents[2] / "evaluation" / "rules" / "semgrep.yaml"


def test_semgrep_rule_file_is_well_formed() -> None:
    rules = yaml.safe_load(RULES.read_text(encoding="utf-8"))["rules"]
    ids = [rule["id"] for rule in rules]
    assert len(ids) == len(set(ids))
    for rule in rules:
        assert rule["id"].startswith("codeassay-")
        assert rule["languages"] == ["python"]
        assert rule["severity"] in ("INFO", "WARNING", "ERROR")
        assert rule["message"]
    for topic in ("eval", "shell", "pickle", "yaml", "password", "hash", "random"):
        assert any(topic in rule_id for rule_id in ids), topic


def test_semgrep_is_pointed_at_the_shipped_rules() -> None:
    from evaluation.quality._semgrep import SEMGREP_RULES

    assert SEMGREP_RULES == RULES and SEMGREP_RULES.is_file()


SEMGREP_POSITIVE = '''\
import hashlib
import os
import pickle
import random
import subprocess
import yaml

eval("1")
exec("x = 1")
subprocess.run("ls", shell=True)
os.system("ls")
pickle.loads(b"")
yaml.load("a: 1")
DB_PASSWORD = "hunter2"
hashlib.md5(b"x")
hashlib.new("sha1")
token = "".join(random.choice("abc") for _ in range(8))


def make_session_id():
    return random.getrandbits(64)
'''
SEMGREP_NEGATIVE = '''\
import ast
import hashlib
import random
import secrets
import subprocess
import yaml

ast.literal_eval("1")
subprocess.run(["ls"])
yaml.safe_load("a: 1")
yaml.load("a: 1", Loader=yaml.SafeLoader)
password = ""
TOKEN_TYPE = "bearer"
hashlib.sha256(b"x")
hashlib.md5(b"x", usedforsecurity=False)
token = secrets.token_hex(16)


def shuffle_cards(cards):
    random.shuffle(cards)
    return cards
'''


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("semgrep") is None
                    and not (Path(sys.executable).parent / "semgrep").exists(),
                    reason="semgrep is not installed (pip install 'codeassay[semgrep]')")
def test_semgrep_rules_find_what_they_are_meant_to() -> None:
    results = measure_quality({"pos": SEMGREP_POSITIVE, "neg": SEMGREP_NEGATIVE,
                               "broken": SYNTAX_ERROR}, semgrep=True)
    assert results["pos"].semgrep_findings == 11
    assert results["neg"].semgrep_findings == 0
    assert results["broken"].semgrep_findings is None


def test_parallel_batches_give_the_same_numbers():
    from evaluation.quality._parallel import PARALLEL_MIN_PROGRAMS

    programs = {f"p{i}": f"import os\n\n\ndef f{i}(x):\n    if x > {i}:\n        return x\n    return eval('x')\n"
                for i in range(PARALLEL_MIN_PROGRAMS + 3)}
    programs["broken"] = "def f(:\n"
    assert measure_quality(programs, semgrep=False, workers=2) == measure_quality(programs, semgrep=False)


def test_a_batch_leaves_the_garbage_collectors_thresholds_as_it_found_them() -> None:
    before = gc.get_threshold()
    try:
        gc.set_threshold(1234, 9, 8)
        measure_quality({"a": STYLE}, semgrep=False)
        assert gc.get_threshold() == (1234, 9, 8)
        gc.set_threshold(0, 9, 8)  # automatic collection off: a batch must not turn it on
        measure_quality({"a": STYLE}, semgrep=False)
        assert gc.get_threshold() == (0, 9, 8)
    finally:
        gc.set_threshold(*before)


def test_batches_measured_in_threads_at_once_restore_the_thresholds() -> None:
    from concurrent.futures import ThreadPoolExecutor

    before = gc.get_threshold()
    programs = {f"p{i}": STYLE + f"w{i} = {i}\n" for i in range(20)}
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda _: measure_quality(programs, semgrep=False), range(8)))
    assert all(result == results[0] for result in results)
    assert gc.get_threshold() == before


# Programs whose text the analyzers could read differently from disk than from memory:
# a byte-order mark, a coding declaration, Windows and old Mac line ends.
READ_SENSITIVE = {
    "bom": "\ufeffimport os\r\nx = 1\r\n",
    "latin": "# -*- coding: latin-1 -*-\r\ns = 'é'   \r\n",
    "cr": 'x = """a\rb\r"""\rdef f():\r    return eval(x)\r',
    "bidi": "s = 'abc\u202edef'\n",  # bandit's B613 reads the file's bytes
}


def test_the_batch_written_to_disk_gives_the_same_numbers(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    from evaluation.quality import _batch

    programs = {"style": STYLE, "bandit": BANDIT, "nosec": BANDIT_NOSEC,
                "classes": CLASS_WITH_METHODS, "closure": CLOSURE, **READ_SENSITIVE}
    in_memory = measure_quality(programs, semgrep=False)
    # What happens with analyzer versions whose internals the in-memory path does not know;
    # the files go to an odd temporary folder, which must not matter either.
    monkeypatch.setattr(_batch, "in_memory_supported", lambda: False)
    odd = tmp_path / "a dir with spaces" / ".git" / "tests"
    odd.mkdir(parents=True)
    monkeypatch.setattr(tempfile, "tempdir", str(odd))
    assert measure_quality(programs, semgrep=False) == in_memory
    assert in_memory["bidi"].bandit_tests == ("B613",)


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
