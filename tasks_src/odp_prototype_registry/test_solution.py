import pytest

from solution import PrototypeRegistry


def service_registry():
    reg = PrototypeRegistry()
    reg.register("service", {
        "db": {"host": "localhost", "port": 5432, "opts": {"ssl": False}},
        "debug": False,
        "tags": ["base"],
    })
    return reg


def test_created_copies_are_deeply_independent():
    reg = service_registry()
    first = reg.create("service")
    first["tags"].append("mutated")
    first["db"]["opts"]["ssl"] = True
    first["debug"] = True
    second = reg.create("service")
    assert second == {
        "db": {"host": "localhost", "port": 5432, "opts": {"ssl": False}},
        "debug": False,
        "tags": ["base"],
    }
    third = reg.create("service")
    assert third["tags"] is not second["tags"]
    assert third["db"]["opts"] is not second["db"]["opts"]


def test_create_returns_new_plain_dict():
    reg = PrototypeRegistry()
    reg.register("empty", {})
    reg.register("point", {"x": 1, "y": 2})
    result = reg.create("point")
    assert type(result) is dict
    assert result == {"x": 1, "y": 2}
    assert reg.create("point") is not result
    assert reg.create("empty") == {}


def test_register_snapshots_the_given_dict():
    reg = PrototypeRegistry()
    source = {"limits": {"cpu": 2}, "zones": ["a"], "name": "job"}
    reg.register("job", source)
    source["limits"]["cpu"] = 99
    source["zones"].append("b")
    source["name"] = "changed"
    source["extra"] = 1
    assert reg.create("job") == {"limits": {"cpu": 2}, "zones": ["a"], "name": "job"}


def test_overrides_replace_top_level_values():
    reg = service_registry()
    result = reg.create("service", debug=True, tags=["x", "y"])
    assert result == {
        "db": {"host": "localhost", "port": 5432, "opts": {"ssl": False}},
        "debug": True,
        "tags": ["x", "y"],
    }


def test_derived_prototype_merges_nested_dicts():
    reg = service_registry()
    reg.register("prod", {"db": {"host": "db.prod", "opts": {"pool": 10}}, "tags": ["prod"], "region": "eu"}, base="service")
    assert reg.create("prod") == {
        "db": {"host": "db.prod", "port": 5432, "opts": {"ssl": False, "pool": 10}},
        "debug": False,
        "tags": ["prod"],
        "region": "eu",
    }
    assert reg.names() == ["prod", "service"]


def test_dict_override_updates_only_named_nested_keys():
    reg = service_registry()
    result = reg.create("service", db={"port": 6432, "opts": {"timeout": 5}})
    assert result["db"] == {"host": "localhost", "port": 6432, "opts": {"ssl": False, "timeout": 5}}
    assert reg.create("service")["db"] == {"host": "localhost", "port": 5432, "opts": {"ssl": False}}


def test_unknown_override_key_raises_key_error():
    reg = service_registry()
    with pytest.raises(KeyError):
        reg.create("service", debgu=True)
    with pytest.raises(KeyError):
        reg.create("service", debug=True, region="eu")
    assert reg.create("service", db={"replica": "r1"})["db"]["replica"] == "r1"


def test_unknown_names_raise_key_error():
    reg = service_registry()
    with pytest.raises(KeyError):
        reg.create("missing")
    with pytest.raises(KeyError):
        reg.register("child", {"a": 1}, base="missing")
    assert reg.names() == ["service"]


def test_duplicate_name_raises_and_keeps_original():
    reg = PrototypeRegistry()
    reg.register("cfg", {"level": 1})
    with pytest.raises(ValueError):
        reg.register("cfg", {"level": 2})
    with pytest.raises(ValueError):
        reg.register("cfg", {"level": 3}, base="cfg")
    assert reg.create("cfg") == {"level": 1}
    assert reg.names() == ["cfg"]


def test_names_sorted():
    reg = PrototypeRegistry()
    assert reg.names() == []
    for name in ["web", "api", "worker", "Admin"]:
        reg.register(name, {"n": name})
    names = reg.names()
    assert names == ["Admin", "api", "web", "worker"]
    assert type(names) is list


def test_dict_and_scalar_replace_each_other():
    reg = PrototypeRegistry()
    reg.register("a", {"cache": {"size": 10}, "retry": 3})
    reg.register("b", {"cache": None, "retry": {"times": 5}}, base="a")
    assert reg.create("b") == {"cache": None, "retry": {"times": 5}}
    assert reg.create("a", cache=0) == {"cache": 0, "retry": 3}
    assert reg.create("b", cache={"size": 1}) == {"cache": {"size": 1}, "retry": {"times": 5}}


def test_non_dict_prototype_raises_type_error():
    reg = PrototypeRegistry()
    with pytest.raises(TypeError):
        reg.register("bad", [("a", 1)])
    with pytest.raises(TypeError):
        reg.register("bad", None)
    assert reg.names() == []


def test_derivation_and_use_leave_base_unchanged():
    reg = service_registry()
    reg.register("dev", {"db": {"opts": {"ssl": True}}, "debug": True}, base="service")
    dev = reg.create("dev")
    dev["tags"].append("dev-only")
    dev["db"]["port"] = 1
    assert reg.create("service") == {
        "db": {"host": "localhost", "port": 5432, "opts": {"ssl": False}},
        "debug": False,
        "tags": ["base"],
    }
    assert reg.create("dev")["tags"] == ["base"]
    assert reg.create("dev")["db"] == {"host": "localhost", "port": 5432, "opts": {"ssl": True}}
