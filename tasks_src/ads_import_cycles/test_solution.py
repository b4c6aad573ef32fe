import copy

from solution import import_cycles


def test_two_module_cycle_among_acyclic_modules():
    imports = {
        "app": ["db", "utils", "logging"],
        "db": ["models"],
        "models": ["db", "utils"],
        "utils": [],
    }
    assert import_cycles(imports) == [["db", "models"]]


def test_no_cycles_gives_empty_list():
    result = import_cycles({"a": ["b"], "b": ["c"], "c": []})
    assert result == []
    assert type(result) is list
    assert import_cycles({}) == []


def test_cycles_joined_one_way_stay_separate():
    imports = {"a": ["b"], "b": ["a", "c"], "c": ["d"], "d": ["c"]}
    assert import_cycles(imports) == [["a", "b"], ["c", "d"]]


def test_module_importing_itself_is_a_group():
    result = import_cycles({"x": ["x"], "y": ["x"]})
    assert result == [["x"]]
    assert type(result[0]) is list


def test_modules_only_leading_into_or_out_of_a_cycle_excluded():
    imports = {"cli": ["core"], "core": ["plugins"], "plugins": ["core", "log"], "log": []}
    assert import_cycles(imports) == [["core", "plugins"]]


def test_imports_outside_the_project_are_ignored():
    imports = {"web": ["requests", "json", "api"], "api": ["web", "os"], "cfg": ["yaml"]}
    assert import_cycles(imports) == [["api", "web"]]


def test_groups_sorted_inside_and_by_first_name():
    imports = {"z": ["y"], "y": ["x"], "x": ["z"], "n": ["m"], "m": ["n"]}
    assert import_cycles(imports) == [["m", "n"], ["x", "y", "z"]]


def test_repeated_imports_mean_nothing_extra():
    imports = {"p": ["q", "q", "r"], "q": ["p", "p"], "r": ["r", "r"]}
    assert import_cycles(imports) == [["p", "q"], ["r"]]


def test_self_import_inside_group_and_alone():
    imports = {"d": ["c"], "c": ["c"], "b": ["a"], "a": ["a", "b"]}
    assert import_cycles(imports) == [["a", "b"], ["c"]]


def test_input_not_modified():
    imports = {"m1": ["m2", "ext"], "m2": ["m1"], "m3": ["m1"]}
    before = copy.deepcopy(imports)
    assert import_cycles(imports) == [["m1", "m2"]]
    assert imports == before


def test_cycles_sharing_a_module_merge():
    imports = {"a": ["b"], "b": ["a", "c"], "c": ["b"], "d": ["a"]}
    assert import_cycles(imports) == [["a", "b", "c"]]
    long_loop = {"e": ["f"], "f": ["g"], "g": ["h"], "h": ["f", "e"]}
    assert import_cycles(long_loop) == [["e", "f", "g", "h"]]


def test_cycle_importing_another_cycle_gives_two_groups():
    imports = {"x": ["y"], "y": ["x"], "p": ["q", "x"], "q": ["p"]}
    assert import_cycles(imports) == [["p", "q"], ["x", "y"]]


def test_acyclic_or_empty_project_gives_empty_list():
    assert import_cycles({"a": ["os"], "b": ["a", "a"]}) == []
    result = import_cycles({})
    assert result == []
    assert type(result) is list


def test_import_of_unknown_module_does_not_fail():
    assert import_cycles({"a": ["b"], "b": ["c"]}) == []


def test_import_lists_unchanged():
    imports = {"b": ["a", "ext", "a"], "a": ["b"]}
    b_list = imports["b"]
    assert import_cycles(imports) == [["a", "b"]]
    assert imports == {"b": ["a", "ext", "a"], "a": ["b"]}
    assert list(imports) == ["b", "a"]
    assert imports["b"] is b_list


def test_self_import_next_to_plain_import():
    assert import_cycles({"m": ["m", "n"], "n": []}) == [["m"]]


def test_chain_of_separate_cycles_and_bridge():
    imports = {
        "auth": ["session", "crypto"],
        "session": ["auth"],
        "crypto": ["hashing"],
        "hashing": ["crypto", "util"],
        "util": [],
        "views": ["auth", "views"],
    }
    assert import_cycles(imports) == [["auth", "session"], ["crypto", "hashing"], ["views"]]
