"""Reading results files: every program kept, bad rows named by file and line."""

from __future__ import annotations

import re

import pytest
from report_cases import CONFIGS

from codeassay.report import build_report, category_table, load_results
from evaluation import ResultsFileError


def test_load_skips_the_header_and_keeps_every_program(results, rows):
    assert len(results) == len(rows) == 4 * 40 - 1
    assert set(results["model"]) == set(CONFIGS)
    assert results["passed"].dtype == bool


@pytest.mark.parametrize(("change", "message"), [
    (lambda r: r.pop("passed"), "missing field"),
    (lambda r: r.update(category=None), "category"),
    (lambda r: r.update(passed=True, status="timeout"), "status is 'timeout'"),
    (lambda r: r.update(passed="yes"), "passed"),
    (lambda r: r.update(cc_mean="high"), "cc_mean"),
    (lambda r: r.update(model=""), "model"),
])
def test_load_rejects_bad_rows_naming_file_and_line(synthetic, tmp_path, change, message):
    bad = synthetic.rows(n_tasks=3)
    change(bad[1])
    path = synthetic.write(tmp_path / "bad.jsonl", bad)
    with pytest.raises(ResultsFileError, match=re.escape(message)) as info:
        load_results(path)
    assert "bad.jsonl:3" in str(info.value)  # line 1 is the header


def test_load_ignores_a_line_cut_mid_write_and_says_so(synthetic, tmp_path):
    path = synthetic.write(tmp_path / "cut.jsonl", synthetic.rows(n_tasks=3))
    with path.open("a", encoding="utf-8") as handle:
        handle.write('{"task_id": "task009", "model": "alp')
    results = load_results(path)
    assert len(results) == 12
    assert any("cut.jsonl:14: last line is incomplete" in n for n in results.attrs["notes"])
    assert any("last line is incomplete" in n for n in build_report(results).notes)


def test_load_keeps_categories_of_other_benchmarks(synthetic, tmp_path):
    rows = synthetic.rows({"m": 0.7}, n_tasks=4)
    for row in rows:
        row["category"] = "HumanEval"
    results = load_results(synthetic.write(tmp_path / "he.jsonl", rows))
    assert any("outside the CodeAssay taxonomy: HumanEval" in n for n in results.attrs["notes"])
    table = category_table(results)
    assert table["category"].tolist() == ["HumanEval"] and table["name"].tolist() == ["HumanEval"]


def test_load_rejects_invalid_json(tmp_path):
    path = tmp_path / "broken.jsonl"
    path.write_text('{"type": "header"}\n{"task_id": \n', encoding="utf-8")
    with pytest.raises(ResultsFileError, match="broken.jsonl:2"):
        load_results(path)


def test_load_rejects_a_program_graded_twice_across_files(synthetic, tmp_path):
    first = synthetic.write(tmp_path / "a.jsonl", synthetic.rows(n_tasks=3))
    second = synthetic.write(tmp_path / "b.jsonl", synthetic.rows(n_tasks=3)[:1])
    with pytest.raises(ResultsFileError, match=r"graded twice.*a\.jsonl:2 and .*b\.jsonl:2"):
        load_results([first, second])


def test_load_rejects_a_task_in_two_categories(synthetic, tmp_path):
    bad = synthetic.rows(n_tasks=3)
    bad[0]["category"] = "ODP"
    with pytest.raises(ResultsFileError, match="several categories"):
        load_results(synthetic.write(tmp_path / "c.jsonl", bad))


def test_load_rejects_empty_and_unreadable_files(synthetic, tmp_path):
    with pytest.raises(ResultsFileError, match="no result rows"):
        load_results(synthetic.write(tmp_path / "empty.jsonl", []))
    with pytest.raises(ResultsFileError, match="cannot read"):
        load_results(tmp_path / "absent.jsonl")


def test_the_header_task_list_is_the_denominator(synthetic, tmp_path):
    path = synthetic.write(tmp_path / "r.jsonl", synthetic.rows(n_tasks=3), tasks=synthetic.task_ids(5))
    results = load_results(path)
    assert results.attrs["dataset_tasks"] == {"task001": "ADS", "task002": "SPT", "task003": "DPS",
                                              "task004": "FIO", "task005": "WNT"}
    assert not any("do not list the dataset's tasks" in n for n in results.attrs["notes"])


def test_without_a_task_list_the_shipped_dataset_or_the_tasks_present_are_used(synthetic, tmp_path):
    from codeassay import shipped_manifest

    manifest = shipped_manifest()
    shipped = synthetic.rows({"m": 0.5}, n_tasks=2, dataset_hash=manifest["dataset_hash"])
    results = load_results(synthetic.write(tmp_path / "shipped.jsonl", shipped))
    tasks = results.attrs["dataset_tasks"]
    assert set(manifest["tasks"]) <= set(tasks) and tasks["ads_free_slots"] == "ADS"
    other = load_results(synthetic.write(tmp_path / "other.jsonl", synthetic.rows({"m": 0.5}, n_tasks=2)))
    assert list(other.attrs["dataset_tasks"]) == ["task001", "task002"]
    folder = tmp_path.name
    assert (f"1 of 1 results file(s) ({folder}/other.jsonl) do not list the dataset's tasks in their "
            "header" in " ".join(other.attrs["notes"]))


def test_a_malformed_task_list_is_named_by_file_and_line(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"type": "header", "tasks": ["t1"]}\n', encoding="utf-8")
    with pytest.raises(ResultsFileError, match=r"bad\.jsonl:1: tasks: expected an object"):
        load_results(path)
