import sqlite3

import pytest

from solution import TtlStore


class FakeClock:
    def __init__(self, now=1000.0):
        self.now = now

    def __call__(self):
        return self.now


def new_store(now=1000.0):
    clock = FakeClock(now)
    return TtlStore(sqlite3.connect(":memory:"), clock), clock


def test_values_round_trip_through_json():
    store, _ = new_store()
    store.set("config", {"retries": 3, "hosts": ["a", "b"], "ratio": 0.5})
    store.set("pair", (1, 2))
    store.set("nothing", None)
    assert store.get("config") == {"retries": 3, "hosts": ["a", "b"], "ratio": 0.5}
    pair = store.get("pair")
    assert pair == [1, 2]
    assert type(pair) is list
    assert store.get("nothing", "missing") is None
    with pytest.raises(TypeError):
        store.set("bad", object())
    assert store.get("bad", "unset") == "unset"


def test_missing_key_returns_default():
    store, _ = new_store()
    assert store.get("absent") is None
    assert store.get("absent", 42) == 42


def test_expiry_is_exclusive_at_the_deadline():
    store, clock = new_store(100.0)
    with pytest.raises(ValueError):
        store.set("session", "abc", ttl=0)
    store.set("session", "abc", ttl=10)
    clock.now = 109.999
    assert store.get("session") == "abc"
    assert store.keys() == ["session"]
    clock.now = 110.0
    assert store.get("session", "gone") == "gone"
    assert store.keys() == []


def test_set_replaces_value_and_expiry():
    store, clock = new_store(0.0)
    store.set("k", 1, ttl=5)
    store.set("k", 2)
    clock.now = 1e9
    assert store.get("k") == 2
    store.set("k", 3, ttl=1)
    clock.now += 1
    assert store.get("k", "expired") == "expired"


def test_prefix_is_literal_and_case_sensitive():
    store, _ = new_store()
    for key in ("user_1", "userX1", "User_2", "user%", "user:9", "a"):
        store.set(key, key)
    assert store.keys("user_") == ["user_1"]
    assert store.keys("user%") == ["user%"]
    assert store.keys("User") == ["User_2"]
    assert store.keys("user") == ["user%", "user:9", "userX1", "user_1"]


def test_keys_sorted_and_live_only():
    store, clock = new_store(0.0)
    store.set("b", 1)
    store.set("a", 1, ttl=3)
    store.set("c", 1, ttl=1)
    result = store.keys()
    assert result == ["a", "b", "c"]
    assert type(result) is list
    clock.now = 2
    assert store.keys() == ["a", "b"]
    assert store.keys("z") == []


def test_delete_live_missing_and_expired():
    store, clock = new_store(0.0)
    store.set("live", 1)
    store.set("old", 1, ttl=1)
    clock.now = 1
    assert store.delete("live") is True
    assert store.delete("live") is False
    assert store.delete("never") is False
    assert store.delete("old") is False
    assert store.purge() == 1


def test_purge_removes_only_expired():
    store, clock = new_store(0.0)
    store.set("forever", 1)
    store.set("short", 1, ttl=1)
    store.set("mid", 1, ttl=5)
    store.set("long", 1, ttl=50)
    clock.now = 5
    removed = store.purge()
    assert removed == 2
    assert type(removed) is int
    assert store.purge() == 0
    assert store.keys() == ["forever", "long"]


def test_changes_committed_and_table_persists(tmp_path):
    path = tmp_path / "kv.db"
    clock = FakeClock(0.0)
    store = TtlStore(sqlite3.connect(path), clock)
    store.set("a", {"x": 1}, ttl=5)
    store.set("a", {"x": 1})
    store.set("b", 2, ttl=10)
    store.delete("b")
    other = sqlite3.connect(path)
    assert other.execute("SELECT key, value, expires_at FROM kv").fetchall() == [("a", '{"x": 1}', None)]
    other.close()
    again = TtlStore(sqlite3.connect(path), clock)
    assert again.get("a") == {"x": 1}


def test_invalid_ttl_and_unencodable_value():
    store, _ = new_store()
    for ttl in (0, -1, -0.5):
        with pytest.raises(ValueError):
            store.set("k", 1, ttl=ttl)
    with pytest.raises(TypeError):
        store.set("k", {1, 2})
    assert store.get("k", "unset") == "unset"
    store.set("k", 1, ttl=0.25)
    assert store.get("k") == 1


