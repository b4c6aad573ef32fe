"""The record of a program's measures: rates per 100 logical lines, frozen."""

from __future__ import annotations

import dataclasses

import pytest
from quality_cases import STYLE, measure_one


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


def test_measures_are_frozen() -> None:
    m = measure_one("x = 1\n")
    with pytest.raises(dataclasses.FrozenInstanceError):
        m.lloc = 2  # type: ignore[misc]
