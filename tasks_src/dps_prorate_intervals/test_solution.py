import pytest

from solution import prorate


def test_amount_spread_by_overlap():
    # 120 units over [30, 150): 30 s in bucket 0, 60 s in bucket 60, 30 s in bucket 120
    result = prorate([(30, 150, 120)], 60)
    assert result == {0: 30.0, 60: 60.0, 120: 30.0}
    assert list(result) == [0, 60, 120]
    assert [type(v) for v in result.values()] == [float, float, float]


def test_several_intervals_add_up():
    intervals = [(0, 60, 6), (30, 90, 12), (100, 110, 1)]
    assert prorate(intervals, 60) == {0: 12.0, 60: 7.0}


def test_totals_rounded_to_six_decimals():
    assert prorate([(0, 3, 10)], 1) == {0: 3.333333, 1: 3.333333, 2: 3.333333}
    assert prorate([(0, 3, 20)], 1) == {0: 6.666667, 1: 6.666667, 2: 6.666667}
    assert prorate([(0, 7, 1), (0, 7, 0.5)], 10) == {0: 1.5}


def test_total_rounded_once_from_the_exact_sum():
    # three shares of exactly 1/3 add up to 1; rounding each share first would give 0.999999
    assert prorate([(0, 3, 1), (0, 3, 1), (0, 3, 1)], 1) == {0: 1.0, 1: 1.0, 2: 1.0}
    # 7 * 1 / 2000000 is exactly 0.0000035, which rounds half to even to 0.000004
    assert prorate([(0, 2000000, 7)], 1999999) == {0: 6.999996, 1999999: 0.000004}


def test_negative_times_use_floor():
    assert prorate([(-30, 30, 6)], 60) == {-60: 3.0, 0: 3.0}
    assert prorate([(-1, -1, 4)], 60) == {-60: 4.0}
    assert prorate([(-1, -1, 4), (-30, -30, 1), (0, 60, 2)], 60) == {-60: 5.0, 0: 2.0}
    assert prorate([(-120, -60, 9)], 60) == {-120: 9.0}


def test_negative_instants_and_intervals_use_floor():
    assert prorate([(-3, -3, 5)], 10) == {-10: 5.0}
    assert prorate([(-10, -10, 1)], 10) == {-10: 1.0}
    assert prorate([(-61, -59, 2)], 60) == {-120: 1.0, -60: 1.0}
    assert prorate([(-25, -5, 4)], 10) == {-30: 1.0, -20: 2.0, -10: 1.0}


def test_instant_interval_goes_to_its_bucket():
    assert prorate([(65, 65, 5)], 60) == {60: 5.0}
    assert prorate([(120, 120, 2.5)], 60) == {120: 2.5}
    assert prorate([(59, 59, -1.5), (7, 7, 2)], 60) == {0: 0.5}
    assert prorate([(-7, -7, 0)], 5) == {-10: 0.0}


def test_instant_amount_added_to_interval_shares():
    result = prorate([(10, 10, 3), (0, 20, 4)], 10)
    assert result == {0: 2.0, 10: 5.0}
    assert [type(v) for v in result.values()] == [float, float]
    assert prorate([(9, 9, 1), (15, 15, 2), (9, 9, 4)], 10) == {0: 5.0, 10: 2.0}


def test_interval_ending_on_a_boundary():
    assert prorate([(0, 60, 7), (60, 61, 1)], 60) == {0: 7.0, 60: 1.0}
    assert prorate([(0, 60, 7)], 60) == {0: 7.0}
    assert prorate([(59, 61, 2)], 60) == {0: 1.0, 60: 1.0}
    intervals = [(59, 61, 2)]
    prorate(intervals, 60)
    assert intervals == [(59, 61, 2)]


def test_boundary_end_gives_nothing_to_next_bucket():
    assert prorate([(-60, 0, 4)], 60) == {-60: 4.0}
    assert prorate([(10, 20, 3)], 10) == {10: 3.0}
    assert prorate([(0, 30, 3)], 10) == {0: 1.0, 10: 1.0, 20: 1.0}
    assert prorate([(0, 20, 0)], 10) == {0: 0.0, 10: 0.0}


def test_buckets_with_zero_total_are_kept():
    assert prorate([(0, 120, 0)], 60) == {0: 0.0, 60: 0.0}
    assert prorate([(0, 60, 5), (10, 20, -5)], 60) == {0: 0.0}


def test_zero_amounts_and_cancelling_shares_kept():
    assert prorate([(5, 5, 0)], 10) == {0: 0.0}
    assert prorate([(-15, -15, 0)], 10) == {-20: 0.0}
    result = prorate([(0, 10, 2), (0, 10, -2), (10, 20, 1)], 10)
    assert result == {0: 0.0, 10: 1.0}
    assert [type(v) for v in result.values()] == [float, float]


def test_invalid_arguments_raise():
    with pytest.raises(ValueError):
        prorate([(0, 10, 1)], 0)
    with pytest.raises(ValueError):
        prorate([(0, 10, 1)], -60)
    with pytest.raises(ValueError):
        prorate([(0, 10, 1), (20, 19, 1)], 60)
    assert prorate([(0, 2, 1)], 1) == {0: 0.5, 1: 0.5}


def test_invalid_width_or_reversed_interval_raises():
    with pytest.raises(ValueError):
        prorate([], 0)
    with pytest.raises(ValueError):
        prorate([(5, 4, 1)], 10)
    with pytest.raises(ValueError):
        prorate([(-1, -2, 0)], 1)
    assert prorate([(3, 3, 1)], 1) == {3: 1.0}


def test_empty_input():
    result = prorate([], 60)
    assert result == {}
    assert type(result) is dict


def test_keys_sorted_and_values_float():
    result = prorate([(200, 260, 3), (0, 10, 1)], 100)
    assert list(result) == [0, 200]
    assert result == {0: 1.0, 200: 3.0}
    assert all(type(v) is float for v in result.values())
    assert all(type(k) is int for k in result)
    assert prorate([], 1) == {}


def test_long_interval_over_many_buckets():
    result = prorate([(25, 45, 4), (5, 45, 8)], 10)
    assert result == {0: 1.0, 10: 2.0, 20: 3.0, 30: 4.0, 40: 2.0}
    assert list(result) == [0, 10, 20, 30, 40]


def test_input_not_modified():
    intervals = [(70, 80, 1), (0, 100, 10), (5, 5, 2)]
    before = list(intervals)
    assert prorate(intervals, 50) == {0: 7.0, 50: 6.0}
    assert intervals == before
