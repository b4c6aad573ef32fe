import sqlite3

import pytest

from solution import UserStore


def users(conn):
    return conn.execute("SELECT id, email, name, deleted_at FROM users ORDER BY id").fetchall()


def test_create_normalises_email_and_get_returns_dict():
    conn = sqlite3.connect(":memory:")
    store = UserStore(conn)
    ada = store.create("  Ada@Example.COM ", "Ada")
    bob = store.create("bob@example.com", "Bob")
    assert type(ada) is int
    assert ada != bob
    user = store.get(ada)
    assert user == {"id": ada, "email": "ada@example.com", "name": "Ada", "deleted_at": None}
    assert type(user) is dict
    assert store.get(bob)["email"] == "bob@example.com"
    assert store.get(999) is None
    with pytest.raises(ValueError):
        store.create(" Ada.Example.COM ", "No at sign")
    assert users(conn) == [(ada, "ada@example.com", "Ada", None), (bob, "bob@example.com", "Bob", None)]


def test_duplicate_live_email_rejected():
    conn = sqlite3.connect(":memory:")
    store = UserStore(conn)
    store.create("ada@example.com", "Ada")
    with pytest.raises(ValueError):
        store.create(" ADA@example.com", "Impostor")
    assert len(users(conn)) == 1
    assert conn.in_transaction is False


def test_deleted_email_can_be_reused():
    conn = sqlite3.connect(":memory:")
    store = UserStore(conn)
    first = store.create("ada@example.com", "Ada")
    assert store.delete(first, 1700.5) is True
    assert store.get(first) is None
    assert store.get(first, include_deleted=True) == {
        "id": first, "email": "ada@example.com", "name": "Ada", "deleted_at": 1700.5}
    second = store.create("Ada@example.com", "Ada Two")
    assert second != first
    assert store.get(second)["deleted_at"] is None
    assert store.get(second, include_deleted=True)["name"] == "Ada Two"
    assert store.find_by_email(" ADA@example.com ")["id"] == second


def test_delete_unknown_or_twice_returns_false():
    conn = sqlite3.connect(":memory:")
    store = UserStore(conn)
    uid = store.create("c@d.e", "C")
    assert store.delete(uid, 5.0) is True
    assert store.delete(uid, 9.0) is False
    assert store.delete(12345, 9.0) is False
    assert users(conn) == [(uid, "c@d.e", "C", 5.0)]


def test_restore_rules():
    conn = sqlite3.connect(":memory:")
    store = UserStore(conn)
    old = store.create("ada@example.com", "Old Ada")
    store.delete(old, 10.0)
    new = store.create("ada@example.com", "New Ada")
    with pytest.raises(ValueError):
        store.restore(old)
    assert conn.in_transaction is False
    assert store.get(old, include_deleted=True)["deleted_at"] == 10.0
    assert store.restore(new) is False
    assert store.restore(4242) is False
    assert store.delete(new, 20.0) is True
    assert store.restore(old) is True
    assert store.get(old) == {"id": old, "email": "ada@example.com", "name": "Old Ada", "deleted_at": None}
    assert store.restore(old) is False


def test_find_by_email_sees_only_live_users():
    store = UserStore(sqlite3.connect(":memory:"))
    uid = store.create("x@y.z", "X")
    assert store.find_by_email(" X@Y.Z ") == {"id": uid, "email": "x@y.z", "name": "X", "deleted_at": None}
    store.delete(uid, 1.0)
    assert store.find_by_email("x@y.z") is None
    assert store.find_by_email("nobody@y.z") is None


def test_database_enforces_uniqueness_for_other_writers(tmp_path):
    path = tmp_path / "users.db"
    store = UserStore(sqlite3.connect(path))
    uid = store.create("ada@example.com", "Ada")
    other = sqlite3.connect(path)
    with pytest.raises(sqlite3.IntegrityError):
        other.execute("INSERT INTO users (email, name) VALUES ('ada@example.com', 'Raw')")
    other.rollback()
    other.execute("INSERT INTO users (email, name, deleted_at) VALUES ('ada@example.com', 'Gone', 3.0)")
    other.execute("INSERT INTO users (email, name, deleted_at) VALUES ('ada@example.com', 'Gone2', 4.0)")
    other.commit()
    store.delete(uid, 5.0)
    other.execute("INSERT INTO users (email, name) VALUES ('ada@example.com', 'Live')")
    other.commit()
    assert store.find_by_email("ada@example.com")["name"] == "Live"
    other.close()
    reopened = UserStore(sqlite3.connect(path))
    assert reopened.get(uid, include_deleted=True)["deleted_at"] == 5.0
    assert reopened.find_by_email("ada@example.com")["name"] == "Live"


