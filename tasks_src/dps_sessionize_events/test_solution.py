import copy

import pytest

from solution import sessionize


def test_gap_equal_to_timeout_stays_in_session():
    events = [("u", 0), ("u", 30), ("u", 60)]
    assert sessionize(events, 30) == [("u", 0, 60, 3)]
    assert sessionize(events, 29) == [("u", 0, 0, 1), ("u", 30, 30, 1), ("u", 60, 60, 1)]


def test_basic_split_into_two_sessions():
    result = sessionize([("a", 0), ("a", 10), ("a", 100)], 30)
    assert result == [("a", 0, 10, 2), ("a", 100, 100, 1)]
    assert type(result) is list
    assert type(result[0]) is tuple


def test_gap_measured_from_previous_event():
    events = [("u", 0), ("u", 20), ("u", 40), ("u", 60), ("u", 200)]
    assert sessionize(events, 25) == [("u", 0, 60, 4), ("u", 200, 200, 1)]
    # a repeated event is a gap of 0 from its twin, and both count
    assert sessionize([("u", 0), ("u", 25), ("u", 25), ("u", 50)], 25) == [("u", 0, 50, 4)]


def test_chained_short_gaps_make_a_long_session():
    events = [("k", 0), ("k", 8), ("k", 16), ("k", 24), ("k", 40)]
    assert sessionize(events, 8) == [("k", 0, 24, 4), ("k", 40, 40, 1)]
    assert events == [("k", 0), ("k", 8), ("k", 16), ("k", 24), ("k", 40)]


def test_other_users_do_not_bridge_gaps():
    events = [("a", 0), ("b", 20), ("a", 40), ("b", 45)]
    assert sessionize(events, 30) == [
        ("a", 0, 0, 1), ("b", 20, 45, 2), ("a", 40, 40, 1)
    ]


def test_unsorted_input():
    events = [("a", 50), ("a", 0), ("a", 10)]
    assert sessionize(events, 15) == [("a", 0, 10, 2), ("a", 50, 50, 1)]


def test_sorted_by_start_then_user():
    events = [("zoe", 5), ("bob", 90), ("amy", 5), ("bob", 1), ("zoe", 200), ("amy", 95)]
    assert sessionize(events, 10) == [
        ("bob", 1, 1, 1), ("amy", 5, 5, 1), ("zoe", 5, 5, 1),
        ("bob", 90, 90, 1), ("amy", 95, 95, 1), ("zoe", 200, 200, 1),
    ]


def test_equal_starts_ordered_by_user():
    events = [("m", 10), ("b", 50), ("c", 10), ("a", 10)]
    assert sessionize(events, 5) == [
        ("a", 10, 10, 1), ("c", 10, 10, 1), ("m", 10, 10, 1), ("b", 50, 50, 1)
    ]


def test_zero_timeout_groups_identical_timestamps_only():
    events = [("x", 3), ("x", 4), ("x", 3), ("y", 4), ("x", 4), ("x", 6)]
    assert sessionize(events, 0) == [
        ("x", 3, 3, 2), ("x", 4, 4, 2), ("y", 4, 4, 1), ("x", 6, 6, 1)
    ]


def test_gaps_of_exactly_timeout_are_joined():
    events = [("q", 116), ("q", 100), ("r", 113), ("q", 105), ("q", 110)]
    assert sessionize(events, 5) == [("q", 100, 110, 3), ("r", 113, 113, 1), ("q", 116, 116, 1)]


def test_negative_timeout_raises_value_error():
    with pytest.raises(ValueError):
        sessionize([("a", 1)], -1)
    with pytest.raises(ValueError):
        sessionize([], -5)
    # the boundary itself is allowed
    assert sessionize([("a", 1), ("b", 1)], 0) == [("a", 1, 1, 1), ("b", 1, 1, 1)]


def test_zero_timeout_is_allowed():
    assert sessionize([("p", 1), ("p", 1), ("p", 2)], 0) == [("p", 1, 1, 2), ("p", 2, 2, 1)]
    assert sessionize([], 0) == []


def test_empty_events():
    assert sessionize([], 10) == []


def test_duplicate_events_each_counted():
    events = [("x", 7), ("x", 7), ("x", 9), ("x", 7)]
    assert sessionize(events, 5) == [("x", 7, 9, 4)]


def test_input_not_modified():
    events = [("b", 9), ("a", 4), ("b", 1), ("a", 2)]
    before = copy.deepcopy(events)
    sessionize(events, 3)
    assert events == before
