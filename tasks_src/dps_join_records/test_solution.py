import copy

import pytest

from solution import join_records

USERS = [{"id": 1, "name": "ana"}, {"id": 2, "name": "bo"}, {"id": 3, "name": "cy"}]
ORDERS = [
    {"id": 2, "total": 30},
    {"id": 1, "total": 10},
    {"id": 4, "total": 99},
    {"id": 2, "total": 5},
]


def test_left_join_fills_unmatched_with_none():
    right = [{"id": 3, "total": 7}, {"id": 1, "total": 10}]
    assert join_records(USERS, right, "id", "left") == [
        {"id": 1, "name": "ana", "total": 10},
        {"id": 2, "name": "bo", "total": None},
        {"id": 3, "name": "cy", "total": 7},
    ]



def test_inner_join_drops_unmatched_records():
    assert join_records(USERS, ORDERS, "id", "inner") == [
        {"id": 1, "name": "ana", "total": 10},
        {"id": 2, "name": "bo", "total": 30},
        {"id": 2, "name": "bo", "total": 5},
    ]



def test_repeated_keys_give_every_pair_in_order():
    assert join_records(USERS, ORDERS, "id") == [
        {"id": 1, "name": "ana", "total": 10},
        {"id": 2, "name": "bo", "total": 30},
        {"id": 2, "name": "bo", "total": 5},
        {"id": 3, "name": "cy", "total": None},
    ]
    left = [{"k": "a", "x": 1}, {"k": "b", "x": 0}, {"k": "a", "x": 2}]
    right = [{"k": "a", "y": 1}, {"k": "a", "y": 2}]
    assert join_records(left, right, "k", "inner") == [
        {"k": "a", "x": 1, "y": 1},
        {"k": "a", "x": 1, "y": 2},
        {"k": "a", "x": 2, "y": 1},
        {"k": "a", "x": 2, "y": 2},
    ]



def test_outer_join_appends_unmatched_right_records():
    assert join_records(USERS, ORDERS, "id", "outer") == [
        {"id": 1, "name": "ana", "total": 10},
        {"id": 2, "name": "bo", "total": 30},
        {"id": 2, "name": "bo", "total": 5},
        {"id": 3, "name": "cy", "total": None},
        {"id": 4, "name": None, "total": 99},
    ]



def test_none_keys_never_match():
    left = [{"id": None, "name": "ghost"}, {"id": 1, "name": "ana"}]
    right = [{"id": None, "total": 1}, {"id": 1, "total": 2}]
    assert join_records(left, right, "id", "outer") == [
        {"id": None, "name": "ghost", "total": None},
        {"id": 1, "name": "ana", "total": 2},
        {"id": None, "name": None, "total": 1},
    ]
    assert join_records(left, right, "id", "inner") == [{"id": 1, "name": "ana", "total": 2}]
    assert join_records(left, right, "id", "left") == [
        {"id": None, "name": "ghost", "total": None},
        {"id": 1, "name": "ana", "total": 2},
    ]



def test_empty_sides():
    assert join_records([], ORDERS[:1], "id", "outer") == [{"id": 2, "total": 30}]
    assert join_records([], ORDERS, "id", "left") == []
    assert join_records(USERS[:1], [], "id", "left") == [{"id": 1, "name": "ana"}]
    assert join_records(USERS[:1], [], "id", "inner") == []
    assert join_records([], [], "id", "outer") == []



def test_shared_column_name_raises_even_without_matches():
    with pytest.raises(ValueError):
        join_records([{"id": 1, "note": "a"}], [{"id": 2, "note": "b"}], "id", "outer")
    with pytest.raises(ValueError):
        join_records([{"id": 1}, {"id": 2, "note": "a"}], [{"id": 1, "note": "b"}], "id", "inner")



def test_default_join_is_left():
    assert join_records(USERS[:2], [{"id": 2, "total": 1}], "id") == [
        {"id": 1, "name": "ana", "total": None},
        {"id": 2, "name": "bo", "total": 1},
    ]



def test_invalid_how_or_missing_join_field_raises():
    with pytest.raises(ValueError):
        join_records(USERS, ORDERS, "id", "full")
    with pytest.raises(ValueError):
        join_records(USERS, ORDERS, "id", "LEFT")
    with pytest.raises(ValueError):
        join_records(USERS + [{"name": "dee"}], ORDERS, "id", "inner")
    with pytest.raises(ValueError):
        join_records(USERS, ORDERS + [{"total": 1}], "id", "inner")



