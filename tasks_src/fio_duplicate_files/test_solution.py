import os

import pytest

from solution import find_duplicates


def put(root, rel, data):
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def test_groups_sorted_by_size_then_first_path(tmp_path):
    put(tmp_path, "0solo.txt", b"unique!")
    put(tmp_path, "x.txt", b"abc")
    put(tmp_path, "y/x.txt", b"abc")
    put(tmp_path, "w.txt", b"xyz")
    put(tmp_path, "z.txt", b"xyz")
    put(tmp_path, "big/one.bin", b"0123456789")
    put(tmp_path, "big/two.bin", b"0123456789")
    put(tmp_path, "p.txt", b"pq")
    put(tmp_path, "q.txt", b"pq")
    assert find_duplicates(tmp_path) == [
        (10, ["big/one.bin", "big/two.bin"]),
        (3, ["w.txt", "z.txt"]),
        (3, ["x.txt", "y/x.txt"]),
        (2, ["p.txt", "q.txt"]),
    ]


def test_single_group_types(tmp_path):
    put(tmp_path, "report.pdf", b"%PDF-1.7 data")
    put(tmp_path, "backup/report (1).pdf", b"%PDF-1.7 data")
    put(tmp_path, "notes.txt", b"unique")
    result = find_duplicates(str(tmp_path))
    assert result == [(13, ["backup/report (1).pdf", "report.pdf"])]
    assert type(result) is list
    assert type(result[0]) is tuple
    assert type(result[0][0]) is int
    assert type(result[0][1]) is list


def test_hard_links_are_one_file(tmp_path):
    original = put(tmp_path, "m/original.txt", b"shared content")
    os.link(original, tmp_path / "a.txt")
    put(tmp_path, "z.txt", b"shared content")
    lonely = put(tmp_path, "solo/data.bin", b"only one inode")
    os.link(lonely, tmp_path / "solo" / "again.bin")
    assert find_duplicates(tmp_path) == [(14, ["a.txt", "z.txt"])]


def test_empty_files_are_never_duplicates(tmp_path):
    put(tmp_path, "a.log", b"")
    put(tmp_path, "b.log", b"")
    put(tmp_path, "sub/c.log", b"")
    assert find_duplicates(tmp_path) == []


def test_symbolic_links_are_ignored(tmp_path):
    root = tmp_path / "root"
    target = put(root, "real.txt", b"payload")
    (root / "link.txt").symlink_to(target)
    outside = tmp_path / "outside"
    put(outside, "one.txt", b"outside copy")
    put(outside, "two.txt", b"outside copy")
    put(outside, "three.txt", b"payload")
    (root / "linked_dir").symlink_to(outside, target_is_directory=True)
    (root / "dangling").symlink_to(root / "nothing")
    assert find_duplicates(root) == []
    put(root, "copy.txt", b"payload")
    assert find_duplicates(root) == [(7, ["copy.txt", "real.txt"])]


def test_same_size_different_contents_are_not_grouped(tmp_path):
    put(tmp_path, "a.txt", b"aaaa")
    put(tmp_path, "b.txt", b"bbbb")
    put(tmp_path, "c.txt", b"abcd")
    assert find_duplicates(tmp_path) == []


def test_one_byte_files_count_but_empty_ones_do_not(tmp_path):
    put(tmp_path, "e1", b"")
    put(tmp_path, "e2", b"")
    put(tmp_path, "one1", b"x")
    put(tmp_path, "one2", b"x")
    put(tmp_path, "other", b"y")
    assert find_duplicates(tmp_path) == [(1, ["one1", "one2"])]


def test_hidden_entries_and_deep_nesting_are_included(tmp_path):
    put(tmp_path, ".config/settings.ini", b"[core]\n")
    put(tmp_path, "a/b/c/d/settings.ini", b"[core]\n")
    put(tmp_path, ".hidden", b"[core]\n")
    assert find_duplicates(tmp_path) == [(7, [".config/settings.ini", ".hidden", "a/b/c/d/settings.ini"])]


def test_group_of_three_next_to_a_same_size_singleton(tmp_path):
    put(tmp_path, "c.dat", b"aaaa")
    put(tmp_path, "a.dat", b"aaaa")
    put(tmp_path, "b/a.dat", b"aaaa")
    put(tmp_path, "d.dat", b"bbbb")
    put(tmp_path, "e.dat", b"cc")
    put(tmp_path, "f.dat", b"dd")
    assert find_duplicates(tmp_path) == [(4, ["a.dat", "b/a.dat", "c.dat"])]
    put(tmp_path, "g.dat", b"q" * 9000 + b"1")
    put(tmp_path, "h.dat", b"q" * 9000 + b"2")
    assert find_duplicates(tmp_path) == [(4, ["a.dat", "b/a.dat", "c.dat"])]


