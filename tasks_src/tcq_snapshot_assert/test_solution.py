import os

import pytest

from solution import assert_snapshot

PROFILE = "id: 1\nname: Ann\nrole: admin\n"
OLD_NS = 1_000_000_000


def age(path):
    os.utime(path, ns=(OLD_NS, OLD_NS))


def test_first_run_creates_snapshot_and_directories(tmp_path):
    snaps = tmp_path / "snapshots" / "unit"
    result = assert_snapshot(PROFILE, "user_profile", snaps)
    assert result == "created"
    assert type(result) is str
    assert (snaps / "user_profile.snap").read_bytes() == PROFILE.encode("utf-8")
    assert sorted(p.name for p in snaps.iterdir()) == ["user_profile.snap"]


def test_created_in_missing_nested_directory(tmp_path):
    snaps = tmp_path / "a" / "b" / "c"
    result = assert_snapshot("x = 1\n", "nested_case", snaps)
    assert result == "created" and type(result) is str
    assert (snaps / "nested_case.snap").read_bytes() == b"x = 1\n"
    assert sorted(p.name for p in snaps.iterdir()) == ["nested_case.snap"]


def test_second_run_matches(tmp_path):
    text = "id: 1\r\nname: Ann\r\n"
    assert assert_snapshot(text, "profile-v2", tmp_path) == "created"
    path = tmp_path / "profile-v2.snap"
    age(path)
    result = assert_snapshot(text, "profile-v2", tmp_path)
    assert result == "matched" and type(result) is str
    assert path.read_bytes() == b"id: 1\r\nname: Ann\r\n"
    assert path.stat().st_mtime_ns == OLD_NS


def test_matched_file_is_not_rewritten(tmp_path):
    path = tmp_path / "keep.snap"
    path.write_bytes(b"same\n")
    age(path)
    assert assert_snapshot("same\n", "keep", tmp_path) == "matched"
    assert path.stat().st_mtime_ns == OLD_NS
    assert path.read_bytes() == b"same\n"


def test_mismatch_raises_with_unified_diff(tmp_path):
    (tmp_path / "user.snap").write_bytes(PROFILE.encode("utf-8"))
    with pytest.raises(AssertionError) as info:
        assert_snapshot("id: 1\nname: Anna\nrole: admin\n", "user", tmp_path)
    assert str(info.value) == "\n".join([
        "snapshot 'user' does not match",
        "--- snapshot",
        "+++ actual",
        "@@ -1,4 +1,4 @@",
        " id: 1",
        "-name: Ann",
        "+name: Anna",
        " role: admin",
        " ",
    ])
    assert (tmp_path / "user.snap").read_bytes() == PROFILE.encode("utf-8")


def test_mismatch_message_lists_diff_lines(tmp_path):
    path = tmp_path / "cfg-2.snap"
    path.write_bytes(b"alpha\nbeta\ngamma")
    with pytest.raises(AssertionError) as info:
        assert_snapshot("alpha\nBETA\ngamma\ndelta", "cfg-2", tmp_path)
    assert str(info.value) == (
        "snapshot 'cfg-2' does not match\n--- snapshot\n+++ actual\n@@ -1,3 +1,4 @@\n"
        " alpha\n-beta\n+BETA\n gamma\n+delta"
    )
    assert path.read_bytes() == b"alpha\nbeta\ngamma"


def test_update_mode(tmp_path):
    (tmp_path / "report.snap").write_bytes(b"old\n")
    assert assert_snapshot("new\n", "report", tmp_path, update=True) == "updated"
    assert (tmp_path / "report.snap").read_bytes() == b"new\n"
    assert assert_snapshot("new\n", "report", tmp_path, update=True) == "matched"
    deep = tmp_path / "deep" / "er"
    assert assert_snapshot("fresh", "other", deep, update=True) == "created"
    assert (deep / "other.snap").read_bytes() == b"fresh"
    (tmp_path / "blank.snap").write_bytes(b"")
    assert assert_snapshot("filled", "blank", tmp_path, update=True) == "updated"
    assert (tmp_path / "blank.snap").read_bytes() == b"filled"


def test_update_overwrites_only_when_different(tmp_path):
    path = tmp_path / "u.snap"
    path.write_bytes(b"v1")
    age(path)
    assert assert_snapshot("v1", "u", tmp_path, update=True) == "matched"
    assert path.stat().st_mtime_ns == OLD_NS
    result = assert_snapshot("v2\r\n", "u", tmp_path, update=True)
    assert result == "updated" and type(result) is str
    assert path.read_bytes() == b"v2\r\n"


def test_byte_exact_round_trip(tmp_path):
    text = "caf\u00e9 \u2713\r\nline two\r\n"
    assert assert_snapshot(text, "crlf", tmp_path) == "created"
    assert (tmp_path / "crlf.snap").read_bytes() == "caf\u00e9 \u2713\r\nline two\r\n".encode("utf-8")
    assert assert_snapshot(text, "crlf", tmp_path) == "matched"
    with pytest.raises(AssertionError):
        assert_snapshot("caf\u00e9 \u2713\nline two\n", "crlf", tmp_path)
    with pytest.raises(AssertionError):
        assert_snapshot("caf\u00e9 \u2713\r\nline two", "crlf", tmp_path)


