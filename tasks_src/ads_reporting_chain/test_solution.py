import copy

import pytest

from solution import reporting_chain

ORG = {
    "ceo": None,
    "cto": "ceo",
    "cfo": "ceo",
    "eng_lead": "cto",
    "dev": "eng_lead",
    "accountant": "cfo",
}


def test_chain_from_bottom_to_top():
    result = reporting_chain(ORG, "dev")
    assert result == ["dev", "eng_lead", "cto", "ceo"]
    assert type(result) is list


def test_middle_manager_chain():
    assert reporting_chain(ORG, "accountant") == ["accountant", "cfo", "ceo"]


def test_cycle_not_through_employee_raises_value_error():
    org = {"a": "b", "b": "c", "c": "d", "d": "b"}
    with pytest.raises(ValueError):
        reporting_chain(org, "a")


def test_top_person_is_single_element_chain():
    assert reporting_chain(ORG, "ceo") == ["ceo"]


def test_self_manager_raises_value_error():
    with pytest.raises(ValueError):
        reporting_chain({"boss": "boss", "x": "boss"}, "x")


def test_unknown_employee_raises_key_error():
    with pytest.raises(KeyError) as info:
        reporting_chain(ORG, "intern")
    assert info.value.args == ("intern",)


def test_dangling_manager_on_the_walk_raises_key_error():
    org = {"dev": "lead", "lead": "vp", "other": None}
    with pytest.raises(KeyError) as info:
        reporting_chain(org, "dev")
    assert info.value.args == ("vp",)


def test_cycle_through_employee_raises_value_error():
    with pytest.raises(ValueError):
        reporting_chain({"x": "y", "y": "x", "z": None}, "y")


def test_problems_elsewhere_in_the_mapping_are_ignored():
    org = dict(ORG)
    org.update({"p": "q", "q": "p", "orphan": "ghost"})
    assert reporting_chain(org, "eng_lead") == ["eng_lead", "cto", "ceo"]


def test_several_top_people():
    org = {"founder_a": None, "founder_b": None, "ops": "founder_b"}
    assert reporting_chain(org, "ops") == ["ops", "founder_b"]
    org = {"": None, "ops": "", "help": "ops"}
    assert reporting_chain(org, "help") == ["help", "ops", ""]


def test_manager_named_empty_string_is_followed():
    org = {"a": "", "": "top", "top": None}
    assert reporting_chain(org, "a") == ["a", "", "top"]


def test_key_error_names_the_missing_manager():
    with pytest.raises(KeyError) as info:
        reporting_chain({"a": "ghost", "b": None}, "a")
    assert info.value.args == ("ghost",)


def test_mapping_not_modified():
    org = copy.deepcopy(ORG)
    reporting_chain(org, "dev")
    assert org == ORG


def test_own_manager_reached_midway_is_a_cycle():
    with pytest.raises(ValueError):
        reporting_chain({"a": "b", "b": "b"}, "a")


def test_empty_string_employee_at_the_top():
    assert reporting_chain({"": None, "x": ""}, "") == [""]
    with pytest.raises(ValueError):
        reporting_chain({"": ""}, "")


def test_unreached_dangling_entry_is_ignored():
    org = {"a": None, "x": "ghost"}
    assert reporting_chain(org, "a") == ["a"]
    assert org == {"a": None, "x": "ghost"}
    assert reporting_chain({"m": "n", "n": None, "loop": "loop", "y": "nobody"}, "m") == ["m", "n"]


def test_key_error_names_the_manager_missing_at_the_end_of_a_long_walk():
    org = {"a": "b", "b": "c", "c": "d"}
    with pytest.raises(KeyError) as info:
        reporting_chain(org, "a")
    assert info.value.args == ("d",)


def test_broken_entries_off_the_walk_are_ignored_and_kept():
    org = {"boss": None, "worker": "boss", "loop1": "loop2", "loop2": "loop1", "stray": "missing"}
    assert reporting_chain(org, "worker") == ["worker", "boss"]
    assert org == {"boss": None, "worker": "boss", "loop1": "loop2", "loop2": "loop1", "stray": "missing"}


def test_dangling_manager_of_someone_off_the_walk_is_ignored():
    org = {"lead": None, "dev": "lead", "contractor": "agency"}
    assert reporting_chain(org, "dev") == ["dev", "lead"]
