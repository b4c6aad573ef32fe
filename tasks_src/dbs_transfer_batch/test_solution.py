import sqlite3

import pytest

from solution import apply_transfers


def open_db(tmp_path, balances):
    path = tmp_path / "bank.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE accounts (id TEXT PRIMARY KEY, balance INTEGER NOT NULL)")
    conn.executemany("INSERT INTO accounts (id, balance) VALUES (?, ?)", list(balances.items()))
    conn.commit()
    return path, conn


def snapshot(path):
    other = sqlite3.connect(path)
    try:
        return dict(other.execute("SELECT id, balance FROM accounts ORDER BY id"))
    finally:
        other.close()


def test_single_transfer(tmp_path):
    path, conn = open_db(tmp_path, {"alice": 100, "bob": 10, "carol": 0})
    result = apply_transfers(conn, [("alice", "bob", 30)])
    assert result == {"alice": 70, "bob": 40}
    assert type(result) is dict
    assert type(result["alice"]) is int
    assert snapshot(path) == {"alice": 70, "bob": 40, "carol": 0}
    assert apply_transfers(conn, [("bob", "carol", 1)]) == {"bob": 39, "carol": 1}


def test_empty_batch(tmp_path):
    path, conn = open_db(tmp_path, {"alice": 100})
    result = apply_transfers(conn, [])
    assert result == {}
    assert type(result) is dict
    assert snapshot(path) == {"alice": 100}


def test_chained_transfers_use_received_funds(tmp_path):
    path, conn = open_db(tmp_path, {"alice": 50, "bob": 0, "carol": 5})
    result = apply_transfers(conn, [("alice", "bob", 50), ("bob", "carol", 30), ("carol", "alice", 35)])
    assert result == {"alice": 35, "bob": 20, "carol": 0}
    assert snapshot(path) == {"alice": 35, "bob": 20, "carol": 0}


def test_balance_may_reach_exactly_zero(tmp_path):
    path, conn = open_db(tmp_path, {"alice": 40, "bob": 1})
    assert apply_transfers(conn, [("alice", "bob", 40)]) == {"alice": 0, "bob": 41}
    with pytest.raises(ValueError):
        apply_transfers(conn, [("alice", "bob", 1)])
    assert snapshot(path) == {"alice": 0, "bob": 41}


def test_insufficient_funds_rolls_back_whole_batch(tmp_path):
    path, conn = open_db(tmp_path, {"alice": 100, "bob": 10, "carol": 0})
    batch = [("alice", "carol", 60), ("bob", "carol", 10), ("alice", "bob", 41)]
    with pytest.raises(ValueError):
        apply_transfers(conn, batch)
    assert snapshot(path) == {"alice": 100, "bob": 10, "carol": 0}
    assert dict(conn.execute("SELECT id, balance FROM accounts")) == {"alice": 100, "bob": 10, "carol": 0}


def test_unknown_account_rolls_back(tmp_path):
    path, conn = open_db(tmp_path, {"alice": 100, "bob": 10})
    with pytest.raises(ValueError):
        apply_transfers(conn, [("alice", "bob", 5), ("alice", "mallory", 5)])
    with pytest.raises(ValueError):
        apply_transfers(conn, [("nobody", "bob", 5)])
    assert snapshot(path) == {"alice": 100, "bob": 10}


def test_changes_are_committed(tmp_path):
    path, conn = open_db(tmp_path, {"alice": 100, "bob": 10})
    apply_transfers(conn, [("alice", "bob", 25)])
    assert snapshot(path) == {"alice": 75, "bob": 35}
    assert conn.in_transaction is False
    result = apply_transfers(conn, [])
    assert result == {}
    assert type(result) is dict
    assert snapshot(path) == {"alice": 75, "bob": 35}


def test_invalid_transfer_shapes(tmp_path):
    path, conn = open_db(tmp_path, {"alice": 100, "bob": 10})
    for bad in (("alice", "alice", 5), ("alice", "bob", True), ("alice", "bob", 5.0), ("alice", "bob", "5"),
                ("alice", "bob", 0), ("alice", "bob", -1)):
        with pytest.raises(ValueError):
            apply_transfers(conn, [("bob", "alice", 1), bad])
    assert snapshot(path) == {"alice": 100, "bob": 10}


