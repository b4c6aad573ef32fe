"""CITATION.cff cites the dataset version the checkout builds and the package ships."""

from __future__ import annotations

from pathlib import Path

import yaml

from codeassay import load

ROOT = Path(__file__).resolve().parents[1]


def test_citation_names_the_shipped_dataset_version():
    citation = yaml.safe_load((ROOT / "CITATION.cff").read_text(encoding="utf-8"))
    source_version = (ROOT / "tasks_src" / "VERSION").read_text(encoding="utf-8").strip()
    assert str(citation["version"]) == source_version
    assert load("tasks")[0]["dataset_version"] == source_version
