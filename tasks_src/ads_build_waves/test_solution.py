import copy

import pytest

from solution import build_waves


def test_diamond_pipeline():
    steps = {
        "compile": [],
        "test": ["compile"],
        "lint": [],
        "package": ["test", "lint"],
        "docs": ["compile"],
    }
    assert build_waves(steps) == [["compile", "lint"], ["docs", "test"], ["package"]]


def test_simple_chain():
    result = build_waves({"deploy": ["build"], "build": ["fetch"], "fetch": []})
    assert result == [["fetch"], ["build"], ["deploy"]]
    assert type(result) is list and all(type(wave) is list for wave in result)


def test_wave_follows_longest_dependency_path():
    steps = {"a": [], "b": ["a"], "c": ["b"], "d": ["a", "c"], "e": ["a"]}
    assert build_waves(steps) == [["a"], ["b", "e"], ["c"], ["d"]]


def test_unknown_dependency_reported_before_cycle_elsewhere():
    steps = {"s": ["s"], "x": ["y"], "y": ["x"], "z": ["ghost"]}
    with pytest.raises(KeyError) as info:
        build_waves(steps)
    assert info.value.args == ("ghost",)


def test_cycle_in_unrelated_component_raises_value_error():
    steps = {"a": [], "b": ["a"], "x": ["y"], "y": ["x"]}
    with pytest.raises(ValueError):
        build_waves(steps)


def test_self_dependency_raises_value_error():
    with pytest.raises(ValueError):
        build_waves({"setup": [], "loop": ["setup", "loop"]})


def test_three_step_cycle_behind_valid_steps_raises_value_error():
    steps = {"base": [], "a": ["base", "c"], "b": ["a"], "c": ["b"], "tail": ["c"]}
    with pytest.raises(ValueError):
        build_waves(steps)


def test_repeated_dependency_is_not_a_cycle():
    steps = {"a": [], "b": ["a", "a"], "c": ["b", "a", "b"]}
    assert build_waves(steps) == [["a"], ["b"], ["c"]]


def test_waves_sorted_by_name_not_insertion_order():
    steps = {"zeta": [], "alpha": [], "mid": ["zeta"], "beta": ["zeta", "alpha"], "Upper": []}
    assert build_waves(steps) == [["Upper", "alpha", "zeta"], ["beta", "mid"]]


def test_input_not_modified():
    steps = {"pkg": ["test", "test"], "test": ["build"], "build": []}
    before = copy.deepcopy(steps)
    assert build_waves(steps) == [["build"], ["test"], ["pkg"]]
    assert steps == before


def test_unknown_dependency_reported_before_self_cycle():
    with pytest.raises(KeyError) as info:
        build_waves({"a": ["a", "zz"]})
    assert info.value.args == ("zz",)


def test_independent_steps_share_one_wave():
    assert build_waves({"c": [], "a": [], "b": []}) == [["a", "b", "c"]]


def test_repeated_dependencies_at_several_depths():
    steps = {"c": ["a", "b", "b", "a"], "b": ["a", "a", "a"], "a": [], "d": ["c", "c"]}
    assert build_waves(steps) == [["a"], ["b"], ["c"], ["d"]]


def test_empty_steps():
    assert build_waves({}) == []


def test_empty_steps_gives_a_list():
    result = build_waves({})
    assert result == []
    assert type(result) is list


def test_unknown_dependency_raises_key_error_with_name():
    steps = {"build": [], "release": ["build", "sign"]}
    with pytest.raises(KeyError) as info:
        build_waves(steps)
    assert info.value.args == ("sign",)


def test_input_lists_keep_their_order_and_repeats():
    steps = {"z": [], "y": ["z"], "x": ["y", "z", "y"]}
    x_deps = steps["x"]
    assert build_waves(steps) == [["z"], ["y"], ["x"]]
    assert list(steps) == ["z", "y", "x"]
    assert steps["x"] is x_deps
    assert x_deps == ["y", "z", "y"]
    assert steps == {"z": [], "y": ["z"], "x": ["y", "z", "y"]}


def test_step_after_direct_and_indirect_dependency():
    assert build_waves({"a": [], "b": ["a"], "c": ["a", "b"]}) == [["a"], ["b"], ["c"]]


def test_unknown_dependency_reported_before_self_cycle_of_another_step():
    steps = {"lint": ["lint"], "deploy": ["lint", "artifact"]}
    with pytest.raises(KeyError) as info:
        build_waves(steps)
    assert info.value.args == ("artifact",)


def test_isolated_self_dependency_raises_value_error():
    with pytest.raises(ValueError):
        build_waves({"a": [], "b": ["a"], "c": ["c"]})
