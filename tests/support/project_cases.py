"""The engine's fixture project (tests/data/projects/tiny_ledger) as source and record."""

from __future__ import annotations

from pathlib import Path

from dataset_builder import project_record, read_projects

#: The folder whose projects/ holds the fixture project (a tasks_src/ of its own).
FIXTURE_ROOT = Path(__file__).resolve().parents[1] / "data"
FIXTURE_ID = "tiny_ledger"


def fixture_source():
    """The fixture project as read from its folder."""
    (source,) = read_projects(FIXTURE_ROOT, only={FIXTURE_ID})
    return source


def fixture_project():
    """The engine's record of the fixture project."""
    return project_record(fixture_source())
