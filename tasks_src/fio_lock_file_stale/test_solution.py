import os

import pytest

from solution import acquire_lock


def test_stale_boundary_is_inclusive(tmp_path):
    lock = tmp_path / "job.lock"
    lock.write_bytes(b"worker-a 100\n")
    assert acquire_lock(lock, "worker-b", 129, 30) is False
    assert lock.read_bytes() == b"worker-a 100\n"
    assert acquire_lock(lock, "worker-b", 130, 30) is True
    assert lock.read_bytes() == b"worker-b 130\n"
    assert acquire_lock(lock, "WORKER-B", 131, 30) is False
    assert lock.read_bytes() == b"worker-b 130\n"


def test_creates_missing_lock(tmp_path):
    lock = tmp_path / "job.lock"
    assert acquire_lock(str(lock), "worker-1", 1000, 60) is True
    assert lock.read_bytes() == b"worker-1 1000\n"
    assert sorted(os.listdir(tmp_path)) == ["job.lock"]


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"garbage",
        b"worker-a 12",
        b"worker-a  12\n",
        b"worker-a 1.5\n",
        b"worker-a -3\n",
        b" 12\n",
        b"worker-a 12\nextra\n",
        b"worker a 12\n",
        b"worker-a 12\r\n",
        b"\xff\xfe 12\n",
        b"worker-a \xd9\xa3\n",
    ],
)
def test_corrupt_lock_is_taken_over(tmp_path, content):
    lock = tmp_path / "job.lock"
    lock.write_bytes(content)
    assert acquire_lock(lock, "worker-b", 13, 1000) is True
    assert lock.read_bytes() == b"worker-b 13\n"
    assert sorted(os.listdir(tmp_path)) == ["job.lock"]


def test_lock_held_by_another_owner(tmp_path):
    lock = tmp_path / "job.lock"
    lock.write_bytes(b"worker-a 500\n")
    assert acquire_lock(lock, "worker-b", 510, 60) is False
    assert lock.read_bytes() == b"worker-a 500\n"
    assert sorted(os.listdir(tmp_path)) == ["job.lock"]


def test_own_lock_is_renewed_and_names_are_case_sensitive(tmp_path):
    lock = tmp_path / "job.lock"
    lock.write_bytes(b"me 100\n")
    assert acquire_lock(lock, "me", 105, 30) is True
    assert lock.read_bytes() == b"me 105\n"
    assert acquire_lock(lock, "Me", 110, 30) is False
    assert lock.read_bytes() == b"me 105\n"
    assert sorted(os.listdir(tmp_path)) == ["job.lock"]


def test_invalid_arguments(tmp_path):
    lock = tmp_path / "job.lock"
    with pytest.raises(ValueError):
        acquire_lock(lock, "", 1, 10)
    with pytest.raises(ValueError):
        acquire_lock(lock, "two words", 1, 10)
    with pytest.raises(ValueError):
        acquire_lock(lock, "worker", -1, 10)
    with pytest.raises(ValueError):
        acquire_lock(lock, "worker", 1, 0)
    assert os.listdir(tmp_path) == []


def test_future_timestamp_is_held(tmp_path):
    lock = tmp_path / "job.lock"
    lock.write_bytes(b"worker-a 500\n")
    assert acquire_lock(lock, "worker-b", 100, 30) is False
    assert lock.read_bytes() == b"worker-a 500\n"


def test_takeover_leaves_no_temporary_files(tmp_path):
    lock = tmp_path / "deploy.lock"
    lock.write_bytes(b"old.host_1 10\n")
    assert acquire_lock(lock, "new.host_2", 5000, 300) is True
    assert lock.read_bytes() == b"new.host_2 5000\n"
    assert sorted(os.listdir(tmp_path)) == ["deploy.lock"]


def test_argument_bounds_and_bad_owner_names(tmp_path):
    lock = tmp_path / "job.lock"
    for bad in ("a/b", "ü", "tab\there", "dot.ok but space"):
        with pytest.raises(ValueError):
            acquire_lock(lock, bad, 1, 10)
    assert os.listdir(tmp_path) == []
    with pytest.raises(ValueError):
        acquire_lock(lock, "w", 5, -2)
    assert acquire_lock(lock, "A.b_c-9", 0, 1) is True
    assert lock.read_bytes() == b"A.b_c-9 0\n"
    assert acquire_lock(lock, "other", 0, 1) is False
    assert acquire_lock(lock, "other", 1, 1) is True
    assert lock.read_bytes() == b"other 1\n"


def test_missing_parent_directory(tmp_path):
    with pytest.raises(FileNotFoundError):
        acquire_lock(tmp_path / "no" / "such" / "job.lock", "w", 1, 10)
    with pytest.raises(FileNotFoundError):
        acquire_lock(str(tmp_path / "nope" / "x.lock"), "w", 1, 10)


