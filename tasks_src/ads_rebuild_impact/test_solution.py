import copy

import pytest

from solution import rebuild_impact

REPO = {
    "core": ["requests"],
    "auth": ["core"],
    "billing": ["core", "auth"],
    "web": ["auth", "billing", "flask"],
    "cli": ["core"],
    "docs": [],
}


def test_dependents_found_with_shortest_distance():
    assert rebuild_impact(REPO, ["core"]) == [
        ("core", 0),
        ("auth", 1),
        ("billing", 1),
        ("cli", 1),
        ("web", 2),
    ]
    assert rebuild_impact(REPO, ["auth", "web"]) == [("auth", 0), ("web", 0), ("billing", 1)]


def test_nothing_changed():
    result = rebuild_impact(REPO, [])
    assert result == []
    assert type(result) is list


def test_dependencies_of_the_changed_package_are_not_rebuilt():
    assert rebuild_impact(REPO, ["billing"]) == [("billing", 0), ("web", 1)]


def test_leaf_package_change_affects_only_itself():
    result = rebuild_impact(REPO, ["docs"])
    assert result == [("docs", 0)]
    assert type(result[0]) is tuple
    assert rebuild_impact(REPO, ["docs", "docs"]) == [("docs", 0)]


def test_shortest_path_not_first_path_found():
    repo = {"a": [], "b": ["a"], "c": ["b"], "d": ["c", "a"], "e": ["d"]}
    assert rebuild_impact(repo, ["a"]) == [("a", 0), ("b", 1), ("d", 1), ("c", 2), ("e", 2)]
    repo = {"z": ["m"], "k": ["m"], "m": [], "b": ["z"]}
    assert rebuild_impact(repo, ["m"]) == [("m", 0), ("k", 1), ("z", 1), ("b", 2)]


def test_external_dependencies_ignored():
    repo = {"app": ["numpy", "lib"], "lib": ["numpy"]}
    assert rebuild_impact(repo, ["lib"]) == [("lib", 0), ("app", 1)]


def test_unknown_changed_package_raises_key_error():
    with pytest.raises(KeyError) as excinfo:
        rebuild_impact(REPO, ["core", "ghost", "flask"])
    assert excinfo.value.args == ("ghost",)


def test_several_changed_packages_measured_from_the_nearest():
    result = rebuild_impact(REPO, ["core", "billing"])
    assert result == [("billing", 0), ("core", 0), ("auth", 1), ("cli", 1), ("web", 1)]


def test_changed_package_depending_on_another_changed_stays_at_zero():
    assert rebuild_impact(REPO, ["core", "auth"]) == [
        ("auth", 0),
        ("core", 0),
        ("billing", 1),
        ("cli", 1),
        ("web", 1),
    ]


def test_inputs_not_modified():
    repo = copy.deepcopy(REPO)
    changed = ["auth"]
    assert rebuild_impact(repo, changed) == [("auth", 0), ("billing", 1), ("web", 1)]
    assert repo == REPO and changed == ["auth"]


def test_cycles_and_repeats_terminate():
    repo = {"x": ["y", "y"], "y": ["z"], "z": ["x"], "w": ["x", "x"]}
    changed = ["z", "z"]
    assert rebuild_impact(repo, changed) == [("z", 0), ("y", 1), ("x", 2), ("w", 3)]
    assert repo == {"x": ["y", "y"], "y": ["z"], "z": ["x"], "w": ["x", "x"]}
    assert changed == ["z", "z"]


def test_first_unknown_name_in_given_order_reported():
    repo = {"lib": [], "app": ["lib"]}
    with pytest.raises(KeyError) as excinfo:
        rebuild_impact(repo, ["zeta", "alpha"])
    assert excinfo.value.args == ("zeta",)
    with pytest.raises(KeyError) as excinfo:
        rebuild_impact(repo, ["lib", "Lib"])
    assert excinfo.value.args == ("Lib",)


def test_unknown_name_reported_in_changed_order_not_sorted():
    with pytest.raises(KeyError) as excinfo:
        rebuild_impact(REPO, ["web", "zlib", "docs", "alpha"])
    assert excinfo.value.args == ("zlib",)
