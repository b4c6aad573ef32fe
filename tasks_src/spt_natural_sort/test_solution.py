import pytest

from solution import natural_sorted


def test_equal_keys_ordered_by_original_string():
    names = ["file1", "file01", "File1", "file001"]
    assert natural_sorted(names) == ["File1", "file001", "file01", "file1"]


def test_numbers_compare_by_value():
    result = natural_sorted(["file10.txt", "file2.txt", "file1.txt"])
    assert result == ["file1.txt", "file2.txt", "file10.txt"]
    assert type(result) is list


def test_only_ascii_digits_are_numbers():
    assert natural_sorted(["n\u0663", "n10", "n2"]) == ["n2", "n10", "n\u0663"]
    assert natural_sorted(["x\u00b2", "x10", "x2"]) == ["x2", "x10", "x\u00b2"]


def test_other_unicode_decimal_digits_are_text():
    names = ["p\uff15", "p40", "p3", "p\u096b0"]
    assert natural_sorted(names) == ["p3", "p40", "p\u096b0", "p\uff15"]
    assert natural_sorted(["r\u0663\u0663", "r\u0665"]) == ["r\u0663\u0663", "r\u0665"]


def test_text_is_case_insensitive():
    assert natural_sorted(["beta", "ALPHA10", "alpha2", "Alpha"]) == ["Alpha", "alpha2", "ALPHA10", "beta"]
    assert natural_sorted(["STRASSE2", "stra\u00dfe1"]) == ["stra\u00dfe1", "STRASSE2"]


def test_casefold_not_lower_or_upper():
    assert natural_sorted(["strasse10", "stra\u00dfe2"]) == ["stra\u00dfe2", "strasse10"]
    names = ["\u03bf\u03b4\u03bf\u03c23", "\u039f\u0394\u039f\u03a32", "\u03bf\u03b4\u03bf\u03c21"]
    assert natural_sorted(names) == ["\u03bf\u03b4\u03bf\u03c21", "\u039f\u0394\u039f\u03a32", "\u03bf\u03b4\u03bf\u03c23"]
    assert natural_sorted(["a", "[", "Z", "_"]) == ["[", "_", "a", "Z"]


def test_chunks_compared_left_to_right():
    assert natural_sorted(["x2", "10x", "2x"]) == ["2x", "10x", "x2"]
    assert natural_sorted(["a01b", "a1a"]) == ["a1a", "a01b"]
    names = ["chapter 10", "chapter 9a", "chapter 9 b", "chapter 9"]
    assert natural_sorted(names) == ["chapter 9", "chapter 9 b", "chapter 9a", "chapter 10"]
    assert natural_sorted(["STRASSE 10", "Stra\u00dfe 9"]) == ["Stra\u00dfe 9", "STRASSE 10"]
    names = ["n18446744073709551617 b", "n18446744073709551616 c"]
    assert natural_sorted(names) == ["n18446744073709551616 c", "n18446744073709551617 b"]


def test_digit_chunk_before_text_chunk():
    assert natural_sorted(["b2", "a", "10", "1"]) == ["1", "10", "a", "b2"]
    assert natural_sorted(["v-a", "v-9", "v-"]) == ["v-", "v-9", "v-a"]


def test_huge_numbers_compared_exactly():
    names = ["id100000000000000000001", "id99999999999999999999", "id100000000000000000000"]
    assert natural_sorted(names) == ["id99999999999999999999", "id100000000000000000000", "id100000000000000000001"]
    assert natural_sorted(["z9007199254740993x", "z9007199254740992y"]) == ["z9007199254740992y", "z9007199254740993x"]


def test_huge_numbers_beyond_float_precision():
    names = ["k10000000000000000001a", "k10000000000000000000b"]
    assert natural_sorted(names) == ["k10000000000000000000b", "k10000000000000000001a"]
    big = "9" * 400
    names = [big + "1a", big + "0b", "8" + big + "c"]
    assert natural_sorted(names) == ["8" + big + "c", big + "0b", big + "1a"]


def test_input_not_modified_and_duplicates_kept():
    names = ["B10", "b9", "b09", "b9"]
    result = natural_sorted(names)
    assert result == ["b09", "b9", "b9", "B10"]
    assert names == ["B10", "b9", "b09", "b9"]
    assert result is not names


def test_tie_break_on_code_points_of_originals():
    names = ["a1", "A01", "a01", "A1", "a001"]
    assert natural_sorted(names) == ["A01", "A1", "a001", "a01", "a1"]
    assert natural_sorted(["x7", "x007", "X7"]) == ["X7", "x007", "x7"]


def test_non_string_raises_type_error():
    with pytest.raises(TypeError):
        natural_sorted(["a", 1])
    with pytest.raises(TypeError):
        natural_sorted([None, "a"])


def test_version_like_names():
    names = ["v1.10", "v2", "v1.9.1", "v1.9"]
    assert natural_sorted(names) == ["v1.9", "v1.9.1", "v1.10", "v2"]


def test_shorter_name_with_fewer_chunks_first():
    assert natural_sorted(["file1", "file", "FILE1a", ""]) == ["", "file", "file1", "FILE1a"]
    assert natural_sorted(["x1y", "x1", "x01y2"]) == ["x1", "x1y", "x01y2"]


def test_empty_names_and_empty_list():
    assert natural_sorted(["b", "", "a"]) == ["", "a", "b"]
    empty = []
    result = natural_sorted(empty)
    assert result == []
    assert type(result) is list
    assert result is not empty
    names = ["a", "b"]
    result = natural_sorted(names)
    assert result == ["a", "b"]
    assert result is not names


def test_leading_zeros_and_digit_look_alikes():
    assert natural_sorted(["a007b2", "a7b1", "a7b"]) == ["a7b", "a7b1", "a007b2"]
    assert natural_sorted(["v\u00b2", "v0", "v00"]) == ["v0", "v00", "v\u00b2"]
    assert natural_sorted(["v\u0663", "v10", "v010"]) == ["v010", "v10", "v\u0663"]
    assert natural_sorted(["x", "7x", "007"]) == ["007", "7x", "x"]


def test_non_string_elements_of_any_kind_raise():
    with pytest.raises(TypeError):
        natural_sorted([1])
    with pytest.raises(TypeError):
        natural_sorted(["a", "b", b"c"])
    with pytest.raises(TypeError):
        natural_sorted(["a10", 2.5, "a2"])
