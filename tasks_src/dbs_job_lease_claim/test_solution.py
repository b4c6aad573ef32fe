import sqlite3

import pytest

from solution import JobQueue

SCHEMA = (
    "CREATE TABLE jobs (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, priority INTEGER NOT NULL,"
    " run_at REAL NOT NULL, status TEXT NOT NULL, worker TEXT, lease_until REAL,"
    " attempts INTEGER NOT NULL)"
)


def make_db(rows, path=":memory:"):
    """rows: (id, priority, run_at, status, worker, lease_until, attempts)."""
    conn = sqlite3.connect(path)
    conn.execute(SCHEMA)
    conn.executemany(
        "INSERT INTO jobs VALUES (?, 'task', ?, ?, ?, ?, ?, ?)",
        rows,
    )
    conn.commit()
    return conn


def pending(job_id, priority=0, run_at=0.0):
    return (job_id, priority, run_at, "pending", None, None, 0)


def state(conn):
    rows = conn.execute("SELECT id, status, worker, lease_until, attempts FROM jobs ORDER BY id")
    return {row[0]: row[1:] for row in rows}


def test_claims_in_priority_then_run_at_then_id_order():
    conn = make_db([
        pending(1, 0, 10.0), pending(2, 5, 50.0), pending(3, 5, 20.0),
        pending(4, 0, 5.0), pending(5, 5, 20.0), pending(6, 9, 200.0),
    ])
    claimed = JobQueue(conn).claim("w1", 100.0, limit=10, lease_seconds=15.0)
    assert claimed == [3, 5, 2, 4, 1]
    assert type(claimed) is list
    assert type(claimed[0]) is int
    after = state(conn)
    assert after[3] == ("running", "w1", 115.0, 1)
    assert after[1] == ("running", "w1", 115.0, 1)
    assert after[6] == ("pending", None, None, 0)


def test_run_at_is_inclusive():
    conn = make_db([pending(1, 0, 100.0), pending(2, 7, 100.5)])
    queue = JobQueue(conn)
    assert queue.claim("w", 100.0, limit=5) == [1]
    assert queue.claim("w", 100.5, limit=5) == [2]
    assert state(conn)[2] == ("running", "w", 130.5, 1)


def test_expired_lease_is_recovered_and_reclaimed():
    conn = make_db([
        (1, 1, 0.0, "running", "old", 100.0, 1),
        (2, 9, 0.0, "running", "old", 100.5, 1),
        pending(3, 0, 0.0),
    ])
    claimed = JobQueue(conn).claim("w2", 100.0, limit=5, lease_seconds=10.0)
    assert claimed == [1, 3]
    after = state(conn)
    assert after[1] == ("running", "w2", 110.0, 2)
    assert after[2] == ("running", "old", 100.5, 1)
    assert after[3] == ("running", "w2", 110.0, 1)


def test_complete_by_lease_holder():
    conn = make_db([pending(1)])
    queue = JobQueue(conn)
    assert queue.claim("w1", 0.0) == [1]
    assert queue.complete(1, "w1", 29.0) is True
    assert state(conn)[1] == ("done", "w1", None, 1)


def test_complete_refuses_everyone_else():
    conn = make_db([pending(1), pending(2)])
    queue = JobQueue(conn)
    assert queue.claim("w1", 0.0, limit=2, lease_seconds=10.0) == [1, 2]
    assert queue.complete(1, "other", 5.0) is False
    assert queue.complete(1, "w1", 10.0) is False
    assert queue.complete(999, "w1", 5.0) is False
    assert state(conn)[1] == ("running", "w1", 10.0, 1)
    assert queue.complete(1, "w1", 9.99) is True
    assert queue.complete(1, "w1", 9.99) is False
    assert state(conn)[1] == ("done", "w1", None, 1)
    assert state(conn)[2] == ("running", "w1", 10.0, 1)
    assert conn.in_transaction is False


def test_successive_claims_take_the_next_jobs(tmp_path):
    path = tmp_path / "queue.db"
    conn = make_db([pending(1), pending(2), pending(3)], path)
    queue = JobQueue(conn)
    assert queue.claim("a", 1.0) == [1]
    assert queue.claim("b", 1.0, limit=5) == [2, 3]
    assert queue.claim("c", 1.0, limit=5) == []
    assert conn.in_transaction is False
    reader = sqlite3.connect(path)
    assert state(reader) == {1: ("running", "a", 31.0, 1), 2: ("running", "b", 31.0, 1), 3: ("running", "b", 31.0, 1)}
    reader.close()


