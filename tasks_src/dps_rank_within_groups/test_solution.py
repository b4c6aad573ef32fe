import copy

import pytest

from solution import rank_within_groups


def test_tie_skips_following_rank():
    rows = [("g", "a", 90), ("g", "b", 80), ("g", "c", 80), ("g", "d", 70)]
    assert rank_within_groups(rows) == {"g": [("a", 1), ("b", 2), ("c", 2), ("d", 4)]}


def test_single_group_no_ties_descending():
    rows = [("g", "low", 1.5), ("g", "high", 9.25), ("g", "mid", 4)]
    result = rank_within_groups(rows)
    assert result == {"g": [("high", 1), ("mid", 2), ("low", 3)]}
    assert type(result) is dict
    assert type(result["g"]) is list
    assert type(result["g"][0]) is tuple


def test_groups_ranked_independently():
    rows = [
        ("east", "ann", 5), ("west", "bob", 3), ("east", "cy", 7),
        ("west", "dee", 8), ("west", "eve", 1),
    ]
    assert rank_within_groups(rows) == {
        "east": [("cy", 1), ("ann", 2)],
        "west": [("dee", 1), ("bob", 2), ("eve", 3)],
    }


def test_empty_rows():
    assert rank_within_groups([]) == {}


def test_tied_entries_ordered_by_name():
    rows = [("g", "zed", 50), ("g", "amy", 50), ("g", "max", 50), ("g", "top", 60)]
    assert rank_within_groups(rows) == {
        "g": [("top", 1), ("amy", 2), ("max", 2), ("zed", 2)]
    }


def test_group_order_is_first_appearance():
    rows = [("b", "x", 1), ("a", "y", 2), ("c", "z", 3), ("a", "w", 4)]
    assert list(rank_within_groups(rows)) == ["b", "a", "c"]


def test_tie_at_top_and_bottom():
    rows = [("g", "p", 10), ("g", "q", 10), ("g", "r", 5), ("g", "s", 2), ("g", "t", 2)]
    assert rank_within_groups(rows)["g"] == [
        ("p", 1), ("q", 1), ("r", 3), ("s", 4), ("t", 4)
    ]


def test_same_name_in_different_groups_allowed():
    rows = [("a", "kim", 3), ("b", "kim", 4), ("a", "lee", 6)]
    assert rank_within_groups(rows) == {"a": [("lee", 1), ("kim", 2)], "b": [("kim", 1)]}


def test_int_and_float_equal_scores_tie():
    rows = [("g", "one", 7), ("g", "two", 7.0), ("g", "three", 8.5), ("g", "four", -1)]
    assert rank_within_groups(rows)["g"] == [
        ("three", 1), ("one", 2), ("two", 2), ("four", 4)
    ]


def test_input_not_modified():
    rows = [("g", "b", 2), ("g", "a", 9), ("h", "c", 1)]
    before = copy.deepcopy(rows)
    rank_within_groups(rows)
    assert rows == before


def test_duplicate_pair_raises_value_error():
    with pytest.raises(ValueError):
        rank_within_groups([("g", "a", 1), ("h", "a", 2), ("g", "a", 3)])