def test_zero_age_lock_of_another_owner_is_held(tmp_path):
    lock = tmp_path / "job.lock"
    assert acquire_lock(lock, "first", 700, 1) is True
    assert acquire_lock(lock, "second", 700, 1) is False
    assert acquire_lock(lock, "second", 701, 1) is True
    assert lock.read_bytes() == b"second 701\n"
    assert acquire_lock(lock, "first", 701, 5) is False
    assert lock.read_bytes() == b"second 701\n"
    assert acquire_lock(lock, "first", 650, 5) is False
    assert lock.read_bytes() == b"second 701\n"


@pytest.mark.parametrize(
    "content",
    [b"other 100", b"other  100\n", b"other 100 \n", b"other 100\n\n", b"other +100\n", b"other\t100\n", b"other 1_0\n"],
)
def test_almost_valid_fresh_lock_is_corrupt_and_taken_over(tmp_path, content):
    lock = tmp_path / "w.lock"
    lock.write_bytes(content)
    assert acquire_lock(lock, "me", 101, 50) is True
    assert lock.read_bytes() == b"me 101\n"
    assert os.listdir(tmp_path) == ["w.lock"]


def test_whitespace_variants_of_a_fresh_lock_are_corrupt(tmp_path):
    lock = tmp_path / "v.lock"
    for content in (b" other 100\n", b"other\n100\n", b"other 100\n  "):
        lock.write_bytes(content)
        assert acquire_lock(str(lock), "me", 101, 50) is True
        assert lock.read_bytes() == b"me 101\n"
    assert os.listdir(tmp_path) == ["v.lock"]


def test_lock_written_in_the_future_is_held(tmp_path):
    lock = tmp_path / "f.lock"
    lock.write_bytes(b"clock-skewed 10000\n")
    assert acquire_lock(lock, "normal", 9000, 100) is False
    assert acquire_lock(lock, "normal", 9999, 1) is False
    assert lock.read_bytes() == b"clock-skewed 10000\n"


def test_takeover_renames_a_sibling_temporary_file(tmp_path, monkeypatch):
    lock = tmp_path / "t.lock"
    lock.write_bytes(b"old 1\n")
    calls = []
    real_replace = os.replace

    def spy(src, dst, *args, **kwargs):
        calls.append((os.path.dirname(os.fspath(src)), os.fspath(dst), open(src, "rb").read()))
        return real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", spy)
    assert acquire_lock(lock, "new", 100, 10) is True
    assert calls == [(str(tmp_path), str(lock), b"new 100\n")]
    assert os.listdir(tmp_path) == ["t.lock"]


def test_own_lock_renewed_other_case_is_another_owner(tmp_path):
    lock = tmp_path / "r.lock"
    lock.write_bytes(b"Worker 100\n")
    assert acquire_lock(lock, "worker", 101, 10) is False
    assert lock.read_bytes() == b"Worker 100\n"
    assert acquire_lock(lock, "Worker", 102, 10) is True
    assert lock.read_bytes() == b"Worker 102\n"
    assert acquire_lock(lock, "Worker", 50, 10) is True
    assert lock.read_bytes() == b"Worker 50\n"


def test_renewal_also_replaces_atomically(tmp_path, monkeypatch):
    lock = tmp_path / "own.lock"
    lock.write_bytes(b"me 7\n")
    calls = []
    real_replace = os.replace

    def spy(src, dst, *args, **kwargs):
        calls.append((os.path.dirname(os.fspath(src)), os.fspath(dst)))
        return real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", spy)
    assert acquire_lock(str(lock), "me", 8, 100) is True
    assert calls == [(str(tmp_path), str(lock))]
    assert lock.read_bytes() == b"me 8\n"
    assert os.listdir(tmp_path) == ["own.lock"]


def test_age_equal_to_stale_after_is_stale(tmp_path):
    lock = tmp_path / "s.lock"
    lock.write_bytes(b"a 1000\n")
    assert acquire_lock(lock, "b", 1009, 10) is False
    assert acquire_lock(lock, "b", 1010, 10) is True
    assert lock.read_bytes() == b"b 1010\n"


def test_missing_parent_raises_and_creates_nothing(tmp_path):
    with pytest.raises(FileNotFoundError):
        acquire_lock(str(tmp_path / "gone" / "a.lock"), "job-7", 10, 5)
    assert os.listdir(tmp_path) == []


def test_lock_created_by_a_racing_process_is_respected(tmp_path, monkeypatch):
    lock = tmp_path / "race.lock"
    lock.write_bytes(b"winner 50\n")
    import pathlib
    monkeypatch.setattr(os.path, "exists", lambda p: False)
    monkeypatch.setattr(os.path, "isfile", lambda p: False)
    monkeypatch.setattr(os.path, "lexists", lambda p: False)
    monkeypatch.setattr(pathlib.Path, "exists", lambda self, **kw: False)
    monkeypatch.setattr(pathlib.Path, "is_file", lambda self, **kw: False)
    assert acquire_lock(lock, "loser", 55, 60) is False
    assert lock.read_bytes() == b"winner 50\n"
