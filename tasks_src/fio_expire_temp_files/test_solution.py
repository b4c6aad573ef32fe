import os

import pytest

from solution import expire_files

T0 = 1_700_000_000


def put(root, rel, mtime, data=b"x"):
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    os.utime(path, (mtime, mtime))
    return path


def link(path, target, mtime):
    path.symlink_to(target)
    os.utime(path, (mtime, mtime), follow_symlinks=False)


def all_entries(root):
    found = []
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            found.append(os.path.relpath(os.path.join(dirpath, name), root))
    return sorted(found)


def test_symbolic_links_are_removed_but_never_followed(tmp_path):
    root = tmp_path / "scratch"
    root.mkdir()
    outside = tmp_path / "outside"
    put(outside, "precious.txt", T0 - 10_000)
    put(outside, "dir/data.bin", T0 - 10_000)
    link(root / "old_link", outside / "precious.txt", T0 - 5000)
    link(root / "new_link", outside / "precious.txt", T0 - 10)
    link(root / "dir_link", outside / "dir", T0 - 10)
    assert expire_files(root, T0, 3600) == ["old_link"]
    assert all_entries(root) == ["dir_link", "new_link"]
    assert all_entries(outside) == ["dir", "dir/data.bin", "precious.txt"]


def test_old_files_removed_new_files_kept(tmp_path):
    put(tmp_path, "old.tmp", T0 - 7200)
    put(tmp_path, "new.tmp", T0 - 60)
    result = expire_files(str(tmp_path), T0, 3600)
    assert type(result) is list
    assert result == ["old.tmp"]
    assert all_entries(tmp_path) == ["new.tmp"]


def test_age_must_be_strictly_greater(tmp_path):
    put(tmp_path, "exactly.tmp", T0 - 3600)
    put(tmp_path, "one_more.tmp", T0 - 3601)
    assert expire_files(tmp_path, T0, 3600) == ["one_more.tmp"]
    assert expire_files(tmp_path, T0 + 0.5, 3600) == ["exactly.tmp"]
    assert all_entries(tmp_path) == []


def test_emptied_directories_removed_but_not_root(tmp_path):
    put(tmp_path, "a/b/c/x.tmp", T0 - 9999)
    put(tmp_path, "a/y.tmp", T0 - 9999)
    assert expire_files(tmp_path, T0, 100) == ["a", "a/b", "a/b/c", "a/b/c/x.tmp", "a/y.tmp"]
    assert all_entries(tmp_path) == []
    assert tmp_path.is_dir() is True


def test_dry_run_changes_nothing(tmp_path):
    put(tmp_path, "job1/part.tmp", T0 - 9999)
    put(tmp_path, "job1/sub/deep.tmp", T0 - 9999)
    put(tmp_path, "job2/fresh.tmp", T0)
    put(tmp_path, "job2/stale.tmp", T0 - 9999)
    (tmp_path / "empty").mkdir()
    before = all_entries(tmp_path)
    expected = ["empty", "job1", "job1/part.tmp", "job1/sub", "job1/sub/deep.tmp", "job2/stale.tmp"]
    assert expire_files(tmp_path, T0, 100, dry_run=True) == expected
    assert all_entries(tmp_path) == before
    assert expire_files(tmp_path, T0, 100) == expected
    assert all_entries(tmp_path) == ["job2", "job2/fresh.tmp"]


def test_keep_file_preserves_its_directory(tmp_path):
    put(tmp_path, "cache/.keep", T0 - 99999, b"")
    put(tmp_path, "cache/blob.bin", T0 - 99999)
    assert expire_files(tmp_path, T0, 10) == ["cache/blob.bin"]
    assert all_entries(tmp_path) == ["cache", "cache/.keep"]


def test_mixed_tree_keeps_directories_with_fresh_content(tmp_path):
    put(tmp_path, "logs/2023/jan.log", T0 - 50_000)
    put(tmp_path, "logs/2024/dec.log", T0 - 10)
    put(tmp_path, "logs/2024/nov.log", T0 - 50_000)
    put(tmp_path, "top.log", T0 - 10)
    put(tmp_path, "logs/2022/.keep", T0 - 50_000, b"")
    put(tmp_path, "logs/2022/feb.log", T0 - 50_000)
    assert expire_files(tmp_path, T0, 1000) == [
        "logs/2022/feb.log",
        "logs/2023",
        "logs/2023/jan.log",
        "logs/2024/nov.log",
    ]
    assert all_entries(tmp_path) == [
        "logs",
        "logs/2022",
        "logs/2022/.keep",
        "logs/2024",
        "logs/2024/dec.log",
        "top.log",
    ]


def test_invalid_arguments(tmp_path):
    with pytest.raises(ValueError):
        expire_files(tmp_path, T0, -1)
    with pytest.raises(FileNotFoundError):
        expire_files(tmp_path / "missing", T0, 10)
    put(tmp_path, "file.txt", T0)
    with pytest.raises(NotADirectoryError):
        expire_files(tmp_path / "file.txt", T0, 10)


