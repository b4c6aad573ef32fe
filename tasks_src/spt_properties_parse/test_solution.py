import pytest

from solution import parse_properties


def test_trailing_whitespace_of_value_is_kept():
    assert parse_properties("k = v  \t") == {"k": "v  \t"}
    assert parse_properties("k =   v") == {"k": "v"}
    assert parse_properties("k = \\ x") == {"k": " x"}
    assert parse_properties("k = v #x \t") == {"k": "v #x \t"}
    assert parse_properties("k = v \x0b\x85") == {"k": "v \x0b\x85"}


def test_separators_between_key_and_value():
    text = "a=1\nb: 2\nc 3\nd\t=\t4\ne\nf  =  "
    result = parse_properties(text)
    assert result == {"a": "1", "b": "2", "c": "3", "d": "4", "e": "", "f": ""}
    assert type(result) is dict


def test_hash_after_key_is_part_of_value():
    text = "url = http://h/#top\nk = v # note\n!x=1"
    assert parse_properties(text) == {"url": "http://h/#top", "k": "v # note"}
    assert parse_properties("  #k = v\\\nb = # c") == {"b": "# c"}


def test_value_is_rest_of_line_verbatim():
    text = "a = b ! c #d \t\nx=1 #2\ny : z  "
    assert parse_properties(text) == {"a": "b ! c #d \t", "x": "1 #2", "y": "z  "}


def test_continuation_lines_joined():
    text = "list = a,\\\n    b,\\\n\tc\nnext = 1"
    assert parse_properties(text) == {"list": "a,b,c", "next": "1"}
    assert parse_properties("k = x\\\n  #y") == {"k": "x#y"}
    assert parse_properties("k = a\\\n\u00a0b") == {"k": "a\u00a0b"}
    assert parse_properties("p = a\\\\\\\\\nq = 2") == {"p": "a\\\\", "q": "2"}


def test_comments_and_blank_lines_skipped():
    text = "# c\n! c2\n   # indented\n\n \t \nk=v\n"
    assert parse_properties(text) == {"k": "v"}
    assert parse_properties("") == {}
    assert parse_properties("k = a\\\n\n  m=1") == {"k": "a", "m": "1"}
    assert parse_properties("! x \\\nk=v") == {"k": "v"}


def test_comment_lines_never_continue():
    text = "# note \\\nk=v\n! other \\\nm=w"
    assert parse_properties(text) == {"k": "v", "m": "w"}


def test_even_backslashes_do_not_continue():
    text = "p = C:\\\\\nq = 1\nr = a\\\\\\\n  b"
    assert parse_properties(text) == {"p": "C:\\", "q": "1", "r": "a\\b"}


def test_empty_continuation_line_ends_logical_line():
    assert parse_properties("k = a\\\n\nm=1") == {"k": "a", "m": "1"}
    assert parse_properties("k = a\\\n   \nm=1") == {"k": "a", "m": "1"}


def test_escape_sequences_in_values():
    text = "t=a\\tb\nn=x\\ny\nu=caf\\u00E9\nq=\\q\\#\\!\nb=\\\\\nraw=naïve"
    assert parse_properties(text) == {
        "t": "a\tb",
        "n": "x\ny",
        "u": "café",
        "q": "q#!",
        "b": "\\",
        "raw": "naïve",
    }


def test_only_one_separator_is_consumed():
    text = "a==v\nb = = w\nc : =x\nd e=f"
    assert parse_properties(text) == {"a": "=v", "b": "= w", "c": "=x", "d": "e=f"}
    assert parse_properties("e = =\t") == {"e": "=\t"}


def test_escaped_separators_in_keys():
    text = "a\\=b = c\nmy\\ key = v\nx\\:y:z\nt\\u0041b=1"
    assert parse_properties(text) == {"a=b": "c", "my key": "v", "x:y": "z", "tAb": "1"}


def test_duplicate_keys_last_value_first_position():
    result = parse_properties("a=1\nb=2\na=3")
    assert result == {"a": "3", "b": "2"}
    assert list(result) == ["a", "b"]


def test_separator_after_the_first_is_part_of_value():
    text = "k==v\nm :: w\nn = :v\no:=p"
    assert parse_properties(text) == {"k": "=v", "m": ": w", "n": ":v", "o": "=p"}


def test_bad_unicode_escape_raises():
    for text in ["k=\\u12", "k=\\u00zz", "\\uZZZZ=1", "k=\\u", "k=\\u+041", "k=\\u 041"]:
        with pytest.raises(ValueError):
            parse_properties(text)


def test_repeated_key_keeps_first_position():
    result = parse_properties("x=1\ny=2\nz=3\nx=4\ny=5")
    assert result == {"x": "4", "y": "5", "z": "3"}
    assert list(result) == ["x", "y", "z"]


def test_other_whitespace_and_escaped_keys():
    text = "# c\nX=1\n\u00a0k=\u00a0v\nm \u00a0w\naXb:2\na\\==c\nzh=\\u4e2D\nflag\n=e"
    assert parse_properties(text) == {
        "X": "1",
        "\u00a0k": "\u00a0v",
        "m": "\u00a0w",
        "aXb": "2",
        "a=": "c",
        "zh": "\u4e2d",
        "flag": "",
        "": "e",
    }
    assert parse_properties("k = v\\") == {"k": "v"}
    assert parse_properties("e\\tk=\\r") == {"e\tk": "\r"}
    assert parse_properties("b\\:=:d") == {"b:": ":d"}
    result = parse_properties("x=1\n\u00a0=2\nx=3")
    assert result == {"x": "3", "\u00a0": "2"}
    assert list(result) == ["x", "\u00a0"]
    for text in ["k=\\u0_41", "\\u+04a=1"]:
        with pytest.raises(ValueError):
            parse_properties(text)


def test_empty_key_and_form_feed():
    assert parse_properties("=x\n\fz\f=\fy") == {"": "x", "z": "y"}
    assert parse_properties("\u00a0m=\u00a0n") == {"\u00a0m": "\u00a0n"}


def test_all_line_endings():
    assert parse_properties("a=1\r\nb=2\rc=3\n") == {"a": "1", "b": "2", "c": "3"}
    assert parse_properties("a=x\\\r\n  y") == {"a": "xy"}
    assert parse_properties("a=x\\\\\r\nb=y") == {"a": "x\\", "b": "y"}
    assert parse_properties("k=a\\\r\n\r\nm=1") == {"k": "a", "m": "1"}
    assert parse_properties("k=a\fb\x0bc\x1cd\u2028e\x85f\ng=1") == {"k": "a\fb\x0bc\x1cd\u2028e\x85f", "g": "1"}


def test_unicode_escape_needs_four_hex_digits():
    for text in ["k=\\u0x41", "k=\\u-04a", "k=\\u 0041", "k=\\u12g4"]:
        with pytest.raises(ValueError):
            parse_properties(text)
