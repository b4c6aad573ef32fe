import pytest

from solution import parse_range


def test_single_closed_range():
    result = parse_range("bytes=0-499", 1000)
    assert result == [(0, 499)]
    assert type(result) is list and type(result[0]) is tuple
    assert parse_range("BYTES=0-499", 1000, max_ranges=1) == [(0, 499)]


def test_open_ended_range():
    assert parse_range("bytes=500-", 1000) == [(500, 999)]


def test_suffix_range():
    assert parse_range("bytes=-200", 1000) == [(800, 999)]
    assert parse_range("bytes=-5000", 1000) == [(0, 999)]
    assert parse_range("bytes=-1", 1000) == [(999, 999)]
    assert parse_range("bytes=-1000", 1000) == [(0, 999)]
    assert parse_range("bytes=-999", 1000) == [(1, 999)]


def test_end_clipped_to_resource():
    assert parse_range("bytes=900-5000", 1000) == [(900, 999)]


def test_multiple_ranges_kept_in_order_unmerged():
    assert parse_range("bytes=500-599, 0-99 ,\t0-99,50-150", 1000) == [
        (500, 599), (0, 99), (0, 99), (50, 150)]
    assert parse_range("bytes=5-100,0-1", 10) == [(5, 9), (0, 1)]


def test_unsatisfiable_gives_empty_list():
    assert parse_range("bytes=1000-", 1000) == []
    assert parse_range("bytes=1000-2000", 1000) == []
    assert parse_range("bytes=-0, 10-", 10) == []


def test_satisfiability_boundaries():
    assert parse_range("bytes=999-", 1000) == [(999, 999)]
    assert parse_range("bytes=1000-1000", 1000) == []
    assert parse_range("bytes=999-999", 1000) == [(999, 999)]
    assert parse_range("bytes=998-999", 1000) == [(998, 999)]
    assert parse_range("bytes=-0", 1000) == []
    assert parse_range("bytes=-0,1000-,5-5", 1000) == [(5, 5)]
    assert parse_range("bytes=0-0", 1) == [(0, 0)]
    assert parse_range("bytes=-1", 1) == [(0, 0)]
    assert parse_range("bytes=-3", 1) == [(0, 0)]
    assert parse_range("bytes=-3", 0) == []
    assert parse_range("bytes=998-1005", 1000) == [(998, 999)]
    assert parse_range("bytes=998-", 1000) == [(998, 999)]
    assert parse_range("bytes=0-1\n", 1000) is None
    assert parse_range("bytes=\x0b0-1", 1000) is None


def test_empty_resource():
    assert parse_range("bytes=0-", 0) == []
    assert parse_range("bytes=-10", 0) == []


def test_invalid_syntax_gives_none():
    for header in ("bytes=", "bytes=abc", "bytes=-", "bytes=5", "bytes=1-2-3", "bytes=0-1,,2-3",
                   "bytes=0-1,", "bytes =0-1", " bytes=0-1", "items=0-1", "0-1", "bytes=+1-2",
                   "bytes=1 -2", "bytes=\u0661-2", "bytes:0-1", "bytes=10-9", "bytes=0-0,7-6"):
        assert parse_range(header, 1000) is None


def test_unit_case_and_leading_zeros():
    assert parse_range("Bytes=007-010", 1000) == [(7, 10)]
    assert parse_range("BYTES=-010", 1000) == [(990, 999)]


def test_reversed_range_invalidates_whole_header():
    assert parse_range("bytes=0-10, 500-499", 1000) is None
    assert parse_range("bytes=5000-10", 1000) is None
    assert parse_range("bytes=10-10", 1000) == [(10, 10)]
    assert parse_range("bytes=11-10,-0", 20) is None


def test_too_many_ranges_and_argument_errors():
    assert parse_range("bytes=" + ",".join(["0-0"] * 3), 10, max_ranges=3) == [(0, 0)] * 3
    assert parse_range("bytes=" + ",".join(["0-0"] * 4), 10, max_ranges=3) is None
    with pytest.raises(ValueError):
        parse_range("bytes=0-1", -1)
    with pytest.raises(ValueError):
        parse_range("bytes=0-1", 10, max_ranges=0)


def test_default_limit_and_mixed_satisfiability():
    assert parse_range("bytes=" + ",".join(["1-1"] * 16), 10) == [(1, 1)] * 16
    assert parse_range("bytes=" + ",".join(["1-1"] * 17), 10) is None
    assert parse_range("bytes=20-30, -3, 2-", 10) == [(7, 9), (2, 9)]
    assert parse_range("bytes=0-1", 0) == []
    with pytest.raises(ValueError):
        parse_range("bytes=0-1", -1, max_ranges=1)
    with pytest.raises(ValueError):
        parse_range("bytes=0-1", 10, max_ranges=0)
    assert parse_range("bytes=0-1", 10, max_ranges=1) == [(0, 1)]


def test_malformed_specs_or_spaced_unit_give_none():
    for header in ("bytes=0-1,,2-3", "bytes=0-1, \t", "bytes =0-1", "\tbytes=0-1",
                   "bytes=\u0661-2", "bytes=1-\u0662", "bytes=0x1-2", "bytes=-", "bytes=1.5-2"):
        assert parse_range(header, 10) is None
    assert parse_range("bytes= 0-1\t", 10) == [(0, 1)]


def test_unit_in_any_letter_case():
    result = parse_range("bYtEs=0-0", 5)
    assert result == [(0, 0)]
    assert type(result[0][0]) is int
    assert parse_range("BYTES=2-", 5) == [(2, 4)]
    assert parse_range("Bytes\t=0-1", 5) is None
    assert parse_range(" BYTES=2-", 5) is None


def test_reversed_spec_invalidates_whole_header():
    assert parse_range("bytes=0-1, 9-3", 10) is None
    assert parse_range("bytes=-2,3-2", 10) is None
    assert parse_range("bytes=3-3", 10) == [(3, 3)]


def test_zero_length_suffix_is_unsatisfiable():
    assert parse_range("bytes=-0,-00", 10) == []
    assert parse_range("bytes=0-0, -0", 3) == [(0, 0)]
    assert parse_range("bytes=-000", 3) == []


def test_ranges_returned_in_header_order():
    assert parse_range("bytes=5-9,0-4", 10) == [(5, 9), (0, 4)]
    assert parse_range("bytes=-2, 1-1, 1-3", 10) == [(8, 9), (1, 1), (1, 3)]
    assert parse_range("bytes=-20, 0-0", 10) == [(0, 9), (0, 0)]


def test_blank_or_non_ascii_digit_specs_invalidate_header():
    for header in ("bytes=,0-1", "bytes=0-1, ,2-3", "bytes=4-\t,", "bytes=2-\u0663",
                   "bytes=-\u0665", "bytes=\uff10-1"):
        assert parse_range(header, 10) is None
