import pytest

from solution import shared_cache_ttl

CAP = 2147483648


def test_max_age_gives_lifetime():
    result = shared_cache_ttl([("Content-Type", "text/html"), ("Cache-Control", "public, max-age=300")])
    assert result == 300
    assert type(result) is int


def test_s_maxage_takes_precedence_over_max_age():
    assert shared_cache_ttl([("Cache-Control", "max-age=60, s-maxage=600")]) == 600
    assert shared_cache_ttl([("Cache-Control", "s-maxage=abc, max-age=60")], default=9) == 0


def test_no_store_no_cache_private_forbid_reuse():
    assert shared_cache_ttl([("Cache-Control", "no-store, max-age=600")]) == 0
    assert shared_cache_ttl([("Cache-Control", "s-maxage=600"), ("Cache-Control", "No-Cache")]) == 0
    assert shared_cache_ttl([("Cache-Control", 'private="Set-Cookie", s-maxage=600')]) == 0
    assert shared_cache_ttl([("Cache-Control", 'no-cache="X-Trace"')], default=50) == 0
    assert shared_cache_ttl([("Cache-Control", "PRIVATE")], default=50) == 0
    # a no-store inside a quoted string is not a directive
    assert shared_cache_ttl([("Cache-Control", 'x="a, no-store, b", max-age=30')]) == 30


def test_age_is_subtracted_and_result_never_negative():
    assert shared_cache_ttl([("Cache-Control", "max-age=300"), ("Age", "100")]) == 200
    assert shared_cache_ttl([("Cache-Control", "max-age=300"), ("Age", "300")]) == 0
    assert shared_cache_ttl([("Cache-Control", "max-age=300"), ("Age", "400")]) == 0
    assert shared_cache_ttl([("Cache-Control", "max-age=60"), ("Age", "x"), ("Age", "10")]) == 60
    assert shared_cache_ttl([("Cache-Control", "max-age=60"), ("Age", "5"), ("age", "50")]) == 55


def test_first_occurrence_of_directive_and_age_counts():
    assert shared_cache_ttl([("Cache-Control", "max-age=60, max-age=600")]) == 60
    headers = [("Cache-Control", "s-maxage=30"), ("cache-control", "s-maxage=900, max-age=5")]
    assert shared_cache_ttl(headers) == 30
    assert shared_cache_ttl([("Age", "10"), ("Cache-Control", "max-age=100"), ("Age", "50")]) == 90
    assert shared_cache_ttl([("Age", "junk"), ("Cache-Control", "max-age=100"), ("Age", "50")]) == 100
    assert shared_cache_ttl([("Cache-Control", 'max-age="75", max-age=5')]) == 75


def test_default_used_without_lifetime_directive():
    assert shared_cache_ttl([]) == 0
    assert shared_cache_ttl([("Cache-Control", "public")], default=120) == 120
    assert shared_cache_ttl([("Cache-Control", "public"), ("Age", "20")], default=120) == 100
    assert shared_cache_ttl([("Cache-Control", "public, No-Store")], default=120) == 0
    assert shared_cache_ttl([("Cache-Control", "private=x")], default=120) == 0


def test_invalid_chosen_lifetime_means_stale():
    for value in ("abc", "-5", "1.5", "", "+5", "6 0", "\u0665"):
        assert shared_cache_ttl([("Cache-Control", "max-age=" + value)], default=100) == 0
    assert shared_cache_ttl([("Cache-Control", "max-age")], default=100) == 0
    assert shared_cache_ttl([("Cache-Control", "s-maxage=soon, max-age=60")], default=100) == 0
    assert shared_cache_ttl([("Cache-Control", "s-maxage, max-age=60")]) == 0
    assert shared_cache_ttl([("Cache-Control", "max-age=0")], default=100) == 0
    assert shared_cache_ttl([("Cache-Control", "max-age=1")], default=100) == 1
    # the first max-age is the one chosen, even when a later one is valid
    assert shared_cache_ttl([("Cache-Control", "max-age=abc, max-age=60")], default=100) == 0
    # a huge value is valid, only capped
    assert shared_cache_ttl([("Cache-Control", "max-age=10000000000")], default=100) == CAP