def test_attempt_limit_buries_jobs():
    conn = make_db([
        (1, 5, 0.0, "running", "x", 50.0, 3),
        (2, 2, 0.0, "running", "y", 40.0, 2),
        pending(3, 1, 0.0),
        pending(4, 0, 0.0),
    ])
    assert JobQueue(conn).claim("z", 60.0, limit=2, lease_seconds=5.0, max_attempts=3) == [2, 3]
    after = state(conn)
    assert after[1] == ("dead", None, None, 3)
    assert after[2] == ("running", "z", 65.0, 3)
    assert after[4] == ("pending", None, None, 0)
    again = make_db([(1, 5, 0.0, "running", "x", 50.0, 3)])
    assert JobQueue(again).claim("z", 60.0, max_attempts=4) == [1]
    assert state(again)[1] == ("running", "z", 90.0, 4)
    defaults = make_db([(1, 0, 0.0, "running", "x", 1.0, 3), pending(2), pending(3)])
    assert JobQueue(defaults).claim("d", 2.0) == [2]
    assert state(defaults)[1] == ("dead", None, None, 3)
    assert state(defaults)[2] == ("running", "d", 32.0, 1)


def test_invalid_arguments_raise_value_error():
    conn = make_db([pending(1)])
    queue = JobQueue(conn)
    for kwargs in ({"limit": 0}, {"limit": -3}, {"limit": 2.0}, {"lease_seconds": 0},
                   {"lease_seconds": -1.0}, {"max_attempts": 0}, {"max_attempts": False}):
        with pytest.raises(ValueError):
            queue.claim("w", 0.0, **kwargs)
    assert state(conn)[1] == ("pending", None, None, 0)


def test_claims_are_committed_and_disjoint_across_connections(tmp_path):
    path = tmp_path / "queue.db"
    make_db([pending(1, 3), pending(2, 2), pending(3, 1)], path).close()
    first, second = sqlite3.connect(path), sqlite3.connect(path)
    assert JobQueue(first).claim("a", 0.0, limit=2) == [1, 2]
    assert first.in_transaction is False
    reader = sqlite3.connect(path)
    assert [row[0] for row in reader.execute("SELECT status FROM jobs ORDER BY id")] == [
        "running", "running", "pending"]
    reader.close()
    assert JobQueue(second).claim("b", 0.0, limit=2) == [3]
    assert JobQueue(second).complete(1, "b", 1.0) is False
    assert JobQueue(second).complete(3, "b", 1.0) is True
    assert second.in_transaction is False
    assert state(first) == {
        1: ("running", "a", 30.0, 1),
        2: ("running", "a", 30.0, 1),
        3: ("done", "b", None, 1),
    }


def test_finished_and_live_jobs_are_left_alone():
    rows = [
        (1, 9, 0.0, "done", "w", None, 1),
        (2, 9, 0.0, "dead", None, None, 3),
        (3, 9, 0.0, "running", "w", 500.0, 1),
    ]
    conn = make_db(rows)
    assert JobQueue(conn).claim("v", 100.0, limit=3) == []
    assert state(conn) == {row[0]: row[3:] for row in rows}


def test_boundary_arguments():
    conn = make_db([(1, 0, 0.0, "running", "x", 5.0, 1), pending(2), pending(3)])
    queue = JobQueue(conn)
    with pytest.raises(ValueError):
        queue.claim("w", 10.0, limit=True)
    with pytest.raises(ValueError):
        queue.claim("w", 10.0, lease_seconds=0.0)
    with pytest.raises(ValueError):
        queue.claim("w", 10.0, max_attempts=0)
    assert state(conn)[1] == ("running", "x", 5.0, 1)
    assert queue.claim("w", 10.0, limit=1, lease_seconds=0.5, max_attempts=1) == [2]
    after = state(conn)
    assert after[1] == ("dead", None, None, 1)
    assert after[2] == ("running", "w", 10.5, 1)
    assert after[3] == ("pending", None, None, 0)


