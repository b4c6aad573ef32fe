"""Quality of a whole project: the function-level measures summed over its files, and a
SQALE summary of the methodology paper's kind (code smells, technical-debt ratio, A-E
ratings), computed from real analyzers' findings.

The paper read these figures off SonarQube. No SonarQube server is involved here; the
summary follows the published SQALE method with SonarQube's published thresholds:

* code smells: pylint's convention (C), refactor (R) and warning (W) messages, the
  closest open rule set to SonarQube's Python maintainability rules;
* remediation effort: minutes per finding from :data:`REMEDIATION_MINUTES` (by pylint
  category, with the overrides listed there), summed into the technical debt;
* technical-debt ratio: debt / (cost to develop the code), the cost being
  :data:`DEVELOPMENT_MINUTES_PER_LINE` per source line (SonarQube's default, 30 min per
  line of code; lines of code are radon's SLOC: lines that are neither blank nor only a
  comment);
* maintainability rating from the ratio: A <= 5 %, B <= 10 %, C <= 20 %, D <= 50 %, else E;
* reliability rating from pylint's error (E) messages, each treated as a major bug
  (A: none, C: at least one); security rating from bandit's findings by severity
  (low -> minor: B, medium -> major: C, high -> critical: D; A: none).

README.md ("Project quality") says how this differs from SonarQube.
"""

from __future__ import annotations

import os
import tempfile
from collections import Counter
from collections.abc import Mapping
from pathlib import Path

from evaluation._errors import MissingDependencyError

__all__ = ["project_quality", "REMEDIATION_MINUTES", "REMEDIATION_OVERRIDES", "DEVELOPMENT_MINUTES_PER_LINE",
           "MAINTAINABILITY_THRESHOLDS", "debt_rating", "PYLINT_CATEGORIES"]

#: SonarQube's default cost of developing one line of code, in minutes.
DEVELOPMENT_MINUTES_PER_LINE = 30
#: Upper bounds of the debt ratio for ratings A-D (SonarQube's defaults); above D is E.
MAINTAINABILITY_THRESHOLDS: tuple[tuple[str, float], ...] = (("A", 0.05), ("B", 0.10), ("C", 0.20), ("D", 0.50))
#: Remediation minutes of one finding, by pylint category (a layout or naming fix, a local
#: correction, a restructuring).
REMEDIATION_MINUTES: dict[str, int] = {"convention": 5, "warning": 10, "refactor": 20}
#: Findings whose fix costs clearly more or less than their category's default.
REMEDIATION_OVERRIDES: dict[str, int] = {
    "line-too-long": 1, "trailing-whitespace": 1, "missing-final-newline": 1, "wrong-import-order": 2,
    "unused-import": 2, "unused-variable": 2, "missing-module-docstring": 5,
    "missing-function-docstring": 5, "missing-class-docstring": 5,
    "too-many-branches": 30, "too-many-statements": 30, "too-many-locals": 20,
    "duplicate-code": 30, "broad-exception-caught": 10,
}
#: The pylint categories that count as code smells.
PYLINT_CATEGORIES = ("convention", "refactor", "warning")
_SEVERITY_RATING = (("high", "D"), ("medium", "C"), ("low", "B"))


def debt_rating(ratio: float) -> str:
    """The SQALE maintainability rating (A-E) of a technical-debt ratio."""
    for rating, bound in MAINTAINABILITY_THRESHOLDS:
        if ratio <= bound:
            return rating
    return "E"


def _pylint_messages(files: Mapping[str, str]) -> list:
    try:
        from pylint.lint import Run
        from pylint.reporters import CollectingReporter
    except ImportError:
        raise MissingDependencyError("pylint", "projects", "Project quality (code smells, debt ratio)") from None
    with tempfile.TemporaryDirectory(prefix="codeassay-pylint-") as tmp:
        root = Path(tmp)
        paths = []
        for path, text in files.items():
            target = root.joinpath(*path.split("/"))
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
            paths.append(str(target))
        rcfile = root / "empty.rc"
        rcfile.write_text("", encoding="utf-8")
        reporter = CollectingReporter()
        cwd = os.getcwd()
        os.chdir(tmp)  # no configuration file of the caller's folder may apply
        try:
            Run([f"--rcfile={rcfile}", "--persistent=n", "--score=n", "--jobs=1", "--disable=all",
                 "--enable=C,R,W,E", "--disable=import-error", *sorted(paths)], reporter=reporter, exit=False)
        finally:
            os.chdir(cwd)
        return list(reporter.messages)


def project_quality(files: Mapping[str, str]) -> dict:
    """Quality figures of one project's Python files (a JSON-ready dict)."""
    from radon.raw import analyze

    from evaluation.quality._measure import measure_quality

    sources = {path: text for path, text in sorted(files.items()) if path.endswith(".py")}
    if not sources:
        return {"files": 0, "error": "no Python file"}
    measures = measure_quality(sources)
    errors = sorted(f"{path}: {m.error}" for path, m in measures.items() if m.error)
    usable = [m for m in measures.values() if m.error is None]
    lloc = sum(m.lloc or 0 for m in usable)
    sloc = 0
    for text in sources.values():
        try:
            sloc += analyze(text).sloc
        except SyntaxError:
            continue
    flake8 = sum(m.flake8_violations or 0 for m in usable)
    messages = _pylint_messages(sources) if not errors else []
    smells = [m for m in messages if m.category in PYLINT_CATEGORIES]
    minutes = sum(REMEDIATION_OVERRIDES.get(m.symbol, REMEDIATION_MINUTES[m.category]) for m in smells)
    ratio = minutes / (DEVELOPMENT_MINUTES_PER_LINE * sloc) if sloc else None
    bugs = [m for m in messages if m.category in ("error", "fatal")]
    bandit = {"low": sum(m.bandit_low or 0 for m in usable), "medium": sum(m.bandit_medium or 0 for m in usable),
              "high": sum(m.bandit_high or 0 for m in usable)}
    security = next((rating for severity, rating in _SEVERITY_RATING if bandit[severity]), "A")
    cc_max = max((m.cc_max for m in usable if m.cc_max is not None), default=None)
    return {
        "files": len(sources), "lloc": lloc, "sloc": sloc,
        "flake8_violations": flake8, "flake8_per_100_lloc": round(100 * flake8 / lloc, 2) if lloc else None,
        "cc_max": cc_max, "bandit": bandit,
        "code_smells": len(smells) if not errors else None,
        "smells_by_symbol": dict(sorted(Counter(m.symbol for m in smells).items())),
        "debt_minutes": minutes if not errors else None,
        "debt_ratio": round(ratio, 4) if ratio is not None and not errors else None,
        "maintainability_rating": debt_rating(ratio) if ratio is not None and not errors else None,
        "reliability_rating": ("C" if bugs else "A") if not errors else None,
        "bugs": len(bugs) if not errors else None,
        "security_rating": security,
        "error": "; ".join(errors) or None,
    }
