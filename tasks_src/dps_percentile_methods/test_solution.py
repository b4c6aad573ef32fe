import pytest

from solution import percentile

DATA = [40, 15, 50, 35, 20]  # sorted: 15, 20, 35, 40, 50


def test_linear_interpolation_on_unsorted_data():
    # h = 4 * 40 / 100 = 1.6: 20 + 0.6 * (35 - 20) = 29
    assert percentile(DATA, 40) == 29.0
    assert percentile(DATA, 50) == 35.0
    assert percentile(DATA, 0) == 15.0
    assert percentile(DATA, 100) == 50.0
    assert percentile(DATA, 90, "linear") == 46.0
    assert percentile(DATA, 40, "lower") == 20.0


def test_methods_between_two_data_points():
    # h = 1.6 lies between x[1] = 20 and x[2] = 35
    assert percentile(DATA, 40, "lower") == 20.0
    assert percentile(DATA, 40, "higher") == 35.0
    assert percentile(DATA, 40, "midpoint") == 27.5
    assert percentile(DATA, 40, "nearest") == 35.0


def test_nearest_sends_exact_halves_to_even_index():
    data = [10, 20, 30, 40, 50]
    assert percentile(data, 12.5, "nearest") == 10.0  # h = 0.5 -> 0
    assert percentile(data, 37.5, "nearest") == 30.0  # h = 1.5 -> 2
    assert percentile(data, 62.5, "nearest") == 30.0  # h = 2.5 -> 2
    assert percentile(data, 87.5, "nearest") == 50.0  # h = 3.5 -> 4
    assert percentile(data, 60, "nearest") == 30.0  # h = 2.4 -> 2
    assert percentile(data, 65, "nearest") == 40.0  # h = 2.6 -> 3
    # h = 4 * 30 / 100 = 1.2 on 15, 20, 35, 40, 50: nearest stays low, higher goes up
    assert percentile(DATA, 30, "nearest") == 20.0
    assert percentile(DATA, 30, "higher") == 35.0
    assert percentile(DATA, 30, "lower") == 20.0
    assert percentile(DATA, 30, "midpoint") == 27.5


def test_nearest_halfway_rank_goes_to_even_index():
    data = [100, 90, 80, 70, 60, 50, 40, 30, 20, 10]
    assert percentile(data, 50, "nearest") == 50.0  # h = 4.5 -> 4
    assert percentile([9, 3, 6], 25, "nearest") == 3.0  # h = 0.5 -> 0
    assert percentile([9, 3, 6], 75, "nearest") == 9.0  # h = 1.5 -> 2
    assert percentile([9, 3, 6], 70, "nearest") == 6.0  # h = 1.4 -> 1


def test_rank_computed_exactly():
    data = list(range(0, 1010, 10))  # 101 values: 0, 10, ..., 1000
    # h = 100 * 29 / 100 = 29 exactly, so every method gives x[29] = 290
    assert percentile(data, 29) == 290.0
    assert percentile(data, 29, "lower") == 290.0
    assert percentile(data, 57, "lower") == 570.0
    assert percentile(data, 58, "higher") == 580.0
    assert percentile(data, 58, "nearest") == 580.0
    # exact halves go to the even index: h = 0.5 -> 0, h = 28.5 -> 28
    assert percentile(data, 0.5, "nearest") == 0.0
    assert percentile(data, 28.5, "nearest") == 280.0


def test_rank_exact_near_whole_numbers():
    data = list(range(100, -1, -1))  # 101 values; sorted, x[i] == i
    # in floating point 0.07 * 100 is 7.000000000000001 and 0.57 * 100 is 56.99999999999999
    assert percentile(data, 7, "higher") == 7.0
    assert percentile(data, 57, "lower") == 57.0
    assert percentile(data, 14, "higher") == 14.0
    assert percentile(data, 28) == 28.0
    assert percentile(data, 55, "midpoint") == 55.0


def test_result_is_always_float():
    for method in ("linear", "lower", "higher", "midpoint", "nearest"):
        result = percentile([7, 3, 9], 50, method)
        assert result == 7.0
        assert type(result) is float
    with pytest.raises(ValueError):
        percentile([7, 3, 9], 50, "mid")


