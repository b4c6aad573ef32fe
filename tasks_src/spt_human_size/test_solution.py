import pytest

from solution import format_size


def test_exact_halves_round_up():
    assert format_size(1280) == "1.3 KiB"
    assert format_size(2304) == "2.3 KiB"
    assert format_size(1279) == "1.2 KiB"
    assert format_size(1250, binary=False) == "1.3 kB"


def test_counts_below_base_are_plain_bytes():
    assert format_size(0) == "0 B"
    assert format_size(1) == "1 B"
    assert format_size(1023) == "1023 B"
    assert format_size(999, binary=False) == "999 B"


def test_rounding_uses_exact_value_not_float():
    assert format_size(1150, binary=False) == "1.2 kB"
    assert format_size(2650, binary=False) == "2.7 kB"
    assert format_size(1140, binary=False) == "1.1 kB"


def test_whole_units_keep_one_decimal():
    result = format_size(1024)
    assert result == "1.0 KiB"
    assert type(result) is str
    assert format_size(10 * 1024) == "10.0 KiB"
    assert format_size(1536) == "1.5 KiB"


def test_rounding_up_to_base_moves_to_next_unit():
    assert format_size(1048575) == "1.0 MiB"
    assert format_size(1048525) == "1.0 MiB"
    assert format_size(1048524) == "1023.9 KiB"
    assert format_size(999950, binary=False) == "1.0 MB"
    assert format_size(999949, binary=False) == "999.9 kB"


def test_binary_unit_names():
    assert format_size(1048576) == "1.0 MiB"
    assert format_size(5 * 2**30) == "5.0 GiB"
    assert format_size(2**40) == "1.0 TiB"
    assert format_size(2**50) == "1.0 PiB"
    assert format_size(2**60) == "1.0 EiB"


def test_decimal_unit_names_and_default_is_binary():
    assert format_size(1000, binary=False) == "1.0 kB"
    assert format_size(1000) == "1000 B"
    assert format_size(0, binary=False) == "0 B"
    assert format_size(1500000, binary=False) == "1.5 MB"
    assert format_size(2 * 10**9, binary=False) == "2.0 GB"
    assert format_size(3 * 10**12, binary=False) == "3.0 TB"
    assert format_size(10**15, binary=False) == "1.0 PB"
    assert format_size(10**18, binary=False) == "1.0 EB"
    assert format_size(2 * 10**21, binary=False) == "2000.0 EB"


def test_largest_unit_absorbs_bigger_counts():
    assert format_size(2**70) == "1024.0 EiB"
    assert format_size(2**70 - 1) == "1024.0 EiB"
    assert format_size(10**21, binary=False) == "1000.0 EB"


def test_value_just_below_next_unit_boundary():
    assert format_size(1126) == "1.1 KiB"
    assert format_size(1023 * 1024) == "1023.0 KiB"
    assert format_size(1024 * 1024 - 103) == "1023.9 KiB"
    assert format_size(1024) == "1.0 KiB"


def test_negative_raises_value_error():
    with pytest.raises(ValueError):
        format_size(-1)
    with pytest.raises(ValueError):
        format_size(-2048, binary=False)


def test_non_int_raises_type_error():
    for bad in (1.5, "10", None, True):
        with pytest.raises(TypeError):
            format_size(bad)
    with pytest.raises(ValueError):
        format_size(-1024, binary=False)


def test_bool_and_float_rejected():
    for bad in (False, True, 1024.0):
        with pytest.raises(TypeError):
            format_size(bad, binary=False)


def test_mega_and_giga_rollover():
    assert format_size(2**30 - 1) == "1.0 GiB"
    assert format_size(10**12 - 1, binary=False) == "1.0 TB"
    assert format_size(2**60 - 2**40) == "1.0 EiB"
    assert format_size(2**50 - 1) == "1.0 PiB"
    assert format_size(10**21 - 1, binary=False) == "1000.0 EB"


def test_rollover_from_kib_and_kb():
    assert format_size(1048575) == "1.0 MiB"
    assert format_size(999999, binary=False) == "1.0 MB"
    assert format_size(1047552) == "1023.0 KiB"


def test_decimal_kilo_is_lower_case():
    assert format_size(1500, binary=False) == "1.5 kB"
    assert format_size(999000, binary=False) == "999.0 kB"


def test_float_approximation_not_used():
    assert format_size(1450, binary=False) == "1.5 kB"
    assert format_size(1950, binary=False) == "2.0 kB"
    assert format_size(4350, binary=False) == "4.4 kB"


def test_exact_halves_round_up_in_both_modes():
    assert format_size(3328) == "3.3 KiB"
    assert format_size(5376) == "5.3 KiB"
    assert format_size(1280 * 1024) == "1.3 MiB"
    assert format_size(2050, binary=False) == "2.1 kB"
    assert format_size(3550, binary=False) == "3.6 kB"


def test_fractional_exa_values():
    assert format_size(3 * 2**60 + 2**59) == "3.5 EiB"
    assert format_size(25 * 10**17, binary=False) == "2.5 EB"


def test_bool_rejected_in_binary_mode():
    with pytest.raises(TypeError):
        format_size(False)
    with pytest.raises(TypeError):
        format_size(True, binary=True)
