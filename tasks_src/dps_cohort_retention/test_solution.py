import copy

import pytest

from solution import retention_table

SIGNUPS = {"ann": 0, "bob": 3, "cy": 8, "dee": 9}
EVENTS = [("ann", 1), ("ann", 8), ("bob", 8), ("bob", 17), ("cy", 30), ("dee", 10), ("ann", 9), ("ann", 0)]


def test_periods_count_from_each_users_own_signup():
    # bob (signup 3): day 8 is his period 0, day 17 his period 2
    # cy (signup 8): day 30 is period 3; dee has only a period-0 event
    assert retention_table(SIGNUPS, EVENTS, 7) == {
        0: [100.0, 50.0, 50.0],
        7: [100.0, 0.0, 0.0, 50.0],
    }


def test_cohort_without_events():
    assert retention_table({"a": 5, "b": 6}, [], 7) == {0: [100.0]}
    assert retention_table({"a": 5, "b": 20}, [("b", 30)], 7) == {0: [100.0], 14: [100.0, 100.0]}


def test_period_zero_is_always_full():
    signups = {"u1": 0, "u2": 1, "u3": 2}
    events = [("u1", 10), ("u2", 12)]
    # nobody has a period-0 event, yet period 0 is 100 %
    assert retention_table(signups, events, 10) == {0: [100.0, 66.7]}


def test_shares_rounded_to_one_decimal():
    signups = {"a": 0, "b": 0, "c": 0}
    events = [("a", 1), ("a", 2), ("b", 2)]
    assert retention_table(signups, events, 1) == {0: [100.0, 33.3, 66.7]}


def test_invalid_input_raises():
    with pytest.raises(ValueError):
        retention_table(SIGNUPS, EVENTS, 0)
    with pytest.raises(ValueError):
        retention_table(SIGNUPS, EVENTS + [("zed", 4)], 7)
    with pytest.raises(ValueError):
        retention_table(SIGNUPS, EVENTS + [("dee", 8)], 7)
    assert retention_table({"a": 3}, [("a", 3)], 1) == {3: [100.0]}


def test_repeated_events_count_each_user_once():
    signups = {"a": 0, "b": 1}
    events = [("a", 5), ("a", 5), ("a", 6), ("a", 9)]
    assert retention_table(signups, events, 5) == {0: [100.0, 50.0]}


def test_each_cohort_row_has_its_own_length():
    signups = {"a": 0, "b": 10, "c": 20}
    events = [("a", 3), ("b", 45), ("c", 21)]
    assert retention_table(signups, events, 10) == {
        0: [100.0],
        10: [100.0, 0.0, 0.0, 100.0],
        20: [100.0],
    }


def test_empty_signups():
    result = retention_table({}, [], 7)
    assert result == {}
    assert type(result) is dict


def test_negative_days_use_floor():
    signups = {"old": -1, "older": -8, "new": 0}
    events = [("old", 6), ("older", -1)]
    result = retention_table(signups, events, 7)
    assert list(result) == [-14, -7, 0]
    assert result == {-14: [100.0, 100.0], -7: [100.0, 100.0], 0: [100.0]}


def test_keys_sorted_and_values_float():
    signups = {"x": 30, "y": 2, "z": 15}
    result = retention_table(signups, [("x", 31)], 10)
    assert list(result) == [0, 10, 30]
    assert all(type(v) is float for row in result.values() for v in row)
    assert all(type(row) is list for row in result.values())


def test_inputs_not_modified():
    signups = dict(SIGNUPS)
    events = list(EVENTS)
    before = copy.deepcopy((signups, events))
    retention_table(signups, events, 7)
    assert (signups, events) == before
    assert retention_table({"p": 0, "q": 0, "r": 0, "s": 0, "t": 0, "u": 0, "v": 0, "w": 0,
                            "a": 0, "b": 0, "c": 0, "d": 0, "e": 0, "f": 0, "g": 0, "h": 0},
                           [("p", 1)], 1) == {0: [100.0, 6.2]}