def test_only_the_exact_keep_name_is_protected(tmp_path):
    put(tmp_path, ".keep", T0 - 99999, b"")
    put(tmp_path, "x.keep", T0 - 99999)
    put(tmp_path, ".keep.bak", T0 - 99999)
    put(tmp_path, "d/.KEEP", T0 - 99999)
    assert expire_files(tmp_path, T0, 10) == [".keep.bak", "d", "d/.KEEP", "x.keep"]
    assert all_entries(tmp_path) == [".keep"]


def test_zero_max_age(tmp_path):
    put(tmp_path, "now.tmp", T0)
    put(tmp_path, "second_ago.tmp", T0 - 1)
    assert expire_files(tmp_path, T0, 0) == ["second_ago.tmp"]
    assert all_entries(tmp_path) == ["now.tmp"]


def test_errors_and_already_empty_directories(tmp_path):
    (tmp_path / "empty" / "nested").mkdir(parents=True)
    put(tmp_path, "fresh/file.txt", T0)
    assert expire_files(tmp_path, T0, 0) == ["empty", "empty/nested"]
    assert all_entries(tmp_path) == ["fresh", "fresh/file.txt"]
    with pytest.raises(ValueError):
        expire_files(tmp_path, T0, -0.5)
    with pytest.raises(NotADirectoryError):
        expire_files(str(tmp_path / "fresh" / "file.txt"), T0, 10)
    with pytest.raises(FileNotFoundError):
        expire_files(tmp_path / "gone", T0, 10)


def test_dry_run_reports_directories_that_would_become_empty(tmp_path):
    put(tmp_path, "d/old", T0 - 500)
    put(tmp_path, "d/e/f/older", T0 - 900)
    put(tmp_path, "k/fresh", T0 - 5)
    before = all_entries(tmp_path)
    assert expire_files(tmp_path, T0, 100, dry_run=True) == ["d", "d/e", "d/e/f", "d/e/f/older", "d/old"]
    assert all_entries(tmp_path) == before


def test_link_age_comes_from_the_link_itself(tmp_path):
    root = tmp_path / "root"
    fresh = put(tmp_path, "targets/fresh", T0)
    stale = put(tmp_path, "targets/stale", T0 - 90_000)
    root.mkdir()
    link(root / "old_to_fresh", fresh, T0 - 90_000)
    (root / "sub").mkdir()
    link(root / "sub" / "new_to_stale", stale, T0 - 1)
    assert expire_files(root, T0, 60) == ["old_to_fresh"]
    assert all_entries(root) == ["sub", "sub/new_to_stale"]
    assert fresh.read_bytes() == b"x"


def test_dangling_and_old_links_inside_directories(tmp_path):
    root = tmp_path / "root"
    target = put(tmp_path, "keep/me", T0)
    (root / "in").mkdir(parents=True)
    link(root / "in" / "to_new", target, T0 - 7200)
    link(root / "dangling", tmp_path / "nowhere", T0 - 7200)
    link(root / "young_dangling", tmp_path / "nowhere", T0 - 1)
    assert expire_files(root, T0, 3600) == ["dangling", "in", "in/to_new"]
    assert all_entries(root) == ["young_dangling"]
    assert target.exists() is True


def test_directories_that_were_already_empty_are_removed(tmp_path):
    (tmp_path / "e1").mkdir()
    (tmp_path / "e2" / "inner").mkdir(parents=True)
    put(tmp_path, "f/new", T0)
    assert expire_files(tmp_path, T0, 10) == ["e1", "e2", "e2/inner"]
    assert all_entries(tmp_path) == ["f", "f/new"]
    assert expire_files(tmp_path, T0 + 100, 10, dry_run=True) == ["f", "f/new"]
    assert all_entries(tmp_path) == ["f", "f/new"]
    assert expire_files(tmp_path, T0 + 100, 10) == ["f", "f/new"]
    assert all_entries(tmp_path) == []
    assert tmp_path.is_dir() is True


def test_directory_mtimes_are_ignored(tmp_path):
    put(tmp_path, "olddir/fresh", T0)
    os.utime(tmp_path / "olddir", (T0 - 99_999, T0 - 99_999))
    (tmp_path / "newdir").mkdir()
    os.utime(tmp_path / "newdir", (T0, T0))
    assert expire_files(tmp_path, T0, 100) == ["newdir"]
    assert all_entries(tmp_path) == ["olddir", "olddir/fresh"]



def test_future_mtimes_and_float_now(tmp_path):
    put(tmp_path, "future", T0 + 500)
    put(tmp_path, "edge", T0 - 10)
    put(tmp_path, "past", T0 - 11)
    assert expire_files(tmp_path, T0 + 0.25, 10.25) == ["past"]
    assert all_entries(tmp_path) == ["edge", "future"]