"""Requirement traceability and blind red-team programs in task folders."""

from __future__ import annotations

import pytest
from helpers import ADD_TRACE, write_task

from codeassay._build import build, check
from dataset_builder import read_tasks
from evaluation import TaskFormatError

# The tiny add suite splits into hidden (test_small, test_type) and public (test_negative,
# test_zero); this trace checks both requirements on both sides.
TRACED = ADD_TRACE

BLIND_FLOAT = "# blind: R2 - returns a float\n# differs on: add(1, 2)\ndef add(a, b):\n    return float(a + b)\n"


def _problems(root) -> list[str]:
    with pytest.raises(TaskFormatError) as info:
        read_tasks(root)
    return [str(p) for p in info.value.problems]


def test_traced_task_reads_spec_and_checks_in_source_order(tmp_path):
    write_task(tmp_path, extra_yaml=TRACED)
    (task,) = read_tasks(tmp_path)
    assert [(r.id, r.text) for r in task.trace.spec] == [("R1", "returns the sum of a and b"),
                                                         ("R2", "the result is an int")]
    assert task.trace.checks == (("test_small", ("R1",)), ("test_negative", ("R1",)),
                                 ("test_type", ("R2",)), ("test_zero", ("R1", "R2")))
    assert task.trace.tests_checking("R2", task.split.hidden_names) == ("test_type",)


def test_a_task_without_spec_and_checks_is_refused(tmp_path):
    write_task(tmp_path, traced=False)
    assert _problems(tmp_path) == [
        "tasks_src/ads_tiny_add/task.yaml: spec: has no 'spec' and 'checks': list the description's "
        "requirements (R1, R2, ...) and the requirements each test checks (see 'Writing a task' "
        "in DEVELOPERS.md)"]


def test_requirement_checked_on_one_side_only_is_refused_with_its_line(tmp_path):
    write_task(tmp_path, extra_yaml=TRACED.replace("test_zero: [R1, R2]", "test_zero: [R1]"))
    assert _problems(tmp_path) == [
        "tasks_src/ads_tiny_add/task.yaml:11: spec: R2 is checked by no public test"]


def test_requirement_checked_by_no_hidden_test_is_refused(tmp_path):
    write_task(tmp_path, extra_yaml=TRACED.replace("test_type: [R2]", "test_type: [R1]"))
    assert _problems(tmp_path) == [
        "tasks_src/ads_tiny_add/task.yaml:11: spec: R2 is checked by no hidden test"]


def test_test_without_requirements_unknown_test_and_unknown_id_are_refused(tmp_path):
    yaml = TRACED.replace("  test_zero: [R1, R2]\n", "  test_gone: [R1]\n").replace(
        "test_type: [R2]", "test_type: [R2, R9]")
    write_task(tmp_path, extra_yaml=yaml)
    problems = _problems(tmp_path)
    assert "tasks_src/ads_tiny_add/task.yaml:16: checks: 'test_gone' is not a test of the suite" in problems
    assert "tasks_src/ads_tiny_add/task.yaml:15: checks: test_type: R9 not in spec" in problems
    assert ("tasks_src/ads_tiny_add/task.yaml:12: checks: test 'test_zero' checks no listed requirement: "
            "name what it checks") in problems


def test_spec_without_checks_and_bad_ids_are_refused(tmp_path):
    write_task(tmp_path, extra_yaml='spec:\n  R1: "returns the sum"\n  X2: "an int"\n  R3: ""\n')
    problems = _problems(tmp_path)
    assert "tasks_src/ads_tiny_add/task.yaml:9: spec: is given without 'checks': a traced task needs both" \
        in problems
    assert "tasks_src/ads_tiny_add/task.yaml:11: spec: 'X2' is not a requirement id (R1, R2, ...)" in problems
    assert "tasks_src/ads_tiny_add/task.yaml:12: spec: R3: must be a non-empty statement, got ''" in problems


def test_repeated_requirement_id_is_refused(tmp_path):
    repeated = TRACED.replace('  R2: "the result is an int"\n', '  R2: "the result is an int"\n  R1: "again"\n')
    write_task(tmp_path, extra_yaml=repeated)
    assert "tasks_src/ads_tiny_add/task.yaml:12: spec: 'R1' appears twice" in _problems(tmp_path)


