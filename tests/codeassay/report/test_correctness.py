"""Correctness tables against statsmodels and hand counts."""

from __future__ import annotations

import math
from itertools import combinations

import numpy as np
import pytest
from report_cases import CONFIGS, MISSING, outcome_of, task_ids_of
from statsmodels.stats.contingency_tables import cochrans_q, mcnemar
from statsmodels.stats.multitest import multipletests
from statsmodels.stats.proportion import proportion_confint

from codeassay.report import (
    cochran_table,
    correctness_table,
    load_results,
    pairwise_correctness,
    prompt_correctness,
)
from evaluation import ResultsFileError


def _passed(rows, config, task) -> bool:
    """Whether ``config`` passed ``task``; a task without a result is a failure."""
    return bool(outcome_of(rows, config, task))


@pytest.mark.parametrize("over_present", [False, True])
def test_correctness_matches_statsmodels_wilson(results, rows, over_present):
    table = correctness_table(results, over_present=over_present).set_index("configuration")
    for config in CONFIGS:
        own = [r["passed"] for r in rows if r["model"] == config]
        n = len(own) if over_present else len(task_ids_of(rows))  # the dataset's 40 tasks
        low, high = proportion_confint(sum(own), n, method="wilson")
        assert table.loc[config, "n_tasks"] == n
        assert table.loc[config, "correctness_pct"] == pytest.approx(100 * sum(own) / n)
        assert (table.loc[config, "ci_low_pct"], table.loc[config, "ci_high_pct"]) == pytest.approx(
            (100 * low, 100 * high), abs=1e-10)
    notes = " ".join(table.attrs["notes"])
    assert f"{MISSING[0]} has no result for 1 of 40 task(s) ({MISSING[1]})" in notes
    assert ("--over-present" in notes) is over_present


def test_a_missing_task_is_one_more_failure_in_every_correctness_table(results, rows, synthetic,
                                                                       tmp_path):
    """The task the fixture leaves out of beta-sec counts exactly as a failed task would."""
    failing = {**next(r for r in rows if r["task_id"] == MISSING[1]), "model": MISSING[0],
               "passed": False, "status": "failed"}
    filled = load_results(synthetic.write(tmp_path / "filled.jsonl", rows + [failing]))
    for table in (correctness_table, cochran_table, pairwise_correctness, prompt_correctness):
        assert table(results).equals(table(filled)), table.__name__


def test_cochran_counts_a_missing_result_as_a_failure(results, rows):
    table = cochran_table(results, CONFIGS)
    matrix = np.array([[int(_passed(rows, c, t)) for c in CONFIGS] for t in task_ids_of(rows)])
    ref = cochrans_q(matrix)
    assert table.loc[0, "n_tasks"] == 40
    assert (table.loc[0, "q"], table.loc[0, "p"]) == pytest.approx((ref.statistic, ref.pvalue))
    assert any(MISSING[1] in note for note in table.attrs["notes"])


def test_cochran_over_present_uses_the_tasks_every_configuration_has(results, rows):
    table = cochran_table(results, CONFIGS, over_present=True)
    common = [t for t in task_ids_of(rows) if t != MISSING[1]]
    matrix = np.array([[int(outcome_of(rows, c, t)) for c in CONFIGS] for t in common])
    ref = cochrans_q(matrix)
    assert table.loc[0, "n_tasks"] == 39
    assert table.loc[0, "q"] == pytest.approx(ref.statistic)
    assert table.loc[0, "p"] == pytest.approx(ref.pvalue)


def test_cochran_single_configuration_is_reported_undefined(results):
    table = cochran_table(results, ["alpha-std"])
    assert math.isnan(table.loc[0, "q"]) and table.loc[0, "p"] == 1.0
    assert "single configuration" in table.loc[0, "note"]


@pytest.mark.parametrize("over_present", [False, True])
def test_pairwise_correctness_matches_statsmodels_and_hand_counts(results, rows, over_present):
    table = pairwise_correctness(results, CONFIGS, over_present=over_present)
    assert len(table) == 6
    theirs = []
    for (a, b), row in zip(combinations(CONFIGS, 2), table.itertuples()):
        assert (row.a, row.b) == (a, b)
        tasks = [t for t in task_ids_of(rows) if not over_present
                 or outcome_of(rows, a, t) is not None and outcome_of(rows, b, t) is not None]
        pa = [_passed(rows, a, t) for t in tasks]
        pb = [_passed(rows, b, t) for t in tasks]
        a_only = sum(x and not y for x, y in zip(pa, pb))
        b_only = sum(y and not x for x, y in zip(pa, pb))
        both = sum(x and y for x, y in zip(pa, pb))
        assert (row.n_tasks, row.a_only, row.b_only) == (len(tasks), a_only, b_only)
        assert row.diff_pp == pytest.approx(100 * (a_only - b_only) / len(tasks))
        neither = len(tasks) - both - a_only - b_only
        ref = mcnemar(np.array([[both, a_only], [b_only, neither]]), exact=True)
        assert row.p == pytest.approx(ref.pvalue)
        theirs.append(ref.pvalue)
    assert table["p_holm"].tolist() == pytest.approx(list(multipletests(theirs, method="holm")[1]))
    # Over the tasks present, the pairs with the configuration that lacks a task use one fewer.
    expected = {39} if over_present else {40}
    assert set(table.loc[(table.a == MISSING[0]) | (table.b == MISSING[0]), "n_tasks"]) == expected


@pytest.mark.parametrize("over_present", [False, True])
def test_prompt_correctness_is_security_minus_standard_with_its_own_holm(results, rows, over_present):
    table = prompt_correctness(results, over_present=over_present).set_index("model")
    assert list(table.index) == ["alpha", "beta"]
    for model in ("alpha", "beta"):
        std, sec = f"{model}-std", f"{model}-sec"
        tasks = [t for t in task_ids_of(rows) if not over_present or outcome_of(rows, sec, t) is not None]
        gain = sum(_passed(rows, sec, t) and not _passed(rows, std, t) for t in tasks)
        loss = sum(_passed(rows, std, t) and not _passed(rows, sec, t) for t in tasks)
        assert (table.loc[model, "sec_only"], table.loc[model, "std_only"]) == (gain, loss)
        assert table.loc[model, "diff_pp"] == pytest.approx(100 * (gain - loss) / len(tasks))
    expected = list(multipletests(table["p"], method="holm")[1])
    assert table["p_holm"].tolist() == pytest.approx(list(expected))


def test_prompt_pairs_can_be_given_explicitly(results):
    table = prompt_correctness(results, {"alpha-std": "beta-sec"})
    assert table.loc[0, "model"] == "alpha" and table.loc[0, "security"] == "beta-sec"
    with pytest.raises(ResultsFileError, match="'gamma-sec' is not in the results"):
        prompt_correctness(results, {"alpha-std": "gamma-sec"})
