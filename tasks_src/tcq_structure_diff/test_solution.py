import copy
import math

import pytest

from solution import describe_differences


def test_equal_structures_give_empty_list():
    value = {"a": [1, 2.5, ("x", None)], "b": {"c": True}, "n": float("nan")}
    result = describe_differences(value, copy.deepcopy(value))
    assert result == []
    assert type(result) is list
    close = {"a": [1, 2.75, ("x", None)], "b": {"c": True}, "n": float("nan")}
    assert describe_differences(value, close, tol=0.25) == []
    with pytest.raises(ValueError):
        describe_differences(value, close, tol=-0.25)


def test_matching_values_give_empty_list():
    result = describe_differences((1, "s", None, b"b"), (1.0, "s", None, b"b"))
    assert result == [] and type(result) is list
    assert describe_differences({"k": [{}, []]}, {"k": [{}, []]}) == []
    assert describe_differences(0, 0.0) == []


def test_scalar_difference_at_root():
    assert describe_differences("a", "b") == ["$: expected 'a', got 'b'"]
    assert describe_differences(3, 4) == ["$: expected 3, got 4"]


def test_root_path_and_scalar_messages():
    assert describe_differences(None, "x") == ["$: expected type NoneType, got str"]
    assert describe_differences(b"x", b"y") == ["$: expected b'x', got b'y'"]
    assert describe_differences("it's", 'it"s') == ["$: expected \"it's\", got 'it\"s'"]


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
    expected = {"outer": {"y": 1, "x": 2}, "last": 0}
    actual = {"extra": 1, "outer": {"x": 3, "w": 4}, "last": 0}
    assert describe_differences(expected, actual) == [
        "$.outer.y: missing",
        "$.outer.x: expected 2, got 3",
        "$.outer.w: unexpected",
        "$.extra: unexpected",
    ]


def test_dict_keys_reported_in_order():
    expected = {1: "one", "k": [1], None: 0}
    actual = {"new": 1, None: 0, 1: "uno", 2.5: "x"}
    assert describe_differences(expected, actual) == [
        "$[1]: expected 'one', got 'uno'",
        "$.k: missing",
        "$.new: unexpected",
        "$[2.5]: unexpected",
    ]


def test_list_length_difference_then_elements():
    assert describe_differences([1, 2, 3], [1, 5]) == [
        "$: expected length 3, got 2",
        "$[1]: expected 2, got 5",
    ]
    assert describe_differences([], ["x"]) == ["$: expected length 0, got 1"]


def test_tolerance_on_ints_and_elements_after_length_difference():
    assert describe_differences([10, 20, 30], [11, 25], tol=1) == [
        "$: expected length 3, got 2",
        "$[1]: expected 20, got 25",
    ]
    assert describe_differences((5,), (5, 6, 7), tol=2) == ["$: expected length 1, got 3"]


def test_bool_is_not_a_number_and_sequence_types_differ():
    assert describe_differences(True, 1) == ["$: expected type bool, got int"]
    assert describe_differences({"n": 0}, {"n": False}) == ["$.n: expected type int, got bool"]
    assert describe_differences([1, 2], (1, 2)) == ["$: expected type list, got tuple"]
    assert describe_differences(1, 1.0) == []
    assert describe_differences(2.0, 3) == ["$: expected 2.0, got 3"]


def test_bool_and_numbers():
    assert describe_differences(True, 1.0) == ["$: expected type bool, got float"]
    assert describe_differences(1, True) == ["$: expected type int, got bool"]
    assert describe_differences([False], [0]) == ["$[0]: expected type bool, got int"]
    assert describe_differences(3, 3.0) == []
    assert describe_differences(True, True) == []
    assert describe_differences(True, False) == ["$: expected True, got False"]


def test_int_and_float_compared_as_numbers():
    assert describe_differences({2: 1}, {2: 1.5}) == ["$[2]: expected 1, got 1.5"]
    assert describe_differences([1, 0.0], [True, False]) == [
        "$[0]: expected type int, got bool",
        "$[1]: expected type float, got bool",
    ]
    assert describe_differences(2, 2.5, tol=0.5) == []
    assert describe_differences(-1.0, -1) == []


def test_list_and_tuple_are_different_types():
    assert describe_differences((1, 2), [1, 2]) == ["$: expected type tuple, got list"]
    assert describe_differences({"p": [1, [2]]}, {"p": [1, (2,)]}) == ["$.p[1]: expected type list, got tuple"]
    assert describe_differences({"a": 1}, [("a", 1)]) == ["$: expected type dict, got list"]


def test_type_mismatch_stops_descent():
    assert describe_differences(None, None) == []
    assert describe_differences({"a": [1]}, {"a": {"0": 1}}) == ["$.a: expected type list, got dict"]
    assert describe_differences([(1, 2)], [[1, 3]]) == ["$[0]: expected type tuple, got list"]
    assert describe_differences("12", 12) == ["$: expected type str, got int"]


def test_tolerance_is_inclusive():
    assert describe_differences(1.0, 1.25, tol=0.25) == []
    assert describe_differences([0.5], [0.75], tol=0.25) == []
    assert describe_differences(0.3, 0.31, tol=0.001) == ["$: expected 0.3, got 0.31"]


def test_tolerance_boundaries_and_negative_tolerance():
    assert describe_differences(10, 13, tol=3) == []
    assert describe_differences(10, 13.5, tol=3) == ["$: expected 10, got 13.5"]
    assert describe_differences({"v": 2.0}, {"v": 1.5}, tol=0.5) == []
    with pytest.raises(ValueError):
        describe_differences(1, 2, tol=-1e-9)
    with pytest.raises(ValueError):
        describe_differences([1], [1], tol=-1)


def test_nan_and_infinity():
    nan, inf = float("nan"), float("inf")
    assert describe_differences([nan, inf], [math.nan, inf]) == []
    assert describe_differences({"x": nan}, {"x": 1.0}) == ["$.x: expected nan, got 1.0"]
    assert describe_differences(inf, -inf, tol=1e9) == ["$: expected inf, got -inf"]


def test_nan_equals_nan_at_any_depth():
    nan = float("nan")
    assert describe_differences({"m": [nan, 1, 2]}, {"m": [float("nan"), 3]}) == [
        "$.m: expected length 3, got 2",
        "$.m[1]: expected 1, got 3",
    ]
    assert describe_differences((nan,), (0.0,)) == ["$[0]: expected nan, got 0.0"]
    assert describe_differences(nan, float("nan"), tol=0.0) == []


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
    before = (copy.deepcopy(expected), copy.deepcopy(actual))
    assert describe_differences(expected, actual) == [
        "$.users[0].tags[1]: expected 'y', got 'z'",
        "$.users[1].name: expected 'bob', got 'bo'",
        "$.users[1].age: unexpected",
        "$[3]: expected type NoneType, got int",
    ]
    assert (expected, actual) == before


def test_nested_paths_through_lists_and_dicts():
    expected = {"rows": [{"id": 1, "vals": [1.0, 2.0]}, {"id": 2}], "meta": {"n": 2}}
    actual = {"rows": [{"id": 1, "vals": [1.0, 2.5, 3.0]}, {"id": "2"}], "meta": {"n": 2, "m": None}}
    before = (copy.deepcopy(expected), copy.deepcopy(actual))
    assert describe_differences(expected, actual) == [
        "$.rows[0].vals: expected length 2, got 3",
        "$.rows[0].vals[1]: expected 2.0, got 2.5",
        "$.rows[1].id: expected type int, got str",
        "$.meta.m: unexpected",
    ]
    assert (expected, actual) == before
