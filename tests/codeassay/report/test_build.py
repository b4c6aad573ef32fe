"""The report's tables, their order and its notes, including degenerate inputs."""

from __future__ import annotations

from report_cases import MISSING

from codeassay.report import QUALITY_MEASURES, build_report, load_results, write_report


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
