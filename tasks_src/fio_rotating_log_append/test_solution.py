import os

import pytest

from solution import append_log_line


def listing(directory):
    return sorted(os.listdir(directory))


def test_rotation_shifts_every_backup_up_by_one(tmp_path):
    log = tmp_path / "app.log"
    log.write_bytes(b"current\n")
    (tmp_path / "app.log.1").write_bytes(b"one\n")
    (tmp_path / "app.log.2").write_bytes(b"two\n")
    assert append_log_line(log, "fresh", 10, 3) is True
    assert log.read_bytes() == b"fresh\n"
    assert (tmp_path / "app.log.1").read_bytes() == b"current\n"
    assert (tmp_path / "app.log.2").read_bytes() == b"one\n"
    assert (tmp_path / "app.log.3").read_bytes() == b"two\n"
    assert listing(tmp_path) == ["app.log", "app.log.1", "app.log.2", "app.log.3"]


def test_missing_log_is_created_without_rotation(tmp_path):
    log = tmp_path / "service.log"
    result = append_log_line(str(log), "started", 100, 2)
    assert result is False
    assert log.read_bytes() == b"started\n"
    assert append_log_line(str(log), "ready", 100, 2) is False
    assert log.read_bytes() == b"started\nready\n"
    assert listing(tmp_path) == ["service.log"]


def test_size_is_counted_in_utf8_bytes(tmp_path):
    log = tmp_path / "app.log"
    log.write_bytes(b"abc\n")
    # "ééé\n" is 4 characters but 7 bytes: 4 + 7 = 11 > 8.
    assert append_log_line(log, "ééé", 8, 1) is True
    assert log.read_bytes() == "ééé\n".encode("utf-8")
    assert (tmp_path / "app.log.1").read_bytes() == b"abc\n"


def test_reaching_exactly_max_bytes_does_not_rotate(tmp_path):
    log = tmp_path / "app.log"
    log.write_bytes(b"abc\n")
    assert append_log_line(log, "xyz", 8, 2) is False
    assert log.read_bytes() == b"abc\nxyz\n"
    assert append_log_line(log, "", 8, 2) is True
    assert log.read_bytes() == b"\n"
    assert (tmp_path / "app.log.1").read_bytes() == b"abc\nxyz\n"


def test_one_byte_over_the_limit_rotates(tmp_path):
    log = tmp_path / "app.log"
    log.write_bytes(b"abcdefg\n")
    assert append_log_line(log, "", 9, 1) is False
    assert log.read_bytes() == b"abcdefg\n\n"
    assert append_log_line(log, "", 9, 1) is True
    assert log.read_bytes() == b"\n"
    assert (tmp_path / "app.log.1").read_bytes() == b"abcdefg\n\n"


def test_oversized_record_goes_to_missing_log(tmp_path):
    log = tmp_path / "app.log"
    assert append_log_line(log, "a rather long line", 5, 2) is False
    assert log.read_bytes() == b"a rather long line\n"
    assert listing(tmp_path) == ["app.log"]


def test_empty_log_is_never_rotated(tmp_path):
    log = tmp_path / "app.log"
    log.write_bytes(b"")
    assert append_log_line(log, "hello", 3, 2) is False
    assert log.read_bytes() == b"hello\n"
    assert listing(tmp_path) == ["app.log"]
    assert append_log_line(log, "x", 3, 2) is True
    assert listing(tmp_path) == ["app.log", "app.log.1"]
    other = tmp_path / "other.log"
    assert append_log_line(other, "too long", 3, 2) is False
    assert other.read_bytes() == b"too long\n"
    assert listing(tmp_path) == ["app.log", "app.log.1", "other.log"]


def test_zero_backups_deletes_the_old_log(tmp_path):
    log = tmp_path / "app.log"
    log.write_bytes(b"old entries\n")
    (tmp_path / "app.log.1").write_bytes(b"stray\n")
    assert append_log_line(log, "new", 12, 0) is True
    assert log.read_bytes() == b"new\n"
    assert (tmp_path / "app.log.1").read_bytes() == b"stray\n"
    assert listing(tmp_path) == ["app.log", "app.log.1"]


def test_oldest_backup_discarded_and_higher_numbers_untouched(tmp_path):
    log = tmp_path / "app.log"
    log.write_bytes(b"current\n")
    (tmp_path / "app.log.1").write_bytes(b"one\n")
    (tmp_path / "app.log.2").write_bytes(b"two\n")
    (tmp_path / "app.log.3").write_bytes(b"three\n")
    assert append_log_line(log, "next", 8, 2) is True
    assert log.read_bytes() == b"next\n"
    assert (tmp_path / "app.log.1").read_bytes() == b"current\n"
    assert (tmp_path / "app.log.2").read_bytes() == b"one\n"
    assert (tmp_path / "app.log.3").read_bytes() == b"three\n"
    assert listing(tmp_path) == ["app.log", "app.log.1", "app.log.2", "app.log.3"]


def test_gaps_in_numbering_move_up(tmp_path):
    log = tmp_path / "app.log"
    log.write_bytes(b"current\n")
    (tmp_path / "app.log.2").write_bytes(b"two\n")
    assert append_log_line(log, "next", 8, 3) is True
    assert (tmp_path / "app.log.1").read_bytes() == b"current\n"
    assert (tmp_path / "app.log.3").read_bytes() == b"two\n"
    assert listing(tmp_path) == ["app.log", "app.log.1", "app.log.3"]


def test_invalid_arguments_raise_before_touching_files(tmp_path):
    log = tmp_path / "app.log"
    log.write_bytes(b"keep\n")
    with pytest.raises(ValueError):
        append_log_line(log, "two\nlines", 100, 1)
    with pytest.raises(ValueError):
        append_log_line(log, "carriage\rreturn", 100, 1)
    with pytest.raises(ValueError):
        append_log_line(log, "ok", 0, 1)
    with pytest.raises(ValueError):
        append_log_line(log, "ok", 100, -1)
    assert log.read_bytes() == b"keep\n"
    assert listing(tmp_path) == ["app.log"]
    assert append_log_line(log, "ok", 1, 0) is True
    assert log.read_bytes() == b"ok\n"


def test_log_already_over_the_limit_rotates(tmp_path):
    log = tmp_path / "app.log"
    log.write_bytes(b"0123456789\n")
    assert append_log_line(log, "a", 4, 1) is True
    assert (tmp_path / "app.log.1").read_bytes() == b"0123456789\n"
    assert log.read_bytes() == b"a\n"


def test_single_byte_log_rotates_when_full(tmp_path):
    log = tmp_path / "app.log"
    log.write_bytes(b"\n")
    assert append_log_line(log, "ab", 3, 2) is True
    assert (tmp_path / "app.log.1").read_bytes() == b"\n"
    assert log.read_bytes() == b"ab\n"
