"""A project's quality figures: summed function-level measures and the SQALE summary."""

from __future__ import annotations

import pytest
from project_cases import fixture_source

from evaluation.quality import DEVELOPMENT_MINUTES_PER_LINE, debt_rating, project_quality


@pytest.mark.parametrize("ratio, rating", [(0.0, "A"), (0.05, "A"), (0.0501, "B"), (0.10, "B"), (0.2, "C"),
                                           (0.21, "D"), (0.5, "D"), (0.51, "E"), (3.0, "E")])
def test_sonarqube_thresholds(ratio, rating):
    assert debt_rating(ratio) == rating


def test_the_reference_project_is_measured():
    quality = project_quality(fixture_source().reference)
    assert quality["error"] is None and quality["files"] == 2
    assert quality["lloc"] > 10 and quality["sloc"] >= quality["lloc"] // 2
    assert quality["debt_minutes"] >= 0 and quality["code_smells"] == sum(quality["smells_by_symbol"].values())
    assert quality["debt_ratio"] == round(quality["debt_minutes"] / (DEVELOPMENT_MINUTES_PER_LINE * quality["sloc"]), 4)
    assert quality["maintainability_rating"] == debt_rating(quality["debt_ratio"])
    assert quality["reliability_rating"] == "A" and quality["security_rating"] == "A"


def test_smells_bugs_and_findings_lower_the_ratings():
    files = {"app.py": ("import os, sys\nimport subprocess\n\n\ndef Run(x):\n    try:\n        return eval(x)\n"
                        "    except Exception:\n        pass\n    return undefined_name\n"),
             "util.py": "def f(a,b):\n  return a+b\n"}
    quality = project_quality(files)
    assert quality["code_smells"] >= 5 and "unused-import" in quality["smells_by_symbol"]
    assert quality["maintainability_rating"] in ("D", "E")
    assert quality["bugs"] >= 1 and quality["reliability_rating"] == "C"
    assert quality["bandit"]["medium"] >= 1 and quality["security_rating"] in ("C", "D")


def test_a_file_that_does_not_parse_leaves_the_summary_empty_and_says_why():
    quality = project_quality({"a.py": "def f(:\n", "b.py": "x = 1\n"})
    assert quality["code_smells"] is None and quality["maintainability_rating"] is None
    assert "a.py" in quality["error"]
    assert project_quality({"notes.txt": "hi"}) == {"files": 0, "error": "no Python file"}
