import pytest

from solution import assert_snapshot

PROFILE = "id: 1\nname: Ann\nrole: admin\n"


def test_first_run_creates_snapshot_and_directories(tmp_path):
    snaps = tmp_path / "snapshots" / "unit"
    result = assert_snapshot(PROFILE, "user_profile", snaps)
    assert result == "created"
    assert type(result) is str
    assert (snaps / "user_profile.snap").read_bytes() == PROFILE.encode("utf-8")
    assert sorted(p.name for p in snaps.iterdir()) == ["user_profile.snap"]


def test_second_run_matches(tmp_path):
    assert assert_snapshot(PROFILE, "profile-v2", tmp_path) == "created"
    assert assert_snapshot(PROFILE, "profile-v2", tmp_path) == "matched"
    assert (tmp_path / "profile-v2.snap").read_bytes() == PROFILE.encode("utf-8")


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


def test_update_mode(tmp_path):
    (tmp_path / "report.snap").write_bytes(b"old\n")
    assert assert_snapshot("new\n", "report", tmp_path, update=True) == "updated"
    assert (tmp_path / "report.snap").read_bytes() == b"new\n"
    assert assert_snapshot("new\n", "report", tmp_path, update=True) == "matched"
    assert assert_snapshot("fresh", "other", tmp_path, update=True) == "created"
    assert (tmp_path / "other.snap").read_bytes() == b"fresh"


def test_byte_exact_round_trip(tmp_path):
    text = "caf\u00e9 \u2713\r\nline two\r\n"
    assert assert_snapshot(text, "crlf", tmp_path) == "created"
    assert (tmp_path / "crlf.snap").read_bytes() == "caf\u00e9 \u2713\r\nline two\r\n".encode("utf-8")
    assert assert_snapshot(text, "crlf", tmp_path) == "matched"
    with pytest.raises(AssertionError):
        assert_snapshot("caf\u00e9 \u2713\nline two\n", "crlf", tmp_path)


def test_path_like_names_rejected(tmp_path):
    snaps = tmp_path / "snaps"
    for name in ["../evil", "a/b", "", "x.y"]:
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


def test_non_string_actual_is_type_error(tmp_path):
    with pytest.raises(TypeError):
        assert_snapshot(b"bytes", "binary", tmp_path)
    with pytest.raises(TypeError):
        assert_snapshot(None, "bad name/", tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_final_newline_difference_is_visible(tmp_path):
    (tmp_path / "eol.snap").write_bytes(b"a\n")
    with pytest.raises(AssertionError) as info:
        assert_snapshot("a", "eol", tmp_path)
    assert str(info.value) == "snapshot 'eol' does not match\n--- snapshot\n+++ actual\n@@ -1,2 +1 @@\n a\n-"
    assert (tmp_path / "eol.snap").read_bytes() == b"a\n"


def test_snapshots_are_independent(tmp_path):
    assert assert_snapshot("one", "first", tmp_path) == "created"
    assert assert_snapshot("two", "second", tmp_path) == "created"
    assert assert_snapshot("one", "first", tmp_path) == "matched"
    with pytest.raises(AssertionError):
        assert_snapshot("one", "second", tmp_path)


def test_empty_snapshot_is_valid(tmp_path):
    assert assert_snapshot("", "empty", tmp_path) == "created"
    assert (tmp_path / "empty.snap").read_bytes() == b""
    assert assert_snapshot("", "empty", tmp_path) == "matched"
    with pytest.raises(AssertionError) as info:
        assert_snapshot("x", "empty", tmp_path)
    assert str(info.value) == "snapshot 'empty' does not match\n--- snapshot\n+++ actual\n@@ -1 +1 @@\n-\n+x"
    assert assert_snapshot("x", "empty", tmp_path, update=True) == "updated"
    assert (tmp_path / "empty.snap").read_bytes() == b"x"
