import copy

from solution import group_summary


def entry(count, missing, mean, median, stdev, lo, hi):
    return {"count": count, "missing": missing, "mean": mean, "median": median,
            "stdev": stdev, "min": lo, "max": hi}


def test_two_groups_sorted_by_name():
    rows = [("b", 2), ("a", 1), ("b", 4), ("a", 2), ("b", 9)]
    result = group_summary(rows)
    assert list(result) == ["a", "b"]
    assert result == {
        "a": entry(2, 0, 1.5, 1.5, 0.7071, 1, 2),
        "b": entry(3, 0, 5.0, 4.0, 3.6056, 2, 9),
    }
    assert type(result["b"]["mean"]) is float
    assert type(result["b"]["median"]) is float



def test_missing_values_are_counted_and_skipped():
    rows = [("x", None), ("x", 3), ("x", None), ("x", 5)]
    assert group_summary(rows) == {"x": entry(2, 2, 4.0, 4.0, 1.4142, 3, 5)}



def test_stdev_is_the_sample_standard_deviation():
    rows = [("g", v) for v in [2, 4, 4, 4, 5, 5, 7, 9]]
    # population standard deviation would be 2.0
    assert group_summary(rows) == {"g": entry(8, 0, 5.0, 4.5, 2.1381, 2, 9)}



def test_single_value_has_no_stdev():
    result = group_summary([("s", 7)])
    assert result == {"s": entry(1, 0, 7.0, 7.0, None, 7, 7)}
    assert type(result["s"]["mean"]) is float
    assert type(result["s"]["min"]) is int



def test_group_with_only_missing_values_is_kept():
    rows = [("n", None), ("m", 1), ("n", None)]
    result = group_summary(rows)
    assert list(result) == ["m", "n"]
    assert result == {
        "m": entry(1, 0, 1.0, 1.0, None, 1, 1),
        "n": entry(0, 2, None, None, None, None, None),
    }



def test_empty_rows():
    assert group_summary([]) == {}



def test_results_rounded_to_four_decimals():
    rows = [("r", 1.5), ("r", 2.5), ("r", 4), ("s", 0), ("s", 0.33333), ("s", 2)]
    assert group_summary(rows) == {
        "r": entry(3, 0, 2.6667, 2.5, 1.2583, 1.5, 4),
        "s": entry(3, 0, 0.7778, 0.3333, 1.0715, 0, 2),
    }



def test_entries_have_exactly_the_stated_keys():
    result = group_summary([("k", 1), ("k", None), ("j", 2.5)])
    assert list(result) == ["j", "k"]
    for stats in result.values():
        assert set(stats) == {"count", "missing", "mean", "median", "stdev", "min", "max"}
    assert result["k"]["missing"] == 1 and type(result["k"]["missing"]) is int



def test_median_of_even_count_from_unsorted_values():
    rows = [("q", 1), ("q", 10), ("q", 2), ("q", 3)]
    assert group_summary(rows) == {"q": entry(4, 0, 4.0, 2.5, 4.0825, 1, 10)}



def test_count_and_float_types():
    result = group_summary([("t", 2), ("t", 4)])
    stats = result["t"]
    assert type(result) is dict
    assert type(stats["count"]) is int
    assert type(stats["mean"]) is float and stats["mean"] == 3.0
    assert type(stats["median"]) is float and stats["median"] == 3.0
    assert stats["stdev"] == 1.4142



def test_input_not_modified():
    rows = [("z", 3), ("a", None), ("z", 1)]
    before = copy.deepcopy(rows)
    assert group_summary(rows) == {
        "a": entry(0, 1, None, None, None, None, None),
        "z": entry(2, 0, 2.0, 2.0, 1.4142, 1, 3),
    }
    assert rows == before



def test_zero_is_a_value_not_a_missing_one():
    rows = [("a", 0), ("a", 2), ("a", None), ("b", 0)]
    assert group_summary(rows) == {
        "a": entry(2, 1, 1.0, 1.0, 1.4142, 0, 2),
        "b": entry(1, 0, 0.0, 0.0, None, 0, 0),
    }



def test_int_data_gives_float_mean_and_median():
    result = group_summary([("i", 1), ("i", 3), ("i", 5), ("j", 4), ("j", 2)])
    assert result == {
        "i": entry(3, 0, 3.0, 3.0, 2.0, 1, 5),
        "j": entry(2, 0, 3.0, 3.0, 1.4142, 2, 4),
    }
    for stats in result.values():
        assert type(stats["mean"]) is float
        assert type(stats["median"]) is float
        assert type(stats["min"]) is int and type(stats["max"]) is int



def test_min_and_max_are_the_values_as_given():
    result = group_summary([("m", 2.5), ("m", -1), ("m", 10)])
    assert result == {"m": entry(3, 0, 3.8333, 2.5, 5.6199, -1, 10)}
    assert type(result["m"]["min"]) is int
    assert type(result["m"]["max"]) is int



def test_one_value_among_missing_ones_has_no_stdev():
    rows = [("p", None), ("p", 4.25), ("q", 0), ("q", None), ("q", None)]
    assert group_summary(rows) == {
        "p": entry(1, 1, 4.25, 4.25, None, 4.25, 4.25),
        "q": entry(1, 2, 0.0, 0.0, None, 0, 0),
    }



def test_input_list_unchanged():
    rows = [("b", None), ("a", 5), ("b", 1)]
    before = list(rows)
    assert group_summary(rows) == {
        "a": entry(1, 0, 5.0, 5.0, None, 5, 5),
        "b": entry(1, 1, 1.0, 1.0, None, 1, 1),
    }
    assert rows == before



def test_empty_rows_give_a_new_empty_dict():
    first = group_summary([])
    assert first == {}
    assert type(first) is dict
    first["x"] = 1
    assert group_summary([]) == {}



def test_group_of_a_single_missing_value():
    assert group_summary([("only", None)]) == {"only": entry(0, 1, None, None, None, None, None)}
