import pytest

from solution import resample


def test_sum_per_bucket_with_empty_buckets_between():
    points = [(12, 1.5), (3, 2), (25, 4), (7, 0.5)]
    assert resample(points, 10, "sum") == [(0, 2.5), (10, 1.5), (20, 4.0)]
    assert resample([(5, 1), (31, 2)], 10, "sum") == [(0, 1.0), (10, 0.0), (20, 0.0), (30, 2.0)]
    assert resample([(5, 1), (31, 2)], 10, "count") == [(0, 1), (10, 0), (20, 0), (30, 1)]


def test_count_per_bucket():
    points = [(59, 1), (0, 1), (60, 1), (185, 1), (30, 1)]
    assert resample(points, 60, "count") == [(0, 3), (60, 1), (120, 0), (180, 1)]


def test_origin_offset_and_times_before_origin_use_floor():
    points = [(3, 1), (5, 2), (14, 3), (15, 4), (-6, 5)]
    # origin 5, width 10: buckets start at ..., -15, -5, 5, 15, ...
    assert resample(points, 10, "sum", origin=5) == [(-15, 5.0), (-5, 1.0), (5, 5.0), (15, 4.0)]
    assert resample([(-1, 7), (1, 3)], 60, "sum") == [(-60, 7.0), (0, 3.0)]
    assert resample(points, 10, "min", origin=5) == [(-15, 5), (-5, 1), (5, 2), (15, 4)]
    assert resample(points, 10, "max", origin=5) == [(-15, 5), (-5, 1), (5, 3), (15, 4)]


def test_mean_rounded_to_six_decimals_and_none_for_empty():
    points = [(0, 1), (1, 2), (2, 2), (11, 4)]
    assert resample(points, 5, "mean") == [(0, 1.666667), (5, None), (10, 4.0)]


def test_first_and_last_follow_time_then_input_order():
    points = [(14, 3), (11, 4), (14, 1), (11, 2), (25, 9), (45, 8)]
    # bucket 10 in time order: (11, 4), (11, 2), (14, 3), (14, 1)
    assert resample(points, 10, "first") == [(10, 4), (20, 9), (30, None), (40, 8)]
    assert resample(points, 10, "last") == [(10, 1), (20, 9), (30, None), (40, 8)]


def test_min_and_max_keep_values_as_given():
    points = [(0, 3), (4, -2), (6, 1.5), (21, 7)]
    assert resample(points, 5, "min") == [(0, -2), (5, 1.5), (10, None), (15, None), (20, 7)]
    assert resample(points, 5, "max") == [(0, 3), (5, 1.5), (10, None), (15, None), (20, 7)]


def test_invalid_width_or_aggregate_raises():
    for width in (0, -10):
        with pytest.raises(ValueError):
            resample([(0, 1)], width, "sum")
    for how in ("avg", "Sum", ""):
        with pytest.raises(ValueError):
            resample([(0, 1)], 10, how)
    assert resample([(3, 1), (4, 2)], 1, "count") == [(3, 1), (4, 1)]


def test_empty_points_give_empty_list():
    for how in ("sum", "count", "mean", "min", "max", "first", "last"):
        assert resample([], 10, how) == []


def test_sum_uses_exact_float_summation():
    points = [(i, 0.1) for i in range(10)]
    # plain left-to-right addition would give 0.9999999999999999
    assert resample(points, 10, "sum") == [(0, 1.0)]
    assert resample(points, 10, "mean") == [(0, 0.1)]
    assert resample([(0, 1), (1, 1), (2, 2)], 10, "mean") == [(0, 1.333333)]


def test_result_types():
    result = resample([(0, 2), (1, 3), (25, 4)], 10, "count")
    assert result == [(0, 2), (10, 0), (20, 1)]
    assert type(result) is list
    assert type(result[0]) is tuple
    assert type(result[0][1]) is int
    total = resample([(0, 2), (1, 3)], 10, "sum")
    assert total == [(0, 5.0)]
    assert type(total[0][1]) is float


def test_input_not_modified():
    points = [(30, 1), (10, 2), (20, 3), (10, 4)]
    before = list(points)
    assert resample(points, 10, "last") == [(10, 4), (20, 3), (30, 1)]
    assert points == before
