import sqlite3

import pytest

from solution import update_customer

NOW = "2026-03-01T10:00:00Z"


def make_db(path=":memory:"):
    conn = sqlite3.connect(path)
    conn.execute(
        "CREATE TABLE customers(id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL, tier TEXT NOT NULL)"
    )
    conn.executemany(
        "INSERT INTO customers VALUES (?, ?, ?, ?)",
        [(1, "Ada", "ada@example.com", "gold"), (2, "Linus", "linus@example.com", "basic")],
    )
    conn.commit()
    return conn


def customer(conn, cid):
    return conn.execute("SELECT id, name, email, tier FROM customers WHERE id = ?", (cid,)).fetchone()


def history(conn):
    return conn.execute(
        "SELECT id, customer_id, column_name, old_value, new_value, changed_by, changed_at "
        "FROM customer_history ORDER BY id"
    ).fetchall()


def test_changed_columns_are_updated_and_logged():
    conn = make_db()
    result = update_customer(conn, 1, {"tier": "platinum", "email": "ada@new.example"}, "alice", NOW)
    assert result == ["email", "tier"]
    assert type(result) is list
    assert all(type(name) is str for name in result)
    assert customer(conn, 1) == (1, "Ada", "ada@new.example", "platinum")
    assert history(conn) == [
        (1, 1, "email", "ada@example.com", "ada@new.example", "alice", NOW),
        (2, 1, "tier", "gold", "platinum", "alice", NOW),
    ]
    assert conn.in_transaction is False


def test_equal_values_change_nothing():
    conn = make_db()
    result = update_customer(conn, 1, {"name": "Ada", "tier": "gold"}, "alice", NOW)
    assert result == []
    assert type(result) is list
    assert customer(conn, 1) == (1, "Ada", "ada@example.com", "gold")
    assert history(conn) == []


def test_only_differing_columns_are_logged_case_sensitively():
    conn = make_db()
    assert update_customer(conn, 1, {"name": "ADA", "tier": "gold", "email": "ada@example.com"}, "bob", NOW) == ["name"]
    assert customer(conn, 1) == (1, "ADA", "ada@example.com", "gold")
    assert history(conn) == [(1, 1, "name", "Ada", "ADA", "bob", NOW)]


def test_unknown_columns_raise_value_error():
    conn = make_db()
    for changes in [{"id": "5"}, {"Name": "Eve"}, {"password": "x"}, {"name": "Eve", "created": "x"}]:
        with pytest.raises(ValueError):
            update_customer(conn, 1, changes, "mallory", NOW)
    assert customer(conn, 1) == (1, "Ada", "ada@example.com", "gold")
    assert history(conn) == []


def test_sql_or_other_case_in_column_name_is_rejected_and_nothing_written():
    conn = make_db()
    for changes in [
        {"name": "Eve", "tier = 'admin', email": "eve@evil.example"},
        {"TIER": "admin"},
        {"email": "eve@evil.example", "Email": "eve@evil.example"},
    ]:
        with pytest.raises(ValueError):
            update_customer(conn, 1, changes, "mallory", NOW)
    with pytest.raises(ValueError):
        update_customer(conn, 99, {"name ": "Eve"}, "mallory", NOW)
    assert customer(conn, 1) == (1, "Ada", "ada@example.com", "gold")
    assert customer(conn, 2) == (2, "Linus", "linus@example.com", "basic")
    assert history(conn) == []
    assert conn.in_transaction is False


def test_missing_customer_raises_key_error():
    conn = make_db()
    with pytest.raises(KeyError) as excinfo:
        update_customer(conn, 99, {"tier": "gold"}, "alice", NOW)
    assert excinfo.value.args == (99,)
    with pytest.raises(KeyError) as excinfo:
        update_customer(conn, 42, {}, "alice", NOW)
    assert excinfo.value.args == (42,)
    assert history(conn) == []


def test_value_error_comes_before_key_error_and_table_is_created():
    conn = make_db()
    for changes in [{"nickname": "x"}, {"Name": "x"}]:
        with pytest.raises(ValueError):
            update_customer(conn, 99, changes, "alice", NOW)
    assert history(conn) == []
    with pytest.raises(KeyError) as excinfo:
        update_customer(conn, 7, {}, "alice", NOW)
    assert excinfo.value.args == (7,)


def test_history_accumulates_across_calls():
    conn = make_db()
    update_customer(conn, 2, {"tier": "silver"}, "alice", "t1")
    assert update_customer(conn, 2, {"tier": "gold", "name": "Linus B."}, "bob", "t2") == ["name", "tier"]
    assert history(conn) == [
        (1, 2, "tier", "basic", "silver", "alice", "t1"),
        (2, 2, "name", "Linus", "Linus B.", "bob", "t2"),
        (3, 2, "tier", "silver", "gold", "bob", "t2"),
    ]


def test_result_sorted_and_history_in_column_order(tmp_path):
    path = tmp_path / "crm.db"
    conn = make_db(path)
    result = update_customer(conn, 2, {"tier": "pro", "name": "Linus O'Neil", "email": "lt@example.com"}, "ops", NOW)
    assert result == ["email", "name", "tier"]
    other = sqlite3.connect(path)
    assert customer(other, 2) == (2, "Linus O'Neil", "lt@example.com", "pro")
    assert history(other) == [
        (1, 2, "email", "linus@example.com", "lt@example.com", "ops", NOW),
        (2, 2, "name", "Linus", "Linus O'Neil", "ops", NOW),
        (3, 2, "tier", "basic", "pro", "ops", NOW),
    ]


