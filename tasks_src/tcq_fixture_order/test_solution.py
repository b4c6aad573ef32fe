import copy

import pytest

from solution import fixture_setup_order


def test_dependencies_before_dependents():
    fixtures = {
        "app": ("function", ["db", "config"]),
        "db": ("function", ["config"]),
        "config": ("function", []),
    }
    result = fixture_setup_order(fixtures, ["app"])
    assert result == ["config", "db", "app"]
    assert type(result) is list


def test_shared_fixture_set_up_once():
    fixtures = {
        "a": ("function", ["tmp"]),
        "b": ("function", ["tmp"]),
        "tmp": ("function", []),
    }
    assert fixture_setup_order(fixtures, ["a", "b", "a", "tmp"]) == ["tmp", "a", "b"]


def test_wider_scopes_first_stable_within_scope():
    fixtures = {
        "client": ("function", ["tmp", "server"]),
        "tmp": ("function", []),
        "server": ("session", ["settings"]),
        "settings": ("session", []),
        "schema": ("module", ["settings"]),
        "rows": ("function", ["schema"]),
    }
    assert fixture_setup_order(fixtures, ["client"]) == ["settings", "server", "tmp", "client"]
    assert fixture_setup_order(fixtures, ["rows", "client"]) == [
        "settings", "server", "schema", "rows", "tmp", "client",
    ]


def test_unknown_fixture_raises_key_error():
    fixtures = {"a": ("function", ["missing"]), "b": ("function", [])}
    with pytest.raises(KeyError):
        fixture_setup_order(fixtures, ["nope"])
    with pytest.raises(KeyError):
        fixture_setup_order(fixtures, ["b", "a"])


def test_cycles_raise_value_error():
    with pytest.raises(ValueError):
        fixture_setup_order({"loop": ("function", ["loop"])}, ["loop"])
    fixtures = {
        "a": ("function", ["b"]),
        "b": ("function", ["c"]),
        "c": ("function", ["a"]),
    }
    with pytest.raises(ValueError):
        fixture_setup_order(fixtures, ["a"])


def test_session_fixture_cannot_use_function_fixture():
    fixtures = {"db": ("session", ["tmp_path"]), "tmp_path": ("function", [])}
    with pytest.raises(ValueError):
        fixture_setup_order(fixtures, ["db"])


def test_scope_rules_for_every_pair():
    def order(outer, inner):
        return fixture_setup_order({"x": (outer, ["y"]), "y": (inner, [])}, ["x"])

    for outer, inner in [("session", "module"), ("module", "function"), ("session", "function")]:
        with pytest.raises(ValueError):
            order(outer, inner)
    assert order("function", "session") == ["y", "x"]
    assert order("module", "session") == ["y", "x"]
    assert order("module", "module") == ["y", "x"]
    assert order("function", "module") == ["y", "x"]
    assert order("session", "session") == ["y", "x"]


def test_unknown_scope_raises_value_error():
    with pytest.raises(ValueError):
        fixture_setup_order({"a": ("class", [])}, ["a"])
    with pytest.raises(ValueError):
        fixture_setup_order({"a": ("function", ["b"]), "b": ("Session", [])}, ["a"])


def test_unreached_broken_fixtures_ignored():
    fixtures = {
        "good": ("module", ["base"]),
        "base": ("session", []),
        "cyclic": ("function", ["cyclic"]),
        "dangling": ("function", ["ghost"]),
        "weird": ("package", []),
        "bad_scope": ("session", ["good"]),
    }
    assert fixture_setup_order(fixtures, ["good"]) == ["base", "good"]
    with pytest.raises(KeyError) as info:
        fixture_setup_order(fixtures, ["good", "dangling"])
    assert info.value.args == ("ghost",)
    with pytest.raises(ValueError):
        fixture_setup_order(fixtures, ["weird"])


def test_nothing_requested():
    assert fixture_setup_order({"a": ("function", [])}, []) == []
    assert fixture_setup_order({}, []) == []


def test_diamond_follows_listed_dependency_order():
    fixtures = {
        "top": ("function", ["zeta", "alpha"]),
        "zeta": ("function", ["base"]),
        "alpha": ("function", ["base", "extra"]),
        "base": ("function", []),
        "extra": ("module", []),
    }
    assert fixture_setup_order(fixtures, ["top"]) == ["extra", "base", "zeta", "alpha", "top"]
    assert fixture_setup_order(fixtures, ["alpha", "zeta"]) == ["extra", "base", "alpha", "zeta"]


def test_inputs_not_modified():
    fixtures = {
        "app": ("function", ["db", "cfg"]),
        "db": ("session", ["cfg"]),
        "cfg": ("session", []),
    }
    requested = ["app", "db"]
    before = copy.deepcopy(fixtures)
    assert fixture_setup_order(fixtures, requested) == ["cfg", "db", "app"]
    assert fixtures == before
    assert requested == ["app", "db"]
