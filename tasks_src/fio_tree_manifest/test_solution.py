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


def test_fifo_or_file_root_raises_not_a_directory(tmp_path):
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "data.bin").write_bytes(b"")
    for name in ["pipe", "data.bin"]:
        with pytest.raises(NotADirectoryError):
            tree_manifest(tmp_path / name)


def test_links_to_files_and_directories_inside_tree_skipped(tmp_path):
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "core.py").write_bytes(b"hello")
    (tmp_path / "lib" / "alias.py").symlink_to(tmp_path / "lib" / "core.py")
    (tmp_path / "vendor").symlink_to(tmp_path / "lib", target_is_directory=True)
    (tmp_path / "lib" / "broken").symlink_to(tmp_path / "lib" / "gone")
    assert tree_manifest(tmp_path) == [("lib/core.py", 5, HELLO)]


def test_tree_of_only_hidden_entries_is_empty(tmp_path):
    (tmp_path / ".hidden").mkdir()
    (tmp_path / ".hidden" / "a.txt").write_bytes(b"abc")
    (tmp_path / ".profile").write_bytes(b"hello")
    (tmp_path / "empty").mkdir()
    result = tree_manifest(tmp_path)
    assert result == []
    assert type(result) is list


def test_hidden_directory_not_entered_at_any_depth(tmp_path):
    (tmp_path / "app" / ".venv" / "lib").mkdir(parents=True)
    (tmp_path / "app" / ".venv" / "lib" / "site.py").write_bytes(b"abc")
    (tmp_path / "app" / ".venv" / "pyvenv.cfg").write_bytes(b"abc")
    (tmp_path / "app" / "run.py").write_bytes(b"hello")
    (tmp_path / "app" / "sub.d").mkdir()
    (tmp_path / "app" / "sub.d" / ".keep").write_bytes(b"")
    (tmp_path / "app" / "sub.d" / "conf").write_bytes(b"")
    assert tree_manifest(tmp_path) == [("app/run.py", 5, HELLO), ("app/sub.d/conf", 0, EMPTY)]


def test_dash_sorts_before_slash(tmp_path):
    for directory in ["a", "a-b", "a.b"]:
        (tmp_path / directory).mkdir()
        (tmp_path / directory / "x").write_bytes(b"abc")
    (tmp_path / "a0").write_bytes(b"hello")
    assert tree_manifest(tmp_path) == [
        ("a-b/x", 3, ABC), ("a.b/x", 3, ABC), ("a/x", 3, ABC), ("a0", 5, HELLO)
    ]


def test_file_next_to_directory_of_same_stem(tmp_path):
    (tmp_path / "pkg" / "mod").mkdir(parents=True)
    (tmp_path / "pkg" / "mod" / "z.py").write_bytes(b"")
    (tmp_path / "pkg" / "mod.py").write_bytes(b"abc")
    (tmp_path / "pkg" / "Mod.txt").write_bytes(b"hello")
    assert tree_manifest(str(tmp_path / "pkg")) == [
        ("Mod.txt", 5, HELLO), ("mod.py", 3, ABC), ("mod/z.py", 0, EMPTY)
    ]


def test_entry_types_and_lowercase_digest(tmp_path):
    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "empty").write_bytes(b"")
    (tmp_path / "hello").write_bytes(b"hello")
    result = tree_manifest(tmp_path)
    assert result == [("d/empty", 0, EMPTY), ("hello", 5, HELLO)]
    for path, size, digest in result:
        assert type(path) is str and type(size) is int and type(digest) is str
        assert digest == digest.lower()
    assert all(type(entry) is tuple for entry in result)


def test_fifos_and_empty_directories_contribute_nothing(tmp_path):
    (tmp_path / "q").mkdir()
    os.mkfifo(tmp_path / "q" / "events")
    os.mkfifo(tmp_path / "top")
    (tmp_path / "q" / "spool" / "new").mkdir(parents=True)
    (tmp_path / "q" / "log").write_bytes(b"abc")
    assert tree_manifest(tmp_path) == [("q/log", 3, ABC)]


def test_link_back_to_root_is_not_entered(tmp_path):
    (tmp_path / "f.txt").write_bytes(b"hello")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "loop").symlink_to(tmp_path, target_is_directory=True)
    (tmp_path / "sub" / "copy.txt").symlink_to(tmp_path / "f.txt")
    assert tree_manifest(tmp_path) == [("f.txt", 5, HELLO)]


def test_missing_root_under_missing_parent_raises_file_not_found(tmp_path):
    with pytest.raises(FileNotFoundError):
        tree_manifest(str(tmp_path / "no" / "such" / "dir"))