def test_crlf_snapshot_matches_and_utf8_bytes(tmp_path):
    (tmp_path / "win.snap").write_bytes("na\u00efve\r\nend\r\n".encode("utf-8"))
    assert assert_snapshot("na\u00efve\r\nend\r\n", "win", tmp_path) == "matched"
    assert assert_snapshot("\u00fc\r\n", "umlaut", tmp_path) == "created"
    assert (tmp_path / "umlaut.snap").read_bytes() == b"\xc3\xbc\r\n"
    assert assert_snapshot("\u00fc\r\n", "umlaut", tmp_path) == "matched"


def test_path_like_names_rejected(tmp_path):
    snaps = tmp_path / "snaps"
    for name in ["../evil", "a/b", "", "x.y", "ok\n"]:
        with pytest.raises(ValueError):
            assert_snapshot("data", name, snaps)
    assert not snaps.exists()
    assert list(tmp_path.iterdir()) == []


def test_names_with_newline_space_or_non_ascii_rejected(tmp_path):
    for name in ["snap\n", "caf\u00e9", "a b", "..", "tab\t", "\uff41bc"]:
        with pytest.raises(ValueError):
            assert_snapshot("data", name, tmp_path)
    assert list(tmp_path.iterdir()) == []
    assert assert_snapshot("data", "Az09_-", tmp_path) == "created"


def test_trailing_newline_and_unicode_names_rejected(tmp_path):
    (tmp_path / "good.snap").write_bytes(b"keep")
    for name in ["good\n", "\u00e9t\u00e9", "a:b", "x\\y", "-\n", "\u0661"]:
        with pytest.raises(ValueError):
            assert_snapshot("new", name, tmp_path)
    with pytest.raises(TypeError):
        assert_snapshot(None, "bad\n", tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["good.snap"]
    assert (tmp_path / "good.snap").read_bytes() == b"keep"


def test_non_string_actual_is_type_error(tmp_path):
    with pytest.raises(TypeError):
        assert_snapshot(b"bytes", "binary", tmp_path)
    with pytest.raises(TypeError):
        assert_snapshot(None, "bad name/", tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_type_checked_before_name(tmp_path):
    snaps = tmp_path / "snaps"
    with pytest.raises(TypeError):
        assert_snapshot(5, "../x", snaps)
    with pytest.raises(TypeError):
        assert_snapshot(["a"], "", snaps)
    with pytest.raises(TypeError):
        assert_snapshot(b"x", "fine", snaps)
    assert not snaps.exists()


def test_final_newline_difference_is_visible(tmp_path):
    (tmp_path / "eol.snap").write_bytes(b"a\n")
    with pytest.raises(AssertionError) as info:
        assert_snapshot("a", "eol", tmp_path)
    assert str(info.value) == "snapshot 'eol' does not match\n--- snapshot\n+++ actual\n@@ -1,2 +1 @@\n a\n-"
    assert (tmp_path / "eol.snap").read_bytes() == b"a\n"


def test_final_newline_only_difference_fails(tmp_path):
    path = tmp_path / "tail.snap"
    path.write_bytes(b"a\nb")
    with pytest.raises(AssertionError) as info:
        assert_snapshot("a\nb\n", "tail", tmp_path)
    assert str(info.value) == "snapshot 'tail' does not match\n--- snapshot\n+++ actual\n@@ -1,2 +1,3 @@\n a\n b\n+"
    assert path.read_bytes() == b"a\nb"


def test_empty_snapshot_is_valid(tmp_path):
    assert assert_snapshot("", "empty", tmp_path) == "created"
    assert (tmp_path / "empty.snap").read_bytes() == b""
    assert assert_snapshot("", "empty", tmp_path) == "matched"
    with pytest.raises(AssertionError) as info:
        assert_snapshot("x", "empty", tmp_path)
    assert str(info.value) == "snapshot 'empty' does not match\n--- snapshot\n+++ actual\n@@ -1 +1 @@\n-\n+x"
    assert assert_snapshot("x", "empty", tmp_path, update=True) == "updated"
    assert (tmp_path / "empty.snap").read_bytes() == b"x"


def test_existing_empty_snapshot_is_not_missing(tmp_path):
    path = tmp_path / "void.snap"
    path.write_bytes(b"")
    assert assert_snapshot("", "void", tmp_path) == "matched"
    with pytest.raises(AssertionError) as info:
        assert_snapshot("data\n", "void", tmp_path)
    assert str(info.value) == "snapshot 'void' does not match\n--- snapshot\n+++ actual\n@@ -1 +1,2 @@\n+data\n "
    assert path.read_bytes() == b""


def test_snapshots_are_independent(tmp_path):
    assert assert_snapshot("one", "first", tmp_path) == "created"
    assert assert_snapshot("two", "second", tmp_path) == "created"
    assert assert_snapshot("one", "first", tmp_path) == "matched"
    with pytest.raises(AssertionError):
        assert_snapshot("one", "second", tmp_path)
    assert (tmp_path / "first.snap").read_bytes() == b"one"
    assert (tmp_path / "second.snap").read_bytes() == b"two"
