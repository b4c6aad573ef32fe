import hashlib
import json
import os

import pytest

from solution import hash_tree

ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"  # b"abc"
HELLO = "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824"  # b"hello"
EMPTY = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"  # b""
XYZ = "3608bca1e44ea6c4d268eb6db02260269892c0b42b86bbf1e77a6fa16c3c9282"  # b"xyz"
NS = 1_600_000_000_123_456_789


def put(root, rel, data, mtime_ns=NS):
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    os.utime(path, ns=(mtime_ns, mtime_ns))
    return path


def setup(tmp_path):
    root = tmp_path / "tree"
    root.mkdir()
    return root, tmp_path / "cache.json"


def test_unchanged_stat_reuses_cached_digest(tmp_path):
    root, cache = setup(tmp_path)
    put(root, "a.txt", b"abc")
    assert hash_tree(root, cache) == ({"a.txt": ABC}, 1)
    put(root, "a.txt", b"xyz")  # same size, same mtime: the cache wins
    assert hash_tree(root, cache) == ({"a.txt": ABC}, 0)
    put(root, "a.txt", b"xyz", NS + 1)
    assert hash_tree(root, cache) == ({"a.txt": XYZ}, 1)


def test_first_run_hashes_everything_and_writes_cache(tmp_path):
    root, cache = setup(tmp_path)
    put(root, "hello.txt", b"hello")
    put(root, "sub/abc.txt", b"abc", 5)
    digests, hashed = hash_tree(str(root), str(cache))
    assert type(digests) is dict
    assert type(hashed) is int
    assert digests == {"hello.txt": HELLO, "sub/abc.txt": ABC}
    assert hashed == 2
    assert json.loads(cache.read_bytes()) == {"hello.txt": [5, NS, HELLO], "sub/abc.txt": [3, 5, ABC]}
    assert sorted(os.listdir(tmp_path)) == ["cache.json", "tree"]


def test_size_change_alone_invalidates_entry(tmp_path):
    root, cache = setup(tmp_path)
    put(root, "f", b"abc")
    hash_tree(root, cache)
    put(root, "f", b"hello")
    assert hash_tree(root, cache) == ({"f": HELLO}, 1)
    assert json.loads(cache.read_bytes()) == {"f": [5, NS, HELLO]}


def test_second_run_hashes_nothing(tmp_path):
    root, cache = setup(tmp_path)
    put(root, "a", b"abc")
    put(root, "b", b"hello")
    assert hash_tree(root, cache)[1] == 2
    assert hash_tree(root, cache) == ({"a": ABC, "b": HELLO}, 0)


def test_removed_files_are_dropped_and_new_ones_added(tmp_path):
    root, cache = setup(tmp_path)
    put(root, "old.txt", b"abc")
    put(root, "keep.txt", b"hello")
    hash_tree(root, cache)
    (root / "old.txt").unlink()
    put(root, "new.txt", b"", 7)
    assert hash_tree(root, cache) == ({"keep.txt": HELLO, "new.txt": EMPTY}, 1)
    assert json.loads(cache.read_bytes()) == {"keep.txt": [5, NS, HELLO], "new.txt": [0, 7, EMPTY]}
    assert sorted(os.listdir(tmp_path)) == ["cache.json", "tree"]


def test_unusable_cache_files_are_treated_as_empty(tmp_path):
    root, cache = setup(tmp_path)
    put(root, "a", b"abc")
    for content in (b"not json", b"\xff\xfe", b"[1, 2]", b'"text"'):
        cache.write_bytes(content)
        assert hash_tree(root, cache) == ({"a": ABC}, 1)
        assert json.loads(cache.read_bytes()) == {"a": [3, NS, ABC]}


def test_mtime_is_compared_in_nanoseconds(tmp_path):
    root, cache = setup(tmp_path)
    put(root, "a", b"abc", 1_000_000_000_000_000_001)
    hash_tree(root, cache)
    data = json.loads(cache.read_bytes())
    assert data == {"a": [3, 1_000_000_000_000_000_001, ABC]}
    assert type(data["a"][1]) is int
    put(root, "a", b"xyz", 1_000_000_000_000_000_002)
    assert hash_tree(root, cache) == ({"a": XYZ}, 1)


def test_stale_entries_from_another_tree_are_not_trusted(tmp_path):
    root, cache = setup(tmp_path)
    put(root, "a", b"abc")
    cache.write_text(json.dumps({"a": [3, NS + 5, HELLO], "ghost": [1, 1, EMPTY]}))
    assert hash_tree(root, cache) == ({"a": ABC}, 1)
    assert json.loads(cache.read_bytes()) == {"a": [3, NS, ABC]}


def test_symlinks_and_special_files_are_skipped(tmp_path):
    root, cache = setup(tmp_path)
    put(root, "real", b"abc")
    (root / "link").symlink_to(root / "real")
    outside = tmp_path / "outside"
    outside.mkdir()
    put(outside, "o.txt", b"hello")
    (root / "dirlink").symlink_to(outside, target_is_directory=True)
    os.mkfifo(root / "fifo")
    put(root, "real2", b"hello")
    assert hash_tree(root, cache) == ({"real": ABC, "real2": HELLO}, 2)