def test_worker_names_are_parameters():
    conn = make_db([pending(1), pending(2)])
    queue = JobQueue(conn)
    name = "w'); UPDATE jobs SET status = 'done'; --"
    assert queue.claim(name, 0.0) == [1]
    assert state(conn)[1] == ("running", name, 30.0, 1)
    assert state(conn)[2] == ("pending", None, None, 0)
    assert queue.complete(1, name, 1.0) is True


def test_earlier_run_at_wins_within_a_priority():
    conn = make_db([pending(1, 2, 30.0), pending(2, 2, 10.0), pending(3, 2, 20.0), pending(4, 1, 0.0)])
    assert JobQueue(conn).claim("w", 50.0, limit=3) == [2, 3, 1]
    assert state(conn)[4] == ("pending", None, None, 0)


def test_run_at_breaks_priority_ties_before_id():
    conn = make_db([pending(1, 4, 9.0), pending(2, 4, 3.0), pending(3, 4, 3.0), pending(4, 8, 99.0)])
    queue = JobQueue(conn)
    assert queue.claim("w", 10.0, limit=2) == [2, 3]
    assert queue.claim("w", 10.0, limit=2) == [1]
    assert state(conn)[4] == ("pending", None, None, 0)


def test_lease_ending_exactly_now_is_recovered():
    conn = make_db([
        (1, 0, 0.0, "running", "a", 50.0, 1),
        (2, 0, 0.0, "running", "b", 50.0, 3),
        (3, 0, 0.0, "running", "c", 50.25, 1),
        (4, 9, 0.0, "done", "d", None, 1),
        (5, 9, 0.0, "dead", None, None, 3),
    ])
    assert JobQueue(conn).claim("w", 50.0, limit=3, lease_seconds=5.0) == [1]
    assert state(conn) == {
        1: ("running", "w", 55.0, 2),
        2: ("dead", None, None, 3),
        3: ("running", "c", 50.25, 1),
        4: ("done", "d", None, 1),
        5: ("dead", None, None, 3),
    }


def test_expired_job_at_the_attempt_limit_dies():
    conn = make_db([
        (1, 3, 0.0, "running", "a", 20.0, 2),
        (2, 1, 0.0, "running", "b", 20.0, 1),
    ])
    assert JobQueue(conn).claim("w", 20.0, limit=2, max_attempts=2) == [2]
    assert state(conn) == {
        1: ("dead", None, None, 2),
        2: ("running", "w", 50.0, 2),
    }


def test_complete_fails_once_the_lease_has_expired():
    conn = make_db([pending(1), pending(2)])
    queue = JobQueue(conn)
    name = 'w"; DROP TABLE jobs; --'
    assert queue.claim(name, 0.0, limit=2, lease_seconds=30.0) == [1, 2]
    assert queue.complete(1, name, 30.0) is False
    assert queue.complete(2, name, 29.75) is True
    assert state(conn) == {1: ("running", name, 30.0, 1), 2: ("done", name, None, 1)}
    assert conn.in_transaction is False


def test_bool_limit_or_max_attempts_rejected():
    conn = make_db([pending(1)])
    queue = JobQueue(conn)
    for kwargs in ({"limit": True}, {"max_attempts": True}, {"limit": False}, {"limit": "2"}):
        with pytest.raises(ValueError):
            queue.claim("w", 0.0, **kwargs)
    assert state(conn)[1] == ("pending", None, None, 0)
    assert conn.in_transaction is False


def test_rejected_claim_does_not_recover_expired_leases():
    conn = make_db([(1, 0, 0.0, "running", "a", 5.0, 3), (2, 0, 0.0, "running", "b", 5.0, 1), pending(3)])
    queue = JobQueue(conn)
    for kwargs in ({"max_attempts": True}, {"limit": True}, {"lease_seconds": -0.5}):
        with pytest.raises(ValueError):
            queue.claim("w", 10.0, **kwargs)
    assert state(conn) == {
        1: ("running", "a", 5.0, 3),
        2: ("running", "b", 5.0, 1),
        3: ("pending", None, None, 0),
    }


def test_complete_at_the_exact_lease_end_returns_false():
    conn = make_db([pending(1)])
    queue = JobQueue(conn)
    assert queue.claim("w", 100.0, lease_seconds=10.0) == [1]
    assert queue.complete(1, "w", 110.0) is False
    assert state(conn)[1] == ("running", "w", 110.0, 1)
