import sqlite3

import pytest

from solution import IdempotencyStore


class FakeClock:
    def __init__(self, now=1000.0):
        self.now = now

    def __call__(self):
        return self.now


class CountingClock(FakeClock):
    def __init__(self, now=1000.0):
        super().__init__(now)
        self.reads = 0

    def __call__(self):
        self.reads += 1
        return self.now


class Handler:
    """Records every call and answers with the next scripted response."""

    def __init__(self, *responses):
        self.responses = list(responses)
        self.calls = []

    def __call__(self, payload):
        self.calls.append(payload)
        return self.responses.pop(0)


def new_store(ttl=60.0, now=1000.0):
    clock = FakeClock(now)
    return IdempotencyStore(sqlite3.connect(":memory:"), clock, ttl=ttl), clock


def test_first_call_runs_handler_once():
    store, _ = new_store()
    body = {"order": 7}
    handler = Handler((201, body))
    result = store.handle("k-1", {"item": "mug", "qty": 2}, handler)
    assert type(result) is tuple
    assert result == (201, {"order": 7}, False)
    assert result[1] is body
    assert result[2] is False
    assert handler.calls == [{"item": "mug", "qty": 2}]


def test_repeat_with_same_payload_replays_without_handler():
    store, _ = new_store()
    handler = Handler((201, {"order": 7, "lines": [1, 2]}))
    store.handle("k-1", {"item": "mug"}, handler)
    first = store.handle("k-1", {"item": "mug"}, handler)
    second = store.handle("k-1", {"item": "mug"}, handler)
    assert first == (201, {"order": 7, "lines": [1, 2]}, True)
    assert first[2] is True
    assert first[1] is not second[1]
    assert len(handler.calls) == 1


def test_key_order_of_payload_does_not_matter():
    conn = sqlite3.connect(":memory:")
    store = IdempotencyStore(conn, FakeClock(), ttl=60.0)
    handler = Handler((200, {"ok": True}))
    store.handle("k-9", {"amount": 5, "currency": "EUR", "meta": {"b": 1, "a": [2, 3]}}, handler)
    replay = store.handle("k-9", {"meta": {"a": [2, 3], "b": 1}, "currency": "EUR", "amount": 5}, handler)
    assert replay == (200, {"ok": True}, True)
    assert len(handler.calls) == 1
    stored = conn.execute("SELECT fingerprint, status FROM idempotency WHERE key = ?", ("k-9",)).fetchone()
    assert stored == ('{"amount":5,"currency":"EUR","meta":{"a":[2,3],"b":1}}', 200)


def test_different_payload_with_same_key_raises():
    store, _ = new_store()
    handler = Handler((201, {"order": 1}), (201, {"order": 2}))
    store.handle("k-1", {"qty": 1}, handler)
    with pytest.raises(ValueError):
        store.handle("k-1", {"qty": 2}, handler)
    assert handler.calls == [{"qty": 1}]


def test_server_errors_are_not_stored_client_errors_are():
    store, _ = new_store()
    handler = Handler((500, {"error": "db down"}), (201, {"order": 3}), (499, {"error": "closed"}))
    assert store.handle("k-1", {"qty": 1}, handler) == (500, {"error": "db down"}, False)
    assert store.handle("k-1", {"qty": 1}, handler) == (201, {"order": 3}, False)
    assert store.handle("k-1", {"qty": 1}, handler) == (201, {"order": 3}, True)
    assert store.handle("k-2", {"qty": 1}, handler) == (499, {"error": "closed"}, False)
    assert store.handle("k-2", {"qty": 1}, handler) == (499, {"error": "closed"}, True)
    assert len(handler.calls) == 3


def test_handler_exception_propagates_and_nothing_is_stored():
    store, _ = new_store()

    def failing(payload):
        raise RuntimeError("boom")

    with pytest.raises(RuntimeError):
        store.handle("k-1", {"qty": 1}, failing)
    handler = Handler((200, {"retry": "worked"}))
    assert store.handle("k-1", {"qty": 1}, handler) == (200, {"retry": "worked"}, False)


def test_entry_expires_exactly_at_ttl():
    store, clock = new_store(ttl=60.0, now=1000.0)
    handler = Handler((201, {"v": 1}), (202, {"v": 2}))
    store.handle("k-1", {"qty": 1}, handler)
    clock.now = 1059.5
    assert store.handle("k-1", {"qty": 1}, handler) == (201, {"v": 1}, True)
    with pytest.raises(ValueError):
        store.handle("k-1", {"qty": 9}, handler)
    clock.now = 1060.0
    assert store.handle("k-1", {"qty": 9}, handler) == (202, {"v": 2}, False)
    clock.now = 1119.0
    assert store.handle("k-1", {"qty": 9}, handler) == (202, {"v": 2}, True)
    assert handler.calls == [{"qty": 1}, {"qty": 9}]


