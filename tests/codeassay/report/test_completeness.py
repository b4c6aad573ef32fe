"""Completeness, and the bar it serves: a missing task is one more failure in every table."""

from __future__ import annotations

import pytest
from report_cases import MISSING

from codeassay.report import build_report, completeness_table, load_results

#: Ten tasks one configuration lacks in the tests below.
LOST = [f"task{i:03d}" for i in range(5, 15)]


def test_completeness_counts_graded_missing_and_invalid_per_configuration(synthetic, tmp_path):
    rows = synthetic.rows(n_tasks=12, omit=[MISSING])
    rows[0].update(passed=False, status="invalid", lloc=None)
    path = synthetic.write(tmp_path / "r.jsonl", rows, tasks=synthetic.task_ids(14))
    table = completeness_table(load_results(path)).set_index("configuration")
    assert table.loc["alpha-std"].tolist() == [14, 12, 2, 12, 1, "task013 task014"]
    assert table.loc[MISSING[0]].tolist() == [14, 11, 3, 11, 0, f"{MISSING[1]} task013 task014"]
    notes = table.attrs["notes"]
    assert f"{MISSING[0]} has no result for 3 of 14 task(s) ({MISSING[1]}, task013, task014): each " \
           "counts as a failure in every table, paired test and joint set." in notes


@pytest.mark.parametrize("who", ["one configuration", "every configuration"])
def test_ten_missing_tasks_are_ten_more_failures_in_every_table(synthetic, tmp_path, who):
    """The issue's bar: the report of results missing ten tasks equals the report of the
    same results with those ten tasks failed, table for table, and names the ten."""
    configs = ["beta-sec"] if who == "one configuration" else list(synthetic.configs)
    rows = synthetic.rows(n_tasks=40, samples=2)
    lost = [r for r in rows if r["model"] in configs and r["task_id"] in LOST]
    kept = [r for r in rows if r not in lost]
    failed = [{**r, "passed": False, "status": "failed", "repaired": False, "lloc": None, "cc_mean": None, "cc_max": None,
               "flake8_per_100_lloc": None, "flake8_nows_per_100_lloc": None, "bandit_low": None,
               "bandit_medium": None, "bandit_high": None} for r in lost]
    every_task = synthetic.task_ids(40)
    missing = load_results(synthetic.write(tmp_path / "missing.jsonl", kept, tasks=every_task))
    complete = load_results(synthetic.write(tmp_path / "failed.jsonl", kept + failed, tasks=every_task))
    initial = load_results(synthetic.write(tmp_path / "initial.jsonl", rows, tasks=every_task))
    with_gaps = build_report(missing, initial=initial, baseline=initial, regrade=missing)
    with_failures = build_report(complete, initial=initial, baseline=initial, regrade=complete)
    assert list(with_gaps.tables) == list(with_failures.tables)
    for name in with_gaps.tables:
        if name == "completeness":
            continue  # the one table that tells the two apart
        assert with_gaps.tables[name].equals(with_failures.tables[name]), name
    gaps = with_gaps.tables["completeness"].set_index("configuration")
    for config in configs:
        assert (gaps.loc[config, "n_missing"], gaps.loc[config, "missing_tasks"]) == (10, " ".join(LOST))
        assert (f"{config} has no result for 10 of 40 task(s) ({', '.join(LOST)})"
                in " ".join(with_gaps.notes))
    correctness = with_gaps.tables["correctness"].set_index("configuration")
    over_present = build_report(missing, over_present=True).tables["correctness"].set_index("configuration")
    for config in configs:
        assert correctness.loc[config, "n_tasks"] == 40 and over_present.loc[config, "n_tasks"] == 30
        assert over_present.loc[config, "n_passed"] == correctness.loc[config, "n_passed"]
