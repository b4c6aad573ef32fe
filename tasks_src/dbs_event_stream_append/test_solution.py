import sqlite3

import pytest

from solution import ConcurrencyError, EventStore


def test_append_and_read_back():
    store = EventStore(sqlite3.connect(":memory:"))
    new_version = store.append("order-7", 0, [("Created", {"items": 2}), ("Paid", {"amount": 1999})])
    assert new_version == 2
    assert type(new_version) is int
    assert store.append("order-7", 2, [("Shipped", {"carrier": "DHL", "tags": ["a", "b"]})]) == 3
    events = store.read("order-7")
    assert type(events) is list
    assert events == [
        (1, "Created", {"items": 2}),
        (2, "Paid", {"amount": 1999}),
        (3, "Shipped", {"carrier": "DHL", "tags": ["a", "b"]}),
    ]
    assert type(events[0]) is tuple
    assert store.version("order-7") == 3


def test_unknown_stream_is_at_version_zero():
    store = EventStore(sqlite3.connect(":memory:"))
    assert store.version("nobody") == 0
    assert store.read("nobody") == []
    assert type(store.read("nobody")) is list


def test_wrong_expected_version_raises_and_writes_nothing():
    conn = sqlite3.connect(":memory:")
    store = EventStore(conn)
    store.append("cart", 0, [("Added", {"sku": "A"}), ("Added", {"sku": "B"})])
    with pytest.raises(ConcurrencyError) as stale:
        store.append("cart", 1, [("Removed", {"sku": "A"})])
    assert (stale.value.stream, stale.value.expected, stale.value.actual) == ("cart", 1, 2)
    with pytest.raises(ConcurrencyError) as ahead:
        store.append("cart", 3, [("Removed", {"sku": "A"})])
    assert (ahead.value.expected, ahead.value.actual) == (3, 2)
    with pytest.raises(ConcurrencyError):
        store.append("fresh", 1, [("Opened", {})])
    assert isinstance(stale.value, Exception)
    assert store.version("cart") == 2
    assert store.version("fresh") == 0
    assert conn.execute("SELECT COUNT(*) FROM events").fetchone()[0] == 2
    assert conn.in_transaction is False


def test_streams_are_numbered_independently():
    store = EventStore(sqlite3.connect(":memory:"))
    assert store.append("a", 0, [("X", {})]) == 1
    assert store.append("b", 0, [("Y", {}), ("Z", {})]) == 2
    assert store.append("a", 1, [("X2", {})]) == 2
    assert store.read("a") == [(1, "X", {}), (2, "X2", {})]
    assert store.read("b") == [(1, "Y", {}), (2, "Z", {})]


def test_invalid_batch_stores_nothing():
    conn = sqlite3.connect(":memory:")
    store = EventStore(conn)
    store.append("s", 0, [("Start", {})])
    with pytest.raises(TypeError):
        store.append("s", 1, [("Ok", {"n": 1}), ("Bad", {"when": {1, 2}})])
    with pytest.raises(ValueError):
        store.append("s", 1, [("Ok", {"n": 1}), ("", {})])
    with pytest.raises(ValueError):
        store.append("s", 1, [("Ok", {"n": 1}), (None, {})])
    with pytest.raises(ValueError):
        store.append("s", 1, [])
    with pytest.raises(ValueError):
        store.append("s", None, [])
    assert store.read("s") == [(1, "Start", {})]
    assert conn.in_transaction is False
    assert store.append("s", 1, [("Ok", {"n": 1})]) == 2


def test_none_skips_the_version_check():
    store = EventStore(sqlite3.connect(":memory:"))
    assert store.append("log", None, [("A", {})]) == 1
    assert store.append("log", None, [("B", {}), ("C", {})]) == 3
    assert [kind for _, kind, _ in store.read("log")] == ["A", "B", "C"]


def test_read_after_version_is_exclusive():
    store = EventStore(sqlite3.connect(":memory:"))
    store.append("s", 0, [("E1", {"i": 1}), ("E2", {"i": 2}), ("E3", {"i": 3}), ("E4", {"i": 4})])
    assert store.read("s", 2) == [(3, "E3", {"i": 3}), (4, "E4", {"i": 4})]
    assert store.read("s", after_version=3) == [(4, "E4", {"i": 4})]
    assert store.read("s", 4) == []
    assert [v for v, _, _ in store.read("s", 0)] == [1, 2, 3, 4]


def test_append_is_committed(tmp_path):
    path = tmp_path / "events.db"
    store = EventStore(sqlite3.connect(path))
    store.append("s", 0, [("A", {"x": "é"})])
    other = sqlite3.connect(path)
    assert other.execute("SELECT stream, version, kind FROM events").fetchall() == [("s", 1, "A")]
    other.close()


def test_second_writer_with_stale_version_conflicts(tmp_path):
    path = tmp_path / "events.db"
    first = EventStore(sqlite3.connect(path))
    second = EventStore(sqlite3.connect(path))
    first.append("acct", 0, [("Opened", {})])
    seen_by_a = first.version("acct")
    seen_by_b = second.version("acct")
    assert (seen_by_a, seen_by_b) == (1, 1)
    assert first.append("acct", seen_by_a, [("Deposited", {"amount": 5})]) == 2
    with pytest.raises(ConcurrencyError) as info:
        second.append("acct", seen_by_b, [("Withdrawn", {"amount": 5})])
    assert info.value.actual == 2
    assert second.append("acct", None, [("Withdrawn", {"amount": 5})]) == 3
    assert [kind for _, kind, _ in first.read("acct", 1)] == ["Deposited", "Withdrawn"]


def test_existing_table_and_rows_are_kept(tmp_path):
    path = tmp_path / "events.db"
    EventStore(sqlite3.connect(path)).append("s", 0, [("A", {}), ("B", {})])
    reopened = EventStore(sqlite3.connect(path))
    assert reopened.version("s") == 2
    assert reopened.append("s", 2, [("C", {})]) == 3


def test_stream_names_are_data():
    conn = sqlite3.connect(":memory:")
    store = EventStore(conn)
    evil = "x' OR '1'='1"
    store.append("x", 0, [("A", {})])
    assert store.version(evil) == 0
    assert store.read(evil) == []
    assert store.append(evil, 0, [("Q", {"q": "'; DROP TABLE events; --"})]) == 1
    assert store.read(evil) == [(1, "Q", {"q": "'; DROP TABLE events; --"})]
    assert store.version("x") == 1
    assert conn.execute("SELECT COUNT(*) FROM events").fetchone()[0] == 2