def test_responses_persist_for_a_new_store_on_another_connection(tmp_path):
    path = tmp_path / "api.db"
    clock = FakeClock(500.0)
    handler = Handler((201, {"id": "a'b"}))
    IdempotencyStore(sqlite3.connect(path), clock).handle("it's; --", ["x", 1], handler)
    other = IdempotencyStore(sqlite3.connect(path), clock)
    assert other.handle("it's; --", ["x", 1], handler) == (201, {"id": "a'b"}, True)
    assert len(handler.calls) == 1


def test_conflict_leaves_stored_entry_intact():
    store, clock = new_store(ttl=60.0)
    handler = Handler((201, {"order": 1}), (201, {"order": 2}))
    store.handle("k-1", {"qty": 1, "sku": "A"}, handler)
    clock.now = 1030.0
    with pytest.raises(ValueError):
        store.handle("k-1", {"qty": 2, "sku": "A"}, handler)
    clock.now = 1059.0
    assert store.handle("k-1", {"sku": "A", "qty": 1}, handler) == (201, {"order": 1}, True)
    assert handler.calls == [{"qty": 1, "sku": "A"}]


def test_invalid_key_or_ttl_raises_value_error():
    with pytest.raises(ValueError):
        IdempotencyStore(sqlite3.connect(":memory:"), FakeClock(), ttl=-5.0)
    store, _ = new_store()
    handler = Handler((200, {}))
    for key in ["", None, 42]:
        with pytest.raises(ValueError):
            store.handle(key, {"qty": 1}, handler)
    assert handler.calls == []


def test_unencodable_payload_and_bad_arguments_rejected_before_handler():
    with pytest.raises(ValueError):
        IdempotencyStore(sqlite3.connect(":memory:"), FakeClock(), ttl=0)
    clock = CountingClock()
    store = IdempotencyStore(sqlite3.connect(":memory:"), clock, ttl=60.0)
    base = clock.reads
    handler = Handler((200, {"ok": 1}))
    with pytest.raises(TypeError):
        store.handle("k-1", {"tags": {"a", "b"}}, handler)
    with pytest.raises(ValueError):
        store.handle("", {"qty": 1}, handler)
    assert handler.calls == []
    assert clock.reads == base
    assert store.handle("k-1", {"qty": 1}, handler) == (200, {"ok": 1}, False)


def test_keys_are_independent():
    store, _ = new_store()
    handler = Handler((201, {"n": 1}), (201, {"n": 2}))
    assert store.handle("a", {"same": True}, handler) == (201, {"n": 1}, False)
    assert store.handle("b", {"same": True}, handler) == (201, {"n": 2}, False)
    assert store.handle("a", {"same": True}, handler) == (201, {"n": 1}, True)


def test_ttl_and_status_boundaries():
    store, clock = new_store(ttl=0.5, now=10.0)
    handler = Handler((500, {"e": 1}), (200, {"ok": 1}), (200, {"ok": 2}))
    assert store.handle("k", [1], handler) == (500, {"e": 1}, False)
    assert store.handle("k", [1], handler) == (200, {"ok": 1}, False)
    clock.now = 10.25
    assert store.handle("k", [1], handler) == (200, {"ok": 1}, True)
    clock.now = 10.5
    assert store.handle("k", [1], handler) == (200, {"ok": 2}, False)
    default_store = IdempotencyStore(sqlite3.connect(":memory:"), clock)
    default_handler = Handler((200, {"day": 1}), (200, {"day": 2}))
    default_store.handle("d", {}, default_handler)
    clock.now = 10.5 + 86399.75
    assert default_store.handle("d", {}, default_handler) == (200, {"day": 1}, True)
    clock.now = 10.5 + 86400.0
    assert default_store.handle("d", {}, default_handler) == (200, {"day": 2}, False)


