import copy
import sqlite3

import pytest

from solution import migrate

V1 = (1, "create users", ["CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT NOT NULL)"])
V2 = (2, "add name", ["ALTER TABLE users ADD COLUMN name TEXT",
                      "INSERT INTO users (email, name) VALUES ('root@example.com', 'root')"])
V3 = (3, "create posts", ["CREATE TABLE posts (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, body TEXT)",
                          "CREATE INDEX posts_by_user ON posts (user_id)"])


def tables(conn):
    return sorted(name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'"))


def recorded(conn):
    return conn.execute("SELECT version, name FROM schema_migrations ORDER BY version").fetchall()


def test_fresh_database_gets_all_migrations():
    conn = sqlite3.connect(":memory:")
    result = migrate(conn, [V1, V2, V3])
    assert result == [1, 2, 3]
    assert type(result) is list
    assert tables(conn) == ["posts", "schema_migrations", "users"]
    assert recorded(conn) == [(1, "create users"), (2, "add name"), (3, "create posts")]
    assert conn.execute("SELECT email, name FROM users").fetchall() == [("root@example.com", "root")]
    assert migrate(conn, [V1, V2, V3]) == []


def test_rerun_applies_only_new_migrations():
    conn = sqlite3.connect(":memory:")
    assert migrate(conn, [V1, V2]) == [1, 2]
    assert migrate(conn, [V1, V2]) == []
    assert migrate(conn, [V1, V2, V3]) == [3]
    assert recorded(conn) == [(1, "create users"), (2, "add name"), (3, "create posts")]


def test_invalid_versions_raise_before_anything_runs():
    for bad in ([V1, (1, "again", ["CREATE TABLE t (x)"])],
                [V1, (0, "zero", ["CREATE TABLE t (x)"])],
                [V1, (True, "bool", ["CREATE TABLE t (x)"])],
                [V1, ("2", "text", ["CREATE TABLE t (x)"])],
                [(True, "bool alone", ["CREATE TABLE t (x)"])]):
        conn = sqlite3.connect(":memory:")
        with pytest.raises(ValueError):
            migrate(conn, bad)
        assert "users" not in tables(conn)
        assert "t" not in tables(conn)


def test_list_order_does_not_matter():
    conn = sqlite3.connect(":memory:")
    migrations = [V3, V2, V1]
    before = copy.deepcopy(migrations)
    assert migrate(conn, migrations) == [1, 2, 3]
    assert migrations == before
    assert conn.execute("SELECT email, name FROM users").fetchall() == [("root@example.com", "root")]
    assert recorded(conn) == [(1, "create users"), (2, "add name"), (3, "create posts")]


def test_failed_migration_leaves_no_trace_of_its_ddl():
    conn = sqlite3.connect(":memory:")
    broken = (2, "broken", ["CREATE TABLE audit (id INTEGER PRIMARY KEY)",
                            "ALTER TABLE users ADD COLUMN age INTEGER",
                            "INSERT INTO no_such_table VALUES (1)"])
    with pytest.raises(sqlite3.OperationalError):
        migrate(conn, [V1, broken, V3])
    assert tables(conn) == ["schema_migrations", "users"]
    assert [row[1] for row in conn.execute("PRAGMA table_info(users)")] == ["id", "email"]
    assert recorded(conn) == [(1, "create users")]
    assert conn.in_transaction is False


def test_failed_data_migration_rolls_back_its_rows():
    conn = sqlite3.connect(":memory:")
    migrate(conn, [V1])
    dup = (2, "seed", ["CREATE UNIQUE INDEX users_email ON users (email)",
                       "INSERT INTO users (email) VALUES ('a@example.com')",
                       "INSERT INTO users (email) VALUES ('a@example.com')"])
    with pytest.raises(sqlite3.IntegrityError):
        migrate(conn, [V1, dup])
    assert conn.execute("SELECT COUNT(*) FROM users").fetchone() == (0,)
    assert conn.execute("SELECT COUNT(*) FROM sqlite_master WHERE name = 'users_email'").fetchone() == (0,)
    assert recorded(conn) == [(1, "create users")]


def test_inconsistent_history_is_refused():
    conn = sqlite3.connect(":memory:")
    migrate(conn, [V1, V2, V3])
    with pytest.raises(ValueError):
        migrate(conn, [V1, V2])
    conn2 = sqlite3.connect(":memory:")
    assert migrate(conn2, [V1, V3]) == [1, 3]
    with pytest.raises(ValueError):
        migrate(conn2, [V1, V2, V3])
    assert recorded(conn2) == [(1, "create users"), (3, "create posts")]
    conn3 = sqlite3.connect(":memory:")
    assert migrate(conn3, [V1]) == [1]
    assert migrate(conn3, [V2, V1]) == [2]
    assert migrate(conn3, [V3, V2, V1]) == [3]


def test_database_newer_than_code_is_refused():
    conn = sqlite3.connect(":memory:")
    migrate(conn, [V1, V2, V3])
    with pytest.raises(ValueError):
        migrate(conn, [V1, V2])
    conn2 = sqlite3.connect(":memory:")
    migrate(conn2, [V1, V2])
    v4 = (4, "tags", ["CREATE TABLE tags (name TEXT)"])
    with pytest.raises(ValueError):
        migrate(conn2, [V1, v4])
    assert "tags" not in tables(conn2)


def test_each_migration_committed_on_its_own(tmp_path):
    path = tmp_path / "app.db"
    conn = sqlite3.connect(path)
    bad = (3, "bad", ["CREATE TABLE posts (id INTEGER PRIMARY KEY)", "SELEC 1"])
    with pytest.raises(sqlite3.OperationalError):
        migrate(conn, [V1, V2, bad])
    other = sqlite3.connect(path)
    assert recorded(other) == [(1, "create users"), (2, "add name")]
    assert tables(other) == ["schema_migrations", "users"]
    other.close()


def test_missing_older_migration_is_refused():
    conn = sqlite3.connect(":memory:")
    migrate(conn, [V1, V3])
    with pytest.raises(ValueError):
        migrate(conn, [V1, V2, V3])
    assert recorded(conn) == [(1, "create users"), (3, "create posts")]


def test_semicolons_inside_literals_and_empty_input():
    conn = sqlite3.connect(":memory:")
    assert migrate(conn, []) == []
    assert tables(conn) == ["schema_migrations"]
    seed = (2, "seed; with semicolon", ["INSERT INTO users (email) VALUES ('a;b@example.com')"])
    assert migrate(conn, [seed, V1]) == [1, 2]
    assert conn.execute("SELECT email FROM users").fetchall() == [("a;b@example.com",)]
    assert recorded(conn)[1] == (2, "seed; with semicolon")


def test_retry_after_fixing_a_failed_migration():
    conn = sqlite3.connect(":memory:")
    with pytest.raises(sqlite3.OperationalError):
        migrate(conn, [V1, (2, "typo", ["ALTER TABLE userz ADD COLUMN name TEXT"])])
    assert migrate(conn, [V1, V2]) == [2]
    assert recorded(conn) == [(1, "create users"), (2, "add name")]


def test_unknown_applied_version_or_gap_is_refused_without_changes():
    a1 = (1, "a", ["CREATE TABLE a (x)"])
    b3 = (3, "b", ["CREATE TABLE b (x)"])
    c5 = (5, "c", ["CREATE TABLE c (x)"])
    conn = sqlite3.connect(":memory:")
    assert migrate(conn, [c5, a1]) == [1, 5]
    with pytest.raises(ValueError):
        migrate(conn, [a1, b3, c5])
    with pytest.raises(ValueError):
        migrate(conn, [a1, b3])
    with pytest.raises(ValueError):
        migrate(conn, [a1, (6, "d", ["CREATE TABLE d (x)"])])
    assert tables(conn) == ["a", "c", "schema_migrations"]
    assert recorded(conn) == [(1, "a"), (5, "c")]
    assert conn.in_transaction is False


def test_bool_or_repeated_version_is_rejected():
    conn = sqlite3.connect(":memory:")
    with pytest.raises(ValueError):
        migrate(conn, [V1, V2, (2, "again", ["CREATE TABLE t (x)"])])
    with pytest.raises(ValueError):
        migrate(conn, [(True, "bool", ["CREATE TABLE t (x)"])])
    with pytest.raises(ValueError):
        migrate(conn, [V2, (True, "bool", ["CREATE TABLE t (x)"])])
    assert "t" not in tables(conn)
    assert "users" not in tables(conn)


def test_versions_applied_in_ascending_order_whatever_the_list_order():
    conn = sqlite3.connect(":memory:")
    migrations = [
        (10, "index", ["CREATE INDEX t_x ON t (x)"]),
        (2, "table", ["CREATE TABLE t (x INTEGER)"]),
        (7, "seed", ["INSERT INTO t VALUES (7)"]),
    ]
    before = copy.deepcopy(migrations)
    with pytest.raises(ValueError):
        migrate(conn, migrations[1:] + [(True, "flag", ["CREATE TABLE flag (x)"])])
    assert "t" not in tables(conn)
    assert migrate(conn, migrations) == [2, 7, 10]
    assert migrations == before
    assert recorded(conn) == [(2, "table"), (7, "seed"), (10, "index")]
    assert conn.execute("SELECT x FROM t").fetchall() == [(7,)]
