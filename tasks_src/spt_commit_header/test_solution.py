import pytest

from solution import parse_commit_header


def test_scope_and_breaking_marker():
    result = parse_commit_header("feat(parser)!: drop Python 3.8")
    assert result == {
        "type": "feat",
        "scope": "parser",
        "breaking": True,
        "description": "drop Python 3.8",
    }
    assert type(result) is dict
    assert result["breaking"] is True


def test_plain_header():
    result = parse_commit_header("fix: handle empty input")
    assert result == {
        "type": "fix",
        "scope": None,
        "breaking": False,
        "description": "handle empty input",
    }
    assert type(result) is dict
    assert result["breaking"] is False


def test_breaking_without_scope():
    result = parse_commit_header("refactor!: rename config keys")
    assert result == {
        "type": "refactor",
        "scope": None,
        "breaking": True,
        "description": "rename config keys",
    }
    assert result["breaking"] is True
    assert result["scope"] is None


def test_scope_characters():
    assert parse_commit_header("docs(api/v2.x_beta-1): typo")["scope"] == "api/v2.x_beta-1"
    assert parse_commit_header("ci(X): y") == {"type": "ci", "scope": "X", "breaking": False, "description": "y"}


def test_line_breaks_rejected_even_at_end():
    for header in ["feat: x\n", "feat: x\r\n", "feat: a\nb", "feat: x\r"]:
        with pytest.raises(ValueError):
            parse_commit_header(header)


def test_trailing_line_break_rejected_after_scope_or_bang():
    for header in ["fix(api): y\n", "fix!: y\r", "docs: a\n\n", "feat(ui)!: z\r\n"]:
        with pytest.raises(ValueError):
            parse_commit_header(header)


def test_description_trailing_spaces_kept():
    assert parse_commit_header("fix: typo  ") == {
        "type": "fix", "scope": None, "breaking": False, "description": "typo  "}
    with pytest.raises(ValueError):
        parse_commit_header("fix:  typo  ")
    assert parse_commit_header("feat(x)!: a b \t") == {
        "type": "feat", "scope": "x", "breaking": True, "description": "a b \t"}


def test_description_kept_verbatim():
    result = parse_commit_header("chore: bump deps: a, b  ")
    assert result["description"] == "bump deps: a, b  "
    assert parse_commit_header("feat: x")["description"] == "x"


def test_type_must_be_lowercase_ascii():
    for header in ["Feat: x", "fiX: y", "FIX(api): y", "fe\u00e4t: x", "feat2: x"]:
        with pytest.raises(ValueError):
            parse_commit_header(header)


def test_bad_type_or_scope():
    bad = ["Feat: x", "feat1: x", "fe-at: x", ": x", "feat(): x", "feat(a b): x", "feat(a)(b): x", "feat(a: x"]
    for header in bad:
        with pytest.raises(ValueError):
            parse_commit_header(header)


def test_empty_or_bad_scope_rejected():
    for header in ["feat(): x", "fix()!: y", "feat(\u00e9): x", "feat(a,b): x", "feat (a): x"]:
        with pytest.raises(ValueError):
            parse_commit_header(header)


def test_bad_separator():
    bad = ["feat:x", "feat:  x", "feat : x", "feat!(api): x", "feat!!: x", "feat", "feat: ", "feat:\tx"]
    for header in bad:
        with pytest.raises(ValueError):
            parse_commit_header(header)


def test_exactly_one_space_after_colon():
    for header in ["feat:  x", "fix(api):   y", "fix!:  z", "docs:x"]:
        with pytest.raises(ValueError):
            parse_commit_header(header)


def test_description_may_not_start_with_whitespace():
    for header in ["feat: \tx", "feat: \u00a0x"]:
        with pytest.raises(ValueError):
            parse_commit_header(header)
    assert parse_commit_header("feat: x\ty")["description"] == "x\ty"


def test_other_separators_are_not_line_breaks():
    assert parse_commit_header("feat: a\u2028b")["description"] == "a\u2028b"
    assert parse_commit_header("fix(x): y\x0cz\x85")["description"] == "y\x0cz\x85"
    with pytest.raises(ValueError):
        parse_commit_header("fix: \u2028b")
    with pytest.raises(ValueError):
        parse_commit_header("fix(x): y\x85\n")


def test_breaking_marker_with_scope_and_missing_scope():
    result = parse_commit_header("perf(db)!: faster")
    assert result["breaking"] is True
    assert result["scope"] == "db"
    result = parse_commit_header("docs: readme")
    assert result["scope"] is None
    assert result["breaking"] is False
    assert sorted(result) == ["breaking", "description", "scope", "type"]


def test_uppercase_type_rejected_with_scope_or_bang():
    for header in ["Fix(api): y", "docS!: z", "fEAT(ui)!: a", "CI: b"]:
        with pytest.raises(ValueError):
            parse_commit_header(header)


def test_one_letter_and_long_types():
    assert parse_commit_header("a: b") == {"type": "a", "scope": None, "breaking": False, "description": "b"}
    assert parse_commit_header("internationalization(i18n)!: c")["type"] == "internationalization"


def test_empty_scope_rejected_with_bang_or_other_type():
    for header in ["docs()!: y", "refactor(): a b", "x()!: z"]:
        with pytest.raises(ValueError):
            parse_commit_header(header)


def test_single_character_scopes():
    assert parse_commit_header("fix(-): x")["scope"] == "-"
    assert parse_commit_header("fix(/)!: y") == {"type": "fix", "scope": "/", "breaking": True, "description": "y"}
    assert parse_commit_header("fix(9): z")["scope"] == "9"
