"""The audit effect on the same hand-made programs graded twice."""

from __future__ import annotations

import pytest
from report_cases import program_frame

from codeassay.report import regrade_by_configuration, regrade_summary


def test_regrade_label_changes_aggregate_and_spread():
    old = program_frame({("a", "t1"): True, ("a", "t2"): True, ("a", "t3"): False,
                         ("a", "t4"): True, ("b", "t1"): True, ("b", "t2"): False,
                         ("b", "t3"): True, ("b", "t4"): True})
    new = program_frame({("a", "t1"): True, ("a", "t2"): True, ("a", "t3"): True,
                         ("a", "t4"): True, ("b", "t1"): True, ("b", "t2"): False,
                         ("b", "t3"): False, ("b", "t4"): False})
    new["dataset_hash"] = "h2"
    summary = regrade_summary(old, new).iloc[0]
    assert (summary.changed, summary.pass_to_fail, summary.fail_to_pass) == (3, 2, 1)
    assert summary.changed_pct == pytest.approx(37.5)
    assert (summary.baseline_pct, summary.regrade_pct) == (75.0, 62.5)
    assert (summary.baseline_spread_pp, summary.regrade_spread_pp) == (0.0, 75.0)
    per = regrade_by_configuration(old, new).set_index("configuration")
    assert per.loc["b", "change_pp"] == -50.0
