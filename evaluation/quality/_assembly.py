"""The measures of one program, assembled from what each analyzer said about it."""

from __future__ import annotations

import collections
from dataclasses import dataclass
from typing import TYPE_CHECKING

from evaluation.quality._flake8 import WHITESPACE_CODES

if TYPE_CHECKING:
    from evaluation.quality._program import Program

__all__ = ["QualityMeasures", "null_measures", "assemble"]


@dataclass(frozen=True)
class QualityMeasures:
    """The quality measures of one program, each in the unit its tool produces.

    ``error`` is ``None`` when every measure that was asked for was produced. When the
    program could not be analysed at all (a syntax error, text that cannot be written as
    source), every measure is ``None`` and ``error`` says why, e.g.
    ``"syntax error: line 3: invalid syntax"``. When one analyzer failed on an otherwise
    valid program, only that analyzer's columns are ``None`` and ``error`` names it.

    ``semgrep_findings`` is ``None`` without an error when semgrep was not requested or is
    not installed; :func:`analyzer_versions` then reports semgrep as ``"not installed"``.
    """

    #: Logical lines of code, as radon counts them (context, not a quality measure).
    lloc: int | None
    #: flake8 violations of every selected code (see the package docstring).
    flake8_violations: int | None
    #: ``flake8_violations`` per 100 logical lines; ``None`` when ``lloc`` is 0.
    flake8_per_100_lloc: float | None
    #: flake8 violations whose code is not in :data:`WHITESPACE_CODES`.
    flake8_nows_violations: int | None
    #: ``flake8_nows_violations`` per 100 logical lines; ``None`` when ``lloc`` is 0.
    flake8_nows_per_100_lloc: float | None
    #: Violations per flake8 code, codes in sorted order.
    flake8_codes: dict[str, int]
    #: Mean radon cyclomatic complexity over every function definition; ``None`` when the
    #: program defines no function.
    cc_mean: float | None
    #: Largest radon cyclomatic complexity of a function definition; ``None`` without one.
    cc_max: int | None
    #: Complexity of the code outside every function and class (1 for straight-line code);
    #: the complexity measure to use for a program that defines no function.
    cc_module: int | None
    #: bandit findings of low severity (any confidence).
    bandit_low: int | None
    #: bandit findings of medium severity (any confidence).
    bandit_medium: int | None
    #: bandit findings of high severity (any confidence).
    bandit_high: int | None
    #: bandit test id of every finding, one entry per finding, sorted (``("B307",)``).
    bandit_tests: tuple[str, ...]
    #: Findings of the shipped semgrep rules; ``None`` when semgrep did not run.
    semgrep_findings: int | None
    #: Why measures are missing, or ``None`` (see the class docstring).
    error: str | None = None


def null_measures(reason: str) -> QualityMeasures:
    """Measures of a program that could not be analysed at all."""
    return QualityMeasures(
        lloc=None, flake8_violations=None, flake8_per_100_lloc=None,
        flake8_nows_violations=None, flake8_nows_per_100_lloc=None, flake8_codes={},
        cc_mean=None, cc_max=None, cc_module=None, bandit_low=None, bandit_medium=None,
        bandit_high=None, bandit_tests=(), semgrep_findings=None, error=reason,
    )


def _per_100(count: int | None, lloc: int | None) -> float | None:
    """``count`` per 100 logical lines; ``None`` when undefined (no lines, or no count)."""
    if count is None or not lloc:
        return None
    return 100.0 * count / lloc


def assemble(program: Program, codes: collections.Counter[str], flake8_failure: str | None,
             bandit_findings: list[tuple[str, str]], bandit_failure: str | None,
             semgrep_count: int | None, semgrep_failure: str | None) -> QualityMeasures:
    """One program's record from what each analyzer said about it."""
    problems = [p for p in (flake8_failure, bandit_failure, semgrep_failure) if p]

    lloc: int | None = None
    cc_mean: float | None = None
    cc_max: int | None = None
    cc_module: int | None = None
    if isinstance(program.radon, str):
        problems.insert(0, program.radon)
    elif program.radon is not None:
        lloc, complexities, cc_module = program.radon
        if complexities:
            cc_mean = sum(complexities) / len(complexities)
            cc_max = max(complexities)

    total: int | None = None
    nows: int | None = None
    flake8_codes: dict[str, int] = {}
    if flake8_failure is None:
        total = sum(codes.values())
        nows = sum(n for code, n in codes.items() if code not in WHITESPACE_CODES)
        flake8_codes = {code: codes[code] for code in sorted(codes)}

    low = medium = high = None
    tests: tuple[str, ...] = ()
    if bandit_failure is None:
        severities = collections.Counter(severity for severity, _ in bandit_findings)
        low, medium, high = severities["LOW"], severities["MEDIUM"], severities["HIGH"]
        tests = tuple(sorted(test_id for _, test_id in bandit_findings))

    return QualityMeasures(
        lloc=lloc,
        flake8_violations=total,
        flake8_per_100_lloc=_per_100(total, lloc),
        flake8_nows_violations=nows,
        flake8_nows_per_100_lloc=_per_100(nows, lloc),
        flake8_codes=flake8_codes,
        cc_mean=cc_mean,
        cc_max=cc_max,
        cc_module=cc_module,
        bandit_low=low,
        bandit_medium=medium,
        bandit_high=high,
        bandit_tests=tests,
        semgrep_findings=None if semgrep_failure else semgrep_count,
        error="; ".join(problems) or None,
    )
