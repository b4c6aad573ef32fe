import pytest

from solution import negotiate_language


def test_highest_quality_wins():
    header = "fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5"
    result = negotiate_language(header, ["en", "de", "fr"])
    assert result == "fr"
    assert type(result) is str
    assert negotiate_language(header, ["it", "de", "en"]) == "en"
    assert negotiate_language(header, ["it", "ja"]) == "it"
    assert negotiate_language("", ["it", "ja"]) == "it"
    assert negotiate_language("*;q=0.8, en;q=0.3", ["en-GB", "it"]) == "it"


def test_case_insensitive_and_spelled_as_available():
    assert negotiate_language("EN-us", ["de", "en-US"]) == "en-US"
    assert negotiate_language("en-us;Q=0.5, DE;q=0.4", ["de-AT", "En-Us"]) == "En-Us"


def test_zero_on_specific_range_excludes_tag():
    header = "en-GB;q=0, en;q=0.9, *;q=0.1"
    assert negotiate_language(header, ["en-GB", "fr"]) == "fr"
    assert negotiate_language(header, ["en-GB"]) is None
    assert negotiate_language("*, de;q=0", ["de", "de-CH", "fr"]) == "fr"
    assert negotiate_language("*, de;q=0", ["de", "deu"]) == "deu"


def test_most_specific_range_decides_even_when_lower():
    header = "en-US;q=0.2, en;q=0.9"
    assert negotiate_language(header, ["en-US", "en-GB"]) == "en-GB"
    assert negotiate_language("en;q=0.3, en-us-x1;q=0.8, en-us;q=0.5", ["en-US", "en-US-x1"]) == "en-US-x1"
    assert negotiate_language("*;q=0.9, i;q=0.1", ["i-navajo", "fr"]) == "fr"


def test_ties_go_to_available_order():
    assert negotiate_language("de, fr", ["fr", "de"]) == "fr"
    assert negotiate_language("de;q=0.5, fr;q=0.5", ["it", "fr", "de"]) == "fr"
    assert negotiate_language("fr, de;q=1.0", ["de", "fr"]) == "de"
    assert negotiate_language("fr;Q=0.5, de;q=0.500", ["de", "fr"]) == "de"


def test_empty_header_and_empty_available():
    assert negotiate_language("", ["nl", "en"]) == "nl"
    assert negotiate_language(" , ,", ["nl", "en"]) == "nl"
    assert negotiate_language("en", []) is None
    assert negotiate_language("", []) is None


def test_prefix_match_only_at_subtag_boundary():
    assert negotiate_language("en", ["eng", "en-AU"]) == "en-AU"
    assert negotiate_language("en", ["eng"]) is None
    assert negotiate_language("en-US", ["en"]) is None
    assert negotiate_language("zh-Hant", ["zh-Hans", "zh-Hant-TW"]) == "zh-Hant-TW"


def test_unmatched_tags_are_not_acceptable():
    assert negotiate_language("fr;q=0.1", ["de", "en"]) is None
    assert negotiate_language("fr;q=0.1", ["de", "fr-BE"]) == "fr-BE"
    assert negotiate_language("de", ["deu", "de-AT"]) == "de-AT"
    assert negotiate_language("de;q=0.5", ["deu"]) is None


def test_malformed_quality_values_raise():
    for header in ("en;q=1.5", "en;q=0.1234", "en;q=.5", "en;q=-0", "en;q=abc",
                   "en;q=", "en;q", "en;q=1.01", "en;q=2"):
        with pytest.raises(ValueError):
            negotiate_language(header, ["en"])


def test_quality_edge_values():
    assert negotiate_language("fr;q=0.001, de;q=0", ["de", "fr"]) == "fr"
    assert negotiate_language("de;q=1.000, fr;q=1.", ["fr", "de"]) == "fr"
    assert negotiate_language("de ; q = 0.75 , fr;q=0.7", ["fr", "de"]) == "de"
    assert negotiate_language("de;q=0., fr;q=0.000", ["fr", "de"]) is None