def test_clock_read_once_per_call_after_the_checks():
    clock = CountingClock(1000.0)
    store = IdempotencyStore(sqlite3.connect(":memory:"), clock, ttl=60.0)
    base = clock.reads
    handler = Handler((201, {"id": 1}))
    with pytest.raises(ValueError):
        store.handle("", {"q": 1}, handler)
    with pytest.raises(TypeError):
        store.handle("k", [object()], handler)
    assert clock.reads == base
    assert handler.calls == []
    store.handle("k", {"q": 1}, handler)
    assert clock.reads == base + 1
    store.handle("k", {"q": 1}, handler)
    assert clock.reads == base + 2


def test_clock_not_read_for_rejected_arguments():
    clock = CountingClock(1000.0)
    store = IdempotencyStore(sqlite3.connect(":memory:"), clock, ttl=60.0)
    base = clock.reads
    handler = Handler((201, {"id": 1}))
    with pytest.raises(TypeError):
        store.handle("k", {"s": {1}}, handler)
    with pytest.raises(ValueError):
        store.handle(None, {"q": 1}, handler)
    assert clock.reads == base
    store.handle("k", {"q": 1}, handler)
    with pytest.raises(ValueError):
        store.handle("k", {"q": 2}, handler)
    assert clock.reads == base + 2
    assert handler.calls == [{"q": 1}]


def test_fresh_body_is_the_handler_object_and_replay_is_decoded():
    store, _ = new_store()
    body = (1, 2)
    handler = Handler((200, body))
    result = store.handle("t", {"n": 1}, handler)
    assert result == (200, (1, 2), False)
    assert result[1] is body
    assert store.handle("t", {"n": 1}, handler) == (200, [1, 2], True)
    error_body = {"e": 1}
    failed = store.handle("u", {"n": 1}, Handler((503, error_body)))
    assert failed[1] is error_body


def test_expired_entry_with_another_payload_runs_the_handler():
    store, clock = new_store(ttl=10.0, now=0.0)
    handler = Handler((201, {"v": "a"}), (201, {"v": "b"}))
    store.handle("k", {"p": "A"}, handler)
    clock.now = 20.0

    def failing(payload):
        raise RuntimeError("boom")

    with pytest.raises(RuntimeError):
        store.handle("k", {"p": "B"}, failing)
    clock.now = 21.0
    assert store.handle("k", {"p": "B"}, handler) == (201, {"v": "b"}, False)
    clock.now = 25.0
    with pytest.raises(ValueError):
        store.handle("k", {"p": "A"}, handler)
    assert handler.calls == [{"p": "A"}, {"p": "B"}]


def test_key_order_does_not_change_the_fingerprint():
    conn = sqlite3.connect(":memory:")
    store = IdempotencyStore(conn, FakeClock(), ttl=60.0)
    handler = Handler((201, {"id": 5}))
    store.handle("o", {"b": 2, "a": 1, "c": {"y": 1, "x": 2}}, handler)
    assert store.handle("o", {"c": {"x": 2, "y": 1}, "a": 1, "b": 2}, handler) == (201, {"id": 5}, True)
    assert conn.execute("SELECT fingerprint FROM idempotency").fetchall() == [('{"a":1,"b":2,"c":{"x":2,"y":1}}',)]
    assert len(handler.calls) == 1


def test_new_store_on_the_same_file_replays_the_committed_entry(tmp_path):
    path = tmp_path / "api.db"
    conn = sqlite3.connect(path)
    key = "k'); DROP TABLE idempotency; --"
    body = {"job": 'x"y'}
    handler = Handler((202, body))
    first = IdempotencyStore(conn, FakeClock(100.0), ttl=50.0).handle(key, {"n": [1, 2]}, handler)
    assert first[1] is body
    assert conn.in_transaction is False
    other = sqlite3.connect(path)
    assert other.execute("SELECT key, fingerprint, status, created_at FROM idempotency").fetchall() == [
        (key, '{"n":[1,2]}', 202, 100.0)]
    later = IdempotencyStore(other, FakeClock(149.0), ttl=50.0)
    assert later.handle(key, {"n": [1, 2]}, handler) == (202, {"job": 'x"y'}, True)
    assert len(handler.calls) == 1


def test_exactly_expired_entry_and_server_error_are_retried():
    store, clock = new_store(ttl=10.0, now=0.0)
    handler = Handler((500, {"e": "down"}), (201, {"id": 1}), (201, {"id": 2}))
    assert store.handle("k", {"a": 1}, handler) == (500, {"e": "down"}, False)
    assert store.handle("k", {"a": 1}, handler) == (201, {"id": 1}, False)
    clock.now = 10.0
    assert store.handle("k", {"a": 2}, handler) == (201, {"id": 2}, False)
    assert len(handler.calls) == 3
