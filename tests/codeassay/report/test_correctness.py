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
    pairwise_correctness,
    prompt_correctness,
)
from evaluation import ResultsFileError


def test_correctness_matches_statsmodels_wilson(results, rows):
    table = correctness_table(results).set_index("configuration")
    for config in CONFIGS:
        own = [r["passed"] for r in rows if r["model"] == config]
        low, high = proportion_confint(sum(own), len(own), method="wilson")
        assert table.loc[config, "n_tasks"] == len(own)
        assert table.loc[config, "correctness_pct"] == pytest.approx(100 * sum(own) / len(own))
        assert (table.loc[config, "ci_low_pct"], table.loc[config, "ci_high_pct"]) == pytest.approx(
            (100 * low, 100 * high), abs=1e-10)


def test_cochran_matches_statsmodels_on_tasks_every_configuration_has(results, rows):
    table = cochran_table(results, CONFIGS)
    common = [t for t in task_ids_of(rows) if t != MISSING[1]]
    matrix = np.array([[int(outcome_of(rows, c, t)) for c in CONFIGS] for t in common])
    ref = cochrans_q(matrix)
    assert table.loc[0, "n_tasks"] == 39
    assert table.loc[0, "q"] == pytest.approx(ref.statistic)
    assert table.loc[0, "p"] == pytest.approx(ref.pvalue)
    assert any(MISSING[1] in note for note in table.attrs["notes"])


def test_cochran_single_configuration_is_reported_undefined(results):
    table = cochran_table(results, ["alpha-std"])
    assert math.isnan(table.loc[0, "q"]) and table.loc[0, "p"] == 1.0
    assert "single configuration" in table.loc[0, "note"]


def test_pairwise_correctness_matches_statsmodels_and_hand_counts(results, rows):
    table = pairwise_correctness(results, CONFIGS)
    assert len(table) == 6
    theirs = []
    for (a, b), row in zip(combinations(CONFIGS, 2), table.itertuples()):
        assert (row.a, row.b) == (a, b)
        tasks = [t for t in task_ids_of(rows)
                 if outcome_of(rows, a, t) is not None and outcome_of(rows, b, t) is not None]
        pa = [outcome_of(rows, a, t) for t in tasks]
        pb = [outcome_of(rows, b, t) for t in tasks]
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
    # The pairs with the configuration that lacks a task use one task fewer.
    assert set(table.loc[(table.a == MISSING[0]) | (table.b == MISSING[0]), "n_tasks"]) == {39}


def test_prompt_correctness_is_security_minus_standard_with_its_own_holm(results, rows):
    table = prompt_correctness(results).set_index("model")
    assert list(table.index) == ["alpha", "beta"]
    for model in ("alpha", "beta"):
        std, sec = f"{model}-std", f"{model}-sec"
        tasks = [t for t in task_ids_of(rows) if outcome_of(rows, sec, t) is not None]
        gain = sum(outcome_of(rows, sec, t) and not outcome_of(rows, std, t) for t in tasks)
        loss = sum(outcome_of(rows, std, t) and not outcome_of(rows, sec, t) for t in tasks)
        assert (table.loc[model, "sec_only"], table.loc[model, "std_only"]) == (gain, loss)
        assert table.loc[model, "diff_pp"] == pytest.approx(100 * (gain - loss) / len(tasks))
    expected = list(multipletests(table["p"], method="holm")[1])
    assert table["p_holm"].tolist() == pytest.approx(list(expected))


def test_prompt_pairs_can_be_given_explicitly(results):
    table = prompt_correctness(results, {"alpha-std": "beta-sec"})
    assert table.loc[0, "model"] == "alpha" and table.loc[0, "security"] == "beta-sec"
    with pytest.raises(ResultsFileError, match="'gamma-sec' is not in the results"):
        prompt_correctness(results, {"alpha-std": "gamma-sec"})
