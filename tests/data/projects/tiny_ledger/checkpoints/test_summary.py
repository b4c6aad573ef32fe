import json


def test_summary_equals_the_reference(run_dir, reference_dir):
    path = run_dir / "out/summary.json"
    assert path.is_file(), "summary.json was not written"
    got = json.loads(path.read_text(encoding="utf-8"))
    want = json.loads((reference_dir / "out/summary.json").read_text(encoding="utf-8"))
    assert got["items"] == want["items"]
    assert abs(got["revenue"] - want["revenue"]) < 0.005
