"""The written report: files in every format, figures and a self-contained page."""

from __future__ import annotations

import base64
import re
import sys

import pandas as pd
import pytest

from codeassay.report import write_report
from evaluation import MissingDependencyError


def test_write_report_files_figures_and_self_contained_html(report, tmp_path):
    written = write_report(report, tmp_path / "out")
    names = {p.name for p in written}
    for table in report.tables:
        assert {f"{table}.csv", f"{table}.md", f"{table}.tex"} <= names
    assert {"correctness.png", "quality.png", "categories.png", "report.md", "report.html"} <= names
    page = (tmp_path / "out" / "report.html").read_text(encoding="utf-8")
    images = re.findall(r'src="data:image/png;base64,([^"]+)"', page)
    assert len(images) == 3 and all(base64.b64decode(i).startswith(b"\x89PNG") for i in images)
    assert not re.search(r'(src|href)="(?!data:)', page)  # nothing fetched from elsewhere
    assert "task003" in page
    csv = pd.read_csv(tmp_path / "out" / "correctness.csv")
    expected = report.tables["correctness"]["correctness_pct"].tolist()
    assert csv["correctness_pct"].tolist() == pytest.approx(expected)
    tex = (tmp_path / "out" / "quality.tex").read_text(encoding="utf-8")
    assert r"\begin{tabular}" in tex and "alpha-std" in tex and r"(\%)" in tex


def test_missing_matplotlib_raises_with_install_hint(report, tmp_path, monkeypatch):
    for name in ("matplotlib", "matplotlib.figure", "matplotlib.backends.backend_agg"):
        monkeypatch.setitem(sys.modules, name, None)
    with pytest.raises(MissingDependencyError, match=re.escape("pip install 'codeassay[report]'")):
        write_report(report, tmp_path / "out")
    assert not (tmp_path / "out").exists()
