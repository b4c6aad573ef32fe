"""pass@k only where every task of a configuration has k samples."""

from __future__ import annotations

import math

import numpy as np
import pytest
from report_cases import task_ids_of

from codeassay.report import build_report, load_results, pass_at_k_table
from evaluation._stats import pass_at_k


def test_pass_at_k_only_where_every_task_has_k_samples(synthetic, tmp_path):
    many = synthetic.rows({"m-std": 0.6, "n-std": 0.4}, n_tasks=4, samples=12, seed=3)
    many = [r for r in many
            if not (r["model"] == "n-std" and r["task_id"] == "task001" and r["sample_id"] >= 5)]
    results = load_results(synthetic.write(tmp_path / "many.jsonl", many))
    table = pass_at_k_table(results, (1, 10, 100)).set_index("configuration")
    assert "pass_at_100_pct" not in table.columns
    own = [r for r in many if r["model"] == "m-std"]
    expected = np.mean([pass_at_k(12, sum(r["passed"] for r in own if r["task_id"] == t), 10).value
                        for t in task_ids_of(own)])
    assert table.loc["m-std", "pass_at_10_pct"] == pytest.approx(100 * expected)
    assert math.isnan(table.loc["n-std", "pass_at_10_pct"])
    assert table.loc["n-std", "samples_min"] == 5
    report = build_report(results)
    assert "pass_at_k" in report.tables
    assert any("smallest sample_id" in n for n in report.notes)
