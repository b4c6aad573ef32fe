import pytest

from solution import find_collisions


def test_case_folding_sharp_s():
    names = ["Straße", "bob", "STRASSE", "strasse"]
    assert find_collisions(names) == [["Straße", "STRASSE", "strasse"]]
    assert find_collisions(["Straße", "strasse", "Straße"]) == [["Straße", "strasse"]]


def test_plain_case_difference_and_result_types():
    result = find_collisions(["Alice", "carol", "ALICE"])
    assert result == [["Alice", "ALICE"]]
    assert type(result) is list and type(result[0]) is list


def test_compatibility_forms_collide():
    # full-width letters and the fi ligature
    names = ["\uff42\uff4f\uff42", "file", "bob", "\ufb01le"]
    assert find_collisions(names) == [["\uff42\uff4f\uff42", "bob"], ["file", "\ufb01le"]]


def test_full_width_letters_and_sharp_s_fold():
    names = ["\uff2d\uff21\uff38", "ma\u00df", "max", "MASS"]
    assert find_collisions(names) == [["\uff2d\uff21\uff38", "max"], ["ma\u00df", "MASS"]]


def test_zero_width_and_soft_hyphen_removed():
    names = ["bo\u200bb", "dave", "bob", "da\u00adve", "d\u200dave"]
    assert find_collisions(names) == [["bo\u200bb", "bob"], ["dave", "da\u00adve", "d\u200dave"]]
    with pytest.raises(ValueError):
        find_collisions(["dave", "\u200d\u00ad"])


def test_word_joiner_and_soft_hyphen_around_spaces():
    names = ["jo\u2060e", "joe", "\u00ad Joe \u200b"]
    assert find_collisions(names) == [["jo\u2060e", "joe", "\u00ad Joe \u200b"]]


def test_format_characters_removed_before_stripping():
    names = ["\u200b eve", "eve", "  mallory\t", "Mallory", "e ve"]
    assert find_collisions(names) == [["\u200b eve", "eve"], ["  mallory\t", "Mallory"]]
    assert find_collisions(["  ann   lee ", "ann lee"]) == []


def test_accents_are_kept_but_composition_is_not():
    names = ["café", "cafe", "cafe\u0301", "CAFÉ"]
    assert find_collisions(names) == [["café", "cafe\u0301", "CAFÉ"]]


def test_accented_and_plain_letters_stay_apart():
    names = ["r\u00e9sum\u00e9", "resume", "R\u00c9SUM\u00c9", "resum\u00e9"]
    assert find_collisions(names) == [["r\u00e9sum\u00e9", "R\u00c9SUM\u00c9"]]


def test_exact_duplicates_are_not_collisions():
    assert find_collisions(["zoe", "zoe", "max"]) == []
    assert find_collisions(["zoe", "ZOE", "zoe", "Zoe", "ZOE"]) == [["zoe", "ZOE", "Zoe"]]


def test_groups_ordered_by_first_member():
    names = ["x1", "Kim", "Lee", "LEE", "KIM", "x1"]
    assert find_collisions(names) == [["Kim", "KIM"], ["Lee", "LEE"]]
    names = ["zed", "amy", "AMY", "ZED"]
    assert find_collisions(names) == [["zed", "ZED"], ["amy", "AMY"]]
    assert names == ["zed", "amy", "AMY", "ZED"]


def test_inner_double_space_is_kept():
    names = ["ann  lee", "ann lee", "Ann  Lee"]
    assert find_collisions(names) == [["ann  lee", "Ann  Lee"]]


def test_inner_tab_differs_from_space():
    names = ["a\tb", "a b", "A\tB", "a  b"]
    assert find_collisions(names) == [["a\tb", "A\tB"]]
    assert find_collisions(["ann\u3000lee", "ann lee", "ann\tlee"]) == [["ann\u3000lee", "ann lee"]]


def test_empty_key_raises_value_error():
    with pytest.raises(ValueError):
        find_collisions(["ok", ""])
    with pytest.raises(ValueError):
        find_collisions(["   "])
    with pytest.raises(ValueError):
        find_collisions(["ok", "\u200b\u200d"])


def test_greek_final_sigma_and_kelvin_sign():
    names = ["ΣΑΣ", "σας", "\u212aelvin", "kelvin"]
    assert find_collisions(names) == [["ΣΑΣ", "σας"], ["\u212aelvin", "kelvin"]]
    assert find_collisions(["\u03c3\u03b1\u03c3", "\u03a3\u0391\u03a3"]) == [["\u03c3\u03b1\u03c3", "\u03a3\u0391\u03a3"]]
    assert find_collisions(["\u03c3\u03ac\u03c2", "\u03a3\u0391\u03a3", "\u03a3\u0386\u03a3"]) == [
        ["\u03c3\u03ac\u03c2", "\u03a3\u0386\u03a3"]]


def test_input_list_not_modified():
    names = ["Bob", "BOB", "ann"]
    find_collisions(names)
    assert names == ["Bob", "BOB", "ann"]


def test_non_string_raises_type_error():
    with pytest.raises(TypeError):
        find_collisions(["bob", None])
    with pytest.raises(TypeError):
        find_collisions([42])


def test_non_string_after_valid_names_raises_type_error():
    with pytest.raises(TypeError):
        find_collisions(["a", "A", b"a"])


def test_invisible_only_name_raises_value_error():
    for names in [["x", "\u00ad"], ["\t\n"], ["a", "A", "\ufeff \u200b"]]:
        with pytest.raises(ValueError):
            find_collisions(names)


def test_no_collisions_and_empty_input():
    assert find_collisions([]) == []
    assert find_collisions(["anna", "hannah", "Otto"]) == []
