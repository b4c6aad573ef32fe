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
    assert result["a"] == "" and result["b"] == ""


def test_duplicate_key_last_value_first_position():
    result = parse_logfmt("a=1 b=2 a=3 c a")
    assert result == {"a": True, "b": "2", "c": True}
    assert list(result) == ["a", "b", "c"]


def test_unquoted_value_may_contain_equals():
    result = parse_logfmt("url=http://x/?q=1&r=2 path=/a/b ratio=1:2")
    assert result == {"url": "http://x/?q=1&r=2", "path": "/a/b", "ratio": "1:2"}


def test_separators_spaces_and_tabs():
    assert parse_logfmt("  a=1 \t\t b=2\tc  ") == {"a": "1", "b": "2", "c": True}


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
