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


def snapshot(root):
    """Every entry below root with its kind, bytes and modification time."""
    state = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            path = os.path.join(dirpath, name)
            data = None if name in dirnames else open(path, "rb").read()
            state[os.path.relpath(path, root)] = (data, os.stat(path).st_mtime_ns)
    return state


T1 = (1_600_000_000_000_000_000, 1_600_000_000_000_000_000)
T2 = (1_700_000_000_000_000_000, 1_700_000_000_000_000_000)


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


def test_kind_changes_in_both_directions(tmp_path):
    src = build(tmp_path / "src", {"conf/app.ini": b"x", "data": b"d", "lib/x": None})
    dst = build(tmp_path / "dst", {"conf": b"x", "data/part1": b"d", "lib/x": b"file"})
    assert sync_plan(src, dst) == [
        ("delete", "lib/x"),
        ("delete", "data/part1"),
        ("rmdir", "data"),
        ("delete", "conf"),
        ("mkdir", "conf"),
        ("copy", "conf/app.ini"),
        ("copy", "data"),
        ("mkdir", "lib/x"),
    ]


def test_file_and_empty_directory_swap(tmp_path):
    src = build(tmp_path / "src", {"out": None, "bin": b""})
    dst = build(tmp_path / "dst", {"out": b"", "bin": None})
    assert sync_plan(src, dst) == [
        ("delete", "out"),
        ("rmdir", "bin"),
        ("copy", "bin"),
        ("mkdir", "out"),
    ]


def test_equal_size_and_mtime_do_not_mean_equal(tmp_path):
    src = build(tmp_path / "src", {"v.cfg": b"port=1", "w.cfg": b"same"})
    dst = build(tmp_path / "dst", {"v.cfg": b"port=2", "w.cfg": b"same"})
    for root in (src, dst):
        os.utime(root / "v.cfg", ns=T1)
    os.utime(src / "w.cfg", ns=T1)
    os.utime(dst / "w.cfg", ns=T2)
    assert sync_plan(src, dst) == [("update", "v.cfg")]


def test_nested_file_with_same_stat_but_other_bytes(tmp_path):
    src = build(tmp_path / "src", {"a/b/data.bin": b"\x00\x01", "a/c.bin": b"zz"})
    dst = build(tmp_path / "dst", {"a/b/data.bin": b"\x01\x00", "a/c.bin": b"zz"})
    for root in (src, dst):
        os.utime(root / "a" / "b" / "data.bin", ns=T2)
    os.utime(dst / "a" / "c.bin", ns=T1)
    assert sync_plan(src, dst) == [("update", "a/b/data.bin")]


def test_hidden_entries_are_ordinary_entries(tmp_path):
    src = build(tmp_path / "src", {".config/app.toml": b"a=1", ".bashrc": b"x", "src/.keep": b""})
    dst = build(tmp_path / "dst", {".bashrc": b"y", "src/.cache/obj": b"o", ".config": None})
    assert sync_plan(src, dst) == [
        ("delete", "src/.cache/obj"),
        ("rmdir", "src/.cache"),
        ("update", ".bashrc"),
        ("copy", ".config/app.toml"),
        ("copy", "src/.keep"),
    ]


def test_both_trees_are_left_unchanged(tmp_path):
    src = build(tmp_path / "src", {"new/a.txt": b"a", "upd.txt": b"2", "kind": b"f"})
    dst = build(tmp_path / "dst", {"old/b.txt": b"b", "upd.txt": b"1", "kind/x": b"x", ".lock": b""})
    before = (snapshot(src), snapshot(dst))
    assert sync_plan(src, dst) == [
        ("delete", "old/b.txt"), ("rmdir", "old"), ("delete", "kind/x"), ("rmdir", "kind"),
        ("delete", ".lock"), ("copy", "kind"), ("mkdir", "new"), ("copy", "new/a.txt"), ("update", "upd.txt"),
    ]
    assert (snapshot(src), snapshot(dst)) == before


def test_plan_is_list_of_str_pairs_and_changes_nothing(tmp_path):
    src = build(tmp_path / "src", {"f.txt": b"new", "d": None})
    dst = build(tmp_path / "dst", {"f.txt": b"old", "e/g": b"g"})
    before = (snapshot(src), snapshot(dst))
    result = sync_plan(str(src), dst)
    assert result == [("delete", "e/g"), ("rmdir", "e"), ("mkdir", "d"), ("update", "f.txt")]
    assert type(result) is list
    for entry in result:
        assert type(entry) is tuple and len(entry) == 2
        assert type(entry[0]) is str and type(entry[1]) is str
    assert (snapshot(src), snapshot(dst)) == before
