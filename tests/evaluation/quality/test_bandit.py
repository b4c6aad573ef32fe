"""bandit's findings by severity, ``# nosec`` ignored, one entry per finding."""

from __future__ import annotations

from quality_cases import BANDIT, BANDIT_NOSEC, measure_one


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
