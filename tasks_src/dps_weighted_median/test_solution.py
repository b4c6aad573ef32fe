import pytest

from solution import weighted_median


def test_single_item_crossing_half():
    assert weighted_median([3, 1, 2], [1, 1, 1]) == 2.0
    assert weighted_median([10, 20, 30], [1, 5, 1]) == 20.0
    assert weighted_median([30, 10, 20], [1, 3, 1]) == 10.0


def test_exact_half_averages_neighbours():
    assert weighted_median([1, 2, 3, 4], [1, 1, 1, 1]) == 2.5
    assert weighted_median([20, 10], [2, 2]) == 15.0


def test_zero_weight_items_are_skipped():
    # cumulative weight 2 of 4 at value 1; the next value that occurs is 9, not 2
    assert weighted_median([1, 2, 9], [2, 0, 2]) == 5.0
    assert weighted_median([100, 1, 2], [0, 1, 1]) == 1.5
    assert weighted_median([100, 1, 2], [0, 1, 2]) == 2.0


def test_repeated_values():
    # expands to 2, 2, 7, 7
    assert weighted_median([2, 2, 7], [1, 1, 2]) == 4.5
    # expands to 5, 5, 5, 8
    assert weighted_median([5, 8, 5], [2, 1, 1]) == 5.0


def test_value_errors():
    with pytest.raises(ValueError):
        weighted_median([], [])
    with pytest.raises(ValueError):
        weighted_median([1, 2, 3], [1, 1])
    with pytest.raises(ValueError):
        weighted_median([1, 2], [1, 1, 1])
    with pytest.raises(ValueError):
        weighted_median([1, 2], [3, -1])
    with pytest.raises(ValueError):
        weighted_median([1, 2], [0, 0])


def test_float_values_and_float_result():
    assert weighted_median([0.5, 0.25], [1, 3]) == 0.25
    result = weighted_median([4], [7])
    assert result == 4.0
    assert type(result) is float
    assert type(weighted_median([1, 2, 3], [1, 1, 1])) is float


def test_non_int_weights_raise_type_error():
    with pytest.raises(TypeError):
        weighted_median([1, 2], [1, 2.0])
    with pytest.raises(TypeError):
        weighted_median([1, 2], [True, 1])
    with pytest.raises(TypeError):
        weighted_median([1, 2], ["1", 1])


def test_heavy_weight_dominates():
    assert weighted_median([1, 2, 3], [1000, 1, 1000]) == 2.0
    assert weighted_median([1, 2, 3], [1000, 1, 1002]) == 3.0


def test_negative_values_and_exact_half():
    # expands to -5, -1, 3, 3: half reached at -1
    assert weighted_median([3, -5, -1], [2, 1, 1]) == 1.0
    assert weighted_median([-4, -8], [1, 1]) == -6.0
    assert weighted_median([-4, -8], [3, 1]) == -4.0
    # -5 has weight 0, so the neighbour of -8 at the half is -4
    assert weighted_median([-4, -5, -8], [1, 0, 1]) == -6.0


def test_large_weights():
    assert weighted_median([1, 2, 3], [10**6, 1, 10**6]) == 2.0
    assert weighted_median([7, 1], [10**6, 10**6]) == 4.0


def test_inputs_not_modified():
    values = [9, 1, 5]
    weights = [1, 0, 3]
    assert weighted_median(values, weights) == 5.0
    assert values == [9, 1, 5]
    assert weights == [1, 0, 3]


def test_boolean_and_float_weights_rejected():
    for weights in ([1, False], [True, True], [2, 1.0]):
        with pytest.raises(TypeError):
            weighted_median([1, 2], weights)


def test_int_value_returned_as_float():
    result = weighted_median([7, 3], [3, 1])
    assert result == 7.0
    assert type(result) is float
    assert type(weighted_median([5], [1])) is float


def test_zero_weight_value_between_is_not_a_neighbour():
    assert weighted_median([1, 4, 10], [1, 0, 1]) == 5.5
    values = [0, 3, 6, 5]
    weights = [2, 0, 2, 0]
    assert weighted_median(values, weights) == 3.0
    assert values == [0, 3, 6, 5] and weights == [2, 0, 2, 0]


def test_single_positive_weight_among_zeros():
    result = weighted_median([8, 2, 5], [0, 0, 4])
    assert result == 5.0
    assert type(result) is float
    # False is not a zero weight: it is not an int weight at all
    with pytest.raises(TypeError):
        weighted_median([8, 2, 5], [False, 0, 4])


def test_bad_lengths_negative_or_zero_total_raise():
    for values, weights in [([1], []), ([], [1]), ([5, 6], [2]), ([4, 5], [-2, 5]), ([4, 5, 6], [0, 0, 0])]:
        with pytest.raises(ValueError):
            weighted_median(values, weights)
