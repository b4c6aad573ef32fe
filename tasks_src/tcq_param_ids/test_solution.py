import pytest

from solution import make_param_ids


def test_scalar_values_joined_with_dash():
    result = make_param_ids(["a", "b"], [(1, "x"), (2.5, None), (True, -3)])
    assert result == ["1-x", "2.5-None", "True--3"]
    assert type(result) is list and all(type(i) is str for i in result)


def test_values_joined_in_argument_order_with_floats():
    values = [("x", 1, None), (False, "y", 2.0), (float("nan"), float("inf"), -0.0), (1e-05, 10, "z")]
    result = make_param_ids(["a", "b", "c"], values)
    assert result == ["x-1-None", "False-y-2.0", "nan-inf--0.0", "1e-05-10-z"]
    assert type(result) is list and all(type(i) is str for i in result)


def test_single_argname_takes_bare_values():
    values = [0, "abc", None, False, "C:\\dir", (5,), ""]
    assert make_param_ids(["n"], values) == ["0", "abc", "None", "False", "C:\\dir", "n5", "n6"]


def test_single_argname_tuple_value_and_empty_string():
    assert make_param_ids(["point"], [(1, 2), "p", "", [3]]) == ["point0", "p", "point2", "point3"]


def test_other_values_use_argname_and_index():
    values = [([1, 2], 3), ({"k": 1}, b"raw"), (object(), 1.0), ((4,), frozenset()), ("", 7)]
    assert make_param_ids(["data", "expected"], values) == [
        "data0-3", "data1-expected1", "data2-1.0", "data3-expected3", "data4-7",
    ]


def test_strings_outside_printable_ascii_are_escaped():
    values = ["tab\there", "caf\u00e9", "back\\slash", "\u2603\n", "plain text!"]
    assert make_param_ids(["s"], values) == ["tab\\there", "caf\\xe9", "back\\slash", "\\u2603\\n", "plain text!"]


def test_escaping_only_when_needed():
    assert make_param_ids(["label"], ["na\u00efve", "C:\\tmp", "bell\a", "a b"]) == [
        "na\\xefve", "C:\\tmp", "bell\\x07", "a b",
    ]
    assert make_param_ids(["k", "v"], [("\u00e9", "\u00e9")]) == ["\\xe9-\\xe9"]


def test_duplicates_get_counter_suffix():
    assert make_param_ids(["x"], ["a", "b", "a", "a"]) == ["a0", "b", "a1", "a2"]


def test_duplicates_suffix_every_occurrence():
    assert make_param_ids(["x", "y"], [("p", "q"), ("r", "s"), ("p", "q")]) == ["p-q0", "r-s", "p-q1"]
    assert make_param_ids(["s"], ["dup", "dup", ("dup",)]) == ["dup0", "dup1", "s2"]


def test_duplicates_ending_in_digit_use_underscore():
    assert make_param_ids(["n"], [1, 1, 2]) == ["1_0", "1_1", "2"]
    assert make_param_ids(["v"], ["v1", "x", "v1"]) == ["v1_0", "x", "v1_1"]
    assert make_param_ids(["a", "b"], [("p", None), ("p", None)]) == ["p-None0", "p-None1"]


def test_digit_endings_use_underscore_separator():
    assert make_param_ids(["n"], [2.5, 2.5]) == ["2.5_0", "2.5_1"]
    assert make_param_ids(["a", "b"], [(1, 2), (1, 2), (3, "x")]) == ["1-2_0", "1-2_1", "3-x"]
    assert make_param_ids(["k"], ["id7", "id7", "id"]) == ["id7_0", "id7_1", "id"]


def test_every_duplicated_id_has_its_own_counter():
    assert make_param_ids(["x"], ["a", "b", "a", "b"]) == ["a0", "b0", "a1", "b1"]
    assert make_param_ids(["x"], [1, "c", 1, "c", "c"]) == ["1_0", "c0", "1_1", "c1", "c2"]


def test_counters_per_base_id_and_taken_ids():
    assert make_param_ids(["x"], ["b", "a", "b", "a", "a0"]) == ["b0", "a1", "b1", "a2", "a0"]


def test_suffix_skips_ids_already_in_the_list():
    assert make_param_ids(["x"], ["a", "a", "a0"]) == ["a1", "a2", "a0"]
    assert make_param_ids(["n"], [3, 3, "3_0"]) == ["3_1", "3_2", "3_0"]


def test_suffix_skips_ids_already_taken():
    assert make_param_ids(["x"], ["a", "a", "a0"]) == ["a1", "a2", "a0"]
    assert make_param_ids(["x"], ["a", "a", "a1"]) == ["a0", "a2", "a1"]
    assert make_param_ids(["x"], ["a0", "a", "a"]) == ["a0", "a1", "a2"]
    assert make_param_ids(["x"], ["a", "a", "a1", "a1", "a"]) == ["a0", "a2", "a1_0", "a1_1", "a3"]


def test_entries_must_be_tuples_or_lists():
    with pytest.raises(ValueError):
        make_param_ids(["a", "b"], ["ab"])
    with pytest.raises(ValueError):
        make_param_ids(["a", "b"], [(1, 2), None])
    assert make_param_ids(["a", "b"], [[1, 2], (3, "z")]) == ["1-2", "3-z"]


def test_wrong_entries_raise_value_error():
    with pytest.raises(ValueError):
        make_param_ids(["a", "b"], [(1, 2), (1, 2, 3)])
    with pytest.raises(ValueError):
        make_param_ids(["a", "b"], [(1,)])
    with pytest.raises(ValueError):
        make_param_ids(["a", "b"], ["xy"])
    with pytest.raises(ValueError):
        make_param_ids(["a", "b"], [{"a": 1, "b": 2}])
    with pytest.raises(ValueError):
        make_param_ids(["a", "b"], [range(2)])


def test_empty_argnames_raises_and_empty_argvalues_give_empty_list():
    with pytest.raises(ValueError):
        make_param_ids([], [1])
    with pytest.raises(ValueError):
        make_param_ids([], [])
    result = make_param_ids(["a", "b"], [])
    assert result == [] and type(result) is list


def test_invalid_arguments_and_empty_inputs():
    with pytest.raises(ValueError):
        make_param_ids([], ["x"])
    with pytest.raises(ValueError):
        make_param_ids(["a", "b"], [(1, 2), "xy"])
    result = make_param_ids(["only"], [])
    assert result == [] and type(result) is list
    assert make_param_ids(["a", "b", "c"], []) == []


def test_lists_accepted_as_parameter_sets():
    assert make_param_ids(["a", "b"], [[1, [2]], ["q", (3,)]]) == ["1-b0", "q-b1"]
    with pytest.raises(ValueError):
        make_param_ids(["a", "b", "c"], [(1, 2)])
