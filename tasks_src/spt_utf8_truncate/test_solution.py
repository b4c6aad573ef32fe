import pytest

from solution import truncate_utf8


def test_cut_moves_before_combining_mark():
    assert truncate_utf8("cafe\u0301 noir", 7) == "caf\u2026"
    assert truncate_utf8("cafe\u0301 noir", 9) == "cafe\u0301\u2026"


def test_marks_stay_with_their_base_character():
    assert truncate_utf8("noe\u0308l!", 6) == "no\u2026"
    assert truncate_utf8("ta\u0301\u0331\u0300z", 6, "") == "t"
    assert truncate_utf8("ta\u0301\u0331\u0300zz", 9, ".") == "ta\u0301\u0331\u0300."


def test_exact_fit_and_one_byte_over():
    assert truncate_utf8("abcdef", 6) == "abcdef"
    assert truncate_utf8("abcdefg", 6) == "abc\u2026"


def test_text_that_fits_is_unchanged():
    result = truncate_utf8("h\u00e9llo", 6)
    assert result == "h\u00e9llo"
    assert type(result) is str
    assert truncate_utf8("", 3) == ""


def test_multibyte_characters_never_split():
    assert truncate_utf8("\u65e5\u672c\u8a9e\u30c6\u30ad\u30b9\u30c8", 10) == "\u65e5\u672c\u2026"
    assert truncate_utf8("h\u00e9llo", 5, "...") == "h..."
    assert truncate_utf8("h\u00e9llo", 2, "") == "h"
    assert truncate_utf8("\u65e5\u672c", 6) == "\u65e5\u672c"


def test_ascii_truncation_with_default_ellipsis():
    assert truncate_utf8("hello world", 8) == "hello\u2026"


def test_several_marks_move_cut_to_base_character():
    text = "xa\u0323\u0302yz"
    assert truncate_utf8(text, 5, ".") == "x."
    assert truncate_utf8(text, 7, ".") == "xa\u0323\u0302."


def test_four_byte_characters():
    assert truncate_utf8("ok\U0001f44d\U0001f44d", 9) == "ok\U0001f44d\u2026"
    assert truncate_utf8("ok\U0001f44d\U0001f44d", 8) == "ok\u2026"


def test_prefix_can_be_empty():
    assert truncate_utf8("abcdef", 3) == "\u2026"
    assert truncate_utf8("a\u0301\u0301\u0301", 5, "") == ""
    assert truncate_utf8("\u00e9", 1, "") == ""
    assert truncate_utf8("\u0301\u0301abc", 3, "") == ""
    with pytest.raises(ValueError):
        truncate_utf8("\u00e9", 2)


def test_custom_and_empty_ellipsis():
    assert truncate_utf8("abcdef", 4, "") == "abcd"
    assert truncate_utf8("abcdef", 4, "..") == "ab.."
    assert truncate_utf8("\u00e9\u00e9\u00e9", 5, "\u00bb") == "\u00e9\u00bb"
    assert truncate_utf8("\u00e9t\u00e9", 4) == "\u2026"


def test_ellipsis_larger_than_budget_raises_even_if_text_fits():
    with pytest.raises(ValueError):
        truncate_utf8("a", 2)
    with pytest.raises(ValueError):
        truncate_utf8("abc", 1, "..")
    assert truncate_utf8("a", 1, "") == "a"
    assert truncate_utf8("", 0, "") == ""
    with pytest.raises(ValueError):
        truncate_utf8("", -1, "")


def test_ellipsis_size_checked_before_anything_else():
    for text, limit, ellipsis in [("", 2, "\u2026"), ("ok", 2, "..."), ("x", 1, "\u00e9"), ("", -2, "")]:
        with pytest.raises(ValueError):
            truncate_utf8(text, limit, ellipsis)


def test_negative_max_bytes_raises():
    with pytest.raises(ValueError):
        truncate_utf8("abc", -1, "")
