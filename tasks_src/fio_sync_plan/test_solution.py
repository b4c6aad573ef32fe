import os

import pytest

from solution import sync_plan


def build(root, entries):
    """entries: relative path -> bytes for a file, None for a directory."""
    root.mkdir(parents=True, exist_ok=True)
    for rel, data in entries.items():
        path = root / rel
        if data is None:
            path.mkdir(parents=True, exist_ok=True)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
    return root


def test_mixed_plan_in_execution_order(tmp_path):
    src = build(tmp_path / "src", {
        "README": b"v2",
        "docs/guide.md": b"guide",
        "docs/new.md": b"new",
        "img": None,
    })
    dst = build(tmp_path / "dst", {
        "README": b"v1",
        "docs/guide.md": b"guide",
        "old/a.txt": b"a",
        "old/deep/b.txt": b"b",
        "stale.txt": b"x",
    })
    assert sync_plan(src, dst) == [
        ("delete", "stale.txt"),
        ("delete", "old/deep/b.txt"),
        ("rmdir", "old/deep"),
        ("delete", "old/a.txt"),
        ("rmdir", "old"),
        ("update", "README"),
        ("copy", "docs/new.md"),
        ("mkdir", "img"),
    ]


def test_identical_trees_need_nothing(tmp_path):
    entries = {"a.txt": b"alpha", "sub/b.txt": b"beta", "empty": None}
    src = build(tmp_path / "src", entries)
    dst = build(tmp_path / "dst", entries)
    result = sync_plan(str(src), str(dst))
    assert type(result) is list
    assert result == []


def test_contents_decide_not_size_or_mtime(tmp_path):
    src = build(tmp_path / "src", {"same_stat.txt": b"AAAA", "touched.txt": b"equal"})
    dst = build(tmp_path / "dst", {"same_stat.txt": b"BBBB", "touched.txt": b"equal"})
    os.utime(src / "same_stat.txt", ns=(1_600_000_000_000_000_000, 1_600_000_000_000_000_000))
    os.utime(dst / "same_stat.txt", ns=(1_600_000_000_000_000_000, 1_600_000_000_000_000_000))
    os.utime(src / "touched.txt", ns=(1_700_000_000_000_000_000, 1_700_000_000_000_000_000))
    os.utime(dst / "touched.txt", ns=(1_500_000_000_000_000_000, 1_500_000_000_000_000_000))
    result = sync_plan(src, dst)
    assert result == [("update", "same_stat.txt")]
    assert type(result[0]) is tuple


def test_empty_destination_gets_parents_first(tmp_path):
    src = build(tmp_path / "src", {"a/b/c.txt": b"c", "a/x.txt": b"x", "z.txt": b"z"})
    dst = build(tmp_path / "dst", {})
    assert sync_plan(src, dst) == [
        ("mkdir", "a"),
        ("mkdir", "a/b"),
        ("copy", "a/b/c.txt"),
        ("copy", "a/x.txt"),
        ("copy", "z.txt"),
    ]


def test_file_and_directory_swapped_places(tmp_path):
    src = build(tmp_path / "src", {"x": b"now a file", "y/inner.txt": b"i"})
    dst = build(tmp_path / "dst", {"x/old.txt": b"o", "x/sub": None, "y": b"was a file"})
    assert sync_plan(src, dst) == [
        ("delete", "y"),
        ("rmdir", "x/sub"),
        ("delete", "x/old.txt"),
        ("rmdir", "x"),
        ("copy", "x"),
        ("mkdir", "y"),
        ("copy", "y/inner.txt"),
    ]


def test_extra_destination_tree_removed_children_first(tmp_path):
    src = build(tmp_path / "src", {"keep.txt": b"k"})
    dst = build(tmp_path / "dst", {"keep.txt": b"k", "build/out/app.bin": b"1", "build/log.txt": b"2"})
    assert sync_plan(src, dst) == [
        ("delete", "build/out/app.bin"),
        ("rmdir", "build/out"),
        ("delete", "build/log.txt"),
        ("rmdir", "build"),
    ]


def test_reverse_plain_string_order_for_removals(tmp_path):
    src = build(tmp_path / "src", {"b/keep": b"k"})
    dst = build(tmp_path / "dst", {"a/b": b"1", "a-x": b"2", "a.txt": b"3", "b/keep": b"k", "b/z": None})
    assert sync_plan(src, dst) == [
        ("rmdir", "b/z"),
        ("delete", "a/b"),
        ("delete", "a.txt"),
        ("delete", "a-x"),
        ("rmdir", "a"),
    ]


def test_missing_or_invalid_roots(tmp_path):
    good = build(tmp_path / "good", {})
    (tmp_path / "file").write_bytes(b"")
    with pytest.raises(FileNotFoundError):
        sync_plan(tmp_path / "absent", good)
    with pytest.raises(FileNotFoundError):
        sync_plan(good, tmp_path / "absent")
    with pytest.raises(NotADirectoryError):
        sync_plan(tmp_path / "file", good)
    with pytest.raises(NotADirectoryError):
        sync_plan(good, tmp_path / "file")


def test_hidden_entries_empty_dirs_and_empty_files(tmp_path):
    src = build(tmp_path / "src", {".git/HEAD": b"ref", ".env": b"", "cache": None, "log.txt": b""})
    dst = build(tmp_path / "dst", {".env": b"SECRET=1", ".old": None, "log.txt": b""})
    assert sync_plan(src, dst) == [
        ("rmdir", ".old"),
        ("update", ".env"),
        ("mkdir", ".git"),
        ("copy", ".git/HEAD"),
        ("mkdir", "cache"),
    ]


def test_only_changed_files_are_updated(tmp_path):
    src = build(tmp_path / "src", {"a.txt": b"same", "b.txt": b"longer now", "c/d.txt": b"d2"})
    dst = build(tmp_path / "dst", {"a.txt": b"same", "b.txt": b"short", "c/d.txt": b"d1"})
    assert sync_plan(src, dst) == [("update", "b.txt"), ("update", "c/d.txt")]


def test_errors_for_destination_and_sorted_creations(tmp_path):
    src = build(tmp_path / "src", {"m/n/o": None, "m/a.txt": b"a", "b.txt": b"b"})
    (tmp_path / "plain").write_bytes(b"data")
    with pytest.raises(NotADirectoryError):
        sync_plan(src, tmp_path / "plain")
    with pytest.raises(FileNotFoundError):
        sync_plan(src, tmp_path / "nowhere")
    dst = build(tmp_path / "dst", {"m": None})
    assert sync_plan(src, dst) == [
        ("copy", "b.txt"),
        ("copy", "m/a.txt"),
        ("mkdir", "m/n"),
        ("mkdir", "m/n/o"),
    ]
