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



def test_event_before_signup_raises():
    with pytest.raises(ValueError):
        retention_table(SIGNUPS, [("dee", 8)] + EVENTS, 7)
    with pytest.raises(ValueError):
        retention_table(SIGNUPS, EVENTS + [("cy", 7)], 7)
    assert retention_table({"a": 3}, [("a", 3)], 1) == {3: [100.0]}



def test_repeated_events_count_each_user_once():
    signups = {"a": 0, "b": 1}
    events = [("a", 5), ("a", 5), ("a", 6), ("a", 9)]
    assert retention_table(signups, events, 5) == {0: [100.0, 50.0]}



def test_each_cohort_row_has_its_own_length():
    # nobody signed up in [20, 30), so there is no cohort 20
    signups = {"a": 0, "b": 10, "c": 30}
    events = [("a", 3), ("b", 45), ("c", 31)]
    assert retention_table(signups, events, 10) == {
        0: [100.0],
        10: [100.0, 0.0, 0.0, 100.0],
        30: [100.0],
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
    assert retention_table(signups, events, 7) == {0: [100.0, 50.0, 50.0], 7: [100.0, 0.0, 0.0, 50.0]}
    assert (signups, events) == before



def test_negative_signup_days_floor_to_earlier_cohort():
    assert retention_table({"u": -3}, [], 7) == {-7: [100.0]}
    # b (day -6) belongs to cohort -7, not 0; its event on day 1 is its period 1
    assert retention_table({"a": -7, "b": -6, "c": 6}, [("b", 1)], 7) == {-7: [100.0, 50.0], 0: [100.0]}



def test_several_events_in_one_period_count_once():
    signups = {name: 0 for name in "abcdefghijklmnop"}
    events = [("p", 2), ("p", 3), ("p", 2), ("o", 5), ("o", 4)]
    # one user of 16 in each of periods 1 and 2: round(6.25, 1) == 6.2
    assert retention_table(signups, events, 2) == {0: [100.0, 6.2, 6.2]}



def test_event_before_signup_day_is_rejected():
    with pytest.raises(ValueError):
        retention_table({"u": 5}, [("u", 2)], 7)
    with pytest.raises(ValueError):
        retention_table({"u": 5, "v": 0}, [("v", 1), ("u", 4)], 7)



def test_bad_period_or_unknown_user_raises():
    with pytest.raises(ValueError):
        retention_table(SIGNUPS, EVENTS, 0)
    with pytest.raises(ValueError):
        retention_table(SIGNUPS, EVENTS, -7)
    with pytest.raises(ValueError):
        retention_table(SIGNUPS, EVENTS + [("zed", 4)], 7)
    with pytest.raises(ValueError):
        retention_table({}, [("ann", 1)], 7)



def test_period_zero_and_unlisted_user_are_rejected():
    with pytest.raises(ValueError):
        retention_table({}, [], 0)
    with pytest.raises(ValueError):
        retention_table(SIGNUPS, [("Ann", 1)], 7)



def test_negative_cohorts_far_from_zero():
    # floor(-15 / 7) = -3 and floor(-1 / 7) = -1
    signups = {"p": -15, "q": -14, "r": -1, "s": -21}
    events = [("p", -8), ("r", 5), ("r", 6), ("s", -21)]
    result = retention_table(signups, events, 7)
    assert list(result) == [-21, -14, -7]
    assert result == {-21: [100.0, 50.0], -14: [100.0], -7: [100.0, 100.0]}



def test_inputs_are_left_as_they_were():
    signups = {"b": 4, "a": -2}
    events = [("b", 9), ("a", 0), ("b", 9)]
    assert retention_table(signups, events, 3) == {-3: [100.0], 3: [100.0, 100.0]}
    assert signups == {"b": 4, "a": -2}
    assert list(signups) == ["b", "a"]
    assert events == [("b", 9), ("a", 0), ("b", 9)]



def test_event_before_signup_with_negative_days_raises():
    with pytest.raises(ValueError):
        retention_table({"n": -5, "m": 2}, [("m", 4), ("n", -6)], 3)
    with pytest.raises(ValueError):
        retention_table({"n": -5, "m": 2}, [("n", -5), ("m", 1)], 3)
    assert retention_table({"n": -5}, [("n", -5), ("n", -2)], 3) == {-6: [100.0, 100.0]}



def test_share_uses_round_to_one_decimal():
    signups = {name: 0 for name in "abcdefghijklmnop"}
    assert retention_table(signups, [("p", 1)], 1) == {0: [100.0, 6.2]}
