"""The report against statsmodels, scipy and hand counts on synthetic results files."""

from __future__ import annotations

import base64
import json
import math
import re
import sys
from itertools import combinations
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from scipy import stats
from statsmodels.stats.contingency_tables import cochrans_q, mcnemar
from statsmodels.stats.multitest import multipletests
from statsmodels.stats.proportion import proportion_confint

from codeassay._cli import main
from codeassay.report import (
    QUALITY_MEASURES,
    build_report,
    category_table,
    cochran_table,
    correctness_table,
    detect_prompt_pairs,
    findings_table,
    joint_tasks,
    load_results,
    pairwise_correctness,
    pairwise_quality,
    pass_at_k_table,
    primary_configurations,
    prompt_correctness,
    prompt_quality,
    quality_table,
    regrade_by_configuration,
    regrade_summary,
    repair_table,
    write_report,
)
from evaluation import MissingDependencyError, ResultsFileError
from evaluation._stats import pass_at_k

#: The task the fixture leaves out of one configuration.
MISSING = ("beta-sec", "task003")
#: The synthetic configurations, in the order the generator writes them.
CONFIGS = ["alpha-std", "alpha-sec", "beta-std", "beta-sec"]


@pytest.fixture(scope="module")
def rows(synthetic) -> list[dict]:
    return synthetic.rows(omit=[MISSING])


@pytest.fixture(scope="module")
def final_path(synthetic, rows, tmp_path_factory) -> Path:
    return synthetic.write(tmp_path_factory.mktemp("results") / "final.jsonl", rows)


@pytest.fixture(scope="module")
def results(final_path) -> pd.DataFrame:
    return load_results(final_path)


@pytest.fixture(scope="module")
def report(results):
    return build_report(results)


@pytest.fixture(scope="module")
def small_path(synthetic, tmp_path_factory) -> Path:
    """A smaller results file for the command-line tests, which rebuild the whole report."""
    return synthetic.write(tmp_path_factory.mktemp("small") / "final.jsonl",
                           synthetic.rows(n_tasks=12, omit=[MISSING]))


def _outcome(rows, config, task):
    return next((r["passed"] for r in rows if r["model"] == config and r["task_id"] == task), None)


def _tasks(rows):
    return sorted({r["task_id"] for r in rows})


def _value(rows, config, task, column):
    return next(r[column] for r in rows if r["model"] == config and r["task_id"] == task)


# ----------------------------------------------------------------------------- loading


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


# ----------------------------------------------------------------------------- configurations


def test_prompt_pairs_and_primary_configurations():
    pairs = detect_prompt_pairs(["alpha-std", "beta-std", "alpha-sec", "beta-sec", "gamma-std"])
    assert pairs == {"alpha": ("alpha-std", "alpha-sec"), "beta": ("beta-std", "beta-sec")}
    primary = primary_configurations(["alpha-std", "alpha-sec", "gamma-std"], pairs)
    assert primary == ["alpha-std", "gamma-std"]


# ----------------------------------------------------------------------------- correctness


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
    common = [t for t in _tasks(rows) if t != MISSING[1]]
    matrix = np.array([[int(_outcome(rows, c, t)) for c in CONFIGS] for t in common])
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
        tasks = [t for t in _tasks(rows)
                 if _outcome(rows, a, t) is not None and _outcome(rows, b, t) is not None]
        pa = [_outcome(rows, a, t) for t in tasks]
        pb = [_outcome(rows, b, t) for t in tasks]
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
        tasks = [t for t in _tasks(rows) if _outcome(rows, sec, t) is not None]
        gain = sum(_outcome(rows, sec, t) and not _outcome(rows, std, t) for t in tasks)
        loss = sum(_outcome(rows, std, t) and not _outcome(rows, sec, t) for t in tasks)
        assert (table.loc[model, "sec_only"], table.loc[model, "std_only"]) == (gain, loss)
        assert table.loc[model, "diff_pp"] == pytest.approx(100 * (gain - loss) / len(tasks))
    expected = list(multipletests(table["p"], method="holm")[1])
    assert table["p_holm"].tolist() == pytest.approx(list(expected))


