import copy

import pytest

from solution import split_zones


def test_chain_alternates_and_lone_service_in_a():
    result = split_zones(["a", "b", "c", "d"], [("a", "b"), ("b", "c")])
    assert result == {"a": "A", "b": "B", "c": "A", "d": "A"}


def test_no_services_gives_empty_dict():
    result = split_zones([], [])
    assert result == {}
    assert type(result) is dict


def test_smallest_name_of_group_is_anchored_in_a():
    assert split_zones(["web2", "web1"], [("web2", "web1")]) == {"web1": "A", "web2": "B"}
    assert split_zones(["b", "c", "a"], [("c", "b"), ("b", "a")]) == {"a": "A", "b": "B", "c": "A"}
    conflicts = [("c", "d"), ("b", "c"), ("a", "d")]
    assert split_zones(["a", "b", "c", "d"], conflicts) == {"a": "A", "b": "B", "c": "A", "d": "B"}


def test_no_conflicts_everything_in_a():
    assert split_zones(["x", "y", "z"], []) == {"x": "A", "y": "A", "z": "A"}


def test_odd_cycle_is_impossible_even_cycle_is_fine():
    with pytest.raises(ValueError):
        split_zones(["p", "q", "r"], [("p", "q"), ("q", "r"), ("r", "p")])
    square = [("n1", "n2"), ("n2", "n3"), ("n3", "n4"), ("n4", "n1")]
    assert split_zones(["n4", "n3", "n2", "n1"], square) == {"n1": "A", "n2": "B", "n3": "A", "n4": "B"}


def test_service_conflicting_with_itself_raises_value_error():
    with pytest.raises(ValueError):
        split_zones(["solo", "other"], [("solo", "other"), ("solo", "solo")])


def test_unknown_service_raises_key_error_with_name():
    with pytest.raises(KeyError) as excinfo:
        split_zones(["a", "b"], [("a", "b"), ("ghost", "phantom")])
    assert excinfo.value.args == ("ghost",)
    with pytest.raises(KeyError) as excinfo:
        split_zones(["a", "b"], [("b", "missing")])
    assert excinfo.value.args == ("missing",)


def test_repeated_and_reversed_pairs_are_harmless():
    conflicts = [("a", "b"), ("b", "a"), ("a", "b"), ("c", "b")]
    assert split_zones(["c", "b", "a"], conflicts) == {"a": "A", "b": "B", "c": "A"}


def test_each_group_anchored_separately():
    services = ["m", "z", "b", "y", "a"]
    conflicts = [("z", "m"), ("y", "b"), ("b", "a")]
    assert split_zones(services, conflicts) == {"m": "A", "z": "B", "a": "A", "b": "B", "y": "A"}
    assert services == ["m", "z", "b", "y", "a"]
    assert conflicts == [("z", "m"), ("y", "b"), ("b", "a")]


def test_inputs_not_modified():
    services = ["s2", "s1"]
    conflicts = [("s2", "s1")]
    before = (list(services), copy.deepcopy(conflicts))
    assert split_zones(services, conflicts) == {"s1": "A", "s2": "B"}
    assert (services, conflicts) == before


def test_unknown_service_reported_before_impossible_placement():
    conflicts = [("a", "b"), ("b", "c"), ("c", "a"), ("a", "zz")]
    with pytest.raises(KeyError) as excinfo:
        split_zones(["a", "b", "c"], conflicts)
    assert excinfo.value.args == ("zz",)
    with pytest.raises(KeyError) as excinfo:
        split_zones(["a"], [("a", "a"), ("a", "zz")])
    assert excinfo.value.args == ("zz",)


def test_database_replicas_and_caches():
    services = ["db-primary", "db-replica", "cache-1", "cache-2", "queue"]
    conflicts = [("db-primary", "db-replica"), ("cache-1", "cache-2"), ("cache-2", "db-primary")]
    assert split_zones(services, conflicts) == {
        "cache-1": "A",
        "cache-2": "B",
        "db-primary": "A",
        "db-replica": "B",
        "queue": "A",
    }


def test_odd_cycle_found_far_from_the_anchor():
    conflicts = [("a", "b"), ("b", "c"), ("c", "d"), ("d", "e"), ("e", "f"), ("f", "g"), ("g", "e")]
    with pytest.raises(ValueError):
        split_zones(["a", "b", "c", "d", "e", "f", "g"], conflicts)
    conflicts = [("k", "m"), ("m", "q"), ("q", "t"), ("t", "k"), ("m", "x")]
    assert split_zones(["x", "t", "q", "m", "k"], conflicts) == {"k": "A", "m": "B", "q": "A", "t": "B", "x": "A"}


def test_unknown_name_checked_before_earlier_self_conflict():
    with pytest.raises(KeyError) as excinfo:
        split_zones(["a", "b"], [("b", "b"), ("a", "x")])
    assert excinfo.value.args == ("x",)
    with pytest.raises(KeyError) as excinfo:
        split_zones(["a"], [("p", "q")])
    assert excinfo.value.args == ("p",)


def test_self_conflict_of_a_lone_service_raises_value_error():
    with pytest.raises(ValueError):
        split_zones(["x", "y"], [("y", "y")])


def test_three_mutually_conflicting_services_impossible():
    with pytest.raises(ValueError):
        split_zones(["a", "b", "c"], [("a", "b"), ("b", "c"), ("a", "c")])
    with pytest.raises(ValueError):
        split_zones(["w", "v", "u", "t"], [("t", "u"), ("u", "v"), ("v", "w"), ("w", "u")])


def test_unknown_x_reported_before_unknown_y_in_a_later_pair():
    with pytest.raises(KeyError) as excinfo:
        split_zones(["api", "db"], [("api", "db"), ("cache", "queue")])
    assert excinfo.value.args == ("cache",)


def test_unknown_service_closing_a_chain_raises_key_error():
    with pytest.raises(KeyError) as excinfo:
        split_zones(["a", "b"], [("a", "b"), ("b", "c"), ("c", "a")])
    assert excinfo.value.args == ("c",)


def test_unknown_name_after_a_self_conflict_in_a_group_raises_key_error():
    with pytest.raises(KeyError) as excinfo:
        split_zones(["s1", "s2"], [("s1", "s2"), ("s2", "s2"), ("s1", "s9")])
    assert excinfo.value.args == ("s9",)
