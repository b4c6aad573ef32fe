import pytest

from solution import missing_scopes


def test_exact_matches_and_missing_in_required_order():
    result = missing_scopes("repo:read user:email",
                            ["user:email", "repo:write", "repo:read", "admin", "repo:write"])
    assert result == ["repo:write", "admin"]
    assert type(result) is list


def test_everything_covered_returns_empty_list():
    result = missing_scopes("repo:read user:email", ["repo:read", "user:email"])
    assert result == []
    assert type(result) is list
    assert missing_scopes("repo:read", []) == []


def test_wildcard_matches_exactly_one_segment():
    required = ["repo:read", "repo", "repo:status:read", "repository:read", "user:read"]
    assert missing_scopes("repo:*", required) == [
        "repo", "repo:status:read", "repository:read", "user:read"]
    assert missing_scopes("*", ["repo", "admin", "repo:read"]) == ["repo:read"]


def test_wildcard_in_the_middle():
    required = ["org:acme:read", "org:acme:write", "org:read", "org:a:b:read", "team:acme:read"]
    assert missing_scopes("org:*:read", required) == [
        "org:acme:write", "org:read", "org:a:b:read", "team:acme:read"]


def test_deny_wins_wherever_it_appears():
    required = ["repo:delete", "repo:read"]
    assert missing_scopes("!repo:delete repo:*", required) == ["repo:delete"]
    assert missing_scopes("repo:* !repo:delete", required) == ["repo:delete"]
    assert missing_scopes("repo:delete !repo:delete repo:*", required) == ["repo:delete"]


def test_deny_with_wildcards():
    required = ["billing:read", "user:read", "admin", "billing:invoice:read"]
    assert missing_scopes("*:* billing:invoice:read !billing:*", required) == [
        "billing:read", "admin"]


def test_repeated_required_scopes_reported_once():
    required = ["a", "b", "a", "c", "b", "a"]
    assert missing_scopes("c", required) == ["a", "b"]
    assert required == ["a", "b", "a", "c", "b", "a"]
    assert missing_scopes("c !c", ["c", "c"]) == ["c"]


def test_spaces_and_empty_grants():
    assert missing_scopes("  repo:read    user  ", ["user", "repo:read"]) == []
    assert missing_scopes("", ["a", "b:c"]) == ["a", "b:c"]
    assert missing_scopes("   ", ["a"]) == ["a"]


def test_malformed_rules_raise_value_error():
    for granted in ("repo::read", "repo:", ":repo", "!", "!!repo", "re*", "repo:*x",
                    "Repo", "repo:read\tuser", "repo\n", "repo,read", "**"):
        with pytest.raises(ValueError):
            missing_scopes(granted, ["repo"])
    with pytest.raises(ValueError):
        missing_scopes("repo:*", ["repo:*"])


def test_malformed_required_raise_value_error():
    for scope in ("repo:*", "*", "", "repo:", "Repo:read", "repo read", "café"):
        with pytest.raises(ValueError):
            missing_scopes("*:* *", [scope])
    with pytest.raises(ValueError):
        missing_scopes("a", ["a", "b", "B"])


def test_deny_rules_never_grant_and_respect_segment_count():
    assert missing_scopes("!repo:read", ["repo:read", "repo:write"]) == [
        "repo:read", "repo:write"]
    assert missing_scopes("repo repo:* !repo:*", ["repo", "repo:x"]) == ["repo:x"]
    assert missing_scopes("a_b-1:x", ["a_b-1:x", "a_b-1:y"]) == ["a_b-1:y"]


def test_required_list_is_not_modified():
    required = ["b", "a", "b", "c"]
    result = missing_scopes("c", required)
    assert result == ["b", "a"]
    assert required == ["b", "a", "b", "c"]
    assert result is not required


def test_malformed_required_scopes_invalid():
    for scope in ("repo\n", "repo:read\n", "repo\n:read", "\nrepo", "repo:*", "*", "*:read"):
        with pytest.raises(ValueError):
            missing_scopes("repo repo:read", [scope])


def test_malformed_rules_and_scopes_raise():
    for granted in ("repo\n", "repo:read\n", "re*", "*x:read", "!!repo", "!", "repo:B", "repo:\u00e9"):
        with pytest.raises(ValueError):
            missing_scopes(granted, ["repo"])
    for scope in ("repo\n", "x:*", "a::b", ":a"):
        with pytest.raises(ValueError):
            missing_scopes("repo", [scope])


def test_allow_after_deny_does_not_regrant():
    assert missing_scopes("!repo:write repo:*", ["repo:write", "repo:read"]) == ["repo:write"]
    assert missing_scopes("!*:write repo:write org:write", ["org:write", "repo:write"]) == [
        "org:write", "repo:write"]


def test_deny_anywhere_beats_allow():
    required = ["a:x", "a:y", "b:x"]
    assert missing_scopes("!a:x a:* b:*", required) == ["a:x"]
    assert missing_scopes("a:* !*:x b:x", required) == ["a:x", "b:x"]
    assert missing_scopes("!b:x", required) == ["a:x", "a:y", "b:x"]


def test_only_spaces_separate_rules():
    for granted in ("a\tb", "a\nb", "a\rb", "a\u00a0b", "a b\t"):
        with pytest.raises(ValueError):
            missing_scopes(granted, ["a"])
    assert missing_scopes("a   b", ["a", "b", "c"]) == ["c"]


def test_tab_or_newline_between_rules_invalid():
    with pytest.raises(ValueError):
        missing_scopes("repo:read\tuser", ["repo:read"])
    with pytest.raises(ValueError):
        missing_scopes("repo:read\nuser", ["user"])
    with pytest.raises(ValueError):
        missing_scopes("\trepo:read", ["repo:read"])
    assert missing_scopes(" repo:read  user ", ["user", "repo:read"]) == []


def test_star_never_spans_segments():
    required = ["repo:a:b", "org:x:y:z", "a:b:c", "repo:a", "org:x"]
    assert missing_scopes("repo:* org:* *:*", required) == ["repo:a:b", "org:x:y:z", "a:b:c"]
    assert missing_scopes("*:*:*", required) == ["org:x:y:z", "repo:a", "org:x"]