def test_prompt_pairs_can_be_given_explicitly(results):
    table = prompt_correctness(results, {"alpha-std": "beta-sec"})
    assert table.loc[0, "model"] == "alpha" and table.loc[0, "security"] == "beta-sec"
    with pytest.raises(ResultsFileError, match="'gamma-sec' is not in the results"):
        prompt_correctness(results, {"alpha-std": "gamma-sec"})


# ----------------------------------------------------------------------------- quality


def test_joint_set_drops_the_missing_task_and_unsolved_ones(results, rows):
    joint = joint_tasks(results)
    expected = [t for t in _tasks(rows) if all(_outcome(rows, c, t) for c in CONFIGS)]
    assert joint == expected and MISSING[1] not in joint


def test_quality_table_means_on_the_joint_set(results, rows):
    table = quality_table(results).set_index("configuration")
    joint = joint_tasks(results)
    for config in CONFIGS:
        for measure in QUALITY_MEASURES:
            values = [_value(rows, config, t, measure) for t in joint]
            assert table.loc[config, measure] == pytest.approx(np.mean(values))
    assert set(table["n_joint"]) == {len(joint)}
    assert any(f"the {len(joint)} task(s) solved by all 4" in n for n in table.attrs["notes"])


def test_findings_are_descriptive_totals(results, rows):
    table = findings_table(results).set_index("configuration")
    joint = joint_tasks(results)
    for config in CONFIGS:
        expected = sum(_value(rows, config, t, "bandit_low") for t in joint)
        assert table.loc[config, "joint_bandit_low"] == expected
        assert math.isnan(table.loc[config, "joint_semgrep_findings"])  # never measured
    assert any("semgrep_findings not measured" in n for n in table.attrs["notes"])


def test_pairwise_quality_matches_scipy_with_holm_per_measure(results, rows):
    primary = ["alpha-std", "beta-std", "alpha-sec"]
    table = pairwise_quality(results, primary, joint_over=CONFIGS)
    joint = joint_tasks(results, CONFIGS)
    for measure in QUALITY_MEASURES:
        family = table[table.measure == measure]
        assert len(family) == 3
        for row in family.itertuples():
            x = [_value(rows, row.a, t, measure) for t in joint]
            y = [_value(rows, row.b, t, measure) for t in joint]
            ref = stats.wilcoxon(x, y, zero_method="pratt", correction=False, method="asymptotic")
            if row.method == "asymptotic":
                assert row.p == pytest.approx(ref.pvalue)
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
        own = [t for t in _tasks(rows)
               if _outcome(rows, f"{model}-std", t) and _outcome(rows, f"{model}-sec", t)]
        lloc = table[(table.model == model) & (table.measure == "lloc")].iloc[0]
        assert lloc.n_joint == len(own)
        sec = [_value(rows, f"{model}-sec", t, "lloc") for t in own]
        std = [_value(rows, f"{model}-std", t, "lloc") for t in own]
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
    kept = [_value(edited, "alpha-std", t, "cc_mean") for t in joint[1:]]
    assert table.loc["alpha-std", "cc_mean"] == pytest.approx(np.mean(kept))
    pairs = pairwise_quality(results, ["alpha-std", "beta-std"], joint_over=CONFIGS)
    assert pairs.loc[pairs.measure == "cc_mean", "n_pairs"].item() == len(joint) - 1
    assert any("cc_mean not measured for 1" in n for n in table.attrs["notes"])


# ----------------------------------------------------------------------------- categories


