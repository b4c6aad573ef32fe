"""Projects in the build: the check runs the reference and every broken variant and
regenerates the data; the built dataset gains the projects and project_grading configs,
with the checkpoint tests only in the latter."""

from __future__ import annotations

import json
import shutil

import datasets
import pytest
from helpers import write_task
from project_cases import FIXTURE_ROOT

from codeassay._build import build, check_projects
from codeassay._cli import main
from dataset_builder import PROJECT_GRADING_FEATURES, PROJECTS_FEATURES, read_projects
from evaluation import BuildError

pytestmark = pytest.mark.slow


@pytest.fixture()
def source(tmp_path):
    root = tmp_path / "tasks_src"
    root.mkdir()
    (root / "VERSION").write_text("1.2.3\n")
    write_task(root)
    shutil.copytree(FIXTURE_ROOT / "projects", root / "projects")
    return root


def test_the_fixture_project_checks_clean(source):
    (result,) = check_projects(source)
    assert result.problems == ()
    assert result.classes == {"reference": None, "syntax": "syntax", "compilation": "compilation",
                              "dependency": "dependency", "logical": "logical", "other": "other"}


def test_alternatives_must_pass_every_checkpoint(source, capsys):
    project = source / "projects" / "tiny_ledger"
    shutil.copytree(project / "reference", project / "alternatives" / "blind")
    shutil.copytree(project / "reference", project / "alternatives" / "too_literal")
    shutil.copy(project / "broken" / "logical" / "ledger.py", project / "alternatives" / "too_literal" / "ledger.py")
    (result,) = check_projects(source)
    assert result.classes["alternatives/blind"] is None
    assert result.classes["alternatives/too_literal"] == "logical"
    assert [p.path for p in result.problems] == ["tiny_ledger/alternatives/too_literal"]
    assert "checkpoints not passed: totals" in result.problems[0].message


def test_a_misnamed_variant_and_stale_data_are_reported(source, capsys):
    project = source / "projects" / "tiny_ledger"
    shutil.copytree(project / "broken" / "logical", project / "broken" / "syntax-wrong")
    with (project / "data" / "sales.csv").open("a") as handle:
        handle.write("2026-03-09,apple,1,1.00\n")
    assert main(["build", "--check", "--projects", "tiny_ledger", "--source", str(source)]) == 1
    err = capsys.readouterr().err
    assert "tiny_ledger/broken/syntax-wrong: classified as logical" in err and "expected syntax" in err
    assert "tiny_ledger/data/generate.py: with seed 11 writes a 'data/sales.csv' that differs" in err


def test_built_dataset_has_the_project_configs(source, tmp_path, sandbox):
    out = tmp_path / "built"
    assert "and 1 project(s)" in build(source, out, sandbox=sandbox)
    public = datasets.load_dataset(str(out), "projects", split="test")
    grading = datasets.load_dataset(str(out), "project_grading", split="test")
    assert public.features == PROJECTS_FEATURES and grading.features == PROJECT_GRADING_FEATURES
    (row,) = public
    assert row["project_id"] == "tiny_ledger" and row["prompt_ids"] == ["read", "totals", "main"]
    assert row["checkpoint_files"] == ["out/totals.csv", "out/summary.json"]
    assert list(json.loads(row["inputs"])) == ["data/sales.csv"] and row["dataset_version"] == "1.2.3"
    assert "checkpoint_tests" not in public.column_names and "reference_files" not in public.column_names
    (hidden,) = grading
    (source_project,) = read_projects(source)
    assert json.loads(hidden["checkpoint_tests"])["totals"] == source_project.checkpoints[0].tests
    everything_public = json.dumps(public[0])
    for checkpoint in source_project.checkpoints:
        assert checkpoint.tests not in everything_public
    manifest = json.loads((out / "test_split_manifest.json").read_text())
    assert manifest["projects"] == {"tiny_ledger": {"checkpoints": ["totals", "summary"]}}


def test_a_broken_project_stops_the_build(source, tmp_path, sandbox):
    project = source / "projects" / "tiny_ledger"
    # An "other" variant that is in fact correct: the check must refuse it.
    (project / "broken" / "other" / "main.py").write_text("# harmless\n" + (project / "reference" / "main.py").read_text())
    out = tmp_path / "built"
    with pytest.raises(BuildError, match="broken/other: classified as no error"):
        build(source, out, sandbox=sandbox)
    assert not out.exists()