def test_duplicates_first_wins_and_empty_elements_skipped():
    header = "da, , en-gb;q=0.8, en;q=0.7, DA;q=0.1,"
    assert negotiate_language(header, ["en", "da"]) == "da"
    assert negotiate_language("en;q=0.2, fr;q=0.5, EN;q=0.9", ["en", "fr"]) == "fr"
    assert negotiate_language(" , fr;q=0.5", ["de", "fr"]) == "fr"
    assert negotiate_language(" ,, , ", ["de", "fr"]) == "de"


def test_invalid_ranges_and_parameters_raise():
    for header in ("en_US", "e1", ";q=0.5", "en-", "abcdefghi", "en-abcdefghi",
                   "en;level=1", "en;q=0.5;q=0.4x", "*-US"):
        with pytest.raises(ValueError):
            negotiate_language(header, ["en"])


def test_ranges_and_q_name_are_case_insensitive():
    assert negotiate_language("EN-gb", ["en-GB"]) == "en-GB"
    assert negotiate_language("FR;q=0.3, en;Q=0.5", ["fr", "en-us"]) == "en-us"
    assert negotiate_language("de ; Q = 0.5", ["de-CH"]) == "de-CH"
    assert negotiate_language("*;q=0.1, De-at;q=0.9", ["DE", "dE-At"]) == "dE-At"
    assert negotiate_language("de-ch;q=0.2, fr;q=0.5, DE-CH;q=1", ["de-CH", "fr"]) == "fr"


def test_malformed_quality_after_valid_elements_raises():
    for header in ("fr, en;q=.5", "fr;q=0.5, en;q=0.1234", "en;q=1.001", "en;q=0.5e0",
                   "en;q= 1e-1", "en;q=+1"):
        with pytest.raises(ValueError):
            negotiate_language(header, ["en", "fr"])


def test_parameters_other_than_q_raise():
    for header in ("en;level=1", "fr, en;q=0.5;x=1", "en;charset=utf-8;q=1", "de;qs=0.5"):
        with pytest.raises(ValueError):
            negotiate_language(header, ["en", "de"])


def test_repeated_range_keeps_its_first_quality():
    assert negotiate_language("en;q=0.5, EN;q=1, fr;q=0.7", ["en", "fr"]) == "fr"
    assert negotiate_language("*;q=0.2, de;q=0.4, *;q=0.9", ["it", "de"]) == "de"
    assert negotiate_language("de-at;q=0, DE-AT", ["de-AT"]) is None


def test_range_syntax_letters_then_alphanumeric_subtags():
    assert negotiate_language("abcdefgh-1234abcd;q=0.5", ["ABCDEFGH-1234abcd-x"]) == "ABCDEFGH-1234abcd-x"
    assert negotiate_language("sl-rozaj-1994", ["sl-Rozaj-1994"]) == "sl-Rozaj-1994"
    for header in ("1en", "en--us", "en-US-", "*-x", "fr, de_DE", "en-ü", " ;q=1"):
        with pytest.raises(ValueError):
            negotiate_language(header, ["en"])


def test_header_of_only_separators_accepts_everything():
    assert negotiate_language(",", ["pt", "es"]) == "pt"
    assert negotiate_language("  ,  ", ["es-MX"]) == "es-MX"


def test_bad_element_after_valid_ones_raises():
    for header in ("fr;q=0.5, en;q=0.0000", "fr, en;q=1.0000", "de, en;q=00.5",
                   "en;q=0.5_0", "fr;q=0.3, en;q=1e0", "en;q=01",
                   "fr;q=0.5, en;q=0.5;level=1", "de, *;q=0.1;x=y"):
        with pytest.raises(ValueError):
            negotiate_language(header, ["en", "fr", "de"])
