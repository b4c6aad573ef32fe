import os

import pytest

from solution import disk_usage


def put(root, rel, size):
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"x" * size)
    return path


def test_hard_links_counted_once_under_first_path(tmp_path):
    shared = put(tmp_path, "c/z.bin", 100)
    os.link(shared, tmp_path / "b.bin")
    put(tmp_path, "a/own.txt", 5)
    (tmp_path / "a" / "sub").mkdir()
    os.link(shared, tmp_path / "a" / "sub" / "y.bin")
    assert disk_usage(tmp_path) == [("a", 105), ("b.bin", 0), ("c", 0)]


def test_files_and_directories_summary(tmp_path):
    put(tmp_path, "docs/a.md", 300)
    put(tmp_path, "docs/img/logo.png", 2000)
    put(tmp_path, "README", 50)
    put(tmp_path, "src/main.py", 700)
    result = disk_usage(str(tmp_path))
    assert result == [("docs", 2300), ("src", 700), ("README", 50)]
    assert type(result) is list
    assert type(result[0]) is tuple
    assert type(result[0][1]) is int


def test_symbolic_links_count_zero_and_are_not_followed(tmp_path):
    root = tmp_path / "root"
    outside = tmp_path / "outside"
    put(outside, "big.iso", 5000)
    put(outside, "dir/more.bin", 700)
    put(root, "data/real.bin", 10)
    (root / "data" / "inner_link").symlink_to(outside / "big.iso")
    (root / "data" / "inner_dir").symlink_to(outside / "dir", target_is_directory=True)
    (root / "iso_link").symlink_to(outside / "big.iso")
    (root / "dir_link").symlink_to(outside / "dir", target_is_directory=True)
    (root / "dangling").symlink_to(root / "nothing")
    assert disk_usage(root) == [("data", 10), ("dangling", 0), ("dir_link", 0), ("iso_link", 0)]


def test_empty_entries_are_listed_with_zero(tmp_path):
    (tmp_path / "empty_dir").mkdir()
    put(tmp_path, "empty.txt", 0)
    put(tmp_path, "nested/deeper/empty.bin", 0)
    assert disk_usage(tmp_path) == [("empty.txt", 0), ("empty_dir", 0), ("nested", 0)]
    assert disk_usage(tmp_path / "empty_dir") == []


def test_equal_sizes_sorted_by_name(tmp_path):
    put(tmp_path, "b", 10)
    put(tmp_path, "a/x", 10)
    put(tmp_path, "C", 10)
    put(tmp_path, "big", 11)
    put(tmp_path, "d/y", 3)
    put(tmp_path, "d/z", 7)
    assert disk_usage(tmp_path) == [("big", 11), ("C", 10), ("a", 10), ("b", 10), ("d", 10)]


def test_deep_nesting_is_summed(tmp_path):
    put(tmp_path, "proj/a/b/c/d/e.bin", 1)
    put(tmp_path, "proj/a/b/f.bin", 20)
    put(tmp_path, "proj/g.bin", 300)
    put(tmp_path, "other/h.bin", 4)
    assert disk_usage(tmp_path) == [("proj", 321), ("other", 4)]


def test_hard_links_in_one_directory_and_top_level(tmp_path):
    first = put(tmp_path, "logs/app.log", 40)
    os.link(first, tmp_path / "logs" / "app.log.bak")
    top = put(tmp_path, "z.bin", 30)
    os.link(top, tmp_path / "logs" / "copy.bin")
    put(tmp_path, "m.txt", 35)
    assert disk_usage(tmp_path) == [("logs", 70), ("m.txt", 35), ("z.bin", 0)]
    dotted = put(tmp_path, "a/x.dat", 20)
    os.link(dotted, tmp_path / "a.txt")
    # "a.txt" sorts before "a/x.dat" because "." comes before "/".
    assert disk_usage(tmp_path) == [("logs", 70), ("m.txt", 35), ("a.txt", 20), ("a", 0), ("z.bin", 0)]