def test_category_table_mean_and_spread(results, rows):
    primary = ["alpha-std", "beta-std"]
    table = category_table(results, primary).set_index("category")
    for category in table.index:
        rates = []
        for config in primary:
            own = [r["passed"] for r in rows if r["model"] == config and r["category"] == category]
            rates.append(100 * sum(own) / len(own))
        assert table.loc[category, "mean_pct"] == pytest.approx(np.mean(rates))
        assert table.loc[category, "spread_pp"] == pytest.approx(max(rates) - min(rates))
    assert table["spread_pp"].is_monotonic_decreasing


# ----------------------------------------------------------------------------- repair and regrade


def _frame(outcomes: dict[tuple[str, str], bool]) -> pd.DataFrame:
    return pd.DataFrame([{"model": m, "task_id": t, "sample_id": 0, "sample_key": "0",
                          "category": "ADS", "passed": p, "status": "passed" if p else "failed",
                          "dataset_version": "v", "dataset_hash": "h"}
                         for (m, t), p in outcomes.items()])


def test_repair_decomposition_counts_both_directions():
    initial = _frame({("m-std", "t1"): False, ("m-std", "t2"): True, ("m-std", "t3"): False,
                      ("m-std", "t4"): True, ("n-std", "t1"): True})
    final = _frame({("m-std", "t1"): True, ("m-std", "t2"): False, ("m-std", "t3"): True,
                    ("m-std", "t4"): True, ("n-std", "t1"): True, ("n-std", "t2"): False})
    table = repair_table(initial, final).set_index("configuration")
    assert table.loc["m-std", "fail_to_pass"] == 2 and table.loc["m-std", "pass_to_fail"] == 1
    assert (table.loc["m-std", "initial_pct"], table.loc["m-std", "final_pct"]) == (50.0, 75.0)
    assert table.loc["m-std", "gain_pp"] == 25.0
    assert table.loc["n-std", "n_programs"] == 1
    assert math.isnan(table.loc["m-std", "repaired"])  # these results do not say
    unmatched = "1 program(s) in the final results have no counterpart"
    assert any(unmatched in n for n in table.attrs["notes"])


def test_regrade_label_changes_aggregate_and_spread():
    old = _frame({("a", "t1"): True, ("a", "t2"): True, ("a", "t3"): False, ("a", "t4"): True,
                  ("b", "t1"): True, ("b", "t2"): False, ("b", "t3"): True, ("b", "t4"): True})
    new = _frame({("a", "t1"): True, ("a", "t2"): True, ("a", "t3"): True, ("a", "t4"): True,
                  ("b", "t1"): True, ("b", "t2"): False, ("b", "t3"): False, ("b", "t4"): False})
    new["dataset_hash"] = "h2"
    summary = regrade_summary(old, new).iloc[0]
    assert (summary.changed, summary.pass_to_fail, summary.fail_to_pass) == (3, 2, 1)
    assert summary.changed_pct == pytest.approx(37.5)
    assert (summary.baseline_pct, summary.regrade_pct) == (75.0, 62.5)
    assert (summary.baseline_spread_pp, summary.regrade_spread_pp) == (0.0, 75.0)
    per = regrade_by_configuration(old, new).set_index("configuration")
    assert per.loc["b", "change_pp"] == -50.0


# ----------------------------------------------------------------------------- pass@k


def test_pass_at_k_only_where_every_task_has_k_samples(synthetic, tmp_path):
    many = synthetic.rows({"m-std": 0.6, "n-std": 0.4}, n_tasks=4, samples=12, seed=3)
    many = [r for r in many
            if not (r["model"] == "n-std" and r["task_id"] == "task001" and r["sample_id"] >= 5)]
    results = load_results(synthetic.write(tmp_path / "many.jsonl", many))
    table = pass_at_k_table(results, (1, 10, 100)).set_index("configuration")
    assert "pass_at_100_pct" not in table.columns
    own = [r for r in many if r["model"] == "m-std"]
    expected = np.mean([pass_at_k(12, sum(r["passed"] for r in own if r["task_id"] == t), 10).value
                        for t in _tasks(own)])
    assert table.loc["m-std", "pass_at_10_pct"] == pytest.approx(100 * expected)
    assert math.isnan(table.loc["n-std", "pass_at_10_pct"])
    assert table.loc["n-std", "samples_min"] == 5
    report = build_report(results)
    assert "pass_at_k" in report.tables
    assert any("smallest sample_id" in n for n in report.notes)


