import copy

import pytest

from solution import dedupe_latest


def test_highest_version_wins_and_ties_go_to_the_later_record():
    records = [
        {"id": 1, "v": 3, "name": "a"},
        {"id": 2, "v": 1, "name": "b"},
        {"id": 1, "v": 5, "name": "c"},
        {"id": 1, "v": 4, "name": "d"},
        {"id": 2, "v": 1, "name": "e"},
    ]
    assert dedupe_latest(records, ["id"], "v") == [
        {"id": 1, "v": 5, "name": "c"},
        {"id": 2, "v": 1, "name": "e"},
    ]



def test_composite_key_and_default_version_field():
    records = [
        {"region": "eu", "sku": "x", "updated_at": 2, "qty": 1},
        {"region": "us", "sku": "x", "updated_at": 1, "qty": 2},
        {"region": "eu", "sku": "y", "updated_at": 1, "qty": 3},
        {"region": "eu", "sku": "x", "updated_at": 2, "qty": 4},
    ]
    assert dedupe_latest(records, ["region", "sku"]) == [
        {"region": "eu", "sku": "x", "updated_at": 2, "qty": 4},
        {"region": "us", "sku": "x", "updated_at": 1, "qty": 2},
        {"region": "eu", "sku": "y", "updated_at": 1, "qty": 3},
    ]



def test_output_follows_first_occurrence_of_each_key():
    records = [
        {"id": "b", "updated_at": 1},
        {"id": "a", "updated_at": 1},
        {"id": "b", "updated_at": 2, "x": 1},
        {"id": "c", "updated_at": 0},
        {"id": "a", "updated_at": 9},
    ]
    assert dedupe_latest(records, ["id"]) == [
        {"id": "b", "updated_at": 2, "x": 1},
        {"id": "a", "updated_at": 9},
        {"id": "c", "updated_at": 0},
    ]



def test_none_version_is_oldest():
    records = [
        {"id": 1, "updated_at": None, "s": "old"},
        {"id": 1, "updated_at": 0, "s": "new"},
        {"id": 1, "updated_at": None, "s": "later-none"},
        {"id": 2, "updated_at": None, "s": "p"},
        {"id": 2, "updated_at": None, "s": "q"},
    ]
    assert dedupe_latest(records, ["id"]) == [
        {"id": 1, "updated_at": 0, "s": "new"},
        {"id": 2, "updated_at": None, "s": "q"},
    ]



def test_none_is_older_than_negative_versions():
    records = [
        {"id": 1, "updated_at": -5, "s": "neg"},
        {"id": 1, "updated_at": None, "s": "none"},
        {"id": 7, "updated_at": None, "s": "only"},
        {"id": 8, "updated_at": None, "s": "first"},
        {"id": 8, "updated_at": -1, "s": "second"},
        {"id": 8, "updated_at": -3, "s": "third"},
    ]
    assert dedupe_latest(records, ["id"]) == [
        {"id": 1, "updated_at": -5, "s": "neg"},
        {"id": 7, "updated_at": None, "s": "only"},
        {"id": 8, "updated_at": -1, "s": "second"},
    ]



def test_newer_version_restores_a_deleted_key():
    records = [
        {"id": 1, "updated_at": 1},
        {"id": 1, "updated_at": 2, "_deleted": True},
        {"id": 1, "updated_at": 3, "name": "back"},
    ]
    assert dedupe_latest(records, ["id"]) == [{"id": 1, "updated_at": 3, "name": "back"}]



def test_deleted_winner_removes_the_key():
    records = [
        {"id": 1, "updated_at": 2},
        {"id": 2, "updated_at": 1},
        {"id": 3, "updated_at": 1, "_deleted": True},
        {"id": 1, "updated_at": 5, "_deleted": True},
        {"id": 1, "updated_at": 4},
        {"id": 3, "updated_at": 2},
        {"id": 4, "updated_at": 1, "_deleted": False},
    ]
    assert dedupe_latest(records, ["id"]) == [
        {"id": 2, "updated_at": 1},
        {"id": 3, "updated_at": 2},
        {"id": 4, "updated_at": 1, "_deleted": False},
    ]



def test_invalid_input_raises_value_error():
    with pytest.raises(ValueError):
        dedupe_latest([{"id": 1, "updated_at": 1}], [])
    with pytest.raises(ValueError):
        dedupe_latest([{"id": 1, "updated_at": 1}, {"updated_at": 2}], ["id"])
    with pytest.raises(ValueError):
        dedupe_latest([{"id": 1, "updated_at": 1}, {"id": 2}], ["id"])
    with pytest.raises(ValueError):
        dedupe_latest([{"a": 1, "updated_at": 1}], ["a", "b"])



def test_empty_feed():
    result = dedupe_latest([], ["id"])
    assert result == []
    assert type(result) is list



def test_winning_dicts_are_returned_unchanged():
    records = [{"id": 1, "updated_at": 1, "tags": ["x"]}, {"id": 1, "updated_at": 2, "tags": ["y"]}]
    result = dedupe_latest(records, ["id"])
    assert result == [{"id": 1, "updated_at": 2, "tags": ["y"]}]
    assert type(result) is list and type(result[0]) is dict



