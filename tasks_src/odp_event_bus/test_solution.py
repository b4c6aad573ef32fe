import pytest

from solution import EventBus


def test_priority_order_and_results():
    bus = EventBus()
    bus.subscribe("save", lambda doc: f"low:{doc}", priority=-1)
    bus.subscribe("save", lambda doc: f"first:{doc}")
    bus.subscribe("save", lambda doc: f"high:{doc}", priority=5)
    bus.subscribe("save", lambda doc: f"second:{doc}")
    result = bus.emit("save", "d1")
    assert result == ["high:d1", "first:d1", "second:d1", "low:d1"]
    assert type(result) is list


def test_emit_without_handlers_and_arguments_passed():
    bus = EventBus()
    assert bus.emit("nothing") == []
    bus.subscribe("add", lambda a, b=0, *, scale=1: (a + b) * scale)
    assert bus.emit("add", 2, b=3, scale=10) == [50]
    assert bus.emit("other") == []


def test_same_handler_twice_is_two_subscriptions():
    bus = EventBus()
    calls = []

    def handler(x):
        calls.append(x)
        return x

    first = bus.subscribe("e", handler)
    bus.subscribe("e", handler)
    assert bus.subscriber_count("e") == 2
    assert bus.emit("e", 1) == [1, 1]
    assert first() is True
    assert bus.emit("e", 2) == [2]
    assert calls == [1, 1, 2]


def test_unsubscribe_returns_true_then_false():
    bus = EventBus()
    off = bus.subscribe("e", lambda: "x")
    assert off() is True
    assert off() is False
    assert bus.subscriber_count("e") == 0
    assert bus.emit("e") == []


def test_handler_added_during_emit_waits_for_next_emit():
    bus = EventBus()

    def adder():
        bus.subscribe("e", lambda: "late", priority=10)
        return "adder"

    bus.subscribe("e", adder, once=True)
    bus.subscribe("e", lambda: "plain")
    assert bus.emit("e") == ["adder", "plain"]
    assert bus.emit("e") == ["late", "plain"]


def test_once_handler_runs_once():
    bus = EventBus()
    off = bus.subscribe("ready", lambda: "once", once=True, priority=1)
    bus.subscribe("ready", lambda: "always")
    assert bus.emit("ready") == ["once", "always"]
    assert bus.emit("ready") == ["always"]
    assert off() is False
    assert bus.subscriber_count("ready") == 1


def test_handler_removed_during_emit_is_skipped():
    bus = EventBus()
    offs = {}

    def remover():
        offs["victim"]()
        return "remover"

    bus.subscribe("e", remover, priority=2)
    offs["victim"] = bus.subscribe("e", lambda: "victim", priority=1)
    bus.subscribe("e", lambda: "last")
    assert bus.emit("e") == ["remover", "last"]
    assert bus.subscriber_count("e") == 2


def test_non_callable_handler_raises_type_error():
    bus = EventBus()
    with pytest.raises(TypeError):
        bus.subscribe("e", "not callable")
    with pytest.raises(TypeError):
        bus.subscribe("e", None, priority=3)
    assert bus.subscriber_count("e") == 0


def test_once_handler_not_repeated_by_nested_emit():
    bus = EventBus()
    calls = []

    def once_handler(depth):
        calls.append(("once", depth))
        if depth < 2:
            bus.emit("tick", depth + 1)
        return depth

    bus.subscribe("tick", once_handler, once=True)
    bus.subscribe("tick", lambda depth: calls.append(("plain", depth)))
    assert bus.emit("tick", 0) == [0, None]
    assert calls == [("once", 0), ("plain", 1), ("plain", 0)]


def test_exception_stops_emit_but_once_is_consumed():
    bus = EventBus()
    calls = []

    def boom():
        raise RuntimeError("handler failed")

    bus.subscribe("e", lambda: calls.append("first"), priority=1)
    bus.subscribe("e", boom, once=True)
    bus.subscribe("e", lambda: calls.append("after"))
    with pytest.raises(RuntimeError):
        bus.emit("e")
    assert calls == ["first"]
    assert bus.subscriber_count("e") == 2
    bus.emit("e")
    assert calls == ["first", "first", "after"]


def test_events_are_independent():
    bus = EventBus()
    bus.subscribe("a", lambda: "A")
    off_b = bus.subscribe("b", lambda: "B")
    assert bus.emit("a") == ["A"]
    assert bus.subscriber_count("b") == 1
    assert off_b() is True
    assert bus.emit("a") == ["A"]
    assert bus.subscriber_count("a") == 1
    assert bus.subscriber_count("missing") == 0
