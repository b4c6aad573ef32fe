import pytest

from solution import mad_outliers


def test_score_equal_to_threshold_is_not_outlier():
    # median 3, MAD 1: the value 1 scores 0.6745 * 2 / 1 = 1.349 exactly
    values = [1, 2, 3, 4, 100]
    assert mad_outliers(values, 1.349) == [4]
    assert mad_outliers(values, 1.3) == [0, 4]
    assert mad_outliers(values, 0.5) == [0, 1, 3, 4]



def test_default_threshold_flags_single_spike():
    result = mad_outliers([10, 12, 11, 13, 95, 12, 11])
    assert result == [4]
    assert type(result) is list
    assert type(result[0]) is int



def test_even_count_uses_mean_of_middle_values():
    # median 4.5, MAD 2.0; the value 1 scores 0.6745 * 3.5 / 2 = 1.18
    # scores: 0.84, 1.18, 32.2, 0.51, 0.17, 0.84, 0.51, 0.17
    values = [7, 1, 100, 3, 5, 2, 6, 4]
    assert mad_outliers(values, 1.3) == [2]
    assert mad_outliers(values, 1.0) == [1, 2]
    assert mad_outliers(values, 0.5) == [0, 1, 2, 3, 5, 6]



def test_no_outliers_returns_empty_list():
    assert mad_outliers([4.0, 4.5, 5.0, 5.5, 6.0]) == []



def test_zero_mad_falls_back_to_mean_absolute_deviation():
    # median 5, MAD 0, MeanAD 0.8: the value 9 scores 4 / (1.253314 * 0.8) = 3.99
    assert mad_outliers([5, 5, 9, 5, 5]) == [2]
    assert mad_outliers([5, 5, 9, 5, 5], 4.0) == []



def test_zero_mad_small_deviation_not_flagged():
    # median 5, MAD 0, MeanAD 16/7: the value 20 scores 5.24, the value 6 only 0.35
    assert mad_outliers([5, 6, 5, 20, 5, 5, 5]) == [3]



def test_all_values_equal_has_no_outliers():
    assert mad_outliers([3, 3, 3, 3]) == []
    assert mad_outliers([7.5]) == []



def test_outliers_on_both_sides_in_index_order():
    values = [50, -40, 1, 2, 3, 2, 1, 2, 3]
    assert mad_outliers(values) == [0, 1]



def test_duplicate_outliers_each_reported():
    values = [1, 2, 60, 3, 2, 1, 60, 2, 3, 2, 1, 3, 2]
    assert mad_outliers(values) == [2, 6]



def test_input_not_modified():
    values = [9, 1, 5, 100, 3]
    mad_outliers(values)
    assert values == [9, 1, 5, 100, 3]



def test_invalid_arguments_raise_value_error():
    with pytest.raises(ValueError):
        mad_outliers([])
    with pytest.raises(ValueError):
        mad_outliers([1, 2, 3], 0)
    with pytest.raises(ValueError):
        mad_outliers([1, 2, 3], -1.5)



def test_score_at_threshold_is_not_flagged():
    # median 2, MAD 1: the value 0 scores 0.6745 * 2 = 1.349, the value 6 scores 0.6745 * 4 = 2.698
    values = [0, 1, 2, 3, 6]
    assert mad_outliers(values, 2.698) == []
    assert mad_outliers(values, 1.349) == [4]



def test_boundary_score_in_an_even_sample():
    # median (1 + 3) / 2 = 2, deviations [4, 2, 7, 1, 1, 2], MAD (2 + 2) / 2 = 2
    # scores: 1.349 (equal to the threshold), 0.6745, 2.36075, 0.33725, 0.33725, 0.6745
    assert mad_outliers([6, 0, 9, 1, 3, 0], 1.349) == [2]



def test_even_count_median_and_mad_average_the_middle_pair():
    # median 10, deviations [10, 10, 0, 0, 0, 2], MAD (0 + 2) / 2 = 1
    assert mad_outliers([0, 0, 10, 10, 10, 12], 1.0) == [0, 1, 5]



def test_zero_mad_fallback_flags_the_spike():
    # median 1, MAD 0, MeanAD 7: the value 50 scores 49 / (1.253314 * 7) = 5.59
    assert mad_outliers([1, 1, 1, 1, 1, 1, 50]) == [6]
    # median 2, MAD 0, MeanAD 1/6: the value 3 scores 6 / 1.253314 = 4.79
    assert mad_outliers([2, 2, 2, 2, 2, 3]) == [5]



def test_threshold_zero_is_rejected():
    with pytest.raises(ValueError):
        mad_outliers([1, 2, 3], 0)
    with pytest.raises(ValueError):
        mad_outliers([1, 2, 3], 0.0)
    with pytest.raises(ValueError):
        mad_outliers([], 3.5)



def test_non_positive_threshold_raises_for_any_data():
    with pytest.raises(ValueError):
        mad_outliers([4, 4, 4], 0)
    with pytest.raises(ValueError):
        mad_outliers([7], -0.1)
    with pytest.raises(ValueError):
        mad_outliers([], 1)



def test_identical_spikes_reported_individually():
    # median 5, MAD 1: each 100 scores 0.6745 * 95 = 64.1
    values = [5, 100, 5, 6, 100, 5, 4, 5, 6, 5, 4]
    assert mad_outliers(values) == [1, 4]



def test_input_list_left_unsorted():
    # median 4, MAD 2.5: only the value 100 (score 25.9) is flagged
    values = [9, 1, 5, 100, 3, 2]
    assert mad_outliers(values) == [3]
    assert values == [9, 1, 5, 100, 3, 2]



def test_equal_values_are_never_outliers():
    assert mad_outliers([2.5, 2.5]) == []
    assert mad_outliers([0, 0, 0], 0.1) == []
