import copy
import math

import pytest

from solution import describe_differences


def test_equal_structures_give_empty_list():
    value = {"a": [1, 2.5, ("x", None)], "b": {"c": True}}
    result = describe_differences(value, copy.deepcopy(value))
    assert result == []
    assert type(result) is list


def test_scalar_difference_at_root():
    assert describe_differences("a", "b") == ["$: expected 'a', got 'b'"]
    assert describe_differences(3, 4) == ["$: expected 3, got 4"]


def test_dict_missing_and_unexpected_keys_in_order():
    expected = {"b": 1, "a": 2, 7: "x", "c": 3}
    actual = {"z": 0, "c": 3, "a": 5, (1, 2): None}
    assert describe_differences(expected, actual) == [
        "$.b: missing",
        "$.a: expected 2, got 5",
        "$[7]: missing",
        "$.z: unexpected",
        "$[(1, 2)]: unexpected",
    ]


def test_list_length_difference_then_elements():
    assert describe_differences([1, 2, 3], [1, 5]) == [
        "$: expected length 3, got 2",
        "$[1]: expected 2, got 5",
    ]
    assert describe_differences([], ["x"]) == ["$: expected length 0, got 1"]


def test_bool_is_not_a_number_and_sequence_types_differ():
    assert describe_differences(True, 1) == ["$: expected type bool, got int"]
    assert describe_differences({"n": 0}, {"n": False}) == ["$.n: expected type int, got bool"]
    assert describe_differences([1, 2], (1, 2)) == ["$: expected type list, got tuple"]
    assert describe_differences(1, 1.0) == []
    assert describe_differences(2.0, 3) == ["$: expected 2.0, got 3"]


def test_tolerance_is_inclusive():
    assert describe_differences(1.0, 1.25, tol=0.25) == []
    assert describe_differences([0.5], [0.75], tol=0.25) == []
    assert describe_differences(0.3, 0.31, tol=0.001) == ["$: expected 0.3, got 0.31"]


def test_nan_and_infinity():
    nan, inf = float("nan"), float("inf")
    assert describe_differences([nan, inf], [math.nan, inf]) == []
    assert describe_differences({"x": nan}, {"x": 1.0}) == ["$.x: expected nan, got 1.0"]
    assert describe_differences(inf, -inf, tol=1e9) == ["$: expected inf, got -inf"]


def test_negative_tolerance_and_inputs_untouched():
    with pytest.raises(ValueError):
        describe_differences(1, 1, tol=-0.5)
    expected = {"a": [1, {"b": 2}]}
    actual = {"a": [1, {"b": 3}], "c": 4}
    before = (copy.deepcopy(expected), copy.deepcopy(actual))
    describe_differences(expected, actual)
    assert (expected, actual) == before


def test_deeply_nested_paths():
    expected = {"users": [{"name": "ann", "tags": ("x", "y")}, {"name": "bob"}], 3: None}
    actual = {"users": [{"name": "ann", "tags": ("x", "z")}, {"name": "bo", "age": 4}], 3: 0}
    assert describe_differences(expected, actual) == [
        "$.users[0].tags[1]: expected 'y', got 'z'",
        "$.users[1].name: expected 'bob', got 'bo'",
        "$.users[1].age: unexpected",
        "$[3]: expected type NoneType, got int",
    ]


def test_none_and_type_mismatch_stops_descent():
    assert describe_differences(None, None) == []
    assert describe_differences({"a": [1]}, {"a": {"0": 1}}) == ["$.a: expected type list, got dict"]


def test_tolerance_on_ints_and_elements_after_length_difference():
    assert describe_differences([10, 20, 30], [11, 25], tol=1) == [
        "$: expected length 3, got 2",
        "$[1]: expected 20, got 25",
    ]
    assert describe_differences((5,), (5, 6, 7), tol=2) == ["$: expected length 1, got 3"]
