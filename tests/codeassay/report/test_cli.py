"""``codeassay report``: every section written, options honoured, bad input in one line."""

from __future__ import annotations

import json

import pandas as pd
import pytest
from report_cases import MISSING

from codeassay._cli import main


def test_cli_writes_every_section(synthetic, small_path, tmp_path, capsys):
    initial = synthetic.write(tmp_path / "initial.jsonl", synthetic.rows(n_tasks=12, seed=1))
    old_rows = synthetic.rows(n_tasks=12, seed=2, dataset_version="0.9", dataset_hash="h0")
    old = synthetic.write(tmp_path / "old.jsonl", old_rows)
    out = tmp_path / "out"
    code = main(["report", str(small_path), "--out", str(out), "--initial", str(initial),
                 "--baseline", str(old), "--regrade", str(small_path), "--no-figures"])
    assert code == 0
    for name in ("repair", "regrade", "regrade_by_configuration", "prompt_quality", "categories"):
        assert (out / f"{name}.csv").exists(), name
    repair = pd.read_csv(out / "repair.csv").set_index("configuration")
    final_rows = synthetic.rows(n_tasks=12, omit=[MISSING])
    marked = sum(r["repaired"] for r in final_rows if r["model"] == "alpha-std")
    assert repair.loc["alpha-std", "repaired"] == marked
    printed = capsys.readouterr().out
    assert "task003" in printed and "report.html" in printed


def test_cli_explicit_pair_and_comparison_set(small_path, tmp_path):
    out = tmp_path / "out"
    assert main(["report", str(small_path), "--out", str(out), "--pair", "alpha-std=beta-sec",
                 "--compare", "alpha-std,beta-std,alpha-sec", "--no-figures"]) == 0
    assert len(pd.read_csv(out / "pairwise_correctness.csv")) == 3
    assert pd.read_csv(out / "prompt_correctness.csv")["security"].tolist() == ["beta-sec"]


def test_cli_over_present_labels_every_table_it_changes(small_path, tmp_path):
    dataset = tmp_path / "dataset"
    over = tmp_path / "over"
    assert main(["report", str(small_path), "--out", str(dataset), "--no-figures"]) == 0
    assert main(["report", str(small_path), "--out", str(over), "--over-present", "--no-figures"]) == 0
    n_tasks = {name: pd.read_csv(folder / "correctness.csv").set_index("configuration")
               .loc[MISSING[0], "n_tasks"] for name, folder in (("dataset", dataset), ("over", over))}
    assert n_tasks == {"dataset": 12, "over": 11}
    for name in ("correctness", "cochran", "pairwise_correctness", "quality", "categories",
                 "category_matrix"):
        assert "(--over-present)" in (over / f"{name}.md").read_text(), name
        assert "(--over-present)" not in (dataset / f"{name}.md").read_text(), name
    assert "(--over-present)" not in (over / "findings.md").read_text()  # passing programs only


def test_cli_reports_bad_input_in_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"task_id": "t"}) + "\n", encoding="utf-8")
    assert main(["report", str(bad), "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("codeassay report:") and "bad.jsonl:1" in err
    assert len(err.splitlines()) == 1


def test_cli_baseline_needs_regrade(final_path, tmp_path, capsys):
    with pytest.raises(SystemExit) as info:
        main(["report", str(final_path), "--out", str(tmp_path), "--baseline", str(final_path)])
    assert info.value.code == 2
    assert "--baseline and --regrade go together" in capsys.readouterr().err
