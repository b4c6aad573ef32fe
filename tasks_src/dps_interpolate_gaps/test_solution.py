import pytest

from solution import interpolate_gaps


def test_interior_gaps_are_filled_and_edges_left_missing():
    assert interpolate_gaps([1, None, None, 4]) == [1.0, 2.0, 3.0, 4.0]
    assert interpolate_gaps([0, None, 1]) == [0.0, 0.5, 1.0]
    assert interpolate_gaps([None, 1, None, 3, None]) == [None, 1.0, 2.0, 3.0, None]



def test_leading_and_trailing_gaps_stay_none():
    assert interpolate_gaps([None, None, 2, None, 4, None, None]) == [None, None, 2.0, 3.0, 4.0, None, None]



def test_limit_leaves_long_gaps_entirely_missing():
    values = [0, None, None, None, 8, None, 10]
    assert interpolate_gaps(values, limit=2) == [0.0, None, None, None, 8.0, 9.0, 10.0]
    assert interpolate_gaps(values, limit=3) == [0.0, 2.0, 4.0, 6.0, 8.0, 9.0, 10.0]
    assert interpolate_gaps(values, limit=1) == [0.0, None, None, None, 8.0, 9.0, 10.0]



def test_filled_values_rounded_to_six_decimals():
    assert interpolate_gaps([0, None, None, 1]) == [0.0, 0.333333, 0.666667, 1.0]



def test_limit_zero_fills_nothing():
    assert interpolate_gaps([1, None, 3], limit=0) == [1.0, None, 3.0]
    assert interpolate_gaps([1, 2, 3], limit=0) == [1.0, 2.0, 3.0]



def test_empty_and_all_missing():
    assert interpolate_gaps([]) == []
    assert interpolate_gaps([None, None]) == [None, None]
    assert interpolate_gaps([None, 5, None]) == [None, 5.0, None]



def test_known_values_become_floats_without_rounding():
    result = interpolate_gaps([1, None, 3, 7])
    assert result == [1.0, 2.0, 3.0, 7.0]
    assert all(type(v) is float for v in result)
    assert interpolate_gaps([0.1234567, None, 0.1234567]) == [0.1234567, 0.123457, 0.1234567]



def test_decreasing_and_negative_values():
    assert interpolate_gaps([10, None, None, None, -2]) == [10.0, 7.0, 4.0, 1.0, -2.0]



def test_input_not_modified():
    values = [2, None, None, 5]
    result = interpolate_gaps(values, limit=5)
    assert result == [2.0, 3.0, 4.0, 5.0]
    assert values == [2, None, None, 5]
    assert result is not values



def test_several_gaps_with_different_lengths():
    values = [1, None, 2, None, None, None, None, 7, None, None, 1]
    assert interpolate_gaps(values, limit=2) == [1.0, 1.5, 2.0, None, None, None, None, 7.0, 5.0, 3.0, 1.0]
    assert interpolate_gaps(values) == [1.0, 1.5, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 5.0, 3.0, 1.0]



def test_negative_limit_raises():
    with pytest.raises(ValueError):
        interpolate_gaps([1, None, 3], limit=-1)
    with pytest.raises(ValueError):
        interpolate_gaps([], limit=-5)



def test_limit_zero_keeps_every_gap():
    assert interpolate_gaps([0, None, 2], limit=0) == [0.0, None, 2.0]
    assert interpolate_gaps([5, None, None, 5, None, 1], limit=0) == [5.0, None, None, 5.0, None, 1.0]



def test_trailing_gap_after_a_filled_gap_stays_none():
    values = [None, 3, None, 5, None, None]
    assert interpolate_gaps(values) == [None, 3.0, 4.0, 5.0, None, None]
    assert interpolate_gaps(values, limit=2) == [None, 3.0, 4.0, 5.0, None, None]
    assert interpolate_gaps([7, None]) == [7.0, None]



def test_known_values_are_not_rounded():
    result = interpolate_gaps([0.12345678])
    assert result == [0.12345678]
    # the filled middle is 1.50000005 rounded to 1.5; the known values keep their digits
    assert interpolate_gaps([1.0000001, None, 2]) == [1.0000001, 1.5, 2.0]



def test_gap_of_exactly_limit_items_is_filled():
    assert interpolate_gaps([0, None, None, 3], limit=2) == [0.0, 1.0, 2.0, 3.0]
    values = [0, None, None, None, 4, None, None, 6]
    assert interpolate_gaps(values, limit=2) == [0.0, None, None, None, 4.0, 4.666667, 5.333333, 6.0]



def test_negative_limit_is_rejected():
    with pytest.raises(ValueError):
        interpolate_gaps([1, None, 3], limit=-1)
    with pytest.raises(ValueError):
        interpolate_gaps([None], limit=-2)



def test_known_values_keep_all_their_digits_next_to_gaps():
    result = interpolate_gaps([None, 2.7182818, None, 3.1415926, 0.3333333333])
    # the filled middle is 2.9299372 rounded to six decimals
    assert result == [None, 2.7182818, 2.929937, 3.1415926, 0.3333333333]
    assert all(type(v) is float for v in result[1:])



def test_input_list_unchanged():
    values = [None, 1, None, None, 4, None]
    assert interpolate_gaps(values) == [None, 1.0, 2.0, 3.0, 4.0, None]
    assert values == [None, 1, None, None, 4, None]



def test_default_fills_every_gap_and_limit_zero_none():
    values = [0, None, 2, None, None, None, None, None, 8]
    assert interpolate_gaps(values) == [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]
    assert interpolate_gaps(values, limit=0) == [0.0, None, 2.0, None, None, None, None, None, 8.0]



def test_long_gap_is_not_partially_filled():
    values = [10, None, None, None, None, 0]
    assert interpolate_gaps(values, limit=3) == [10.0, None, None, None, None, 0.0]
    assert interpolate_gaps(values, limit=4) == [10.0, 8.0, 6.0, 4.0, 2.0, 0.0]
