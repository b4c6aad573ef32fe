import copy

import pytest

from solution import resolve_settings


def test_chain_declared_out_of_order_is_one_setting():
    aliases = [("a", "b"), ("c", "d"), ("b", "c")]
    assert resolve_settings(aliases, {"d": "x"}) == {"a": "x", "b": "x", "c": "x", "d": "x"}
    assert resolve_settings(aliases, {"a": "y"}) == {"a": "y", "b": "y", "c": "y", "d": "y"}


def test_typical_renamed_keys():
    aliases = [("db.host", "database.host"), ("DB_HOST", "db.host"), ("log.level", "logging.level")]
    values = {"DB_HOST": "10.0.0.5", "logging.level": "info", "timeout": "30"}
    result = resolve_settings(aliases, values)
    assert result == {
        "db.host": "10.0.0.5",
        "database.host": "10.0.0.5",
        "DB_HOST": "10.0.0.5",
        "log.level": "info",
        "logging.level": "info",
        "timeout": "30",
    }
    assert type(result) is dict


def test_conflict_through_transitive_alias_raises_value_error():
    aliases = [("a", "b"), ("b", "c")]
    with pytest.raises(ValueError):
        resolve_settings(aliases, {"a": "1", "c": "2"})


def test_direct_conflict_raises_value_error():
    with pytest.raises(ValueError):
        resolve_settings([("port", "PORT")], {"port": "80", "PORT": "8080"})


def test_same_value_under_several_names_is_fine():
    aliases = [("a", "b"), ("b", "c"), ("d", "e")]
    values = {"a": "on", "c": "on", "b": "on"}
    assert resolve_settings(aliases, values) == {"a": "on", "b": "on", "c": "on"}


def test_settings_without_value_are_left_out():
    assert resolve_settings([("x", "y")], {}) == {}
    assert resolve_settings([], {}) == {}


def test_groups_joined_late_share_one_value():
    aliases = [("p1", "p2"), ("q1", "q2"), ("q3", "q1"), ("p2", "q3")]
    values = {"q2": "blue"}
    result = resolve_settings(aliases, values)
    assert result == {
        "p1": "blue",
        "p2": "blue",
        "q1": "blue",
        "q2": "blue",
        "q3": "blue",
    }
    assert result is not values
    assert values == {"q2": "blue"}
    assert aliases == [("p1", "p2"), ("q1", "q2"), ("q3", "q1"), ("p2", "q3")]


def test_self_alias_and_standalone_names():
    aliases = [("a", "a"), ("b", "c")]
    values = {"a": "1", "z": "26"}
    assert resolve_settings(aliases, values) == {"a": "1", "z": "26"}


def test_names_are_case_sensitive():
    aliases = [("Mode", "mode_setting")]
    values = {"MODE": "fast", "mode_setting": "slow"}
    assert resolve_settings(aliases, values) == {"MODE": "fast", "Mode": "slow", "mode_setting": "slow"}


def test_inputs_not_modified():
    aliases = [("a", "b"), ("b", "c")]
    values = {"c": "v"}
    before = (copy.deepcopy(aliases), copy.deepcopy(values))
    result = resolve_settings(aliases, values)
    assert result == {"a": "v", "b": "v", "c": "v"}
    assert (aliases, values) == before
    assert result is not values


def test_conflict_between_groups_joined_by_later_pair():
    aliases = [("a", "b"), ("c", "d"), ("d", "a")]
    with pytest.raises(ValueError):
        resolve_settings(aliases, {"b": "one", "c": "two"})


def test_equal_values_under_two_aliases_accepted():
    assert resolve_settings([("x", "y")], {"x": "1", "y": "1"}) == {"x": "1", "y": "1"}
    aliases = [("old", "mid"), ("mid", "new")]
    assert resolve_settings(aliases, {"old": "", "new": ""}) == {"old": "", "mid": "", "new": ""}


def test_same_value_through_a_chain_of_aliases_accepted():
    aliases = [("HOST", "host"), ("host", "server.host")]
    values = {"HOST": "db1", "server.host": "db1"}
    assert resolve_settings(aliases, values) == {"HOST": "db1", "host": "db1", "server.host": "db1"}


def test_result_is_a_new_dict_when_nothing_to_add():
    values = {"solo": "1"}
    result = resolve_settings([], values)
    assert result == {"solo": "1"}
    assert result is not values
    assert values == {"solo": "1"}


def test_values_dict_not_filled_with_aliases():
    aliases = [("new", "old")]
    values = {"old": "7"}
    assert resolve_settings(aliases, values) == {"new": "7", "old": "7"}
    assert values == {"old": "7"}
    assert aliases == [("new", "old")]