def test_invalid_email_and_commit_visibility(tmp_path):
    path = tmp_path / "users.db"
    store = UserStore(sqlite3.connect(path))
    with pytest.raises(ValueError):
        store.create("not-an-email", "N")
    with pytest.raises(ValueError):
        store.create("   ", "N")
    uid = store.create("v@w.x", "V")
    store.delete(uid, 2.0)
    reader = sqlite3.connect(path)
    assert reader.execute("SELECT email, deleted_at FROM users").fetchall() == [("v@w.x", 2.0)]
    reader.close()


def test_many_deleted_users_may_share_an_email():
    conn = sqlite3.connect(":memory:")
    store = UserStore(conn)
    ids = []
    for when in (1.0, 2.0, 3.0):
        uid = store.create("shared@example.com", f"User {when}")
        assert store.delete(uid, when) is True
        ids.append(uid)
    assert len(set(ids)) == 3
    assert store.restore(ids[1]) is True
    with pytest.raises(ValueError):
        store.restore(ids[0])
    with pytest.raises(ValueError):
        store.create("shared@example.com", "Another")
    assert store.find_by_email("shared@example.com")["id"] == ids[1]
    assert store.delete(ids[0], 9.0) is False
    assert [row[3] for row in users(conn)] == [1.0, None, 3.0]
    assert conn.in_transaction is False


def test_existing_table_and_rows_are_kept(tmp_path):
    path = tmp_path / "users.db"
    uid = UserStore(sqlite3.connect(path)).create("k@l.m", "K")
    again = UserStore(sqlite3.connect(path))
    assert again.get(uid)["name"] == "K"
    with pytest.raises(ValueError):
        again.create("k@l.m", "K2")
    assert again.create("n@o.p", "N") == uid + 1


def test_delete_twice_keeps_the_first_timestamp():
    conn = sqlite3.connect(":memory:")
    store = UserStore(conn)
    uid = store.create("q@r.s", "Q")
    assert store.delete(uid, 10.0) is True
    assert store.delete(uid, 20.0) is False
    assert store.get(uid) is None
    assert store.get(uid, include_deleted=True) == {"id": uid, "email": "q@r.s", "name": "Q", "deleted_at": 10.0}
    assert users(conn) == [(uid, "q@r.s", "Q", 10.0)]
    assert conn.in_transaction is False


def test_deleted_user_is_hidden_and_its_email_reusable():
    conn = sqlite3.connect(":memory:")
    store = UserStore(conn)
    first = store.create("reuse@example.com", "First")
    assert store.delete(first, 7.0) is True
    assert store.get(first) is None
    assert store.get(first, include_deleted=False) is None
    second = store.create("reuse@example.com", "Second")
    assert type(second) is int
    assert users(conn) == [(first, "reuse@example.com", "First", 7.0), (second, "reuse@example.com", "Second", None)]


def test_find_by_email_normalises_its_argument():
    conn = sqlite3.connect(":memory:")
    store = UserStore(conn)
    uid = store.create(" Mixed@Case.IO\t", "M")
    assert users(conn) == [(uid, "mixed@case.io", "M", None)]
    assert store.find_by_email("  MIXED@case.io ") == {"id": uid, "email": "mixed@case.io", "name": "M", "deleted_at": None}
    with pytest.raises(ValueError):
        store.create("\nMIXED@CASE.IO ", "M2")
    assert len(users(conn)) == 1


def test_restore_into_a_taken_email_raises_value_error():
    conn = sqlite3.connect(":memory:")
    store = UserStore(conn)
    old = store.create("taken@example.com", "Old")
    store.delete(old, 1.0)
    new = store.create("taken@example.com", "New")
    with pytest.raises(ValueError):
        store.restore(old)
    assert conn.in_transaction is False
    assert store.restore(new) is False
    assert users(conn) == [(old, "taken@example.com", "Old", 1.0), (new, "taken@example.com", "New", None)]
