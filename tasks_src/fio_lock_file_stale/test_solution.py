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