def test_int_data_points_returned_as_float():
    cases = [
        ([8, 4], 100, "lower", 8.0),
        ([8, 4], 0, "higher", 4.0),
        ([8, 4], 100, "nearest", 8.0),
        ([8, 4], 50, "linear", 6.0),
        ([8, 4], 50, "midpoint", 6.0),
        ([0, 3, -2], 50, "lower", 0.0),
    ]
    for values, p, method, expected in cases:
        result = percentile(values, p, method)
        assert result == expected
        assert type(result) is float


def test_midpoint_and_median_of_even_count():
    data = [4, 1, 3, 2]
    # h = 1.5 between 2 and 3
    assert percentile(data, 50) == 2.5
    assert percentile(data, 50, "midpoint") == 2.5
    assert percentile(data, 50, "lower") == 2.0
    assert percentile(data, 50, "higher") == 3.0
    assert percentile(data, 50, "nearest") == 3.0


def test_duplicates_are_kept():
    # sorted 1, 5, 5, 5; h = 0.75: 1 + 0.75 * 4 = 4
    assert percentile([5, 5, 1, 5], 25) == 4.0
    assert percentile([5, 5, 1, 5], 25, "higher") == 5.0
    assert percentile([5, 5, 1, 5], 25, "lower") == 1.0


def test_linear_is_evaluated_exactly():
    # the exact midway point of the binary values 0.2 and 2.3 rounds to 1.25;
    # 0.2 + 0.5 * (2.3 - 0.2) in floating point gives 1.2499999999999998
    values = [2.3, 0.2]
    assert percentile(values, 50) == 1.25
    assert values == [2.3, 0.2]
    assert percentile([0.5, 0.25], 50) == 0.375


def test_linear_between_binary_fractions_is_exact():
    # in floating point 1.1 + 0.5 * (5.3 - 1.1) gives 3.1999999999999997
    assert percentile([5.3, 1.1], 50) == 3.2
    assert percentile([0.7, 3.3], 50) == 2.0
    assert percentile([0.7, 3.3], 50, "midpoint") == 2.0


def test_invalid_arguments_raise_value_error():
    with pytest.raises(ValueError):
        percentile([], 50)
    with pytest.raises(ValueError):
        percentile([1, 2], -0.5)
    with pytest.raises(ValueError):
        percentile([1, 2], 100.5)
    with pytest.raises(ValueError):
        percentile([1, 2], 50, "median")
    with pytest.raises(ValueError):
        percentile([1, 2], 50, "Linear")


def test_unknown_method_or_bad_p_raises():
    for method in ("median", "LOWER", "", "nearest "):
        with pytest.raises(ValueError):
            percentile([1, 2, 3], 50, method)
    for p in (101, -1, 100.000001):
        with pytest.raises(ValueError):
            percentile([1, 2, 3], p, "lower")
    with pytest.raises(ValueError):
        percentile([], 0, "lower")
    assert percentile([1, 2, 3], 100, "lower") == 3.0
    assert percentile([1, 2, 3], 0, "higher") == 1.0


def test_float_percentile_between_points():
    # h = 2 * 12.5 / 100 = 0.25: 0 + 0.25 * 8 = 2
    assert percentile([0, 8, 16], 12.5) == 2.0
    assert percentile([0, 8, 16], 75.0, "midpoint") == 12.0


def test_float_values_with_lower_and_higher():
    data = [2.5, -1.25, 0.75]
    # sorted -1.25, 0.75, 2.5; h = 2 * 30 / 100 = 0.6
    assert percentile(data, 30, "lower") == -1.25
    assert percentile(data, 30, "higher") == 0.75
    assert percentile(data, 30, "midpoint") == -0.25
    assert percentile(data, 30) == -0.05


def test_input_not_modified():
    data = [3, 1, 2]
    assert percentile(data, 50) == 2.0
    assert data == [3, 1, 2]


def test_unsorted_input_list_left_unsorted():
    data = [5, 3, 9, 1]
    assert percentile(data, 100, "higher") == 9.0
    assert percentile(data, 0, "lower") == 1.0
    assert data == [5, 3, 9, 1]


def test_single_value_for_every_method_and_p():
    for method in ("linear", "lower", "higher", "midpoint", "nearest"):
        assert percentile([-3.5], 0, method) == -3.5
        assert percentile([-3.5], 100, method) == -3.5
        result = percentile([4], 30, method)
        assert result == 4.0
        assert type(result) is float
