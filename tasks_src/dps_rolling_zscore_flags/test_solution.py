import pytest

from solution import flag_anomalies


def test_single_spike_is_flagged():
    values = [10, 10, 11, 9, 10, 30, 10, 9]
    assert flag_anomalies(values, 4, 3) == [5]
    # baseline 0, 100: mean 50, standard deviation 50; 70 scores 0.4
    assert flag_anomalies([0, 100, 70], 2, 1) == []
    # same baseline: 130 scores 80 / 50 = 1.6 with the population standard deviation
    assert flag_anomalies([0, 100, 130], 2, 1.5) == [2]


def test_flagged_readings_stay_out_of_the_baseline():
    # baseline 10, 12, 10, 12: mean 11, standard deviation 1
    values = [10, 12, 10, 12, 50, 52, 11]
    assert flag_anomalies(values, 4, 3) == [4, 5]


def test_threshold_is_strict():
    # baseline 9, 11: mean 10, population standard deviation 1
    assert flag_anomalies([9, 11, 12], 2, 2) == []
    assert flag_anomalies([9, 11, 13], 2, 2) == [2]
    assert flag_anomalies([9, 11, 12], 2, 1.99) == [2]
    assert flag_anomalies([9, 11, 8], 2, 1.99) == [2]
    # with zero spread no threshold is high enough for a different reading
    assert flag_anomalies([7, 7, 7, 8, 7], 2, 1e9) == [3]


def test_zero_spread_baseline():
    assert flag_anomalies([5, 5, 5, 5, 6, 5], 3, 100) == [4]


def test_invalid_arguments_raise():
    with pytest.raises(ValueError):
        flag_anomalies([1, 2, 3], 1, 3)
    with pytest.raises(ValueError):
        flag_anomalies([1, 2, 3], 0, 3)
    with pytest.raises(ValueError):
        flag_anomalies([1, 2, 3], 2, 0)
    with pytest.raises(ValueError):
        flag_anomalies([1, 2, 3], 2, -1.5)


def test_warm_up_readings_are_never_flagged():
    # 100 at index 1 is far from 0 but the baseline is not full yet
    assert flag_anomalies([0, 100, 0, 100, 0], 2, 0.5) == [2, 3, 4]
    assert flag_anomalies([1, 1000, 1, 1000, 1], 5, 0.1) == []


def test_short_inputs_give_no_flags():
    assert flag_anomalies([], 3, 2) == []
    assert flag_anomalies([1, 2], 3, 2) == []
    assert flag_anomalies([1, 2, 300], 3, 2) == []
    assert flag_anomalies([1, 2, 2, 300], 3, 2) == [3]
    # a short input does not excuse a window below 2
    with pytest.raises(ValueError):
        flag_anomalies([4], 1, 2)


def test_negative_values_and_float_threshold():
    # baseline -10, -14: mean -12, standard deviation 2; -17.5 scores 5.5 / 2 = 2.75
    values = [-10, -14, -17.5, -12]
    assert flag_anomalies(values, 2, 2.5) == [2]
    assert flag_anomalies(values, 2, 2.75) == []
    assert values == [-10, -14, -17.5, -12]


def test_baseline_returns_to_zero_spread_after_outlier():
    assert flag_anomalies([5, 5, 5, 9, 5, 6], 3, 3) == [3, 5]


def test_result_is_list_of_ints():
    result = flag_anomalies([1, 1, 1, 7, 1.0], 3, 1)
    assert result == [3]
    assert type(result) is list
    assert type(result[0]) is int


def test_input_not_modified():
    values = [3, 4, 3, 4, 40, 3]
    assert flag_anomalies(values, 4, 3) == [4]
    assert values == [3, 4, 3, 4, 40, 3]


def test_window_must_be_at_least_two():
    for values, window, threshold in [([1, 2, 3], 1, 2.0), ([], 1, 1), ([1], 2, 0.0), ([1, 2], 3, -0.1)]:
        with pytest.raises(ValueError):
            flag_anomalies(values, window, threshold)


def test_z_score_equal_to_threshold_joins_baseline():
    # baseline 2, 4: mean 3, sd 1, so 5 scores exactly 2 and joins; baseline 4, 5: 6 scores 3
    assert flag_anomalies([2, 4, 5, 6], 2, 2) == [3]
    # 7 scores 4 against 2, 4 and stays out, so 5 still scores 2 and joins; then 6 scores 3 against 4, 5
    assert flag_anomalies([2, 4, 7, 5, 6], 2, 2) == [2, 4]
