import pytest

from solution import flaky_report


def test_pass_and_fail_on_same_commit_is_flaky():
    records = [
        ("c1", "test_login", "pass"),
        ("c1", "test_login", "fail"),
        ("c1", "test_logout", "pass"),
        ("c1", "test_login", "pass"),
        ("c1", "test_logout", "pass"),
    ]
    result = flaky_report(records)
    assert result == [("test_login", 1, 0.333)]
    assert type(result) is list and type(result[0]) is tuple
    assert type(result[0][1]) is int and type(result[0][2]) is float


def test_failure_fixed_on_later_commit_is_not_flaky():
    records = [
        ("c1", "test_parse", "fail"),
        ("c1", "test_parse", "fail"),
        ("c2", "test_parse", "pass"),
        ("c2", "test_parse", "pass"),
        ("c3", "test_parse", "error"),
    ]
    assert flaky_report(records) == []


def test_error_counts_as_failure():
    records = [
        ("a1", "test_upload", "pass"),
        ("a1", "test_upload", "error"),
        ("a1", "test_upload", "pass"),
        ("a1", "test_upload", "pass"),
        ("a1", "test_crash", "error"),
        ("a1", "test_crash", "fail"),
    ]
    assert flaky_report(records) == [("test_upload", 1, 0.25)]


def test_skips_are_ignored():
    records = [
        ("c1", "test_gpu", "pass"),
        ("c1", "test_gpu", "skip"),
        ("c1", "test_net", "fail"),
        ("c1", "test_net", "skip"),
        ("c2", "test_net", "skip"),
    ]
    assert flaky_report(records) == []


def test_sorted_by_commits_then_rate_then_name():
    records = [
        ("c1", "test_b", "pass"), ("c1", "test_b", "fail"),
        ("c1", "test_a", "pass"), ("c1", "test_a", "fail"),
        ("c1", "test_c", "fail"), ("c1", "test_c", "fail"), ("c1", "test_c", "pass"),
        ("c2", "test_d", "pass"), ("c2", "test_d", "fail"),
        ("c3", "test_d", "fail"), ("c3", "test_d", "pass"),
        ("c3", "test_d", "pass"), ("c3", "test_d", "pass"),
        ("c3", "test_e", "pass"), ("c3", "test_e", "pass"), ("c3", "test_e", "pass"),
        ("c3", "test_e", "fail"),
    ]
    assert flaky_report(records) == [
        ("test_d", 2, 0.333),
        ("test_c", 1, 0.667),
        ("test_a", 1, 0.5),
        ("test_b", 1, 0.5),
        ("test_e", 1, 0.25),
    ]


def test_unknown_outcome_raises():
    with pytest.raises(ValueError):
        flaky_report([("c1", "test_x", "passed")])
    with pytest.raises(ValueError):
        flaky_report([("c1", "test_x", "pass"), ("c1", "test_x", "PASS")])


def test_rate_uses_all_commits_and_excludes_skips():
    records = [
        ("c1", "test_io", "pass"),
        ("c1", "test_io", "fail"),
        ("c1", "test_io", "skip"),
        ("c2", "test_io", "pass"),
        ("c2", "test_io", "skip"),
        ("c3", "test_io", "fail"),
        ("c3", "test_io", "skip"),
        ("c4", "test_io", "pass"),
        ("c4", "test_io", "pass"),
        ("c4", "test_io", "pass"),
    ]
    assert flaky_report(records) == [("test_io", 1, 0.286)]


def test_no_records_or_stable_results():
    assert flaky_report([]) == []
    assert flaky_report([("c1", "test_ok", "pass"), ("c2", "test_ok", "pass")]) == []


def test_flaky_commits_counted_per_commit():
    records = [
        ("c1", "test_sync", "fail"),
        ("c2", "test_sync", "pass"),
        ("c3", "test_sync", "pass"),
        ("c3", "test_sync", "fail"),
        ("c4", "test_sync", "error"),
        ("c4", "test_sync", "pass"),
        ("c4", "test_sync", "fail"),
        ("c1", "test_cache", "fail"),
        ("c2", "test_cache", "pass"),
    ]
    assert flaky_report(records) == [("test_sync", 2, 0.571)]


def test_interleaved_records_grouped_by_test_and_commit():
    records = [
        ("c1", "test_x", "pass"),
        ("c2", "test_y", "pass"),
        ("c2", "test_x", "fail"),
        ("c1", "test_y", "fail"),
        ("c1", "test_x", "fail"),
        ("c2", "test_y", "pass"),
    ]
    assert flaky_report(records) == [("test_x", 1, 0.667)]


def test_unknown_outcome_anywhere_raises():
    with pytest.raises(ValueError):
        flaky_report([("c1", "test_a", "pass"), ("c1", "test_a", "fail"), ("c2", "test_b", "xfail")])
    with pytest.raises(ValueError):
        flaky_report([("c1", "test_a", "")])
