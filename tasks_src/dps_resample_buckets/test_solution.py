import pytest

from solution import resample


def typed(result):
    """Each (start, value) with the exact type of the value, to compare types too."""
    assert type(result) is list
    assert all(type(item) is tuple for item in result)
    return [(start, value, type(value)) for start, value in result]


def test_sum_per_bucket_with_empty_buckets_between():
    points = [(12, 1.5), (3, 2), (25, 4), (7, 0.5)]
    assert typed(resample(points, 10, "sum")) == [(0, 2.5, float), (10, 1.5, float), (20, 4.0, float)]
    assert typed(resample([(5, 1), (31, 2)], 10, "sum")) == [
        (0, 1.0, float), (10, 0.0, float), (20, 0.0, float), (30, 2.0, float)
    ]
    assert typed(resample([(5, 1), (31, 2)], 10, "count")) == [(0, 1, int), (10, 0, int), (20, 0, int), (30, 1, int)]


def test_count_per_bucket_with_gaps():
    points = [(59, 1), (0, 1), (60, 1), (185, 1), (30, 1)]
    assert typed(resample(points, 60, "count")) == [(0, 3, int), (60, 1, int), (120, 0, int), (180, 1, int)]


def test_origin_offset_and_times_before_origin_use_floor():
    points = [(3, 1), (5, 2), (14, 3), (15, 4), (-6, 5)]
    # origin 5, width 10: buckets start at ..., -15, -5, 5, 15, ...
    assert resample(points, 10, "sum", origin=5) == [(-15, 5.0), (-5, 1.0), (5, 5.0), (15, 4.0)]
    assert resample([(-1, 7), (1, 3)], 60, "sum") == [(-60, 7.0), (0, 3.0)]
    assert resample(points, 10, "min", origin=5) == [(-15, 5), (-5, 1), (5, 2), (15, 4)]
    assert resample(points, 10, "max", origin=5) == [(-15, 5), (-5, 1), (5, 3), (15, 4)]


def test_bucket_alignment_with_origin_and_negative_times():
    assert resample([(10, 1)], 60, "count", origin=30) == [(-30, 1)]
    assert resample([(-1, 5)], 60, "count") == [(-60, 1)]
    points = [(-61, 1), (-60, 2), (59, 3), (60, 4)]
    assert resample(points, 60, "sum") == [(-120, 1.0), (-60, 2.0), (0, 3.0), (60, 4.0)]
    points = [(-5, 1), (35, 2), (149, 3), (150, 4)]
    assert resample(points, 50, "count", origin=100) == [(-50, 1), (0, 1), (50, 0), (100, 1), (150, 1)]


def test_first_and_last_follow_time_then_input_order():
    points = [(14, 3), (11, 4), (14, 1), (11, 2), (25, 9), (45, 8)]
    # bucket 10 in time order: (11, 4), (11, 2), (14, 3), (14, 1)
    assert resample(points, 10, "first") == [(10, 4), (20, 9), (30, None), (40, 8)]
    assert resample(points, 10, "last") == [(10, 1), (20, 9), (30, None), (40, 8)]


def test_ties_at_earliest_and_latest_timestamp_keep_input_order():
    points = [(9, 7), (3, 1), (27, 4), (9, 8), (21, 9), (3, 2), (9, 6), (27, 0), (4, 5)]
    before = list(points)
    # bucket 0 in time order: 1, 2 (t=3), 5 (t=4), 7, 8, 6 (t=9); bucket 20: 9 (t=21), 4, 0 (t=27)
    assert resample(points, 10, "first") == [(0, 1), (10, None), (20, 9)]
    assert resample(points, 10, "last") == [(0, 6), (10, None), (20, 0)]
    assert points == before


def test_mean_rounded_to_six_decimals_and_none_for_empty():
    points = [(0, 1), (1, 2), (2, 2), (11, 4)]
    assert typed(resample(points, 5, "mean")) == [(0, 1.666667, float), (5, None, type(None)), (10, 4.0, float)]


def test_mean_of_ints_is_a_rounded_float():
    assert resample([(0, 1), (1, 1), (2, 2)], 10, "mean") == [(0, 1.333333)]
    assert resample([(0, 1), (1, 0), (2, 0)], 10, "mean") == [(0, 0.333333)]
    assert typed(resample([(0, 3), (25, 5), (26, 6)], 10, "mean")) == [
        (0, 3.0, float), (10, None, type(None)), (20, 5.5, float)
    ]


