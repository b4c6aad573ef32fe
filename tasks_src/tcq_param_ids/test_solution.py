import pytest

from solution import make_param_ids


def test_scalar_values_joined_with_dash():
    result = make_param_ids(["a", "b"], [(1, "x"), (2.5, None), (True, -3)])
    assert result == ["1-x", "2.5-None", "True--3"]
    assert type(result) is list and all(type(i) is str for i in result)


def test_single_argname_takes_bare_values():
    assert make_param_ids(["n"], [0, "abc", None, False]) == ["0", "abc", "None", "False"]


def test_other_values_use_argname_and_index():
    values = [([1, 2], 3), ({"k": 1}, b"raw"), (object(), 1.0), ((4,), frozenset())]
    assert make_param_ids(["data", "expected"], values) == [
        "data0-3", "data1-expected1", "data2-1.0", "data3-expected3",
    ]


def test_strings_outside_printable_ascii_are_escaped():
    values = ["tab\there", "caf\u00e9", "back\\slash", "\u2603\n", "plain text!"]
    assert make_param_ids(["s"], values) == ["tab\\there", "caf\\xe9", "back\\slash", "\\u2603\\n", "plain text!"]


def test_single_argname_tuple_value_and_empty_string():
    assert make_param_ids(["point"], [(1, 2), "p", "", [3]]) == ["point0", "p", "point2", "point3"]


def test_duplicates_get_counter_suffix():
    assert make_param_ids(["x"], ["a", "b", "a", "a"]) == ["a0", "b", "a1", "a2"]


def test_duplicates_ending_in_digit_use_underscore():
    assert make_param_ids(["n"], [1, 1, 2]) == ["1_0", "1_1", "2"]
    assert make_param_ids(["v"], ["v1", "x", "v1"]) == ["v1_0", "x", "v1_1"]
    assert make_param_ids(["a", "b"], [("p", None), ("p", None)]) == ["p-None0", "p-None1"]


def test_invalid_arguments_raise_value_error():
    with pytest.raises(ValueError):
        make_param_ids([], [1])
    with pytest.raises(ValueError):
        make_param_ids(["a", "b"], [(1, 2), (1, 2, 3)])
    with pytest.raises(ValueError):
        make_param_ids(["a", "b"], [(1,)])


def test_suffix_skips_ids_already_taken():
    assert make_param_ids(["x"], ["a", "a", "a0"]) == ["a1", "a2", "a0"]
    assert make_param_ids(["x"], ["a", "a", "a1"]) == ["a0", "a2", "a1"]
    assert make_param_ids(["x"], ["a0", "a", "a"]) == ["a0", "a1", "a2"]
    assert make_param_ids(["x"], ["a", "a", "a1", "a1", "a"]) == ["a0", "a2", "a1_0", "a1_1", "a3"]


def test_empty_argvalues():
    result = make_param_ids(["a", "b"], [])
    assert result == []
    assert type(result) is list


def test_entries_must_be_tuples_or_lists():
    with pytest.raises(ValueError):
        make_param_ids(["a", "b"], ["ab"])
    with pytest.raises(ValueError):
        make_param_ids(["a", "b"], [(1, 2), None])
    assert make_param_ids(["a", "b"], [[1, 2], (3, "z")]) == ["1-2", "3-z"]


def test_float_values_use_str():
    values = [float("nan"), float("inf"), 1e-05, -0.0]
    assert make_param_ids(["f"], values) == ["nan", "inf", "1e-05", "-0.0"]


def test_escaping_only_when_needed():
    assert make_param_ids(["label"], ["na\u00efve", "C:\\tmp", "bell\a", "a b"]) == [
        "na\\xefve", "C:\\tmp", "bell\\x07", "a b",
    ]
    assert make_param_ids(["k", "v"], [("\u00e9", "\u00e9")]) == ["\\xe9-\\xe9"]
