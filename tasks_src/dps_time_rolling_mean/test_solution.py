import copy

import pytest

from solution import rolling_mean


def test_point_exactly_window_old_is_excluded():
    points = [(0, 10), (10, 20), (20, 30)]
    # window 10: (t-10, t] never reaches the previous point, 10 s older
    alone = rolling_mean(points, 10)
    assert alone == [(0, 10.0), (10, 20.0), (20, 30.0)]
    assert [type(mean) for _, mean in alone] == [float, float, float]
    # window 11: the previous point is inside, the one 20 s older is not
    assert rolling_mean(points, 11) == [(0, 10.0), (10, 15.0), (20, 25.0)]


def test_irregular_spacing_uses_time_not_point_count():
    points = [(0, 1), (1, 2), (2, 3), (30, 10), (31, 20)]
    assert rolling_mean(points, 5) == [(0, 1.0), (1, 1.5), (2, 2.0), (30, 10.0), (31, 15.0)]


def test_min_count_gives_none_until_enough_points():
    points = [(0, 3), (2, 6), (4, 9), (20, 1), (21, 5)]
    assert rolling_mean(points, 5, min_count=2) == [(0, None), (2, 4.5), (4, 6.0), (20, None), (21, 3.0)]
    assert rolling_mean(points, 5, min_count=3) == [(0, None), (2, None), (4, 6.0), (20, None), (21, None)]


def test_result_types_are_float_tuples_in_a_list():
    result = rolling_mean([(5, 2), (6, 4)], 60)
    assert result == [(5, 2.0), (6, 3.0)]
    assert type(result) is list
    assert type(result[0]) is tuple
    assert type(result[0][1]) is float
    assert type(result[1][1]) is float
    # 2 / 3 rounds up in the fourth decimal
    assert rolling_mean([(0, 1), (1, 1), (2, 0)], 10) == [(0, 1.0), (1, 1.0), (2, 0.6667)]


def test_mean_rounded_to_four_decimals():
    points = [(0, 1), (1, 1), (2, 2), (3, 0.123456)]
    assert rolling_mean(points, 3) == [(0, 1.0), (1, 1.0), (2, 1.3333), (3, 1.0412)]


def test_window_spans_several_points():
    points = [(100, 4), (103, 8), (105, 6), (109, 2), (110, 10)]
    # window 6: t=109 holds 105, 109; t=110 holds 105, 109, 110 (104 < s)
    assert rolling_mean(points, 6) == [(100, 4.0), (103, 6.0), (105, 6.0), (109, 4.0), (110, 6.0)]


def test_non_increasing_timestamps_raise():
    with pytest.raises(ValueError):
        rolling_mean([(0, 1), (5, 2), (3, 3)], 10)
    with pytest.raises(ValueError):
        rolling_mean([(0, 1), (5, 2), (5, 3)], 10)
    with pytest.raises(ValueError):
        rolling_mean([(5, 1), (5, 2)], 10)
    with pytest.raises(ValueError):
        rolling_mean([(5, 1), (2, 2), (9, 3)], 10)


def test_empty_series():
    assert rolling_mean([], 10) == []
    assert rolling_mean([], 10, min_count=3) == []
    with pytest.raises(ValueError):
        rolling_mean([], 0)
    with pytest.raises(ValueError):
        rolling_mean([], 5, min_count=-1)


def test_invalid_arguments_raise():
    with pytest.raises(ValueError):
        rolling_mean([(0, 1)], 0)
    with pytest.raises(ValueError):
        rolling_mean([(0, 1)], -5)
    with pytest.raises(ValueError):
        rolling_mean([(0, 1)], 10, min_count=0)
    assert rolling_mean([(0, 1)], 1, min_count=1) == [(0, 1.0)]
    assert rolling_mean([], 1, min_count=2) == []
    # a timestamp repeated far from the start, with valid window and min_count
    with pytest.raises(ValueError):
        rolling_mean([(10, 1.0), (20, 2.0), (30, 3.0), (30, 3.0)], 1)


def test_window_of_one_second_holds_only_the_point_itself():
    points = [(0, 1.5), (1, 2.5), (2, -4)]
    assert rolling_mean(points, 1) == [(0, 1.5), (1, 2.5), (2, -4.0)]
    assert rolling_mean(points, 2) == [(0, 1.5), (1, 2.0), (2, -0.75)]
    assert rolling_mean(points, 1, min_count=2) == [(0, None), (1, None), (2, None)]
    assert points == [(0, 1.5), (1, 2.5), (2, -4)]


def test_input_not_modified():
    points = [(0, 1.0), (4, 2.0), (9, 3.0)]
    before = copy.deepcopy(points)
    assert rolling_mean(points, 5) == [(0, 1.0), (4, 1.5), (9, 3.0)]
    assert points == before


def test_repeated_timestamp_raises():
    with pytest.raises(ValueError):
        rolling_mean([(1, 5), (1, 6)], 3)
    with pytest.raises(ValueError):
        rolling_mean([(0, 1), (2, 2), (2, 3), (4, 4)], 10, min_count=2)


def test_lone_int_value_gives_float_mean():
    result = rolling_mean([(0, 7), (100, 3), (101, 5)], 10)
    assert result == [(0, 7.0), (100, 3.0), (101, 4.0)]
    assert type(result[0][1]) is float
    assert type(result[1][1]) is float
