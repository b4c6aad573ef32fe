import pytest

from solution import flaky_report


def test_pass_and_fail_on_same_commit_is_flaky():
    records = [
        ("c1", "test_login", "pass"),
        ("c1", "test_login", "fail"),
        ("c1", "test_logout", "pass"),
        ("c1", "test_login", "skip"),
        ("c1", "test_login", "pass"),
        ("c1", "test_logout", "pass"),
    ]
    result = flaky_report(records)
    assert result == [("test_login", 1, 0.333)]
    assert type(result) is list and type(result[0]) is tuple
    assert type(result[0][0]) is str and type(result[0][1]) is int and type(result[0][2]) is float


def test_flaky_test_reported_with_exact_types():
    records = [
        ("r9", "test_api", "fail"),
        ("r9", "test_api", "fail"),
        ("r9", "test_api", "pass"),
        ("r8", "test_api", "pass"),
        ("r8", "test_db", "pass"),
    ]
    result = flaky_report(records)
    assert result == [("test_api", 1, 0.5)]
    assert type(result) is list and type(result[0]) is tuple and len(result[0]) == 3
    assert type(result[0][0]) is str and type(result[0][1]) is int and type(result[0][2]) is float


def test_failure_fixed_on_later_commit_is_not_flaky():
    records = [
        ("c1", "test_parse", "fail"),
        ("c1", "test_parse", "fail"),
        ("c2", "test_parse", "pass"),
        ("c2", "test_parse", "pass"),
        ("c3", "test_parse", "error"),
    ]
    assert flaky_report(records) == []
    assert flaky_report([]) == []


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


def test_error_and_pass_on_one_commit_is_flaky():
    records = [
        ("c1", "t", "error"),
        ("c1", "t", "pass"),
        ("c2", "t", "error"),
        ("c2", "u", "fail"),
        ("c2", "u", "error"),
    ]
    assert flaky_report(records) == [("t", 1, 0.667)]


def test_skips_are_ignored():
    records = [
        ("c1", "test_gpu", "pass"),
        ("c1", "test_gpu", "skip"),
        ("c1", "test_net", "fail"),
        ("c1", "test_net", "skip"),
        ("c2", "test_net", "skip"),
    ]
    assert flaky_report(records) == []


def test_skip_not_counted_as_run():
    records = [
        ("c1", "t", "fail"),
        ("c1", "t", "pass"),
        ("c2", "t", "pass"),
        ("c2", "t", "skip"),
        ("c3", "t", "skip"),
    ]
    assert flaky_report(records) == [("t", 1, 0.333)]


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


def test_rate_counts_runs_on_every_commit():
    records = [
        ("c1", "t", "fail"),
        ("c1", "t", "pass"),
        ("c2", "t", "pass"),
        ("c2", "t", "pass"),
        ("c3", "t", "fail"),
    ]
    assert flaky_report(records) == [("t", 1, 0.4)]


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


def test_ties_broken_by_rate_then_name():
    records = [
        ("c1", "test_b", "pass"), ("c1", "test_b", "fail"),
        ("c1", "test_a", "pass"), ("c1", "test_a", "fail"),
        ("c1", "test_c", "pass"), ("c1", "test_c", "pass"), ("c1", "test_c", "fail"),
        ("c1", "test_z", "fail"), ("c1", "test_z", "fail"), ("c1", "test_z", "pass"),
        ("c1", "test_z", "fail"),
        ("c1", "test_m", "pass"), ("c1", "test_m", "fail"),
        ("c2", "test_m", "pass"), ("c2", "test_m", "fail"),
    ]
    assert flaky_report(records) == [
        ("test_m", 2, 0.5),
        ("test_z", 1, 0.75),
        ("test_a", 1, 0.5),
        ("test_b", 1, 0.5),
        ("test_c", 1, 0.333),
    ]


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


def test_flaky_commits_count_distinct_commits():
    records = [
        ("c1", "t", "pass"),
        ("c1", "t", "fail"),
        ("c1", "t", "pass"),
        ("c1", "t", "fail"),
        ("c2", "t", "fail"),
        ("c2", "t", "pass"),
        ("c3", "t", "pass"),
        ("c1", "u", "pass"),
        ("c1", "u", "fail"),
    ]
    assert flaky_report(records) == [("t", 2, 0.429), ("u", 1, 0.5)]


def test_rates_equal_after_rounding_are_ordered_by_name():
    # test_z fails 1 of 34 runs (0.0294...), test_a 1 of 35 (0.0285...): both round to 0.029
    records = [("c1", "test_z", "fail")] + [("c1", "test_z", "pass")] * 33
    records += [("c1", "test_a", "fail")] + [("c1", "test_a", "pass")] * 34
    assert flaky_report(records) == [("test_a", 1, 0.029), ("test_z", 1, 0.029)]


def test_rounded_rate_ties_fall_back_to_name():
    # test_m fails 7 of 36 runs (0.1944...), test_k 6 of 31 (0.1935...): both round to 0.194
    records = [("c7", "test_m", "fail")] * 7 + [("c7", "test_m", "pass")] * 29
    records += [("c7", "test_k", "fail")] * 6 + [("c7", "test_k", "pass")] * 25
    assert flaky_report(records) == [("test_k", 1, 0.194), ("test_m", 1, 0.194)]


def test_unknown_outcome_raises():
    with pytest.raises(ValueError):
        flaky_report([("c1", "test_x", "passed")])
    with pytest.raises(ValueError):
        flaky_report([("c1", "test_x", "pass"), ("c1", "test_x", "PASS")])


def test_unknown_outcome_anywhere_raises():
    with pytest.raises(ValueError):
        flaky_report([("c1", "test_a", "pass"), ("c1", "test_a", "fail"), ("c2", "test_b", "xfail")])
    with pytest.raises(ValueError):
        flaky_report([("c1", "test_a", "")])
    with pytest.raises(ValueError):
        flaky_report([("c1", "test_a", "Fail"), ("c1", "test_a", "pass")])


def test_outcome_case_and_spacing_must_match_exactly():
    with pytest.raises(ValueError):
        flaky_report([("c1", "t", "Error")])
    with pytest.raises(ValueError):
        flaky_report([("c1", "t", " pass")])
    with pytest.raises(ValueError):
        flaky_report([("c1", "t", "skip"), ("c1", "t", "SKIP")])


def test_no_records_or_stable_results():
    assert flaky_report([]) == []
    assert flaky_report([("c1", "test_ok", "pass"), ("c2", "test_ok", "pass")]) == []
