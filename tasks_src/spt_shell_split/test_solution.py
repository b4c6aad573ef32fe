import pytest

from solution import split_command


def test_double_quote_escapes_only_four_characters():
    line = r'"a\"b" "c\\d" "\$HOME" "\`x\`" "\n" "a\tb"'
    assert split_command(line) == ['a"b', "c\\d", "$HOME", "`x`", "\\n", "a\\tb"]
    assert split_command('"x\\\ny" z') == ["x\\\ny", "z"]


def test_unknown_escape_in_double_quotes_kept():
    assert split_command('"\\a\\n\\\n"') == ["\\a\\n\\\n"]
    assert split_command('x"\\q"') == ["x\\q"]


def test_line_continuation_outside_quotes():
    assert split_command("make \\\n  all") == ["make", "all"]
    assert split_command("ab\\\ncd") == ["abcd"]
    assert split_command("\\\n") == []
    with pytest.raises(ValueError):
        split_command("ab\\\n\\")


def test_backslash_newline_between_words_removed():
    assert split_command("a\\\nb c") == ["ab", "c"]
    assert split_command("x \\\n y") == ["x", "y"]


def test_comment_only_at_word_start():
    assert split_command("ls # list files") == ["ls"]
    assert split_command("a#b c") == ["a#b", "c"]
    assert split_command("x '#y' \\#z") == ["x", "#y", "#z"]
    assert split_command("a\r#b c\x0b#d") == ["a\r#b", "c\x0b#d"]


def test_hash_inside_word_is_ordinary():
    assert split_command("x=1#2 #c") == ["x=1#2"]
    assert split_command("a'#'#b") == ["a##b"]


def test_empty_quoted_parts_make_words():
    assert split_command("cmd '' \"\" x") == ["cmd", "", "", "x"]
    assert split_command("''\"\"") == [""]
    assert split_command("a ''") == ["a", ""]


def test_empty_quotes_between_words():
    assert split_command('x "" y') == ["x", "", "y"]
    assert split_command("'' ''") == ["", ""]


def test_single_quotes_are_fully_literal():
    assert split_command("echo 'a \"b\" \\n $x # y'") == ["echo", 'a "b" \\n $x # y']
    assert split_command("'a\nb'") == ["a\nb"]
    assert split_command("'a\\\\b'") == ["a\\\\b"]


def test_single_quotes_keep_backslashes():
    assert split_command("'a\\\\b' 'c\\'") == ["a\\\\b", "c\\"]


def test_unclosed_quotes_and_trailing_backslash_raise():
    for line in ["echo 'abc", 'echo "abc', "abc\\", '"abc\\"', "x '"]:
        with pytest.raises(ValueError):
            split_command(line)


def test_unclosed_quote_or_dangling_backslash_raise():
    for line in ['say "hi', "it's", "end\\", "a \\", '"\\"']:
        with pytest.raises(ValueError):
            split_command(line)


def test_newline_separates_but_carriage_return_does_not():
    assert split_command("a\nb") == ["a", "b"]
    assert split_command("a\rb") == ["a\rb"]
    assert split_command("a\x0bb c\x0cd") == ["a\x0bb", "c\x0cd"]


def test_plain_words_and_separators():
    result = split_command("  ls\t -la   /tmp\n")
    assert result == ["ls", "-la", "/tmp"]
    assert type(result) is list and all(type(w) is str for w in result)
    assert split_command("x\ry z\u00a0") == ["x\ry", "z\u00a0"]


def test_continuation_is_literal_inside_quotes():
    assert split_command("'a\\\nb'") == ["a\\\nb"]
    assert split_command("\"a\\\nb\"") == ["a\\\nb"]
    assert split_command("'a' 'b\n'") == ["a", "b\n"]
    assert split_command("'a\\\\\nb'") == ["a\\\\\nb"]
    assert split_command("'a'\\\nb") == ["ab"]


def test_adjacent_parts_join_into_one_word():
    assert split_command("a\"b c\"d'e f'g") == ["ab cde fg"]
    assert split_command("--name=\"Jo Ann\" next") == ["--name=Jo Ann", "next"]


def test_comment_ends_at_newline():
    assert split_command("a # c\nb") == ["a", "b"]
    assert split_command("# only a comment") == []
    assert split_command("#x\n#y\nz") == ["z"]
    assert split_command("a # c\nb\nc") == ["a", "b", "c"]
    assert split_command("a#b # c\nd#e") == ["a#b", "d#e"]
    assert split_command("a '' #c\n''") == ["a", "", ""]


def test_unquoted_backslash_escapes_next_character():
    assert split_command(r"a\ b c\'d \" \\") == ["a b", "c'd", '"', "\\"]
    assert split_command(r"\#no-comment") == ["#no-comment"]


def test_backslash_in_double_quotes_before_closing_quote():
    assert split_command(r'"\\"') == ["\\"]
    assert split_command(r'"a\\" b') == ["a\\", "b"]
    with pytest.raises(ValueError):
        split_command(r'"a\" b')


def test_empty_and_blank_lines():
    assert split_command("") == []
    assert split_command(" \t\n ") == []
