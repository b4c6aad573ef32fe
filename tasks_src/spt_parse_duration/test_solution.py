import pytest

from solution import parse_duration


def test_decimal_numbers_are_exact():
    assert parse_duration("1.001s") == 1001
    assert parse_duration("1.5h") == 5_400_000
    assert parse_duration("0.25s") == 250


def test_hours_and_minutes():
    result = parse_duration("1h30m")
    assert result == 5_400_000
    assert type(result) is int


def test_ms_is_one_unit_not_minutes():
    assert parse_duration("5ms") == 5
    assert parse_duration("5m") == 300_000
    assert parse_duration("1m5ms") == 60_005
    assert parse_duration("1s1ms") == 1_001


def test_decimal_seconds_are_not_rounded_through_float():
    result = parse_duration("1.013s")
    assert result == 1013
    assert type(result) is int
    assert parse_duration("2m 1.001s") == 121_001


def test_units_out_of_order_or_repeated():
    for text in ["30m1h", "1h1h", "1ms5m", "1s2d", "5s5s"]:
        with pytest.raises(ValueError):
            parse_duration(text)


def test_smaller_unit_before_larger_raises():
    for text in ["1s 1m", "2h 2h", "10ms1s", "3m 4d"]:
        with pytest.raises(ValueError):
            parse_duration(text)


def test_total_must_be_whole_milliseconds():
    for text in ["2.5ms", "0.0005s", "1.0001s"]:
        with pytest.raises(ValueError):
            parse_duration(text)


def test_spaces_between_and_around_components():
    assert parse_duration("1h 30m") == 5_400_000
    assert parse_duration("  45s ") == 45_000
    assert parse_duration("2d   4h") == 187_200_000


def test_malformed_text_raises():
    malformed = [
        "", "   ", "90", "1 h", "1H", "h", "-1s", "1.s", ".5s", "1hh", "1h30",
        "1h\t30m", "\t1s", "1s\n", "1sX", "X1s", "1,5h", "1e3s",
    ]
    for text in malformed:
        with pytest.raises(ValueError):
            parse_duration(text)


def test_fractional_millisecond_total_raises():
    for text in ["1.5ms", "1s 0.1ms", "0.0001s"]:
        with pytest.raises(ValueError):
            parse_duration(text)


def test_fractions_add_up_to_whole_milliseconds():
    assert parse_duration("1.5m30s") == 120_000
    assert parse_duration("1.0005s0.5ms") == 1_001
    assert parse_duration("0.0005s 0.5ms") == 1


def test_only_plain_spaces_separate_components():
    for text in ["1m\t5s", "2h\n", "\r1s", "1h\u00a030m", "\u00a01s"]:
        with pytest.raises(ValueError):
            parse_duration(text)


def test_dot_needs_digits_on_both_sides():
    for text in [".5s", "1.h", ".25ms", "1h .5m", "2..5s", "."]:
        with pytest.raises(ValueError):
            parse_duration(text)


def test_non_ascii_digits_rejected():
    for text in ["\u0663s", "1\u00b2s", "\uff11h", ".75s", "3.m"]:
        with pytest.raises(ValueError):
            parse_duration(text)


def test_tab_or_newline_between_components_raises():
    for text in ["1d\t2h", "1m\n1s", "5s\t", "\n5s", "1s\x0b"]:
        with pytest.raises(ValueError):
            parse_duration(text)


def test_zero_and_leading_zeros():
    assert parse_duration("0s") == 0
    assert parse_duration("0d0ms") == 0
    assert parse_duration("007s") == 7_000
    assert parse_duration("01.50s") == 1_500


def test_repeated_unit_after_other_units_raises():
    for text in ["1d2h1d", "1h 30m 10m", "1m1ms1s", "0s 0s"]:
        with pytest.raises(ValueError):
            parse_duration(text)


def test_all_units_together():
    assert parse_duration("2d3h4m5s6ms") == 183_845_006


def test_sub_millisecond_remainder_raises():
    for text in ["0.5ms", "1m 0.0001s", "1.25ms"]:
        with pytest.raises(ValueError):
            parse_duration(text)


def test_large_values():
    assert parse_duration("100000d") == 8_640_000_000_000
    assert parse_duration("0.00005d") == 4_320
