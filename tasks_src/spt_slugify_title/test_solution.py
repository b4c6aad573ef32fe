import pytest

from solution import slugify


def test_accents_removed_and_punctuation_separates():
    assert slugify("Crème Brûlée: A How-To Guide!") == "creme-brulee-a-how-to-guide"


def test_plain_title():
    result = slugify("Hello World")
    assert result == "hello-world"
    assert type(result) is str


def test_compatibility_characters_decompose():
    assert slugify("\ufb01nal \u2460 \uff34\uff45\uff53\uff54") == "final-1-test"


def test_combining_marks_removed():
    assert slugify("\u00c7a Va \u00dcber Ni\u00f1o e\u0301t\u00e9") == "ca-va-uber-nino-ete"


def test_truncation_keeps_whole_words():
    assert slugify("alpha beta gamma", max_length=10) == "alpha-beta"
    assert slugify("ab cd ef", max_length=5) == "ab-cd"
    assert slugify("ab cd ef", max_length=4) == "ab"
    assert slugify("abc def", max_length=7) == "abc-def"


def test_exact_limit_and_one_below():
    assert slugify("abc def", max_length=6) == "abc"
    assert slugify("abc def", max_length=8) == "abc-def"
    assert slugify("abc def", max_length=7) == "abc-def"
    assert slugify("abc def gh", max_length=7) == "abc-def"
    assert slugify("abcdefgh ij", max_length=7) == "abcdefg"


def test_right_single_quote_deleted():
    assert slugify("Rock\u2019n\u2019Roll O\u2019Brien's") == "rocknroll-obriens"


def test_apostrophes_join_letters():
    assert slugify("Don't Panic \u2014 it\u2019s fine") == "dont-panic-its-fine"


def test_first_word_longer_than_limit_is_cut():
    assert slugify("Supercalifragilistic word", max_length=5) == "super"
    assert slugify("x", max_length=1) == "x"
    assert slugify("a bcdef", max_length=3) == "a"


def test_ligature_and_other_compatibility_forms():
    assert slugify("\ufb02ow \u2474 \u00bd x\u00b2") == "flow-1-1-2-x2"


def test_errors():
    with pytest.raises(ValueError):
        slugify("!!! ???")
    with pytest.raises(ValueError):
        slugify("日本語")
    with pytest.raises(ValueError):
        slugify("")
    with pytest.raises(ValueError):
        slugify("hello", max_length=0)


def test_empty_slug_and_bad_limit_raise():
    for title, limit in [("-\u2019-", 50), ("\u00df \u00f8", 50), ("abc", -3), ("x", 0)]:
        with pytest.raises(ValueError):
            slugify(title, max_length=limit)


def test_default_max_length_is_fifty():
    assert slugify("It's " * 20) == "-".join(["its"] * 12)
    assert slugify("It\u2019s " * 20) == "-".join(["its"] * 12)
    assert slugify("a" * 60) == "a" * 50


def test_non_ascii_letters_separate_words():
    assert slugify("Straße 日本 Smørrebrød") == "stra-e-sm-rrebr-d"


def test_runs_of_separators_and_edges():
    assert slugify("  --Hello,   World!!  ") == "hello-world"


def test_compatibility_digits_and_fullwidth_letters():
    assert slugify("\u2460\u2461 \uff21\uff22") == "12-ab"


def test_limit_applies_to_normalised_slug():
    assert slugify("Cr\u00e8me br\u00fbl\u00e9e", max_length=12) == "creme-brulee"
    assert slugify("Cr\u00e8me br\u00fbl\u00e9e tart", max_length=12) == "creme-brulee"
    assert slugify("\ufb01ne \ufb01ne", max_length=4) == "fine"


def test_limit_counts_hyphens():
    assert slugify("a b c d", max_length=5) == "a-b-c"
    assert slugify("a b c d", max_length=6) == "a-b-c"


def test_no_ascii_word_or_bad_limit_raises():
    for title, limit in [("\u00df\u00f8\u65e5\u0416", 50), ("\u2019 \u0301", 10), ("ok", -1), ("long title", 0)]:
        with pytest.raises(ValueError):
            slugify(title, max_length=limit)
