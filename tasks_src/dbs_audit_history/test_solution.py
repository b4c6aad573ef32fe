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
    assert customer(conn, 1) == (1, "Ada", "ada@new.example", "platinum")
    assert history(conn) == [
        (1, 1, "email", "ada@example.com", "ada@new.example", "alice", NOW),
        (2, 1, "tier", "gold", "platinum", "alice", NOW),
    ]


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


def test_sql_in_column_name_is_rejected_and_nothing_written():
    conn = make_db()
    with pytest.raises(ValueError):
        update_customer(conn, 1, {"name": "Eve", "tier = 'admin', email": "eve@evil.example"}, "mallory", NOW)
    assert customer(conn, 1) == (1, "Ada", "ada@example.com", "gold")
    assert customer(conn, 2) == (2, "Linus", "linus@example.com", "basic")
    assert history(conn) == []
    assert conn.in_transaction is False


def test_missing_customer_raises_key_error():
    conn = make_db()
    with pytest.raises(KeyError) as excinfo:
        update_customer(conn, 99, {"tier": "gold"}, "alice", NOW)
    assert excinfo.value.args == (99,)
    assert history(conn) == []


def test_value_error_comes_before_key_error_and_table_is_created():
    conn = make_db()
    with pytest.raises(ValueError):
        update_customer(conn, 99, {"nickname": "x"}, "alice", NOW)
    assert history(conn) == []
    with pytest.raises(KeyError) as excinfo:
        update_customer(conn, 7, {}, "alice", NOW)
    assert excinfo.value.args == (7,)


def test_history_accumulates_across_calls():
    conn = make_db()
    update_customer(conn, 2, {"tier": "silver"}, "alice", "t1")
    update_customer(conn, 2, {"tier": "gold", "name": "Linus"}, "bob", "t2")
    assert history(conn) == [
        (1, 2, "tier", "basic", "silver", "alice", "t1"),
        (2, 2, "tier", "silver", "gold", "bob", "t2"),
    ]


def test_result_sorted_and_history_in_column_order():
    conn = make_db()
    result = update_customer(conn, 2, {"tier": "pro", "name": "Linus T.", "email": "lt@example.com"}, "ops", NOW)
    assert result == ["email", "name", "tier"]
    assert history(conn) == [
        (1, 2, "email", "linus@example.com", "lt@example.com", "ops", NOW),
        (2, 2, "name", "Linus", "Linus T.", "ops", NOW),
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
    update_customer(conn, 1, {"tier": "silver"}, "alice", "t1")
    assert update_customer(conn, 1, {}, "bob", "t2") == []
    assert update_customer(conn, 2, {"tier": "basic"}, "bob", "t3") == []
    assert history(conn) == [(1, 1, "tier", "gold", "silver", "alice", "t1")]
    assert customer(conn, 1) == (1, "Ada", "ada@example.com", "silver")
    assert customer(conn, 2) == (2, "Linus", "linus@example.com", "basic")


def test_other_customers_are_untouched():
    conn = make_db()
    update_customer(conn, 2, {"name": "Linus B."}, "alice", NOW)
    assert customer(conn, 1) == (1, "Ada", "ada@example.com", "gold")
    assert customer(conn, 2) == (2, "Linus B.", "linus@example.com", "basic")
