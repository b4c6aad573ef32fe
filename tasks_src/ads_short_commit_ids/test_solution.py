import pytest

from solution import short_hashes

IDS = ["a1b2c3d4", "a1b2ffff", "0badc0de", "a1c00000"]


def test_abbreviations_respect_minimum_and_uniqueness():
    assert short_hashes(IDS, 4) == {
        "0badc0de": "0bad",
        "a1b2c3d4": "a1b2c",
        "a1b2ffff": "a1b2f",
        "a1c00000": "a1c0",
    }
    assert short_hashes(["0123456789", "f123456789"]) == {"0123456789": "0123456", "f123456789": "f123456"}


def test_empty_list_gives_empty_dict():
    result = short_hashes([], 4)
    assert result == {}
    assert type(result) is dict


def test_minimum_of_one_gives_shortest_unique_prefixes():
    assert short_hashes(IDS, 1) == {
        "0badc0de": "0",
        "a1b2c3d4": "a1b2c",
        "a1b2ffff": "a1b2f",
        "a1c00000": "a1c",
    }


def test_default_minimum_is_seven():
    assert short_hashes(IDS) == {
        "0badc0de": "0badc0d",
        "a1b2c3d4": "a1b2c3d",
        "a1b2ffff": "a1b2fff",
        "a1c00000": "a1c0000",
    }


def test_invalid_input_raises_value_error():
    with pytest.raises(ValueError):
        short_hashes(["abc123", "abc123"], 4)
    with pytest.raises(ValueError):
        short_hashes(["abc123", "abc1234"], 4)
    with pytest.raises(ValueError):
        short_hashes(["abc123"], 0)


def test_single_id():
    assert short_hashes(["deadbeef"], 4) == {"deadbeef": "dead"}


def test_longest_shared_prefix_with_either_neighbour_counts():
    ids = ["ffff0000", "12340000", "12345000", "12300000", "12345600"]
    assert short_hashes(ids, 2) == {
        "12300000": "1230",
        "12340000": "12340",
        "12345000": "123450",
        "12345600": "123456",
        "ffff0000": "ff",
    }
    assert ids == ["ffff0000", "12340000", "12345000", "12300000", "12345600"]


def test_minimum_longer_than_ids_gives_whole_id():
    assert short_hashes(["abcd", "abce"], 10) == {"abcd": "abcd", "abce": "abce"}


def test_ids_differing_in_last_character():
    assert short_hashes(["abcd1234", "abcd1235"], 1) == {"abcd1234": "abcd1234", "abcd1235": "abcd1235"}
    assert short_hashes(["abcd1234", "abce1234"], 1) == {"abcd1234": "abcd", "abce1234": "abce"}
    assert short_hashes(["deadbeef"], 1) == {"deadbeef": "d"}


def test_input_not_modified():
    ids = ["b2", "a1", "b3"]
    assert short_hashes(ids, 1) == {"a1": "a", "b2": "b2", "b3": "b3"}
    assert ids == ["b2", "a1", "b3"]


def test_ids_shorter_than_default_minimum_kept_whole():
    assert short_hashes(["abc12", "abd12", "f0000"]) == {"abc12": "abc12", "abd12": "abd12", "f0000": "f0000"}
    assert short_hashes(["abcd", "abce"], 4) == {"abcd": "abcd", "abce": "abce"}


def test_duplicates_mixed_lengths_and_small_minimum_rejected():
    with pytest.raises(ValueError):
        short_hashes(["ff01", "0a0a", "ff01"], 2)
    with pytest.raises(ValueError):
        short_hashes(["aaaa", "bbb"], 7)
    with pytest.raises(ValueError):
        short_hashes(["abcdef"], 0)
    with pytest.raises(ValueError):
        short_hashes([], -2)


def test_duplicate_id_among_distinct_ones_rejected():
    with pytest.raises(ValueError):
        short_hashes(["0a0a0a", "ffffff", "123456", "ffffff"], 1)


def test_mixed_lengths_rejected_even_when_minimum_exceeds_them():
    with pytest.raises(ValueError):
        short_hashes(["abcd", "abcde"], 10)


def test_minimum_longer_than_ids_with_several_ids():
    assert short_hashes(["9f", "a0", "a1"], 3) == {"9f": "9f", "a0": "a0", "a1": "a1"}
    assert short_hashes(["abc"], 4) == {"abc": "abc"}


def test_minimum_equal_to_id_length_gives_whole_id():
    assert short_hashes(["abc", "abd", "xyz"], 3) == {"abc": "abc", "abd": "abd", "xyz": "xyz"}


def test_minimum_of_zero_rejected():
    with pytest.raises(ValueError):
        short_hashes(["abcdef", "abcxyz"], 0)
    with pytest.raises(ValueError):
        short_hashes([], 0)
