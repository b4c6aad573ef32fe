import os

import pytest

from solution import merge_sorted


def src(tmp_path, name, data):
    path = tmp_path / name
    path.write_bytes(data)
    return path


def test_equal_keys_keep_source_order_not_line_order(tmp_path, monkeypatch):
    a = src(tmp_path, "a.tsv", b"b\t9\nb\t1\nc\tx\n")
    b = src(tmp_path, "b.tsv", b"a\tz\nb\t0\n")
    (tmp_path / "sub").mkdir()
    out = tmp_path / "sub" / "out.tsv"
    renamed = []
    real_replace = os.replace
    monkeypatch.setattr(os, "replace", lambda s, d: renamed.append(os.path.dirname(os.fspath(s))) or real_replace(s, d))
    assert merge_sorted([a, b], out) == 5
    assert out.read_bytes() == b"a\tz\nb\t9\nb\t1\nb\t0\nc\tx\n"
    assert renamed == [str(tmp_path / "sub")]


def test_basic_merge_exact_output(tmp_path):
    a = src(tmp_path, "a.txt", b"apple\ncherry\n")
    b = src(tmp_path, "b.txt", b"banana\ndate\n")
    out = tmp_path / "merged.txt"
    result = merge_sorted([str(a), str(b)], str(out))
    assert type(result) is int
    assert result == 4
    assert out.read_bytes() == b"apple\nbanana\ncherry\ndate\n"


def test_last_line_without_newline_gets_one(tmp_path):
    a = src(tmp_path, "a.txt", b"k1\tx\nk3\ty")
    b = src(tmp_path, "b.txt", b"k2\tz")
    out = tmp_path / "out.txt"
    assert merge_sorted([a, b], out) == 3
    assert out.read_bytes() == b"k1\tx\nk2\tz\nk3\ty\n"


def test_no_sources_or_empty_sources(tmp_path):
    out = tmp_path / "out.txt"
    assert merge_sorted([], out) == 0
    assert out.read_bytes() == b""
    empty = src(tmp_path, "empty.txt", b"")
    blank = src(tmp_path, "blank.txt", b"\n\n")
    assert merge_sorted([empty, blank], out) == 0
    assert out.read_bytes() == b""
    assert sorted(os.listdir(tmp_path)) == ["blank.txt", "empty.txt", "out.txt"]


def test_unsorted_source_leaves_destination_untouched(tmp_path):
    good = src(tmp_path, "good.txt", b"a\nb\nc\n")
    bad = src(tmp_path, "bad.txt", b"a\nd\nc\n")
    out = src(tmp_path, "out.txt", b"previous contents\n")
    with pytest.raises(ValueError):
        merge_sorted([good, bad], out)
    assert out.read_bytes() == b"previous contents\n"
    assert sorted(os.listdir(tmp_path)) == ["bad.txt", "good.txt", "out.txt"]


def test_equal_keys_within_one_source_keep_their_order(tmp_path):
    a = src(tmp_path, "a.tsv", b"x\t3\nx\t1\nx\t2\n")
    out = tmp_path / "out.tsv"
    assert merge_sorted([a], out) == 3
    assert out.read_bytes() == b"x\t3\nx\t1\nx\t2\n"


def test_blank_lines_whole_line_keys_and_code_point_order(tmp_path):
    a = src(tmp_path, "a.txt", b"\nZeta\r\n\nalpha\n" + "\u00e9t\u00e9\n".encode("utf-8"))
    b = src(tmp_path, "b.txt", b"Zeta\n\nbeta\tb2\n" + "\u65e5\n".encode("utf-8"))
    out = tmp_path / "out.txt"
    assert merge_sorted([a, b], out) == 6
    expected = "Zeta\nZeta\r\nalpha\nbeta\tb2\n\u00e9t\u00e9\n\u65e5\n".encode("utf-8")
    assert out.read_bytes() == expected


def test_missing_source_raises_and_leaves_nothing(tmp_path):
    a = src(tmp_path, "a.txt", b"a\n")
    out = tmp_path / "out.txt"
    with pytest.raises(FileNotFoundError):
        merge_sorted([a, tmp_path / "absent.txt"], out)
    assert sorted(os.listdir(tmp_path)) == ["a.txt"]


