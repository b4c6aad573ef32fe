import os

import pytest

from solution import atomic_write_text


def _failing_chunks():
    yield "new first line\n"
    yield "new second line\n"
    raise RuntimeError("source broke")


def _chunks_with_none():
    yield "replacement\n"
    yield None


def test_failure_mid_stream_keeps_old_file_and_leaves_no_temp(tmp_path):
    target = tmp_path / "data.txt"
    target.write_bytes(b"old content\n")
    with pytest.raises(RuntimeError, match="source broke"):
        atomic_write_text(target, _failing_chunks())
    assert target.read_bytes() == b"old content\n"
    assert sorted(os.listdir(tmp_path)) == ["data.txt"]
    with pytest.raises(TypeError):
        atomic_write_text(str(target), _chunks_with_none())
    assert target.read_bytes() == b"old content\n"
    assert sorted(os.listdir(tmp_path)) == ["data.txt"]


def test_writes_new_file_and_returns_byte_count(tmp_path):
    target = tmp_path / "out.txt"
    result = atomic_write_text(target, ["hello", " ", "world\n"])
    assert result == 12
    assert type(result) is int
    assert target.read_bytes() == b"hello world\n"


def test_temporary_file_is_hidden_sibling_while_streaming(tmp_path):
    target = tmp_path / "report.csv"
    target.write_bytes(b"old")
    seen = []

    def chunks():
        yield "a,b\n"
        seen.append(sorted(os.listdir(tmp_path)))
        seen.append(target.read_bytes())
        yield "1,2\n"

    assert atomic_write_text(target, chunks()) == 8
    names = seen[0]
    assert len(names) == 2
    assert "report.csv" in names
    temp_name = [name for name in names if name != "report.csv"][0]
    assert temp_name.startswith(".") is True
    assert seen[1] == b"old"
    assert sorted(os.listdir(tmp_path)) == ["report.csv"]
    assert target.read_bytes() == b"a,b\n1,2\n"


def test_newlines_written_unchanged(tmp_path):
    target = tmp_path / "lines.txt"
    atomic_write_text(target, ["a\r\n", "b\n", "c\r", "d"])
    assert target.read_bytes() == b"a\r\nb\nc\rd"


def test_returns_encoded_length_not_characters(tmp_path):
    target = tmp_path / "u.txt"
    assert atomic_write_text(target, ["h\u00e9llo ", "\u20ac"]) == 10
    assert target.read_bytes() == b"h\xc3\xa9llo \xe2\x82\xac"
    assert atomic_write_text(target, ["h\u00e9"], encoding="utf-16-le") == 4
    assert target.read_bytes() == b"h\x00\xe9\x00"


def test_encoding_error_keeps_old_file(tmp_path):
    target = tmp_path / "ascii.txt"
    target.write_bytes(b"keep me")
    with pytest.raises(UnicodeEncodeError):
        atomic_write_text(target, ["fine ", "caf\u00e9"], encoding="ascii")
    assert target.read_bytes() == b"keep me"
    assert os.listdir(tmp_path) == ["ascii.txt"]


def test_dot_temp_file_exists_after_first_chunk_in_subdirectory(tmp_path):
    sub = tmp_path / "sub"
    sub.mkdir()
    target = str(sub / "notes.md")
    seen = []

    def chunks():
        yield "first\n"
        seen.append(sorted(os.listdir(sub)))
        yield "second\n"

    assert atomic_write_text(target, chunks()) == 13
    assert len(seen[0]) == 1
    assert seen[0][0].startswith(".") is True
    assert seen[0][0] != "notes.md"
    assert os.listdir(sub) == ["notes.md"]


def test_existing_permission_bits_preserved(tmp_path):
    target = tmp_path / "secret.conf"
    target.write_bytes(b"x")
    os.chmod(target, 0o640)
    atomic_write_text(target, ["y"])
    assert target.stat().st_mode & 0o777 == 0o640
    assert target.read_bytes() == b"y"


def test_new_file_gets_mode_644_existing_keeps_its_mode(tmp_path):
    fresh = tmp_path / "fresh.txt"
    atomic_write_text(fresh, ["z"])
    assert fresh.stat().st_mode & 0o777 == 0o644
    private = tmp_path / "private.key"
    private.write_bytes(b"k")
    os.chmod(private, 0o600)
    atomic_write_text(private, ["new key"])
    assert private.stat().st_mode & 0o777 == 0o600
    assert private.read_bytes() == b"new key"


