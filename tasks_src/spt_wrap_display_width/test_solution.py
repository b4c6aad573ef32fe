import pytest

from solution import wrap_columns


def test_ascii_greedy_with_exact_fit():
    text = "the quick brown fox jumps over the lazy dog"
    assert wrap_columns(text, 10) == ["the quick", "brown fox", "jumps over", "the lazy", "dog"]
    assert wrap_columns("the quick\nbrown fox", 20) == ["the quick brown fox"]


def test_empty_text_gives_empty_list():
    result = wrap_columns("", 10)
    assert result == []
    assert type(result) is list
    assert wrap_columns("  \n\t ", 10) == []


def test_wide_characters_count_two_columns():
    assert wrap_columns("日本語 テキスト", 8) == ["日本語", "テキスト"]
    assert wrap_columns("日本語 テキスト", 6) == ["日本語", "テキス", "ト"]
    assert wrap_columns("テキスト x", 6) == ["テキス", "ト x"]


def test_combining_marks_take_no_columns():
    text = "cafe\u0301 cafe\u0301 cafe\u0301"
    assert wrap_columns(text, 9) == ["cafe\u0301 cafe\u0301", "cafe\u0301"]


def test_long_word_broken_and_last_piece_shared():
    assert wrap_columns("abcdefg hi", 5) == ["abcde", "fg hi"]
    assert wrap_columns("a supercalifragilistic b", 5) == ["a", "super", "calif", "ragil", "istic", "b"]


def test_long_word_piece_short_before_wide_char():
    assert wrap_columns("abcd\u6f22\u5b57", 5) == ["abcd", "\u6f22\u5b57"]


def test_whitespace_runs_and_newlines_collapse():
    assert wrap_columns("  one\n\ntwo\tthree  ", 20) == ["one two three"]


def test_combining_mark_stays_with_its_letter_when_breaking():
    assert wrap_columns("abcde\u0301f", 5) == ["abcde\u0301", "f"]
    assert wrap_columns("x abcde\u0301f", 5) == ["x", "abcde\u0301", "f"]


def test_width_two_with_wide_characters():
    assert wrap_columns("日本", 2) == ["日", "本"]
    assert wrap_columns("a b", 2) == ["a", "b"]
    assert wrap_columns("a\u0301b\u0301", 2) == ["a\u0301b\u0301"]
    assert wrap_columns("ab\u0301c", 2) == ["ab\u0301", "c"]
    with pytest.raises(ValueError):
        wrap_columns("日本", 1)


def test_fullwidth_two_and_ambiguous_one_column():
    assert wrap_columns("\uff21\uff22\uff23", 4) == ["\uff21\uff22", "\uff23"]
    assert wrap_columns("\u03b1\u03b2\u03b3 \u03b4", 5) == ["\u03b1\u03b2\u03b3 \u03b4"]


def test_one_column_over_starts_new_line():
    assert wrap_columns("ab cd", 5) == ["ab cd"]
    assert wrap_columns("ab cd", 4) == ["ab", "cd"]
    assert wrap_columns("日本 x", 6) == ["日本 x"]
    assert wrap_columns("\u03b1\u03b2 \u03b3\u03b4", 5) == ["\u03b1\u03b2 \u03b3\u03b4"]


def test_width_below_two_rejected():
    for bad in (1, 0, -3):
        with pytest.raises(ValueError):
            wrap_columns("text", bad)
    assert wrap_columns("ab c", 2) == ["ab", "c"]


def test_ambiguous_width_letters_are_narrow():
    assert wrap_columns("\u03b1\u03b2 \u03b3\u03b4 \u00e9", 7) == ["\u03b1\u03b2 \u03b3\u03b4 \u00e9"]


def test_newline_is_only_a_separator():
    assert wrap_columns("alpha\nbeta\ngamma", 11) == ["alpha beta", "gamma"]
    assert wrap_columns("a\n\nb", 5) == ["a b"]


def test_marks_after_a_full_piece_stay_in_it():
    assert wrap_columns("abc\u0300\u0301de", 3) == ["abc\u0300\u0301", "de"]


def test_last_piece_shares_line_with_next_word():
    assert wrap_columns("abcdef g", 4) == ["abcd", "ef g"]
    assert wrap_columns("xy abcdefgh", 6) == ["xy", "abcdef", "gh"]


def test_width_one_rejected_even_for_empty_text():
    for text in ("", "a", "a b"):
        with pytest.raises(ValueError):
            wrap_columns(text, 1)