def test_changes_are_committed_for_other_connections(tmp_path):
    path = tmp_path / "crm.db"
    conn = make_db(path)
    update_customer(conn, 1, {"email": "a'; DROP TABLE customers; --"}, "o'brien", NOW)
    other = sqlite3.connect(path)
    assert customer(other, 1) == (1, "Ada", "a'; DROP TABLE customers; --", "gold")
    assert history(other) == [(1, 1, "email", "ada@example.com", "a'; DROP TABLE customers; --", "o'brien", NOW)]


def test_empty_changes_keep_existing_history():
    conn = make_db()
    assert update_customer(conn, 1, {"tier": "Gold"}, "alice", "t1") == ["tier"]
    assert update_customer(conn, 1, {}, "bob", "t2") == []
    assert update_customer(conn, 2, {"tier": "basic"}, "bob", "t3") == []
    assert history(conn) == [(1, 1, "tier", "gold", "Gold", "alice", "t1")]
    assert customer(conn, 1) == (1, "Ada", "ada@example.com", "Gold")
    assert customer(conn, 2) == (2, "Linus", "linus@example.com", "basic")


def test_case_only_change_counts_and_other_customers_untouched():
    conn = make_db()
    assert update_customer(conn, 2, {"name": "linus", "tier": "basic"}, "alice", NOW) == ["name"]
    assert customer(conn, 1) == (1, "Ada", "ada@example.com", "gold")
    assert customer(conn, 2) == (2, "linus", "linus@example.com", "basic")
    assert history(conn) == [(1, 2, "name", "Linus", "linus", "alice", NOW)]


def test_failed_update_rolls_back_everything():
    conn = make_db()
    conn.execute(
        "CREATE TRIGGER no_banned BEFORE UPDATE OF tier ON customers WHEN NEW.tier = 'banned' "
        "BEGIN SELECT RAISE(ABORT, 'tier banned is not allowed'); END"
    )
    conn.commit()
    with pytest.raises(sqlite3.IntegrityError):
        update_customer(conn, 1, {"tier": "banned", "email": "ada@new.example", "name": "Ada L."}, "alice", NOW)
    assert customer(conn, 1) == (1, "Ada", "ada@example.com", "gold")
    assert history(conn) == []
    assert conn.in_transaction is False


def test_value_error_checked_before_customer_lookup():
    conn = make_db()
    for changes in [{"id": "3"}, {"email": "x@example.com", "Tier": "gold"}]:
        with pytest.raises(ValueError):
            update_customer(conn, 404, changes, "alice", NOW)
    assert history(conn) == []


def test_unknown_customer_with_empty_changes_raises_key_error():
    conn = make_db()
    update_customer(conn, 1, {"name": "Ada L."}, "alice", "t1")
    with pytest.raises(KeyError) as excinfo:
        update_customer(conn, 3, {}, "bob", "t2")
    assert excinfo.value.args == (3,)
    assert history(conn) == [(1, 1, "name", "Ada", "Ada L.", "alice", "t1")]


def test_failed_history_insert_rolls_back_everything():
    conn = make_db()
    conn.execute(
        "CREATE TABLE customer_history(id INTEGER PRIMARY KEY AUTOINCREMENT, customer_id INTEGER NOT NULL, "
        "column_name TEXT NOT NULL, old_value TEXT NOT NULL, new_value TEXT NOT NULL, "
        "changed_by TEXT NOT NULL, changed_at TEXT NOT NULL)"
    )
    conn.execute("INSERT INTO customer_history VALUES (1, 2, 'tier', 'gold', 'basic', 'root', 't0')")
    conn.execute(
        "CREATE TRIGGER history_locked BEFORE INSERT ON customer_history WHEN NEW.column_name = 'tier' "
        "BEGIN SELECT RAISE(ABORT, 'tier history is locked'); END"
    )
    conn.commit()
    with pytest.raises(sqlite3.IntegrityError):
        update_customer(conn, 1, {"tier": "silver", "email": "ada@new.example"}, "alice", NOW)
    assert customer(conn, 1) == (1, "Ada", "ada@example.com", "gold")
    assert history(conn) == [(1, 2, "tier", "gold", "basic", "root", "t0")]
    assert conn.in_transaction is False


def test_rolled_back_writes_stay_out_of_a_later_commit(tmp_path):
    path = tmp_path / "crm.db"
    conn = make_db(path)
    conn.execute(
        "CREATE TRIGGER no_banned BEFORE UPDATE OF tier ON customers WHEN NEW.tier = 'banned' "
        "BEGIN SELECT RAISE(ABORT, 'tier banned is not allowed'); END"
    )
    conn.commit()
    with pytest.raises(sqlite3.IntegrityError):
        update_customer(conn, 2, {"email": "l@new.example", "name": "L.", "tier": "banned"}, "alice", NOW)
    conn.commit()
    other = sqlite3.connect(path)
    assert customer(other, 2) == (2, "Linus", "linus@example.com", "basic")
    assert history(other) == []
