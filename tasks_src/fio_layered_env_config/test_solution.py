import pytest

from solution import load_settings


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8"))
    return path


def test_layers_apply_in_order_of_precedence(tmp_path):
    base = write(tmp_path, ".env", "# shared\n\nHOST=filehost\nNAME=base\n  # PORT=1\nPORT=8000\nDEBUG=0\n")
    local = write(tmp_path, ".env.local", "PORT=8001\nNAME=local\n")
    defaults = {"HOST": "localhost", "PORT": "80", "WORKERS": "2", "DEBUG": "1"}
    environ = {"APP_PORT": "9000", "PORT": "1", "DEBUG": "yes", "APP_EXTRA": "x", "APP_WORKERS": "8"}
    result = load_settings(defaults, [base, tmp_path / "missing.env", local], environ, "APP_")
    assert result == {
        "DEBUG": "0",
        "HOST": "filehost",
        "NAME": "local",
        "PORT": "9000",
        "WORKERS": "8",
    }


def test_basic_file_parsing_and_sorted_keys(tmp_path):
    env = write(
        tmp_path,
        ".env",
        "# database settings\n\nDB_USER=admin\n  export DB_NAME = shop  \n   # indented comment\nAPI_KEY=abc123\n",
    )
    result = load_settings({}, [str(env)], {}, "")
    assert type(result) is dict
    assert result == {"API_KEY": "abc123", "DB_NAME": "shop", "DB_USER": "admin"}
    assert list(result) == ["API_KEY", "DB_NAME", "DB_USER"]


def test_inline_comments_in_unquoted_values(tmp_path):
    env = write(
        tmp_path,
        ".env",
        "URL=http://host/#top\nA=value # trailing comment\nB=#only a comment\n"
        "C=a#b\nD=x\t# after a tab\nE=  # nothing\nF=one two  three\nQ=a=1&b=2\n",
    )
    assert load_settings({}, [env], {}, "") == {
        "A": "value",
        "B": "",
        "C": "a#b",
        "D": "x",
        "E": "",
        "F": "one two  three",
        "Q": "a=1&b=2",
        "URL": "http://host/#top",
    }


def test_missing_files_are_skipped_and_defaults_untouched(tmp_path):
    defaults = {"MODE": "prod", "LEVEL": "info"}
    result = load_settings(defaults, [tmp_path / "absent.env", str(tmp_path / "nope")], {}, "APP_")
    assert result == {"LEVEL": "info", "MODE": "prod"}
    assert list(result) == ["LEVEL", "MODE"]
    assert result is not defaults
    result["MODE"] = "dev"
    assert defaults == {"MODE": "prod", "LEVEL": "info"}


def test_quoted_values_escapes_only_in_double_quotes(tmp_path):
    env = write(
        tmp_path,
        ".env",
        'MSG="line1\\nline2"\n'
        'TAB="a\\tb"\n'
        'QUOTE="say \\"hi\\""\n'
        'SLASH="C:\\\\temp"\n'
        'OTHER="keep\\x"\n'
        'HASH="# not a comment"  # but this is\n'
        'PAD="  padded  "\n'
        "SQ='lit\\n # x'  # comment\n",
    )
    assert load_settings({}, [env], {}, "") == {
        "HASH": "# not a comment",
        "MSG": "line1\nline2",
        "OTHER": "keep\\x",
        "PAD": "  padded  ",
        "QUOTE": 'say "hi"',
        "SLASH": "C:\\temp",
        "SQ": "lit\\n # x",
        "TAB": "a\tb",
    }


def test_single_quoted_values_are_literal(tmp_path):
    env = write(
        tmp_path,
        ".env",
        "RAW='a\\nb'\nSPACES='  x  '\nMIXED='has \"double\" # and hash'   # comment\n",
    )
    assert load_settings({}, [env], {}, "") == {
        "MIXED": 'has "double" # and hash',
        "RAW": "a\\nb",
        "SPACES": "  x  ",
    }


@pytest.mark.parametrize(
    "line",
    [
        "NOEQUALS",
        "1KEY=x",
        "KEY-NAME=x",
        "=value",
        'A="unterminated',
        "A='unterminated",
        "A='x' junk",
        'A="x"y',
        'A="ends with backslash\\"',
    ],
)
def test_malformed_lines_raise_value_error(tmp_path, line):
    env = write(tmp_path, ".env", "GOOD=1\n" + line + "\n")
    with pytest.raises(ValueError):
        load_settings({}, [env], {}, "")


def test_later_line_wins_and_keys_are_case_sensitive(tmp_path):
    env = write(tmp_path, ".env", "port=1\nPORT=2\nPORT=3\n")
    assert load_settings({"Port": "0"}, [env], {"APP_port": "10"}, "APP_") == {
        "PORT": "3",
        "Port": "0",
        "port": "10",
    }


