import pytest

from solution import TokenizeError, tokenize


def error_position(source):
    with pytest.raises(TokenizeError) as info:
        tokenize(source)
    position = info.value.position
    assert type(position) is int
    assert f"position {position}" in str(info.value)
    return position


def test_typical_filter():
    assert tokenize('status == "open" and priority >= 2') == [
        ("NAME", "status"), ("OP", "=="), ("STRING", "open"), ("KEYWORD", "and"),
        ("NAME", "priority"), ("OP", ">="), ("NUMBER", "2"),
    ]


def test_empty_and_blank_input():
    result = tokenize("")
    assert result == []
    assert type(result) is list
    assert tokenize(" \t\n ") == []
    first = tokenize("x")[0]
    assert type(first) is tuple


def test_keywords_case_insensitive_names_whole():
    assert tokenize("NOT a Or b AND c In (1, 2)") == [
        ("KEYWORD", "not"), ("NAME", "a"), ("KEYWORD", "or"), ("NAME", "b"),
        ("KEYWORD", "and"), ("NAME", "c"), ("KEYWORD", "in"), ("OP", "("),
        ("NUMBER", "1"), ("OP", ","), ("NUMBER", "2"), ("OP", ")"),
    ]
    assert tokenize("android Index nota") == [("NAME", "android"), ("NAME", "Index"), ("NAME", "nota")]


def test_numbers_and_names_with_digits():
    assert tokenize("007 3.50 10 x1_2 _y") == [
        ("NUMBER", "007"), ("NUMBER", "3.50"), ("NUMBER", "10"), ("NAME", "x1_2"), ("NAME", "_y"),
    ]


def test_two_character_operators_win():
    assert tokenize("a<=b<c>=d>e!=f==g") == [
        ("NAME", "a"), ("OP", "<="), ("NAME", "b"), ("OP", "<"), ("NAME", "c"), ("OP", ">="),
        ("NAME", "d"), ("OP", ">"), ("NAME", "e"), ("OP", "!="), ("NAME", "f"), ("OP", "=="),
        ("NAME", "g"),
    ]
    assert error_position("a < = b") == 4


def test_string_escapes_decoded():
    source = r"""'it\'s' "say \"hi\"" 'tab\there' 'back\\slash' "nl\n" "it's" '"q"'"""
    assert tokenize(source) == [
        ("STRING", "it's"), ("STRING", 'say "hi"'), ("STRING", "tab\there"),
        ("STRING", "back\\slash"), ("STRING", "nl\n"), ("STRING", "it's"), ("STRING", '"q"'),
    ]


def test_non_ascii_letters_and_digits_rejected():
    assert error_position("caf\u00e9 == 1") == 3
    assert error_position("x == \u0663") == 5
    assert error_position("\u00b2") == 0
    assert error_position("n == 1\u0663") == 6
    assert error_position("\uff58") == 0


def test_error_is_a_value_error():
    with pytest.raises(ValueError):
        tokenize("a $ b")
    assert issubclass(TokenizeError, ValueError)
    assert error_position("a $ b") == 2
    with pytest.raises(TokenizeError, match="position 13"):
        tokenize("a == 1 and b $")


def test_error_positions():
    with pytest.raises(TokenizeError, match="position 4"):
        tokenize("a > !")
    assert error_position('a == "abc') == 5
    assert error_position("x = 1") == 2
    assert error_position("n > 1.") == 5
    assert error_position("n > 12abc") == 6
    assert error_position("n > 1_0") == 5
    assert error_position("a ! b") == 2
    assert error_position("#") == 0
    assert error_position("'abc\\'") == 0


def test_strings_keep_operators_and_keywords():
    assert tokenize('"a and b == c" \'\' ""') == [("STRING", "a and b == c"), ("STRING", ""), ("STRING", "")]


def test_unknown_escape_position():
    assert error_position(r'"ab\qc"') == 3
    assert error_position(r"x == 'ok\n\u00e9'") == 10
    assert error_position('name == "a\\') == 8


def test_tokens_without_spaces():
    assert tokenize("(a)or(b),f(x)") == [
        ("OP", "("), ("NAME", "a"), ("OP", ")"), ("KEYWORD", "or"), ("OP", "("), ("NAME", "b"),
        ("OP", ")"), ("OP", ","), ("NAME", "f"), ("OP", "("), ("NAME", "x"), ("OP", ")"),
    ]


def test_unclosed_string_error_at_opening_quote():
    assert error_position("x == 'abc") == 5
    assert error_position('"') == 0
    assert error_position("\"a\" 'b") == 4
    assert error_position("n == 'it\\'s") == 5


def test_mixed_case_keywords_and_keyword_like_names():
    assert tokenize("Not x AnD inbox or_ ORDER iN") == [
        ("KEYWORD", "not"), ("NAME", "x"), ("KEYWORD", "and"), ("NAME", "inbox"),
        ("NAME", "or_"), ("NAME", "ORDER"), ("KEYWORD", "in"),
    ]


def test_keywords_any_case_among_operators():
    assert tokenize("x IN(1)OR notify aNd_ Oracle") == [
        ("NAME", "x"), ("KEYWORD", "in"), ("OP", "("), ("NUMBER", "1"), ("OP", ")"),
        ("KEYWORD", "or"), ("NAME", "notify"), ("NAME", "aNd_"), ("NAME", "Oracle"),
    ]


def test_number_followed_by_letter_or_underscore_fails():
    assert error_position("x >= 3.5e") == 8
    assert error_position("10_000") == 2
    assert error_position("ab 7x") == 4


def test_escape_errors_point_at_backslash():
    assert error_position(r'"\a"') == 1
    assert error_position(r"'x\0'") == 2
    assert tokenize(r"""'a\tb\\c\"d\'e\nf'""") == [("STRING", "a\tb\\c\"d'e\nf")]
    assert error_position(r'k == "\\\z"') == 8


def test_unicode_digits_and_letters_are_errors():
    assert error_position("a == \u00b2") == 5
    assert error_position("\u0665") == 0
    assert error_position("\u00e9t\u00e9") == 0
    assert error_position("v \u0661\u0662") == 2


def test_number_then_name_and_non_ascii_digits():
    assert error_position("7days") == 1
    assert error_position("1.5_") == 3
    assert error_position("\u0663") == 0
    assert error_position("x > \u00b9") == 4


def test_bad_escape_and_unclosed_string_positions():
    assert error_position(r"'a\qb'") == 2
    assert error_position(r'"x\u0041"') == 2
    assert error_position("'abc") == 0
    assert error_position('k == "ab') == 5
