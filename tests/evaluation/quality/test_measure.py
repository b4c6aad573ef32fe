"""The entry points: numbers that depend only on the program text, and the analyzers'
versions."""

from __future__ import annotations

import importlib.metadata
import tempfile
from pathlib import Path

import pytest
from quality_cases import BANDIT, COMPLEX_FUNCTION, STYLE, measure_one

from evaluation.quality import analyzer_versions, measure_quality


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


def test_analyzer_versions() -> None:
    versions = analyzer_versions()
    assert set(versions) == {"flake8", "pycodestyle", "pyflakes", "radon", "bandit", "semgrep"}
    for name in ("flake8", "pycodestyle", "pyflakes", "radon", "bandit"):
        assert versions[name] == importlib.metadata.version(name)