def test_records_with_different_fields():
    left = [{"id": 1, "a": 1}, {"id": 2, "b": 2}]
    right = [{"id": 2, "c": 3}, {"id": 5, "d": 4}]
    assert join_records(left, right, "id", "outer") == [
        {"id": 1, "a": 1, "c": None, "d": None},
        {"id": 2, "b": 2, "c": 3},
        {"id": 5, "a": None, "b": None, "d": 4},
    ]



def test_result_is_new_and_inputs_unchanged():
    left = [{"id": 1, "name": "ana"}, {"id": 9, "name": "zed"}]
    right = [{"id": 1, "total": 10}, {"id": 7, "total": 70}]
    before = copy.deepcopy((left, right))
    rows = join_records(left, right, "id", "outer")
    assert type(rows) is list
    assert all(type(row) is dict for row in rows)
    assert rows == [
        {"id": 1, "name": "ana", "total": 10},
        {"id": 9, "name": "zed", "total": None},
        {"id": 7, "name": None, "total": 70},
    ]
    for row in rows:
        row["name"] = "changed"
        row["total"] = -1
    assert (left, right) == before



def test_shared_column_is_rejected():
    with pytest.raises(ValueError):
        join_records([{"k": 1, "x": 1}], [{"k": 1, "x": 2}], "k")
    with pytest.raises(ValueError):
        join_records([{"k": 1, "a": 1}], [{"k": 1}, {"k": 2, "a": 5}], "k", "inner")



def test_every_pair_of_repeated_keys_is_kept():
    left = [{"k": 1, "a": "x"}, {"k": 2, "a": "y"}]
    right = [{"k": 1, "b": 1}, {"k": 2, "b": 2}, {"k": 1}, {"k": 1, "b": 4}]
    assert join_records(left, right, "k", "outer") == [
        {"k": 1, "a": "x", "b": 1},
        {"k": 1, "a": "x"},
        {"k": 1, "a": "x", "b": 4},
        {"k": 2, "a": "y", "b": 2},
    ]



def test_none_key_does_not_match_none():
    left = [{"k": None, "a": 1}]
    right = [{"k": None, "b": 2}]
    assert join_records(left, right, "k", "inner") == []
    assert join_records(left, right, "k", "left") == [{"k": None, "a": 1, "b": None}]



def test_several_none_keys_stay_unmatched():
    left = [{"k": None, "a": 1}, {"k": None}, {"k": "z", "a": 3}]
    right = [{"k": None, "b": 9}, {"k": "z", "b": 8}]
    assert join_records(left, right, "k", "outer") == [
        {"k": None, "a": 1, "b": None},
        {"k": None, "b": None},
        {"k": "z", "a": 3, "b": 8},
        {"k": None, "a": None, "b": 9},
    ]



def test_unmatched_rows_are_new_dicts():
    left = [{"k": 1, "a": 1}]
    right = [{"k": 2, "b": 2}]
    rows = join_records(left, right, "k", "outer")
    assert rows == [{"k": 1, "a": 1, "b": None}, {"k": 2, "a": None, "b": 2}]
    assert left == [{"k": 1, "a": 1}]
    assert right == [{"k": 2, "b": 2}]
    rows[0]["a"] = 99
    rows[1]["b"] = 99
    assert left[0] == {"k": 1, "a": 1}
    assert right[0] == {"k": 2, "b": 2}



def test_bad_how_or_missing_join_field_raises_anywhere():
    with pytest.raises(ValueError):
        join_records(USERS, ORDERS, "id", "")
    with pytest.raises(ValueError):
        join_records([], [], "id", "Inner")
    with pytest.raises(ValueError):
        join_records([{"id": 1}, {"id": 2}, {"ID": 3}], [], "id", "left")
    with pytest.raises(ValueError):
        join_records([], [{"key": 1, "total": 1}, {"id": 2, "total": 2}], "id", "outer")



def test_invalid_how_is_rejected():
    with pytest.raises(ValueError):
        join_records(USERS, ORDERS, "id", "right")
    with pytest.raises(ValueError):
        join_records([{"k": 1, "a": 1}], [{"k": 1, "b": 1}, {"b": 2}], "k", "inner")



def test_shared_column_raises_for_every_join_type():
    left = [{"id": 1, "v": 1}]
    right = [{"id": 1, "w": 2}, {"id": 3, "v": 0}]
    for how in ("inner", "left", "outer"):
        with pytest.raises(ValueError):
            join_records(left, right, "id", how)
