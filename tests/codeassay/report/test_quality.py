"""Quality tables against scipy and hand counts on the jointly solved tasks."""

from __future__ import annotations

import math

import numpy as np
import pytest
from report_cases import CONFIGS, MISSING, outcome_of, task_ids_of, value_of
from scipy import stats
from statsmodels.stats.multitest import multipletests

from codeassay.report import (
    QUALITY_MEASURES,
    findings_table,
    joint_tasks,
    load_results,
    pairwise_quality,
    prompt_quality,
    quality_table,
)


def test_joint_set_drops_the_missing_task_and_unsolved_ones(results, rows):
    joint = joint_tasks(results)
    expected = [t for t in task_ids_of(rows) if all(outcome_of(rows, c, t) for c in CONFIGS)]
    assert joint == expected and MISSING[1] not in joint


def test_quality_table_means_on_the_joint_set(results, rows):
    table = quality_table(results).set_index("configuration")
    joint = joint_tasks(results)
    for config in CONFIGS:
        for measure in QUALITY_MEASURES:
            values = [value_of(rows, config, t, measure) for t in joint]
            assert table.loc[config, measure] == pytest.approx(np.mean(values))
    assert set(table["n_joint"]) == {len(joint)}
    assert any(f"the {len(joint)} task(s) solved by all 4" in n for n in table.attrs["notes"])


def test_findings_are_descriptive_totals(results, rows):
    table = findings_table(results).set_index("configuration")
    joint = joint_tasks(results)
    for config in CONFIGS:
        expected = sum(value_of(rows, config, t, "bandit_low") for t in joint)
        assert table.loc[config, "joint_bandit_low"] == expected
        assert math.isnan(table.loc[config, "joint_semgrep_findings"])  # never measured
    assert any("Semgrep findings (semgrep_findings) not measured" in n for n in table.attrs["notes"])


def test_pairwise_quality_matches_scipy_with_holm_per_measure(results, rows):
    primary = ["alpha-std", "beta-std", "alpha-sec"]
    table = pairwise_quality(results, primary, joint_over=CONFIGS)
    joint = joint_tasks(results, CONFIGS)
    for measure in QUALITY_MEASURES:
        family = table[table.measure == measure]
        assert len(family) == 3
        for row in family.itertuples():
            x = [value_of(rows, row.a, t, measure) for t in joint]
            y = [value_of(rows, row.b, t, measure) for t in joint]
            # scipy's own default choice of p-value (exact, permutation or normal), whichever
            # the table names beside it.
            ref = stats.wilcoxon(x, y, zero_method="pratt", correction=False)
            assert row.p == pytest.approx(ref.pvalue)
            assert row.method in ("exact", "permutation", "asymptotic")
            assert row.n_pairs == len(joint)
            assert row.n_tied == sum(u == v for u, v in zip(x, y))
            assert row.mean_a == pytest.approx(np.mean(x))
        expected = multipletests(family["p"], method="holm")[1]
        assert family["p_holm"].tolist() == pytest.approx(list(expected))
    # beta writes whitespace-heavy code: every untied style pair against it points the same way.
    style = table[(table.measure == "flake8_per_100_lloc") & (table.b == "beta-std")]
    assert style["rank_biserial"].tolist() == [-1.0]


def test_prompt_quality_uses_each_models_own_joint_set(results, rows):
    table = prompt_quality(results)
    for model in ("alpha", "beta"):
        own = [t for t in task_ids_of(rows)
               if outcome_of(rows, f"{model}-std", t) and outcome_of(rows, f"{model}-sec", t)]
        lloc = table[(table.model == model) & (table.measure == "lloc")].iloc[0]
        assert lloc.n_joint == len(own)
        sec = [value_of(rows, f"{model}-sec", t, "lloc") for t in own]
        std = [value_of(rows, f"{model}-std", t, "lloc") for t in own]
        assert lloc.mean_diff == pytest.approx(np.mean(sec) - np.mean(std))
        assert lloc.rank_biserial > 0  # the synthetic security prompt writes longer code
    assert table["n_joint"].min() > len(joint_tasks(results))


def test_unmeasured_quality_values_are_dropped_not_imputed(synthetic, tmp_path, rows):
    edited = [dict(r) for r in rows]
    joint = joint_tasks(load_results(synthetic.write(tmp_path / "a.jsonl", edited)))
    target = next(r for r in edited if r["model"] == "alpha-std" and r["task_id"] == joint[0])
    target["cc_mean"] = None
    results = load_results(synthetic.write(tmp_path / "b.jsonl", edited))
    table = quality_table(results).set_index("configuration")
    kept = [value_of(edited, "alpha-std", t, "cc_mean") for t in joint[1:]]
    assert table.loc["alpha-std", "cc_mean"] == pytest.approx(np.mean(kept))
    pairs = pairwise_quality(results, ["alpha-std", "beta-std"], joint_over=CONFIGS)
    assert pairs.loc[pairs.measure == "cc_mean", "n_pairs"].item() == len(joint) - 1
    assert any("Complexity (mean) (cc_mean) not measured for 1" in n for n in table.attrs["notes"])
