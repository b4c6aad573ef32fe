"""Reading task folders: every bad-input case names the task, file, line and field."""

from __future__ import annotations

import pytest
from helpers import write_task

from dataset_builder import read_task, read_tasks, read_version
from evaluation import TaskFormatError


def _problems(root) -> list[str]:
    with pytest.raises(TaskFormatError) as info:
        read_tasks(root)
    return [str(p) for p in info.value.problems]


def test_valid_task_is_read(tmp_path):
    write_task(tmp_path)
    (task,) = read_tasks(tmp_path)
    assert task.task_id == "ads_tiny_add" and task.category == "ADS" and task.difficulty == "easy"
    assert task.split.hidden_names == ("test_small", "test_type")
    assert [name for name, _ in task.wrong] == ["float.py", "minus.py"]
    assert read_tasks(str(tmp_path)) == [task]  # a plain string path works too


def test_missing_field_names_file_and_field(tmp_path):
    folder = write_task(tmp_path)
    text = (folder / "task.yaml").read_text().replace('signature: "def add(a: int, b: int) -> int"\n', "")
    (folder / "task.yaml").write_text(text)
    assert _problems(tmp_path) == ["tasks_src/ads_tiny_add/task.yaml: signature: required field is missing"]


def test_unknown_category_names_line(tmp_path):
    write_task(tmp_path, category="XYZ")
    (problem,) = _problems(tmp_path)
    assert problem.startswith("tasks_src/ads_tiny_add/task.yaml:3: category: unknown category 'XYZ'")


def test_reference_syntax_error(tmp_path):
    write_task(tmp_path, reference="def add(a, b)\n    return a + b\n")
    (problem,) = _problems(tmp_path)
    assert problem.startswith("tasks_src/ads_tiny_add/reference.py:1: syntax error")


def test_test_file_without_tests(tmp_path):
    write_task(tmp_path, tests="from solution import add\n")
    (problem,) = _problems(tmp_path)
    assert "test_solution.py: 0 top-level test function(s) found" in problem


def test_fewer_than_two_tests_on_a_side(tmp_path):
    write_task(tmp_path, tests="def test_a():\n    pass\n\n\ndef test_b():\n    pass\n\n\ndef test_c():\n    pass\n")
    (problem,) = _problems(tmp_path)
    assert "3 top-level test function(s) found; the split needs at least 4" in problem


def test_task_id_claiming_another_folder_is_a_duplicate(tmp_path):
    write_task(tmp_path, "ads_tiny_add")
    other = write_task(tmp_path, "ads_other_add")
    text = (other / "task.yaml").read_text().replace("task_id: ads_other_add", "task_id: ads_tiny_add")
    (other / "task.yaml").write_text(text)
    (problem,) = _problems(tmp_path)
    assert problem.startswith("tasks_src/ads_other_add/task.yaml:1: task_id: 'ads_tiny_add' differs")
    assert "duplicates another task's id" in problem


def test_non_utf8_file_names_line(tmp_path):
    folder = write_task(tmp_path)
    (folder / "reference.py").write_bytes(b"def add(a, b):\n    return a + b  # \xff\n")
    (problem,) = _problems(tmp_path)
    assert problem.startswith("tasks_src/ads_tiny_add/reference.py:2: is not valid UTF-8")


def test_nul_byte_names_line(tmp_path):
    folder = write_task(tmp_path)
    (folder / "test_solution.py").write_bytes(b"import os\n\x00\n")
    (problem,) = _problems(tmp_path)
    assert problem == "tasks_src/ads_tiny_add/test_solution.py:2: contains a NUL byte"


def test_too_few_wrong_solutions(tmp_path):
    write_task(tmp_path, wrong={"one.py": "def add(a, b):\n    return 0\n"})
    (problem,) = _problems(tmp_path)
    assert problem == "tasks_src/ads_tiny_add/wrong/: has 1 wrong solution(s); at least 2 are required"


def test_entry_point_must_exist_and_unknown_fields_are_caught(tmp_path):
    write_task(tmp_path, reference="def plus(a, b):\n    return a + b\n", extra_yaml="diffculty: hard\n")
    problems = _problems(tmp_path)
    assert any("diffculty: unknown field" in p for p in problems)
    assert any("entry point 'add' is not defined at module level" in p for p in problems)


def test_all_problems_of_all_tasks_are_reported(tmp_path):
    write_task(tmp_path, "ads_first", category="NOPE")
    write_task(tmp_path, "ads_second", reference="def add(:\n")
    problems = _problems(tmp_path)
    assert len(problems) == 2
    assert problems[0].startswith("tasks_src/ads_first/") and problems[1].startswith("tasks_src/ads_second/")


def test_invalid_yaml(tmp_path):
    folder = write_task(tmp_path)
    (folder / "task.yaml").write_text("task_id: [unclosed\n")
    with pytest.raises(TaskFormatError, match="task.yaml:2: invalid YAML"):
        read_task(folder, tmp_path)


def test_version_file(tmp_path):
    with pytest.raises(TaskFormatError, match="VERSION: file is missing"):
        read_version(tmp_path)
    (tmp_path / "VERSION").write_text("1.2\n")
    with pytest.raises(TaskFormatError, match="'1.2' is not a semantic version"):
        read_version(tmp_path)
    (tmp_path / "VERSION").write_text("1.2.3\n")
    assert read_version(tmp_path) == "1.2.3"


def test_only_unknown_id(tmp_path):
    write_task(tmp_path)
    with pytest.raises(TaskFormatError, match="no task folder named 'ads_missing'"):
        read_tasks(tmp_path, {"ads_missing"})


def test_timeout_field(tmp_path):
    write_task(tmp_path, extra_yaml="timeout_s: 3\n")
    (problem,) = _problems(tmp_path)
    assert "timeout_s: must be a number of seconds of at least 10" in problem


def test_slow_reference_must_declare_a_timeout(tmp_path):
    from dataset_builder import check_tasks
    from evaluation import ExecResult

    write_task(tmp_path, extra_yaml="timeout_s: 12\n")
    (task,) = read_tasks(tmp_path)
    assert task.timeout_s == 12.0

    def slow_run(requests):
        return [ExecResult(r.key, "passed" if "reference" in r.key else "failed",
                           outcomes=dict.fromkeys(r.expected, "passed"), test_time_s=5.0) for r in requests]
    (check,) = check_tasks([task], slow_run)
    assert check.timeout_s == 12.0
    assert [str(p) for p in check.problems] == [
        "tasks_src/ads_tiny_add/task.yaml: timeout_s: the reference's tests took 5.00 s, more than 33% of "
        "the task's 12 s timeout; declare timeout_s: 50 (or more)"]
