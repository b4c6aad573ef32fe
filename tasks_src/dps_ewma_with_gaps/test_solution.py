import pytest

from solution import ewma


def test_state_is_not_rounded_between_steps():
    # states: 0, 0.3, 0.51, 0.657, 0.7599, 0.83193
    assert ewma([0, 1, 1, 1, 1, 1], 0.3, decimals=1) == [0.0, 0.3, 0.5, 0.7, 0.8, 0.8]



def test_basic_smoothing_default_three_decimals():
    # states: 1, 1/3 * 2 + 2/3 * 1 = 1.3333.., then 1/3 * 4 + 2/3 * 1.3333.. = 2.2222..
    assert ewma([1, 2, 4], 1 / 3) == [1.0, 1.333, 2.222]



def test_gap_keeps_state_and_outputs_none():
    # 10 -> 11 -> (gap) -> 0.5 * 9 + 0.5 * 11 = 10 -> 0.5 * 15 + 0.5 * 10 = 12.5
    assert ewma([10, 12, None, 9, 15], 0.5) == [10.0, 11.0, None, 10.0, 12.5]



def test_leading_gaps_stay_none_and_first_sample_seeds():
    assert ewma([None, None, 4, 8], 0.25) == [None, None, 4.0, 5.0]



def test_outputs_are_floats_even_for_int_samples():
    result = ewma([7, None, 7], 0.5)
    assert result == [7.0, None, 7.0]
    assert type(result) is list
    assert type(result[0]) is float
    assert type(result[2]) is float



def test_alpha_one_reproduces_samples():
    assert ewma([3, None, -2, 5.25], 1) == [3.0, None, -2.0, 5.25]



def test_consecutive_gaps_do_not_decay_the_state():
    # two gaps in a row: the state stays 20 until the next sample
    assert ewma([20, None, None, 40], 0.5, decimals=0) == [20.0, None, None, 30.0]
    assert ewma([20, None, None, 40], 0.1, decimals=2) == [20.0, None, None, 22.0]



def test_empty_and_all_missing():
    assert ewma([], 0.5) == []
    assert ewma([None, None], 0.5) == [None, None]



def test_invalid_alpha_raises():
    for alpha in (0, -0.5, 1.0001, 2):
        with pytest.raises(ValueError):
            ewma([1, 2], alpha)
    assert ewma([2, 4], 1.0) == [2.0, 4.0]



def test_negative_decimals_raise():
    with pytest.raises(ValueError):
        ewma([1, 2], 0.5, decimals=-1)
    assert ewma([14, 27], 0.5, decimals=0) == [14.0, 20.0]



def test_input_not_modified():
    values = [1.0, None, 2.0]
    assert ewma(values, 1 / 3) == [1.0, None, 1.333]
    assert values == [1.0, None, 2.0]



def test_gap_does_not_restart_the_average():
    # 4 -> 0.5 * 8 + 0.5 * 4 = 6 -> (two gaps) -> 0.5 * 0 + 0.5 * 6 = 3
    assert ewma([4, None, 8, None, None, 0], 0.5) == [4.0, None, 6.0, None, None, 3.0]



def test_every_output_is_a_float():
    result = ewma([5, 6, None, 7], 1)
    assert result == [5.0, 6.0, None, 7.0]
    assert [type(x) for x in result] == [float, float, type(None), float]
    single = ewma([3], 0.5, decimals=0)
    assert single == [3.0]
    assert type(single[0]) is float



def test_int_samples_give_float_outputs():
    result = ewma([10, 20], 0.5)
    assert result == [10.0, 15.0]
    assert type(result[0]) is float and type(result[1]) is float
    negative = ewma([None, -4], 0.9, decimals=0)
    assert negative == [None, -4.0]
    assert type(negative[1]) is float



def test_rounding_only_affects_the_output():
    # states: 0, 0.2, 0.36, 0.488, 0.5904 -> only the last rounds up to 1
    assert ewma([0, 1, 1, 1, 1], 0.2, decimals=0) == [0.0, 0.0, 0.0, 0.0, 1.0]
    # states: 0, 0.5, 0.75, 0.875; round(0.5) is 0
    assert ewma([0, 1, 1, 1], 0.5, decimals=0) == [0.0, 0.0, 1.0, 1.0]



def test_outputs_use_the_unrounded_state():
    # states: 0, 0.5, 0.75; a rounded state would stay 0
    assert ewma([0, 1, 1], 0.5, decimals=0) == [0.0, 0.0, 1.0]



def test_bad_decimals_or_alpha_raise_even_for_empty_input():
    with pytest.raises(ValueError):
        ewma([], 0.5, decimals=-1)
    with pytest.raises(ValueError):
        ewma([1, None, 2], 0.5, decimals=-3)
    with pytest.raises(ValueError):
        ewma([], 0)
    with pytest.raises(ValueError):
        ewma([None], 1.5)



def test_input_list_unchanged_with_gaps():
    values = [None, 3, None, 5]
    assert ewma(values, 0.5) == [None, 3.0, None, 4.0]
    assert values == [None, 3, None, 5]



def test_default_three_decimals_after_leading_gaps():
    # 1/7 = 0.142857...
    assert ewma([None, 0, 1], 1 / 7) == [None, 0.0, 0.143]
    assert ewma([None], 0.5) == [None]



def test_alpha_outside_the_range_raises():
    with pytest.raises(ValueError):
        ewma([1], 0)
    with pytest.raises(ValueError):
        ewma([1], 1.5)
    with pytest.raises(ValueError):
        ewma([], -1)