def test_input_not_modified():
    records = [
        {"id": 1, "updated_at": 1, "_deleted": True},
        {"id": 2, "updated_at": 3},
        {"id": 2, "updated_at": 2},
    ]
    before = copy.deepcopy(records)
    assert dedupe_latest(records, ["id"]) == [{"id": 2, "updated_at": 3}]
    assert records == before



def test_deleted_false_is_not_a_deletion():
    records = [
        {"id": 1, "updated_at": 1, "_deleted": False},
        {"id": 2, "updated_at": 1, "_deleted": True},
        {"id": 3, "updated_at": 2, "_deleted": False},
    ]
    assert dedupe_latest(records, ["id"]) == [
        {"id": 1, "updated_at": 1, "_deleted": False},
        {"id": 3, "updated_at": 2, "_deleted": False},
    ]



def test_older_deletion_or_false_marker_keeps_the_key():
    records = [
        {"k": "a", "v": 1, "_deleted": True},
        {"k": "b", "v": 5, "_deleted": False},
        {"k": "a", "v": 2, "_deleted": False},
        {"k": "c", "v": None, "_deleted": True},
        {"k": "c", "v": 0},
    ]
    assert dedupe_latest(records, ["k"], "v") == [
        {"k": "a", "v": 2, "_deleted": False},
        {"k": "b", "v": 5, "_deleted": False},
        {"k": "c", "v": 0},
    ]



def test_missing_key_or_version_field_raises():
    with pytest.raises(ValueError):
        dedupe_latest([{"id": 1}], ["id"])
    with pytest.raises(ValueError):
        dedupe_latest([{"id": 1, "v": 1}], ["id"], "version")
    with pytest.raises(ValueError):
        dedupe_latest([{"k": 1, "updated_at": 1}, {"id": 1, "updated_at": 2}], ["id"])
    with pytest.raises(ValueError):
        dedupe_latest([{"id": 1, "updated_at": 1}], [])



def test_none_never_beats_zero():
    records = [
        {"id": "x", "updated_at": 0, "s": "zero"},
        {"id": "x", "updated_at": None, "s": "none"},
        {"id": "y", "updated_at": None, "s": "n1"},
        {"id": "y", "updated_at": -2, "s": "neg"},
        {"id": "y", "updated_at": None, "s": "n2"},
    ]
    assert dedupe_latest(records, ["id"]) == [
        {"id": "x", "updated_at": 0, "s": "zero"},
        {"id": "y", "updated_at": -2, "s": "neg"},
    ]



def test_input_list_and_dicts_unchanged():
    records = [{"id": 2, "updated_at": None}, {"id": 1, "updated_at": 3, "_deleted": True}, {"id": 2, "updated_at": 4}]
    before = copy.deepcopy(records)
    result = dedupe_latest(records, ["id"])
    assert result == [{"id": 2, "updated_at": 4}]
    assert result is not records
    assert records == before



def test_bad_arguments_raise_on_any_record():
    with pytest.raises(ValueError):
        dedupe_latest([], [])
    with pytest.raises(ValueError):
        dedupe_latest([{"id": 1, "updated_at": 1}, {"id": 2, "updated_at": 2}, {"id": 3}], ["id"])
    with pytest.raises(ValueError):
        dedupe_latest([{"a": 1, "b": 1, "updated_at": 1}, {"a": 1, "updated_at": 2}, {"a": 2, "b": 2, "updated_at": 3}],
                      ["a", "b"])
    with pytest.raises(ValueError):
        dedupe_latest([{"id": 1, "updated_at": 1}], ["id"], "v")



def test_records_differing_in_one_key_field_are_distinct():
    records = [{"a": 1, "b": 2, "v": 1}, {"a": 1, "b": 3, "v": 2}, {"a": 2, "b": 2, "v": 3}, {"a": 1, "b": 2, "v": 0}]
    assert dedupe_latest(records, ["a", "b"], "v") == [
        {"a": 1, "b": 2, "v": 1},
        {"a": 1, "b": 3, "v": 2},
        {"a": 2, "b": 2, "v": 3},
    ]



def test_later_equal_version_keeps_the_keys_first_position():
    records = [
        {"org": "o1", "user": "u", "rev": 2, "name": "first"},
        {"org": "o2", "user": "u", "rev": 1, "name": "other"},
        {"org": "o1", "user": "u", "rev": 2, "name": "second"},
        {"org": "o1", "user": "v", "rev": 0, "name": "third"},
    ]
    assert dedupe_latest(records, ["org", "user"], "rev") == [
        {"org": "o1", "user": "u", "rev": 2, "name": "second"},
        {"org": "o2", "user": "u", "rev": 1, "name": "other"},
        {"org": "o1", "user": "v", "rev": 0, "name": "third"},
    ]



def test_empty_feed_with_a_composite_key():
    result = dedupe_latest([], ["a", "b"], "v")
    assert result == []
    assert type(result) is list