def test_missing_or_non_directory_root(tmp_path):
    with pytest.raises(FileNotFoundError):
        disk_usage(tmp_path / "absent")
    put(tmp_path, "file.txt", 1)
    with pytest.raises(NotADirectoryError):
        disk_usage(tmp_path / "file.txt")


def test_hidden_entries_and_special_files(tmp_path):
    put(tmp_path, ".cache/blob", 64)
    put(tmp_path, ".env", 8)
    os.mkfifo(tmp_path / "pipe")
    os.mkfifo(tmp_path / ".cache" / "fifo")
    assert disk_usage(tmp_path) == [(".cache", 64), (".env", 8), ("pipe", 0)]
    with pytest.raises(NotADirectoryError):
        disk_usage(str(tmp_path / ".env"))
    with pytest.raises(FileNotFoundError):
        disk_usage(str(tmp_path / "gone"))


def test_hard_linked_top_level_files_counted_once(tmp_path):
    later = put(tmp_path, "y.dat", 50)
    os.link(later, tmp_path / "x.dat")
    put(tmp_path, "w", 10)
    assert disk_usage(tmp_path) == [("x.dat", 50), ("w", 10), ("y.dat", 0)]


def test_ties_use_plain_string_order(tmp_path):
    put(tmp_path, "b", 7)
    put(tmp_path, "B/f", 7)
    put(tmp_path, ".b", 7)
    put(tmp_path, "a.b", 7)
    put(tmp_path, "a/f", 7)
    put(tmp_path, "zz", 8)
    assert disk_usage(tmp_path) == [("zz", 8), (".b", 7), ("B", 7), ("a", 7), ("a.b", 7), ("b", 7)]


def test_links_inside_directories_are_not_followed(tmp_path):
    root = tmp_path / "root"
    put(tmp_path, "outside/big", 500)
    put(tmp_path, "outside/dir/f", 70)
    put(root, "d/real", 3)
    (root / "d" / "flink").symlink_to(tmp_path / "outside" / "big")
    (root / "d" / "dlink").symlink_to(tmp_path / "outside" / "dir", target_is_directory=True)
    (root / "top").symlink_to(tmp_path / "outside" / "big")
    assert disk_usage(root) == [("d", 3), ("top", 0)]


def test_symlink_to_a_directory_inside_root_is_not_entered(tmp_path):
    put(tmp_path, "real/x", 9)
    (tmp_path / "l").symlink_to(tmp_path / "real", target_is_directory=True)
    (tmp_path / "real" / "self").symlink_to(tmp_path / "real", target_is_directory=True)
    assert disk_usage(tmp_path) == [("real", 9), ("l", 0)]
    put(tmp_path, "z/big", 50)
    # "real/to_big" sorts before "z/big", so following the link would move the file to "real".
    (tmp_path / "real" / "to_big").symlink_to(tmp_path / "z" / "big")
    assert disk_usage(tmp_path) == [("z", 50), ("real", 9), ("l", 0)]


def test_hidden_top_level_entries_are_reported(tmp_path):
    put(tmp_path, ".a/inner", 4)
    put(tmp_path, ".z", 6)
    put(tmp_path, "v", 1)
    assert disk_usage(tmp_path) == [(".z", 6), (".a", 4), ("v", 1)]


def test_owner_of_hard_link_by_string_order_not_components(tmp_path):
    first = put(tmp_path, "a/y", 15)
    os.link(first, tmp_path / "a-b")
    put(tmp_path, "a/z", 1)
    assert disk_usage(tmp_path) == [("a-b", 15), ("a", 1)]


def test_owner_of_hard_link_when_dot_sorts_before_slash(tmp_path):
    first = put(tmp_path, "a/x", 12)
    (tmp_path / "a.b").mkdir()
    os.link(first, tmp_path / "a.b" / "y")
    assert disk_usage(tmp_path) == [("a.b", 12), ("a", 0)]


def test_empty_root_gives_empty_list(tmp_path):
    (tmp_path / "void").mkdir()
    result = disk_usage(str(tmp_path / "void"))
    assert result == []
    assert type(result) is list
