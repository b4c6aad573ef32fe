import sqlite3

import pytest

from solution import ConcurrencyError, EventStore


def test_append_and_read_back():
    conn = sqlite3.connect(":memory:")
    store = EventStore(conn)
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
    assert type(store.version("order-7")) is int
    assert conn.execute("SELECT payload FROM events WHERE version = 3").fetchone() == (
        '{"carrier": "DHL", "tags": ["a", "b"]}',)


def test_unknown_stream_is_at_version_zero():
    store = EventStore(sqlite3.connect(":memory:"))
    assert store.version("nobody") == 0
    assert type(store.version("nobody")) is int
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
    with pytest.raises(ConcurrencyError) as zero:
        store.append("cart", 0, [("Cleared", {})])
    assert (zero.value.expected, zero.value.actual) == (0, 2)
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
    assert other.execute("SELECT stream, version, kind, payload FROM events").fetchall() == [
        ("s", 1, "A", '{"x": "\\u00e9"}')]
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


def test_mismatched_expected_version_in_either_direction_conflicts():
    conn = sqlite3.connect(":memory:")
    store = EventStore(conn)
    store.append("s", 0, [("A", {}), ("B", {})])
    with pytest.raises(ConcurrencyError) as behind:
        store.append("s", 0, [("C", {})])
    assert (behind.value.stream, behind.value.expected, behind.value.actual) == ("s", 0, 2)
    with pytest.raises(ConcurrencyError) as ahead:
        store.append("s", 3, [("C", {})])
    assert (ahead.value.stream, ahead.value.expected, ahead.value.actual) == ("s", 3, 2)
    assert issubclass(ConcurrencyError, Exception)
    assert store.read("s") == [(1, "A", {}), (2, "B", {})]
    assert conn.in_transaction is False


def test_two_writers_starting_at_zero_conflict():
    conn = sqlite3.connect(":memory:")
    store = EventStore(conn)
    assert store.append("doc", 0, [("Drafted", {"by": "ann"})]) == 1
    with pytest.raises(ConcurrencyError) as info:
        store.append("doc", 0, [("Drafted", {"by": "bob"})])
    assert (info.value.stream, info.value.expected, info.value.actual) == ("doc", 0, 1)
    assert store.read("doc") == [(1, "Drafted", {"by": "ann"})]
    assert conn.in_transaction is False


def test_failed_append_stores_none_of_its_events():
    conn = sqlite3.connect(":memory:")
    store = EventStore(conn)
    with pytest.raises(TypeError):
        store.append("s", None, [("a", {}), ("b", {"x": {1}})])
    with pytest.raises(ValueError):
        store.append("s", 0, [("a", {}), ("b", {}), ("", {})])
    assert store.read("s") == []
    assert store.version("s") == 0
    assert conn.in_transaction is False


def test_expected_version_ahead_of_the_stream_conflicts():
    store = EventStore(sqlite3.connect(":memory:"))
    with pytest.raises(ConcurrencyError) as fresh:
        store.append("fresh", 2, [("Opened", {})])
    assert (fresh.value.stream, fresh.value.expected, fresh.value.actual) == ("fresh", 2, 0)
    store.append("fresh", 0, [("Opened", {})])
    with pytest.raises(ConcurrencyError) as ahead:
        store.append("fresh", 5, [("Closed", {})])
    assert (ahead.value.expected, ahead.value.actual) == (5, 1)
    assert store.read("fresh") == [(1, "Opened", {})]


def test_read_returns_only_versions_after_the_given_one():
    store = EventStore(sqlite3.connect(":memory:"))
    store.append("s", 0, [("A", {"n": 1}), ("B", {"n": 2}), ("C", {"n": 3})])
    assert store.read("s", 1) == [(2, "B", {"n": 2}), (3, "C", {"n": 3})]
    assert store.read("s", 2) == [(3, "C", {"n": 3})]
    assert store.read("s", 3) == []
    assert store.read("s", 7) == []


def test_unencodable_payload_leaves_nothing_for_a_later_commit(tmp_path):
    path = tmp_path / "events.db"
    conn = sqlite3.connect(path)
    store = EventStore(conn)
    store.append("s", 0, [("A", {})])
    with pytest.raises(TypeError):
        store.append("s", 1, [("B", {"n": 1}), ("C", {"bad": object()})])
    assert store.version("s") == 1
    conn.commit()
    other = sqlite3.connect(path)
    assert other.execute("SELECT stream, version, kind, payload FROM events").fetchall() == [("s", 1, "A", "{}")]
    other.close()
    reopened = EventStore(sqlite3.connect(path))
    assert reopened.read("s") == [(1, "A", {})]
