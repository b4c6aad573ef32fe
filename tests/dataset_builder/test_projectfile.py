"""Reading project folders: the fixture project reads cleanly, and every bad input names
its file, line and field."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from dataset_builder import read_project, read_projects, task_folders
from evaluation import TaskFormatError

FIXTURE = Path(__file__).resolve().parents[1] / "data" / "projects" / "tiny_ledger"


@pytest.fixture()
def project(tmp_path) -> Path:
    folder = tmp_path / "tasks_src" / "projects" / "tiny_ledger"
    shutil.copytree(FIXTURE, folder)
    return folder


def _problems(root: Path) -> list[str]:
    with pytest.raises(TaskFormatError) as info:
        read_projects(root)
    return [str(p) for p in info.value.problems]


def _edit(folder: Path, old: str, new: str) -> None:
    path = folder / "project.yaml"
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new))


def test_fixture_project_is_read(project):
    (source,) = read_projects(project.parents[1])
    assert source.id == "tiny_ledger" and source.domain == "bookkeeping"
    assert [p.id for p in source.prompts] == ["read", "totals", "main"]
    assert source.prompts[2].files == ("main.py",)
    assert source.command == ("python", "main.py", "data/sales.csv", "out")
    assert list(source.inputs) == ["data/sales.csv"]
    assert [(c.name, c.file) for c in source.checkpoints] == [("totals", "out/totals.csv"),
                                                              ("summary", "out/summary.json")]
    assert sorted(source.reference) == ["ledger.py", "main.py"]
    assert sorted(source.broken) == ["compilation", "dependency", "logical", "other", "syntax"]
    assert source.broken_class("other") == "other"
    assert source.variant_files("logical")["main.py"] == source.reference["main.py"]
    assert source.variant_files("logical")["ledger.py"] != source.reference["ledger.py"]
    assert (source.run_timeout_s, source.checkpoint_timeout_s, source.packages) == (20.0, 30.0, ())
    assert read_project(project) == source


def test_task_folders_skip_the_projects_folder(project):
    (project.parents[1] / "ads_some_task").mkdir()
    assert [p.name for p in task_folders(project.parents[1])] == ["ads_some_task"]


def test_unknown_and_missing_fields_name_their_line(project):
    _edit(project, "domain: bookkeeping\n", "domian: bookkeeping\n")
    problems = _problems(project.parents[1])
    assert problems[0].startswith("tasks_src/projects/tiny_ledger/project.yaml:3: domian: unknown field")
    assert problems[1].startswith("tasks_src/projects/tiny_ledger/project.yaml:") and "domain: field is missing" in problems[1]


def test_nested_field_problems_name_the_nested_line(project):
    _edit(project, "  - id: totals\n", "  - id: Totals!\n")
    _edit(project, "  run_s: 20\n", "  run_s: -1\n")
    problems = _problems(project.parents[1])
    assert any(p.startswith("tasks_src/projects/tiny_ledger/project.yaml:15: prompts[1].id: must be a slug") for p in problems)
    assert any(": timeouts.run_s: must be a positive number" in p for p in problems)


@pytest.mark.parametrize("bad", ["../secret.csv", "/etc/passwd", "sales.csv", "data/../x.csv"])
def test_inputs_outside_data_are_refused(project, bad):
    _edit(project, "  - data/sales.csv\n", f"  - {bad}\n")
    (problem,) = _problems(project.parents[1])
    assert "inputs[0]: must be a relative path under data/" in problem


def test_checkpoint_file_escaping_the_run_folder_is_refused(project):
    _edit(project, "file: out/summary.json", "file: ../summary.json")
    (problem,) = _problems(project.parents[1])
    assert "checkpoints[1].file: must be a relative path inside the run folder" in problem


def test_command_must_run_python_on_a_reference_file(project):
    _edit(project, "command: [python, main.py,", "command: [python, app.py,")
    (problem,) = _problems(project.parents[1])
    assert "run.command: runs 'app.py', which is not a file of reference/" in problem


def test_missing_checkpoint_test_and_stray_test_are_named(project):
    (project / "checkpoints" / "test_summary.py").rename(project / "checkpoints" / "test_extra.py")
    problems = _problems(project.parents[1])
    assert "tasks_src/projects/tiny_ledger/checkpoints/test_summary.py: file is missing" in problems
    assert "tasks_src/projects/tiny_ledger/checkpoints/test_extra.py: names no checkpoint of project.yaml" in problems


def test_every_error_class_needs_a_broken_variant(project):
    shutil.rmtree(project / "broken" / "dependency")
    (project / "broken" / "typo").mkdir()
    (project / "broken" / "typo" / "main.py").write_text("x = 1\n")
    problems = _problems(project.parents[1])
    assert any(p.startswith("tasks_src/projects/tiny_ledger/broken/typo: folder name must be <class>") for p in problems)
    assert "tasks_src/projects/tiny_ledger/broken: no variant of class 'dependency': add broken/dependency/" in problems


def test_a_variant_equal_to_the_reference_is_refused(project):
    shutil.copy(project / "reference" / "ledger.py", project / "broken" / "logical" / "ledger.py")
    (problem,) = _problems(project.parents[1])
    assert problem == "tasks_src/projects/tiny_ledger/broken/logical: changes nothing of reference/"


def test_prompt_files_must_name_reference_files(project):
    _edit(project, "files: [main.py]", "files: [app.py]")
    problems = _problems(project.parents[1])
    assert any("prompts[2].files: 'app.py' is not a file of reference/" in p for p in problems)
    assert any("reference file 'main.py' is named by no prompt's files" in p for p in problems)


def test_invalid_yaml_names_its_line(project):
    _edit(project, "title: Tiny sales ledger\n", "title: [unclosed\n")
    (problem,) = _problems(project.parents[1])
    assert problem.startswith("tasks_src/projects/tiny_ledger/project.yaml:") and "invalid YAML" in problem


def test_an_unknown_project_id_is_a_problem(project):
    with pytest.raises(TaskFormatError, match="no project folder named 'nope'"):
        read_projects(project.parents[1], only={"nope"})
