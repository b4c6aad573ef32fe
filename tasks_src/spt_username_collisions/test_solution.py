import pytest

from solution import find_collisions


def test_case_folding_sharp_s():
    names = ["Straße", "bob", "STRASSE", "strasse"]
    assert find_collisions(names) == [["Straße", "STRASSE", "strasse"]]


def test_plain_case_difference_and_result_types():
    result = find_collisions(["Alice", "carol", "ALICE"])
    assert result == [["Alice", "ALICE"]]
    assert type(result) is list and type(result[0]) is list


def test_compatibility_forms_collide():
    # full-width letters and the fi ligature
    names = ["\uff42\uff4f\uff42", "file", "bob", "\ufb01le"]
    assert find_collisions(names) == [["\uff42\uff4f\uff42", "bob"], ["file", "\ufb01le"]]


def test_no_collisions_and_empty_input():
    assert find_collisions([]) == []
    assert find_collisions(["anna", "hannah", "Otto"]) == []


def test_zero_width_and_soft_hyphen_removed():
    names = ["bo\u200bb", "dave", "bob", "da\u00adve", "d\u200dave"]
    assert find_collisions(names) == [["bo\u200bb", "bob"], ["dave", "da\u00adve", "d\u200dave"]]


def test_accents_are_kept_but_composition_is_not():
    names = ["café", "cafe", "cafe\u0301", "CAFÉ"]
    assert find_collisions(names) == [["café", "cafe\u0301", "CAFÉ"]]


def test_format_characters_removed_before_stripping():
    names = ["\u200b eve", "eve", "  mallory\t", "Mallory", "e ve"]
    assert find_collisions(names) == [["\u200b eve", "eve"], ["  mallory\t", "Mallory"]]


def test_exact_duplicates_are_not_collisions():
    assert find_collisions(["zoe", "zoe", "max"]) == []
    assert find_collisions(["zoe", "ZOE", "zoe", "Zoe", "ZOE"]) == [["zoe", "ZOE", "Zoe"]]


def test_groups_ordered_by_first_member():
    names = ["x1", "Kim", "Lee", "LEE", "KIM", "x1"]
    assert find_collisions(names) == [["Kim", "KIM"], ["Lee", "LEE"]]
    names = ["zed", "amy", "AMY", "ZED"]
    assert find_collisions(names) == [["zed", "ZED"], ["amy", "AMY"]]


def test_greek_final_sigma_and_kelvin_sign():
    names = ["ΣΑΣ", "σας", "\u212aelvin", "kelvin"]
    assert find_collisions(names) == [["ΣΑΣ", "σας"], ["\u212aelvin", "kelvin"]]


def test_empty_key_raises_value_error():
    with pytest.raises(ValueError):
        find_collisions(["ok", ""])
    with pytest.raises(ValueError):
        find_collisions(["   "])
    with pytest.raises(ValueError):
        find_collisions(["ok", "\u200b\u200d"])


def test_input_list_not_modified():
    names = ["Bob", "BOB", "ann"]
    find_collisions(names)
    assert names == ["Bob", "BOB", "ann"]


def test_non_string_raises_type_error():
    with pytest.raises(TypeError):
        find_collisions(["bob", None])
    with pytest.raises(TypeError):
        find_collisions([42])