def test_keys_with_sql_metacharacters():
    store, _ = new_store()
    evil = "x'); DROP TABLE kv; --"
    store.set(evil, "v1")
    store.set("it's", "v2")
    assert store.get(evil) == "v1"
    assert store.get("it's") == "v2"
    assert store.keys("it'") == ["it's"]
    assert store.delete(evil) is True
    assert store.keys() == ["it's"]


def test_second_store_on_same_connection_keeps_rows():
    clock = FakeClock(0.0)
    conn = sqlite3.connect(":memory:")
    TtlStore(conn, clock).set("kept", [1])
    assert TtlStore(conn, clock).get("kept") == [1]


def test_set_over_an_entry_resets_its_expiry():
    store, clock = new_store(0.0)
    store.set("k", 1, ttl=5)
    clock.now = 1.0
    store.set("k", 2)
    with pytest.raises(ValueError):
        store.set("k", 3, ttl=0)
    store.set("e", "old", ttl=1)
    clock.now = 3.0
    store.set("e", "new", ttl=10)
    clock.now = 12.5
    assert store.get("k") == 2
    assert store.get("e") == "new"
    assert store.keys() == ["e", "k"]
    clock.now = 13.0
    assert store.get("e", "gone") == "gone"
    assert store.keys() == ["k"]


def test_falsy_values_are_returned_not_the_default():
    store, _ = new_store()
    for key, value in (("none", None), ("zero", 0), ("empty", ""), ("no", False), ("list", [])):
        store.set(key, value)
    assert store.get("none", "default") is None
    assert store.get("zero", "default") == 0
    assert store.get("empty", "default") == ""
    assert store.get("no", "default") is False
    assert store.get("list", "default") == []


def test_expired_entry_cannot_be_deleted_but_is_purged():
    store, clock = new_store(0.0)
    store.set("gone", "x", ttl=2)
    store.set("kept", None)
    clock.now = 2.0
    assert store.delete("gone") is False
    assert store.keys() == ["kept"]
    assert store.purge() == 1
    assert store.purge() == 0
    assert store.get("kept", "default") is None


def test_delete_of_an_expired_key_returns_false():
    store, clock = new_store(50.0)
    store.set("tmp", 1, ttl=0.5)
    clock.now = 51.0
    assert store.delete("tmp") is False
    assert store.get("tmp", "none") == "none"
    removed = store.purge()
    assert removed == 1
    assert type(removed) is int


def test_underscore_percent_and_case_in_prefix_are_literal():
    store, _ = new_store()
    for key in ("a_b", "axb", "A_b", "a%c", "abc", "a_"):
        store.set(key, 1)
    assert store.keys("a_") == ["a_", "a_b"]
    assert store.keys("a%") == ["a%c"]
    assert store.keys("A") == ["A_b"]
    assert store.keys("a") == ["a%c", "a_", "a_b", "abc", "axb"]


def test_prefix_match_is_literal():
    store, _ = new_store()
    for key in ("log_1", "logx", "Log_2", "log%", "lo"):
        store.set(key, key)
    assert store.keys("log_") == ["log_1"]
    assert store.keys("log%") == ["log%"]
    assert store.keys("Log") == ["Log_2"]
    assert store.keys("log") == ["log%", "log_1", "logx"]


def test_zero_ttl_leaves_the_stored_value_alone():
    store, _ = new_store()
    store.set("k", "v")
    for ttl in (0, 0.0, -2):
        with pytest.raises(ValueError):
            store.set("k", "other", ttl=ttl)
    assert store.get("k") == "v"
    with pytest.raises(ValueError):
        store.set("fresh", 1, ttl=0)
    assert store.keys() == ["k"]


def test_changes_are_visible_to_another_connection(tmp_path):
    path = tmp_path / "kv.db"
    clock = FakeClock(0.0)
    store = TtlStore(sqlite3.connect(path), clock)
    store.set("a", [1, "x"])
    store.set("b", 1, ttl=1)
    odd = "c'; DROP TABLE kv; --"
    store.set(odd, 2)
    other = sqlite3.connect(path)
    assert other.execute("SELECT key, value, expires_at FROM kv ORDER BY key").fetchall() == [
        ("a", '[1, "x"]', None), ("b", "1", 1.0), (odd, "2", None)]
    clock.now = 1.0
    assert store.purge() == 1
    assert store.delete(odd) is True
    assert other.execute("SELECT key FROM kv").fetchall() == [("a",)]
    other.close()
