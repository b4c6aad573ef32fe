import os

import pytest

from solution import resume_copy

DATA = bytes(range(256)) * 4 + b"tail"


def setup(tmp_path, data=DATA, part=None):
    src = tmp_path / "src.bin"
    src.write_bytes(data)
    dst = tmp_path / "dst.bin"
    if part is not None:
        (tmp_path / "dst.bin.part").write_bytes(part)
    return src, dst


def test_partial_file_with_wrong_bytes_is_not_trusted(tmp_path):
    bad = bytearray(DATA[:500])
    bad[250] ^= 0xFF
    src, dst = setup(tmp_path, part=bytes(bad))
    assert resume_copy(src, dst, 64) == 1028
    assert dst.read_bytes() == DATA
    assert sorted(os.listdir(tmp_path)) == ["dst.bin", "src.bin"]


def test_fresh_copy(tmp_path):
    src, dst = setup(tmp_path)
    result = resume_copy(src, dst)
    assert type(result) is int
    assert result == 1028
    assert dst.read_bytes() == DATA
    assert sorted(os.listdir(tmp_path)) == ["dst.bin", "src.bin"]


def test_valid_partial_file_is_resumed(tmp_path):
    src, dst = setup(tmp_path, part=DATA[:700])
    assert resume_copy(src, dst, 3) == 328
    assert dst.read_bytes() == DATA
    assert sorted(os.listdir(tmp_path)) == ["dst.bin", "src.bin"]


def test_complete_partial_file_writes_nothing(tmp_path):
    src, dst = setup(tmp_path, part=DATA)
    assert resume_copy(src, dst, 100) == 0
    assert dst.read_bytes() == DATA
    assert sorted(os.listdir(tmp_path)) == ["dst.bin", "src.bin"]


def test_partial_file_longer_than_source_starts_over(tmp_path):
    src, dst = setup(tmp_path, data=b"short", part=b"short and then some more")
    assert resume_copy(src, dst, 2) == 5
    assert dst.read_bytes() == b"short"
    assert sorted(os.listdir(tmp_path)) == ["dst.bin", "src.bin"]


def test_invalid_chunk_size(tmp_path):
    src, dst = setup(tmp_path)
    with pytest.raises(ValueError):
        resume_copy(src, dst, 0)
    with pytest.raises(ValueError):
        resume_copy(src, dst, -5)
    assert sorted(os.listdir(tmp_path)) == ["src.bin"]


def test_missing_source_keeps_partial_file(tmp_path):
    part = tmp_path / "dst.bin.part"
    part.write_bytes(b"half")
    with pytest.raises(FileNotFoundError):
        resume_copy(tmp_path / "missing.bin", tmp_path / "dst.bin", 8)
    assert part.read_bytes() == b"half"
    assert sorted(os.listdir(tmp_path)) == ["dst.bin.part"]
    src, dst = setup(tmp_path, data=b"")
    (tmp_path / "dst.bin.part").unlink()
    assert resume_copy(src, dst, 1) == 0
    assert dst.read_bytes() == b""
    with pytest.raises(ValueError):
        resume_copy(src, tmp_path / "other.bin", 0)
    assert resume_copy(src, tmp_path / "one.bin", 1) == 0
    assert sorted(os.listdir(tmp_path)) == ["dst.bin", "one.bin", "src.bin"]


def test_existing_destination_is_replaced(tmp_path):
    src, dst = setup(tmp_path, data=b"new contents")
    dst.write_bytes(b"old contents that were longer")
    assert resume_copy(str(src), str(dst)) == 12
    assert dst.read_bytes() == b"new contents"


def test_difference_in_last_byte_or_empty_partial(tmp_path):
    src, dst = setup(tmp_path, data=b"abcdefgh", part=b"abcdefgX")
    assert resume_copy(src, dst, 4) == 8
    assert dst.read_bytes() == b"abcdefgh"
    (tmp_path / "dst.bin.part").write_bytes(b"")
    assert resume_copy(src, dst, 4) == 8
    assert dst.read_bytes() == b"abcdefgh"
    (tmp_path / "dst.bin.part").write_bytes(b"abcdefg")
    assert resume_copy(src, dst, 4) == 1
    assert dst.read_bytes() == b"abcdefgh"


def test_resume_across_chunk_boundaries(tmp_path):
    src, dst = setup(tmp_path, part=DATA[:1])
    assert resume_copy(str(src), dst, 1000) == 1027
    assert dst.read_bytes() == DATA
    (tmp_path / "dst.bin.part").write_bytes(DATA[:1027])
    assert resume_copy(src, dst, 7) == 1
    assert dst.read_bytes() == DATA


def test_partial_of_equal_size_with_other_bytes_starts_over(tmp_path):
    src, dst = setup(tmp_path, data=b"0123456789", part=b"0123456780")
    assert resume_copy(src, dst, 3) == 10
    assert dst.read_bytes() == b"0123456789"
    assert sorted(os.listdir(tmp_path)) == ["dst.bin", "src.bin"]


def test_partial_that_extends_past_the_source_is_discarded(tmp_path):
    src, dst = setup(tmp_path, data=b"abc", part=b"abcZZ")
    assert resume_copy(src, dst) == 3
    assert dst.read_bytes() == b"abc"
    assert sorted(os.listdir(tmp_path)) == ["dst.bin", "src.bin"]


def test_resume_one_byte_at_a_time_replaces_old_destination(tmp_path):
    src, dst = setup(tmp_path, data=b"hello world", part=b"hello")
    dst.write_bytes(b"stale")
    assert resume_copy(src, dst, 1) == 6
    assert dst.read_bytes() == b"hello world"
    assert sorted(os.listdir(tmp_path)) == ["dst.bin", "src.bin"]


def test_missing_source_does_not_touch_a_partial_file(tmp_path):
    part = tmp_path / "out.iso.part"
    part.write_bytes(b"abc")
    with pytest.raises(FileNotFoundError):
        resume_copy(str(tmp_path / "gone.iso"), str(tmp_path / "out.iso"))
    assert part.read_bytes() == b"abc"
    assert sorted(os.listdir(tmp_path)) == ["out.iso.part"]


def test_missing_source_error_and_untouched_partial_next_to_dst(tmp_path):
    (tmp_path / "dst.bin.part").write_bytes(DATA[:10])
    (tmp_path / "dst.bin").write_bytes(b"old")
    with pytest.raises(FileNotFoundError):
        resume_copy(tmp_path / "src.bin", tmp_path / "dst.bin", 4)
    assert (tmp_path / "dst.bin.part").read_bytes() == DATA[:10]
    assert (tmp_path / "dst.bin").read_bytes() == b"old"



def test_partial_with_right_length_prefix_but_wrong_bytes(tmp_path):
    src, dst = setup(tmp_path, data=b"abcdef", part=b"XYZ")
    assert resume_copy(src, dst, 2) == 6
    assert dst.read_bytes() == b"abcdef"
    assert sorted(os.listdir(tmp_path)) == ["dst.bin", "src.bin"]


def test_partial_holding_all_of_source_plus_extra_bytes_is_rewritten(tmp_path):
    src, dst = setup(tmp_path, part=DATA + b"\n")
    assert resume_copy(src, dst, 256) == 1028
    assert dst.read_bytes() == DATA
    assert sorted(os.listdir(tmp_path)) == ["dst.bin", "src.bin"]
