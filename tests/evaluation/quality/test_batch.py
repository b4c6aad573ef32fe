"""A batch in one process: bad programs spare the rest, the garbage collector's
thresholds are restored, and the batch written to disk gives the same numbers."""

from __future__ import annotations

import gc
import tempfile
from pathlib import Path

import pytest
from quality_cases import (
    BANDIT,
    BANDIT_NOSEC,
    CLASS_WITH_METHODS,
    CLOSURE,
    COMPLEX_FUNCTION,
    STYLE,
    SYNTAX_ERROR,
    measure_one,
)

from evaluation.quality import measure_quality


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


def test_empty_batch() -> None:
    assert measure_quality({}) == {}


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
