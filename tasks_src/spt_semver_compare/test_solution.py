import pytest

from solution import compare_versions


def test_specification_example_chain():
    chain = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta",
             "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0"]
    for lower, higher in zip(chain, chain[1:]):
        assert compare_versions(lower, higher) == -1
        assert compare_versions(higher, lower) == 1


def test_equal_versions_return_int_zero():
    result = compare_versions("1.2.3", "1.2.3")
    assert result == 0
    assert type(result) is int


def test_release_beats_prerelease():
    assert compare_versions("1.0.0-rc.1", "1.0.0") == -1
    assert compare_versions("1.0.0", "1.0.0-rc.1") == 1
    assert compare_versions("1.0.0-rc.1", "0.9.9") == 1
    assert compare_versions("1.0.1-rc.1", "1.0.0") == 1
    result = compare_versions("1.10.0-rc.1", "1.9.0")
    assert result == 1
    assert type(result) is int


def test_major_minor_patch_order():
    assert compare_versions("1.2.3", "1.3.0") == -1
    assert compare_versions("2.0.0", "1.99.99") == 1
    assert compare_versions("0.0.2", "0.0.1") == 1


def test_numeric_prerelease_identifiers_compare_numerically():
    assert compare_versions("1.0.0-alpha.10", "1.0.0-alpha.9") == 1
    assert compare_versions("1.0.0-2", "1.0.0-11") == -1


def test_alphanumeric_identifiers_use_ascii_order():
    assert compare_versions("1.0.0-Beta", "1.0.0-alpha") == -1
    assert compare_versions("1.0.0-alpha-2", "1.0.0-alpha") == 1
    assert compare_versions("1.0.0-0a", "1.0.0-0") == 1


def test_build_metadata_ignored():
    assert compare_versions("1.0.0+build.5", "1.0.0+build.7") == 0
    assert compare_versions("1.0.0-beta+exp.sha.5114f85", "1.0.0-beta") == 0
    assert compare_versions("1.0.0+001", "1.0.0") == 0


def test_build_only_difference_is_equal():
    result = compare_versions("1.0.0+a", "1.0.0+b")
    assert result == 0
    assert type(result) is int
    assert compare_versions("2.1.0-rc.1+zzz", "2.1.0-rc.1+aaa") == 0
    assert compare_versions("3.0.0+2", "3.0.0+10") == 0


def test_uppercase_sorts_before_lowercase():
    assert compare_versions("1.0.0-RC.1", "1.0.0-beta.1") == -1
    assert compare_versions("1.0.0-zeta", "1.0.0-Zeta") == 1
    assert compare_versions("1.0.0-a.B", "1.0.0-a.b") == -1


def test_core_parts_compare_numerically():
    assert compare_versions("1.10.0", "1.9.0") == 1
    assert compare_versions("2.0.0", "10.0.0") == -1
    assert compare_versions("1.2.10", "1.2.9") == 1


def test_shorter_prerelease_prefix_is_lower():
    assert compare_versions("1.0.0-alpha", "1.0.0-alpha.1") == -1
    assert compare_versions("1.0.0-a.b.c", "1.0.0-a.b") == 1
    assert compare_versions("1.0.0-a.b", "1.0.0-a.b") == 0


def test_numeric_identifier_lower_than_alphanumeric():
    assert compare_versions("1.0.0-1", "1.0.0-a") == -1
    assert compare_versions("1.0.0-alpha.beta", "1.0.0-alpha.1") == 1
    assert compare_versions("1.0.0-9", "1.0.0-10a") == -1


def test_invalid_prerelease_and_build_rejected():
    for bad in ["1.2.3-", "1.2.3-a..b", "1.2.3-01", "1.2.3-a.007", "1.2.3+", "1.2.3+a..b",
                "1.2.3-a_b", "\u0661.\u0662.\u0663", "1.2.\uff13", "1.2.1\u0663", "1\u0660.0.0",
                "1.0.0-x.7+y\n"]:
        with pytest.raises(ValueError):
            compare_versions("1.0.0", bad)
    assert compare_versions("1.2.3-0.a", "1.2.3-0.a+007") == 0


def test_trailing_newline_or_whitespace_rejected():
    for bad in ["1.2.3\n", "1.2.3-rc\n", "1.2.3+b\n", "\n1.2.3", "1.2.3\t"]:
        with pytest.raises(ValueError):
            compare_versions(bad, "1.0.0")


def test_invalid_core_versions_rejected():
    for bad in ["1.2", "1.2.3.4", "01.2.3", "1.02.3", "1.2.03", "v1.2.3", " 1.2.3", "1.2.3 ", "", "a.b.c", "-1.2.3",
                "1.2.3\n", "1.\u0662.0", "1.0.1\u0660"]:
        with pytest.raises(ValueError):
            compare_versions(bad, "1.0.0")


def test_digits_only_identifier_sorts_first():
    assert compare_versions("1.0.0-alpha.1", "1.0.0-alpha.x") == -1
    assert compare_versions("1.0.0--", "1.0.0-0") == 1
    assert compare_versions("1.0.0-rc.99", "1.0.0-rc.1a") == -1


def test_prerelease_leading_zero_rejected():
    for bad in ["1.0.0-00", "1.0.0-rc.01", "1.0.0-1.002"]:
        with pytest.raises(ValueError):
            compare_versions("1.0.0", bad)
    assert compare_versions("1.0.0-0a", "1.0.0+01") == -1


def test_prerelease_lists_compared_in_order():
    assert compare_versions("1.0.0-rc.2.5", "1.0.0-rc.10") == -1
    assert compare_versions("1.0.0-x.1", "1.0.0-x.1.0") == -1
    assert compare_versions("1.0.0-1.2.3", "1.0.0-1.2") == 1
    assert compare_versions("1.0.0", "1.0.0-rc.1.2") == 1


def test_mixed_identifier_ordering():
    assert compare_versions("1.0.0-rc.B", "1.0.0-rc.a") == -1
    assert compare_versions("1.0.0-Alpha.1", "1.0.0-alpha.0") == -1
    assert compare_versions("1.0.0-rc.999", "1.0.0-rc.A") == -1
    assert compare_versions("1.0.0-rc.-", "1.0.0-rc.1") == 1


def test_numbers_use_ascii_digits_without_leading_zeros():
    for bad in ["\u0661.0.0", "1.\u0967.0", "2.0.1\u0968", "1.0.0-0\u0661", "1.0.0-rc.007", "1.0.0-00.a"]:
        with pytest.raises(ValueError):
            compare_versions(bad, "1.0.0")
    assert compare_versions("1.0.0+007", "1.0.0+7") == 0
