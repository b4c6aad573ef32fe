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
    reg.register("nested", {"items": [1, {"k": []}], "meta": {"seen": []}})
    one, two = reg.create("nested"), reg.create("nested")
    assert one["items"] is not two["items"]
    assert one["items"][1] is not two["items"][1]
    one["items"][1]["k"].append("x")
    one["meta"]["seen"].append(1)
    assert reg.create("nested") == {"items": [1, {"k": []}], "meta": {"seen": []}}


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
    with pytest.raises(KeyError):
        reg.create("service", port=1)
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
    assert reg.create("a", cache={"ttl": 60}) == {"cache": {"size": 10, "ttl": 60}, "retry": 3}


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


def test_derived_prototype_leaves_base_unchanged():
    reg = PrototypeRegistry()
    reg.register("base", {"limits": {"cpu": 1}, "zones": ["a"]})
    reg.register("big", {"limits": {"cpu": 8, "mem": 64}, "zones": ["a", "b"], "new": True}, base="base")
    assert reg.create("base") == {"limits": {"cpu": 1}, "zones": ["a"]}
    assert reg.create("big") == {"limits": {"cpu": 8, "mem": 64}, "zones": ["a", "b"], "new": True}


def test_nested_dict_override_keeps_other_nested_keys():
    reg = service_registry()
    result = reg.create("service", db={"opts": {"ssl": True}}, tags=[])
    assert result == {
        "db": {"host": "localhost", "port": 5432, "opts": {"ssl": True}},
        "debug": False,
        "tags": [],
    }
    assert reg.create("service", db={"host": "h"})["db"] == {"host": "h", "port": 5432, "opts": {"ssl": False}}
    assert reg.create("service", db={"opts": None})["db"] == {"host": "localhost", "port": 5432, "opts": None}


def test_register_copies_nested_parts_of_the_given_dict():
    reg = PrototypeRegistry()
    source = {"db": {"port": 5432, "hosts": ["a"]}}
    reg.register("db", source)
    source["db"]["port"] = 1
    source["db"]["hosts"].append("b")
    assert reg.create("db") == {"db": {"port": 5432, "hosts": ["a"]}}
    child_source = {"db": {"hosts": ["c"]}}
    reg.register("child", child_source, base="db")
    child_source["db"]["hosts"].append("d")
    assert reg.create("child") == {"db": {"port": 5432, "hosts": ["c"]}}


def test_register_errors_register_nothing():
    reg = PrototypeRegistry()
    for bad in ([("a", 1)], (("a", 1),), "a=1", 5):
        with pytest.raises(TypeError):
            reg.register("bad", bad)
    with pytest.raises(KeyError):
        reg.register("child", {}, base="parent")
    source = {"v": 1, "opts": {"hosts": ["a"]}}
    reg.register("parent", source)
    with pytest.raises(ValueError):
        reg.register("parent", {"v": 2, "w": 3})
    source["opts"]["hosts"].append("b")
    assert reg.names() == ["parent"]
    assert reg.create("parent") == {"v": 1, "opts": {"hosts": ["a"]}}


def test_duplicate_name_raises_value_error():
    reg = service_registry()
    with pytest.raises(ValueError):
        reg.register("service", {"debug": True})
    assert reg.create("service")["debug"] is False
    assert reg.names() == ["service"]


def test_create_key_errors():
    reg = service_registry()
    reg.register("child", {"region": "eu"}, base="service")
    with pytest.raises(KeyError):
        reg.create("Service")
    with pytest.raises(KeyError):
        reg.create("service", region="us")
    with pytest.raises(KeyError):
        reg.create("child", db={"port": 1}, zone="a")
    assert reg.create("child", region="us")["region"] == "us"


def test_none_and_dicts_replace_each_other():
    reg = PrototypeRegistry()
    reg.register("cfg", {"proxy": {"host": "p"}, "timeout": 30, "tags": ["a"]})
    assert reg.create("cfg", proxy=None) == {"proxy": None, "timeout": 30, "tags": ["a"]}
    assert reg.create("cfg", timeout={"read": 5}) == {"proxy": {"host": "p"}, "timeout": {"read": 5}, "tags": ["a"]}
    assert reg.create("cfg", tags=["b"])["tags"] == ["b"]
    reg.register("off", {"proxy": None}, base="cfg")
    assert reg.create("off")["proxy"] is None
