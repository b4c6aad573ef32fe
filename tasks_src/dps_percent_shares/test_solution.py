import pytest

from solution import percent_shares


def test_equal_remainders_served_by_name():
    # quotas 21 6/14, 71 6/14, 7 2/14: one unit left, "mobile" < "tablet"
    result = percent_shares({"mobile": 3, "tablet": 10, "desktop": 1})
    assert list(result.items()) == [("mobile", 22), ("tablet", 71), ("desktop", 7)]
    assert all(type(v) is int for v in result.values())



def test_three_equal_counts_sum_to_100():
    result = percent_shares({"c": 1, "a": 1, "b": 1})
    assert list(result.items()) == [("c", 33), ("a", 34), ("b", 33)]
    assert type(result) is dict
    assert all(type(v) is int for v in result.values())



def test_two_leftover_units_with_tied_remainders():
    # quotas 6 2/3, 6 2/3, 86 2/3: two units left, names decide
    assert percent_shares({"c": 13, "b": 1, "a": 1}) == {"a": 7, "b": 7, "c": 86}



def test_exact_shares_need_no_adjustment():
    assert percent_shares({"x": 1, "y": 3}) == {"x": 25, "y": 75}
    assert percent_shares({"only": 7}) == {"only": 100}



def test_largest_remainder_not_largest_count():
    # quotas 57 1/7, 28 4/7, 14 2/7
    assert percent_shares({"a": 4, "b": 2, "c": 1}) == {"a": 57, "b": 29, "c": 14}



def test_rounding_each_share_would_not_sum_to_100():
    counts = {name: 1 for name in "abcdef"}
    assert percent_shares(counts) == {"a": 17, "b": 17, "c": 17, "d": 17, "e": 16, "f": 16}



def test_zero_count_category():
    assert percent_shares({"a": 0, "b": 1, "c": 2}) == {"a": 0, "b": 33, "c": 67}
    result = percent_shares({"a": 0, "b": 4}, 2)
    assert result == {"a": 0.0, "b": 100.0}
    assert type(result["a"]) is float



def test_one_decimal_place():
    result = percent_shares({"b": 1, "a": 1, "c": 1}, 1)
    assert result == {"b": 33.3, "a": 33.4, "c": 33.3}
    assert all(type(v) is float for v in result.values())



def test_two_decimal_places():
    assert percent_shares({"yes": 2, "no": 1}, 2) == {"yes": 66.67, "no": 33.33}
    assert percent_shares({"a": 1, "b": 1, "c": 1, "d": 3}, 2) == {
        "a": 16.67, "b": 16.67, "c": 16.66, "d": 50.0
    }



def test_large_counts_exact():
    counts = {"p": 333_333_333_333_333_333, "q": 333_333_333_333_333_333,
              "r": 333_333_333_333_333_334}
    assert percent_shares(counts) == {"p": 33, "q": 33, "r": 34}



def test_invalid_input_raises_value_error():
    with pytest.raises(ValueError):
        percent_shares({})
    with pytest.raises(ValueError):
        percent_shares({"a": 0, "b": 0})
    with pytest.raises(ValueError):
        percent_shares({"a": 5, "b": -1})
    with pytest.raises(ValueError):
        percent_shares({"a": 1}, -1)



def test_negative_input_is_rejected():
    with pytest.raises(ValueError):
        percent_shares({"a": 1}, -2)
    with pytest.raises(ValueError):
        percent_shares({"a": -3, "b": 5})



def test_whole_percent_values_are_ints():
    result = percent_shares({"a": 1, "b": 1})
    assert result == {"a": 50, "b": 50}
    assert type(result["a"]) is int and type(result["b"]) is int
    single = percent_shares({"x": 5}, 0)
    assert single == {"x": 100}
    assert type(single["x"]) is int



def test_zero_total_is_rejected():
    with pytest.raises(ValueError):
        percent_shares({}, 2)
    with pytest.raises(ValueError):
        percent_shares({"a": 0})



def test_ties_follow_names_not_insertion_order():
    # quotas 16 4/6 (four times) and 33 2/6: three units left for a, b and c
    result = percent_shares({"d": 1, "c": 1, "b": 1, "a": 1, "e": 2})
    assert list(result.items()) == [("d", 16), ("c", 17), ("b", 17), ("a", 17), ("e", 33)]



def test_zero_count_gets_zero():
    result = percent_shares({"none": 0, "all": 3})
    assert result == {"none": 0, "all": 100}
    assert type(result["none"]) is int
    tenths = percent_shares({"none": 0, "all": 3}, 1)
    assert tenths == {"none": 0.0, "all": 100.0}
    assert type(tenths["none"]) is float and type(tenths["all"]) is float



def test_exactly_equal_fractions_are_compared_exactly():
    # total 175, quotas in hundredths: 2057 1/7, 2000, 685 5/7, 3428 4/7, 1828 4/7
    # two units left: c, then the tie between d and e goes to d by name
    result = percent_shares({"a": 36, "b": 35, "c": 12, "d": 60, "e": 32}, 2)
    assert result == {"a": 20.57, "b": 20.0, "c": 6.86, "d": 34.29, "e": 18.28}



def test_result_is_a_new_dict_in_input_order():
    counts = {"b": 1, "a": 3}
    result = percent_shares(counts)
    assert list(result.items()) == [("b", 25), ("a", 75)]
    assert result is not counts
    assert counts == {"b": 1, "a": 3}



def test_errors_for_any_position_or_decimals():
    with pytest.raises(ValueError):
        percent_shares({"a": 1, "b": 2, "c": -1}, 1)
    with pytest.raises(ValueError):
        percent_shares({}, -1)
    with pytest.raises(ValueError):
        percent_shares({"a": 0, "b": 0, "c": 0}, 1)
