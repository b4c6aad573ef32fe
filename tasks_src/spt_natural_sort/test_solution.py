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


def test_digit_chunk_before_text_chunk():
    assert natural_sorted(["b2", "a", "10", "1"]) == ["1", "10", "a", "b2"]
    assert natural_sorted(["v-a", "v-9", "v-"]) == ["v-", "v-9", "v-a"]


def test_text_is_case_insensitive():
    assert natural_sorted(["beta", "ALPHA10", "alpha2", "Alpha"]) == ["Alpha", "alpha2", "ALPHA10", "beta"]
    assert natural_sorted(["STRASSE2", "stra\u00dfe1"]) == ["stra\u00dfe1", "STRASSE2"]


def test_version_like_names():
    names = ["v1.10", "v2", "v1.9.1", "v1.9"]
    assert natural_sorted(names) == ["v1.9", "v1.9.1", "v1.10", "v2"]


def test_chunks_compared_left_to_right():
    assert natural_sorted(["x2", "10x", "2x"]) == ["2x", "10x", "x2"]
    assert natural_sorted(["a01b", "a1a"]) == ["a1a", "a01b"]
    names = ["chapter 10", "chapter 9a", "chapter 9 b", "chapter 9"]
    assert natural_sorted(names) == ["chapter 9", "chapter 9 b", "chapter 9a", "chapter 10"]


def test_empty_names_and_empty_list():
    assert natural_sorted(["b", "", "a"]) == ["", "a", "b"]
    assert natural_sorted([]) == []


def test_huge_numbers_compared_exactly():
    names = ["id100000000000000000001", "id99999999999999999999", "id100000000000000000000"]
    assert natural_sorted(names) == ["id99999999999999999999", "id100000000000000000000", "id100000000000000000001"]
    assert natural_sorted(["z9007199254740993x", "z9007199254740992y"]) == ["z9007199254740992y", "z9007199254740993x"]


def test_input_not_modified_and_duplicates_kept():
    names = ["b10", "b9", "b9"]
    result = natural_sorted(names)
    assert result == ["b9", "b9", "b10"]
    assert names == ["b10", "b9", "b9"]
    assert result is not names


def test_non_string_raises_type_error():
    with pytest.raises(TypeError):
        natural_sorted(["a", 1])
    with pytest.raises(TypeError):
        natural_sorted([None, "a"])