def test_relative_destination_and_three_sources(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    src(tmp_path, "s1", b"2\n5\n8\n")
    src(tmp_path, "s2", b"1\n5\n9\n")
    src(tmp_path, "s3", b"\n3\n\n4\n")
    assert merge_sorted(["s1", "s2", "s3"], "all") == 8
    assert (tmp_path / "all").read_bytes() == b"1\n2\n3\n4\n5\n5\n8\n9\n"
    assert sorted(os.listdir(tmp_path)) == ["all", "s1", "s2", "s3"]


def test_existing_destination_is_replaced(tmp_path, monkeypatch):
    a = src(tmp_path, "a.txt", b"one\n")
    out = src(tmp_path, "out.txt", b"old line 1\nold line 2\nold line 3\n")
    renamed = []
    real_replace = os.replace
    monkeypatch.setattr(os, "replace", lambda s, d: renamed.append(os.path.dirname(os.fspath(s))) or real_replace(s, d))
    assert merge_sorted([a], out) == 1
    assert out.read_bytes() == b"one\n"
    assert renamed == [str(tmp_path)]


def test_late_disorder_is_detected_without_leftovers(tmp_path):
    lines = b"".join(b"key%03d\tv\n" % i for i in range(200))
    a = src(tmp_path, "a.txt", lines + b"key100\tlate\n")
    b = src(tmp_path, "b.txt", b"key050\tb\nkey050\tb\n")
    out = tmp_path / "out.txt"
    with pytest.raises(ValueError):
        merge_sorted([b, a], out)
    assert sorted(os.listdir(tmp_path)) == ["a.txt", "b.txt"]
    assert merge_sorted([b], out) == 2
    assert out.read_bytes() == b"key050\tb\nkey050\tb\n"


def test_unsorted_keys_raise_even_when_lines_look_sorted(tmp_path):
    a = src(tmp_path, "a.tsv", b"b\t1\nab\t2\n")
    out = tmp_path / "out.tsv"
    with pytest.raises(ValueError):
        merge_sorted([a], out)
    assert sorted(os.listdir(tmp_path)) == ["a.tsv"]


def test_lone_carriage_returns_are_data(tmp_path):
    a = src(tmp_path, "a.txt", b"a\rz\nb\r\n")
    b = src(tmp_path, "b.txt", b"\r\na\r\n")
    out = tmp_path / "out.txt"
    assert merge_sorted([a, b], out) == 4
    assert out.read_bytes() == b"\r\na\r\na\rz\nb\r\n"


def test_crlf_lines_are_copied_unchanged(tmp_path):
    a = src(tmp_path, "a.txt", b"a\r\nc\r\n")
    b = src(tmp_path, "b.txt", b"b\n")
    out = tmp_path / "out.txt"
    assert merge_sorted([a, b], out) == 3
    assert out.read_bytes() == b"a\r\nb\nc\r\n"


def test_text_after_tab_never_breaks_ties(tmp_path):
    a = src(tmp_path, "a.tsv", b"k\tzzz\nm\tb\n")
    b = src(tmp_path, "b.tsv", b"k\taaa\nm\ta\n")
    c = src(tmp_path, "c.tsv", b"k\t\n")
    out = tmp_path / "out.tsv"
    assert merge_sorted([a, b, c], out) == 5
    assert out.read_bytes() == b"k\tzzz\nk\taaa\nk\t\nm\tb\nm\ta\n"


def test_tab_separated_equal_keys_from_two_sources(tmp_path):
    a = src(tmp_path, "a.tsv", b"id1\tz\n")
    b = src(tmp_path, "b.tsv", b"id1\ta\nid2\tq\n")
    out = tmp_path / "out.tsv"
    assert merge_sorted([a, b], out) == 3
    assert out.read_bytes() == b"id1\tz\nid1\ta\nid2\tq\n"


def test_each_source_last_line_gets_a_newline(tmp_path):
    a = src(tmp_path, "a.txt", b"m")
    b = src(tmp_path, "b.txt", b"n\n")
    c = src(tmp_path, "c.txt", b"a\nz")
    out = tmp_path / "out.txt"
    assert merge_sorted([a, b, c], out) == 4
    assert out.read_bytes() == b"a\nm\nn\nz\n"


def test_last_line_without_newline_in_a_single_source(tmp_path):
    a = src(tmp_path, "only.txt", b"x\ny\tlast")
    out = tmp_path / "o.txt"
    assert merge_sorted([a], out) == 2
    assert out.read_bytes() == b"x\ny\tlast\n"


def test_missing_source_keeps_existing_destination(tmp_path):
    out = src(tmp_path, "out.txt", b"kept\n")
    b = src(tmp_path, "b.txt", b"z\n")
    with pytest.raises(FileNotFoundError):
        merge_sorted([str(tmp_path / "nope.txt"), b], str(out))
    assert out.read_bytes() == b"kept\n"
    assert sorted(os.listdir(tmp_path)) == ["b.txt", "out.txt"]
