import pytest

from solution import glob_match


def test_star_stays_inside_one_segment():
    assert glob_match("*.py", "main.py") is True
    assert glob_match("*.py", "src/main.py") is False
    assert glob_match("src/*", "src/a/b") is False
    assert glob_match("src/*/x", "src/a/x") is True


def test_question_mark_and_whole_path_match():
    assert glob_match("?.txt", "a.txt") is True
    assert glob_match("?.txt", "ab.txt") is False
    assert glob_match("?", "/") is False
    assert glob_match("src", "src/a.py") is False
    assert glob_match("*.py", "a.pyc") is False


def test_double_star_matches_zero_segments():
    assert glob_match("a/**/b", "a/b") is True
    assert glob_match("**/*.py", "m.py") is True
    assert glob_match("a/**", "a") is True
    assert glob_match("a/**/**/b", "a/b") is True


def test_double_star_can_match_nothing():
    assert glob_match("**/main.py", "main.py") is True
    assert glob_match("src/**/main.py", "src/main.py") is True
    assert glob_match("src/**", "src") is True
    assert glob_match("**/**", "x") is True
    assert glob_match("src/**/main.py", "main.py") is False


def test_double_star_backtracks():
    assert glob_match("**/a/b", "a/a/b") is True
    assert glob_match("**/x/*.py", "x/x/x/m.py") is True
    assert glob_match("a/**/b/**/c", "a/x/b/y/z/c") is True
    assert glob_match("a/**/b/**/c", "a/b/c") is True
    assert glob_match("a/**/b/**/c", "a/c") is False
    assert glob_match("a/**/b", "a/b/c") is False


def test_double_star_matches_many_segments():
    assert glob_match("a/**/b", "a/x/b") is True
    assert glob_match("a/**/b", "a/x/y/b") is True
    assert glob_match("**/*.py", "p/q/m.py") is True
    assert glob_match("a/**", "a/b/c") is True
    assert glob_match("**", "x/y/z") is True
    assert glob_match("a/**/b", "a/xb") is False
    assert glob_match("a/**", "ab") is False


def test_negated_and_consecutive_sets():
    assert glob_match("[!a-c]x", "dx") is True
    assert glob_match("[!a-c]x", "bx") is False
    assert glob_match("[!]x]", "y") is True
    assert glob_match("[!]x]", "]") is False
    assert glob_match("[^a]", "^") is True
    assert glob_match("[^a]", "b") is False
    assert glob_match("[ab][cd]", "ac") is True
    assert glob_match("[ab][cd]", "Xc") is False
    assert glob_match("[!a][!b]", "ba") is True


def test_character_sets_and_ranges():
    assert glob_match("file[0-9].log", "file7.log") is True
    assert glob_match("file[0-9].log", "filex.log") is False
    assert glob_match("[abc]", "b") is True
    assert glob_match("[abc]", "ab") is False


def test_close_bracket_first_is_member():
    assert glob_match("[]a]b", "]b") is True
    assert glob_match("[]a]b", "ab") is True
    assert glob_match("[]a]b", "cb") is False
    assert glob_match("[]]", "]") is True
    assert glob_match("[!]a]", "]") is False
    assert glob_match("[!]a]", "z") is True


def test_set_members_that_look_special():
    assert glob_match("[]x]", "]") is True
    assert glob_match("[]x]", "x") is True
    assert glob_match("[a-]", "-") is True
    assert glob_match("[-a]", "-") is True
    assert glob_match("[-a]", "b") is False
    assert glob_match("[*?]", "*") is True
    assert glob_match("[*?]", "a") is False
    assert glob_match("a[\\]b", "a\\b") is True


def test_wildcards_match_newlines():
    assert glob_match("a?b", "a\nb") is True
    assert glob_match("*", "x\ny") is True
    assert glob_match("[!a]", "\n") is True


def test_question_mark_matches_newline():
    assert glob_match("?", "\n") is True
    assert glob_match("a?c", "a\nc") is True
    assert glob_match("??", "\n") is False


def test_backslash_escapes_outside_sets():
    assert glob_match("a\\*", "a*") is True
    assert glob_match("a\\*", "ab") is False
    assert glob_match("\\?", "?") is True
    assert glob_match("\\?", "x") is False
    assert glob_match("\\[x]", "[x]") is True
    assert glob_match("a\\**", "a*xyz") is True
    assert glob_match("a\\**", "abc") is False


def test_regex_characters_are_literal_and_case_matters():
    assert glob_match("a+b(1).txt", "a+b(1).txt") is True
    assert glob_match("a+b(1).txt", "aab(1).txt") is False
    assert glob_match("a.c", "abc") is False
    assert glob_match("*.PY", "a.py") is False
    assert glob_match("^$|{x}", "^$|{x}") is True


def test_errors_raised_even_when_earlier_segment_fails():
    with pytest.raises(ValueError):
        glob_match("zz/a**", "q")
    with pytest.raises(ValueError):
        glob_match("zz/**x", "q")
    with pytest.raises(ValueError):
        glob_match("zz/a\\", "q")
    with pytest.raises(ValueError):
        glob_match("zz/[abc", "q")
    with pytest.raises(ValueError):
        glob_match("nope/[b-a]", "x/y")
    with pytest.raises(ValueError):
        glob_match("q/[a/b]", "q/a")
    with pytest.raises(ValueError):
        glob_match("q/a\\/b", "q/a/b")


def test_invalid_patterns_raise_value_error():
    for pattern in ["a**", "**.py", "x/**b", "[abc", "[]", "[!]", "a\\", "[z-a]"]:
        with pytest.raises(ValueError):
            glob_match(pattern, "x")


def test_whole_pattern_checked_before_matching():
    for pattern, path in [("no/[abc", "yes/a"), ("a/*/[!", "b/c/d"), ("x/y/**z", "q"), ("a/b/c\\", "z")]:
        with pytest.raises(ValueError):
            glob_match(pattern, path)


def test_later_invalid_segment_raises_after_mismatch():
    for pattern, path in [("src/[z-a]", "lib/x"), ("a/b/c**", "z"), ("q/x\\", "r/x")]:
        with pytest.raises(ValueError):
            glob_match(pattern, path)


def test_question_mark_is_any_single_character():
    assert glob_match("x?", "x\n") is True
    assert glob_match("?/?", "\n/\n") is True
    assert glob_match("?", "") is False


def test_double_star_inside_segment_raises():
    for pattern in ["src/**py", "***", "a/b**/c", "**a", "[ab]**"]:
        with pytest.raises(ValueError):
            glob_match(pattern, "src/a")
