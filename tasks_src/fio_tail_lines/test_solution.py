import builtins
import io

import pytest

from solution import tail_lines


class _CountingFile:
    """Wraps a binary file object and records how many bytes each read returned."""

    def __init__(self, raw, sizes):
        self._raw = raw
        self._sizes = sizes

    def read(self, size=-1):
        data = self._raw.read(size)
        self._sizes.append(len(data))
        return data

    def read1(self, size=-1):
        data = self._raw.read1(size)
        self._sizes.append(len(data))
        return data

    def readinto(self, buffer):
        count = self._raw.readinto(buffer)
        self._sizes.append(count)
        return count

    def readline(self, size=-1):
        data = self._raw.readline(size)
        self._sizes.append(len(data))
        return data

    def readlines(self, hint=-1):
        lines = self._raw.readlines(hint)
        self._sizes.append(sum(map(len, lines)))
        return lines

    def __iter__(self):
        for line in self._raw:
            self._sizes.append(len(line))
            yield line

    def __getattr__(self, name):
        return getattr(self._raw, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        self._raw.close()


def spy_on_reads(monkeypatch):
    sizes = []
    real_open = io.open

    def counting_open(file, mode="r", *args, **kwargs):
        handle = real_open(file, mode, *args, **kwargs)
        return _CountingFile(handle, sizes) if "b" in mode else handle

    monkeypatch.setattr(builtins, "open", counting_open)
    monkeypatch.setattr(io, "open", counting_open)
    return sizes


def make(tmp_path, data, name="log.txt"):
    path = tmp_path / name
    path.write_bytes(data)
    return path


def test_final_newline_does_not_add_an_empty_line(tmp_path):
    with_newline = make(tmp_path, b"a\nb\nc\n", "one.txt")
    without_newline = make(tmp_path, b"a\nb\nc", "two.txt")
    for block_size in (1, 2, 3, 4096):
        assert tail_lines(with_newline, 2, block_size) == ["b", "c"]
        assert tail_lines(without_newline, 2, block_size) == ["b", "c"]
        assert tail_lines(with_newline, 5, block_size) == ["a", "b", "c"]
        assert tail_lines(without_newline, 1, block_size) == ["c"]


def test_returns_list_of_str_with_default_block_size(tmp_path):
    path = make(tmp_path, b"first\nsecond\nthird\n")
    result = tail_lines(str(path), 2)
    assert type(result) is list
    assert all(type(line) is str for line in result)
    assert result == ["second", "third"]


def test_multibyte_characters_across_block_boundaries(tmp_path):
    path = make(tmp_path, "ünïcødé\n€uro\n日本語\n".encode("utf-8"))
    for block_size in range(1, 9):
        assert tail_lines(path, 2, block_size) == ["€uro", "日本語"]
        assert tail_lines(path, 3, block_size) == ["ünïcødé", "€uro", "日本語"]
    cut = make(tmp_path, b"\xe2\x82\n" + "€uro\n日本語\n".encode("utf-8"), "cut.txt")
    for block_size in (2, 4096):
        assert tail_lines(cut, 2, block_size) == ["€uro", "日本語"]


def test_fewer_lines_than_requested_and_empty_file(tmp_path):
    assert tail_lines(make(tmp_path, b"only\n", "one.txt"), 10) == ["only"]
    assert tail_lines(make(tmp_path, b"", "empty.txt"), 3) == []
    assert tail_lines(make(tmp_path, b"x\ny", "two.txt"), 3, 1) == ["x", "y"]


def test_earlier_bytes_are_never_decoded(tmp_path):
    path = make(tmp_path, b"\xff\xfe\x00garbage \xc3\n" + b"ok line\nlast\n")
    for block_size in (1, 3, 4096):
        assert tail_lines(path, 2, block_size) == ["ok line", "last"]
    with pytest.raises(UnicodeDecodeError):
        tail_lines(path, 3)


def test_crlf_endings_and_lone_carriage_returns(tmp_path):
    assert tail_lines(make(tmp_path, b"one\r\ntwo\r\n", "crlf.txt"), 5) == ["one", "two"]
    assert tail_lines(make(tmp_path, b"a\rb\nc\r\r\n", "cr.txt"), 5, 2) == ["a\rb", "c\r"]


def test_empty_lines_are_lines(tmp_path):
    path = make(tmp_path, b"x\n\n\ny\n\n")
    assert tail_lines(path, 3, 2) == ["", "y", ""]
    assert tail_lines(path, 10) == ["x", "", "", "y", ""]
    assert tail_lines(make(tmp_path, b"\n", "nl.txt"), 2) == [""]
    assert tail_lines(make(tmp_path, b"\n\n", "nl2.txt"), 5, 1) == ["", ""]
    crlf = make(tmp_path, b"p\r\n\r\n\rq\rr\r\n", "crlf.txt")
    assert tail_lines(crlf, 3, 2) == ["p", "", "\rq\rr"]
    assert tail_lines(make(tmp_path, b"x\r\ny\r", "cr_end.txt"), 2, 1) == ["x", "y\r"]


def test_zero_lines_and_invalid_arguments(tmp_path):
    path = make(tmp_path, b"a\nb\n")
    assert tail_lines(path, 0) == []
    with pytest.raises(ValueError):
        tail_lines(path, -1)
    with pytest.raises(ValueError):
        tail_lines(path, 1, 0)


def test_every_block_size_gives_complete_lines(tmp_path):
    path = make(tmp_path, b"alpha\nbeta\ngamma\n")
    for block_size in range(1, 20):
        assert tail_lines(path, 1, block_size) == ["gamma"]
        assert tail_lines(path, 2, block_size) == ["beta", "gamma"]
        assert tail_lines(path, 3, block_size) == ["alpha", "beta", "gamma"]


def test_missing_file_raises(tmp_path):
    with pytest.raises(FileNotFoundError):
        tail_lines(tmp_path / "absent.log", 3)
    with pytest.raises(FileNotFoundError):
        tail_lines(str(tmp_path / "absent.log"), 1, 16)


def test_large_file_and_argument_bounds(tmp_path):
    data = "".join(f"line {i}\n" for i in range(10000)).encode("ascii")
    path = make(tmp_path, data)
    assert tail_lines(path, 3, 64) == ["line 9997", "line 9998", "line 9999"]
    assert tail_lines(path, 1) == ["line 9999"]
    assert tail_lines(path, 0, 1) == []
    assert tail_lines(path, 0) == []
    assert tail_lines(path, 1, 1) == ["line 9999"]
    with pytest.raises(ValueError):
        tail_lines(path, -1, 64)
    with pytest.raises(ValueError):
        tail_lines(path, 2, -5)
    with pytest.raises(FileNotFoundError):
        tail_lines(tmp_path / "rotated.log.1", 2, 64)


def test_invalid_bytes_before_the_returned_lines(tmp_path):
    path = make(tmp_path, b"\xff\xfe\nok\n")
    for block_size in (1, 2, 4096):
        assert tail_lines(path, 1, block_size) == ["ok"]
    with pytest.raises(UnicodeDecodeError):
        tail_lines(path, 2, 2)


def test_zero_lines_returns_empty_list(tmp_path):
    path = make(tmp_path, b"a\nb\nc\n")
    for block_size in (1, 2, 4096):
        result = tail_lines(path, 0, block_size)
        assert result == []
        assert type(result) is list
    assert tail_lines(make(tmp_path, b"no newline", "x.txt"), 0) == []


def test_character_split_between_two_blocks(tmp_path):
    path = make(tmp_path, "x\né\n€\n".encode("utf-8"))
    for block_size in (1, 2, 3, 4):
        assert tail_lines(path, 1, block_size) == ["€"]
        assert tail_lines(path, 2, block_size) == ["é", "€"]


def test_large_file_is_read_backwards_in_blocks(tmp_path, monkeypatch):
    data = b"".join(b"entry %05d\n" % i for i in range(20000))
    path = make(tmp_path, data)
    sizes = spy_on_reads(monkeypatch)
    assert tail_lines(path, 2, 100) == ["entry 19998", "entry 19999"]
    assert max(sizes) <= 100
    assert sum(sizes) <= 1000


def test_reads_never_exceed_block_size(tmp_path, monkeypatch):
    data = b"head\n" * 50000 + b"tail one\r\ntail two"
    path = make(tmp_path, data)
    sizes = spy_on_reads(monkeypatch)
    assert tail_lines(path, 2, 7) == ["tail one", "tail two"]
    assert max(sizes) <= 7
    assert sum(sizes) <= 700
    sizes.clear()
    assert tail_lines(path, 1) == ["tail two"]
    assert sum(sizes) <= 3 * 4096


def test_carriage_return_removed_only_before_newline(tmp_path):
    path = make(tmp_path, b"a\r\r\nb\rc\n\r\nd\r")
    for block_size in (1, 2, 4096):
        assert tail_lines(path, 4, block_size) == ["a\r", "b\rc", "", "d\r"]


def test_crlf_split_between_blocks(tmp_path):
    path = make(tmp_path, b"a\r\nbb\r\n\r\n")
    for block_size in (1, 2, 3, 4096):
        assert tail_lines(path, 2, block_size) == ["bb", ""]
        assert tail_lines(path, 9, block_size) == ["a", "bb", ""]


def test_empty_file_has_no_lines(tmp_path):
    path = make(tmp_path, b"")
    for block_size in (1, 4096):
        result = tail_lines(path, 1, block_size)
        assert result == []
        assert type(result) is list
