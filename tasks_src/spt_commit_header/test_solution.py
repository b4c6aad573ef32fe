import pytest

from solution import parse_commit_header


def test_scope_and_breaking_marker():
    assert parse_commit_header("feat(parser)!: drop Python 3.8") == {
        "type": "feat",
        "scope": "parser",
        "breaking": True,
        "description": "drop Python 3.8",
    }


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
    assert result["breaking"] is True
    assert result["scope"] is None
    assert result["type"] == "refactor"


def test_scope_characters():
    assert parse_commit_header("docs(api/v2.x_beta-1): typo")["scope"] == "api/v2.x_beta-1"
    assert parse_commit_header("ci(X): y")["scope"] == "X"


def test_line_breaks_rejected_even_at_end():
    for header in ["feat: x\n", "feat: x\r\n", "feat: a\nb", "feat: x\r"]:
        with pytest.raises(ValueError):
            parse_commit_header(header)


def test_description_kept_verbatim():
    result = parse_commit_header("chore: bump deps: a, b  ")
    assert result["description"] == "bump deps: a, b  "
    assert parse_commit_header("feat: x")["description"] == "x"


def test_bad_type_or_scope():
    bad = ["Feat: x", "feat1: x", "fe-at: x", ": x", "feat(): x", "feat(a b): x", "feat(a)(b): x", "feat(a: x"]
    for header in bad:
        with pytest.raises(ValueError):
            parse_commit_header(header)


def test_bad_separator():
    bad = ["feat:x", "feat:  x", "feat : x", "feat!(api): x", "feat!!: x", "feat", "feat: ", "feat:\tx"]
    for header in bad:
        with pytest.raises(ValueError):
            parse_commit_header(header)


def test_description_may_not_start_with_whitespace():
    for header in ["feat: \tx", "feat: \u00a0x"]:
        with pytest.raises(ValueError):
            parse_commit_header(header)
    assert parse_commit_header("feat: x\ty")["description"] == "x\ty"
