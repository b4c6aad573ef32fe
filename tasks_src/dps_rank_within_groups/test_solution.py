import copy

import pytest

from solution import rank_within_groups


def checked(result):
    """The result after checking its exact shape: dict of lists of (str, int) tuples."""
    assert type(result) is dict
    for entries in result.values():
        assert type(entries) is list
        for entry in entries:
            assert type(entry) is tuple
            assert len(entry) == 2
            assert type(entry[1]) is int
    return result


def test_tie_skips_following_rank():
    rows = [("g", "a", 90), ("g", "b", 80), ("g", "c", 80), ("g", "d", 70)]
    assert checked(rank_within_groups(rows)) == {"g": [("a", 1), ("b", 2), ("c", 2), ("d", 4)]}


def test_rank_after_a_long_tie_skips_all_tied_places():
    rows = [
        ("g", "e", 3), ("g", "a", 5), ("g", "f", 2), ("g", "b", 5),
        ("g", "g", 1), ("g", "c", 5), ("g", "h", 2),
    ]
    assert checked(rank_within_groups(rows)) == {
        "g": [("a", 1), ("b", 1), ("c", 1), ("e", 4), ("f", 5), ("h", 5), ("g", 7)]
    }


def test_tied_entries_ordered_by_name():
    rows = [("g", "zed", 50), ("g", "amy", 50), ("g", "max", 50), ("g", "top", 60)]
    assert checked(rank_within_groups(rows)) == {
        "g": [("top", 1), ("amy", 2), ("max", 2), ("zed", 2)]
    }


def test_ties_sorted_by_plain_string_order_not_input_order():
    rows = [("g", "b", 5), ("g", "a", 5), ("h", "amy", 0), ("h", "Zed", 0), ("h", "Bob", 0)]
    # ascending string order puts upper case before lower case
    assert checked(rank_within_groups(rows)) == {
        "g": [("a", 1), ("b", 1)],
        "h": [("Bob", 1), ("Zed", 1), ("amy", 1)],
    }


def test_group_order_is_first_appearance():
    rows = [("b", "x", 1), ("a", "y", 2), ("c", "x", 3), ("a", "w", 4)]
    result = checked(rank_within_groups(rows))
    assert list(result) == ["b", "a", "c"]
    assert result == {"b": [("x", 1)], "a": [("w", 1), ("y", 2)], "c": [("x", 1)]}


def test_group_keys_follow_rows_not_sorted_order():
    rows = [("z", "a", 1), ("y", "a", 1), ("z", "b", 2), ("x", "c", 0)]
    result = checked(rank_within_groups(rows))
    assert list(result) == ["z", "y", "x"]
    assert result == {"z": [("b", 1), ("a", 2)], "y": [("a", 1)], "x": [("c", 1)]}


def test_same_name_in_different_groups_allowed():
    rows = [("b", "kim", 3), ("a", "kim", 4), ("b", "lee", 6)]
    result = checked(rank_within_groups(rows))
    assert result == {"b": [("lee", 1), ("kim", 2)], "a": [("kim", 1)]}
    assert list(result) == ["b", "a"]


def test_groups_ranked_independently():
    rows = [
        ("east", "ann", 5), ("west", "ann", 3), ("east", "cy", 7),
        ("west", "dee", 8), ("west", "eve", 1), ("north", "ann", 0),
    ]
    result = checked(rank_within_groups(rows))
    assert result == {
        "east": [("cy", 1), ("ann", 2)],
        "west": [("dee", 1), ("ann", 2), ("eve", 3)],
        "north": [("ann", 1)],
    }
    assert list(result) == ["east", "west", "north"]


def test_result_is_dict_of_lists_of_tuples_with_int_ranks():
    rows = [("g", "x", 2.5), ("g", "y", 2.5), ("g", "z", 0.5)]
    result = rank_within_groups(rows)
    assert result == {"g": [("x", 1), ("y", 1), ("z", 3)]}
    assert type(result) is dict
    assert type(result["g"]) is list
    assert [type(entry) for entry in result["g"]] == [tuple, tuple, tuple]
    assert [type(entry[1]) for entry in result["g"]] == [int, int, int]


def test_single_group_no_ties_descending():
    rows = [("g", "low", 1.5), ("g", "high", 9.25), ("g", "mid", 4)]
    result = rank_within_groups(rows)
    assert result == {"g": [("high", 1), ("mid", 2), ("low", 3)]}
    assert type(result) is dict
    assert type(result["g"]) is list
    assert [type(entry) for entry in result["g"]] == [tuple, tuple, tuple]
    assert [type(entry[1]) for entry in result["g"]] == [int, int, int]


def test_duplicate_pair_raises_value_error():
    with pytest.raises(ValueError):
        rank_within_groups([("g", "a", 1), ("h", "a", 2), ("g", "a", 3)])


def test_duplicate_pair_with_equal_score_raises():
    with pytest.raises(ValueError):
        rank_within_groups([("g", "a", 1), ("g", "b", 2), ("g", "a", 1)])
    assert checked(rank_within_groups([("g", "a", 1), ("h", "a", 1)])) == {"g": [("a", 1)], "h": [("a", 1)]}


def test_empty_rows():
    result = rank_within_groups([])
    assert result == {}
    assert type(result) is dict


def test_empty_rows_and_a_single_row():
    assert checked(rank_within_groups([])) == {}
    assert checked(rank_within_groups([("solo", "x", 0)])) == {"solo": [("x", 1)]}


def test_tie_at_top_and_bottom():
    rows = [("g", "q", 10), ("g", "p", 10), ("g", "r", 5), ("g", "t", 2), ("g", "s", 2)]
    assert checked(rank_within_groups(rows))["g"] == [
        ("p", 1), ("q", 1), ("r", 3), ("s", 4), ("t", 4)
    ]


def test_int_and_float_equal_scores_tie():
    rows = [("g", "one", 7), ("g", "two", 7.0), ("g", "three", 8.5), ("g", "four", -1)]
    assert checked(rank_within_groups(rows))["g"] == [
        ("three", 1), ("one", 2), ("two", 2), ("four", 4)
    ]


def test_input_not_modified():
    rows = [("g", "b", 2), ("g", "a", 9), ("h", "c", 1)]
    before = copy.deepcopy(rows)
    assert rank_within_groups(rows) == {"g": [("a", 1), ("b", 2)], "h": [("c", 1)]}
    assert rows == before


def test_input_with_ties_not_modified():
    rows = [("g", "d", 1), ("g", "c", 4), ("g", "b", 4), ("g", "a", 2)]
    before = copy.deepcopy(rows)
    assert rank_within_groups(rows) == {"g": [("b", 1), ("c", 1), ("a", 3), ("d", 4)]}
    assert rows == before