def test_missing_or_non_directory_root(tmp_path):
    with pytest.raises(FileNotFoundError):
        find_duplicates(tmp_path / "absent")
    put(tmp_path, "file.txt", b"data")
    with pytest.raises(NotADirectoryError):
        find_duplicates(tmp_path / "file.txt")


def test_special_files_ignored_and_root_errors(tmp_path):
    os.mkfifo(tmp_path / "pipe")
    put(tmp_path, "a.txt", b"same")
    put(tmp_path, "b.txt", b"same")
    assert find_duplicates(tmp_path) == [(4, ["a.txt", "b.txt"])]
    with pytest.raises(NotADirectoryError):
        find_duplicates(tmp_path / "a.txt")
    with pytest.raises(FileNotFoundError):
        find_duplicates(str(tmp_path / "absent"))


def test_first_sorting_hard_link_name_is_the_one_used(tmp_path):
    first = put(tmp_path, "a", b"hello")
    os.link(first, tmp_path / "z")
    put(tmp_path, "m", b"hello")
    pair = put(tmp_path, "p/one", b"linked only")
    os.link(pair, tmp_path / "p" / "two")
    assert find_duplicates(tmp_path) == [(5, ["a", "m"])]


def test_files_differing_only_after_a_long_prefix_are_not_grouped(tmp_path):
    body = b"\x00\x01" * 50000
    put(tmp_path, "a.bin", body + b"A")
    put(tmp_path, "b.bin", body + b"B")
    put(tmp_path, "c.bin", body + b"B")
    assert find_duplicates(tmp_path) == [(100001, ["b.bin", "c.bin"])]


def test_large_files_differing_in_the_last_byte(tmp_path):
    body = b"z" * 20000
    put(tmp_path, "one/x.img", body + b"1")
    put(tmp_path, "two/x.img", body + b"2")
    assert find_duplicates(tmp_path) == []
    put(tmp_path, "three/x.img", body + b"2")
    assert find_duplicates(tmp_path) == [(20001, ["three/x.img", "two/x.img"])]


def test_hard_link_names_inside_directories(tmp_path):
    inode = put(tmp_path, "b/data", b"12345678")
    (tmp_path / "a").mkdir()
    os.link(inode, tmp_path / "a" / "data")
    os.link(inode, tmp_path / "c")
    put(tmp_path, "b/copy", b"12345678")
    assert find_duplicates(tmp_path) == [(8, ["a/data", "b/copy"])]


def test_larger_groups_come_first(tmp_path):
    put(tmp_path, "s1", b"x")
    put(tmp_path, "s2", b"x")
    put(tmp_path, "l1", b"large")
    put(tmp_path, "l2", b"large")
    put(tmp_path, "m1", b"mid")
    put(tmp_path, "m2", b"mid")
    assert find_duplicates(tmp_path) == [(5, ["l1", "l2"]), (3, ["m1", "m2"]), (1, ["s1", "s2"])]


def test_links_inside_subdirectories_are_not_followed(tmp_path):
    root = tmp_path / "root"
    put(tmp_path, "out/a", b"same data")
    put(tmp_path, "out/b", b"same data")
    put(root, "keep/real", b"same data")
    (root / "keep" / "to_file").symlink_to(tmp_path / "out" / "a")
    (root / "keep" / "to_dir").symlink_to(tmp_path / "out", target_is_directory=True)
    assert find_duplicates(root) == []


def test_symlink_to_an_outside_copy_is_not_a_duplicate(tmp_path):
    root = tmp_path / "root"
    put(root, "doc.txt", b"text")
    outside = put(tmp_path, "elsewhere/copy.txt", b"text")
    (root / "alias.txt").symlink_to(outside)
    (root / "dir").mkdir()
    (root / "dir" / "alias2").symlink_to(root / "doc.txt")
    assert find_duplicates(root) == []


def test_groups_listed_largest_first_without_a_zero_size_group(tmp_path):
    put(tmp_path, "a1", b"ab")
    put(tmp_path, "a2", b"ab")
    put(tmp_path, "e1", b"")
    put(tmp_path, "e2", b"")
    put(tmp_path, "k1", b"0123456")
    put(tmp_path, "k2", b"0123456")
    put(tmp_path, "t/x", b"xyzw")
    put(tmp_path, "t/y", b"xyzw")
    assert find_duplicates(tmp_path) == [(7, ["k1", "k2"]), (4, ["t/x", "t/y"]), (2, ["a1", "a2"])]