def test_missing_parent_directory(tmp_path):
    with pytest.raises(FileNotFoundError):
        atomic_write_text(tmp_path / "no" / "such" / "file.txt", ["x"])
    assert os.listdir(tmp_path) == []


def test_non_str_chunk_raises_type_error(tmp_path):
    target = tmp_path / "t.txt"
    target.write_bytes(b"before")
    with pytest.raises(TypeError):
        atomic_write_text(target, ["text", b"bytes"])
    assert target.read_bytes() == b"before"
    assert os.listdir(tmp_path) == ["t.txt"]


def test_empty_chunks_and_non_str_chunk_on_new_file(tmp_path):
    target = tmp_path / "empty.txt"
    target.write_bytes(b"something")
    assert atomic_write_text(str(target), iter([])) == 0
    assert target.read_bytes() == b""
    with pytest.raises(TypeError):
        atomic_write_text(tmp_path / "new.txt", [42])
    assert os.listdir(tmp_path) == ["empty.txt"]


def test_directory_target_raises_is_a_directory(tmp_path):
    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / "inside.txt").write_bytes(b"i")
    with pytest.raises(IsADirectoryError):
        atomic_write_text(folder, ["x"])
    assert sorted(os.listdir(tmp_path)) == ["folder"]
    assert os.listdir(folder) == ["inside.txt"]


def test_each_chunk_reaches_dot_temp_file_before_next_is_requested(tmp_path):
    target = tmp_path / "stream.log"
    seen = []

    def chunks():
        yield "\u00e9t\u00e9\n"
        names = sorted(os.listdir(tmp_path))
        seen.append(names)
        yield "end"

    assert atomic_write_text(target, chunks()) == 9
    assert len(seen[0]) == 1
    assert seen[0][0].startswith(".") is True
    assert seen[0][0] != "stream.log"
    assert os.listdir(tmp_path) == ["stream.log"]
    assert target.read_bytes() == b"\xc3\xa9t\xc3\xa9\nend"


def test_missing_parent_with_str_path_creates_nothing(tmp_path):
    (tmp_path / "keep.txt").write_bytes(b"k")
    with pytest.raises(FileNotFoundError):
        atomic_write_text(str(tmp_path / "absent" / "x.txt"), iter(["a", "b"]))
    assert os.listdir(tmp_path) == ["keep.txt"]


def test_return_value_counts_bytes_of_multibyte_text(tmp_path):
    target = tmp_path / "m.txt"
    result = atomic_write_text(target, ["\u20ac", "", "\u00e9a"])
    assert result == 6
    assert type(result) is int
    assert target.read_bytes() == b"\xe2\x82\xac\xc3\xa9a"


def test_lone_carriage_returns_kept_and_no_bom(tmp_path):
    target = tmp_path / "cr.txt"
    assert atomic_write_text(target, ["\r", "x\r\n\r", "\u00fc\n"]) == 8
    assert target.read_bytes() == b"\rx\r\n\r\xc3\xbc\n"


def test_directory_target_given_as_str_raises(tmp_path):
    (tmp_path / "d").mkdir()
    with pytest.raises(IsADirectoryError):
        atomic_write_text(str(tmp_path / "d"), iter(["data"]))
    assert os.listdir(tmp_path) == ["d"]
    assert os.listdir(tmp_path / "d") == []


def test_mode_of_existing_executable_file_is_kept(tmp_path):
    target = tmp_path / "run.sh"
    target.write_bytes(b"#!/bin/sh\n")
    os.chmod(target, 0o755)
    assert atomic_write_text(str(target), ["#!/bin/sh\n", "exit 0\n"]) == 17
    assert target.stat().st_mode & 0o777 == 0o755
    assert target.read_bytes() == b"#!/bin/sh\nexit 0\n"


def test_longer_old_content_fully_replaced(tmp_path):
    target = tmp_path / "short.txt"
    target.write_bytes(b"0123456789" * 10)
    assert atomic_write_text(str(target), ["ab"]) == 2
    assert target.read_bytes() == b"ab"
    assert os.listdir(tmp_path) == ["short.txt"]
