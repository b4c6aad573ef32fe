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
    assert type(result) is list and all(type(name) is str for name in result)


def test_depth_first_over_requested_in_order():
    fixtures = {
        "a": ("function", ["c", "b"]),
        "b": ("function", []),
        "c": ("function", []),
        "d": ("function", []),
    }
    result = fixture_setup_order(fixtures, ["d", "a"])
    assert result == ["d", "c", "b", "a"]
    assert type(result) is list and all(type(name) is str for name in result)


def test_shared_fixture_set_up_once():
    fixtures = {
        "a": ("function", ["tmp"]),
        "b": ("function", ["tmp"]),
        "tmp": ("function", []),
    }
    assert fixture_setup_order(fixtures, ["a", "b", "a", "tmp"]) == ["tmp", "a", "b"]


def test_scope_sort_keeps_step_one_order():
    fixtures = {
        "z": ("function", []),
        "a": ("function", []),
        "m2": ("module", []),
        "m1": ("module", []),
        "s": ("session", []),
    }
    assert fixture_setup_order(fixtures, ["z", "a"]) == ["z", "a"]
    assert fixture_setup_order(fixtures, ["z", "m2", "a", "m1"]) == ["m2", "m1", "z", "a"]
    assert fixture_setup_order(fixtures, ["a", "s", "m1"]) == ["s", "m1", "a"]


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


def test_unknown_dependency_key_error_names_it():
    fixtures = {"app": ("function", ["db"]), "db": ("session", ["ghost_cfg"])}
    with pytest.raises(KeyError) as info:
        fixture_setup_order(fixtures, ["app"])
    assert info.value.args == ("ghost_cfg",)
    with pytest.raises(KeyError) as info:
        fixture_setup_order(fixtures, ["unknown"])
    assert info.value.args == ("unknown",)


def test_unknown_fixture_raises_key_error():
    fixtures = {"a": ("function", ["missing"]), "b": ("function", []), "odd": ("bogus", [])}
    with pytest.raises(KeyError) as info:
        fixture_setup_order(fixtures, ["nope"])
    assert info.value.args == ("nope",)
    with pytest.raises(KeyError) as info:
        fixture_setup_order(fixtures, ["b", "a"])
    assert info.value.args == ("missing",)


def test_longer_cycles_raise_value_error():
    fixtures = {
        "entry": ("function", ["a"]),
        "a": ("function", ["b"]),
        "b": ("function", ["a"]),
    }
    with pytest.raises(ValueError):
        fixture_setup_order(fixtures, ["entry"])
    with pytest.raises(ValueError):
        fixture_setup_order({"s": ("session", ["s"])}, ["s"])


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


def test_session_and_module_fixtures_cannot_use_narrower_ones():
    fixtures = {"db": ("session", ["tmp_path"]), "tmp_path": ("function", [])}
    with pytest.raises(ValueError):
        fixture_setup_order(fixtures, ["db"])
    with pytest.raises(ValueError):
        fixture_setup_order({"m": ("module", ["f"]), "f": ("function", [])}, ["m"])
    with pytest.raises(ValueError):
        fixture_setup_order({"s": ("session", ["m"]), "m": ("module", [])}, ["s"])
    assert fixture_setup_order({"m": ("module", ["s"]), "s": ("session", [])}, ["m"]) == ["s", "m"]


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


def test_invalid_scope_of_a_dependency_raises_value_error():
    with pytest.raises(ValueError):
        fixture_setup_order({"a": ("function", ["b"]), "b": ("", [])}, ["a"])
    with pytest.raises(ValueError):
        fixture_setup_order({"a": ("Function", [])}, ["a"])
    with pytest.raises(ValueError):
        fixture_setup_order({"a": ("module", ["b"]), "b": ("package", [])}, ["a"])


def test_unknown_scope_raises_value_error():
    with pytest.raises(ValueError):
        fixture_setup_order({"a": ("class", [])}, ["a"])
    with pytest.raises(ValueError):
        fixture_setup_order({"a": ("function", ["b"]), "b": ("Session", [])}, ["a"])


def test_broken_fixtures_outside_the_request_are_ignored():
    fixtures = {
        "ok": ("function", []),
        "b": ("bogus", []),
        "loop": ("module", ["loop"]),
        "dangling": ("session", ["ghost"]),
        "narrow": ("session", ["ok"]),
    }
    assert fixture_setup_order(fixtures, ["ok"]) == ["ok"]
    assert fixture_setup_order(fixtures, []) == []
    assert fixture_setup_order({}, []) == []


def test_unreached_broken_fixtures_ignored():
    fixtures = {
        "good": ("module", ["base"]),
        "base": ("session", []),
        "cyclic": ("function", ["cyclic"]),
        "dangling": ("function", ["ghost"]),
        "weird": ("package", []),
        "bad_scope": ("session", ["good"]),
        "mod_uses_fn": ("module", ["tmp"]),
        "tmp": ("function", []),
    }
    assert fixture_setup_order(fixtures, ["good"]) == ["base", "good"]
    assert fixture_setup_order(fixtures, []) == []
    with pytest.raises(KeyError) as info:
        fixture_setup_order(fixtures, ["good", "dangling"])
    assert info.value.args == ("ghost",)
    with pytest.raises(ValueError):
        fixture_setup_order(fixtures, ["weird"])
    with pytest.raises(ValueError):
        fixture_setup_order(fixtures, ["mod_uses_fn"])


def test_requested_twice_set_up_once():
    assert fixture_setup_order({"a": ("function", [])}, ["a", "a"]) == ["a"]
    fixtures = {"db": ("session", []), "app": ("function", ["db"])}
    assert fixture_setup_order(fixtures, ["app", "db", "app"]) == ["db", "app"]


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
    assert fixture_setup_order(fixtures, ["top", "base"]) == ["extra", "base", "zeta", "alpha", "top"]


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


def test_inputs_not_modified_when_an_error_is_raised():
    fixtures = {"app": ("function", ["db"]), "db": ("function", ["app"])}
    requested = ["app"]
    before = copy.deepcopy(fixtures)
    with pytest.raises(ValueError):
        fixture_setup_order(fixtures, requested)
    assert fixtures == before
    assert requested == ["app"]
    ordered = {"t": ("function", ["s"]), "s": ("session", [])}
    wanted = ["t"]
    assert fixture_setup_order(ordered, wanted) == ["s", "t"]
    assert wanted == ["t"] and ordered == {"t": ("function", ["s"]), "s": ("session", [])}