def test_environment_overrides_file_keys_and_empty_prefix(tmp_path):
    env = write(tmp_path, ".env", "TOKEN=from-file\nREGION=eu\n")
    assert load_settings({}, [env], {"TOKEN": "from-env", "OTHER": "x"}, "") == {
        "REGION": "eu",
        "TOKEN": "from-env",
    }
    assert load_settings({}, [env], {"SVC_REGION": ""}, "SVC_") == {"REGION": "", "TOKEN": "from-file"}


def test_crlf_line_endings(tmp_path):
    env = write(tmp_path, ".env", "A=1\r\nB='two'\r\n\r\nC=\"three\"\r\n")
    assert load_settings({}, [env], {}, "") == {"A": "1", "B": "two", "C": "three"}


def test_export_prefix_needs_the_space_and_inputs_stay_unchanged(tmp_path):
    env = write(tmp_path, ".env", "export   SPACED=1\nexportFOO=2\nexport=3\n")
    environ = {"X_SPACED": "9"}
    defaults = {"SPACED": "0"}
    assert load_settings(defaults, [env], environ, "X_") == {"SPACED": "9", "export": "3", "exportFOO": "2"}
    assert environ == {"X_SPACED": "9"}
    assert defaults == {"SPACED": "0"}


def test_empty_values(tmp_path):
    env = write(tmp_path, ".env", "A=\nB=''\nC=\"\"\nD =   \n")
    assert load_settings({"A": "default"}, [env], {}, "") == {"A": "", "B": "", "C": "", "D": ""}


def test_unknown_backslash_sequences_kept_in_double_quotes(tmp_path):
    env = write(tmp_path, ".env", 'P="C:\\\\dir\\\\new\\q"\nR="a\\rb\\0c"\n')
    assert load_settings({}, [env], {}, "") == {"P": "C:\\dir\\new\\q", "R": "a\\rb\\0c"}


def test_unicode_style_escapes_are_not_decoded(tmp_path):
    env = write(tmp_path, ".env", 'A="a\\qb"\nU="caf\\u00e9 \\x41"\nN="1\\n2"\n')
    assert load_settings({}, [env], {}, "") == {"A": "a\\qb", "N": "1\n2", "U": "caf\\u00e9 \\x41"}


def test_environment_never_adds_settings(tmp_path):
    env = write(tmp_path, ".env", "KNOWN=file\n")
    environ = {"APP_KNOWN": "env", "APP_NEW": "1", "NEW": "2", "APP_": "3"}
    assert load_settings({"D": "d"}, [env], environ, "APP_") == {"D": "d", "KNOWN": "env"}
    assert load_settings({}, [], {"ANY": "x"}, "") == {}
    assert load_settings({}, [tmp_path / "gone.env"], {"ANY": "y"}, "") == {}


def test_prefixed_variables_for_unknown_names_are_ignored(tmp_path):
    result = load_settings({"LEVEL": "info"}, [], {"MY_LEVEL": "debug", "MY_COLOR": "red", "COLOR": "blue"}, "MY_")
    assert result == {"LEVEL": "debug"}


def test_hash_inside_unquoted_words_is_kept(tmp_path):
    env = write(tmp_path, ".env", "P=pa#ss#word\nT=a #c\nW=x#\t# tab comment\n")
    assert load_settings({}, [env], {}, "") == {"P": "pa#ss#word", "T": "a", "W": "x#"}


def test_hash_after_non_space_is_part_of_the_value(tmp_path):
    env = write(tmp_path, ".env", "TAG=v1#2 # note\nCOLOR=#fff\nPATH_=/a/#b/c#\n")
    assert load_settings({}, [env], {}, "") == {"COLOR": "", "PATH_": "/a/#b/c#", "TAG": "v1#2"}


def test_whitespace_and_comment_allowed_after_closing_quote(tmp_path):
    env = write(tmp_path, ".env", "A=\"x y\"   # c\nB='y'\t#c\nC=\"z\"\t \nD='a\\\"b' # c\n")
    assert load_settings({}, [env], {}, "") == {"A": "x y", "B": "y", "C": "z", "D": 'a\\"b'}


@pytest.mark.parametrize(
    "text",
    [
        "export\n",
        "A B=1\n",
        "K='open\n",
        'K="a"b\n',
        "K='a' 'b'\n",
        "K\u00e9=1\n",
    ],
)
def test_bad_lines_raise_value_error(tmp_path, text):
    env = write(tmp_path, "bad.env", "# first a comment\n" + text)
    with pytest.raises(ValueError):
        load_settings({"K": "1"}, [tmp_path / "none.env", env], {}, "")
