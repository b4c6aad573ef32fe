import copy

import pytest

from solution import resolve_mount

MOUNTS = {
    "/": "root",
    "/api": "api",
    "/api/v1": "api_v1",
    "/api/*/users": "any_version_users",
    "/api/v1/users": "v1_users",
    "/static": "static",
    "/*/health": "health",
}


def test_most_specific_literal_mount_wins():
    assert resolve_mount(MOUNTS, "/api/v1/users/42") == "v1_users"
    assert resolve_mount(MOUNTS, "/api/v2/users") == "any_version_users"


def test_falls_back_to_shorter_prefix():
    assert resolve_mount(MOUNTS, "/api/v2/orders") == "api"
    assert resolve_mount(MOUNTS, "/static/css/site.css") == "static"
    assert resolve_mount(MOUNTS, "/apiary/x") == "root"


def test_prefix_matches_whole_segments_only():
    assert resolve_mount(MOUNTS, "/apiary") == "root"
    assert resolve_mount({"/api": "api"}, "/apiary/x") is None
    assert resolve_mount({"/api/v1": "v1"}, "/api/v10") is None


def test_more_segments_beat_more_literals():
    assert resolve_mount({"/api": "A", "/*/*": "W"}, "/api/x") == "W"
    assert resolve_mount({"/a/b": "lit", "/*/*/*": "wild"}, "/a/b/c") == "wild"


def test_first_literal_position_decides_a_tie():
    mounts = {"/*/b/c": "R", "/a/*/*": "L"}
    assert resolve_mount(mounts, "/a/b/c") == "L"
    assert resolve_mount(mounts, "/q/b/c") == "R"
    assert resolve_mount({"/x/*/*/*": "first", "/*/y/z/w": "rest"}, "/x/y/z/w") == "first"


def test_longer_wildcard_pattern_beats_shorter_literal_one():
    assert resolve_mount(MOUNTS, "/api/health") == "health"
    assert resolve_mount({"/api/v1": "v1", "/*/*/users": "users_any"}, "/api/v1/users") == "users_any"


def test_literal_beats_wildcard_at_first_difference():
    mounts = {"/*/b": "wild_first", "/a/*": "literal_first"}
    assert resolve_mount(mounts, "/a/b") == "literal_first"
    assert resolve_mount(mounts, "/x/b") == "wild_first"
    mounts = {"/a/*/c": "left", "/a/b/*": "right"}
    assert resolve_mount(mounts, "/a/b/c/d") == "right"
    assert resolve_mount({"/*/y/z": "more", "/x/*/*": "left"}, "/x/y/z") == "left"


def test_root_mount_matches_everything_and_empty_path():
    assert resolve_mount(MOUNTS, "/") == "root"
    assert resolve_mount(MOUNTS, "") == "root"
    assert resolve_mount(MOUNTS, "/unknown/thing") == "root"


def test_same_segments_with_extra_slashes_are_duplicates():
    with pytest.raises(ValueError):
        resolve_mount({"/api": "A", "/api/": "B"}, "/api")
    with pytest.raises(ValueError):
        resolve_mount({"/": "r", "//": "r2"}, "/")


def test_leftmost_literal_beats_more_literals():
    assert resolve_mount({"/a/*/*": "L", "/*/b/c": "R"}, "/a/b/c") == "L"


def test_invalid_patterns_raise_value_error():
    with pytest.raises(ValueError):
        resolve_mount({"api": "api"}, "/api")
    with pytest.raises(ValueError):
        resolve_mount({"/api": "a", "/api/": "b"}, "/api")
    with pytest.raises(ValueError):
        resolve_mount({"/docs": "d", "/api": "a", "//api": "b"}, "/nothing")
    with pytest.raises(ValueError):
        resolve_mount({"/": "root", "static": "s"}, "/api")


def test_bad_pattern_rejected_when_path_matches_nothing():
    with pytest.raises(ValueError):
        resolve_mount({"/a": "A", "b": "B"}, "/zzz")
    with pytest.raises(ValueError):
        resolve_mount({"/a": "A", "/q": "Q", "/q//": "Q2"}, "/zzz")


def test_pattern_without_leading_slash_rejected_even_if_unmatched():
    with pytest.raises(ValueError):
        resolve_mount({"api": "A"}, "/x")
    with pytest.raises(ValueError):
        resolve_mount({"/x": "X", "y/z": "N"}, "/x")


def test_no_match_returns_none():
    assert resolve_mount({"/docs": "docs"}, "/blog/post") is None
    assert resolve_mount({}, "/anything") is None


def test_pattern_as_long_as_the_path_matches():
    assert resolve_mount({"/a/b": "exact", "/a": "short"}, "/a/b") == "exact"
    assert resolve_mount({"/a/b/c": "longer"}, "/a/b") is None
    assert resolve_mount({"/*": "one", "/": "root"}, "/x") == "one"
    assert resolve_mount({"/ab": "ab"}, "/abc/d") is None


def test_empty_segments_are_ignored():
    assert resolve_mount(MOUNTS, "//api///v1/") == "api_v1"
    assert resolve_mount({"//docs//": "docs"}, "/docs/intro") == "docs"


def test_wildcard_needs_a_real_segment():
    assert resolve_mount({"/api/*": "item", "/api": "list"}, "/api/") == "list"
    assert resolve_mount({"/*/*": "two"}, "/only") is None
    assert resolve_mount({"/*/*": "two", "/*": "one"}, "/a//b") == "two"


def test_matching_is_case_sensitive():
    assert resolve_mount(MOUNTS, "/API/v1") == "root"
    assert resolve_mount({"/Docs": "docs"}, "/docs") is None


def test_mounts_dict_unchanged():
    mounts = {"/b": "B", "/a/*": "AW", "/": "R"}
    assert resolve_mount(mounts, "/a/1") == "AW"
    assert mounts == {"/b": "B", "/a/*": "AW", "/": "R"}
    assert list(mounts) == ["/b", "/a/*", "/"]


def test_input_not_modified():
    mounts = dict(MOUNTS)
    before = copy.deepcopy(mounts)
    assert resolve_mount(mounts, "/api/v1") == "api_v1"
    assert mounts == before