def test_min_and_max_keep_values_as_given():
    points = [(0, 3), (4, -2), (6, 1.5), (21, 7)]
    assert typed(resample(points, 5, "min")) == [
        (0, -2, int), (5, 1.5, float), (10, None, type(None)), (15, None, type(None)), (20, 7, int)
    ]
    assert typed(resample(points, 5, "max")) == [
        (0, 3, int), (5, 1.5, float), (10, None, type(None)), (15, None, type(None)), (20, 7, int)
    ]
    # origin 1, width 5: buckets start at ..., -9, -4, 1, ...
    assert resample([(-1, 4), (-7, 2), (-8, 3)], 5, "max", origin=1) == [(-9, 3), (-4, 4)]


def test_min_and_max_over_negative_timestamps():
    points = [(-3, 2.5), (-1, 4), (-4, -0.5), (12, 0), (14, -3)]
    assert typed(resample(points, 5, "min")) == [
        (-5, -0.5, float), (0, None, type(None)), (5, None, type(None)), (10, -3, int)
    ]
    assert typed(resample(points, 5, "max")) == [
        (-5, 4, int), (0, None, type(None)), (5, None, type(None)), (10, 0, int)
    ]


def test_invalid_width_or_aggregate_raises():
    for width in (0, -10):
        with pytest.raises(ValueError):
            resample([(0, 1)], width, "sum")
    for how in ("avg", "Sum", ""):
        with pytest.raises(ValueError):
            resample([(0, 1)], 10, how)
    assert resample([(3, 1), (4, 2)], 1, "count") == [(3, 1), (4, 1)]


def test_invalid_arguments_raise_even_for_empty_points():
    with pytest.raises(ValueError):
        resample([], 0, "count")
    with pytest.raises(ValueError):
        resample([(5, 1)], -1, "mean")
    for how in ("MEAN", "median", "first "):
        with pytest.raises(ValueError):
            resample([], 10, how)
    assert resample([(0, 2), (2, 5)], 1, "max") == [(0, 2), (1, None), (2, 5)]


def test_empty_points_give_empty_list():
    for how in ("sum", "count", "mean", "min", "max", "first", "last"):
        result = resample([], 10, how)
        assert result == []
        assert type(result) is list


def test_single_point_gives_one_bucket():
    assert typed(resample([(7, 3)], 10, "count", origin=2)) == [(2, 1, int)]
    assert typed(resample([(7, 3)], 10, "sum", origin=8)) == [(-2, 3.0, float)]
    assert resample([], 1, "first", origin=5) == []


def test_sum_uses_exact_float_summation():
    points = [(i, 0.1) for i in range(10)]
    # plain left-to-right addition would give 0.9999999999999999
    assert resample(points, 10, "sum") == [(0, 1.0)]
    assert resample(points, 10, "mean") == [(0, 0.1)]
    assert resample([(0, 1), (1, 1), (2, 2)], 10, "mean") == [(0, 1.333333)]


def test_sum_of_ints_is_float_and_exact():
    assert typed(resample([(0, 1), (1, 2)], 60, "sum")) == [(0, 3.0, float)]
    # plain addition loses the 1.0 next to 1e16
    assert resample([(0, 1e16), (1, 1.0), (2, -1e16)], 10, "sum") == [(0, 1.0)]
    assert typed(resample([(0, 1), (20, 2)], 10, "sum")) == [(0, 1.0, float), (10, 0.0, float), (20, 2.0, float)]


def test_input_not_modified():
    points = [(30, 1), (10, 2), (20, 3), (10, 4)]
    before = list(points)
    assert resample(points, 10, "last") == [(10, 4), (20, 3), (30, 1)]
    assert points == before


def test_unsorted_input_with_shared_timestamps():
    points = [(50, 1), (5, 2), (50, 3), (-5, 4)]
    before = list(points)
    assert typed(resample(points, 20, "count")) == [(-20, 1, int), (0, 1, int), (20, 0, int), (40, 2, int)]
    assert resample(points, 20, "last") == [(-20, 4), (0, 2), (20, None), (40, 3)]
    assert points == before