def test_root_errors(tmp_path):
    root, cache = setup(tmp_path)
    with pytest.raises(FileNotFoundError):
        hash_tree(tmp_path / "absent", cache)
    put(root, "f", b"abc")
    with pytest.raises(NotADirectoryError):
        hash_tree(root / "f", cache)


def test_cached_digest_is_used_verbatim_and_keys_sorted(tmp_path):
    root, cache = setup(tmp_path)
    put(root, "z", b"abc")
    put(root, ".hidden/b", b"hello")
    (root / ".hidden" / "link_to_z").symlink_to(root / "z")
    fake = hashlib.sha256(b"pretend").hexdigest()
    cache.write_text(json.dumps({"z": [3, NS, fake]}))
    digests, hashed = hash_tree(root, cache)
    assert digests == {".hidden/b": HELLO, "z": fake}
    assert list(digests) == [".hidden/b", "z"]
    assert hashed == 1
    with pytest.raises(FileNotFoundError):
        hash_tree(str(tmp_path / "nope"), cache)
    with pytest.raises(NotADirectoryError):
        hash_tree(str(cache), tmp_path / "other.json")


def test_links_to_files_are_not_hashed(tmp_path):
    root, cache = setup(tmp_path)
    put(root, "d/file", b"abc")
    outside = put(tmp_path, "elsewhere.txt", b"hello")
    (root / "d" / "inner_link").symlink_to(root / "d" / "file")
    (root / "out_link").symlink_to(outside)
    assert hash_tree(root, cache) == ({"d/file": ABC}, 1)
    assert json.loads(cache.read_bytes()) == {"d/file": [3, NS, ABC]}


def test_json_values_other_than_objects_mean_an_empty_cache(tmp_path):
    root, cache = setup(tmp_path)
    put(root, "k", b"hello")
    for content in (b"null", b"42", b"[]", b'[["k", 5]]', b"true"):
        cache.write_bytes(content)
        assert hash_tree(root, cache) == ({"k": HELLO}, 1)
        assert json.loads(cache.read_bytes()) == {"k": [5, NS, HELLO]}


def test_size_change_with_same_mtime_rehashes(tmp_path):
    root, cache = setup(tmp_path)
    put(root, "s", b"hello")
    put(root, "t", b"abc")
    hash_tree(root, cache)
    put(root, "s", b"xyz")
    assert hash_tree(root, cache) == ({"s": XYZ, "t": ABC}, 1)


def test_entries_of_a_removed_directory_are_dropped(tmp_path):
    root, cache = setup(tmp_path)
    put(root, "logs/a.log", b"abc")
    put(root, "logs/b.log", b"hello")
    put(root, "top", b"xyz")
    assert hash_tree(root, cache)[1] == 3
    (root / "logs" / "a.log").unlink()
    (root / "logs" / "b.log").unlink()
    (root / "logs").rmdir()
    assert hash_tree(root, cache) == ({"top": XYZ}, 0)
    assert json.loads(cache.read_bytes()) == {"top": [3, NS, XYZ]}


def test_cache_is_rewritten_even_when_nothing_changed(tmp_path, monkeypatch):
    root, cache = setup(tmp_path)
    put(root, "b", b"hello")
    cache.write_text(json.dumps({"b": [5, NS, HELLO]}, indent=4))
    calls = []
    real_replace = os.replace

    def spy(src, dst, *args, **kwargs):
        calls.append((os.fspath(src), os.fspath(dst)))
        return real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", spy)
    assert hash_tree(str(root), str(cache)) == ({"b": HELLO}, 0)
    assert calls == [(str(cache) + ".tmp", str(cache))]
    assert json.loads(cache.read_bytes()) == {"b": [5, NS, HELLO]}


def test_unchanged_tree_still_replaces_the_cache_file(tmp_path):
    root, cache = setup(tmp_path)
    put(root, "x/y", b"abc")
    assert hash_tree(root, cache) == ({"x/y": ABC}, 1)
    inode = cache.stat().st_ino
    assert hash_tree(root, cache) == ({"x/y": ABC}, 0)
    assert cache.stat().st_ino != inode
    assert json.loads(cache.read_bytes()) == {"x/y": [3, NS, ABC]}
    assert sorted(os.listdir(tmp_path)) == ["cache.json", "tree"]


def test_cache_is_written_to_tmp_then_replaced(tmp_path, monkeypatch):
    root, cache = setup(tmp_path)
    put(root, "a", b"abc")
    calls = []
    real_replace = os.replace

    def spy(src, dst, *args, **kwargs):
        calls.append((os.fspath(src), os.fspath(dst), json.loads(open(src, "rb").read())))
        return real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", spy)
    assert hash_tree(root, cache) == ({"a": ABC}, 1)
    assert calls == [(str(cache) + ".tmp", str(cache), {"a": [3, NS, ABC]})]
    assert sorted(os.listdir(tmp_path)) == ["cache.json", "tree"]


def test_cache_holding_a_json_string_or_number_is_ignored(tmp_path):
    root, cache = setup(tmp_path)
    put(root, "m/n", b"abc")
    for content in (b'"{}"', b"1.5"):
        cache.write_bytes(content)
        assert hash_tree(root, cache) == ({"m/n": ABC}, 1)
        assert json.loads(cache.read_bytes()) == {"m/n": [3, NS, ABC]}
        assert hash_tree(root, cache) == ({"m/n": ABC}, 0)