def test_zero_negative_or_non_int_amounts_rejected(tmp_path):
    path, conn = open_db(tmp_path, {"alice": 100, "bob": 10})
    with pytest.raises(ValueError):
        apply_transfers(conn, [("bob", "alice", -50)])
    with pytest.raises(ValueError):
        apply_transfers(conn, [("alice", "bob", 0)])
    with pytest.raises(ValueError):
        apply_transfers(conn, [("alice", "bob", True)])
    with pytest.raises(ValueError):
        apply_transfers(conn, [("alice", "bob", 1.5)])
    assert snapshot(path) == {"alice": 100, "bob": 10}


def test_only_accounts_in_batch_returned(tmp_path):
    path, conn = open_db(tmp_path, {"alice": 100, "bob": 10, "carol": 7, "dave": 3})
    assert apply_transfers(conn, [("alice", "bob", 1), ("bob", "alice", 1)]) == {"alice": 100, "bob": 10}
    assert apply_transfers(conn, [("dave", "alice", 3)]) == {"dave": 0, "alice": 103}
    assert snapshot(path) == {"alice": 103, "bob": 10, "carol": 7, "dave": 0}


def test_ids_with_sql_metacharacters(tmp_path):
    odd = "o'brien\"; DROP TABLE accounts; --"
    path, conn = open_db(tmp_path, {odd: 10, "x' OR '1'='1": 0, "eve": 0})
    assert apply_transfers(conn, [(odd, "x' OR '1'='1", 4)]) == {odd: 6, "x' OR '1'='1": 4}
    with pytest.raises(ValueError):
        apply_transfers(conn, [(odd, odd, 1)])
    assert snapshot(path) == {odd: 6, "eve": 0, "x' OR '1'='1": 4}


def test_connection_usable_after_failure(tmp_path):
    path, conn = open_db(tmp_path, {"alice": 100, "bob": 10})
    with pytest.raises(ValueError):
        apply_transfers(conn, [("alice", "bob", 60), ("alice", "bob", 60)])
    assert conn.in_transaction is False
    assert apply_transfers(conn, [("alice", "bob", 60)]) == {"alice": 40, "bob": 70}
    assert snapshot(path) == {"alice": 40, "bob": 70}


def test_invalid_transfer_after_a_valid_one_rejects_the_batch(tmp_path):
    path, conn = open_db(tmp_path, {"a": 20, "b": 5})
    for bad in (("a", "b", True), ("b", "a", 2.0), ("b", "b", 1), ("a", "a", 20), ("b", "zed", 1), ("zed", "a", 1)):
        with pytest.raises(ValueError):
            apply_transfers(conn, [("a", "b", 3), bad])
        assert conn.in_transaction is False
    assert dict(conn.execute("SELECT id, balance FROM accounts")) == {"a": 20, "b": 5}
    assert snapshot(path) == {"a": 20, "b": 5}


def test_failed_batch_leaves_nothing_pending_on_the_connection(tmp_path):
    a, b = "o'a", 'b"; DELETE FROM accounts; --'
    path, conn = open_db(tmp_path, {a: 5, b: 0})
    with pytest.raises(ValueError):
        apply_transfers(conn, [(a, b, 5), (b, a, 6)])
    assert dict(conn.execute("SELECT id, balance FROM accounts")) == {a: 5, b: 0}
    assert conn.in_transaction is False
    conn.commit()
    assert snapshot(path) == {a: 5, b: 0}
    assert apply_transfers(conn, [(a, b, 2)]) == {a: 3, b: 2}


def test_spending_down_to_zero_then_receiving(tmp_path):
    path, conn = open_db(tmp_path, {"a": 10, "b": 0, "c": 0})
    result = apply_transfers(conn, [("a", "b", 10), ("b", "c", 10), ("c", "a", 4)])
    assert result == {"a": 4, "b": 0, "c": 6}
    assert all(type(value) is int for value in result.values())
    assert snapshot(path) == {"a": 4, "b": 0, "c": 6}