def test_blind_markers_are_read_and_checked_against_the_spec(tmp_path):
    write_task(tmp_path, extra_yaml=TRACED, wrong={
        "minus.py": "def add(a, b):\n    return a - b\n",
        "blind_float.py": BLIND_FLOAT,
        "blind_bad.py": "# blind: returns a float\ndef add(a, b):\n    return float(a + b)\n",
        "blind_r7.py": BLIND_FLOAT.replace("R2", "R7"),
    })
    assert _problems(tmp_path) == [
        "tasks_src/ads_tiny_add/wrong/blind_bad.py:1: blind marker must read "
        "'# blind: R<n> - <what it gets wrong>'",
        "tasks_src/ads_tiny_add/wrong/blind_r7.py:1: blind marker names R7, which is not in the task's spec",
    ]


def test_blind_wrong_program_must_fail_the_public_side_too(tmp_path, sandbox):
    # R1 is broken only for negative numbers, which only the public test_negative checks;
    # the float program shows that test_zero claims R2 without observing it.
    blind = "# blind: R1 - drops the sign\n# differs on: add(-1, -2)\ndef add(a, b):\n    return abs(a + b)\n"
    wrong = {"minus.py": "def add(a, b):\n    return a - b\n", "blind_abs.py": blind, "blind_float.py": BLIND_FLOAT}
    write_task(tmp_path, extra_yaml=TRACED, wrong=wrong)
    float_problem = ("tasks_src/ads_tiny_add/wrong/blind_float.py: wrong solution passes the public tests; "
                     "strengthen the public subset so that it observes the requirement it breaks (R2)")
    (result,) = check(tmp_path, sandbox=sandbox)
    assert [str(p) for p in result.problems] == [
        "tasks_src/ads_tiny_add/wrong/blind_abs.py: wrong solution passes the hidden tests; strengthen "
        "the hidden subset so that it observes the requirement it breaks (R1)", float_problem]
    (tmp_path / "ads_tiny_add" / "wrong" / "blind_abs.py").write_text(
        blind.replace("abs(a + b)", "a + b + (b == 2)"))
    (result,) = check(tmp_path, sandbox=sandbox)
    assert [str(p) for p in result.problems] == [
        "tasks_src/ads_tiny_add/wrong/blind_abs.py: wrong solution passes the public tests; strengthen "
        "the public subset so that it observes the requirement it breaks (R1)", float_problem]


def test_alternative_must_pass_the_full_suite(tmp_path, sandbox):
    folder = write_task(tmp_path)
    (folder / "alternatives").mkdir()
    (folder / "alternatives" / "sum.py").write_text("# blind: correct\ndef add(a, b):\n    return sum((a, b))\n")
    (result,) = check(tmp_path, sandbox=sandbox)
    assert result.problems == ()
    (folder / "alternatives" / "ok_but_float.py").write_text("def add(a, b):\n    return a + b + 0.0\n")
    (result,) = check(tmp_path, sandbox=sandbox)
    (problem,) = result.problems
    assert str(problem).startswith("tasks_src/ads_tiny_add/alternatives/ok_but_float.py: correct alternative "
                                   "fails the test_solution.py: failed (test_type")


def test_grading_rows_carry_spec_and_checks(tmp_path, sandbox):
    src = tmp_path / "src"
    src.mkdir()
    (src / "VERSION").write_text("0.0.1\n")
    write_task(src, extra_yaml=TRACED)
    out = tmp_path / "out"
    build(src, out, sandbox=sandbox)
    import datasets

    rows = {r["task_id"]: r for r in datasets.load_dataset(str(out), "grading", split="test").to_list()}
    assert rows["ads_tiny_add"]["spec"] == [{"id": "R1", "text": "returns the sum of a and b"},
                                            {"id": "R2", "text": "the result is an int"}]
    assert rows["ads_tiny_add"]["checks"][3] == {"test": "test_zero", "requirements": ["R1", "R2"]}
    tasks_columns = datasets.load_dataset(str(out), "tasks", split="test").column_names
    assert "spec" not in tasks_columns and "checks" not in tasks_columns
