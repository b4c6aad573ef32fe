import pytest

from solution import admit_requests


def test_limit_enforced_over_sliding_window():
    result = admit_requests([0, 1, 2, 10, 11, 12], 2, 10)
    assert result == [True, True, False, True, True, False]


def test_empty_timestamps():
    result = admit_requests([], 3, 1000)
    assert result == []
    assert type(result) is list


def test_request_exactly_window_later_is_outside_it():
    assert admit_requests([0, 4, 5, 9, 10], 1, 5) == [True, False, True, False, True]


def test_under_the_limit_everything_admitted():
    result = admit_requests([5, 10, 15], 5, 100)
    assert result == [True, True, True]
    assert all(decision is True for decision in result)


def test_rejected_requests_do_not_count():
    assert admit_requests([0, 5, 12, 15], 1, 10) == [True, False, True, False]


def test_burst_at_one_timestamp():
    assert admit_requests([7, 7, 7, 7, 7], 3, 50) == [True, True, True, False, False]


def test_invalid_arguments_raise_value_error():
    with pytest.raises(ValueError):
        admit_requests([5, 4], 2, 10)
    with pytest.raises(ValueError):
        admit_requests([1], 0, 10)
    with pytest.raises(ValueError):
        admit_requests([1], 1, 0)


def test_decisions_are_real_bools():
    result = admit_requests([0, 0], 1, 1)
    assert result[0] is True
    assert result[1] is False


def test_window_slides_instead_of_resetting_on_clock_buckets():
    assert admit_requests([8, 9, 10, 11], 2, 10) == [True, True, False, False]
    assert admit_requests([8, 9, 18, 19, 1000], 2, 10) == [True, True, True, True, True]


def test_input_not_modified():
    timestamps = [1, 2, 3]
    admit_requests(timestamps, 1, 2)
    assert timestamps == [1, 2, 3]


def test_window_of_one_counts_only_same_timestamp():
    assert admit_requests([3, 3, 4, 4, 6], 1, 1) == [True, False, True, False, True]
    assert admit_requests([3, 3, 3], 2, 1) == [True, True, False]


def test_admitted_request_stops_counting_exactly_window_later():
    assert admit_requests([0, 1000], 1, 1000) == [True, True]
    assert admit_requests([100, 150, 1100, 1150], 2, 1000) == [True, True, True, True]


def test_input_with_repeats_not_modified():
    timestamps = [5, 5, 6, 20]
    result = admit_requests(timestamps, 1, 10)
    assert result == [True, False, False, True]
    assert timestamps == [5, 5, 6, 20]
    assert admit_requests([], 1, 1) == []


def test_window_straddling_a_clock_boundary_still_counts():
    assert admit_requests([900, 1100], 1, 1000) == [True, False]
    assert admit_requests([1990, 2005, 2010], 2, 1000) == [True, True, False]


def test_long_sequence_with_limit_three():
    timestamps = [0, 10, 20, 30, 99, 100, 110, 110, 120, 200, 250]
    assert admit_requests(timestamps, 3, 100) == [
        True, True, True, False, False, True, True, False, True, True, True,
    ]


def test_rejected_request_does_not_delay_the_next_admission():
    assert admit_requests([0, 500, 1000], 1, 1000) == [True, False, True]
    assert admit_requests([0, 0, 0, 999, 1000], 2, 1000) == [True, True, False, False, True]


def test_window_slides_at_large_timestamps():
    base = 1_700_000_000_000
    timestamps = [base, base + 999, base + 1000, base + 1999, base + 2000]
    assert admit_requests(timestamps, 1, 1000) == [True, False, True, False, True]


def test_decreasing_timestamp_rejected():
    with pytest.raises(ValueError):
        admit_requests([1, 2, 2, 1], 10, 10)
    with pytest.raises(ValueError):
        admit_requests([3], -1, 10)
    assert admit_requests([2, 2], 1, 1) == [True, False]


def test_step_back_after_a_repeated_timestamp_rejected():
    with pytest.raises(ValueError):
        admit_requests([0, 10, 10, 9, 20], 5, 100)
