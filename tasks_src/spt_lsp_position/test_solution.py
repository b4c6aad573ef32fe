import pytest

from solution import to_lsp_position


def test_astral_characters_count_two_units():
    result = to_lsp_position("a\U0001f600b", 2)
    assert result == (0, 3)
    assert type(result) is tuple and type(result[0]) is int and type(result[1]) is int
    assert to_lsp_position("a\U0001f600b", 3) == (0, 4)
    assert to_lsp_position("\U0001f600\n\U0001f600x", 4) == (1, 3)
    assert to_lsp_position("a\U0001f600b", 0) == (0, 0)
    assert to_lsp_position("\uffff\U00010000x", 2) == (0, 3)


def test_basic_lines_and_columns():
    result = to_lsp_position("ab\ncd", 4)
    assert result == (1, 1)
    assert type(result) is tuple and all(type(v) is int for v in result)
    assert to_lsp_position("ab\ncd", 0) == (0, 0)
    assert to_lsp_position("one\ntwo\nthree", 10) == (2, 2)


def test_offset_next_to_a_break():
    assert to_lsp_position("ab\ncd", 2) == (0, 2)
    assert to_lsp_position("ab\ncd", 3) == (1, 0)
    assert to_lsp_position("ab\r\ncd", 2) == (0, 2)


def test_bmp_characters_count_one_unit():
    assert to_lsp_position("\u00e9\u20ac\u4e2d", 3) == (0, 3)
    assert to_lsp_position("x\n\u00e9\u20ac\u4e2d", 4) == (1, 2)


def test_crlf_is_one_break():
    assert to_lsp_position("a\r\nb", 3) == (1, 0)
    assert to_lsp_position("a\r\nb", 4) == (1, 1)
    assert to_lsp_position("a\r\n\r\nb", 6) == (2, 1)


def test_crlf_mixed_with_other_breaks():
    assert to_lsp_position("x\r\ny\r\nz", 6) == (2, 0)
    assert to_lsp_position("x\r\ny\r\nz", 7) == (2, 1)
    assert to_lsp_position("\r\n\n", 3) == (2, 0)
    assert to_lsp_position("a\r\n\U0001f600b", 5) == (1, 3)


def test_offset_inside_crlf_raises():
    with pytest.raises(ValueError):
        to_lsp_position("a\r\nb", 2)
    with pytest.raises(ValueError):
        to_lsp_position("\r\n", 1)


def test_offset_inside_crlf_anywhere_raises():
    for text, offset in [("ab\r\n", 3), ("\n\r\n", 2), ("x\r\n\r\ny", 2), ("x\r\n\r\ny", 4)]:
        with pytest.raises(ValueError):
            to_lsp_position(text, offset)


def test_other_separators_are_not_breaks():
    text = "a\u2028b\x85c\x0bd\x0ce"
    assert to_lsp_position(text, 9) == (0, 9)
    assert to_lsp_position(text, 5) == (0, 5)


def test_unicode_separators_and_controls_are_not_breaks():
    assert to_lsp_position("a\x1cb\x1dc\x1ed", 7) == (0, 7)
    assert to_lsp_position("p\x85q\nr", 5) == (1, 1)
    assert to_lsp_position("\u2029z\u2028", 3) == (0, 3)
    assert to_lsp_position("\x0b\x0c", 2) == (0, 2)


def test_empty_lines_and_trailing_break():
    assert to_lsp_position("\n\n\nx", 4) == (3, 1)
    assert to_lsp_position("\r\r\n\n", 4) == (3, 0)
    assert to_lsp_position("\n\n\nx", 3) == (3, 0)
    assert to_lsp_position("\n\U0001f600\n\U0001f600\U0001f600", 5) == (2, 4)
    assert to_lsp_position("\n\x0c\n", 3) == (2, 0)


def test_lone_carriage_return_and_reversed_pair():
    assert to_lsp_position("a\rb\rc", 4) == (2, 0)
    assert to_lsp_position("a\n\rb", 3) == (2, 0)
    assert to_lsp_position("a\n\rb", 4) == (2, 1)


def test_lone_carriage_return_at_any_place_is_a_break():
    assert to_lsp_position("a\r", 2) == (1, 0)
    assert to_lsp_position("a\rb", 1) == (0, 1)
    assert to_lsp_position("\r\r", 1) == (1, 0)
    assert to_lsp_position("\n\r", 1) == (1, 0)
    assert to_lsp_position("\n\r", 2) == (2, 0)
    assert to_lsp_position("ab\rcd\r\n", 5) == (1, 2)


def test_end_of_text_is_allowed():
    assert to_lsp_position("abc", 3) == (0, 3)
    assert to_lsp_position("abc\n", 4) == (1, 0)
    assert to_lsp_position("", 0) == (0, 0)


def test_offset_out_of_range_raises():
    with pytest.raises(ValueError):
        to_lsp_position("abc", -1)
    with pytest.raises(ValueError):
        to_lsp_position("abc", 4)
    with pytest.raises(ValueError):
        to_lsp_position("\r\n", 3)
    with pytest.raises(ValueError):
        to_lsp_position("\r\n\r\n", 3)

def test_emoji_sequences_and_negative_offsets():
    assert to_lsp_position("\U0001f44d\U0001f3fd!", 2) == (0, 4)
    assert to_lsp_position("\U0001f44d\U0001f3fd!", 3) == (0, 5)
    with pytest.raises(ValueError):
        to_lsp_position("", -1)
