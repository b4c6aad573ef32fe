import pytest

from solution import parse_logfmt


def test_mixed_pairs():
    line = 'level=info msg="user logged in" user_id=42 cached'
    result = parse_logfmt(line)
    assert result == {"level": "info", "msg": "user logged in", "user_id": "42", "cached": True}
    assert result["cached"] is True
    assert type(result["user_id"]) is str


def test_empty_and_blank_lines():
    assert parse_logfmt("") == {}
    result = parse_logfmt("  \t ")
    assert result == {}
    assert type(result) is dict


def test_escape_sequences_decoded():
    line = r'msg="say \"hi\"\tthen\\leave\n" n=1'
    assert parse_logfmt(line) == {"msg": 'say "hi"\tthen\\leave\n', "n": "1"}


def test_empty_values():
    result = parse_logfmt('a= b="" c')
    assert result == {"a": "", "b": "", "c": True}
    assert type(result["a"]) is str and type(result["b"]) is str
    assert result["c"] is True


def test_duplicate_key_last_value_first_position():
    result = parse_logfmt("a=1 b=2 a=3 c a")
    assert result == {"a": True, "b": "2", "c": True}
    assert list(result) == ["a", "b", "c"]


def test_unquoted_value_may_contain_equals():
    result = parse_logfmt("url=http://x/?q=1&r=2 path=/a/b ratio=1:2")
    assert result == {"url": "http://x/?q=1&r=2", "path": "/a/b", "ratio": "1:2"}


def test_separators_spaces_and_tabs():
    assert parse_logfmt("  a=1 \t\t b=2\tc  ") == {"a": "1", "b": "2", "c": True}
    assert parse_logfmt("a=\tb= \tc=") == {"a": "", "b": "", "c": ""}


def test_key_characters():
    assert parse_logfmt("http.status-code=200 _x.y_z=ok A9=b") == {
        "http.status-code": "200", "_x.y_z": "ok", "A9": "b"}


def test_bad_escape_and_bad_keys_rejected():
    for bad in [r'msg="bad \x41"', r'msg="\u00e9"', "=x", "a=1 =2", "k\u00e9=1", "a,b=1", 'a="x" "y"']:
        with pytest.raises(ValueError):
            parse_logfmt(bad)


def test_quoted_value_keeps_spaces_and_equals():
    result = parse_logfmt('note="a = b  c" emoji="\U0001f642 ok" t="\t"')
    assert result == {"note": "a = b  c", "emoji": "\U0001f642 ok", "t": "\t"}


def test_quote_structure_errors():
    for bad in ['a="unterminated', 'a="ends with escape\\"', 'a=b"c', 'a="b"c', 'a="b"="c"', 'a="', 'a="x"y z=1']:
        with pytest.raises(ValueError):
            parse_logfmt(bad)


def test_escaped_backslash_before_closing_quote():
    assert parse_logfmt(r'path="C:\\dir\\" next=1') == {"path": "C:\\dir\\", "next": "1"}


def test_repeated_key_keeps_first_position():
    result = parse_logfmt("z=1 y=2 x z=4 y")
    assert result == {"z": "4", "y": True, "x": True}
    assert list(result) == ["z", "y", "x"]


def test_repeated_key_updates_value_in_place():
    result = parse_logfmt("a=1 b=2 a=3")
    assert list(result.items()) == [("a", "3"), ("b", "2")]


def test_glued_text_after_closing_quote_rejected():
    for bad in ['a="b"c', 'k="v"\u00a0x', 'a="b""c"', 'x=1 y="z"=']:
        with pytest.raises(ValueError):
            parse_logfmt(bad)
    assert parse_logfmt('a="b"\tc=1') == {"a": "b", "c": "1"}


def test_text_after_closing_quote_rejected():
    for bad in ['msg="hi"there', 'a="b"="c"', 'a="b",c=1']:
        with pytest.raises(ValueError):
            parse_logfmt(bad)


def test_quote_inside_unquoted_value_rejected():
    for bad in ['a=b"c', 'a=x" y=1', 'path=/a/"b"']:
        with pytest.raises(ValueError):
            parse_logfmt(bad)


def test_double_quote_in_unquoted_value():
    for bad in ['k=1 v=2"', 'q=say"hi"']:
        with pytest.raises(ValueError):
            parse_logfmt(bad)


def test_unknown_escapes_rejected():
    for bad in [r'a="\x"', r'a="\r"', r"a=" + '"' + "\\'" + '"', r'a="\0"']:
        with pytest.raises(ValueError):
            parse_logfmt(bad)


def test_only_four_escapes_allowed():
    for bad in [r'a="\u0041"', r'b="\/"']:
        with pytest.raises(ValueError):
            parse_logfmt(bad)
    assert parse_logfmt(r'c="\t\n"') == {"c": "\t\n"}