def test_quoted_values_are_unquoted():
    assert shared_cache_ttl([("Cache-Control", 'max-age="120"')]) == 120
    assert shared_cache_ttl([("Cache-Control", 'foo="a, max-age=5", max-age=100')]) == 100


def test_commas_inside_quotes_do_not_split():
    assert shared_cache_ttl([("Cache-Control", 'ext="a, s-maxage=999", max-age=60')]) == 60
    assert shared_cache_ttl([("Cache-Control", 'community="x, private", s-maxage=70')]) == 70
    assert shared_cache_ttl([("Cache-Control", 'note="a,b", private')], default=10) == 0
    assert shared_cache_ttl([("Cache-Control", 's-maxage="40"'), ("Age", "15")]) == 25


def test_names_case_insensitive_and_whitespace_ignored():
    headers = [("CACHE-CONTROL", "  Max-Age = 90 , PUBLIC "), ("AGE", " 30 ")]
    assert shared_cache_ttl(headers) == 60
    assert shared_cache_ttl([("Cache-Control", "max-age=60"), ("cache-control", "MAX-AGE=10")]) == 60


def test_huge_values_capped_and_invalid_age_ignored():
    assert shared_cache_ttl([("Cache-Control", "max-age=99999999999")]) == CAP
    assert shared_cache_ttl([("Cache-Control", "max-age=2147483649")]) == CAP
    assert shared_cache_ttl([("Cache-Control", "max-age=2147483647")]) == 2147483647
    assert shared_cache_ttl([("Cache-Control", "s-maxage=99999999999"), ("Age", "48")]) == 2147483600
    assert shared_cache_ttl([("Cache-Control", "max-age=99999999999"), ("Age", "99999999999")]) == 0
    assert shared_cache_ttl([("Cache-Control", "max-age=50"), ("Age", "-5")]) == 50
    assert shared_cache_ttl([("Cache-Control", "max-age=50"), ("Age", "")]) == 50
    assert shared_cache_ttl([("Cache-Control", "max-age=50"), ("Age", "1")]) == 49
    assert shared_cache_ttl([("Cache-Control", "max-age=50"), ("Age", "-5"), ("Age", "20")]) == 50


def test_other_headers_ignored_and_negative_default_rejected():
    headers = [("X-Cache-Control", "max-age=5"), ("Expires", "Thu, 01 Dec 2033 16:00:00 GMT"),
               ("Surrogate-Control", "max-age=9"), ("X-Age", "3")]
    assert shared_cache_ttl(headers, default=30) == 30
    with pytest.raises(ValueError):
        shared_cache_ttl([], default=-1)


def test_empty_directives_unknown_directives_and_bounds():
    assert shared_cache_ttl([("Cache-Control", ",, must-revalidate, ,max-age=70 ,")]) == 70
    assert shared_cache_ttl([("Cache-Control", "proxy-revalidate, immutable")]) == 0
    assert shared_cache_ttl([("Cache-Control", "public")], default=1) == 1
    with pytest.raises(ValueError):
        shared_cache_ttl([("Cache-Control", "max-age=10")], default=-1)


def test_values_above_the_cap_are_capped():
    assert shared_cache_ttl([("Cache-Control", "s-maxage=4294967296")]) == CAP
    assert shared_cache_ttl([("Cache-Control", "max-age=99999999999"), ("Age", "2147483648")]) == 0
    assert shared_cache_ttl([("Cache-Control", "max-age=2147483648"), ("Age", "8")]) == 2147483640


def test_unusable_s_maxage_makes_response_stale():
    headers = [("Cache-Control", "s-maxage=-1"), ("Cache-Control", "max-age=300")]
    assert shared_cache_ttl(headers, default=50) == 0
    assert shared_cache_ttl([("Cache-Control", 'max-age=120, S-MAXAGE=""')]) == 0
    assert shared_cache_ttl([("Cache-Control", "s-maxage=0x10, max-age=60"), ("Age", "5")]) == 0
