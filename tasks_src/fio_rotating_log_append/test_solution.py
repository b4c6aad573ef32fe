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
    (tmp_path / "app.log.2").unlink()
    assert append_log_line(log, "again", 10, 4) is True
    assert log.read_bytes() == b"again\n"
    assert (tmp_path / "app.log.1").read_bytes() == b"fresh\n"
    assert (tmp_path / "app.log.2").read_bytes() == b"current\n"
    assert (tmp_path / "app.log.4").read_bytes() == b"two\n"
    assert listing(tmp_path) == ["app.log", "app.log.1", "app.log.2", "app.log.4"]


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
    # "\u00e9\n" is 2 characters but 3 bytes: 1 + 3 = 4 > 3.
    assert append_log_line(log, "\u00e9", 3, 1) is True
    assert log.read_bytes() == b"\xc3\xa9\n"
    assert (tmp_path / "app.log.1").read_bytes() == b"\n"


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
    log.write_bytes(b"")
    assert append_log_line(log, "a long record", 8, 2) is False
    assert log.read_bytes() == b"a long record\n"
    assert (tmp_path / "app.log.1").read_bytes() == b"current\n"
    assert (tmp_path / "app.log.2").read_bytes() == b"one\n"
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
    assert listing(tmp_path) == ["app.log"]


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
    other = tmp_path / "other.log"
    other.write_bytes(b"\n")
    assert append_log_line(other, "a", 3, 2) is False
    assert other.read_bytes() == b"\na\n"


def test_backups_shift_from_the_oldest_down(tmp_path):
    log = tmp_path / "svc.log"
    log.write_bytes(b"L\n")
    (tmp_path / "svc.log.1").write_bytes(b"B1\n")
    (tmp_path / "svc.log.2").write_bytes(b"B2\n")
    assert append_log_line(str(log), "new", 4, 3) is True
    assert log.read_bytes() == b"new\n"
    assert (tmp_path / "svc.log.1").read_bytes() == b"L\n"
    assert (tmp_path / "svc.log.2").read_bytes() == b"B1\n"
    assert (tmp_path / "svc.log.3").read_bytes() == b"B2\n"
    assert listing(tmp_path) == ["svc.log", "svc.log.1", "svc.log.2", "svc.log.3"]


def test_several_gaps_move_up_and_higher_numbers_stay(tmp_path):
    log = tmp_path / "a.log"
    log.write_bytes(b"now\n")
    (tmp_path / "a.log.2").write_bytes(b"two\n")
    (tmp_path / "a.log.5").write_bytes(b"five\n")
    assert append_log_line(log, "z", 5, 4) is True
    assert (tmp_path / "a.log.1").read_bytes() == b"now\n"
    assert (tmp_path / "a.log.3").read_bytes() == b"two\n"
    assert (tmp_path / "a.log.5").read_bytes() == b"five\n"
    assert listing(tmp_path) == ["a.log", "a.log.1", "a.log.3", "a.log.5"]


def test_rotation_decision_uses_utf8_byte_length(tmp_path):
    log = tmp_path / "u.log"
    log.write_bytes(b"ab\n")
    assert append_log_line(log, "\u00e9\u00e9", 7, 1) is True
    assert log.read_bytes() == b"\xc3\xa9\xc3\xa9\n"
    assert (tmp_path / "u.log.1").read_bytes() == b"ab\n"
    assert append_log_line(log, "\u20ac", 9, 1) is False
    assert log.read_bytes() == b"\xc3\xa9\xc3\xa9\n\xe2\x82\xac\n"


def test_zero_backups_leaves_no_backup_file(tmp_path):
    log = tmp_path / "z.log"
    log.write_bytes(b"full!\n")
    assert append_log_line(log, "next", 6, 0) is True
    assert log.read_bytes() == b"next\n"
    assert listing(tmp_path) == ["z.log"]


def test_existing_empty_log_gets_an_oversized_record_without_rotation(tmp_path):
    log = tmp_path / "e.log"
    log.write_bytes(b"")
    assert append_log_line(log, "abcdef", 3, 2) is False
    assert log.read_bytes() == b"abcdef\n"
    assert listing(tmp_path) == ["e.log"]


def test_invalid_backups_leave_a_full_log_unrotated(tmp_path):
    log = tmp_path / "full.log"
    log.write_bytes(b"0123456789\n")
    with pytest.raises(ValueError):
        append_log_line(log, "x", 5, -2)
    with pytest.raises(ValueError):
        append_log_line(log, "x\r\n", 5, 1)
    assert log.read_bytes() == b"0123456789\n"
    assert listing(tmp_path) == ["full.log"]


def test_invalid_arguments_create_no_file(tmp_path):
    log = tmp_path / "new.log"
    with pytest.raises(ValueError):
        append_log_line(str(log), "a\rb", 10, 1)
    with pytest.raises(ValueError):
        append_log_line(log, "fine", -3, 1)
    with pytest.raises(ValueError):
        append_log_line(log, "end\n", 10, 0)
    assert listing(tmp_path) == []
