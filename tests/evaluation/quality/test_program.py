"""Preparing a program: the reason a program cannot be measured, and its encoding honoured."""

from __future__ import annotations

import dataclasses

import pytest
from quality_cases import STYLE, SYNTAX_ERROR, measure_one

from evaluation.quality import measure_quality


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
