import pytest

from solution import prorate


def test_amount_spread_by_overlap():
    # 120 units over [30, 150): 30 s in bucket 0, 60 s in bucket 60, 30 s in bucket 120
    assert prorate([(30, 150, 120)], 60) == {0: 30.0, 60: 60.0, 120: 30.0}


def test_several_intervals_add_up():
    intervals = [(0, 60, 6), (30, 90, 12), (100, 110, 1)]
    assert prorate(intervals, 60) == {0: 12.0, 60: 7.0}


def test_totals_rounded_to_six_decimals():
    assert prorate([(0, 3, 10)], 1) == {0: 3.333333, 1: 3.333333, 2: 3.333333}
    assert prorate([(0, 3, 20)], 1) == {0: 6.666667, 1: 6.666667, 2: 6.666667}
    assert prorate([(0, 7, 1), (0, 7, 0.5)], 10) == {0: 1.5}


def test_instant_interval_goes_to_its_bucket():
    assert prorate([(65, 65, 5)], 60) == {60: 5.0}
    assert prorate([(120, 120, 2.5)], 60) == {120: 2.5}


def test_negative_times_use_floor():
    assert prorate([(-30, 30, 6)], 60) == {-60: 3.0, 0: 3.0}
    assert prorate([(-1, -1, 4)], 60) == {-60: 4.0}
    assert prorate([(-1, -1, 4), (-30, -30, 1), (0, 60, 2)], 60) == {-60: 5.0, 0: 2.0}
    assert prorate([(-120, -60, 9)], 60) == {-120: 9.0}


def test_empty_input():
    result = prorate([], 60)
    assert result == {}
    assert type(result) is dict


def test_invalid_arguments_raise():
    with pytest.raises(ValueError):
        prorate([(0, 10, 1)], 0)
    with pytest.raises(ValueError):
        prorate([(0, 10, 1)], -60)
    with pytest.raises(ValueError):
        prorate([(0, 10, 1), (20, 19, 1)], 60)
    assert prorate([(0, 2, 1)], 1) == {0: 0.5, 1: 0.5}


def test_keys_sorted_and_values_float():
    result = prorate([(200, 260, 3), (0, 10, 1)], 100)
    assert list(result) == [0, 200]
    assert result == {0: 1.0, 200: 3.0}
    assert all(type(v) is float for v in result.values())
    assert all(type(k) is int for k in result)


def test_buckets_with_zero_total_are_kept():
    assert prorate([(0, 120, 0)], 60) == {0: 0.0, 60: 0.0}
    assert prorate([(0, 60, 5), (10, 20, -5)], 60) == {0: 0.0}


def test_long_interval_over_many_buckets():
    assert prorate([(5, 45, 8)], 10) == {0: 1.0, 10: 2.0, 20: 2.0, 30: 2.0, 40: 1.0}


def test_interval_ending_on_a_boundary():
    assert prorate([(0, 60, 7), (60, 61, 1)], 60) == {0: 7.0, 60: 1.0}
    assert prorate([(0, 60, 7)], 60) == {0: 7.0}
    assert prorate([(59, 61, 2)], 60) == {0: 1.0, 60: 1.0}
    intervals = [(59, 61, 2)]
    prorate(intervals, 60)
    assert intervals == [(59, 61, 2)]
