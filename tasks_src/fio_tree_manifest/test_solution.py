import os

import pytest

from solution import tree_manifest

HELLO = "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824"  # b"hello"
EMPTY = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"  # b""
ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"  # b"abc"


def test_symlinks_are_not_followed_or_listed(tmp_path):
    root = tmp_path / "tree"
    outside = tmp_path / "outside"
    root.mkdir()
    outside.mkdir()
    (outside / "secret.txt").write_bytes(b"hello")
    (root / "real.txt").write_bytes(b"abc")
    (root / "link_file.txt").symlink_to(root / "real.txt")
    (root / "link_dir").symlink_to(outside, target_is_directory=True)
    (root / "dangling").symlink_to(root / "missing.txt")
    assert tree_manifest(root) == [("real.txt", 3, ABC)]


def test_single_file(tmp_path):
    (tmp_path / "greeting.txt").write_bytes(b"hello")
    result = tree_manifest(tmp_path)
    assert result == [("greeting.txt", 5, HELLO)]
    assert type(result) is list
    assert type(result[0]) is tuple
    assert type(result[0][1]) is int


def test_hidden_files_and_directories_skipped(tmp_path):
    (tmp_path / ".env").write_bytes(b"hello")
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "config").write_bytes(b"hello")
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / ".cache").write_bytes(b"hello")
    (tmp_path / "src" / "main.py").write_bytes(b"abc")
    (tmp_path / "visible.").write_bytes(b"")
    assert tree_manifest(str(tmp_path)) == [("src/main.py", 3, ABC), ("visible.", 0, EMPTY)]


def test_empty_directory_tree(tmp_path):
    (tmp_path / "a" / "b").mkdir(parents=True)
    assert tree_manifest(tmp_path) == []


def test_nested_paths_use_forward_slashes(tmp_path):
    deep = tmp_path / "docs" / "guide"
    deep.mkdir(parents=True)
    (deep / "intro.md").write_bytes(b"abc")
    (tmp_path / "docs" / "index.md").write_bytes(b"")
    os.mkfifo(tmp_path / "docs" / "pipe")
    assert tree_manifest(tmp_path) == [
        ("docs/guide/intro.md", 3, ABC),
        ("docs/index.md", 0, EMPTY),
    ]


def test_accepts_str_root(tmp_path):
    (tmp_path / "x.bin").write_bytes(b"hello")
    assert tree_manifest(str(tmp_path)) == [("x.bin", 5, HELLO)]


def test_sorted_by_plain_string_comparison(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "b.txt").write_bytes(b"abc")
    (tmp_path / "a.txt").write_bytes(b"hello")
    (tmp_path / "B.txt").write_bytes(b"")
    (tmp_path / "a-z").write_bytes(b"")
    assert [entry[0] for entry in tree_manifest(tmp_path)] == [
        "B.txt", "a-z", "a.txt", "a/b.txt"
    ]


def test_large_file_digest_and_size(tmp_path):
    data = b"abc" * 100000
    (tmp_path / "big.dat").write_bytes(data)
    # sha256 of b"abc" repeated 100000 times
    expected = "a77aedfe2e4a7232ea628a71745a966224c4521d93134b993cde5b65ea2f6e3c"
    assert tree_manifest(tmp_path) == [("big.dat", 300000, expected)]


def test_missing_root_raises_file_not_found(tmp_path):
    with pytest.raises(FileNotFoundError):
        tree_manifest(tmp_path / "nope")


def test_file_root_raises_not_a_directory(tmp_path):
    target = tmp_path / "plain.txt"
    target.write_bytes(b"abc")
    with pytest.raises(NotADirectoryError):
        tree_manifest(target)