# ----------------------------------------------------------------------------- the report


def test_single_configuration_report(synthetic, tmp_path):
    rows = synthetic.rows({"solo": 0.8}, n_tasks=12)
    results = load_results(synthetic.write(tmp_path / "one.jsonl", rows))
    report = build_report(results)
    assert report.tables["pairwise_correctness"].empty
    assert "single configuration" in report.tables["cochran"].loc[0, "note"]
    assert "prompt_correctness" not in report.tables
    write_report(report, tmp_path / "out", figures=False)
    assert (tmp_path / "out" / "report.html").exists()


def test_report_when_nothing_passes(synthetic, tmp_path):
    rows = synthetic.rows({"a-std": 0.5, "b-std": 0.5}, n_tasks=6)
    for row in rows:
        row.update(passed=False, status="failed", **{m: None for m in QUALITY_MEASURES})
    report = build_report(load_results(synthetic.write(tmp_path / "none.jsonl", rows)))
    assert report.tables["quality"]["n_joint"].tolist() == [0, 0]
    assert report.tables["pairwise_quality"]["n_pairs"].eq(0).all()
    assert report.tables["cochran"].loc[0, "p"] == 1.0
    names = {p.name for p in write_report(report, tmp_path / "out")}
    assert "quality.png" not in names and "correctness.png" in names


def test_build_report_layout(report):
    assert report.primary == ("alpha-std", "beta-std")
    assert report.configurations == ("alpha-std", "beta-std", "alpha-sec", "beta-sec")
    pairs = report.tables["pairwise_correctness"][["a", "b"]].itertuples(index=False)
    assert set(pairs) == {("alpha-std", "beta-std")}
    assert list(report.tables["quality"].columns[3:8]) == list(QUALITY_MEASURES)
    assert any(MISSING[1] in n for n in report.notes)
    for name, table in report.tables.items():
        assert not any("score" in str(c).lower() for c in table.columns), name


def test_write_report_files_figures_and_self_contained_html(report, tmp_path):
    written = write_report(report, tmp_path / "out")
    names = {p.name for p in written}
    for table in report.tables:
        assert {f"{table}.csv", f"{table}.md", f"{table}.tex"} <= names
    assert {"correctness.png", "quality.png", "categories.png", "report.md", "report.html"} <= names
    page = (tmp_path / "out" / "report.html").read_text(encoding="utf-8")
    images = re.findall(r'src="data:image/png;base64,([^"]+)"', page)
    assert len(images) == 3 and all(base64.b64decode(i).startswith(b"\x89PNG") for i in images)
    assert not re.search(r'(src|href)="(?!data:)', page)  # nothing fetched from elsewhere
    assert "task003" in page
    csv = pd.read_csv(tmp_path / "out" / "correctness.csv")
    expected = report.tables["correctness"]["correctness_pct"].tolist()
    assert csv["correctness_pct"].tolist() == pytest.approx(expected)
    tex = (tmp_path / "out" / "quality.tex").read_text(encoding="utf-8")
    assert r"\begin{tabular}" in tex and "alpha-std" in tex and r"(\%)" in tex


def test_missing_matplotlib_raises_with_install_hint(report, tmp_path, monkeypatch):
    for name in ("matplotlib", "matplotlib.figure", "matplotlib.backends.backend_agg"):
        monkeypatch.setitem(sys.modules, name, None)
    with pytest.raises(MissingDependencyError, match=re.escape("pip install 'codeassay[report]'")):
        write_report(report, tmp_path / "out")
    assert not (tmp_path / "out").exists()


# ----------------------------------------------------------------------------- command line


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
